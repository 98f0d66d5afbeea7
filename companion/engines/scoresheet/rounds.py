"""Ending the game between rounds (SHEET-6), and the totals as the table reads them."""

from __future__ import annotations

from companion.engines.base import Played, RuleError, State, move, played
from companion.engines.scoresheet.scoring import totals
from companion.engines.scoresheet.sheet import seat_name
from companion.engines.text import N_, Msg, _, ngettext


def scores_line(state: State, scores: list[int]) -> list[Msg]:
    return [
        _("%(name)s %(points)s", name=seat_name(state, i), points=p) for i, p in enumerate(scores)
    ]


@move("end_game", N_("End the game"), rule="SHEET-6", example={})
def end_game(state: State, seat: int | None) -> Played:
    if not state["rounds"]:
        raise RuleError("SHEET-6", _("Close at least one round before ending the game."))
    if any(p is not None for p in state["current"]):
        raise RuleError(
            "SHEET-6", _("Clear the scores of the round in progress before ending the game.")
        )
    state["over"] = True
    state["ended_by_table"] = True
    return played(
        state,
        ngettext(
            "The game ends after %(n)s round. Totals: %(totals)s.",
            "The game ends after %(n)s rounds. Totals: %(totals)s.",
            len(state["rounds"]),
            totals=scores_line(state, totals(state)),
        ),
    )
