"""At sea through the engine: the merchant search, the plunder step by step (BB-P5), storms
(BB-T2), each worked example replayed by its ID with the trackers it names."""

from __future__ import annotations

import pytest

from companion.engines.errors import MoveInputError
from companion.engines.text import english
from tests.engines.blackbeard.builders import (
    ENGINE,
    after,
    lines,
    pirate,
    play,
    port,
    refused,
    table,
    the_pirate,
)


def at_sea(**overrides: object):
    return pirate(port(table(), "Port X"), **overrides)


@pytest.mark.parametrize(("ability", "die", "found"), [(2, 5, True), (2, 4, False), (1, 6, True)])
def test_bb_ex_35_merchant_search(ability: int, die: int, found: bool) -> None:
    answer = play(at_sea(ability=ability), 0, "merchant_search", pirate=1, die=die)
    total = ability + die
    assert lines(answer)[0].startswith(
        f"Edward Teach: Merchant search: die {die} + ability {ability} = {total}, "
    )
    assert ("a merchant is found" in lines(answer)[0]) is found
    assert the_pirate(answer.state) == the_pirate(at_sea(ability=ability))  # nothing changes


def test_bb_ex_7_taking_a_star_cargo() -> None:
    state = at_sea(holds=2, loyalty=4)
    answer = play(
        state, 0, "plunder_merchant", pirate=1, die=1, cargo_value=2, take=True, column="atlantic"
    )
    me = the_pirate(answer.state)
    assert me["holds"] == [200, None]
    assert me["loyalty"] == 3
    assert me["plunder"] == {"stage": "hostage"}  # the procedure goes on with the hostage
    assert lines(answer)[-1] == "Draw a hostage (BB-P5.4)."


@pytest.mark.parametrize(("die", "cargo_value"), [(1, 2), (6, 2)], ids=["star", "double-star"])
def test_bb_ex_8_declining_the_cargo_costs_one_loyalty_only(die: int, cargo_value: int) -> None:
    state = at_sea(holds=2, loyalty=4, notoriety=5)
    answer = play(
        state,
        0,
        "plunder_merchant",
        pirate=1,
        die=die,
        cargo_value=cargo_value,
        take=False,
        column="atlantic",
    )
    me = the_pirate(answer.state)
    assert (me["loyalty"], me["holds"], me["notoriety"], me["plunder"]) == (
        3,
        [None, None],
        5,
        None,
    )
    assert "The cargo is declined: the merchant goes back to the pool (BB-P5.3)." in lines(answer)


def test_bb_ex_9_full_plunder_with_a_double_star_and_a_torture_that_talks() -> None:
    state = at_sea(pirate=2, holds=3, loyalty=3, notoriety=3, cruelty=3)
    state = after(
        state, 0, "plunder_merchant", pirate=2, die=6, cargo_value=2, take=True, column="caribbean"
    )
    assert the_pirate(state, 2)["holds"] == [1500, None, None]
    assert the_pirate(state, 2)["loyalty"] == 4
    answer = play(
        state,
        0,
        "torture_hostage",
        pirate=2,
        value=2,
        port="Port X",
        die=5,
        info_points=2,
    )
    assert "Port Grid: Port X and pirate 2 now hold 2 information points (BB-P4.2)." in lines(
        answer
    )
    assert "Check rules 8.45 and 8.46" in " ".join(lines(answer))
    state = after(answer.state, 0, "end_plunder", pirate=2, revelry=False)
    me = the_pirate(state, 2)
    assert (me["holds"], me["loyalty"], me["notoriety"]) == ([1500, None, None], 5, 13)
    assert me["hostages"] == [] and me["dr"] == "none" and me["plunder"] is None
    assert state["ports"][0]["info"] == {"2": 2}


def test_bb_ex_10_failed_torture_and_ransom_instead() -> None:
    state = at_sea(loyalty=4, notoriety=0, cruelty=4)
    state = after(
        state, 0, "plunder_merchant", pirate=1, die=4, cargo_value=1, take=True, column="africa"
    )
    assert (the_pirate(state)["holds"][0], the_pirate(state)["loyalty"]) == (600, 4)
    tortured = after(state, 0, "torture_hostage", pirate=1, value=3, port="Port X", die=4)
    me = the_pirate(tortured)
    assert (me["loyalty"], me["notoriety"], me["hostages"]) == (5, 8, [])
    assert tortured["ports"][0]["info"] == {}
    kept = after(state, 0, "keep_hostage", pirate=1, value=3, port="Port X")
    me = the_pirate(kept)
    assert (me["loyalty"], me["notoriety"]) == (4, 5)
    assert me["hostages"] == [{"value": 3, "port": "Port X"}]


def test_bb_ex_5_the_plunder_notoriety_is_the_uncapped_roll() -> None:
    answer = play(
        at_sea(), 0, "plunder_merchant", pirate=1, die=6, cargo_value=5, take=True, column="india"
    )
    assert the_pirate(answer.state)["holds"][0] == 7500
    assert the_pirate(answer.state)["notoriety"] == 11
    assert any("BB-Q1" in line for line in lines(answer))


@pytest.mark.parametrize(("die", "hits"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 2), (6, 3)])
def test_bb_ex_11_storm_outside_a_transit_box(die: int, hits: int) -> None:
    state = after(at_sea(speed=5), 0, "storm", pirate=1, die=die)
    assert the_pirate(state)["speed_hits"] == hits
    assert the_pirate(state)["status"] == "active"


@pytest.mark.parametrize(("die", "hits"), [(1, 1), (2, 2), (3, 2), (4, 2), (5, 3)])
def test_bb_ex_12_storm_inside_a_transit_box(die: int, hits: int) -> None:
    state = at_sea(speed=5, where="transit", place="Atlantic crossing")
    assert the_pirate(after(state, 0, "storm", pirate=1, die=die))["speed_hits"] == hits


def test_bb_ex_12_a_six_in_a_transit_box_sinks_the_ship() -> None:
    state = at_sea(where="transit", place="Atlantic crossing", notoriety=13)
    state = after(
        state, 0, "plunder_merchant", pirate=1, die=1, cargo_value=3, take=True, column="atlantic"
    )
    state = after(state, 0, "end_plunder", pirate=1, revelry=False)
    answer = play(state, 0, "storm", pirate=1, die=6)
    me = the_pirate(answer.state)
    assert (me["status"], me["cause"], me["holds"]) == ("eliminated", "sunk", [None, None, None])
    assert answer.state["vp"] == [17, 0]  # 13 + 4 from the plunder: 1 VP per notoriety (BB-Q13)


def test_the_plunder_steps_come_in_order() -> None:
    state = at_sea()
    assert refused(state, 0, "keep_hostage", pirate=1, value=2, port="Port X") == (
        "BB-P5.4",
        "A hostage is drawn only after a plunder's cargo is taken.",
    )
    assert refused(state, 0, "end_plunder", pirate=1, revelry=True) == (
        "BB-P5.8",
        "Edward Teach is not plundering a merchant.",
    )
    busy = after(
        state, 0, "plunder_merchant", pirate=1, die=3, cargo_value=1, take=True, column="atlantic"
    )
    assert refused(busy, 0, "move_pirate", pirate=1, where="sea", place="Gulf") == (
        "BB-S1.1",
        "Finish Edward Teach's entry in progress first.",
    )
    offered = {m.type for m in ENGINE.legal_moves(busy, 0) if m.allowed.get("pirate") == [1]}
    assert offered == {"torture_hostage", "keep_hostage", "end_plunder"}


def test_a_voluntary_revelry_ends_the_plunder() -> None:
    state = after(
        at_sea(),
        0,
        "plunder_merchant",
        pirate=1,
        die=3,
        cargo_value=1,
        take=True,
        column="atlantic",
    )
    state = after(state, 0, "keep_hostage", pirate=1, value=1, port="Port X")
    answer = play(state, 0, "end_plunder", pirate=1, revelry=True)
    assert the_pirate(answer.state)["dr"] == "voluntary"
    assert lines(answer) == [
        "The merchant goes back to the pool (BB-P5.8).",
        "Edward Teach's crew goes into D&R, by choice (BB-P5.9).",
    ]


def test_plunder_refusals_name_the_rule() -> None:
    state = at_sea(holds=1)
    assert refused(state, 0, "plunder_merchant", pirate=1, die=3, cargo_value=1, take=True) == (
        "BB-Q4",
        "Say which Merchant Cargo Table column this sea zone uses.",
    )
    with pytest.raises(MoveInputError) as typo:  # never clamped (BB-Q2)
        play(
            state,
            0,
            "plunder_merchant",
            pirate=1,
            die=7,
            cargo_value=1,
            take=True,
            column="atlantic",
        )
    assert english(typo.value.text) == "the cargo die: 6 at most."
    full = after(
        state, 0, "plunder_merchant", pirate=1, die=3, cargo_value=1, take=True, column="atlantic"
    )
    full = after(full, 0, "end_plunder", pirate=1, revelry=False)
    assert refused(
        full, 0, "plunder_merchant", pirate=1, die=3, cargo_value=1, take=True, column="atlantic"
    ) == (
        "BB-Q7",
        "Edward Teach has no empty hold: the cargo cannot be taken.",
    )
    assert refused(state, 1, "storm", pirate=1, die=3) == (
        "BB-G6",
        "Edward Teach is Anja's pirate: his entries are made on that phone.",
    )
