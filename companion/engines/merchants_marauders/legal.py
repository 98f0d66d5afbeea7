"""What a seat may enter now: its part of what the table waits for, else (the player in
turn) the actions of the turn; and what any seat may enter at any time."""

from __future__ import annotations

from companion.engines.base import LegalMove, State
from companion.engines.merchants_marauders import areas
from companion.engines.waiting import open_entries, owes_seat


def legal_moves(state: State, seat: int | None, *, anytime: bool = True) -> list[LegalMove]:
    """``anytime`` False leaves out what any seat may enter at any time: the step's own
    moves, all the companion weighs when it looks for a step with nothing to decide."""
    if seat is None or state["phase"] == "over":
        return []
    out: list[LegalMove] = []
    entries = open_entries(state)
    kinds = areas.owed()
    offered: set[str] = set()
    for entry in entries:
        if owes_seat(entry, seat) and entry["kind"] not in offered:
            offered.add(entry["kind"])
            out += kinds[entry["kind"]].offers(state, seat, entry)
    if not entries and state["phase"] == "turn" and seat == state["current"]:
        out += areas.actions(state, seat)
    return out + areas.anytime(state, seat) if anytime else out
