"""House rulings of Pirates of Nassau (digest section 12): each RULING a group may override,
played under the RULING and under the group's reading, with the reading named."""

from __future__ import annotations

import re

import pytest

from companion.engines.base import MoveInputError, RuleError
from companion.engines.house_rulings import reading
from tests.engines.nassau.builders import (
    ENGINE,
    captains,
    check_invariants,
    exactly,
    fill_hold,
    fresh,
    give_tile,
    play,
    said,
    set_notoriety,
    started,
    step_turn,
    turn_of,
)
from tests.engines.nassau.test_nas_nassau import nassau_state
from tests.engines.nassau.test_nas_notoriety_navy import navy_state


def refused(message: str, state: dict, seat: int | None, move_type: str, **args: object) -> None:
    with pytest.raises(RuleError, match=f"^{re.escape(message)}$"):
        play(state, seat, move_type, **args)


def house(state: dict, **chosen: str) -> dict:
    """The state of a table whose options chose these readings (option name -> key)."""
    state["options"].update(chosen)
    return state


def offered(state: dict, seat: int, move_type: str) -> list:
    return [m.allowed for m in ENGINE.legal_moves(state, seat) if m.type == move_type]


def test_the_options_choose_a_reading_and_refuse_one_the_ruling_lacks() -> None:
    assert reading(fresh(3), "NAS-Q20") == "none"
    assert reading(fresh(3, ruling_nas_q20="poe"), "NAS-Q20") == "poe"
    with pytest.raises(
        MoveInputError,
        match=exactly(
            "the Smuggler in Port of Spain (house ruling NAS-Q20): choose one of the values "
            "offered."
        ),
    ):
        fresh(3, ruling_nas_q20="doubloon")
    # A table created before the ruling was declared plays the RULING.
    old = fresh(3)
    del old["options"]["ruling_nas_q20"]
    assert reading(old, "NAS-Q20") == "none"


# -- NAS-Q20: the Smuggler in Port of Spain ------------------------------------------------


def port_of_spain_with_smuggler() -> dict:
    state = started(3)
    state["round"] = 2
    give_tile(state, 0, "smuggler")
    turn_of(state, 0, phase="action", space=19)
    return state


def test_nas_q20_ruling_the_smuggler_does_nothing_in_port_of_spain() -> None:
    state = port_of_spain_with_smuggler()
    assert offered(state, 0, "smuggle")[0]["smuggler"] == ["none"]
    refused(
        "NAS-Q20: The Smuggler adds a resource, and this port offers none.",
        state,
        0,
        "smuggle",
        resource="poe",
        smuggler="poe",
    )
    done = play(state, 0, "smuggle", resource="poe")
    assert done["players"][0]["hold"]["poe"] == 2
    assert not done["players"][0]["tiles"][0]["used"]


def test_nas_q20_group_override_the_smuggler_adds_one_piece_of_eight() -> None:
    state = house(port_of_spain_with_smuggler(), ruling_nas_q20="poe")
    assert offered(state, 0, "smuggle")[0]["smuggler"] == ["none", "poe"]
    refused(
        "NAS-Q20: House ruling NAS-Q20: in Port of Spain the Smuggler adds a piece of eight.",
        state,
        0,
        "smuggle",
        resource="poe",
        smuggler="rum",
    )
    done, lines = said(state, 0, "smuggle", resource="poe", smuggler="poe")
    assert lines == [
        "Anja smuggles in Port of Spain (space 19).",
        "House ruling NAS-Q20: the Smuggler adds 1 piece of eight in Port of Spain.",
        "Anja takes 3 pieces of eight into the hold.",
    ]
    assert done["players"][0]["hold"]["poe"] == 3
    assert done["players"][0]["tiles"][0]["used"]
    check_invariants(done)


def test_nas_q20_group_override_leaves_other_ports_as_they_are() -> None:
    state = house(port_of_spain_with_smuggler(), ruling_nas_q20="poe")
    turn_of(state, 0, phase="action", space=1)
    refused(
        "NAS-Q20: The Smuggler's extra resource must be one La Havana offers.",
        state,
        0,
        "smuggle",
        resource="rum",
        smuggler="poe",
    )
    _done, lines = said(state, 0, "smuggle", resource="rum", smuggler="gunpowder")
    assert not any("House ruling" in line for line in lines)


# -- NAS-Q12: what counts as cargo lost to the navy -----------------------------------------


def ex_21_state() -> dict:
    """NAS-EX-21: Anja fails both values with 3 pieces of eight, 2 rum, 1 goods, 1 hostage."""
    state = navy_state(
        3, [{"kind": "ship", "sail": 3, "cannon": 4}, {"kind": "open_sea"}, {"kind": "open_sea"}]
    )
    set_notoriety(state, [25, 13, 3])
    fill_hold(state, 0, poe=3, rum=2, goods=1, hostage=1)
    captains(state, 0, [(2, 2), (1, 1), (1, 1), (1, 1)])
    step_turn(state, "navy", [0, 1, 2])
    return state


def test_nas_q12_ruling_every_piece_is_cargo_nas_ex_21() -> None:
    state, lines = said(ex_21_state(), 0, "evade_navy", navy=0, card=0)
    assert "Anja chooses 3 pieces of the hold to lose to the navy." in lines
    assert state["pending"][0]["count"] == 3
    assert ["poe", "poe", "poe"] in offered(state, 0, "lose_cargo")[0]["pieces"]


def test_nas_q12_group_override_the_navy_takes_half_the_resources_nas_ex_21() -> None:
    state, lines = said(
        house(ex_21_state(), ruling_nas_q12="resources"), 0, "evade_navy", navy=0, card=0
    )
    # 3 resources (2 rum, 1 goods): the navy takes 1; pieces of eight and hostages stay.
    assert lines[2:4] == [
        "Anja chooses 1 piece of the hold to lose to the navy.",
        "House ruling NAS-Q12: the navy takes half of the resources only, not pieces of eight "
        "or hostages.",
    ]
    assert offered(state, 0, "lose_cargo")[0]["pieces"] == [["goods"], ["rum"]]
    refused(
        "NAS-Q12: House ruling NAS-Q12: the navy takes half of the resources only, not pieces "
        "of eight or hostages.",
        state,
        0,
        "lose_cargo",
        pieces=["poe"],
    )
    state, lines = said(state, 0, "lose_cargo", pieces=["rum"])
    assert lines[-1].startswith("House ruling NAS-Q12")
    assert state["players"][0]["hold"] == {
        "poe": 3,
        "gunpowder": 0,
        "goods": 1,
        "rum": 1,
        "hostage": 1,
    }
    check_invariants(state)


def test_nas_q12_group_override_with_one_kind_of_resource_loses_it_at_once() -> None:
    state = ex_21_state()
    fill_hold(state, 0, poe=3, rum=4, goods=0, hostage=1)
    state, lines = said(house(state, ruling_nas_q12="resources"), 0, "evade_navy", navy=0, card=0)
    assert "Anja loses 2 rum to the navy." in lines
    assert state["players"][0]["hold"]["rum"] == 2 and state["players"][0]["hold"]["poe"] == 3


# -- NAS-Q17: what may be thrown overboard -------------------------------------------------


def test_nas_q17_ruling_resources_and_pieces_of_eight_go_overboard() -> None:
    state = started(3)
    fill_hold(state, 0, poe=2, rum=1, goods=1)
    assert offered(state, 0, "jettison")[0]["pieces"] == [["poe"], ["goods"], ["rum"]]
    state, lines = said(state, 0, "jettison", pieces=["poe", "rum"])
    assert lines == ["Anja throws 1 rum and 1 piece of eight overboard."]


@pytest.mark.parametrize(
    ("key", "allowed", "words"),
    [
        ("goods", [["goods"]], "only goods crates may be thrown overboard"),
        (
            "resources",
            [["goods"], ["rum"]],
            "only resources may be thrown overboard, no pieces of eight",
        ),
    ],
)
def test_nas_q17_group_override_limits_what_goes_overboard(key, allowed, words) -> None:
    state = house(started(3), ruling_nas_q17=key)
    fill_hold(state, 0, poe=2, rum=1, goods=1)
    assert offered(state, 0, "jettison")[0]["pieces"] == allowed
    refused(f"NAS-Q17: House ruling NAS-Q17: {words}.", state, 0, "jettison", pieces=["poe"])
    state, lines = said(state, 0, "jettison", pieces=["goods"])
    assert lines == ["Anja throws 1 goods overboard.", f"House ruling NAS-Q17: {words}."]
    assert state["players"][0]["hold"]["goods"] == 0


# -- NAS-Q23: the Quartermaster -------------------------------------------------------------


def quartermaster_state() -> dict:
    state, _ = nassau_state(3, [30, 20, 10], [])
    state["round"] = 2
    give_tile(state, 0, "quartermaster")
    fill_hold(state, 0, poe=1)
    return state


def test_nas_q23_ruling_any_mix_of_three_resources() -> None:
    state = quartermaster_state()
    assert ["gunpowder", "goods", "rum"] in offered(state, 0, "use_quartermaster")[0]["resources"]
    _state, lines = said(state, 0, "use_quartermaster", resources=["gunpowder", "goods", "rum"])
    assert lines == [
        "Anja's Quartermaster changes 1 piece of eight into 1 gunpowder, 1 goods and 1 rum."
    ]


def test_nas_q23_group_override_three_of_one_kind() -> None:
    state = house(quartermaster_state(), ruling_nas_q23="one_kind")
    assert offered(state, 0, "use_quartermaster")[0]["resources"] == [
        ["gunpowder"] * 3,
        ["goods"] * 3,
        ["rum"] * 3,
    ]
    refused(
        "NAS-Q23: House ruling NAS-Q23: the Quartermaster gives 3 resources of one kind.",
        state,
        0,
        "use_quartermaster",
        resources=["gunpowder", "goods", "rum"],
    )
    state, lines = said(state, 0, "use_quartermaster", resources=["rum", "rum", "rum"])
    assert lines == [
        "Anja's Quartermaster changes 1 piece of eight into 3 rum.",
        "House ruling NAS-Q23: the Quartermaster gives 3 resources of one kind.",
    ]
    assert state["players"][0]["hold"]["rum"] == 3


# -- NAS-Q13: open sea cards after use ------------------------------------------------------


def open_sea_row() -> dict:
    state = navy_state(3, [{"kind": "open_sea"}, {"kind": "ship", "sail": 1, "cannon": 1}])
    step_turn(state, "navy", [0, 1, 2])
    return state


def test_nas_q13_ruling_open_sea_cards_go_under_the_navy_deck() -> None:
    state, lines = said(open_sea_row(), 0, "evade_navy", navy=0)
    assert [c["kind"] for c in state["navy"]["bottom"]] == ["open_sea"]
    assert not any("House ruling" in line for line in lines)
    check_invariants(state)


def test_nas_q13_group_override_open_sea_cards_leave_the_game() -> None:
    state = house(open_sea_row(), ruling_nas_q13="out")
    out_before = state["navy"]["out_of_game"]
    state, lines = said(state, 0, "evade_navy", navy=0)
    assert state["navy"]["bottom"] == []
    assert state["navy"]["out_of_game"] == out_before + 1
    assert lines[-1] == "House ruling NAS-Q13: an open sea card leaves the game once taken."
    check_invariants(state)
    # A navy ship still goes under the deck.
    captains(state, 1, [(3, 3), (1, 1), (1, 1), (1, 1)])
    state = play(state, 1, "evade_navy", navy=0, card=0)
    assert [c["kind"] for c in state["navy"]["bottom"]] == ["ship"]
    check_invariants(state)


# -- NAS-Q7: the hold of a section bought in step 5 ---------------------------------------


def brigantine_this_round(**chosen: str) -> dict:
    """NAS-EX-23's Y (Jona) buys the first extra section, with more resources in the hold:
    9 pieces after paying, over the old 8 and within the new 12."""
    state, _ids = nassau_state(3, [30, 20, 10], [])
    house(state, **chosen)
    fill_hold(state, 0, poe=1)
    fill_hold(state, 1, poe=2, gunpowder=5, goods=4, rum=4)
    state = play(state, 0, "done_buying")
    state = play(state, 1, "buy", item="section")
    assert state["players"][1]["sections"] == 3
    for seat in (2, 1):
        state = play(state, seat, "done_buying")
    for seat in (0, 1, 2):
        state = play(state, seat, "bury", poe=0)
    return state


def test_nas_q7_ruling_the_new_section_counts_at_the_end_of_step_5_nas_ex_23() -> None:
    state = brigantine_this_round()
    assert state["pending"] == [] and state["step"] != "nassau"
    assert sum(state["players"][1]["hold"].values()) == 9
    check_invariants(state)


def test_nas_q7_group_override_the_new_section_counts_from_the_next_round_nas_ex_23() -> None:
    state = brigantine_this_round(ruling_nas_q7="next_round")
    assert state["pending"][0]["kind"] == "excess" and state["pending"][0]["count"] == 1
    assert offered(state, 1, "discard_excess")[0]["pieces"] == [["gunpowder"], ["goods"], ["rum"]]
    state, lines = said(state, 1, "discard_excess", pieces=["gunpowder"])
    assert lines == [
        "Jona loses 1 gunpowder that the hold cannot carry.",
        "House ruling NAS-Q7: the hold of a section bought this round counts only from the "
        "next round.",
    ]
    assert sum(state["players"][1]["hold"].values()) == 8
    check_invariants(state)


def test_nas_q7_group_override_asks_even_with_one_kind_so_the_reading_is_said() -> None:
    state, _ids = nassau_state(3, [30, 20, 10], [])
    house(state, ruling_nas_q7="next_round")
    fill_hold(state, 1, poe=2, gunpowder=2, goods=2, rum=9)
    state = play(state, 0, "done_buying")
    state = play(state, 1, "buy", item="section")
    for seat in (2, 1):
        state = play(state, seat, "done_buying")
    for seat in (0, 1, 2):
        state = play(state, seat, "bury", poe=0)
    assert state["pending"][0]["count"] == 1
    state, lines = said(state, 1, "discard_excess", pieces=["rum"])
    assert lines[-1].startswith("House ruling NAS-Q7:")
    assert state["players"][1]["hold"]["rum"] == 6
