"""The JSON state of a game and the seeded generator kept inside it."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable
from typing import Any

State = dict[str, Any]
Args = dict[str, Any]


def new_rng(seed: int) -> dict[str, int]:
    """The generator kept in a state: a seed and how many draws were made from it."""
    return {"seed": int(seed), "draws": 0}


def rng_draw(state: State) -> random.Random:
    """A generator for the next draw; advances the draw counter stored in ``state``.

    A fresh ``Random`` per draw, seeded from (seed, draws), keeps the state a pair of
    integers (JSON-friendly) while a replay or a retried task draws the same values.
    """
    rng = state["rng"]
    generator = random.Random(f"{rng['seed']}:{rng['draws']}")
    rng["draws"] += 1
    return generator


def shuffled(state: State, items: Iterable[Any]) -> list[Any]:
    out = list(items)
    rng_draw(state).shuffle(out)
    return out


def assert_json(state: State) -> None:
    """Raise if ``state`` would not survive a JSON round-trip unchanged."""
    if json.loads(json.dumps(state)) != state:
        raise TypeError("engine state is not JSON round-trippable")
