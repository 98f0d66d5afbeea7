"""Totals and places (SHEET-5)."""

from __future__ import annotations

from companion.engines.base import FinalResult, State, places_from_scores
from companion.engines.text import N_


def totals(state: State) -> list[int]:
    return [sum(r[i] for r in state["rounds"]) for i in range(len(state["seats"]))]


def is_over(state: State) -> bool:
    return bool(state["over"])


def final_result(state: State) -> FinalResult:
    sums = totals(state)
    scores = {i: float(t) for i, t in enumerate(sums)}
    places = places_from_scores(scores, lowest_wins=state["options"]["lowest_wins"])
    return FinalResult(
        scores=scores,
        places=places,
        winners=sorted(s for s, p in places.items() if p == 1),
        breakdown={
            i: {"rounds": [r[i] for r in state["rounds"]], "total": sums[i]}
            for i in range(len(sums))
        },
        tiebreaks=[N_("Equal totals share a place (SHEET-5).")],
        ended_by="SHEET-6" if state.get("ended_by_table") else "SHEET-4",
    )
