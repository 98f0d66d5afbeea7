"""The moves of a scoresheet: scores of the round in progress (SHEET-1 to SHEET-3)."""

from __future__ import annotations

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.text import N_, _

MAX_POINTS = 1_000_000


def seat_name(state: State, seat: int) -> str:
    name: str = state["seats"][seat]["name"]
    return name


@move(
    "record_score",
    N_("Enter a score"),
    Arg("target", "seat", N_("the player the score is for"), min=0, max=11),
    Arg("points", "int", N_("points this round"), min=-MAX_POINTS, max=MAX_POINTS),
    rule="SHEET-1",
    example={"target": 0, "points": 12},
    # Each seat's score is its own cell: two phones entering at once do not clash.
    commutes=True,
    touches="target",
)
def record_score(state: State, seat: int | None, *, target: int, points: int) -> Played:
    if points < 0 and not state["options"]["allow_negative"]:
        raise RuleError("SHEET-3", _("This table does not allow negative scores."))
    was = state["current"][target]
    state["current"][target] = points
    name = seat_name(state, target)
    if was is None:
        said = _("%(name)s scores %(points)s this round.", name=name, points=points)
    else:
        said = _(
            "%(name)s's score this round is now %(points)s (it was %(was)s).",
            name=name,
            points=points,
            was=was,
        )
    return played(state, said)


@move(
    "clear_score",
    N_("Clear a score"),
    Arg("target", "seat", N_("the player whose score to clear"), min=0, max=11),
    rule="SHEET-1",
    example={"target": 0},
    commutes=True,
    touches="target",
    confirm=N_("Clear %(target)s's score this round? It has to be entered again."),
)
def clear_score(state: State, seat: int | None, *, target: int) -> Played:
    was = state["current"][target]
    name = seat_name(state, target)
    if was is None:
        raise RuleError("SHEET-1", _("%(name)s has no score this round.", name=name))
    state["current"][target] = None
    return played(
        state, _("%(name)s's score of %(was)s this round is cleared.", name=name, was=was)
    )
