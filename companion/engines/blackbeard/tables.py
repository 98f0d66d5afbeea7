"""The tables of the aid a pirate meets in play, as calculators: cargo (BB-T1), storm
(BB-T2), notoriety (BB-T4) and crew loyalty (BB-T5); victory points and deception are in
``victory.py``. Each takes raw dice and the values the table reads, and answers with what
the table gives, the rule IDs it applied and what a player reads; it changes nothing: the
engine's moves apply the result."""

from __future__ import annotations

from dataclasses import dataclass

from companion.engines.blackbeard.catalogue import (
    CARGO_COLUMN_NAMES,
    CARGO_COLUMNS,
    CARGO_ROLL_MAX,
    CARGO_ROLL_MIN,
    CARGO_ROWS,
    LOYALTY,
    LOYALTY_FLOOR,
    MARK_LOYALTY_ROW,
    NOTORIETY_DEEDS,
    STORM_ROWS,
    TRANSIT_BOX_MODIFIER,
)
from companion.engines.blackbeard.rolls import check_count, check_roll, signed
from companion.engines.errors import RuleError
from companion.engines.text import Msg, _, ngettext

DECLINE_ROW = "BB-T5.6"


@dataclass(frozen=True)
class Cargo:
    """A BB-T1 lookup. The marker's loyalty change counts only if the cargo is taken;
    declining costs its own -1 instead (BB-Q5), and no notoriety (BB-Q6)."""

    die: int
    cargo_value: int
    column: str
    modified_roll: int  # uncapped: the plunder's notoriety (BB-Q3)
    row: int  # the printed row read
    doubloons: int  # for one hold (BB-T1.3)
    mark: str
    take_loyalty: int
    take_rows: tuple[str, ...]
    decline_loyalty: int
    decline_rows: tuple[str, ...]
    notoriety: int  # gained at step 5 if taken (BB-T4.1)
    fills_hold: bool  # a 0 D cargo may be taken, but the hold stays empty (BB-Q7)
    rules: tuple[str, ...]
    message: Msg
    warnings: tuple[Msg, ...]


def cargo(die: int, cargo_value: int, column: str) -> Cargo:
    """BB-T1: 1d6 + the merchant's cargo value, read in the plunder's column."""
    check_roll(die, "1d6", "BB-T1.1", _("cargo die"))
    if column not in CARGO_COLUMNS:
        raise RuleError(
            "BB-T1.2",
            _("The Merchant Cargo Table has columns A, B, C and D, not %(column)s.", column=column),
        )
    roll = die + cargo_value
    row = min(max(roll, CARGO_ROLL_MIN), CARGO_ROLL_MAX)
    off = _off_the_table(roll, row)
    rules = ["BB-T1.1", "BB-T1.2", "BB-T1.3", *((off[0],) if off else ())]
    printed = CARGO_ROWS[row - CARGO_ROLL_MIN]
    doubloons = printed.values[CARGO_COLUMNS.index(column)]
    mark_row = MARK_LOYALTY_ROW.get(printed.mark)
    if mark_row:
        rules.append("BB-T1.4" if LOYALTY[mark_row].change < 0 else "BB-T1.5")
    if doubloons == 0:
        rules.append("BB-Q7")
    return Cargo(
        die=die,
        cargo_value=cargo_value,
        column=column,
        modified_roll=roll,
        row=row,
        doubloons=doubloons,
        mark=printed.mark,
        take_loyalty=LOYALTY[mark_row].change if mark_row else 0,
        take_rows=(mark_row,) if mark_row else (),
        decline_loyalty=LOYALTY[DECLINE_ROW].change,
        decline_rows=(DECLINE_ROW,),
        notoriety=notoriety("plunder", roll).points,
        fills_hold=doubloons > 0,
        rules=tuple(rules),
        message=_cargo_message(die, cargo_value, column, roll, doubloons, printed.mark),
        warnings=(off[1],) if off else (),
    )


def _off_the_table(roll: int, row: int) -> tuple[str, Msg] | None:
    """The ruling and warning for a modified roll the printed rows do not cover: the
    nearest row is read (BB-Q1, BB-Q2), as only a cargo value outside 0 to 4 gives one."""
    if roll > row:
        return "BB-Q1", _(
            "The modified roll %(roll)s is past the table: row %(row)s is read, and the "
            "notoriety stays %(roll)s (BB-Q1).",
            roll=roll,
            row=row,
        )
    if roll < row:
        return "BB-Q2", _(
            "The modified roll %(roll)s is below the table: row %(row)s is read (BB-Q2).",
            roll=roll,
            row=row,
        )
    return None


def _cargo_message(die: int, value: int, column: str, roll: int, doubloons: int, mark: str) -> Msg:
    params = {
        "die": die,
        "value": value,
        "roll": roll,
        "column": column,
        "names": _(CARGO_COLUMN_NAMES[column]),
        "doubloons": doubloons,
    }
    if not mark:
        return _(
            "Cargo: die %(die)s + cargo value %(value)s = %(roll)s, column %(column)s "
            "(%(names)s): %(doubloons)s D for one hold.",
            **params,
        )
    change = signed(LOYALTY[MARK_LOYALTY_ROW[mark]].change)
    return _(
        "Cargo: die %(die)s + cargo value %(value)s = %(roll)s, column %(column)s "
        "(%(names)s): %(doubloons)s D for one hold, marked %(mark)s: crew loyalty "
        "%(change)s if it is taken.",
        mark=mark,
        change=change,
        **params,
    )


@dataclass(frozen=True)
class Storm:
    die: int
    modified_roll: int
    speed_hits: int  # the table gives speed hits only (BB-T2.7)
    sunk: bool
    rules: tuple[str, ...]
    message: Msg


def storm(die: int, in_transit_box: bool) -> Storm:
    """BB-T2 on 1d6 (BB-Q12), +1 in a Transit Box: a sinking needs the box and a 6."""
    check_roll(die, "1d6", "BB-Q12", _("storm die"))
    roll = die + (TRANSIT_BOX_MODIFIER if in_transit_box else 0)
    printed = next(row for row in STORM_ROWS if row.low <= roll <= row.high)
    rules = ("BB-Q12", printed.rule_id, *(("BB-T2.5",) if in_transit_box else ()))
    if printed.hits is None:
        return Storm(
            die,
            roll,
            0,
            True,
            (*rules, "BB-Q13"),
            _(
                "Storm in a Transit Box: die %(die)s + 1 = %(roll)s: the ship is sunk; the "
                "pirate is eliminated, not by the KC, and loses his plunder and hostages "
                "(BB-T2.4, BB-Q13).",
                die=die,
                roll=roll,
            ),
        )
    if in_transit_box:
        text = ngettext(
            "Storm in a Transit Box: die %(die)s + 1 = %(roll)s: %(n)s speed damage hit.",
            "Storm in a Transit Box: die %(die)s + 1 = %(roll)s: %(n)s speed damage hits.",
            printed.hits,
            die=die,
            roll=roll,
        )
    else:
        text = ngettext(
            "Storm: die %(die)s: %(n)s speed damage hit.",
            "Storm: die %(die)s: %(n)s speed damage hits.",
            printed.hits,
            die=die,
        )
    return Storm(die, roll, printed.hits, False, rules, text)


def current_speed(printed_speed: int, speed_hits: int) -> int:
    """BB-Q14: each speed hit takes a point off the printed speed, below 0 too."""
    return printed_speed - check_count(speed_hits, "BB-Q14", _("number of speed hits"))


@dataclass(frozen=True)
class SpeedCrossing:
    speed_before: int
    speed_after: int
    crossed: bool
    loyalty_rows: tuple[str, ...]
    rules: tuple[str, ...]


def speed_crossing(speed_before: int, speed_after: int) -> SpeedCrossing:
    """BB-T5.5, BB-Q14: once per event that takes the speed from 0 or more to -1 or less;
    from -1 to -2 costs nothing, and after a repair to 0 or more it can happen again."""
    crossed = speed_before >= 0 > speed_after
    return SpeedCrossing(
        speed_before,
        speed_after,
        crossed,
        ("BB-T5.5",) if crossed else (),
        ("BB-T5.5", "BB-Q14"),
    )


@dataclass(frozen=True)
class Loyalty:
    before: int
    after: int
    rows: tuple[str, ...]
    floored: bool  # a decrease stopped at 0 (BB-Q15)
    mutiny_due: bool  # fell to 0 from above: an automatic mutiny now (BB-P7.2, BB-Q18)
    rules: tuple[str, ...]
    messages: tuple[Msg, ...]


def loyalty(current: int, *rows: str) -> Loyalty:
    """BB-T5: the rows an event triggers, in order; they add up (BB-T5.17), every
    decrease stops at 0 (BB-Q15), and there is no maximum. One call is one moment of
    play: changes at different steps of a procedure are separate calls (BB-Q18)."""
    value = check_count(current, "BB-Q15", _("crew loyalty"))
    floored = False
    messages: list[Msg] = []
    for rule_id in rows:
        row = LOYALTY[rule_id]
        if row.reset is not None:
            value = row.reset
        else:
            floored = floored or value + row.change < LOYALTY_FLOOR
            value = max(LOYALTY_FLOOR, value + row.change)
        messages.append(_loyalty_message(rule_id, value))
    rules = list(rows)
    if floored:
        rules.append("BB-Q15")
        messages.append(_("Crew loyalty stops at 0 (BB-Q15)."))
    mutiny_due = current > LOYALTY_FLOOR == value
    if mutiny_due:
        rules += ["BB-P7.2", "BB-Q18"]
        messages.append(
            _("Crew loyalty is 0: an automatic mutiny is resolved now (BB-P7.2, BB-Q18).")
        )
    return Loyalty(current, value, tuple(rows), floored, mutiny_due, tuple(rules), tuple(messages))


def _loyalty_message(rule_id: str, after: int) -> Msg:
    row = LOYALTY[rule_id]
    params = {"reason": _(row.reason), "rule": rule_id, "ref": row.rule_ref, "after": after}
    if row.reset is not None:
        return _(
            "Crew loyalty returns to %(after)s: %(reason)s (%(rule)s, rule %(ref)s).", **params
        )
    change = signed(row.change)
    if row.rule_ref is None:
        return _(
            "Crew loyalty %(change)s: %(reason)s (%(rule)s); now %(after)s.",
            change=change,
            **params,
        )
    return _(
        "Crew loyalty %(change)s: %(reason)s (%(rule)s, rule %(ref)s); now %(after)s.",
        change=change,
        **params,
    )


@dataclass(frozen=True)
class Notoriety:
    deed: str
    points: int
    rule_id: str
    rule_ref: str
    message: Msg


def notoriety(deed: str, value: int | None = None) -> Notoriety:
    """BB-T4: the points a deed gains, from the value it names (cargo value + 1d6, the
    hostage's or port's value, the KC's or warship's combat) or fixed (the expulsion)."""
    row = NOTORIETY_DEEDS[deed]
    if (row.fixed is None) == (value is None):
        raise ValueError(f"{deed}: value {value!r} does not fit the deed")
    # BB-T4.8: nothing lowers notoriety, so a value below 0 (a hypothetical cargo) gains 0.
    points = row.fixed if row.fixed is not None else max(0, row.multiplier * (value or 0))
    return Notoriety(
        deed,
        points,
        row.rule_id,
        row.rule_ref,
        _(
            "Notoriety +%(points)s for %(deed)s (%(rule)s, rule %(ref)s).",
            points=points,
            deed=_(row.label),
            rule=row.rule_id,
            ref=row.rule_ref,
        ),
    )
