"""Leaving play by choice: retirement by its three routes (BB-S1.11, BB-S1.14, BB-Q28),
and the Deception Table when the players call it (BB-T6, BB-Q24)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.blackbeard import fleet, victory
from companion.engines.blackbeard.at_sea import PIRATE, die_arg
from companion.engines.blackbeard.catalogue import (
    DESTROYED,
    HAVEN,
    PRO_PIRATE,
)
from companion.engines.blackbeard.in_port import (
    ROUTE_LABELS,
    ROUTES,
    _column,
    _free,
    _in_port,
)
from companion.engines.house_rulings import house_note, overridden
from companion.engines.text import N_, Msg, _


@move(
    "retire",
    N_("Retire the pirate"),
    PIRATE,
    Arg("route", "choice", N_("how he retires"), choices=ROUTES, choice_labels=ROUTE_LABELS),
    Arg("succeeded", "bool", N_("the bribe succeeded (rule 18.41D)"), required=False),
    rule="BB-S1.11",
    confirm=N_("Retire this pirate? If he retires he leaves play for good and scores at once."),
    example={"pirate": 1, "route": "bribery", "succeeded": True},
)
def retire(
    state: State, seat: int | None, *, pirate: int, route: str, succeeded: bool | None = None
) -> Played:
    """BB-S1.11, BB-S1.14, BB-Q28: in his haven (always succeeds), by bribery in the
    Pro-Pirate column (the players enter the result; a failure costs loyalty, BB-T5.3),
    or with a Letter of Marque. A success scores him at once (BB-T3.1)."""
    who = fleet.acting(state, seat, pirate)
    _free(who, "BB-S1.11")
    if route != "bribery" and succeeded is False:
        raise RuleError(
            "BB-Q28",
            _("Only a bribe can fail: retiring in a haven or with a Letter of Marque succeeds."),
        )
    if route == "marque":
        if not who["marque"]:
            raise RuleError(
                "BB-S1.11", _("%(pirate)s holds no Letter of Marque.", pirate=who["name"])
            )
        line = _(
            "%(pirate)s retires with his Letter of Marque (BB-S1.11, BB-Q28).", pirate=who["name"]
        )
        return played(state, line, *fleet.leave_play(state, who, fleet.RETIRED, route))
    who, here, column = _in_port(state, seat, pirate, "BB-S1.11")
    words = {"pirate": who["name"], "port": here["name"], "column": fleet.column_words(column)}
    if route == "haven":
        if column != HAVEN:
            raise RuleError("BB-S1.11", _("%(pirate)s has no pirate haven at %(port)s.", **words))
        line = _("%(pirate)s retires in his haven at %(port)s (BB-S1.14, rule 18.41A).", **words)
        return played(state, line, *fleet.leave_play(state, who, fleet.RETIRED, route))
    if column != PRO_PIRATE:
        raise RuleError(
            "BB-S3.4",
            _(
                "Retirement by bribery needs a Pro-Pirate port; at %(port)s %(pirate)s reads "
                "the %(column)s column (BB-S3.7).",
                **words,
            ),
        )
    if succeeded is None:
        raise RuleError("BB-Q28", _("Say whether the bribe succeeded (rule 18.41D)."))
    if not succeeded:
        line = _(
            "The bribe fails at %(port)s: %(pirate)s stays in play (BB-S1.14, rule 18.41D).",
            **words,
        )
        return played(state, line, *fleet.change_loyalty(who, "BB-T5.3"))
    line = _(
        "%(pirate)s bribes the governor of %(port)s and retires (BB-S1.14, rule 18.41D).", **words
    )
    return played(state, line, *fleet.leave_play(state, who, fleet.RETIRED, route))


@move(
    "deception",
    N_("A Deception check"),
    PIRATE,
    die_arg("die", N_("the Deception Table die")),
    Arg("two_dice", "int", N_("the 2d6 total, on a 3 or 4"), required=False, min=2, max=12),
    rule="BB-T6",
    example={"pirate": 1, "die": 3, "two_dice": 7},
)
def deception(
    state: State, seat: int | None, *, pirate: int, die: int, two_dice: int | None = None
) -> Played:
    """BB-T6 when the players call it (BB-Q24): a 3-4 pays from wealth, all he has at
    most, and is acquitted (BB-Q25); a 5-6 hangs him, scored as eliminated (BB-Q27)."""
    who = fleet.acting(state, seat, pirate)
    _free(who, "BB-Q24")
    check = victory.deception(die, two_dice, who["wealth"])
    lines: list[Msg] = [
        _("%(pirate)s faces the Deception Table (BB-Q24).", pirate=who["name"]),
        check.message
        if check.outcome != "hanged" or not overridden(state, "BB-Q27")
        else _hanged(check),
        *check.warnings,
    ]
    who["wealth"] = check.wealth_after
    if check.outcome != "hanged" and check.due > check.wealth_lost and overridden(state, "BB-Q25"):
        # The group's reading: a demand above what he owns cannot be paid, as on 5-6.
        lines.append(house_note(state, "BB-Q25"))
        who["wealth"] = 0
        lines += fleet.leave_play(state, who, fleet.ELIMINATED, "hanged")
    elif check.outcome == "hanged":
        lines += fleet.leave_play(state, who, fleet.ELIMINATED, "hanged")
    else:
        lines.append(_("Wealth now %(wealth)s D.", wealth=who["wealth"]))
    return played(state, *lines)


def _hanged(check: victory.Deception) -> Msg:
    """A 5-6 told without the RULING's scoring, which the group's reading replaces."""
    return _(
        "Deception Table, %(roll)s: hanged; the pirate loses his %(wealth)s D and keeps his "
        "notoriety (BB-T6.3).",
        roll=check.roll,
        wealth=check.wealth_lost,
    )


def offers(state: State, pirate: fleet.Pirate) -> list[LegalMove]:
    me: dict[str, list[Any]] = {"pirate": [pirate["id"]]}
    out: list[LegalMove] = []
    if pirate["where"] == fleet.IN_PORT:
        here = fleet.port(state, pirate["place"])
        column = _column(pirate, here) if here["status"] != DESTROYED else None
        if column == PRO_PIRATE:
            bribe = {**me, "route": ["bribery"], "succeeded": [True, False]}
            out.append(LegalMove("retire", N_("Retire by bribing the governor"), bribe))
        if column == HAVEN:
            out.append(
                LegalMove("retire", N_("Retire in his pirate haven"), {**me, "route": ["haven"]})
            )
    if pirate["marque"]:
        out.append(
            LegalMove("retire", N_("Retire with a Letter of Marque"), {**me, "route": ["marque"]})
        )
    trial = {**me, "die": [3, 4], "two_dice": list(range(2, 13))}
    return [
        *out,
        LegalMove("deception", N_("A Deception check"), {**me, "die": [1, 2, 5, 6]}),
        LegalMove("deception", N_("A Deception check: to the bar, with 2d6"), trial),
    ]


def owed(state: State, pirate: fleet.Pirate) -> list[LegalMove] | None:
    return None
