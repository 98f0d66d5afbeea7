"""Catalogue mode (10.1, NAS-Q2): each card drawn at the table is one pick among the cards
left in its deck; the values form stays only for cards the catalogue lacks."""

from __future__ import annotations

from typing import Any

import pytest

from companion.engines.base import RuleError
from companion.engines.nassau.decks import merchants_left
from tests.engines.nassau.builders import ENGINE, exactly, play, said, seats
from tests.engines.nassau.club_data import club_catalogue, partial


def table(catalogue: dict[str, Any] | None = None, n: int = 3, **options: Any) -> dict[str, Any]:
    return ENGINE.setup({"catalogue": catalogue or club_catalogue(), **options}, seats(n), 3)


def offered(state: dict[str, Any], move_type: str) -> list[Any]:
    return [m for m in ENGINE.legal_moves(state, 0) if m.type == move_type]


def test_captain_cards_come_from_the_catalogue() -> None:
    state = table()
    assert state["players"][0]["captain"] == [
        {"sail": 2, "cannon": 2, "played": False},
        {"sail": 2, "cannon": 2, "played": False},
        {"sail": 3, "cannon": 1, "played": False},
        {"sail": 1, "cannon": 3, "played": False},
    ]
    assert not offered(state, "enter_captain_cards")
    with pytest.raises(
        RuleError, match=exactly("NAS-Q2: Your captain cards are in the club's catalogue already.")
    ):
        play(state, 0, "enter_captain_cards", sail=[1, 1, 1, 1], cannon=[1, 1, 1, 1])


def test_a_merchant_card_is_one_pick_among_those_left_in_its_deck() -> None:
    state = table()
    picks = offered(state, "pick_merchant_card")
    assert len(picks) == 1 and picks[0].allowed["card"] == [f"m{i}" for i in range(10)]
    assert not offered(state, "reveal_merchant_card")  # the catalogue is complete
    state, lines = said(state, 1, "pick_merchant_card", card="m0")
    assert lines[0] == (
        "The table lays the Fortuna 1-1 (region 1, sail 1, cannon 2, carrying 1 goods "
        "and 1 rum) on space 2."
    )
    assert state["merchants"]["2"]["name"] == "Fortuna 1-1"
    state = play(state, 1, "pick_merchant_card", card="m0")  # its second copy
    assert "m0" not in merchants_left(state, 1)
    with pytest.raises(
        RuleError,
        match=exactly(
            "NAS-Q2: No Fortuna 1-1 is left in that deck: it is on the board, taken, out of "
            "the game or under the deck."
        ),
    ):
        play(state, 1, "pick_merchant_card", card="m0")


def test_a_card_of_another_region_is_refused() -> None:
    with pytest.raises(
        RuleError,
        match=exactly(
            "NAS-1.2.1: The Fortuna 2-1 is a Region 2 card; space 2 takes a Region 1 card."
        ),
    ):
        play(table(), 0, "pick_merchant_card", card="m10")


def test_values_are_refused_when_the_catalogue_lists_every_card_left() -> None:
    with pytest.raises(
        RuleError,
        match=exactly(
            "NAS-Q2: Every card left in the Region 1 deck is in the club's catalogue: "
            "pick it by name."
        ),
    ):
        play(table(), 0, "reveal_merchant_card", sail=1, cannon=1)


def test_an_incomplete_catalogue_keeps_the_values_entry() -> None:
    state = table(partial())
    assert offered(state, "reveal_merchant_card")
    state = play(state, 0, "reveal_merchant_card", sail=4, cannon=4)
    # The one card the catalogue lacks is seen: the rest of Region 1 is picked by name.
    assert not offered(state, "reveal_merchant_card")
    assert offered(state, "pick_merchant_card")


def test_a_navy_card_is_one_pick_in_its_phase() -> None:
    state = table()
    for _space in range(len(state["reveal"]["merchants"])):
        card = offered(state, "pick_merchant_card")[0].allowed["card"][0]
        state = play(state, 0, "pick_merchant_card", card=card)
    picks = offered(state, "pick_navy_card")
    assert [p.allowed["card"] for p in picks] == [["n0", "n1"]]  # 3 players: no 4+ or 5+
    assert not offered(state, "reveal_navy_card")
    state, lines = said(state, 0, "pick_navy_card", card="n1")
    assert lines == ["The table reveals the navy ship Frigate I (sail 2, cannon 3)."]
    assert state["navy"]["unseen"]["n1"] == 5  # 6 such cards in the box
    with pytest.raises(
        RuleError, match=exactly("NAS-1.3.4: Phase I cards are still on top of the navy deck.")
    ):
        play(state, 0, "pick_navy_card", card="n6")


def test_a_pick_names_a_card_of_the_catalogue() -> None:
    with pytest.raises(
        RuleError, match=exactly("NAS-Q2: That card is not in the club's catalogue.")
    ):
        play(table(), 0, "pick_merchant_card", card="m99")


def test_an_incomplete_navy_catalogue_keeps_the_values_entry_for_its_missing_card() -> None:
    state = table(partial())
    for _space in range(len(state["reveal"]["merchants"])):
        pick = offered(state, "pick_merchant_card")
        if pick:
            state = play(state, 0, "pick_merchant_card", card=pick[0].allowed["card"][0])
        else:
            state = play(state, 0, "reveal_merchant_card", sail=1, cannon=1)
    values = offered(state, "reveal_navy_card")
    # Only Phase I without icon lacks a card in the partial catalogue (one open sea).
    assert [(m.allowed["phase"], m.allowed["icon"]) for m in values] == [([1], ["none"])] * 2
    state = play(state, 0, "reveal_navy_card", kind="open_sea", phase=1, icon="none")
    assert not offered(state, "reveal_navy_card")
    with pytest.raises(
        RuleError,
        match=exactly(
            "NAS-Q2: Every such navy card left in the deck is in the club's catalogue: "
            "pick it by name."
        ),
    ):
        play(state, 0, "reveal_navy_card", kind="open_sea", phase=1, icon="none")


def test_a_navy_catalogue_must_agree_with_the_tables_counts() -> None:
    catalogue = partial()
    with pytest.raises(
        RuleError,
        match=exactly(
            "NAS-Q3: The club's navy cards do not match the navy card counts of this table."
        ),
    ):
        table(catalogue, navy_phase1_plain=4, navy_phase2_plain=14)
