"""A turn's scratch (PIR-APP-1.3) and the check that a move is its seat's at its step."""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import RuleError, State
from companion.engines.piracy.seats import name
from companion.engines.text import Msg, _

# PIR-APP-5.3: a turn goes "move" -> "npcs" (when hunters or the fleet sail) -> arrival:
# "port", "europe" or "sea" -> "combat" -> "upkeep" -> "cargo" -> "end".


def new_turn(seat: int) -> dict[str, Any]:
    return {
        "seat": seat,
        "step": "move",
        "moved": False,
        "at_sea": False,
        "option": None,
        "bought_point": False,
        "mission_done_or_drawn": False,
        "port_attacked": False,
        "surplus": 0,
        # A prize drawn this turn, waiting for the drawer's choice (RULING PIR-Q-16).
        "prize": None,
        # Hunters that ended on another pirate this turn ([hunter id, seat]), and what the
        # active pirate fought ("hunter:<id>", "fleet"): each once a turn (PIR-Q-41).
        "reached": [],
        "fought": [],
        "battles_done": False,
    }


def own_step(
    state: State, seat: int | None, steps: str | tuple[str, ...], rule: str, text: Msg
) -> dict[str, Any]:
    """The turn of ``seat``, at one of ``steps``; refused with ``text`` otherwise."""
    turn = state.get("turn")
    if state["phase"] != "turn" or turn is None or state["waiting"]:
        raise RuleError(rule, text)
    if seat is not None and seat != turn["seat"]:
        raise RuleError(rule, _("It is %(name)s's turn.", name=name(state, turn["seat"])))
    if turn["step"] not in ((steps,) if isinstance(steps, str) else steps):
        raise RuleError(rule, text)
    return cast(dict[str, Any], turn)
