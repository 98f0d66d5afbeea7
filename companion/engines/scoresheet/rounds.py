"""Closing a round and ending the game (SHEET-2, SHEET-4, SHEET-6)."""

from __future__ import annotations

from companion.engines.base import Played, RuleError, State, move, played
from companion.engines.scoresheet.scoring import totals
from companion.engines.scoresheet.sheet import seat_name
from companion.engines.text import N_, Msg, _, ngettext


def _scores_line(state: State, scores: list[int]) -> list[Msg]:
    return [
        _("%(name)s %(points)s", name=seat_name(state, i), points=p) for i, p in enumerate(scores)
    ]


@move("close_round", N_("Close the round"), rule="SHEET-2", example={})
def close_round(state: State, seat: int | None) -> Played:
    missing = [seat_name(state, i) for i, p in enumerate(state["current"]) if p is None]
    if missing:
        raise RuleError("SHEET-2", _("The round needs a score for %(names)s first.", names=missing))
    state["rounds"].append(state["current"])
    state["current"] = [None] * len(state["seats"])
    number = len(state["rounds"])
    said = [
        _(
            "Round %(number)s is closed: %(scores)s.",
            number=number,
            scores=_scores_line(state, state["rounds"][-1]),
        ),
        _("Totals: %(totals)s.", totals=_scores_line(state, totals(state))),
    ]
    limit = state["options"]["rounds"]
    if limit and number >= limit:
        state["over"] = True
        said.append(_("That was the last round (SHEET-4): the game is over."))
    return played(state, *said)


@move("end_game", N_("End the game"), rule="SHEET-6", example={})
def end_game(state: State, seat: int | None) -> Played:
    if not state["rounds"]:
        raise RuleError("SHEET-6", _("Close at least one round before ending the game."))
    if any(p is not None for p in state["current"]):
        raise RuleError(
            "SHEET-6", _("Close or clear the round in progress before ending the game.")
        )
    state["over"] = True
    state["ended_by_table"] = True
    return played(
        state,
        ngettext(
            "The game ends after %(n)s round. Totals: %(totals)s.",
            "The game ends after %(n)s rounds. Totals: %(totals)s.",
            len(state["rounds"]),
            totals=_scores_line(state, totals(state)),
        ),
    )
