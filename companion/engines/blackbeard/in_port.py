"""In Port: the activities of the Port Status Summary read in the pirate's own column
(BB-S1.5, BB-S3.7: conversion, ransom, repair, a haven bought) and the end of a D&R
(BB-S1.7). The port attack and sack are in ``raids.py``, retirement and the Deception
Table in ``retire.py``."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.blackbeard import fleet, ports
from companion.engines.blackbeard.at_sea import PIRATE
from companion.engines.blackbeard.catalogue import (
    CONVERSION,
    DESTROYED,
    HAVEN,
    PIRATE_PORT,
    PRO_PIRATE,
    RANSOM,
    RANSOM_REFUSED_ORIGINS,
    REPAIR,
    REPAIR_REFUSED_ORIGINS,
)
from companion.engines.dice import one_die
from companion.engines.text import N_, _, ngettext

NO_DR, INVOLUNTARY = "none", "involuntary"  # BB-S1.7; "voluntary" comes from at_sea
INVOLUNTARY_ACTIONS = 2  # BB-S1.7: two actions end a D&R that came after a sack
ROUTES = ("haven", "bribery", "marque")
ROUTE_LABELS = (
    N_("in his pirate haven"),
    N_("by bribing the governor"),
    N_("with a Letter of Marque"),
)
MAX_D = 100000


def _free(who: fleet.Pirate, rule_id: str) -> None:
    if who["plunder"] is not None or who["kc"] is not None or who["mutiny"] is not None:
        raise RuleError(
            rule_id, _("Finish %(pirate)s's entry in progress first.", pirate=who["name"])
        )


def _column(who: fleet.Pirate, here: fleet.Port) -> str:
    """BB-S3.7: the column this pirate reads at this port (refused if it is destroyed)."""
    found = ports.effective_column(
        here["status"], haven=who["id"] in here["havens"], letter_of_marque=who["marque"]
    )
    return found.column


def _in_port(
    state: State, seat: int | None, pirate: int, rule_id: str
) -> tuple[fleet.Pirate, fleet.Port, str]:
    """An In-Port action: the pirate, his port and his column there. Any action but the
    sack ends the chance of a sack after his attack (BB-P3.1)."""
    who = fleet.acting(state, seat, pirate)
    _free(who, rule_id)
    here = fleet.port_here(state, who, rule_id)
    column = _column(who, here)
    who["attacked"] = None
    return who, here, column


def _holds(who: fleet.Pirate, places: list[int] | None) -> list[int]:
    """BB-Q34: the holds the players chose, by place; all full holds by default."""
    full = [i + 1 for i, hold in enumerate(who["holds"]) if hold is not None]
    if not places:
        if not full:
            raise RuleError(
                "BB-S3.1", _("%(pirate)s has no plunder in his holds.", pirate=who["name"])
            )
        return full
    for place in places:
        if place > len(who["holds"]):
            raise RuleError(
                "BB-Q34",
                ngettext(
                    "%(pirate)s's ship has %(n)s hold: there is no hold %(place)s.",
                    "%(pirate)s's ship has %(n)s holds: there is no hold %(place)s.",
                    len(who["holds"]),
                    pirate=who["name"],
                    place=place,
                ),
            )
        if place not in full:
            raise RuleError(
                "BB-Q34",
                _("Hold %(place)s of %(pirate)s is empty.", place=place, pirate=who["name"]),
            )
    if len(set(places)) != len(places):
        raise RuleError("BB-Q34", _("Name each hold to convert once."))
    return sorted(places)


@move(
    "convert_plunder",
    N_("Turn plunder into wealth"),
    PIRATE,
    Arg(
        "holds",
        "int_list",
        N_("the holds to convert, by place (1 for the first); leave empty: every full hold"),
        required=False,
        min=1,
        max=9,
    ),
    rule="BB-S3.1",
    example={"pirate": 1, "holds": [1, 2]},
)
def convert_plunder(
    state: State, seat: int | None, *, pirate: int, holds: list[int] | None = None
) -> Played:
    """BB-S3.1 in the pirate's column (BB-S3.7), rounded once on the total (BB-Q34); the
    converted holds are emptied."""
    who, here, column = _in_port(state, seat, pirate, "BB-S1.5")
    places = _holds(who, holds)
    done = ports.convert_plunder([who["holds"][i - 1] for i in places], column)
    for i in places:
        who["holds"][i - 1] = None
    who["wealth"] += done.wealth
    return played(
        state,
        ngettext(
            "%(pirate)s converts the plunder of hold %(holds)s at %(port)s.",
            "%(pirate)s converts the plunder of holds %(holds)s at %(port)s.",
            len(places),
            pirate=who["name"],
            holds=places,
            port=here["name"],
        ),
        done.message,
        _("Wealth now %(wealth)s D; the converted holds are empty.", wealth=who["wealth"]),
    )


@move(
    "repair",
    N_("Repair the ship"),
    PIRATE,
    Arg("die", "int", N_("the repair die (none in a Pirate port)"), required=False, min=1, max=6),
    Arg("speed_off", "int", N_("speed hits removed"), required=False, min=0, max=20, default=0),
    Arg("combat_off", "int", N_("combat hits removed"), required=False, min=0, max=20, default=0),
    rule="BB-S3.3",
    example={"pirate": 1, "die": 4, "speed_off": 1, "combat_off": 1},
)
def repair(
    state: State,
    seat: int | None,
    *,
    pirate: int,
    die: int | None = None,
    speed_off: int = 0,
    combat_off: int = 0,
) -> Played:
    """BB-S3.3 in the pirate's column; the players split the hits removed (BB-Q35)."""
    who, here, column = _in_port(state, seat, pirate, "BB-S3.3")
    done = ports.repair(column, here["nationality"], die)
    who["speed_hits"], who["combat_hits"] = ports.after_repair(
        done, who["speed_hits"], who["combat_hits"], speed_off, combat_off
    )
    return played(
        state,
        _("%(pirate)s repairs his ship at %(port)s.", pirate=who["name"], port=here["name"]),
        done.message,
        _(
            "Speed hits %(speed_hits)s and combat hits %(combat_hits)s now: speed %(speed)s, "
            "combat %(combat)s (BB-Q14).",
            speed_hits=who["speed_hits"],
            combat_hits=who["combat_hits"],
            speed=fleet.speed_now(who),
            combat=fleet.combat_now(who),
        ),
    )


@move(
    "ransom",
    N_("Ransom a hostage"),
    PIRATE,
    Arg(
        "hostage",
        "int",
        N_("the hostage, by place on the pirate sheet (1 for the first)"),
        min=1,
        max=20,
    ),
    Arg("amount", "int", N_("the ransom paid, in D (rule 9.4)"), min=0, max=MAX_D),
    rule="BB-S3.2",
    example={"pirate": 1, "hostage": 1, "amount": 200},
)
def ransom(state: State, seat: int | None, *, pirate: int, hostage: int, amount: int) -> Played:
    """BB-S3.2: where the pirate's column allows it, never in an Arab or Portuguese port;
    the amount is the rulebook's (rule 9.4), entered."""
    who, here, column = _in_port(state, seat, pirate, "BB-S1.5")
    ports.check_ransom(column, here["nationality"])
    held = len(who["hostages"])
    if not held:
        raise RuleError("BB-S3.2", _("%(pirate)s holds no hostage for ransom.", pirate=who["name"]))
    if hostage > held:
        raise RuleError(
            "BB-S3.2",
            ngettext(
                "%(pirate)s holds %(n)s hostage: there is no hostage %(place)s.",
                "%(pirate)s holds %(n)s hostages: there is no hostage %(place)s.",
                held,
                pirate=who["name"],
                place=hostage,
            ),
        )
    freed = who["hostages"].pop(hostage - 1)
    who["wealth"] += amount
    return played(
        state,
        _(
            "%(pirate)s ransoms the hostage from %(home)s (value %(value)s) at %(port)s for "
            "%(amount)s D (BB-S3.2, rule 9.4); wealth now %(wealth)s D.",
            pirate=who["name"],
            home=freed["port"],
            value=freed["value"],
            port=here["name"],
            amount=amount,
            wealth=who["wealth"],
        ),
    )


@move(
    "buy_haven",
    N_("Buy a pirate haven"),
    PIRATE,
    Arg("cost", "int", N_("the haven's cost, in D (rules 9.44, 9.45)"), min=0, max=MAX_D),
    rule="BB-S3.5",
    example={"pirate": 1, "cost": 500},
)
def buy_haven(state: State, seat: int | None, *, pirate: int, cost: int) -> Played:
    """BB-S3.5, BB-P4.3: in the Pro-Pirate column only (an Anti-Pirate port with a Letter
    of Marque counts, BB-Q36); the cost is the rulebook's, entered and paid from wealth."""
    who, here, column = _in_port(state, seat, pirate, "BB-S1.5")
    words = {"pirate": who["name"], "port": here["name"]}
    if column == HAVEN:
        raise RuleError("BB-P4.3", _("%(pirate)s already has a haven at %(port)s.", **words))
    if column != PRO_PIRATE:
        raise RuleError(
            "BB-S3.5",
            _(
                "A haven is bought in a Pro-Pirate port, or in an Anti-Pirate port with a "
                "Letter of Marque (BB-Q36); at %(port)s %(pirate)s reads the %(column)s "
                "column (BB-S3.7).",
                column=fleet.column_words(column),
                **words,
            ),
        )
    if cost > who["wealth"]:
        raise RuleError(
            "BB-S3.5",
            _(
                "%(pirate)s has %(wealth)s D: he cannot pay %(cost)s D for the haven.",
                wealth=who["wealth"],
                cost=cost,
                **words,
            ),
        )
    who["wealth"] -= cost
    here["havens"].append(who["id"])
    return played(
        state,
        _(
            "%(pirate)s buys a pirate haven at %(port)s for %(cost)s D (BB-S3.5, rules 9.44, "
            "9.45); wealth now %(wealth)s D. The Port Grid marks %(port)s for pirate %(id)s "
            "(BB-P4.3): he reads the Pirate haven column there (BB-S3.7).",
            cost=cost,
            wealth=who["wealth"],
            id=who["id"],
            **words,
        ),
    )


@move("remove_dr", N_("Remove the D&R"), PIRATE, rule="BB-S1.7", example={"pirate": 1})
def remove_dr(state: State, seat: int | None, *, pirate: int) -> Played:
    """BB-S1.7, BB-Q20: one action In Port ends a voluntary D&R, two an involuntary one;
    then crew loyalty +3 in a port of Pirate port status, +1 elsewhere, a haven included."""
    who, here, _column = _in_port(state, seat, pirate, "BB-S1.7")
    words = {"pirate": who["name"], "port": here["name"]}
    if who["dr"] == NO_DR:
        raise RuleError("BB-S1.7", _("%(pirate)s's crew is not in D&R.", **words))
    if who["dr"] == INVOLUNTARY:
        who["dr_actions"] = int(who.get("dr_actions") or 0) + 1
        if who["dr_actions"] < INVOLUNTARY_ACTIONS:
            return played(
                state,
                _(
                    "%(pirate)s spends an action on his crew's involuntary D&R at %(port)s: "
                    "one more action In Port ends it (BB-S1.7, BB-Q20).",
                    **words,
                ),
            )
    who["dr"], who["dr_actions"] = NO_DR, 0
    row = "BB-T5.10" if here["status"] == PIRATE_PORT else "BB-T5.9"
    return played(
        state,
        _("%(pirate)s's crew comes out of D&R at %(port)s (BB-S1.7, BB-Q20).", **words),
        *fleet.change_loyalty(who, row),
    )


def offers(state: State, pirate: fleet.Pirate) -> list[LegalMove]:
    """What the pirate's column at his port allows him now (BB-S3.7)."""
    if pirate["where"] != fleet.IN_PORT:
        return []
    here = fleet.port(state, pirate["place"])
    if here["status"] == DESTROYED:
        return []
    me: dict[str, list[Any]] = {"pirate": [pirate["id"]]}
    column = _column(pirate, here)
    out: list[LegalMove] = []
    full = [i + 1 for i, hold in enumerate(pirate["holds"]) if hold is not None]
    if full and CONVERSION[column] is not None:
        out.append(
            LegalMove("convert_plunder", N_("Turn plunder into wealth"), {**me, "holds": full})
        )
    fix = REPAIR[column]
    hits = (pirate["speed_hits"], pirate["combat_hits"])
    if (
        any(hits)
        and fix is not None
        and (fix.all_hits or here["nationality"] not in REPAIR_REFUSED_ORIGINS)
    ):
        split = {"speed_off": list(range(hits[0] + 1)), "combat_off": list(range(hits[1] + 1))}
        rolls = {} if fix.all_hits else {"die": one_die(), **split}
        out.append(LegalMove("repair", N_("Repair the ship"), {**me, **rolls}))
    if pirate["hostages"] and RANSOM[column] and here["nationality"] not in RANSOM_REFUSED_ORIGINS:
        places = list(range(1, len(pirate["hostages"]) + 1))
        out.append(LegalMove("ransom", N_("Ransom a hostage"), {**me, "hostage": places}))
    if column == PRO_PIRATE:
        out.append(LegalMove("buy_haven", N_("Buy a pirate haven"), me))
    if pirate["dr"] != NO_DR:
        out.append(LegalMove("remove_dr", N_("Remove the D&R"), me))
    return out


def owed(state: State, pirate: fleet.Pirate) -> list[LegalMove] | None:
    return None
