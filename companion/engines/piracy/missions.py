"""Mission counters as the table enters them (PIR-5.09, RULING PIR-Q-2): the counter's
letter and number, the cargo it puts in the cargo box, the task as the sheet words it."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, State
from companion.engines.piracy.catalogue import CARGO_KINDS, COUNTERS_PER_KIND
from companion.engines.text import N_

CARGO_HELP = {
    "documents": N_("Documents counters the mission puts in the cargo box"),
    "noble": N_("Noble counters the mission puts in the cargo box"),
    "rum": N_("Rum counters the mission puts in the cargo box"),
    "gold": N_("Gold chests the mission puts in the cargo box"),
    "slaves": N_("Slaves counters the mission puts in the cargo box"),
    "spy": N_("Spy counters the mission puts in the cargo box"),
}
TASK_ARG = Arg("task", "str", N_("the task, as the mission sheet words it"), required=False)
CARGO_ARGS = tuple(
    Arg(kind, "int", CARGO_HELP[kind], required=False, min=0, max=COUNTERS_PER_KIND, default=0)
    for kind in CARGO_KINDS
)
# What an offer of a mission's entry lists, so that a phone asks each count.
CARGO_OFFER = {arg.name: arg.span for arg in CARGO_ARGS}


def mission_record(
    category: str, number: int, cargo: dict[str, int], task: str | None
) -> dict[str, Any]:
    return {
        "id": f"{category}-{number}",
        "category": category,
        "cargo": {kind: n for kind, n in cargo.items() if n},
        "task": task or "",
        "reward": None,
        "rum_spoiled": False,
    }


def mission_held(state: State, mission_id: str) -> bool:
    for p in state["players"]:
        if (p["mission"] or {}).get("id") == mission_id or mission_id in p["missions_done"]:
            return True
    return False
