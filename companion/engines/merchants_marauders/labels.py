"""Names of argument values for forms (``Engine.arg_labels``): keys in words, zones by
name, dice faces."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.merchants_marauders.dice import DIE_LABELS
from companion.engines.merchants_marauders.words import WORDS
from companion.engines.text import Text


def arg_labels(state: State) -> dict[str, dict[Any, Text]]:
    keys: dict[Any, Text] = dict(WORDS.items())
    zones: dict[Any, Text] = {i: z["name"] for i, z in enumerate(state["zones"])}
    dice: dict[Any, Text] = dict(DIE_LABELS.items())
    npcs: dict[Any, Text] = {
        slot: str(npc["cards"][-1].get("name") or slot)
        for slot, npc in state["npcs"].items()
        if npc.get("cards")
    }
    return {
        "ship": keys,
        "nation": keys,
        "other": keys,
        "npc": npcs,
        "location": keys,
        "weapon": keys,
        "modification": keys,
        "specialist": keys,
        "skill": keys,
        "direction": keys,
        "port": zones,
        "zone": zones,
        "to": zones,
        "dice": dice,
    }
