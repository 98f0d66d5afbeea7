"""Drawing again everything a viewer cannot know (the secrets contract of the README):
other seats' gold aboard, chests (until shown), cargo goods, glory hands, rumors and
setup choices, and the generator's seed. Each area adds its own records (areas.py)."""

from __future__ import annotations

import random

from companion.engines.base import State
from companion.engines.merchants_marauders import areas
from companion.engines.merchants_marauders.catalogue import STARTING_SHIPS
from companion.engines.state import copy_state

HAND_NAMES = ("Broadside", "Lucky wind", "Old map", "Bribe")


def resample_secrets(state: State, viewer: int | None, seed: int) -> State:
    out: State = copy_state(state)
    rng = random.Random(f"merchants_marauders:{seed}")
    for seat, p in enumerate(out["players"]):
        if seat == viewer:
            continue
        p["gold"] = rng.randrange(0, 40)
        if not p["declared"] and out["phase"] != "over":
            p["chest"] = rng.randrange(0, 40)
        if p["shown"] is None or p["shown"]["to"] != viewer:
            p["cargo"] = [rng.choice(out["goods"]) for _card in p["cargo"]]
            if p["shown"] is not None:
                p["shown"]["goods"] = [rng.choice(out["goods"]) for _card in p["shown"]["goods"]]
        p["hand"] = [rng.choice(HAND_NAMES) for _card in p["hand"]]
        if p["rumor"] is not None:
            p["rumor"] = {**p["rumor"], "name": rng.choice(HAND_NAMES)}
        if p["setup"] is not None:
            p["setup"] = {**p["setup"], "ship": rng.choice(STARTING_SHIPS)}
    areas.resample(out, viewer, rng)
    out["rng"] = {"seed": rng.randrange(10**9), "draws": 0}
    return out
