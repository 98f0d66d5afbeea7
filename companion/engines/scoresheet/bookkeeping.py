"""The companion closes a round itself once every seat has a score (SHEET-2, SHEET-4)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.scoresheet.rounds import scores_line
from companion.engines.scoresheet.scoring import totals
from companion.engines.scoresheet.sheet import seat_name
from companion.engines.text import N_, _


def round_complete(state: State) -> bool:
    return not state["over"] and all(p is not None for p in state["current"])


def pending_system_moves(state: State) -> list[dict[str, Any]]:
    """The close of the round in progress, once its last score is in; keyed by round."""
    if not round_complete(state):
        return []
    number = len(state["rounds"]) + 1
    return [{"type": "close_round", "args": {"round": number}, "key": f"round-{number}-close"}]


@move(
    "close_round",
    N_("Close the round"),
    # Named after the round it closes: a close delivered twice finds that round gone.
    # Optional: closes written before the companion closed rounds itself name none.
    Arg("round", "int", N_("the round to close"), min=1, required=False),
    rule="SHEET-2",
    example={"round": 1},
    system=True,
)
def close_round(state: State, seat: int | None, *, round: int | None = None) -> Played:
    number = len(state["rounds"]) + 1
    if round is not None and round != number:
        raise RuleError(
            "SHEET-2", _("Round %(number)s is not the round in progress.", number=round)
        )
    missing = [seat_name(state, i) for i, p in enumerate(state["current"]) if p is None]
    if missing:
        raise RuleError("SHEET-2", _("The round needs a score for %(names)s first.", names=missing))
    state["rounds"].append(state["current"])
    state["current"] = [None] * len(state["seats"])
    said = [
        _(
            "Every score is in: round %(number)s is closed (%(scores)s).",
            number=number,
            scores=scores_line(state, state["rounds"][-1]),
        ),
        _("Totals: %(totals)s.", totals=scores_line(state, totals(state))),
    ]
    limit = state["options"]["rounds"]
    if limit and number >= limit:
        state["over"] = True
        said.append(_("That was the last round (SHEET-4): the game is over."))
    return played(state, *said)
