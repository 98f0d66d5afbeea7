"""The Port Status Summary (BB-S3) as calculators: which column a pirate reads at a port,
and what that column allows him there (conversion, ransom, repair)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from companion.engines.blackbeard.catalogue import (
    ANTI_PIRATE,
    BASE_STATUSES,
    CONVERSION,
    DESTROYED,
    HAVEN,
    ORIGINS,
    PORT_COLUMN_NAMES,
    PORT_COLUMNS,
    PRO_PIRATE,
    RANSOM,
    RANSOM_REFUSED_ORIGINS,
    REPAIR,
    REPAIR_REFUSED_ORIGINS,
)
from companion.engines.blackbeard.rolls import check_count, check_roll
from companion.engines.errors import RuleError
from companion.engines.text import Msg, _, ngettext


@dataclass(frozen=True)
class PortColumn:
    column: str
    rules: tuple[str, ...]


def effective_column(
    status: str, *, haven: bool = False, letter_of_marque: bool = False
) -> PortColumn:
    """The column of BB-S3 a pirate reads at a port of this base status, checked in the
    order of BB-S3.7: a destroyed port offers nothing; the pirate's own haven mark there
    (BB-P4.3); an Anti-Pirate port read as Pro-Pirate by a pirate with a Letter of Marque,
    for every entry of that column (BB-Q36); else the port's own status."""
    if status not in BASE_STATUSES:
        raise ValueError(f"not a port status: {status}")
    if status == DESTROYED:
        raise RuleError(
            "BB-S3.6",
            _("This port is destroyed: nothing can be done there for the rest of the game."),
        )
    if haven:
        return PortColumn(HAVEN, ("BB-S3.7", "BB-P4.3"))
    if status == ANTI_PIRATE and letter_of_marque:
        return PortColumn(PRO_PIRATE, ("BB-S3.7", "BB-S3.5", "BB-Q36"))
    return PortColumn(status, ("BB-S3.7",))


def _column(column: str) -> str:
    if column not in PORT_COLUMNS:
        raise ValueError(f"not a Port Status Summary column: {column}")
    return column


@dataclass(frozen=True)
class Conversion:
    plunder: int
    wealth: int
    column: str
    rules: tuple[str, ...]
    message: Msg


def convert_plunder(holds: Sequence[int], column: str) -> Conversion:
    """BB-S3.1: the holds the players chose (BB-Q34: all by default) become wealth at the
    column's rate, rounded up once on their total, not hold by hold (BB-Q34)."""
    rate = CONVERSION[_column(column)]
    if rate is None:
        raise RuleError(
            "BB-S3.1",
            _(
                "Plunder cannot be turned into wealth in an Anti-Pirate port, unless the "
                "pirate has a Letter of Marque (BB-Q36)."
            ),
        )
    plunder = sum(check_count(hold, "BB-S3.1", _("plunder in a hold")) for hold in holds)
    scale = 100 * rate.divisor
    wealth = -(-plunder * (100 + rate.bonus_percent) // scale)  # rounded up (BB-G4)
    return Conversion(
        plunder,
        wealth,
        column,
        ("BB-S3.1", "BB-Q34"),
        _(
            "%(plunder)s D of plunder become %(wealth)s D of wealth in a %(column)s "
            "(%(rate)s, BB-S3.1).",
            plunder=plunder,
            wealth=wealth,
            column=_(PORT_COLUMN_NAMES[column]),
            rate=_(rate.label),
        ),
    )


def check_ransom(column: str, origin: str) -> tuple[str, ...]:
    """BB-S3.2: where hostages may be ransomed; the amount is the rulebook's (rule 9.4)."""
    if origin not in ORIGINS:
        raise ValueError(f"not a port origin: {origin}")
    if not RANSOM[_column(column)]:
        raise RuleError(
            "BB-S3.2",
            _(
                "Hostages cannot be ransomed in a %(column)s.",
                column=_(PORT_COLUMN_NAMES[column]),
            ),
        )
    if origin in RANSOM_REFUSED_ORIGINS:
        raise RuleError("BB-S3.2", _("Hostages cannot be ransomed in an Arab or Portuguese port."))
    return ("BB-S3.2",)


@dataclass(frozen=True)
class Repair:
    die: int | None
    hits: int  # at most this many, split by the players (BB-Q35); unused if all_hits
    all_hits: bool  # a Pirate port clears every hit of both kinds with no die
    rules: tuple[str, ...]
    message: Msg


def repair(column: str, origin: str, die: int | None = None) -> Repair:
    """BB-S3.3: 1d6/2 rounded up (BB-Q35), +2 in a haven; refused in an Anti-Pirate port
    and, for the three columns that roll, in an Arab port; a Pirate port clears all."""
    if origin not in ORIGINS:
        raise ValueError(f"not a port origin: {origin}")
    rate = REPAIR[_column(column)]
    if rate is None:
        raise RuleError("BB-S3.3", _("Ships are not repaired in an Anti-Pirate port."))
    if rate.all_hits:
        if die is not None:
            raise RuleError(
                "BB-S3.3", _("A Pirate port removes every damage hit: no die is rolled.")
            )
        text = _("Repair in a Pirate port: every speed and combat damage hit is removed (BB-S3.3).")
        return Repair(None, 0, True, ("BB-S3.3",), text)
    if origin in REPAIR_REFUSED_ORIGINS:
        raise RuleError(
            "BB-S3.3", _("Ships are not repaired in an Arab port, unless it is a Pirate port.")
        )
    if die is None:
        raise RuleError("BB-S3.3", _("A repair here rolls 1d6: enter the die."))
    check_roll(die, "1d6", "BB-S3.3", _("repair die"))
    hits = -(-die // rate.divisor) + rate.bonus
    text = ngettext(
        "Repair in a %(column)s: die %(die)s removes %(n)s damage hit, speed or combat as "
        "the players choose (BB-S3.3, BB-Q35).",
        "Repair in a %(column)s: die %(die)s removes %(n)s damage hits, speed or combat as "
        "the players choose (BB-S3.3, BB-Q35).",
        hits,
        column=_(PORT_COLUMN_NAMES[column]),
        die=die,
    )
    return Repair(die, hits, False, ("BB-S3.3", "BB-Q35"), text)


def after_repair(
    done: Repair, speed_hits: int, combat_hits: int, speed_off: int = 0, combat_off: int = 0
) -> tuple[int, int]:
    """The hits left, speed and combat, after the players split a repair (BB-Q35): as many
    as it removes, or every hit if there are fewer, and never more of a kind than there is."""
    check_count(speed_hits, "BB-Q35", _("number of speed hits"))
    check_count(combat_hits, "BB-Q35", _("number of combat hits"))
    if done.all_hits:
        return 0, 0
    check_count(speed_off, "BB-Q35", _("number of speed hits removed"))
    check_count(combat_off, "BB-Q35", _("number of combat hits removed"))
    if speed_off > speed_hits or combat_off > combat_hits:
        raise RuleError(
            "BB-Q35",
            _(
                "The ship has %(speed)s speed and %(combat)s combat hits to remove.",
                speed=speed_hits,
                combat=combat_hits,
            ),
        )
    owed = min(done.hits, speed_hits + combat_hits)
    if speed_off + combat_off != owed:
        raise RuleError(
            "BB-Q35",
            ngettext(
                "This repair removes %(n)s hit: split it between speed and combat.",
                "This repair removes %(n)s hits: split them between speed and combat.",
                owed,
            ),
        )
    return speed_hits - speed_off, combat_hits - combat_off
