"""What every phone and the table screen see. The aid hides nothing (issue: every tracker
is public), so every seat's view is the same; the rows are in words for the pages."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.blackbeard import fleet, legal
from companion.engines.blackbeard.catalogue import BASE_STATUSES, ORIGINS
from companion.engines.blackbeard.words import (
    ORIGIN_LABELS,
    SHIP_LABELS,
    SHIP_TYPES,
    STATUS_LABELS,
    area_words,
)
from companion.engines.text import Msg, _, ngettext

STATUS_WORDS = {
    fleet.ACTIVE: _("in play"),
    fleet.RETIRED: _("retired"),
    fleet.ELIMINATED: _("eliminated"),
    fleet.ELIMINATED_BY_KC: _("eliminated by the KC"),
}
CAUSE_WORDS = {
    "sunk": _("ship sunk"),
    "mutiny": _("mutiny"),
    "hanged": _("hanged"),
    "kc": _("the KC"),
    "haven": _("in his haven"),
    "bribery": _("by bribery"),
    "marque": _("with a Letter of Marque"),
}
DR_WORDS = {"voluntary": _("D&R, by choice"), "involuntary": _("D&R, after a sack")}


def where_words(pirate: fleet.Pirate) -> Msg:
    place = pirate["place"]
    if pirate["where"] == fleet.IN_PORT:
        return _("In Port at %(place)s", place=place)
    if pirate["where"] == fleet.TRANSIT:
        return _("Transit Box %(place)s", place=place)
    if pirate["column"]:
        return _("%(place)s (%(area)s)", place=place, area=area_words(pirate["column"]))
    return _("%(place)s", place=place)


def hold_words(pirate: fleet.Pirate) -> Msg:
    """The holds in a line: the plunder in each full one, then how many are empty."""
    full = [_("%(d)s D", d=hold) for hold in pirate["holds"] if hold is not None]
    empty = sum(1 for hold in pirate["holds"] if hold is None)
    if not pirate["holds"]:
        return _("no hold")
    if not full:
        return ngettext("%(n)s empty", "%(n)s empty", empty)
    if not empty:
        return _("%(full)s", full=full)
    return ngettext("%(full)s, %(n)s empty", "%(full)s, %(n)s empty", empty, full=full)


def owed_words(pirate: fleet.Pirate) -> Msg | None:
    if pirate["mutiny"] is not None:
        return _("a mutiny to resolve")
    if pirate["kc"] is not None:
        return _("intercepted by the KC: fight or surrender")
    stage = (pirate["plunder"] or {}).get("stage")
    if stage == "hostage":
        return _("the hostage of the plunder")
    if stage == "dr":
        return _("the end of the plunder")
    return None


def pirate_row(state: State, pirate: fleet.Pirate) -> dict[str, Any]:
    ship = pirate["ship"]
    flags: list[Msg] = []
    if pirate["dr"] in DR_WORDS:
        flags.append(DR_WORDS[pirate["dr"]])
    if pirate["scurvy"]:
        flags.append(_("scurvy"))
    if pirate["marque"]:
        flags.append(_("Letter of Marque"))
    if pirate["alliance"] is not None:
        mates = [
            p["name"]
            for p in fleet.active(state)
            if p["alliance"] == pirate["alliance"] and p is not pirate
        ]
        flags.append(_("in an alliance with %(pirates)s", pirates=mates))
    if pirate["sack_blocked"]:
        flags.append(_("may not sack %(port)s again yet", port=pirate["sack_blocked"]))
    status = STATUS_WORDS[pirate["status"]]
    if pirate["cause"] in CAUSE_WORDS:
        status = _("%(status)s (%(cause)s)", status=status, cause=CAUSE_WORDS[pirate["cause"]])
    return {
        "id": pirate["id"],
        "name": pirate["name"],
        "owner": fleet.seat_name(state, pirate["owner"]),
        "owner_seat": pirate["owner"],
        "colour": state["seats"][pirate["owner"]].get("colour") or "none",
        "active": pirate["status"] == fleet.ACTIVE,
        "status": status,
        "notoriety": pirate["notoriety"],
        "wealth": pirate["wealth"],
        "loyalty": pirate["loyalty"],
        "holds": hold_words(pirate),
        "plunder": sum(h for h in pirate["holds"] if h is not None),
        "ship": _(SHIP_LABELS[SHIP_TYPES.index(ship["type"])]),
        "speed": _("%(now)s of %(printed)s", now=fleet.speed_now(pirate), printed=ship["speed"]),
        "combat": _("%(now)s of %(printed)s", now=fleet.combat_now(pirate), printed=ship["combat"]),
        "card": _(
            "%(ability)s · %(cruelty)s · %(leadership)s",
            ability=pirate["ability"],
            cruelty=pirate["cruelty"],
            leadership=pirate["leadership"],
        ),
        "where": where_words(pirate),
        "flags": flags,
        "hostages": [
            _("value %(value)s from %(port)s", value=h["value"], port=h["port"])
            for h in pirate["hostages"]
        ],
        "owes": owed_words(pirate),
    }


def port_row(state: State, port: dict[str, Any]) -> dict[str, Any]:
    names = {p["id"]: p["name"] for p in state["pirates"]}
    return {
        "name": port["name"],
        "status": _(STATUS_LABELS[BASE_STATUSES.index(port["status"])]),
        "destroyed": port["status"] == "destroyed",
        "nationality": port.get("nation") or _(ORIGIN_LABELS[ORIGINS.index(port["nationality"])]),
        "value": port["value"],
        "defense": port["defense"],
        "havens": [names.get(pid, str(pid)) for pid in port["havens"]],
        "info": [
            ngettext(
                "Port Grid: %(pirate)s, %(n)s information point",
                "Port Grid: %(pirate)s, %(n)s information points",
                points,
                pirate=names.get(int(pid), pid),
            )
            for pid, points in sorted(port["info"].items())
        ],
    }


def kc_words(state: State) -> Msg:
    kc = state["kc"]
    if not kc["in_play"]:
        return _("The KC is not in play.")
    return _(
        "The KC is in play for %(player)s: speed %(speed)s, combat %(combat)s.",
        player=fleet.seat_name(state, kc["player"]) if kc["player"] is not None else _("the table"),
        speed=kc["speed"],
        combat=kc["combat"],
    )


def prompt(state: State) -> Msg | None:
    """What the table waits for, in a sentence."""
    if state["over"]:
        return None
    if state.get("ending"):
        return _("The end is declared: the companion scores the pirates still in play.")
    for pirate in fleet.active(state):
        owes = owed_words(pirate)
        if owes is not None:
            return _(
                "%(pirate)s (%(owner)s) owes an entry: %(what)s.",
                owner=fleet.seat_name(state, pirate["owner"]),
                pirate=pirate["name"],
                what=owes,
            )
    if not state["ports"] and not state["pirates"]:
        return _("Enter the ports from the map and deploy each player's pirates.")
    if not fleet.active(state):
        return _("Deploy a pirate, or end the game.")
    return _("Enter what happens at the table: each phone for its own pirates.")


def player_view(state: State, seat: int | None) -> State:
    """The same for every seat: nothing in the aid is secret."""
    names = {p["id"]: p["name"] for p in state["pirates"]}
    return {
        "game": state["game"],
        "seats": [{**s, "vp": state["vp"][s["index"]]} for s in state["seats"]],
        "pirates": [pirate_row(state, p) for p in state["pirates"]],
        "ports": [port_row(state, p) for p in state["ports"]],
        "kc": kc_words(state),
        "warship": _("The warship is On Station.")
        if state["warship"]["status"] == "on_station"
        else _("The warship is in its pool."),
        "awards": [
            ngettext(
                "%(player)s: %(n)s VP for %(pirate)s (%(rule)s)",
                "%(player)s: %(n)s VP for %(pirate)s (%(rule)s)",
                a["vp"],
                player=fleet.seat_name(state, a["seat"]),
                pirate=names.get(a["pirate"], a["pirate"]),
                rule=a["rule"],
            )
            for a in state["awards"]
        ],
        "over": state["over"],
        "ending": bool(state.get("ending")),
        "prompt": prompt(state),
        "waiting": [p["id"] for p in fleet.active(state) if legal.owed(state, p) is not None],
    }
