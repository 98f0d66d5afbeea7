"""What a phone sees: everything on a scoresheet is public."""

from __future__ import annotations

from companion.engines.base import State
from companion.engines.scoresheet.scoring import totals
from companion.engines.scoresheet.sheet import seat_name
from companion.engines.text import Msg, _


def prompt(state: State) -> Msg | None:
    """What the table does next, in words (SHEET-1, SHEET-2)."""
    if state["over"]:
        return None
    number = len(state["rounds"]) + 1
    missing = [seat_name(state, i) for i, p in enumerate(state["current"]) if p is None]
    if missing:
        return _("Round %(number)s: enter the scores of %(names)s.", number=number, names=missing)
    return _("Round %(number)s: every score is in; close the round.", number=number)


def player_view(state: State, seat: int | None) -> State:
    return {
        "game": state["game"],
        "seats": state["seats"],
        "options": state["options"],
        "rounds": state["rounds"],
        "current": state["current"],
        "round": len(state["rounds"]) + 1,
        "totals": totals(state),
        "over": state["over"],
        "prompt": prompt(state),
    }
