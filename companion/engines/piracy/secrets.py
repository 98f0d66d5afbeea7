"""resample_secrets: the Piracy state drawn again where a viewer cannot see it (PIR-APP-2,
RULING PIR-Q-43): other seats' mission (category, number, task; its cargo is on the deck
plan for all to see), the identities of their completed missions, which of their
face-down cards is a Letter of Marque and which a Treasure Map (how many they hold is
public; a card shown by use is public), the gold under their Treasure Map, and the
generator's seed. The deck's order is the table's, never the companion's."""

from __future__ import annotations

import random
from typing import Any

from companion.engines.base import State
from companion.engines.piracy.catalogue import MISSION_CATEGORIES, MISSION_COUNTERS
from companion.engines.state import copy_state


def resample_secrets(state: State, viewer: int | None, seed: int) -> State:
    out: State = copy_state(state)
    rng = random.Random(f"piracy:{seed}")
    if state["phase"] not in ("over", "final_battle"):
        for seat, p in enumerate(out["players"]):
            if seat != viewer:
                _draw_again(p, rng)
    out["rng"] = {"seed": rng.randrange(10**9), "draws": 0}
    return out


def _counter(rng: random.Random, first: bool) -> str:
    category = "A" if first else rng.choice(MISSION_CATEGORIES)
    return f"{category}-{rng.randint(1, MISSION_COUNTERS)}"


def _draw_again(p: dict[str, Any], rng: random.Random) -> None:
    done = p["missions_done"]
    p["missions_done"] = [_counter(rng, False) for _ in done]
    mission = p["mission"]
    if mission is not None:
        # Category A until a first mission is completed (RULING PIR-Q-32): that much shows.
        mission_id = _counter(rng, not done)
        mission.update(id=mission_id, category=mission_id[0], task="", reward=None)
    shown = p["shown"]
    hidden = [card for card in ("letter", "treasure_map") if not shown[card]]
    held = sum(1 for card in hidden if p[card])
    for card in hidden:
        p[card] = False
    for card in rng.sample(hidden, held):
        p[card] = True
    p["buried"] = rng.randint(0, p["buried"] + 6)
