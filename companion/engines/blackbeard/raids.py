"""A pirate against a port: the attack from the sea (BB-S1.8, BB-P2.1 to BB-P2.4), with
the havens it costs (BB-P4.3, BB-Q38), and the sack that may follow at once (BB-S1.9,
BB-P3.1 to BB-P3.4)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.blackbeard import contests, fleet
from companion.engines.blackbeard.at_sea import PIRATE, die_arg
from companion.engines.blackbeard.catalogue import (
    DESTROYED,
)
from companion.engines.blackbeard.in_port import INVOLUNTARY, _free
from companion.engines.dice import one_die
from companion.engines.text import N_, Msg, _, ngettext


def _lose_havens(state: State, who: fleet.Pirate, target: fleet.Port) -> list[Msg]:
    """BB-P4.3, BB-Q38: any attack he resolves erases his haven marks at ports of the
    attacked port's nationality, the attacked port's own mark too. Where a nation is not
    entered the table decides, and the outcome says so."""
    nation = fleet.nation_of(target)
    mine = [p for p in state["ports"] if who["id"] in p["havens"]]
    lost = [p for p in mine if p is target or (nation is not None and fleet.nation_of(p) == nation)]
    unknown = [p for p in mine if p not in lost and (nation is None or fleet.nation_of(p) is None)]
    for haven in lost:
        haven["havens"].remove(who["id"])
    lines: list[Msg] = []
    if lost:
        lines.append(
            ngettext(
                "%(pirate)s attacked a port of the nationality of his haven at %(ports)s: "
                "that haven is lost (BB-P4.3, BB-Q38).",
                "%(pirate)s attacked a port of the nationality of his havens at %(ports)s: "
                "those havens are lost (BB-P4.3, BB-Q38).",
                len(lost),
                pirate=who["name"],
                ports=[p["name"] for p in lost],
            )
        )
    if unknown:
        lines.append(
            _(
                "The nation of %(ports)s is not entered: if it is the attacked port's, the "
                "haven there is lost; change the port's status to record it (BB-P4.3, BB-Q38).",
                ports=[p["name"] for p in [*unknown, *([target] if nation is None else [])]],
            )
        )
    return lines


def _taken(who: fleet.Pirate, target: fleet.Port, fight: contests.Contest) -> list[Msg]:
    """BB-P2.3: 1 combat hit, notoriety and loyalty; In Port there, a sack may follow."""
    who["combat_hits"] += fight.combat_hits
    fleet.gain_notoriety(who, fight.notoriety)
    lines = fleet.change_loyalty(who, *fight.loyalty_rows)
    who["where"], who["place"], who["column"] = fleet.IN_PORT, target["name"], None
    who["attacked"], who["sack_blocked"] = target["name"], None
    lines.append(
        ngettext(
            "%(pirate)s now has %(n)s combat hit (combat %(combat)s) and notoriety "
            "%(notoriety)s, and is In Port at %(port)s (BB-Q31).",
            "%(pirate)s now has %(n)s combat hits (combat %(combat)s) and notoriety "
            "%(notoriety)s, and is In Port at %(port)s (BB-Q31).",
            who["combat_hits"],
            pirate=who["name"],
            combat=fleet.combat_now(who),
            notoriety=who["notoriety"],
            port=target["name"],
        )
    )
    return lines


@move(
    "port_attack",
    N_("Attack a port"),
    PIRATE,
    Arg("port", "str", N_("the port attacked")),
    die_arg("die", N_("the pirate's die")),
    die_arg("defense_die", N_("the defenders' die")),
    rule="BB-P2.2",
    contest=True,
    example={"pirate": 1, "port": "Nassau", "die": 5, "defense_die": 2},
)
def port_attack(
    state: State, seat: int | None, *, pirate: int, port: str, die: int, defense_die: int
) -> Played:
    """BB-P2.1 to BB-P2.4: from a sea zone, with his current combat (BB-Q14) and his
    information points for that port, kept (BB-Q11); no warship (BB-Q30). A success puts
    him In Port (BB-Q31), where a sack may follow at once (BB-P3.1)."""
    who = fleet.acting(state, seat, pirate)
    _free(who, "BB-P2.1")
    if who["where"] != fleet.AT_SEA:
        raise RuleError(
            "BB-P2.1",
            _("%(pirate)s attacks a port from a sea zone next to it.", pirate=who["name"]),
        )
    target = fleet.port(state, port)
    if target["status"] == DESTROYED:
        raise RuleError(
            "BB-S3.6",
            _("%(port)s is destroyed: there is nothing left to attack.", port=target["name"]),
        )
    info = int(target["info"].get(str(who["id"]), 0))
    combat = fleet.combat_now(who)
    fight = contests.port_attack(
        pirate_die=die,
        combat=combat,
        ability=who["ability"],
        info_points=info,
        defense_die=defense_die,
        defense=target["defense"],
        port_value=target["value"],
    )
    lines: list[Msg] = [
        _(
            "%(pirate)s attacks %(port)s: die %(die)s + combat %(combat)s + ability %(ability)s "
            "+ %(info)s information points = %(total)s, against the defenders' die "
            "%(defense_die)s + defense %(defense)s = %(against)s (BB-P2.2, BB-Q30).",
            pirate=who["name"],
            port=target["name"],
            die=die,
            combat=combat,
            ability=who["ability"],
            info=info,
            total=fight.total,
            defense_die=defense_die,
            defense=target["defense"],
            against=fight.against,
        ),
        fight.message,
    ]
    if fight.success:
        lines += _taken(who, target, fight)
    lines += _lose_havens(state, who, target)
    return played(state, *lines)


def _still_in(state: State, here: fleet.Port) -> list[Msg]:
    """Other pirates In Port at a port just destroyed: the table moves them (BB-S3.6)."""
    still = [
        p["name"]
        for p in fleet.active(state)
        if p["where"] == fleet.IN_PORT and p["place"] == here["name"]
    ]
    if not still:
        return []
    text = _(
        "Still In Port at %(port)s: %(pirates)s. Move them out as the rulebook says (BB-S3.6).",
        port=here["name"],
        pirates=still,
    )
    return [text]


@move(
    "port_sack",
    N_("Sack the port"),
    PIRATE,
    die_arg("die", N_("the sack die")),
    Arg("sea_zone", "str", N_("the sea zone next to the port he goes to if the sack succeeds")),
    rule="BB-P3.2",
    contest=True,
    example={"pirate": 1, "die": 6, "sea_zone": "Caribbean"},
)
def port_sack(state: State, seat: int | None, *, pirate: int, die: int, sea_zone: str) -> Played:
    """BB-P3.1 to BB-P3.4: straight after his successful attack there; a success destroys
    the port for good and puts him in the sea zone in D&R, involuntary (BB-Q20); a failure
    bars another sack until he leaves and attacks again."""
    who = fleet.acting(state, seat, pirate)
    _free(who, "BB-P3.1")
    here = fleet.port_here(state, who, "BB-P3.1")
    words = {"pirate": who["name"], "port": here["name"]}
    if who["sack_blocked"] == here["name"]:
        raise RuleError(
            "BB-P3.4",
            _(
                "%(pirate)s failed to sack %(port)s: he must leave it and attack it again "
                "before another sack.",
                **words,
            ),
        )
    if who["attacked"] != here["name"] or here["status"] == DESTROYED:
        raise RuleError(
            "BB-P3.1",
            _("A sack comes straight after %(pirate)s's successful attack on %(port)s.", **words),
        )
    sack = contests.port_sack(die, who["cruelty"], here["defense"], here["value"])
    who["attacked"] = None
    lines: list[Msg] = [sack.message]
    if not sack.success:
        who["sack_blocked"] = here["name"]
        return played(state, *lines)
    here["status"] = DESTROYED
    fleet.gain_notoriety(who, sack.notoriety)
    lines += fleet.change_loyalty(who, *sack.loyalty_rows)
    who["where"], who["place"], who["column"] = fleet.AT_SEA, sea_zone.strip(), None
    who["dr"], who["dr_actions"] = INVOLUNTARY, 0
    lines.append(
        _(
            "%(port)s is destroyed for the rest of the game (BB-S3.6). %(pirate)s has notoriety "
            "%(notoriety)s and is in the sea zone %(zone)s, his crew in D&R, involuntary "
            "(BB-Q20).",
            notoriety=who["notoriety"],
            zone=who["place"],
            **words,
        )
    )
    lines += _still_in(state, here)
    return played(state, *lines)


def offers(state: State, pirate: fleet.Pirate) -> list[LegalMove]:
    me: dict[str, list[Any]] = {"pirate": [pirate["id"]]}
    if pirate["where"] == fleet.AT_SEA:
        targets = [p["name"] for p in state["ports"] if p["status"] != DESTROYED]
        if not targets:
            return []
        attack = {**me, "port": targets, "die": one_die(), "defense_die": one_die()}
        return [LegalMove("port_attack", N_("Attack a port"), attack)]
    here = pirate["place"] if pirate["where"] == fleet.IN_PORT else None
    if here is not None and pirate["attacked"] == here and pirate["sack_blocked"] != here:
        return [LegalMove("port_sack", N_("Sack the port"), {**me, "die": one_die()})]
    return []


def owed(state: State, pirate: fleet.Pirate) -> list[LegalMove] | None:
    return None
