"""The NPCs as the pages show them (all public, MM-8.1.3): who, where, where each goes at
the end of the round, and the wars (MM-0.5.4)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.merchants_marauders.catalogue import SKILLS
from companion.engines.merchants_marauders.npcs import active, npc_name
from companion.engines.merchants_marauders.words import word, zone_name
from companion.engines.text import _


def view_part(state: State, seat: int | None) -> list[dict[str, Any]]:
    """The NPCs in words for the pages (all public, MM-8.1.3): who, where, and where its
    ship goes at the end of the round; the wars (MM-0.5.4)."""
    rows = []
    for slot, rec in state["npcs"].items():
        if not rec["cards"] and not rec.get("next"):
            continue
        card = active(state, slot)
        rows.append(
            {
                "slot": slot,
                "name": npc_name(state, slot),
                "place": _("the %(zone)s sea zone", zone=zone_name(state, rec["zone"]))
                if rec["zone"] is not None
                else _("not on the board"),
                "arrives": None
                if rec["arrive"] is None
                else _("the %(zone)s sea zone", zone=zone_name(state, rec["arrive"])),
                "skills": []
                if card is None
                else [{"label": word(k), "value": card[k]} for k in SKILLS if k in card],
                "ship": None if card is None else word(card["ship"]),
                "cards": len(rec["cards"]),
            }
        )
    wars = [_("%(a)s and %(b)s", a=word(a), b=word(b)) for a, b in state["wars"]]
    return [{"npc_list": rows, "war_list": wars}]
