"""resample_secrets: the Nassau state drawn again where a viewer cannot see it.

What the rules hide from a seat (digest 10.4, RULING NAS-Q35): what other seats buried.
Every piece of eight a seat gains or spends is public, so a seat's pieces of eight in
hold and chest together are known; how they are split between the two is not (the view
shows another seat neither the pieces of eight in its hold nor the hold's total). The
face-down decks and tile sets the table handles are physical: the companion keeps only
their counts. Those the companion handles (``app_mode``) have an order no one sees: it is
drawn again. The generator's seed is drawn again too.
"""

from __future__ import annotations

import random

from companion.engines.base import State
from companion.engines.nassau.app_mode import resample_orders
from companion.engines.nassau.hold import capacity, hold_total
from companion.engines.state import copy_state


def resample_secrets(state: State, viewer: int | None, seed: int) -> State:
    out: State = copy_state(state)
    rng = random.Random(f"nassau:{seed}")
    if not state["over"]:
        for seat, p in enumerate(out["players"]):
            if seat != viewer:
                _split_again(p, rng)
        resample_orders(out, rng)
    out["rng"] = {"seed": rng.randrange(10**9), "draws": 0}
    return out


def _split_again(p: dict[str, object], rng: random.Random) -> None:
    """Another split of a seat's pieces of eight between hold and chest, never filling
    the hold beyond what it holds now or beyond its capacity."""
    hold = p["hold"]
    chest = p["chest"]
    assert isinstance(hold, dict) and isinstance(chest, dict)
    total = hold["poe"] + chest["poe"]
    others = hold_total(p) - hold["poe"]
    room = max(hold["poe"], capacity(p) - others)
    in_hold = rng.randint(0, min(total, room))
    hold["poe"], chest["poe"] = in_hold, total - in_hold
