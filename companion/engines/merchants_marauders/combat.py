"""A combat's record and who takes part (section A.4 of the digest, MM-9.1).

``state["combat"]`` while a battle is on::

    {"kind": "naval" | "crew",
     "round": 1,                      # the combat round (MM-9.2.2: only Shoot in round 1)
     "sides": [aggressor, defender],  # MM-9.1.1: the aggressor first
     "step": ...,                     # where the round stands (combat_*.py)
     "resume": None}                  # reserved for what the battle interrupted

A side is ``{"seat": s}`` for a player captain or ``{"npc": slot, "loc": {...}}`` for an
NPC (its damage is kept on "The Enemy!" in ``loc``, MM-8.8.3), with ``"controller"``: the
seat that enters its declarations and dice (the captain himself, or for an NPC the player
to the left of its opponent, MM-8.8.1). ``combat_naval.py`` and ``combat_crew.py`` play it.

While naval combat is on, the record also holds (``combat_naval.py``): ``decl`` (each
side's action this round), ``rolls`` (each side's contest dice after any change),
``winner`` (0, 1 or None), ``hooks_used`` (this round), ``chasers_fired`` (this combat),
``volley`` (the hits being placed: ``combat_hits.py``) and, in round 1, ``long_guns``.
A boarding turns it into a crew combat: ``kind`` "crew", ``step`` "swivel", ``boarder``
(the index of the side that boarded).
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.merchants_marauders.seats import left_of, name
from companion.engines.text import Msg, Text, _

Side = dict[str, Any]


def player_side(seat: int) -> Side:
    return {"seat": seat, "controller": seat}


def npc_side(state: State, slot: str, opponent: int, loc: dict[str, int]) -> Side:
    """MM-8.8.1, MM-Q3: the NPC is played by the player to the left of its opponent."""
    return {"npc": slot, "controller": left_of(state, opponent), "loc": dict(loc)}


def npc_title(state: State, slot: str) -> Text:
    """An NPC by its captain (MM-0.1: a warship's captain is an admiral; the NPC pirates
    have captains): "Admiral Philips van Almonde"."""
    cards = state["npcs"][slot]["cards"]
    if not cards:
        return _("The NPC")
    if cards[-1].get("nation") is not None:
        return _("Admiral %(name)s", name=cards[-1]["name"])
    return _("Captain %(name)s", name=cards[-1]["name"])


def side_name(state: State, side: Side) -> Text:
    if "seat" in side:
        return name(state, side["seat"])
    return npc_title(state, side["npc"])


def start_naval(state: State, aggressor: Side, defender: Side) -> list[Msg]:
    """MM-9.1.1: a naval combat starts, the aggressor first; round 1 is Shoot only."""
    from companion.engines.merchants_marauders.combat_naval import begin_round  # uses this

    state["combat"] = {
        "kind": "naval",
        "round": 1,
        "sides": [aggressor, defender],
        "step": "declare",
        "resume": None,
    }
    line = _(
        "Naval combat: %(aggressor)s attacks %(defender)s (MM-9.1).",
        aggressor=side_name(state, aggressor),
        defender=side_name(state, defender),
    )
    return [line, *begin_round(state)]
