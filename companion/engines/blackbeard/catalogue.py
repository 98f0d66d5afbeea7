"""What the Blackbeard player aid prints: the six tables (BB-T1 to BB-T6), the Port Status
Summary (BB-S3) and the numbers its contests compare (BB-G7). Nothing here is invented:
component values (cargo values, ports, pirate cards, ships, warships, KCs) and which sea
zone uses which cargo column are not in the aid (BB-Q4), so they come from a club catalogue
or are entered at the table."""

from __future__ import annotations

from types import MappingProxyType
from typing import Final, NamedTuple

from companion.engines.text import N_

# BB-G1, 9.2: the dice the aid names, as the range of their total.
DICE: Final = MappingProxyType({"1d6": (1, 6), "2d6": (2, 12), "3d6": (3, 18)})

# BB-T1: four value columns under one heading; the letters are ours (BB-Q4), the names
# are printed, abbreviations and all (BB-Q40).
CARGO_COLUMNS: Final = ("A", "B", "C", "D")
CARGO_COLUMN_NAMES: Final = MappingProxyType(
    {
        "A": N_("N. Atlantic, S. Atlantic, C. Atlantic"),
        "B": N_("Caribbean, C. America, S. America"),
        "C": N_("East Africa, Gold Coast"),
        "D": N_("India"),
    }
)
MARK_LOSS: Final = "*"  # BB-T1.4
MARK_GAIN: Final = "**"  # BB-T1.5


class CargoRow(NamedTuple):
    """One printed row: the modified roll, its marker ("" for none) and the D of one hold
    in columns A, B, C and D."""

    roll: int
    mark: str
    values: tuple[int, int, int, int]


# BB-T1, in printed order.
CARGO_ROWS: Final = (
    CargoRow(1, MARK_LOSS, (0, 100, 50, 500)),
    CargoRow(2, MARK_LOSS, (100, 400, 150, 1000)),
    CargoRow(3, MARK_LOSS, (200, 600, 300, 1200)),
    CargoRow(4, "", (300, 800, 500, 1500)),
    CargoRow(5, "", (400, 1000, 600, 1800)),
    CargoRow(6, "", (500, 1200, 700, 2000)),
    CargoRow(7, "", (600, 1300, 800, 2500)),
    CargoRow(8, MARK_GAIN, (700, 1500, 1000, 3000)),
    CargoRow(9, MARK_GAIN, (800, 2500, 1200, 4000)),
    CargoRow(10, MARK_GAIN, (1000, 3000, 1500, 7500)),
)
CARGO_ROLL_MIN: Final = CARGO_ROWS[0].roll
CARGO_ROLL_MAX: Final = CARGO_ROWS[-1].roll
# BB-T1.4, BB-T1.5: the Crew Loyalty row a marker triggers when the cargo is taken (BB-Q5).
MARK_LOYALTY_ROW: Final = MappingProxyType({MARK_LOSS: "BB-T5.1", MARK_GAIN: "BB-T5.8"})


class StormRow(NamedTuple):
    """A band of modified rolls; ``hits`` None is "ship sunk"."""

    rule_id: str
    low: int
    high: int
    hits: int | None


# BB-T2
STORM_ROWS: Final = (
    StormRow("BB-T2.1", 1, 2, 1),
    StormRow("BB-T2.2", 3, 5, 2),
    StormRow("BB-T2.3", 6, 6, 3),
    StormRow("BB-T2.4", 7, 7, None),
)
TRANSIT_BOX_MODIFIER: Final = 1  # BB-T2.5


class VictoryRow(NamedTuple):
    """VP per notoriety point, D of wealth per VP (0: wealth scores nothing) and the
    divisor of the KC side's share (0: no share)."""

    rule_id: str
    per_notoriety: int
    wealth_per_vp: int
    kc_side_divisor: int


# BB-T3
VP_RETIRED: Final = VictoryRow("BB-T3.1", 2, 100, 0)
VP_ELIMINATED: Final = VictoryRow("BB-T3.2", 1, 0, 0)
VP_BY_KC: Final = VictoryRow("BB-T3.3", 1, 0, 2)


class Deed(NamedTuple):
    """A BB-T4 row: notoriety = ``multiplier`` x the value the deed names, or ``fixed``."""

    rule_id: str
    rule_ref: str
    label: str
    multiplier: int
    fixed: int | None = None


# BB-T4, in printed order; the plunder's value is cargo value + 1d6 (BB-T4.1, BB-Q3).
NOTORIETY_DEEDS: Final = MappingProxyType(
    {
        "plunder": Deed("BB-T4.1", "8.36", N_("plundering a merchant ship"), 1),
        "torture": Deed("BB-T4.2", "8.45", N_("torturing a hostage"), 1),
        "port_attack": Deed("BB-T4.3", "9.53", N_("a successful port attack"), 2),
        "port_sack": Deed("BB-T4.4", "9.55", N_("a successful port sack"), 3),
        "kc_defeated": Deed("BB-T4.5", "10.34", N_("defeating the KC in battle"), 2),
        "warship_defeated": Deed("BB-T4.6", "6.46", N_("defeating the warship in battle"), 1),
        "kc_expulsion": Deed("BB-T4.7", "10.51", N_("an expulsion attempt by the KC"), 1, 1),
    }
)


class LoyaltyRow(NamedTuple):
    """A BB-T5 row: the change, or the value it returns to (``reset``), with the rulebook
    section the aid prints beside it (None where it prints none)."""

    rule_id: str
    change: int
    rule_ref: str | None
    reason: str
    reset: int | None = None


START_LOYALTY: Final = 6  # BB-Q15: read from "returns to 6", editable at deployment
LOYALTY_FLOOR: Final = 0  # BB-Q15

# BB-T5, in printed order.
LOYALTY_ROWS: Final = (
    LoyaltyRow("BB-T5.1", -1, None, N_("the cargo roll is a row marked *")),
    LoyaltyRow("BB-T5.2", -1, "17.2", N_("scurvy, at its onset and each owner's turn with it")),
    LoyaltyRow("BB-T5.3", -1, "18.41D", N_("a failed retirement by bribery")),
    LoyaltyRow("BB-T5.4", -1, "6.46", N_("the battle with the warship is lost")),
    LoyaltyRow("BB-T5.5", -1, "6.26", N_("the ship's speed goes from 0 to -1")),
    LoyaltyRow("BB-T5.6", -1, "8.36", N_("the cargo is declined")),
    LoyaltyRow("BB-T5.7", -1, "14.2", N_("a mutiny put down on a roll equal to Leadership")),
    LoyaltyRow("BB-T5.8", 1, None, N_("the cargo roll is a row marked **")),
    LoyaltyRow("BB-T5.9", 1, "13.21", N_("D&R removed in a port that is not a Pirate port")),
    LoyaltyRow("BB-T5.10", 3, "13.21", N_("D&R removed in a Pirate port")),
    LoyaltyRow("BB-T5.11", 1, "8.45", N_("a hostage tortured, whether he talks or not")),
    LoyaltyRow("BB-T5.12", 1, "9.56", N_("a successful port attack")),
    LoyaltyRow("BB-T5.13", 1, "9.55", N_("a successful port sack")),
    LoyaltyRow("BB-T5.14", 1, "10.34", N_("the KC defeated in battle")),
    LoyaltyRow("BB-T5.15", 0, "14.2", N_("a successful mutiny"), START_LOYALTY),
)
LOYALTY: Final = MappingProxyType({row.rule_id: row for row in LOYALTY_ROWS})


class DeceptionBand(NamedTuple):
    """A BB-T6 band of the 1d6 roll and what it decides."""

    rule_id: str
    low: int
    high: int
    outcome: str  # "cleared", "trial" or "hanged"


# BB-T6
DECEPTION_BANDS: Final = (
    DeceptionBand("BB-T6.1", 1, 2, "cleared"),
    DeceptionBand("BB-T6.2", 3, 4, "trial"),
    DeceptionBand("BB-T6.3", 5, 6, "hanged"),
)
DECEPTION_PERCENT_PER_PIP: Final = 10  # BB-T6.2: the 2d6 total times ten, in per cent

# BB-S3: the five columns, with their printed headings.
ANTI_PIRATE: Final = "anti_pirate"
PRO_PIRATE: Final = "pro_pirate"
HAVEN: Final = "haven"
NEUTRAL: Final = "neutral"
PIRATE_PORT: Final = "pirate_port"
PORT_COLUMNS: Final = (ANTI_PIRATE, PRO_PIRATE, HAVEN, NEUTRAL, PIRATE_PORT)
PORT_COLUMN_NAMES: Final = MappingProxyType(
    {
        ANTI_PIRATE: N_("Anti-Pirate port"),
        PRO_PIRATE: N_("Pro-Pirate port"),
        HAVEN: N_("Pirate haven"),
        NEUTRAL: N_("Neutral port"),
        PIRATE_PORT: N_("Pirate port"),
    }
)
# BB-S3.6: a port's own status; a haven belongs to one pirate, not to the port.
DESTROYED: Final = "destroyed"
BASE_STATUSES: Final = (ANTI_PIRATE, PRO_PIRATE, NEUTRAL, PIRATE_PORT, DESTROYED)
# BB-S3.2, BB-S3.3: the only nationalities the summary names.
ARAB: Final = "arab"
PORTUGUESE: Final = "portuguese"
OTHER_ORIGIN: Final = "other"
ORIGINS: Final = (ARAB, PORTUGUESE, OTHER_ORIGIN)


class Conversion(NamedTuple):
    """BB-S3.1: plunder per D of wealth and the bonus in per cent; wealth =
    ceil(P x (100 + bonus) / (100 x divisor)), rounded once on the total (BB-Q34)."""

    divisor: int
    bonus_percent: int
    label: str


# BB-S3.1 (None: not allowed)
CONVERSION: Final = MappingProxyType(
    {
        ANTI_PIRATE: None,
        PRO_PIRATE: Conversion(1, 0, N_("1:1")),
        HAVEN: Conversion(1, 10, N_("1:1+10%, rounded up")),
        NEUTRAL: Conversion(2, 0, N_("2:1, rounded up")),
        PIRATE_PORT: Conversion(1, 0, N_("1:1")),
    }
)

# BB-S3.2
RANSOM: Final = MappingProxyType(
    {ANTI_PIRATE: False, PRO_PIRATE: True, HAVEN: True, NEUTRAL: True, PIRATE_PORT: False}
)
RANSOM_REFUSED_ORIGINS: Final = (ARAB, PORTUGUESE)


class Repair(NamedTuple):
    """BB-S3.3: hits removed per action = ceil(1d6 / divisor) + bonus (BB-Q35), or every
    hit of both kinds with no die (``all_hits``)."""

    divisor: int
    bonus: int
    all_hits: bool = False


# BB-S3.3 (None: not allowed)
REPAIR: Final = MappingProxyType(
    {
        ANTI_PIRATE: None,
        PRO_PIRATE: Repair(2, 0),
        HAVEN: Repair(2, 2),
        NEUTRAL: Repair(2, 0),
        PIRATE_PORT: Repair(0, 0, all_hits=True),
    }
)
# The exception is printed in the three columns that roll, not in the Pirate port's.
REPAIR_REFUSED_ORIGINS: Final = (ARAB,)

# BB-S3.4: the retirement route each column allows, with its rulebook section.
RETIREMENT: Final = MappingProxyType(
    {
        ANTI_PIRATE: None,
        PRO_PIRATE: ("bribery", "18.41D"),
        HAVEN: ("voluntary", "18.41A"),
        NEUTRAL: None,
        PIRATE_PORT: None,
    }
)

# BB-S3.5: what else each column allows, with its rulebook section where printed.
OTHER: Final = MappingProxyType(
    {
        ANTI_PIRATE: ("letter_of_marque_reads_pro_pirate", "9.31"),
        PRO_PIRATE: ("buy_haven", "9.44"),
        HAVEN: None,
        NEUTRAL: None,
        PIRATE_PORT: ("dr_loyalty_plus_3", None),
    }
)

# BB-G7: the fixed numbers the contests compare.
MERCHANT_SEARCH_TARGET: Final = 7  # BB-S1.2: 7 or more
CAPTURE_ACTIVE_BONUS: Final = 1  # BB-S1.6
WARSHIP_WIN_HITS: Final = 1  # BB-P1.5
PORT_ATTACK_WIN_HITS: Final = 1  # BB-P2.3
