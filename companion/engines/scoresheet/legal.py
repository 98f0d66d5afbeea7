"""What a seat may enter now: every phone keeps the sheet (SHEET-1, SHEET-6).

A phone enters its own score without naming itself; it may also enter another seat's.
Once every seat has a score the companion closes the round (bookkeeping.py): nothing
is offered until it has.
"""

from __future__ import annotations

from companion.engines.base import LegalMove, State
from companion.engines.scoresheet.bookkeeping import round_complete
from companion.engines.text import N_


def _score_moves(n: int, seat: int | None) -> list[LegalMove]:
    if seat is None:
        # The host's phone enters for whichever seat it names.
        return [LegalMove("record_score", N_("Enter a score"), {"target": list(range(n))})]
    moves = [LegalMove("record_score", N_("Your score this round"))]
    others = [i for i in range(n) if i != seat]
    if others:
        moves.append(LegalMove("record_score", N_("Another player's score"), {"target": others}))
    return moves


def legal_moves(state: State, seat: int | None) -> list[LegalMove]:
    if state["over"] or round_complete(state):
        return []
    moves = _score_moves(len(state["seats"]), seat)
    entered = [i for i, p in enumerate(state["current"]) if p is not None]
    if entered:
        moves.append(LegalMove("clear_score", N_("Clear a score"), {"target": entered}))
    elif state["rounds"]:
        moves.append(LegalMove("end_game", N_("End the game")))
    return moves
