"""Names of argument values for forms (``Engine.arg_labels``): keys in words, zones by
name, dice faces."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.merchants_marauders.catalogue import SKULL
from companion.engines.merchants_marauders.combat_sides import ACTION_WORDS
from companion.engines.merchants_marauders.dice import DIE_LABELS
from companion.engines.merchants_marauders.events import icon_labels
from companion.engines.merchants_marauders.npcs import kind_labels
from companion.engines.merchants_marauders.plunder_take import TAKE_WORDS
from companion.engines.merchants_marauders.raid_cards import card_labels
from companion.engines.merchants_marauders.scouting import target_labels
from companion.engines.merchants_marauders.words import WORDS
from companion.engines.text import Text, _


def arg_labels(state: State) -> dict[str, dict[Any, Text]]:
    keys: dict[Any, Text] = dict(WORDS.items())
    keys["none"] = _("none")
    zones: dict[Any, Text] = {i: z["name"] for i, z in enumerate(state["zones"])}
    # A die's face on a pad button as the die shows it: the word would not fit the button.
    dice: dict[Any, Text] = {**DIE_LABELS, SKULL: "☠"}
    npcs: dict[Any, Text] = {
        slot: str(npc["cards"][-1].get("name") or slot)
        for slot, npc in state["npcs"].items()
        if npc.get("cards")
    }
    return {
        "ship": keys,
        "nation": keys,
        "port_nation": keys,
        "other": keys,
        "slot": npcs,
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
        "face": dice,
        "target": target_labels(state),
        "which": card_labels(state),
        "keep": card_labels(state),
        "take": {**keys, **TAKE_WORDS},
        **dict.fromkeys(("icon1", "icon2", "icon3"), icon_labels(state)),
        "npc": kind_labels(),
        "action": {k: _(v) for k, v in ACTION_WORDS.items()},
        "origin": keys,
        "reinforced": keys,
        "skulls": keys,
        "whose": {"mine": _("my dice"), "theirs": _("the opponent's dice")},
    }
