"""The worked examples whose content is a table lookup or a contest (BB-EX-n), every number
replayed through the calculators. Only the tables' part is here: the move-level replay of
each example (holds, Port Grid, who scores, what the table waits for) comes with the
engine's moves."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pytest

from companion.engines.blackbeard import contests as k
from companion.engines.blackbeard.ports import (
    after_repair,
    convert_plunder,
    effective_column,
    repair,
)
from companion.engines.blackbeard.tables import (
    cargo,
    current_speed,
    loyalty,
    notoriety,
    speed_crossing,
    storm,
)
from companion.engines.blackbeard.victory import deception, vp_by_kc, vp_eliminated, vp_retired
from companion.engines.errors import RuleError
from companion.engines.text import english


def refused(call: Callable[[], object]) -> tuple[str, str]:
    with pytest.raises(RuleError) as caught:
        call()
    return caught.value.rule_id, english(caught.value.text)


def row(die: int, value: int) -> dict[str, tuple[int, str]]:
    """The whole printed row a roll reads, column by column: (D, marker)."""
    return {
        column: (cargo(die, value, column).doubloons, cargo(die, value, column).mark)
        for column in "ABCD"
    }


def test_bb_ex_1_modified_roll_1() -> None:
    """EX-1: column A, cargo value 0, die 1: 0 D marked *, -1 if taken; the hold stays
    empty (BB-Q7)."""
    result = cargo(1, 0, "A")
    assert (result.modified_roll, result.doubloons, result.mark) == (1, 0, "*")
    assert (result.take_loyalty, result.fills_hold) == (-1, False)
    assert row(1, 0) == {"A": (0, "*"), "B": (100, "*"), "C": (50, "*"), "D": (500, "*")}


def test_bb_ex_2_modified_roll_2() -> None:
    result = cargo(1, 1, "B")
    assert (result.modified_roll, result.doubloons, result.mark, result.take_loyalty) == (
        2,
        400,
        "*",
        -1,
    )
    assert row(1, 1) == {"A": (100, "*"), "B": (400, "*"), "C": (150, "*"), "D": (1000, "*")}


def test_bb_ex_3_modified_roll_8() -> None:
    result = cargo(5, 3, "C")
    assert (result.modified_roll, result.doubloons, result.mark, result.take_loyalty) == (
        8,
        1000,
        "**",
        1,
    )
    assert row(5, 3) == {"A": (700, "**"), "B": (1500, "**"), "C": (1000, "**"), "D": (3000, "**")}


def test_bb_ex_4_modified_roll_10() -> None:
    result = cargo(6, 4, "D")
    assert (result.modified_roll, result.doubloons, result.mark) == (10, 7500, "**")
    assert row(6, 4) == {"A": (1000, "**"), "B": (3000, "**"), "C": (1500, "**"), "D": (7500, "**")}


def test_bb_ex_5_above_10_reads_row_10() -> None:
    """EX-5 (BB-Q1, BB-Q3): 11 reads row 10 with a warning; notoriety keeps 11."""
    result = cargo(6, 5, "D")
    assert (result.modified_roll, result.row, result.doubloons, result.mark) == (11, 10, 7500, "**")
    assert (result.take_loyalty, result.notoriety) == (1, 11)
    assert [english(w) for w in result.warnings] == [
        "The modified roll 11 is past the table: row 10 is read, and the notoriety stays 11 "
        "(BB-Q1)."
    ]
    assert cargo(6, 5, "A").doubloons == 1000
    twelve = cargo(6, 6, "D")
    assert (twelve.row, twelve.doubloons, twelve.mark, len(twelve.warnings)) == (10, 7500, "**", 1)


def test_bb_ex_6_below_1_reads_row_1_and_bad_dice_are_refused() -> None:
    result = cargo(1, -1, "C")
    assert (result.modified_roll, result.row, result.doubloons, result.mark) == (0, 1, 50, "*")
    assert [english(w) for w in result.warnings] == [
        "The modified roll 0 is below the table: row 1 is read (BB-Q2)."
    ]
    for die in (0, 7):
        assert refused(partial(cargo, die, -1, "C")) == (
            "BB-T1.1",
            f"The cargo die is a roll of 1d6: 1 to 6, not {die}.",
        )


def test_bb_ex_7_taking_a_star_cargo() -> None:
    result = cargo(1, 2, "A")
    assert (result.modified_roll, result.doubloons, result.mark) == (3, 200, "*")
    assert loyalty(4, *result.take_rows).after == 3


def test_bb_ex_8_declining_costs_1_whatever_the_marker() -> None:
    """EX-8 (BB-Q5, BB-Q6): from 4, a declined * or ** cargo leaves 3."""
    star, double = cargo(1, 2, "A"), cargo(6, 2, "A")
    assert (star.mark, double.mark) == ("*", "**")
    assert loyalty(4, *star.decline_rows).after == 3
    assert loyalty(4, *double.decline_rows).after == 3


def test_bb_ex_9_full_plunder_tables() -> None:
    """EX-9: 1500 D **, taken (L 3 to 4); torture 5 > 3 talks (L 5); N 3 + 8 + 2 = 13."""
    result = cargo(6, 2, "B")
    assert (result.modified_roll, result.doubloons, result.mark) == (8, 1500, "**")
    taken = loyalty(3, *result.take_rows)
    tortured = k.torture(5, 3, 2)
    assert (taken.after, tortured.outcome) == (4, "talks")
    assert loyalty(taken.after, *tortured.loyalty_rows).after == 5
    assert 3 + result.notoriety + tortured.notoriety == 13


def test_bb_ex_10_failed_torture_and_ransom() -> None:
    result = cargo(4, 1, "C")
    assert (result.modified_roll, result.doubloons, result.mark, result.take_loyalty) == (
        5,
        600,
        "",
        0,
    )
    tortured = k.torture(4, 4, 3)
    assert tortured.outcome == "silent"
    assert loyalty(4, *tortured.loyalty_rows).after == 5
    assert 0 + result.notoriety + tortured.notoriety == 8
    assert 0 + result.notoriety == 5  # (b) ransom: no torture, L stays 4


def test_bb_ex_11_storm_outside_a_transit_box() -> None:
    results = [storm(d, False) for d in range(1, 7)]
    assert [r.speed_hits for r in results] == [1, 1, 2, 2, 2, 3]
    assert not any(r.sunk for r in results)


def test_bb_ex_12_storm_in_a_transit_box() -> None:
    results = [storm(d, True) for d in range(1, 7)]
    assert [r.modified_roll for r in results] == [2, 3, 4, 5, 6, 7]
    assert [r.speed_hits for r in results[:5]] == [1, 2, 2, 2, 3]
    assert [r.sunk for r in results] == [False] * 5 + [True]


def test_bb_ex_13_speed_0_to_minus_1() -> None:
    """EX-13 (BB-Q14, BB-Q35): printed 2, 1 hit, L 4."""
    hits, crew = 1, 4
    assert current_speed(2, hits) == 1
    hits += storm(4, False).speed_hits  # 2 hits: speed -1, crossing 0
    first = speed_crossing(current_speed(2, 1), current_speed(2, hits))
    crew = loyalty(crew, *first.loyalty_rows).after
    assert (current_speed(2, hits), first.crossed, crew) == (-1, True, 3)
    hits += storm(1, False).speed_hits  # -1 to -2: no loss
    second = speed_crossing(-1, current_speed(2, hits))
    assert (current_speed(2, hits), second.crossed) == (-2, False)
    hits, _ = after_repair(repair("pirate_port", "other"), hits, 0)
    assert current_speed(2, hits) == 2
    again = speed_crossing(2, current_speed(2, hits + 3))
    assert (again.crossed, loyalty(crew, *again.loyalty_rows).after) == (True, 2)


def test_bb_ex_14_retired() -> None:
    result = vp_retired(13, 2450)
    assert (result.from_notoriety, result.from_wealth, result.owner) == (26, 24, 50)


@pytest.mark.parametrize(
    ("notoriety_", "wealth", "vp"), [(0, 99, 0), (4, 100, 9), (7, 1999, 33), (5, 0, 10)]
)
def test_bb_ex_15_retirement_edges(notoriety_: int, wealth: int, vp: int) -> None:
    """EX-15: the last case's 3000 D hold is plunder, not wealth, and scores nothing."""
    assert vp_retired(notoriety_, wealth).owner == vp


def test_bb_ex_16_eliminated_or_in_play_at_the_end() -> None:
    sunk = vp_eliminated(13, ruling="BB-Q13")  # wealth 2450 scores nothing
    assert (sunk.owner, sunk.from_wealth, sunk.rules[-1]) == (13, 0, "BB-Q13")
    assert vp_eliminated(9, at_game_end=True).owner == 9  # wealth 5000, hold 3000


def test_bb_ex_17_eliminated_by_the_kc() -> None:
    even, odd = vp_by_kc(12), vp_by_kc(13)
    assert (even.owner, even.kc_side, even.kc_side_exact) == (12, 6, 6)
    assert (odd.owner, odd.kc_side, odd.kc_side_exact, odd.from_wealth) == (13, 6, 6.5, 0)


def test_bb_ex_18_notoriety_per_deed() -> None:
    gains = [
        cargo(4, 2, "A").notoriety,
        notoriety("plunder", 2 + 4).points,
        notoriety("torture", 3).points,
        notoriety("port_attack", 2).points,
        notoriety("port_sack", 2).points,
        notoriety("kc_defeated", 3).points,
        notoriety("warship_defeated", 4).points,
        notoriety("kc_expulsion").points,
    ]
    assert gains == [6, 6, 3, 4, 6, 6, 4, 1]
    assert sum(gains[1:]) == 30


@pytest.mark.parametrize("roll", [1, 2])
def test_bb_ex_19_deception_1_2(roll: int) -> None:
    result = deception(roll, None, 1250)
    assert (result.outcome, result.wealth_after, result.may_retire) == ("cleared", 1250, True)
    assert vp_retired(8, result.wealth_after).owner == 28


def test_bb_ex_20_deception_3_4_payment() -> None:
    a = deception(3, 7, 2345)
    assert (a.due, a.wealth_after, a.may_retire) == (1642, 703, True)  # 1641.5 rounded up
    assert vp_retired(10, a.wealth_after).owner == 27
    b = deception(3, 2, 1234)
    assert (b.due, b.wealth_after) == (247, 987)  # 246.8
    c = deception(4, 10, 1000)
    assert (c.due, c.wealth_after, c.warnings) == (1000, 0, ())


@pytest.mark.parametrize(("pips", "due"), [(12, 1200), (11, 1100)])
def test_bb_ex_21_deception_above_100_percent(pips: int, due: int) -> None:
    result = deception(4, pips, 1000)
    assert (result.due, result.wealth_lost, result.wealth_after) == (due, 1000, 0)
    assert result.outcome == "acquitted" and "BB-Q25" in result.rules
    assert [english(w) for w in result.warnings] == [
        f"{due} D is more than the pirate's 1000 D: he pays all he has and is acquitted (BB-Q25)."
    ]


@pytest.mark.parametrize("roll", [5, 6])
def test_bb_ex_22_deception_5_6_hanged(roll: int) -> None:
    result = deception(roll, None, 3000)
    assert (result.outcome, result.wealth_after, result.scores_as) == ("hanged", 0, "BB-T3.2")
    assert vp_eliminated(9, ruling="BB-Q27").owner == 9  # notoriety kept


def test_bb_ex_23_sack_contests() -> None:
    """EX-23: defense 4, value 3, cruelty 2, from L 4 and N 10."""
    failed = k.port_sack(2, 2, 4, 3)
    assert (failed.outcome, failed.total, failed.against, failed.notoriety) == ("failed", 4, 4, 0)
    # (b) the second attack succeeds (+1 L, +6 N), then the sack: die 3, 5 > 4.
    crew, fame = loyalty(4, "BB-T5.12").after, 10 + notoriety("port_attack", 3).points
    assert (crew, fame) == (5, 16)
    sacked = k.port_sack(3, 2, 4, 3)
    assert (sacked.outcome, sacked.total) == ("sacked", 5)
    assert loyalty(crew, *sacked.loyalty_rows).after == 6
    assert fame + sacked.notoriety == 25
    assert "BB-Q20" in sacked.rules


def test_bb_ex_24_the_haven_column_is_its_buyers_only() -> None:
    assert effective_column("pro_pirate", haven=True).column == "haven"  # pirate 2
    assert effective_column("pro_pirate").column == "pro_pirate"  # pirate 3, or 2 once erased


def test_bb_ex_25_conversion_under_each_status() -> None:
    holds = [1300, 150]
    assert refused(lambda: convert_plunder(holds, "anti_pirate"))[0] == "BB-S3.1"
    marque = effective_column("anti_pirate", letter_of_marque=True).column
    wealth = {
        status: convert_plunder(holds, status).wealth
        for status in (marque, "pro_pirate", "haven", "neutral", "pirate_port")
    }
    assert wealth == {"pro_pirate": 1450, "haven": 1595, "neutral": 725, "pirate_port": 1450}


@pytest.mark.parametrize(("plunder", "haven", "neutral"), [(1455, 1601, 728), (55, 61, 28)])
def test_bb_ex_26_conversion_rounds_up_once(plunder: int, haven: int, neutral: int) -> None:
    assert convert_plunder([plunder], "haven").wealth == haven
    assert convert_plunder([plunder], "neutral").wealth == neutral


def test_bb_ex_27_repair() -> None:
    """EX-27: speed hits 3, combat hits 2."""
    for die, plain, haven in ((4, 2, 4), (5, 3, 5), (1, 1, 3)):
        assert repair("pro_pirate", "other", die).hits == plain
        assert repair("neutral", "other", die).hits == plain
        assert repair("haven", "other", die).hits == haven
    for column in ("pro_pirate", "haven", "neutral"):
        assert refused(partial(repair, column, "arab", 4))[0] == "BB-S3.3"
    assert after_repair(repair("pirate_port", "other"), 3, 2) == (0, 0)
    assert refused(lambda: repair("anti_pirate", "other", 4))[0] == "BB-S3.3"
    assert after_repair(repair("haven", "other", 5), 3, 2, 3, 2) == (0, 0)


def test_bb_ex_28_warship_contests() -> None:
    """EX-28: warship speed 3, combat 4; pirate speed 2, combat 2, ability 2; L 4, N 5."""
    a = k.warship_find(2, 3, 3, 2)
    assert (a.outcome, a.total, a.against) == ("escaped", 5, 5)
    b = k.warship_find(4, 3, 3, 2)
    assert (b.outcome, b.total, b.against) == ("found", 7, 5)
    tie = k.warship_battle(3, 4, 3, 2, 2)
    assert (tie.outcome, tie.total, tie.against, tie.combat_hits) == ("driven_off", 7, 7, 0)
    assert loyalty(4, *tie.loyalty_rows).after == 3
    c = k.warship_battle(5, 4, 1, 2, 2)
    assert (c.against, c.total, c.combat_hits, loyalty(4, *c.loyalty_rows).after) == (9, 5, 4, 3)
    d = k.warship_battle(1, 4, 6, 2, 2)
    assert (d.outcome, d.total, d.against, d.combat_hits) == ("won", 10, 5, 1)
    assert 5 + d.notoriety == 9 and d.loyalty_rows == ()


def test_bb_ex_29_kc_contests() -> None:
    assert not k.kc_deployment(10, 10).success
    assert k.kc_deployment(9, 10).success
    b = k.kc_interception(4, 3, 5, 2)
    assert (b.outcome, b.total, b.against) == ("evaded", 7, 7)
    c = k.kc_interception(5, 3, 1, 2)
    assert (c.outcome, c.total, c.against) == ("intercepted", 8, 3)
    fight = k.kc_combat(4, 3, 3, 2, 2)
    assert (fight.outcome, fight.total, fight.against) == ("kc_defeated", 7, 7)
    assert (fight.notoriety, fight.loyalty_rows) == (6, ("BB-T5.14",))
    d = k.kc_combat(5, 3, 3, 2, 2)
    assert (d.outcome, d.total) == ("pirate_eliminated", 8)
    assert (vp_by_kc(12).owner, vp_by_kc(12).kc_side) == (12, 6)


def test_bb_ex_30_port_attack_with_information_points() -> None:
    """EX-30: value 2, defense 4; combat 2, ability 2, Port Grid 1; N 10, L 4."""

    def attack(pirate_die: int) -> k.Contest:
        return k.port_attack(
            pirate_die=pirate_die,
            combat=2,
            ability=2,
            info_points=1,
            defense_die=4,
            defense=4,
            port_value=2,
        )

    a = attack(3)
    assert (a.outcome, a.total, a.against, a.combat_hits, a.notoriety) == (
        "repelled",
        8,
        8,
        0,
        0,
    )
    b = attack(4)
    assert (b.outcome, b.total, b.against, b.combat_hits) == ("taken", 9, 8, 1)
    assert (10 + b.notoriety, loyalty(4, *b.loyalty_rows).after) == (14, 5)
    assert "BB-Q31" in b.rules and "BB-Q11" in b.rules  # In Port; the points are not spent


def test_bb_ex_31_mutiny_conspiracy() -> None:
    """EX-31: L 5, Leadership 3, N 7."""
    assert k.mutiny_conspiracy(5, 5).outcome == "no_mutiny"
    assert k.mutiny_conspiracy(6, 5).outcome == "mutiny"
    low, equal, high = (k.mutiny_resolution(d, 3) for d in (2, 3, 4))
    assert loyalty(5, *low.loyalty_rows).after == 5
    assert loyalty(5, *equal.loyalty_rows).after == 4
    assert (high.outcome, loyalty(5, *high.loyalty_rows).after) == ("succeeds", 6)
    assert vp_eliminated(7, ruling="BB-Q19").owner == 7


def test_bb_ex_32_automatic_mutiny_at_0() -> None:
    at_zero = loyalty(0, *k.mutiny_resolution(3, 3).loyalty_rows)
    assert (at_zero.after, at_zero.mutiny_due) == (0, False)  # waits for the next activation
    assert k.mutiny_conspiracy(4, 1).outcome == "mutiny"
    again = loyalty(1, *k.mutiny_resolution(3, 3).loyalty_rows)
    assert (again.after, again.mutiny_due) == (0, True)


def test_bb_ex_33_dr_loyalty() -> None:
    assert loyalty(2, "BB-T5.10").after == 5  # removed at a Pirate port
    assert loyalty(2, "BB-T5.9").after == 3  # a Neutral port, or the pirate's own haven


def test_bb_ex_34_scurvy_to_mutiny() -> None:
    steps = [loyalty(3, "BB-T5.2")]  # onset
    for _turn in range(2):  # the owner's next two turns, still with scurvy (BB-Q16)
        steps.append(loyalty(steps[-1].after, "BB-T5.2"))
    assert [s.after for s in steps] == [2, 1, 0]
    assert [s.mutiny_due for s in steps] == [False, False, True]


def test_bb_ex_35_merchant_search() -> None:
    results = [k.merchant_search(5, 2), k.merchant_search(4, 2), k.merchant_search(6, 1)]
    assert [(r.total, r.success) for r in results] == [(7, True), (6, False), (7, True)]


def test_bb_ex_36_plunder_capture() -> None:
    results = [k.plunder_capture(d, 2, 3, 3) for d in (3, 4, 2)]
    assert [(r.total, r.against, r.outcome) for r in results] == [
        (6, 6, "duel"),
        (7, 6, "captured"),
        (5, 6, "failed"),
    ]


def test_bb_ex_37_a_players_vp_at_the_end() -> None:
    a = vp_retired(10, 1870)
    b = vp_by_kc(7)
    c = vp_eliminated(6, at_game_end=True)  # wealth 900 and a 700 D hold score nothing
    assert (a.owner, b.owner, b.kc_side, b.kc_side_exact, c.owner) == (38, 7, 3, 3.5, 6)
    assert a.owner + b.owner + c.owner == 51
