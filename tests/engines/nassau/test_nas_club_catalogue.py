"""Digest 10.1: the club catalogue's shape, its checks, and what it takes the place of."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from companion.engines.base import MoveInputError, RuleError
from companion.engines.nassau.club_catalogue import CATALOGUE, MERCHANTS, NAVY
from companion.engines.text import english
from tests.engines.nassau.builders import ENGINE, seats
from tests.engines.nassau.club_data import club_catalogue, partial


def refusal(data: dict[str, Any]) -> str:
    with pytest.raises((MoveInputError, RuleError)) as caught:
        ENGINE.clean_catalogue(data)
    exc = caught.value
    return english(exc.text if isinstance(exc, MoveInputError) else exc.message)


def test_the_engine_declares_its_catalogue() -> None:
    assert ENGINE.catalogue is CATALOGUE
    names = [s["name"] for s in ENGINE.describe()["catalogue"]["sections"]]
    assert names == ["captains", "merchants", "navy", "ports", "ship_points"]


def test_a_whole_box_is_clean_and_complete() -> None:
    cleaned = ENGINE.clean_catalogue(club_catalogue())
    assert MERCHANTS.complete(cleaned["merchants"])
    assert NAVY.complete(cleaned["navy"])
    assert not MERCHANTS.complete(ENGINE.clean_catalogue(partial())["merchants"])


def test_a_negative_value_is_refused() -> None:
    data = club_catalogue()
    data["merchants"][3]["sail"] = -1
    assert refusal(data) == ("Merchant cards, row 4: the sail printed on the card: 0 at least.")


def test_two_rows_for_one_card_are_refused() -> None:
    data = club_catalogue()
    data["merchants"].append(dict(data["merchants"][0], count=1))
    data["merchants"][0]["count"] = 1
    assert refusal(data) == "Merchant cards, row 30: another row already has 1 / Fortuna 1-1."


def test_more_cards_than_the_box_holds_are_refused() -> None:
    data = club_catalogue()
    data["merchants"][0]["count"] = 3
    assert refusal(data) == "Merchant cards: the box has 20 Region 1 cards, not 21."
    data = club_catalogue()
    data["captains"][0]["count"] = 3
    assert refusal(data) == "Captain cards: the box has 4 black cards, not 5."
    data = club_catalogue()
    data["navy"][-1]["count"] += 1
    assert refusal(data) == "Navy cards: the box has 10 Phase 2 cards, not 11."


def test_a_navy_ship_needs_its_values() -> None:
    data = club_catalogue()
    del data["navy"][1]["sail"]
    assert refusal(data) == "Navy cards, row 2: a navy ship needs its sail and its cannon."


def test_the_board_is_checked_as_the_ports_option_is() -> None:
    data = club_catalogue()
    data["ports"][0]["space"] = 7
    assert refusal(data) == (
        "Space 7 cannot be a port: ports are on spaces 1 to 20, never 7 or 14."
    )


def test_the_catalogue_takes_the_place_of_the_options() -> None:
    state = ENGINE.setup({"catalogue": club_catalogue()}, seats(4), 1)
    assert state["layout"] == "entered"
    assert [c["space"] for c in state["board"] if c["kind"] == "port"] == [1, 5, 10, 12, 16, 19]
    assert state["options"]["ship_points_middle2"] == 3
    assert state["navy"]["unknown"] == {"1:none": 12, "1:4+": 4, "2:none": 6, "2:4+": 2}


def test_options_still_work_without_a_catalogue() -> None:
    state = ENGINE.setup({"ship_points_stern": 2}, seats(3), 1)
    assert state["layout"] == "ad_hoc"
    assert state["options"]["ship_points_stern"] == 2


def test_a_catalogue_is_not_changed_by_being_cleaned_twice() -> None:
    once = ENGINE.clean_catalogue(club_catalogue())
    assert ENGINE.clean_catalogue(copy.deepcopy(once)) == once
