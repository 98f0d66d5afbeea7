"""End of the game and the final count (SPM-4), with the tie-breaks of SPM-4.5 and SPM-4.6."""

from __future__ import annotations

from typing import Any

from companion.engines.base import FinalResult, State, places_from_scores


def seat_tally(state: State, seat: int) -> dict[str, Any]:
    """One seat's total and tie-break keys. Secret while the game runs: only the seat's own
    view or the final result may show it."""
    ships = state["pirates"][str(seat)]
    ship_fame = {s: state["fame"][s] for s in ships}  # owed points included (SPM-3.3.7)
    spaces = [state["line"].index(s) + 1 for s in ships]
    return {
        "ships": sorted(ships),
        "ship_fame": ship_fame,
        "banked": state["banked"][seat],
        "total": state["banked"][seat] + sum(ship_fame.values()),  # SPM-4.3
        "undamaged": sum(1 for s in ships if not state["damaged"][s]),  # SPM-4.5
        "best_space": min(spaces) if spaces else 10,  # SPM-4.6: damage ignored
    }


def score(state: State) -> dict[str, Any]:
    """The result stored in the state at the end; unowned ships are ignored (SPM-4.3)."""
    n = len(state["seats"])
    tallies = {seat: seat_tally(state, seat) for seat in range(n)}
    places = places_from_scores(
        {seat: float(t["total"]) for seat, t in tallies.items()},
        # SPM-4.5 then SPM-4.6 (higher is better, so the space is negated).
        tiebreak=lambda seat: (tallies[seat]["undamaged"], -tallies[seat]["best_space"]),
    )
    # SPM-4.8: the best spaces always differ, so exactly one seat is first.
    winners = sorted(seat for seat, place in places.items() if place == 1)
    ranking = sorted(range(n), key=lambda seat: places[seat])  # RULING SPM-Q-21
    return {
        "totals": [tallies[s]["total"] for s in range(n)],
        "places": [places[s] for s in range(n)],
        "winners": winners,
        "ranking": ranking,
        "breakdown": [tallies[s] for s in range(n)],
        "unused_pirates": sorted(state["unused_pirates"]),
    }


def final_result(state: State) -> FinalResult:
    result = state["result"] or score(state)
    n = len(state["seats"])
    return FinalResult(
        scores={s: float(result["totals"][s]) for s in range(n)},
        places={s: result["places"][s] for s in range(n)},
        winners=list(result["winners"]),
        breakdown={s: result["breakdown"][s] for s in range(n)},
        tiebreaks=[
            "SPM-4.5: most undamaged ships owned",
            "SPM-4.6: owner of the most advanced ship",
            "RULING SPM-Q-21: places below first use the same keys",
        ],
    )
