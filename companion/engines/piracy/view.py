"""What a seat sees (PIR-APP-2, RULING PIR-Q-43): everything but other seats' secrets,
their mission's ID, task and reward, the type of their face-down cards, the gold buried
under a Treasure Map and the IDs of their completed missions. At the end all is shown."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.piracy import ending, view_parts
from companion.engines.piracy.prompts import prompt
from companion.engines.state import copy_state


def hidden_player(p: dict[str, Any]) -> dict[str, Any]:
    """Another seat's record as the table may see it."""
    mission = p["mission"]
    return {
        **p,
        # Others see that a mission is held and its cargo on the deck plan.
        "mission": None if mission is None else {"held": True, "cargo": mission["cargo"]},
        "missions_done": len(p["missions_done"]),
        "face_down_cards": int(p["letter"]) + int(p["treasure_map"]),
        "letter": p["letter"] if p["shown"]["letter"] else None,
        "treasure_map": p["treasure_map"] if p["shown"]["treasure_map"] else None,
        "buried": None,
    }


def player_view(state: State, seat: int | None) -> State:
    out = copy_state(state)
    out.pop("rng", None)
    out["prompt"] = prompt(state)
    if state["phase"] not in ("over", "final_battle"):
        out["players"] = [
            p if i == seat else hidden_player(p) for i, p in enumerate(out["players"])
        ]
    out["seat"] = seat
    out["plans"] = [view_parts.plan(state, out, s) for s in range(len(out["players"]))]
    out["port_rows"] = view_parts.port_rows(out)
    out["sea"] = view_parts.sea(out)
    out["fight"] = view_parts.fight(out)
    out["ending"] = ending.how_it_ended(state)
    return out
