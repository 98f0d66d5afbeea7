"""Steps with nothing to decide: the moves the companion enters for a seat.

A seat whose only move now (at-any-time moves aside) is declared ``automatic`` and
offers one value for each argument has nothing to decide: the companion enters it, so
the step takes no tap. Only moves whose being forced tells nothing secret are declared
so (see ``MoveSpec.automatic``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion.engines.declarations import LegalMove, MoveSpec
from companion.engines.state import State

if TYPE_CHECKING:
    from companion.engines.base import Engine


def forced_args(spec: MoveSpec, legal: LegalMove) -> dict[str, Any] | None:
    """The one set of arguments ``legal`` allows, or None when it leaves a choice."""
    args: dict[str, Any] = {}
    for arg in spec.args:
        allowed = legal.allowed.get(arg.name)
        if not allowed:
            if arg.required:
                return None  # any value the declaration accepts: a score to enter
            continue  # not offered now
        if len(allowed) != 1:
            return None
        args[arg.name] = allowed[0]
    return args


def forced_moves(engine: Engine, state: State) -> list[dict[str, Any]]:
    """The moves the companion enters for seats with nothing to decide, each with its
    seat and a natural key (``pass:<seat>:<type>``)."""
    if engine.is_over(state):
        return []
    specs = engine.move_specs()
    due = []
    # The shared shape keeps the seats in ``state["seats"]``; a state without them
    # (a test's bare engine) has no seat to enter for.
    for seat in range(len(state.get("seats") or ())):
        offers = [o for o in engine.step_moves(state, seat) if not specs[o.type].anytime]
        if len(offers) != 1:
            continue
        (legal,) = offers
        spec = specs[legal.type]
        if not spec.automatic or spec.system:
            continue
        args = forced_args(spec, legal)
        if args is not None:
            due.append(
                {"type": legal.type, "args": args, "seat": seat, "key": f"pass:{seat}:{legal.type}"}
            )
    return due
