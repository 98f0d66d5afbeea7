"""The JSON state of a game and the seeded generator kept inside it."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable
from typing import Any

import orjson

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


def copy_state(state: State) -> State:
    """A deep copy of a JSON state, as a JSON round-trip makes it.

    orjson's round-trip is about four times faster than the standard library's, and a
    move, a replay and a secrets draw each copy the whole state.
    """
    try:
        copied: State = orjson.loads(orjson.dumps(state, option=orjson.OPT_NON_STR_KEYS))
    except TypeError:  # an integer past 64 bits: the standard codec takes any
        copied = json.loads(json.dumps(state))
    return copied


def assert_json(state: State) -> None:
    """Raise if ``state`` would not survive a JSON round-trip unchanged."""
    if json.loads(json.dumps(state)) != state:
        raise TypeError("engine state is not JSON round-trippable")
