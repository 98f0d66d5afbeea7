"""What a phone sees: everything on a scoresheet is public."""

from __future__ import annotations

from companion.engines.base import State
from companion.engines.scoresheet.scoring import totals
from companion.engines.scoresheet.sheet import seat_name
from companion.engines.text import Msg, _, ngettext


def missing_seats(state: State) -> list[int]:
    return [i for i, p in enumerate(state["current"]) if p is None]


def prompt(state: State) -> Msg | None:
    """What the table waits for now, in words (SHEET-1, SHEET-2)."""
    if state["over"]:
        return None
    number = len(state["rounds"]) + 1
    missing = missing_seats(state)
    if not missing:
        return _("Round %(number)s: every score is in; the round closes.", number=number)
    return ngettext(
        "Round %(number)s: waiting for %(names)s score.",
        "Round %(number)s: waiting for %(names)s scores.",
        len(missing),
        number=number,
        names=[_("%(name)s's", name=seat_name(state, i)) for i in missing],
    )


def player_view(state: State, seat: int | None) -> State:
    played = len(state["rounds"])
    return {
        "game": state["game"],
        "seats": state["seats"],
        "options": state["options"],
        "rounds": state["rounds"],
        "current": state["current"],
        # The round in progress; a finished game has none (it shows the rounds played).
        "round": None if state["over"] else played + 1,
        "rounds_played": played,
        "totals": totals(state),
        "over": state["over"],
        "prompt": prompt(state),
    }
