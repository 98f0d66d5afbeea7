"""What a seat may enter now: every phone keeps the sheet (SHEET-1, SHEET-2, SHEET-6)."""

from __future__ import annotations

from companion.engines.base import LegalMove, State
from companion.engines.text import N_


def legal_moves(state: State, seat: int | None) -> list[LegalMove]:
    if state["over"]:
        return []
    n = len(state["seats"])
    moves = [LegalMove("record_score", N_("Enter a score"), {"target": list(range(n))})]
    entered = [i for i, p in enumerate(state["current"]) if p is not None]
    if entered:
        moves.append(LegalMove("clear_score", N_("Clear a score"), {"target": entered}))
    if len(entered) == n:
        moves.append(LegalMove("close_round", N_("Close the round")))
    if state["rounds"] and not entered:
        moves.append(LegalMove("end_game", N_("End the game")))
    return moves
