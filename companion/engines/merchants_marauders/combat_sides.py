"""What a side of a naval combat is made of (MM-8.8, MM-9.2.4, MM-9.3.2, MM-9.3.3): its
ship as one shape for a player and an NPC, its captain's Seamanship, its dice pool and
the actions it may declare.

A player's damage is on his own ship; an NPC's is on "The Enemy!" track, kept in the
side's ``loc`` for this combat only (MM-8.8.3), so nothing needs restoring afterwards
(MM-8.8.4). An NPC's card gives ``ship`` (a ship type) and ``seamanship`` (MM-8.8.5);
the NPC area enters them.
"""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import State
from companion.engines.merchants_marauders import dice as rolls
from companion.engines.merchants_marauders import ship as ships
from companion.engines.merchants_marauders.combat import Side, side_name
from companion.engines.merchants_marauders.seats import player
from companion.engines.merchants_marauders.ship import Ship
from companion.engines.text import N_, Text

ACTIONS = ("shoot", "board", "flee")
ACTION_WORDS = {"shoot": N_("Shoot"), "board": N_("Board"), "flee": N_("Flee")}


def combat(state: State) -> dict[str, Any]:
    return cast(dict[str, Any], state["combat"])


def side(state: State, index: int) -> Side:
    return cast(Side, combat(state)["sides"][index])


def controller(state: State, index: int) -> int:
    return int(side(state, index)["controller"])


def controllers(state: State) -> list[int]:
    return [controller(state, 0), controller(state, 1)]


def npc_card(state: State, s: Side) -> dict[str, Any]:
    cards = state["npcs"][s["npc"]]["cards"]
    return cast(dict[str, Any], cards[-1]) if cards else {}


def ship_of(state: State, index: int) -> Ship:
    """The side's ship; an NPC's is built around its combat track (the same ``loc``
    dict, so hits land on the track)."""
    s = side(state, index)
    if "seat" in s:
        return cast(Ship, player(state, s["seat"])["ship"])
    card = npc_card(state, s)
    return {
        "type": card.get("ship", "sloop"),
        "mods": list(card.get("mods", [])),
        "loc": s["loc"],
        "reinforced": False,
        "chasers": False,
    }


def loc(state: State, index: int) -> dict[str, int]:
    return cast(dict[str, int], ship_of(state, index)["loc"])


def seamanship(state: State, index: int) -> int:
    s = side(state, index)
    if "seat" in s:
        return int(player(state, s["seat"])["captain"]["seamanship"])
    return int(npc_card(state, s).get("seamanship", 0))


def maneuver(state: State, index: int) -> int:
    return ships.maneuverability(state, ship_of(state, index))


def pool(state: State, index: int) -> int:
    """MM-9.3.2, MM-9.3.3, MM-Q39: Seamanship, +1 die when 2 or more points more
    manoeuvrable; exactly one die with a destroyed Mast."""
    if loc(state, index)["mast"] <= 0:
        return 1
    bonus = 1 if maneuver(state, index) >= maneuver(state, 1 - index) + 2 else 0
    return seamanship(state, index) + bonus


def weapons(state: State, index: int) -> list[str]:
    s = side(state, index)
    return list(player(state, s["seat"])["weapons"]) if "seat" in s else []


def spend_weapon(state: State, index: int, weapon: str) -> None:
    player(state, side(state, index)["seat"])["weapons"].remove(weapon)


def has_mod(state: State, index: int, mod: str) -> bool:
    return mod in ship_of(state, index)["mods"]


def chasers_ready(state: State, index: int) -> bool:
    """MM-Q37: face-up Chasers, once per combat."""
    sh = ship_of(state, index)
    return "chasers" in sh["mods"] and bool(sh["chasers"])


def reinforced_ready(state: State, index: int) -> bool:
    sh = ship_of(state, index)
    return "reinforced" in sh["mods"] and bool(sh["reinforced"])


def allowed_actions(state: State, index: int) -> list[str]:
    """MM-9.2.2, MM-9.2.4, MM-8.8.2, MM-Q35: what this side may declare now."""
    if combat(state)["round"] == 1 or loc(state, index)["mast"] <= 0:
        return ["shoot"]
    out = ["shoot"]
    if loc(state, index)["crew"] > 0:
        out.append("board")
    if "seat" in side(state, index) or npc_may_flee(state, index):
        out.append("flee")
    return out


def npc_may_flee(state: State, index: int) -> bool:
    mine, theirs = loc(state, index), loc(state, 1 - index)
    return mine["cannons"] < theirs["cannons"] or mine["crew"] < theirs["crew"]


def winner_of(a: list[int], b: list[int]) -> int | None:
    """MM-9.3.4-9.3.6: more skulls, then the higher sum; None for no winner."""
    sa, sb = rolls.successes(a), rolls.successes(b)
    if sa == sb == 0:
        return None
    if sa != sb:
        return 0 if sa > sb else 1
    ta, tb = rolls.tie_value(a), rolls.tie_value(b)
    if ta == tb:
        return None
    return 0 if ta > tb else 1


def hits_of(state: State, i: int, winner: int | None) -> int:
    """MM-9.4.1, MM-9.4.2: a shooter that wins fires every current Cannon; otherwise one
    hit per skull, at most its Cannons."""
    c = combat(state)
    if c["decl"][i] != "shoot":
        return 0
    cannons = loc(state, i)["cannons"]
    return cannons if winner == i else min(rolls.successes(c["rolls"][i]), cannons)


def entry_name(state: State, entry: dict[str, Any]) -> Text:
    """The side an owed combat entry is for, by name."""
    return side_name(state, side(state, entry["side"]))
