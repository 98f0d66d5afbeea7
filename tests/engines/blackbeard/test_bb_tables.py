"""The aid's tables and its Port Status Summary, row by row and column by column, against
the values as printed (typed here from the aid, not read from the catalogue), with the
edges of each table and every refusal pinned with its rule and its English message."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pytest

from companion.engines.blackbeard import catalogue as c
from companion.engines.blackbeard.ports import (
    after_repair,
    check_ransom,
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


# BB-T1 as printed: modified roll -> (marker, A, B, C, D).
CARGO = {
    1: ("*", 0, 100, 50, 500),
    2: ("*", 100, 400, 150, 1000),
    3: ("*", 200, 600, 300, 1200),
    4: ("", 300, 800, 500, 1500),
    5: ("", 400, 1000, 600, 1800),
    6: ("", 500, 1200, 700, 2000),
    7: ("", 600, 1300, 800, 2500),
    8: ("**", 700, 1500, 1000, 3000),
    9: ("**", 800, 2500, 1200, 4000),
    10: ("**", 1000, 3000, 1500, 7500),
}
MARK_LOYALTY = {"*": -1, "": 0, "**": 1}


def test_bb_t1_the_catalogue_is_the_printed_table() -> None:
    assert [(row.roll, row.mark, *row.values) for row in c.CARGO_ROWS] == [
        (roll, *printed) for roll, printed in CARGO.items()
    ]
    assert c.CARGO_COLUMNS == ("A", "B", "C", "D")
    # BB-Q40: the printed names, abbreviations kept.
    assert dict(c.CARGO_COLUMN_NAMES) == {
        "A": "N. Atlantic, S. Atlantic, C. Atlantic",
        "B": "Caribbean, C. America, S. America",
        "C": "East Africa, Gold Coast",
        "D": "India",
    }


@pytest.mark.parametrize("roll", range(1, 11))
@pytest.mark.parametrize("column", ["A", "B", "C", "D"])
def test_bb_t1_every_row_and_column(roll: int, column: str) -> None:
    die = min(roll, 6)
    result = cargo(die, roll - die, column)
    mark, *values = CARGO[roll]
    assert (result.modified_roll, result.row, result.mark) == (roll, roll, mark)
    assert result.doubloons == values["ABCD".index(column)]
    # BB-T1.4, BB-T1.5, BB-Q5: the marker only if taken; declining is -1 whatever the row.
    assert result.take_loyalty == MARK_LOYALTY[mark]
    assert result.decline_loyalty == -1 and result.decline_rows == ("BB-T5.6",)
    assert result.take_rows == {"*": ("BB-T5.1",), "": (), "**": ("BB-T5.8",)}[mark]
    assert result.notoriety == roll  # BB-T4.1, BB-Q3
    assert result.warnings == ()


def test_bb_t1_the_message_names_the_numbers_and_the_marker() -> None:
    assert english(cargo(5, 3, "C").message) == (
        "Cargo: die 5 + cargo value 3 = 8, column C (East Africa, Gold Coast): 1000 D for one "
        "hold, marked **: crew loyalty +1 if it is taken."
    )
    assert english(cargo(2, 2, "B").message) == (
        "Cargo: die 2 + cargo value 2 = 4, column B (Caribbean, C. America, S. America): 800 D "
        "for one hold."
    )


@pytest.mark.parametrize(("die", "value", "roll"), [(6, 5, 11), (6, 6, 12), (1, 14, 15)])
def test_bb_q1_above_10_reads_row_10_with_a_warning(die: int, value: int, roll: int) -> None:
    result = cargo(die, value, "B")
    assert (result.row, result.doubloons, result.mark, result.take_loyalty) == (10, 3000, "**", 1)
    assert result.notoriety == roll and "BB-Q1" in result.rules
    assert [english(w) for w in result.warnings] == [
        f"The modified roll {roll} is past the table: row 10 is read, and the notoriety stays "
        f"{roll} (BB-Q1)."
    ]


@pytest.mark.parametrize(("die", "value", "roll"), [(1, -1, 0), (2, -4, -2)])
def test_bb_q2_below_1_reads_row_1_with_a_warning(die: int, value: int, roll: int) -> None:
    result = cargo(die, value, "D")
    assert (result.row, result.doubloons, result.mark, result.take_loyalty) == (1, 500, "*", -1)
    assert result.notoriety == 0  # BB-T4.8: a gain is never negative
    assert [english(w) for w in result.warnings] == [
        f"The modified roll {roll} is below the table: row 1 is read (BB-Q2)."
    ]


@pytest.mark.parametrize("die", [0, 7, -1])
def test_bb_q2_a_die_outside_1_to_6_is_refused_not_clamped(die: int) -> None:
    assert refused(lambda: cargo(die, 0, "A")) == (
        "BB-T1.1",
        f"The cargo die is a roll of 1d6: 1 to 6, not {die}.",
    )


def test_bb_t1_2_a_column_off_the_table_is_refused() -> None:
    assert refused(lambda: cargo(3, 1, "E")) == (
        "BB-T1.2",
        "The Merchant Cargo Table has columns A, B, C and D, not E.",
    )


def test_bb_q7_a_0_d_cargo_leaves_the_hold_empty() -> None:
    result = cargo(1, 0, "A")
    assert (result.doubloons, result.fills_hold, result.take_loyalty) == (0, False, -1)
    assert "BB-Q7" in result.rules
    assert cargo(1, 1, "A").fills_hold


# BB-T2 as printed: die -> hits outside a Transit Box, inside one (None: sunk).
STORM = {1: (1, 1), 2: (1, 2), 3: (2, 2), 4: (2, 2), 5: (2, 3), 6: (3, None)}


def test_bb_t2_the_catalogue_is_the_printed_table() -> None:
    assert c.STORM_ROWS == (
        ("BB-T2.1", 1, 2, 1),
        ("BB-T2.2", 3, 5, 2),
        ("BB-T2.3", 6, 6, 3),
        ("BB-T2.4", 7, 7, None),
    )
    assert c.TRANSIT_BOX_MODIFIER == 1


@pytest.mark.parametrize("die", range(1, 7))
def test_bb_t2_every_row_in_and_out_of_a_transit_box(die: int) -> None:
    outside, inside = STORM[die]
    at_sea, boxed = storm(die, False), storm(die, True)
    assert (at_sea.modified_roll, at_sea.speed_hits, at_sea.sunk) == (die, outside, False)
    assert boxed.modified_roll == die + 1
    assert (boxed.sunk, boxed.speed_hits) == ((True, 0) if inside is None else (False, inside))
    assert "BB-T2.5" in boxed.rules and "BB-T2.5" not in at_sea.rules


def test_bb_t2_the_messages() -> None:
    assert english(storm(1, False).message) == "Storm: die 1: 1 speed damage hit."
    assert english(storm(6, False).message) == "Storm: die 6: 3 speed damage hits."
    assert english(storm(2, True).message) == (
        "Storm in a Transit Box: die 2 + 1 = 3: 2 speed damage hits."
    )
    sunk = storm(6, True)
    assert sunk.rules == ("BB-Q12", "BB-T2.4", "BB-T2.5", "BB-Q13")
    assert english(sunk.message) == (
        "Storm in a Transit Box: die 6 + 1 = 7: the ship is sunk; the pirate is eliminated, "
        "not by the KC, and loses his plunder and hostages (BB-T2.4, BB-Q13)."
    )


@pytest.mark.parametrize("die", [0, 7])
def test_bb_q12_the_storm_die_is_checked(die: int) -> None:
    assert refused(lambda: storm(die, True)) == (
        "BB-Q12",
        f"The storm die is a roll of 1d6: 1 to 6, not {die}.",
    )


@pytest.mark.parametrize(
    ("before", "after", "crossed"),
    [(0, -1, True), (1, -1, True), (2, -3, True), (-1, -2, False), (1, 0, False), (0, 0, False)],
)
def test_bb_t5_5_and_q14_the_speed_crossing(before: int, after: int, crossed: bool) -> None:
    result = speed_crossing(before, after)
    assert result.crossed is crossed
    assert result.loyalty_rows == (("BB-T5.5",) if crossed else ())


def test_bb_q14_speed_is_printed_minus_hits() -> None:
    assert [current_speed(2, hits) for hits in range(5)] == [2, 1, 0, -1, -2]
    assert refused(lambda: current_speed(2, -1)) == (
        "BB-Q14",
        "The number of speed hits cannot be negative, not -1.",
    )


def test_bb_t3_every_row() -> None:
    assert (c.VP_RETIRED, c.VP_ELIMINATED, c.VP_BY_KC) == (
        ("BB-T3.1", 2, 100, 0),
        ("BB-T3.2", 1, 0, 0),
        ("BB-T3.3", 1, 0, 2),
    )
    retired = vp_retired(11, 1999)
    assert (retired.owner, retired.from_notoriety, retired.from_wealth) == (41, 22, 19)
    assert english(retired.message) == (
        "Retired with notoriety 11 and 1999 D: 22 + 19 = 41 VP (BB-T3.1)."
    )
    gone = vp_eliminated(11)
    assert (gone.owner, gone.kc_side, gone.from_wealth) == (11, 0, 0)
    assert english(gone.message) == (
        "Eliminated, not by the KC, with notoriety 11: 11 VP; wealth scores nothing (BB-T3.2)."
    )
    assert english(vp_eliminated(4, at_game_end=True).message) == (
        "In play at the end with notoriety 4: 4 VP; wealth scores nothing (BB-T3.2)."
    )
    kc = vp_by_kc(11)
    assert (kc.owner, kc.kc_side, kc.kc_side_exact) == (11, 5, 5.5)
    assert english(kc.message) == (
        "Eliminated by the KC with notoriety 11: 11 VP to the owner and 5 VP to the KC's side "
        "(half is 5.5, rounded down: BB-Q21); wealth scores nothing (BB-Q22)."
    )
    assert vp_by_kc(0).owner == vp_by_kc(1).kc_side == 0


def test_bb_t3_refuses_negative_counts() -> None:
    assert refused(lambda: vp_retired(3, -1)) == (
        "BB-T3.1",
        "The wealth cannot be negative, not -1.",
    )
    assert refused(lambda: vp_by_kc(-2)) == ("BB-T3.3", "The notoriety cannot be negative, not -2.")


# BB-T4 as printed: deed -> (rule, rulebook section, points for a value of 5).
DEEDS = {
    "plunder": ("BB-T4.1", "8.36", 5),
    "torture": ("BB-T4.2", "8.45", 5),
    "port_attack": ("BB-T4.3", "9.53", 10),
    "port_sack": ("BB-T4.4", "9.55", 15),
    "kc_defeated": ("BB-T4.5", "10.34", 10),
    "warship_defeated": ("BB-T4.6", "6.46", 5),
}


@pytest.mark.parametrize("deed", list(DEEDS))
def test_bb_t4_every_deed(deed: str) -> None:
    rule_id, ref, points = DEEDS[deed]
    gain = notoriety(deed, 5)
    assert (gain.rule_id, gain.rule_ref, gain.points) == (rule_id, ref, points)


def test_bb_t4_7_the_expulsion_is_a_fixed_point() -> None:
    gain = notoriety("kc_expulsion")
    assert (gain.rule_id, gain.rule_ref, gain.points) == ("BB-T4.7", "10.51", 1)
    assert english(gain.message) == (
        "Notoriety +1 for an expulsion attempt by the KC (BB-T4.7, rule 10.51)."
    )
    assert list(c.NOTORIETY_DEEDS) == [*DEEDS, "kc_expulsion"]


# BB-T5 as printed, in order: rule -> (change, rulebook section).
LOYALTY_ROWS = {
    "BB-T5.1": (-1, None),
    "BB-T5.2": (-1, "17.2"),
    "BB-T5.3": (-1, "18.41D"),
    "BB-T5.4": (-1, "6.46"),
    "BB-T5.5": (-1, "6.26"),
    "BB-T5.6": (-1, "8.36"),
    "BB-T5.7": (-1, "14.2"),
    "BB-T5.8": (1, None),
    "BB-T5.9": (1, "13.21"),
    "BB-T5.10": (3, "13.21"),
    "BB-T5.11": (1, "8.45"),
    "BB-T5.12": (1, "9.56"),
    "BB-T5.13": (1, "9.55"),
    "BB-T5.14": (1, "10.34"),
}


def test_bb_t5_the_catalogue_is_the_printed_table() -> None:
    assert [row.rule_id for row in c.LOYALTY_ROWS] == [*LOYALTY_ROWS, "BB-T5.15"]
    assert c.LOYALTY["BB-T5.15"].reset == c.START_LOYALTY == 6  # BB-Q15
    assert c.LOYALTY["BB-T5.15"].rule_ref == "14.2"


@pytest.mark.parametrize("rule_id", list(LOYALTY_ROWS))
def test_bb_t5_every_row(rule_id: str) -> None:
    change, ref = LOYALTY_ROWS[rule_id]
    assert (c.LOYALTY[rule_id].change, c.LOYALTY[rule_id].rule_ref) == (change, ref)
    result = loyalty(3, rule_id)
    assert (result.before, result.after, result.rows) == (3, 3 + change, (rule_id,))
    assert not result.floored and not result.mutiny_due


def test_bb_t5_the_messages_cite_the_row_and_the_rulebook() -> None:
    assert [english(m) for m in loyalty(4, "BB-T5.6").messages] == [
        "Crew loyalty -1: the cargo is declined (BB-T5.6, rule 8.36); now 3."
    ]
    assert [english(m) for m in loyalty(4, "BB-T5.8").messages] == [
        "Crew loyalty +1: the cargo roll is a row marked ** (BB-T5.8); now 5."
    ]
    assert [english(m) for m in loyalty(2, "BB-T5.15").messages] == [
        "Crew loyalty returns to 6: a successful mutiny (BB-T5.15, rule 14.2)."
    ]


def test_bb_t5_15_a_successful_mutiny_returns_to_6_from_anywhere() -> None:
    assert [loyalty(n, "BB-T5.15").after for n in (0, 3, 6, 9)] == [6, 6, 6, 6]


def test_bb_t5_17_changes_add_up() -> None:
    result = loyalty(3, "BB-T5.8", "BB-T5.11")
    assert (result.after, len(result.messages)) == (5, 2)
    assert loyalty(2, "BB-T5.10").after == 5


def test_bb_q15_the_floor_is_0_for_every_decrease_and_there_is_no_top() -> None:
    result = loyalty(1, "BB-T5.4", "BB-T5.2")
    assert (result.after, result.floored, result.mutiny_due) == (0, True, True)
    assert result.rules == ("BB-T5.4", "BB-T5.2", "BB-Q15", "BB-P7.2", "BB-Q18")
    assert [english(m) for m in result.messages][-2:] == [
        "Crew loyalty stops at 0 (BB-Q15).",
        "Crew loyalty is 0: an automatic mutiny is resolved now (BB-P7.2, BB-Q18).",
    ]
    assert loyalty(40, "BB-T5.10").after == 43
    assert refused(lambda: loyalty(-1, "BB-T5.8")) == (
        "BB-Q15",
        "The crew loyalty cannot be negative, not -1.",
    )


def test_bb_q18_a_loss_while_at_0_calls_no_new_mutiny() -> None:
    result = loyalty(0, "BB-T5.7")
    assert (result.after, result.floored, result.mutiny_due) == (0, True, False)


def test_bb_t6_the_catalogue_is_the_printed_table() -> None:
    assert c.DECEPTION_BANDS == (
        ("BB-T6.1", 1, 2, "cleared"),
        ("BB-T6.2", 3, 4, "trial"),
        ("BB-T6.3", 5, 6, "hanged"),
    )


@pytest.mark.parametrize(("roll", "outcome"), [(1, "cleared"), (2, "cleared"), (5, "hanged")])
def test_bb_t6_1_and_t6_3_the_bands_without_a_trial(roll: int, outcome: str) -> None:
    result = deception(roll, None, 1500)
    assert result.outcome == outcome
    if outcome == "cleared":
        assert (result.wealth_after, result.wealth_lost, result.may_retire) == (1500, 0, True)
    else:
        assert (result.wealth_after, result.wealth_lost, result.may_retire) == (0, 1500, False)
        assert result.scores_as == "BB-T3.2"


@pytest.mark.parametrize("pips", range(2, 13))
@pytest.mark.parametrize("roll", [3, 4])
def test_bb_t6_2_every_trial_roll(roll: int, pips: int) -> None:
    result = deception(roll, pips, 1000)
    assert (result.outcome, result.due) == ("acquitted", 100 * pips)  # 20% to 120%
    assert result.wealth_after == max(0, 1000 - 100 * pips)
    assert ("BB-Q25" in result.rules) is (pips > 10)


def test_bb_t6_messages() -> None:
    assert english(deception(1, None, 80).message) == (
        "Deception Table, 1: not enough evidence; the pirate keeps 80 D and may retire (BB-T6.1)."
    )
    assert english(deception(4, 3, 1001).message) == (
        "Deception Table, 4: to the bar; 2d6 3, 30% of 1001 D is 301 D; he pays 301 D, keeps "
        "700 D, is acquitted and may retire (BB-T6.2)."
    )


def test_bb_t6_refusals() -> None:
    assert refused(lambda: deception(3, None, 100)) == (
        "BB-T6.2",
        "A 3 or 4 on the Deception Table rolls 2d6: enter them.",
    )
    assert refused(lambda: deception(6, 7, 100)) == (
        "BB-T6.2",
        "Only a 3 or 4 on the Deception Table rolls 2d6.",
    )
    assert refused(lambda: deception(3, 13, 100)) == (
        "BB-T6.2",
        "The trial roll is a roll of 2d6: 2 to 12, not 13.",
    )
    assert refused(lambda: deception(4, 1, 100))[0] == "BB-T6.2"
    assert refused(lambda: deception(7, None, 100)) == (
        "BB-Q24",
        "The Deception Table die is a roll of 1d6: 1 to 6, not 7.",
    )
    assert refused(lambda: deception(2, None, -5)) == (
        "BB-T6.4",
        "The wealth cannot be negative, not -5.",
    )


# BB-S3.7: (status, haven, letter of marque) -> column.
@pytest.mark.parametrize(
    ("status", "haven", "marque", "column"),
    [
        ("anti_pirate", False, False, "anti_pirate"),
        ("anti_pirate", False, True, "pro_pirate"),
        ("pro_pirate", False, True, "pro_pirate"),
        ("pro_pirate", True, False, "haven"),
        ("pro_pirate", True, True, "haven"),
        ("neutral", False, True, "neutral"),
        ("pirate_port", False, False, "pirate_port"),
    ],
)
def test_bb_s3_7_the_effective_column(status: str, haven: bool, marque: bool, column: str) -> None:
    assert effective_column(status, haven=haven, letter_of_marque=marque).column == column


def test_bb_s3_6_a_destroyed_port_offers_nothing_even_to_its_haven() -> None:
    assert refused(lambda: effective_column("destroyed", haven=True, letter_of_marque=True)) == (
        "BB-S3.6",
        "This port is destroyed: nothing can be done there for the rest of the game.",
    )


def test_bb_s3_the_catalogue_is_the_printed_summary() -> None:
    assert c.PORT_COLUMNS == ("anti_pirate", "pro_pirate", "haven", "neutral", "pirate_port")
    assert list(c.PORT_COLUMN_NAMES.values()) == [
        "Anti-Pirate port",
        "Pro-Pirate port",
        "Pirate haven",
        "Neutral port",
        "Pirate port",
    ]
    assert [r and r.label for r in c.CONVERSION.values()] == [
        None,
        "1:1",
        "1:1+10%, rounded up",
        "2:1, rounded up",
        "1:1",
    ]
    assert list(c.RANSOM.values()) == [False, True, True, True, False]
    assert c.RANSOM_REFUSED_ORIGINS == ("arab", "portuguese")
    assert c.REPAIR_REFUSED_ORIGINS == ("arab",)
    assert list(c.RETIREMENT.values()) == [
        None,
        ("bribery", "18.41D"),
        ("voluntary", "18.41A"),
        None,
        None,
    ]
    assert list(c.OTHER.values()) == [
        ("letter_of_marque_reads_pro_pirate", "9.31"),
        ("buy_haven", "9.44"),
        None,
        None,
        ("dr_loyalty_plus_3", None),
    ]


@pytest.mark.parametrize(
    ("column", "wealth"),
    [("pro_pirate", 1001), ("haven", 1102), ("neutral", 501), ("pirate_port", 1001)],
)
def test_bb_s3_1_every_column_converts_at_its_rate(column: str, wealth: int) -> None:
    result = convert_plunder([600, 401], column)
    assert (result.plunder, result.wealth) == (1001, wealth)  # both round up (BB-G4)


def test_bb_s3_1_messages_and_refusals() -> None:
    assert english(convert_plunder([1000], "haven").message) == (
        "1000 D of plunder become 1100 D of wealth in a Pirate haven (1:1+10%, rounded up, "
        "BB-S3.1)."
    )
    assert refused(lambda: convert_plunder([100], "anti_pirate")) == (
        "BB-S3.1",
        "Plunder cannot be turned into wealth in an Anti-Pirate port, unless the pirate has a "
        "Letter of Marque (BB-Q36).",
    )
    assert refused(lambda: convert_plunder([100, -1], "neutral")) == (
        "BB-S3.1",
        "The plunder in a hold cannot be negative, not -1.",
    )
    assert convert_plunder([], "neutral").wealth == 0


@pytest.mark.parametrize("column", ["pro_pirate", "haven", "neutral"])
def test_bb_s3_2_ransom_where_allowed(column: str) -> None:
    assert check_ransom(column, "other") == ("BB-S3.2",)
    for origin in ("arab", "portuguese"):
        assert refused(partial(check_ransom, column, origin)) == (
            "BB-S3.2",
            "Hostages cannot be ransomed in an Arab or Portuguese port.",
        )


@pytest.mark.parametrize(
    ("column", "name"), [("anti_pirate", "Anti-Pirate port"), ("pirate_port", "Pirate port")]
)
def test_bb_s3_2_no_ransom_in_anti_pirate_or_pirate_ports(column: str, name: str) -> None:
    assert refused(lambda: check_ransom(column, "other")) == (
        "BB-S3.2",
        f"Hostages cannot be ransomed in a {name}.",
    )


@pytest.mark.parametrize("die", range(1, 7))
def test_bb_s3_3_and_q35_repair_by_column_and_die(die: int) -> None:
    assert repair("pro_pirate", "other", die).hits == [1, 1, 2, 2, 3, 3][die - 1]
    assert repair("neutral", "portuguese", die).hits == [1, 1, 2, 2, 3, 3][die - 1]
    assert repair("haven", "other", die).hits == [3, 3, 4, 4, 5, 5][die - 1]


def test_bb_s3_3_repair_messages_and_refusals() -> None:
    assert english(repair("haven", "other", 3).message) == (
        "Repair in a Pirate haven: die 3 removes 4 damage hits, speed or combat as the players "
        "choose (BB-S3.3, BB-Q35)."
    )
    assert english(repair("neutral", "other", 1).message) == (
        "Repair in a Neutral port: die 1 removes 1 damage hit, speed or combat as the players "
        "choose (BB-S3.3, BB-Q35)."
    )
    everything = repair("pirate_port", "arab")  # the Arab exception is not in this column
    assert (everything.all_hits, everything.die) == (True, None)
    assert english(everything.message) == (
        "Repair in a Pirate port: every speed and combat damage hit is removed (BB-S3.3)."
    )
    assert refused(lambda: repair("pirate_port", "other", 4)) == (
        "BB-S3.3",
        "A Pirate port removes every damage hit: no die is rolled.",
    )
    assert refused(lambda: repair("anti_pirate", "other", 4)) == (
        "BB-S3.3",
        "Ships are not repaired in an Anti-Pirate port.",
    )
    for column in ("pro_pirate", "haven", "neutral"):
        assert refused(partial(repair, column, "arab", 4)) == (
            "BB-S3.3",
            "Ships are not repaired in an Arab port, unless it is a Pirate port.",
        )
    assert refused(lambda: repair("neutral", "other")) == (
        "BB-S3.3",
        "A repair here rolls 1d6: enter the die.",
    )
    assert refused(lambda: repair("neutral", "other", 0)) == (
        "BB-S3.3",
        "The repair die is a roll of 1d6: 1 to 6, not 0.",
    )


def test_bb_q35_the_players_split_the_hits_and_never_go_below_0() -> None:
    two = repair("neutral", "other", 4)
    assert after_repair(two, 3, 2, 1, 1) == (2, 1)
    assert after_repair(two, 1, 0, 1, 0) == (0, 0)  # only one hit left to remove
    assert after_repair(repair("pirate_port", "other"), 5, 4) == (0, 0)
    assert refused(lambda: after_repair(two, 3, 2, 0, 3)) == (
        "BB-Q35",
        "The ship has 3 speed and 2 combat hits to remove.",
    )
    assert refused(lambda: after_repair(two, 3, 2, 1, 0)) == (
        "BB-Q35",
        "This repair removes 2 hits: split them between speed and combat.",
    )
    assert refused(lambda: after_repair(two, 1, 0, 0, 0)) == (
        "BB-Q35",
        "This repair removes 1 hit: split it between speed and combat.",
    )


def test_bb_g1_the_dice_ranges() -> None:
    assert dict(c.DICE) == {"1d6": (1, 6), "2d6": (2, 12), "3d6": (3, 18)}
