"""The board as the pages draw it (rows, not sentences): each known sea zone with what lies
in it, the glory track with the hide counts and bounties, and each ship's locations as
now against full. Everything here is public (MM-0.4, MM-2.2, MM-8.1.3); the owner's
secrets stay in ``view.player_part``."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.merchants_marauders.catalogue import LOCATIONS, NATIONS, SKILLS
from companion.engines.merchants_marauders.merchants import present
from companion.engines.merchants_marauders.npcs import active, npc_name
from companion.engines.merchants_marauders.seats import alive, is_pirate, name, nation
from companion.engines.merchants_marauders.ship import capacity, known, maximum
from companion.engines.merchants_marauders.words import word
from companion.engines.text import Msg, _


def sea_rows(state: State) -> list[dict[str, Any]]:
    """Each sea zone the table knows (all 17 with a map; without one, those learnt as
    ships and NPCs went there) with its port, the player ships, NPCs and merchant in it."""
    ships: dict[int, list[int]] = {}
    for seat, p in enumerate(state["players"]):
        if alive(p) and p["ship"] is not None and p["at"] is not None:
            ships.setdefault(p["at"]["zone"], []).append(seat)
    npcs: dict[int, list[Any]] = {}
    for slot, rec in state["npcs"].items():
        if active(state, slot) is not None and rec["zone"] is not None:
            npcs.setdefault(rec["zone"], []).append(
                {"name": npc_name(state, slot), "short": short_npc_name(state, slot)}
            )
    missions = {m["zone"]: m["name"] for m in state["missions"]}
    rows = []
    for index, zone in enumerate(state["zones"]):
        key = str(index)
        rows.append(
            {
                "zone": index,
                "name": zone["name"],
                "port": zone["port"],
                "nation": word(zone["nation"]) if zone.get("nation") else None,
                "nation_key": zone.get("nation") or "",
                "ships": ships.get(index, []),
                "in_port": [s for s in ships.get(index, []) if state["players"][s]["at"]["port"]],
                "npcs": npcs.get(index, []),
                "merchant": present(state, index),
                "demand": state["demand"].get(key),
                "mod": word(state["mods"][key]) if state["mods"].get(key) else None,
                "mission": missions.get(index),
            }
        )
    return rows


def short_npc_name(state: State, slot: str) -> Msg:
    """An NPC as a zone on the table screen names it, in a word or two (its whole name
    is in the list of NPCs beside)."""
    if slot in NATIONS:
        return word(slot)
    if slot == "pirate-sloop":
        return _("pirate Sloop")
    if slot == "pirate-frigate":
        return _("pirate Frigate")
    card = active(state, slot)
    if card is not None and card["nation"]:
        return _("Man-of-war of %(nation)s", nation=word(card["nation"]))
    return _("Man-of-war")


def glory_rows(state: State) -> list[dict[str, Any]]:
    """The glory track as the board shows it: points on the track, how often each player
    hid gold (MM-2.2.1: the amount is secret, the count is not), bounties per nation."""
    return [
        {
            "seat": seat,
            "name": name(state, seat),
            "glory": p["glory"],
            "hides": p["hides"],
            "declared": p["declared"],
            "pirate": is_pirate(p),
            "bounty": [{"nation": word(n), "key": n, "level": p["bounty"][n]} for n in NATIONS],
            "wanted": any(p["bounty"][n] for n in NATIONS),
        }
        for seat, p in enumerate(state["players"])
    ]


def ship_rows(state: State, seat: int) -> list[dict[str, Any]]:
    """A ship's locations as its cubes stand against their full value (damage is public)."""
    ship = state["players"][seat]["ship"]
    if ship is None or ship.get("loc") is None or not known(state, ship["type"]):
        return []
    full = maximum(state, ship)
    return [{"key": k, "label": word(k), "now": ship["loc"][k], "full": full[k]} for k in LOCATIONS]


def captain_part(state: State, seat: int) -> dict[str, Any]:
    """The captain card's values and the ship's, for the seat's own card on the pages."""
    p = state["players"][seat]
    captain = p["captain"]
    ship = p["ship"]
    return {
        "skills": []
        if captain is None
        else [{"key": k, "label": word(k), "value": captain[k]} for k in SKILLS],
        "flag": word(flag) if (flag := nation(state, seat)) else None,
        "ship_type": word(ship["type"]) if ship is not None else None,
        "ship_rows": ship_rows(state, seat),
        "wanted": [{"nation": word(n), "level": p["bounty"][n]} for n in NATIONS if p["bounty"][n]],
        "capacity": capacity(ship) if ship is not None and ship.get("loc") else 0,
    }
