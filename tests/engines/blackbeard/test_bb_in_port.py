"""The port moves (in_port.py): the port attack and sack, the In-Port activities read in
the pirate's own column, the end of a D&R, retirement and the Deception Table; each worked
example replayed through the engine's moves, every refusal pinned with its words, and what
a phone is offered checked against what the engine accepts."""

from __future__ import annotations

import re
from typing import Any

import pytest

from companion.engines.base import LegalMove, State
from companion.engines.blackbeard import in_port
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

TEACH = "Edward Teach"


def in_port_at(status: str = "pro_pirate", nationality: str = "other", **kw: Any) -> State:
    """A table with Nassau of this status and pirate 1 In Port there."""
    state = port(table(), "Nassau", status=status, nationality=nationality)
    return pirate(state, where="port", place="Nassau", **kw)


def plunder(state: State, die: int, cargo_value: int, column: str, pirate_id: int = 1) -> State:
    """A cargo taken at sea and the plunder ended: one hold filled (BB-P5.2)."""
    owner = the_pirate(state, pirate_id)["owner"]
    state = after(
        state,
        owner,
        "plunder_merchant",
        pirate=pirate_id,
        die=die,
        cargo_value=cargo_value,
        take=True,
        column=column,
    )
    return after(state, owner, "end_plunder", pirate=pirate_id, revelry=False)


def to_port(state: State, name: str = "Nassau", pirate_id: int = 1) -> State:
    owner = the_pirate(state, pirate_id)["owner"]
    return after(state, owner, "move_pirate", pirate=pirate_id, where="port", place=name)


def to_sea(state: State, pirate_id: int = 1, zone: str = "Caribbean") -> State:
    owner = the_pirate(state, pirate_id)["owner"]
    return after(state, owner, "move_pirate", pirate=pirate_id, where="sea", place=zone)


def attack(
    state: State, name: str, die: int = 6, defense_die: int = 1, pirate_id: int = 1
) -> State:
    owner = the_pirate(state, pirate_id)["owner"]
    return after(
        state, owner, "port_attack", pirate=pirate_id, port=name, die=die, defense_die=defense_die
    )


def offered(state: State, seat: int, move_type: str) -> list[LegalMove]:
    return [offer for offer in ENGINE.legal_moves(state, seat) if offer.type == move_type]


def havens(state: State, name: str) -> list[int]:
    found: list[int] = next(p["havens"] for p in state["ports"] if p["name"] == name)
    return found


def status_of(state: State, name: str) -> str:
    found: str = next(p["status"] for p in state["ports"] if p["name"] == name)
    return found


# --- BB-S1.8, BB-S1.9: the port attack and the sack ---------------------------------------


def test_bb_ex_23_sacking_a_port() -> None:
    """EX-23: value 3, defense 4, cruelty 2; In Port right after a won attack with loyalty
    4 and notoriety 10. A sack die 2 ties and fails, barring another sack; after leaving
    and attacking again (loyalty 5, notoriety 16) die 3 sacks it."""
    state = port(table(), "Fort", status="neutral", value=3, defense=4)
    state = pirate(state, cruelty=2, loyalty=3, notoriety=4)
    state = attack(state, "Fort")  # 6 + 2 + 2 = 10 against 1 + 4 = 5
    teach = the_pirate(state)
    assert (teach["where"], teach["place"], teach["loyalty"], teach["notoriety"]) == (
        "port",
        "Fort",
        4,
        10,
    )
    # (a) die 2: 2 + 2 = 4 does not beat 4.
    failed = play(state, 0, "port_sack", pirate=1, die=2, sea_zone="Windward Passage")
    assert lines(failed) == [
        "Sack: die 2 + cruelty 2 = 4 does not beat defense 4: the action is wasted, and this "
        "port cannot be sacked again until the pirate leaves and attacks it again (BB-P3.4)."
    ]
    state = failed.state
    teach = the_pirate(state)
    assert (teach["where"], teach["loyalty"], teach["notoriety"]) == ("port", 4, 10)
    assert status_of(state, "Fort") == "neutral"
    assert refused(state, 0, "port_sack", pirate=1, die=6, sea_zone="Windward Passage") == (
        "BB-P3.4",
        "Edward Teach failed to sack Fort: he must leave it and attack it again before "
        "another sack.",
    )
    assert offered(state, 0, "port_sack") == []
    # (b) he leaves and attacks again: 6 + 1 + 2 = 9 against 1 + 4 = 5.
    state = attack(to_sea(state), "Fort")
    teach = the_pirate(state)
    assert (teach["loyalty"], teach["notoriety"]) == (5, 16)
    sacked = play(state, 0, "port_sack", pirate=1, die=3, sea_zone="Windward Passage")
    assert lines(sacked) == [
        "Sack: die 3 + cruelty 2 = 5 beats defense 4: the port is destroyed, notoriety +9, "
        "crew loyalty +1; the pirate goes to the adjacent sea zone in D&R, involuntary "
        "(BB-P3.3, BB-Q20).",
        "Crew loyalty +1: a successful port sack (BB-T5.13, rule 9.55); now 6.",
        "Fort is destroyed for the rest of the game (BB-S3.6). Edward Teach has notoriety 25 "
        "and is in the sea zone Windward Passage, his crew in D&R, involuntary (BB-Q20).",
    ]
    state = sacked.state
    teach = the_pirate(state)
    assert status_of(state, "Fort") == "destroyed"
    assert (teach["loyalty"], teach["notoriety"], teach["dr"]) == (6, 25, "involuntary")
    assert (teach["where"], teach["place"], teach["attacked"]) == ("sea", "Windward Passage", None)
    # Destroyed for good: no attack is offered or taken.
    assert offered(state, 0, "port_attack") == []
    assert refused(state, 0, "port_attack", pirate=1, port="Fort", die=6, defense_die=1) == (
        "BB-S3.6",
        "Fort is destroyed: there is nothing left to attack.",
    )


def test_bb_ex_30_port_attack_with_information_points() -> None:
    """EX-30: Port X value 2, defense 4; combat 2, ability 2; Port Grid (X, pirate) 1;
    notoriety 10, loyalty 4. A tie at 8 fails; die 4 makes 9 against 8 and wins; the
    point stays (BB-Q11)."""
    state = port(table(), "Port X", status="neutral", value=2, defense=4)
    # The Port Grid point comes from a hostage of Port X who talks: plunder 0 + 4 (300 D,
    # no marker) and a torture of a value-1 hostage bring notoriety 5 to 10, loyalty 3 to 4.
    state = pirate(state, notoriety=5, loyalty=3)
    state = after(
        state, 0, "plunder_merchant", pirate=1, die=4, cargo_value=0, take=True, column="atlantic"
    )
    state = after(
        state,
        0,
        "torture_hostage",
        pirate=1,
        value=1,
        port="Port X",
        die=6,
        info_points=1,
    )
    state = after(state, 0, "end_plunder", pirate=1, revelry=False)
    teach = the_pirate(state)
    assert (teach["notoriety"], teach["loyalty"], teach["combat_hits"]) == (10, 4, 0)
    # (a) 3 + 2 + 2 + 1 = 8 against 4 + 4 = 8: the attack fails, nothing changes.
    tie = play(state, 0, "port_attack", pirate=1, port="Port X", die=3, defense_die=4)
    assert lines(tie) == [
        "Edward Teach attacks Port X: die 3 + combat 2 + ability 2 + 1 information points = 8, "
        "against the defenders' die 4 + defense 4 = 8 (BB-P2.2, BB-Q30).",
        "The attack fails, 8 against 8: nothing else happens (BB-P2.4).",
    ]
    assert the_pirate(tie.state) == teach
    # (b) die 4: 9 against 8.
    won = play(state, 0, "port_attack", pirate=1, port="Port X", die=4, defense_die=4)
    assert lines(won) == [
        "Edward Teach attacks Port X: die 4 + combat 2 + ability 2 + 1 information points = 9, "
        "against the defenders' die 4 + defense 4 = 8 (BB-P2.2, BB-Q30).",
        "The attack succeeds, 9 against 8: 1 combat hit, notoriety +4, crew loyalty +1; the "
        "pirate is In Port and may sack it now (BB-P2.3, BB-Q31).",
        "Crew loyalty +1: a successful port attack (BB-T5.12, rule 9.56); now 5.",
        "Edward Teach now has 1 combat hit (combat 1) and notoriety 14, and is In Port at "
        "Port X (BB-Q31).",
    ]
    teach = the_pirate(won.state)
    assert (teach["combat_hits"], teach["notoriety"], teach["loyalty"]) == (1, 14, 5)
    assert (teach["where"], teach["place"], teach["attacked"]) == ("port", "Port X", "Port X")
    assert won.state["ports"][0]["info"] == {"1": 1}
    assert [o.allowed for o in offered(won.state, 0, "port_sack")] == [
        {"pirate": [1], "die": [1, 2, 3, 4, 5, 6]}
    ]


def test_bb_p2_1_a_port_is_attacked_from_a_sea_zone() -> None:
    state = in_port_at()
    assert refused(state, 0, "port_attack", pirate=1, port="Nassau", die=6, defense_die=1) == (
        "BB-P2.1",
        "Edward Teach attacks a port from a sea zone next to it.",
    )
    transit = pirate(port(table()), where="transit", place="Atlantic crossing")
    assert (
        refused(transit, 0, "port_attack", pirate=1, port="Nassau", die=6, defense_die=1)[0]
        == "BB-P2.1"
    )
    assert offered(state, 0, "port_attack") == offered(transit, 0, "port_attack") == []


def test_bb_p2_an_attack_in_the_middle_of_a_plunder_is_refused() -> None:
    state = pirate(port(table()))
    state = after(
        state, 0, "plunder_merchant", pirate=1, die=4, cargo_value=0, take=True, column="atlantic"
    )
    assert refused(state, 0, "port_attack", pirate=1, port="Nassau", die=6, defense_die=1) == (
        "BB-P2.1",
        "Finish Edward Teach's entry in progress first.",
    )


def test_bb_p3_1_a_sack_comes_straight_after_the_attack() -> None:
    state = in_port_at()
    assert refused(state, 0, "port_sack", pirate=1, die=6, sea_zone="Caribbean") == (
        "BB-P3.1",
        "A sack comes straight after Edward Teach's successful attack on Nassau.",
    )
    # Another action In Port in between ends the chance.
    state = port(table(), "Fort", status="pro_pirate", defense=0)
    state = plunder(pirate(state), die=6, cargo_value=1, column="caribbean")
    state = attack(state, "Fort")
    assert offered(state, 0, "port_sack") != []
    state = after(state, 0, "convert_plunder", pirate=1)
    assert offered(state, 0, "port_sack") == []
    assert refused(state, 0, "port_sack", pirate=1, die=6, sea_zone="Caribbean") == (
        "BB-P3.1",
        "A sack comes straight after Edward Teach's successful attack on Fort.",
    )


def test_bb_p3_3_others_in_the_destroyed_port_are_named() -> None:
    state = port(table(), "Fort", status="neutral", defense=0)
    state = pirate(state, 1, pirate=2, name="Anne Bonny", where="port", place="Fort")
    state = attack(pirate(state), "Fort")
    answer = play(state, 0, "port_sack", pirate=1, die=6, sea_zone="Caribbean")
    assert lines(answer)[-1] == (
        "Still In Port at Fort: Anne Bonny. Move them out as the rulebook says (BB-S3.6)."
    )
    # Nothing more can be done there (BB-S3.6): Anne is offered no port move.
    kinds = {o.type for o in ENGINE.legal_moves(answer.state, 1)}
    assert kinds.isdisjoint({"convert_plunder", "repair", "ransom", "buy_haven", "remove_dr"})
    assert refused(answer.state, 1, "remove_dr", pirate=2) == (
        "BB-S3.6",
        "This port is destroyed: nothing can be done there for the rest of the game.",
    )


# --- BB-P4.3, BB-S3.5: havens -------------------------------------------------------------


def test_bb_ex_24_buying_and_losing_a_pirate_haven() -> None:
    """EX-24: P is Pro-Pirate, nationality N; pirates 2 and 3 of different players. Pirate
    2 buys a haven at P and reads the haven column there, pirate 3 the Pro-Pirate one;
    pirate 2 attacks Q of nationality N and the mark is erased."""
    state = port(table(), "Porto Santo", status="pro_pirate", nationality="portuguese")
    state = port(state, "Luanda", status="neutral", nationality="portuguese", defense=0)
    state = pirate(state, 0, pirate=2, name="Calico Jack", wealth=1000)
    state = pirate(state, 1, pirate=3, name="Anne Bonny", wealth=1000)
    for pirate_id in (2, 3):  # 1d6 6 + cargo 1 in column B: 1300 D, then into P
        state = to_port(plunder(state, 6, 1, "caribbean", pirate_id), "Porto Santo", pirate_id)
    # 1. Pirate 2 buys the haven (rules 9.44, 9.45): the Port Grid box (P, 2) is marked.
    bought = play(state, 0, "buy_haven", pirate=2, cost=400)
    assert lines(bought) == [
        "Calico Jack buys a pirate haven at Porto Santo for 400 D (BB-S3.5, rules 9.44, "
        "9.45); wealth now 600 D. The Port Grid marks Porto Santo for pirate 2 (BB-P4.3): he "
        "reads the Pirate haven column there (BB-S3.7)."
    ]
    state = bought.state
    assert havens(state, "Porto Santo") == [2]
    # 2. Pirate 2: conversion 1:1+10%, repair 1d6/2+2, retirement in his haven; pirate 3
    # the Pro-Pirate column: 1:1, 1d6/2, bribery.
    two = play(state, 0, "convert_plunder", pirate=2)
    three = play(two.state, 1, "convert_plunder", pirate=3)
    assert lines(two)[1] == (
        "1300 D of plunder become 1430 D of wealth in a Pirate haven (1:1+10%, rounded up, "
        "BB-S3.1)."
    )
    assert lines(three)[1] == (
        "1300 D of plunder become 1300 D of wealth in a Pro-Pirate port (1:1, BB-S3.1)."
    )
    state = three.state
    assert (the_pirate(state, 2)["wealth"], the_pirate(state, 3)["wealth"]) == (2030, 2300)
    for pirate_id, seat in ((2, 0), (3, 1)):
        state = after(state, seat, "storm", pirate=pirate_id, die=6)  # 3 speed hits each
    assert lines(play(state, 0, "repair", pirate=2, die=4, speed_off=3))[1] == (
        "Repair in a Pirate haven: die 4 removes 4 damage hits, speed or combat as the "
        "players choose (BB-S3.3, BB-Q35)."
    )
    assert lines(play(state, 1, "repair", pirate=3, die=4, speed_off=2))[1] == (
        "Repair in a Pro-Pirate port: die 4 removes 2 damage hits, speed or combat as the "
        "players choose (BB-S3.3, BB-Q35)."
    )
    assert [o.allowed["route"] for o in offered(state, 0, "retire")] == [["haven"]]
    assert [o.allowed["route"] for o in offered(state, 1, "retire")] == [["bribery"]]
    assert offered(state, 0, "buy_haven") == []
    assert refused(state, 0, "buy_haven", pirate=2, cost=0) == (
        "BB-P4.3",
        "Calico Jack already has a haven at Porto Santo.",
    )
    # 3. Pirate 2 attacks Luanda, also Portuguese: the mark (P, 2) is erased.
    attacked = play(
        to_sea(state, 2), 0, "port_attack", pirate=2, port="Luanda", die=6, defense_die=1
    )
    assert lines(attacked)[-1] == (
        "Calico Jack attacked a port of the nationality of his haven at Porto Santo: that "
        "haven is lost (BB-P4.3, BB-Q38)."
    )
    back = to_port(to_sea(attacked.state, 2), "Porto Santo", 2)
    assert havens(back, "Porto Santo") == []
    assert [o.allowed["route"] for o in offered(back, 0, "retire")] == [["bribery"]]
    assert offered(back, 0, "buy_haven") != []
    # The alternative to step 3: an Anti-Pirate governor takes office at P (BB-Q37).
    governor = after(
        state,
        1,
        "set_port_status",
        port="Porto Santo",
        status="anti_pirate",
        reason="An Anti-Pirate governor takes office",
    )
    assert havens(governor, "Porto Santo") == []


def test_bb_q38_any_attack_erases_the_mark_and_so_does_attacking_the_haven() -> None:
    """BB-Q38: a failed attack counts too; attacking the haven port itself erases it; a
    port of another nationality leaves it."""
    state = port(table(), "Nassau", status="pro_pirate", nationality="other")
    state = port(state, "Mocha", status="neutral", nationality="arab", defense=9)
    state = after(pirate(state, where="port", place="Nassau"), 0, "buy_haven", pirate=1, cost=0)
    state = to_sea(state)
    elsewhere = play(state, 0, "port_attack", pirate=1, port="Mocha", die=1, defense_die=6)
    assert havens(elsewhere.state, "Nassau") == [1]
    failed = play(state, 0, "port_attack", pirate=1, port="Nassau", die=1, defense_die=6)
    assert lines(failed)[1:] == [
        "The attack fails, 5 against 9: nothing else happens (BB-P2.4).",
        "Edward Teach attacked a port of the nationality of his haven at Nassau: that haven "
        "is lost (BB-P4.3, BB-Q38).",
    ]
    assert havens(failed.state, "Nassau") == []


def test_bb_s3_5_a_haven_is_bought_only_in_the_pro_pirate_column() -> None:
    neutral = in_port_at("neutral", wealth=900)
    assert refused(neutral, 0, "buy_haven", pirate=1, cost=100) == (
        "BB-S3.5",
        "A haven is bought in a Pro-Pirate port, or in an Anti-Pirate port with a Letter of "
        "Marque (BB-Q36); at Nassau Edward Teach reads the Neutral port column (BB-S3.7).",
    )
    assert offered(neutral, 0, "buy_haven") == []
    poor = in_port_at(wealth=200)
    assert refused(poor, 0, "buy_haven", pirate=1, cost=300) == (
        "BB-S3.5",
        "Edward Teach has 200 D: he cannot pay 300 D for the haven.",
    )
    # BB-Q36: an Anti-Pirate port reads as Pro-Pirate with a Letter of Marque.
    anti = in_port_at("anti_pirate", wealth=900)
    assert offered(anti, 0, "buy_haven") == []
    marque = after(anti, 0, "letter_of_marque", pirate=1, has_letter=True)
    assert offered(marque, 0, "buy_haven") != []
    bought = after(marque, 0, "buy_haven", pirate=1, cost=300)
    assert (havens(bought, "Nassau"), the_pirate(bought)["wealth"]) == ([1], 600)
    assert refused(to_sea(bought), 0, "buy_haven", pirate=1, cost=0) == (
        "BB-S1.5",
        "Edward Teach must be In Port for this.",
    )


# --- BB-S3.1: conversion ------------------------------------------------------------------


def holding_1300_and_150(status: str, *, marque: bool = False, haven: bool = False) -> State:
    """EX-25's given: holds [1300, 150] (B 6 + 1, C 1 + 1), wealth 0, In Port at Nassau."""
    state = pirate(port(table(), "Nassau", status=status), holds=2)
    state = plunder(plunder(state, 6, 1, "caribbean"), 1, 1, "africa")
    state = to_port(state)
    if marque:
        state = after(state, 0, "letter_of_marque", pirate=1, has_letter=True)
    if haven:
        state = after(state, 0, "buy_haven", pirate=1, cost=0)
    return state


@pytest.mark.parametrize(
    ("status", "marque", "haven", "wealth", "words"),
    [
        ("anti_pirate", True, False, 1450, "in a Pro-Pirate port (1:1, BB-S3.1)"),
        ("pro_pirate", False, False, 1450, "in a Pro-Pirate port (1:1, BB-S3.1)"),
        ("pro_pirate", False, True, 1595, "in a Pirate haven (1:1+10%, rounded up, BB-S3.1)"),
        ("neutral", False, False, 725, "in a Neutral port (2:1, rounded up, BB-S3.1)"),
        ("pirate_port", False, False, 1450, "in a Pirate port (1:1, BB-S3.1)"),
    ],
)
def test_bb_ex_25_converting_plunder_under_each_status(
    status: str, marque: bool, haven: bool, wealth: int, words: str
) -> None:
    """EX-25: P = 1450; the holds are emptied wherever conversion is allowed."""
    state = holding_1300_and_150(status, marque=marque, haven=haven)
    assert the_pirate(state)["holds"] == [1300, 150]
    assert [o.allowed for o in offered(state, 0, "convert_plunder")] == [
        {"pirate": [1], "holds": [1, 2]}
    ]
    answer = play(state, 0, "convert_plunder", pirate=1)
    assert lines(answer) == [
        "Edward Teach converts the plunder of holds 1 and 2 at Nassau.",
        f"1450 D of plunder become {wealth} D of wealth {words}.",
        f"Wealth now {wealth} D; the converted holds are empty.",
    ]
    teach = the_pirate(answer.state)
    assert (teach["wealth"], teach["holds"]) == (wealth, [None, None])


def test_bb_ex_25_no_conversion_in_an_anti_pirate_port() -> None:
    state = holding_1300_and_150("anti_pirate")
    assert offered(state, 0, "convert_plunder") == []
    assert refused(state, 0, "convert_plunder", pirate=1) == (
        "BB-S3.1",
        "Plunder cannot be turned into wealth in an Anti-Pirate port, unless the pirate has a "
        "Letter of Marque (BB-Q36).",
    )
    assert the_pirate(state)["holds"] == [1300, 150]


@pytest.mark.parametrize(("plunder_d", "haven", "neutral"), [(1455, 1601, 728), (55, 61, 28)])
def test_bb_ex_26_conversion_rounds_up_once_on_the_total(
    plunder_d: int, haven: int, neutral: int
) -> None:
    """EX-26: amounts no BB-T1 row gives, so the hold is written into the state by hand:
    the rounding path of the move (BB-Q34)."""
    for status, bought, wealth in (("pro_pirate", True, haven), ("neutral", False, neutral)):
        state = in_port_at(status)
        if bought:
            state = after(state, 0, "buy_haven", pirate=1, cost=0)
        the_pirate(state)["holds"] = [plunder_d, None, None]
        done = after(state, 0, "convert_plunder", pirate=1)
        assert (the_pirate(done)["wealth"], the_pirate(done)["holds"]) == (wealth, [None] * 3)


def test_bb_q34_the_players_choose_the_holds() -> None:
    state = holding_1300_and_150("pro_pirate")
    answer = play(state, 0, "convert_plunder", pirate=1, holds=[2])
    assert lines(answer)[0] == "Edward Teach converts the plunder of hold 2 at Nassau."
    teach = the_pirate(answer.state)
    assert (teach["wealth"], teach["holds"]) == (150, [1300, None])
    assert refused(answer.state, 0, "convert_plunder", pirate=1, holds=[2]) == (
        "BB-Q34",
        "Hold 2 of Edward Teach is empty.",
    )
    assert refused(state, 0, "convert_plunder", pirate=1, holds=[3]) == (
        "BB-Q34",
        "Edward Teach's ship has 2 holds: there is no hold 3.",
    )
    assert refused(state, 0, "convert_plunder", pirate=1, holds=[1, 1]) == (
        "BB-Q34",
        "Name each hold to convert once.",
    )
    empty = in_port_at()
    assert refused(empty, 0, "convert_plunder", pirate=1) == (
        "BB-S3.1",
        "Edward Teach has no plunder in his holds.",
    )
    assert offered(empty, 0, "convert_plunder") == []


# --- BB-S3.3: repair ----------------------------------------------------------------------


def damaged(status: str, nationality: str = "other", *, haven: bool = False) -> State:
    """EX-27's given: speed hits 3 (storms 4 and 1), combat hits 2 (two won attacks on
    Fort), In Port at Nassau; the haven is bought after the attacks (BB-Q38)."""
    state = port(table(), "Fort", status="neutral", defense=0)
    state = port(state, "Nassau", status=status, nationality=nationality)
    state = pirate(state)
    state = after(state, 0, "storm", pirate=1, die=4)
    state = after(state, 0, "storm", pirate=1, die=1)
    state = attack(to_sea(attack(state, "Fort")), "Fort")
    state = to_port(to_sea(state))
    if haven:
        state = after(state, 0, "buy_haven", pirate=1, cost=0)
    teach = the_pirate(state)
    assert (teach["speed_hits"], teach["combat_hits"]) == (3, 2)
    return state


def removes(state: State, die: int) -> int:
    """How many hits a repair with this die removes here (at most the 5 there are): the
    count its refusal of an empty split names (BB-Q35)."""
    rule_id, text = refused(state, 0, "repair", pirate=1, die=die)
    found = re.fullmatch(
        r"This repair removes (\d+) hits?: split (?:them|it) between speed and combat\.", text
    )
    assert rule_id == "BB-Q35" and found is not None, text
    return int(found.group(1))


def test_bb_ex_27_repair() -> None:
    """EX-27: speed hits 3, combat hits 2. Pro-Pirate or Neutral remove ceil(d/2), a
    haven 2 more (BB-Q35); not in an Arab port unless a Pirate port; a Pirate port clears
    every hit with no die; an Anti-Pirate port none."""
    pro, neutral, haven = (
        damaged("pro_pirate"),
        damaged("neutral"),
        damaged("pro_pirate", haven=True),
    )
    # (a) die 4, (b) die 5, (c) die 1.
    assert [removes(pro, d) for d in (4, 5, 1)] == [2, 3, 1]
    assert [removes(neutral, d) for d in (4, 5, 1)] == [2, 3, 1]
    assert [removes(haven, d) for d in (4, 5, 1)] == [4, 5, 3]
    answer = play(pro, 0, "repair", pirate=1, die=4, speed_off=1, combat_off=1)
    assert lines(answer) == [
        "Edward Teach repairs his ship at Nassau.",
        "Repair in a Pro-Pirate port: die 4 removes 2 damage hits, speed or combat as the "
        "players choose (BB-S3.3, BB-Q35).",
        "Speed hits 2 and combat hits 1 now: speed 1, combat 1 (BB-Q14).",
    ]
    done = after(haven, 0, "repair", pirate=1, die=5, speed_off=3, combat_off=2)
    assert (the_pirate(done)["speed_hits"], the_pirate(done)["combat_hits"]) == (0, 0)
    assert refused(pro, 0, "repair", pirate=1, die=4, speed_off=2, combat_off=1) == (
        "BB-Q35",
        "This repair removes 2 hits: split them between speed and combat.",
    )
    assert refused(pro, 0, "repair", pirate=1, die=4, speed_off=0, combat_off=3)[0] == "BB-Q35"
    # (d) Arab: refused in the three columns that roll.
    for state in (
        damaged("pro_pirate", "arab"),
        damaged("neutral", "arab"),
        damaged("pro_pirate", "arab", haven=True),
    ):
        assert refused(state, 0, "repair", pirate=1, die=6, speed_off=3) == (
            "BB-S3.3",
            "Ships are not repaired in an Arab port, unless it is a Pirate port.",
        )
        assert offered(state, 0, "repair") == []
    # (e) A Pirate port, Arab or not: every hit, no die.
    for nationality in ("other", "arab"):
        pirate_port = damaged("pirate_port", nationality)
        assert [o.allowed for o in offered(pirate_port, 0, "repair")] == [{"pirate": [1]}]
        answer = play(pirate_port, 0, "repair", pirate=1)
        assert lines(answer)[1:] == [
            "Repair in a Pirate port: every speed and combat damage hit is removed (BB-S3.3).",
            "Speed hits 0 and combat hits 0 now: speed 3, combat 2 (BB-Q14).",
        ]
        assert refused(pirate_port, 0, "repair", pirate=1, die=3) == (
            "BB-S3.3",
            "A Pirate port removes every damage hit: no die is rolled.",
        )
    # (f) Anti-Pirate: none.
    anti = damaged("anti_pirate")
    assert refused(anti, 0, "repair", pirate=1, die=6, speed_off=3) == (
        "BB-S3.3",
        "Ships are not repaired in an Anti-Pirate port.",
    )
    assert offered(anti, 0, "repair") == []
    assert [o.allowed for o in offered(pro, 0, "repair")] == [
        {
            "pirate": [1],
            "die": [1, 2, 3, 4, 5, 6],
            "speed_off": [0, 1, 2, 3],
            "combat_off": [0, 1, 2],
        }
    ]


# --- BB-S3.2: ransom ----------------------------------------------------------------------


def holding_a_hostage(status: str, nationality: str = "other") -> State:
    """A hostage from Nassau (value 2) kept for ransom after a plunder, then In Port."""
    state = pirate(port(table(), "Nassau", status=status, nationality=nationality))
    state = after(
        state, 0, "plunder_merchant", pirate=1, die=4, cargo_value=0, take=True, column="atlantic"
    )
    state = after(state, 0, "keep_hostage", pirate=1, value=2, port="Nassau")
    state = after(state, 0, "end_plunder", pirate=1, revelry=False)
    return to_port(state)


def test_bb_s3_2_ransom() -> None:
    state = holding_a_hostage("neutral")
    assert [o.allowed for o in offered(state, 0, "ransom")] == [{"pirate": [1], "hostage": [1]}]
    assert refused(state, 0, "ransom", pirate=1, hostage=2, amount=100) == (
        "BB-S3.2",
        "Edward Teach holds 1 hostage: there is no hostage 2.",
    )
    answer = play(state, 0, "ransom", pirate=1, hostage=1, amount=250)
    assert lines(answer) == [
        "Edward Teach ransoms the hostage from Nassau (value 2) at Nassau for 250 D (BB-S3.2, "
        "rule 9.4); wealth now 250 D."
    ]
    teach = the_pirate(answer.state)
    assert (teach["wealth"], teach["hostages"]) == (250, [])
    assert offered(answer.state, 0, "ransom") == []
    assert refused(answer.state, 0, "ransom", pirate=1, hostage=1, amount=100) == (
        "BB-S3.2",
        "Edward Teach holds no hostage for ransom.",
    )


@pytest.mark.parametrize(
    ("status", "nationality", "text"),
    [
        ("pirate_port", "other", "Hostages cannot be ransomed in a Pirate port."),
        ("anti_pirate", "other", "Hostages cannot be ransomed in a Anti-Pirate port."),
        ("pro_pirate", "arab", "Hostages cannot be ransomed in an Arab or Portuguese port."),
        ("neutral", "portuguese", "Hostages cannot be ransomed in an Arab or Portuguese port."),
    ],
)
def test_bb_s3_2_no_ransom_where_the_column_or_the_nationality_forbids(
    status: str, nationality: str, text: str
) -> None:
    state = holding_a_hostage(status, nationality)
    assert refused(state, 0, "ransom", pirate=1, hostage=1, amount=100) == ("BB-S3.2", text)
    assert offered(state, 0, "ransom") == []


# --- BB-S1.7: D&R -------------------------------------------------------------------------


def test_bb_ex_33_dr() -> None:
    """EX-33: (a) a voluntary D&R ends in a Pirate port in 1 action, +3; (b) the
    involuntary D&R of a sack ends at a Neutral port in 2 actions, +1; (c) a voluntary
    D&R ends at his own haven in 1 action, +1: a haven is not a Pirate port (BB-Q20)."""
    # (a)
    state = port(table(), "Tortuga", status="pirate_port")
    state = pirate(state, loyalty=4)
    state = after(
        state, 0, "plunder_merchant", pirate=1, die=4, cargo_value=0, take=True, column="atlantic"
    )
    state = after(state, 0, "end_plunder", pirate=1, revelry=True)
    assert the_pirate(state)["dr"] == "voluntary"
    state = to_port(state, "Tortuga")
    answer = play(state, 0, "remove_dr", pirate=1)
    assert lines(answer) == [
        "Edward Teach's crew comes out of D&R at Tortuga (BB-S1.7, BB-Q20).",
        "Crew loyalty +3: D&R removed in a Pirate port (BB-T5.10, rule 13.21); now 7.",
    ]
    assert (the_pirate(answer.state)["dr"], the_pirate(answer.state)["loyalty"]) == ("none", 7)
    assert offered(answer.state, 0, "remove_dr") == []
    assert refused(answer.state, 0, "remove_dr", pirate=1) == (
        "BB-S1.7",
        "Edward Teach's crew is not in D&R.",
    )
    # (b)
    state = port(table(), "Fort", status="neutral", defense=0)
    state = port(state, "Port Royal", status="neutral")
    state = attack(pirate(state, loyalty=4), "Fort")  # loyalty 5
    state = after(state, 0, "port_sack", pirate=1, die=6, sea_zone="Caribbean")  # 6
    assert the_pirate(state)["dr"] == "involuntary"
    assert refused(state, 0, "remove_dr", pirate=1) == (
        "BB-S1.7",
        "Edward Teach must be In Port for this.",
    )
    state = to_port(state, "Port Royal")
    first = play(state, 0, "remove_dr", pirate=1)
    assert lines(first) == [
        "Edward Teach spends an action on his crew's involuntary D&R at Port Royal: one more "
        "action In Port ends it (BB-S1.7, BB-Q20)."
    ]
    assert (the_pirate(first.state)["dr"], the_pirate(first.state)["loyalty"]) == (
        "involuntary",
        6,
    )
    second = play(first.state, 0, "remove_dr", pirate=1)
    assert lines(second)[1] == (
        "Crew loyalty +1: D&R removed in a port that is not a Pirate port (BB-T5.9, rule 13.21); "
        "now 7."
    )
    assert (the_pirate(second.state)["dr"], the_pirate(second.state)["dr_actions"]) == ("none", 0)
    # (c)
    state = port(table(), "Nassau", status="pro_pirate")
    state = pirate(state, loyalty=4, where="port", place="Nassau")
    state = to_sea(after(state, 0, "buy_haven", pirate=1, cost=0))
    state = after(
        state, 0, "plunder_merchant", pirate=1, die=4, cargo_value=0, take=True, column="atlantic"
    )
    state = to_port(after(state, 0, "end_plunder", pirate=1, revelry=True))
    answer = play(state, 0, "remove_dr", pirate=1)
    assert lines(answer)[1] == (
        "Crew loyalty +1: D&R removed in a port that is not a Pirate port (BB-T5.9, rule 13.21); "
        "now 5."
    )


# --- BB-S1.11, BB-S1.14: retirement; BB-T3.1 ----------------------------------------------


def test_bb_ex_14_a_retired_pirate_scores_at_once() -> None:
    """EX-14: notoriety 13, wealth 2450: 26 + 24 = 50 VP to the owner at once."""
    state = in_port_at(notoriety=13, wealth=2950)
    state = after(state, 0, "buy_haven", pirate=1, cost=500)
    answer = play(state, 0, "retire", pirate=1, route="haven")
    assert lines(answer) == [
        "Edward Teach retires in his haven at Nassau (BB-S1.14, rule 18.41A).",
        "Retired with notoriety 13 and 2450 D: 26 + 24 = 50 VP (BB-T3.1).",
    ]
    assert answer.state["vp"] == [50, 0]
    teach = the_pirate(answer.state)
    assert (teach["status"], teach["cause"], teach["scored"]) == ("retired", "haven", True)
    assert {o.type for o in ENGINE.legal_moves(answer.state, 0)}.isdisjoint(
        {"retire", "deception", "port_attack"}
    )


def with_marque(notoriety: int, wealth: int) -> State:
    state = pirate(port(table()), notoriety=notoriety, wealth=wealth)
    return after(state, 0, "letter_of_marque", pirate=1, has_letter=True)


@pytest.mark.parametrize(("notoriety", "wealth", "vp"), [(0, 99, 0), (4, 100, 9), (7, 1999, 33)])
def test_bb_ex_15_retirement_edge_cases(notoriety: int, wealth: int, vp: int) -> None:
    answer = play(with_marque(notoriety, wealth), 0, "retire", pirate=1, route="marque")
    assert lines(answer)[0] == "Edward Teach retires with his Letter of Marque (BB-S1.11, BB-Q28)."
    assert answer.state["vp"] == [vp, 0]


def test_bb_ex_15_plunder_in_the_holds_scores_nothing() -> None:
    """EX-15, last case: notoriety 5, wealth 0, holds [3000]: 10 VP. A 3000 D cargo gains
    at least 8 notoriety by itself, so the hold is written into the state by hand."""
    state = with_marque(5, 0)
    the_pirate(state)["holds"] = [3000, None, None]
    assert after(state, 0, "retire", pirate=1, route="marque")["vp"] == [10, 0]


def test_bb_s1_14_bribery_is_entered_and_may_fail() -> None:
    state = in_port_at(loyalty=2, notoriety=3, wealth=450)
    assert refused(state, 0, "retire", pirate=1, route="bribery") == (
        "BB-Q28",
        "Say whether the bribe succeeded (rule 18.41D).",
    )
    failed = play(state, 0, "retire", pirate=1, route="bribery", succeeded=False)
    assert lines(failed) == [
        "The bribe fails at Nassau: Edward Teach stays in play (BB-S1.14, rule 18.41D).",
        "Crew loyalty -1: a failed retirement by bribery (BB-T5.3, rule 18.41D); now 1.",
    ]
    teach = the_pirate(failed.state)
    assert (teach["status"], teach["loyalty"], teach["mutiny"]) == ("active", 1, None)
    # From 1 a failed bribe reaches 0: an automatic mutiny is owed (BB-P7.2).
    again = play(failed.state, 0, "retire", pirate=1, route="bribery", succeeded=False)
    assert lines(again)[-1] == (
        "Crew loyalty is 0: an automatic mutiny is resolved now (BB-P7.2, BB-Q18)."
    )
    assert the_pirate(again.state)["mutiny"] == "automatic"
    bribed = play(failed.state, 0, "retire", pirate=1, route="bribery", succeeded=True)
    assert lines(bribed) == [
        "Edward Teach bribes the governor of Nassau and retires (BB-S1.14, rule 18.41D).",
        "Retired with notoriety 3 and 450 D: 6 + 4 = 10 VP (BB-T3.1).",
    ]
    assert bribed.state["vp"] == [10, 0]


def test_bb_s1_11_each_route_has_its_condition() -> None:
    neutral = in_port_at("neutral")
    assert refused(neutral, 0, "retire", pirate=1, route="bribery", succeeded=True) == (
        "BB-S3.4",
        "Retirement by bribery needs a Pro-Pirate port; at Nassau Edward Teach reads the "
        "Neutral port column (BB-S3.7).",
    )
    assert refused(neutral, 0, "retire", pirate=1, route="haven") == (
        "BB-S1.11",
        "Edward Teach has no pirate haven at Nassau.",
    )
    assert refused(neutral, 0, "retire", pirate=1, route="marque") == (
        "BB-S1.11",
        "Edward Teach holds no Letter of Marque.",
    )
    assert offered(neutral, 0, "retire") == []
    assert refused(pirate(port(table())), 0, "retire", pirate=1, route="haven") == (
        "BB-S1.11",
        "Edward Teach must be In Port for this.",
    )
    haven = after(in_port_at(), 0, "buy_haven", pirate=1, cost=0)
    assert refused(haven, 0, "retire", pirate=1, route="haven", succeeded=False) == (
        "BB-Q28",
        "Only a bribe can fail: retiring in a haven or with a Letter of Marque succeeds.",
    )
    # BB-Q36: with a Letter of Marque an Anti-Pirate port allows bribery.
    anti = after(in_port_at("anti_pirate"), 0, "letter_of_marque", pirate=1, has_letter=True)
    assert sorted(o.allowed["route"][0] for o in offered(anti, 0, "retire")) == [
        "bribery",
        "marque",
    ]


# --- BB-T6: the Deception Table -----------------------------------------------------------


@pytest.mark.parametrize("roll", [1, 2])
def test_bb_ex_19_deception_1_2(roll: int) -> None:
    """EX-19: notoriety 8, wealth 1250: no payment; he may retire, for 16 + 12 = 28 VP."""
    answer = play(with_marque(8, 1250), 0, "deception", pirate=1, die=roll)
    assert lines(answer) == [
        "Edward Teach faces the Deception Table (BB-Q24).",
        f"Deception Table, {roll}: not enough evidence; the pirate keeps 1250 D and may "
        "retire (BB-T6.1).",
        "Wealth now 1250 D.",
    ]
    assert after(answer.state, 0, "retire", pirate=1, route="marque")["vp"] == [28, 0]


@pytest.mark.parametrize(
    ("roll", "pips", "wealth", "paid", "kept"),
    [(3, 7, 2345, 1642, 703), (3, 2, 1234, 247, 987), (4, 10, 1000, 1000, 0)],
)
def test_bb_ex_20_deception_3_4_payment(
    roll: int, pips: int, wealth: int, paid: int, kept: int
) -> None:
    """EX-20: 2d6 x 10 per cent of his wealth, rounded up to a whole D (BB-Q26)."""
    answer = play(with_marque(10, wealth), 0, "deception", pirate=1, die=roll, two_dice=pips)
    assert lines(answer)[1] == (
        f"Deception Table, {roll}: to the bar; 2d6 {pips}, {pips * 10}% of {wealth} D is "
        f"{paid} D; he pays {paid} D, keeps {kept} D, is acquitted and may retire (BB-T6.2)."
    )
    assert the_pirate(answer.state)["wealth"] == kept
    if kept == 703:  # (a) then retires with notoriety 10: 20 + 7 = 27 VP (BB-Q25)
        assert after(answer.state, 0, "retire", pirate=1, route="marque")["vp"] == [27, 0]


@pytest.mark.parametrize(("pips", "due"), [(12, 1200), (11, 1100)])
def test_bb_ex_21_deception_above_100_percent(pips: int, due: int) -> None:
    """EX-21 (BB-Q25): he pays all he has, is acquitted, with a warning."""
    answer = play(with_marque(4, 1000), 0, "deception", pirate=1, die=4, two_dice=pips)
    assert lines(answer)[2:] == [
        f"{due} D is more than the pirate's 1000 D: he pays all he has and is acquitted (BB-Q25).",
        "Wealth now 0 D.",
    ]
    teach = the_pirate(answer.state)
    assert (teach["wealth"], teach["status"]) == (0, "active")


@pytest.mark.parametrize("roll", [5, 6])
def test_bb_ex_22_deception_5_6_hanged(roll: int) -> None:
    """EX-22: notoriety 9, wealth 3000: wealth 0, notoriety 9; hanged, he scores as
    eliminated, not by the KC: 9 VP (BB-Q27)."""
    answer = play(with_marque(9, 3000), 0, "deception", pirate=1, die=roll)
    assert lines(answer)[1:] == [
        f"Deception Table, {roll}: hanged; the pirate loses his 3000 D, keeps his notoriety "
        "and scores as eliminated, not by the KC (BB-T6.3, BB-Q27).",
        "Eliminated, not by the KC, with notoriety 9: 9 VP; wealth scores nothing (BB-T3.2).",
    ]
    teach = the_pirate(answer.state)
    assert (teach["wealth"], teach["notoriety"]) == (0, 9)
    assert (teach["status"], teach["cause"]) == ("eliminated", "hanged")
    assert answer.state["vp"] == [9, 0]


def test_bb_t6_2_the_2d6_only_on_a_3_or_4() -> None:
    state = with_marque(4, 1000)
    assert refused(state, 0, "deception", pirate=1, die=3) == (
        "BB-T6.2",
        "A 3 or 4 on the Deception Table rolls 2d6: enter them.",
    )
    assert refused(state, 0, "deception", pirate=1, die=1, two_dice=7) == (
        "BB-T6.2",
        "Only a 3 or 4 on the Deception Table rolls 2d6.",
    )
    assert [o.allowed for o in offered(state, 0, "deception")] == [
        {"pirate": [1], "die": [1, 2, 5, 6]},
        {"pirate": [1], "die": [3, 4], "two_dice": list(range(2, 13))},
    ]


# --- What a phone is offered --------------------------------------------------------------

IN_PORT_MOVES = {
    "port_attack",
    "port_sack",
    "convert_plunder",
    "repair",
    "ransom",
    "buy_haven",
    "remove_dr",
    "retire",
    "deception",
}
FREE_ARGS = {"sea_zone": "Caribbean", "amount": 100, "cost": 0}


def entry(state: State, offer: LegalMove) -> dict[str, Any]:
    """One entry a phone could make from this offer."""
    spec = ENGINE.move_specs()[offer.type]
    args: dict[str, Any] = {}
    for arg in spec.args:
        values = offer.allowed.get(arg.name)
        if values:
            args[arg.name] = values if arg.type == "int_list" else values[0]
        elif arg.required:
            args[arg.name] = FREE_ARGS[arg.name]
    if offer.type == "repair" and "die" in args:  # die 6 removes 3: split it
        teach = the_pirate(state, args["pirate"])
        args["die"] = 6
        args["speed_off"] = min(3, teach["speed_hits"])
        args["combat_off"] = min(3 - args["speed_off"], teach["combat_hits"])
    return args


def table_with_everything(status: str, nationality: str = "other") -> State:
    """Pirate 1 In Port with plunder, a hostage, damage and a D&R."""
    state = port(table(), "Nassau", status=status, nationality=nationality)
    state = pirate(state, wealth=500)
    state = after(state, 0, "storm", pirate=1, die=3)
    state = after(
        state, 0, "plunder_merchant", pirate=1, die=4, cargo_value=0, take=True, column="atlantic"
    )
    state = after(state, 0, "keep_hostage", pirate=1, value=2, port="Nassau")
    return to_port(after(state, 0, "end_plunder", pirate=1, revelry=True))


@pytest.mark.parametrize(
    ("status", "nationality", "haven", "expected"),
    [
        (
            "pro_pirate",
            "other",
            False,
            {"convert_plunder", "repair", "ransom", "buy_haven", "retire", "remove_dr"},
        ),
        (
            "pro_pirate",
            "other",
            True,
            {"convert_plunder", "repair", "ransom", "retire", "remove_dr"},
        ),
        ("neutral", "arab", False, {"convert_plunder", "remove_dr"}),
        ("pirate_port", "other", False, {"convert_plunder", "repair", "remove_dr"}),
        ("anti_pirate", "other", False, {"remove_dr"}),
    ],
)
def test_every_port_move_offered_is_accepted(
    status: str, nationality: str, haven: bool, expected: set[str]
) -> None:
    """What the column allows is offered, and every offer is an entry the engine takes
    (BB-S3.7); the Deception check is offered everywhere (BB-Q24)."""
    state = table_with_everything(status, nationality)
    if haven:
        state = after(state, 0, "buy_haven", pirate=1, cost=0)
    offers = [o for o in ENGINE.legal_moves(state, 0) if o.type in IN_PORT_MOVES]
    assert {o.type for o in offers} == expected | {"deception"}
    for offer in offers:
        play(state, 0, offer.type, **entry(state, offer))


def test_at_sea_a_port_attack_is_offered_on_every_port_standing() -> None:
    state = port(port(port(table(), "Nassau"), "Fort", defense=0), "Havana", status="anti_pirate")
    state = attack(pirate(state, 1, pirate=2, name="Anne Bonny"), "Fort", pirate_id=2)
    state = after(state, 1, "port_sack", pirate=2, die=6, sea_zone="Caribbean")
    state = pirate(state)
    attacks = offered(state, 0, "port_attack")
    assert [o.allowed for o in attacks] == [
        {
            "pirate": [1],
            "port": ["Nassau", "Havana"],
            "die": [1, 2, 3, 4, 5, 6],
            "defense_die": [1, 2, 3, 4, 5, 6],
        }
    ]
    kinds = {o.type for o in ENGINE.legal_moves(state, 0)}
    assert kinds.isdisjoint({"convert_plunder", "repair", "ransom", "buy_haven", "remove_dr"})
    play(state, 0, "port_attack", **entry(state, attacks[0]))


def test_owed_is_none() -> None:
    state = in_port_at()
    assert in_port.owed(state, the_pirate(state)) is None
