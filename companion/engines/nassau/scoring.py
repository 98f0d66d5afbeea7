"""NAS-4 Final scoring: four rankings worth 7/5/3/1/0, shared on ties, then the tie-breaks."""

from __future__ import annotations

from typing import Any

from companion.engines.base import FinalResult, State, places_from_scores
from companion.engines.nassau.catalogue import VP_BY_PLACE
from companion.engines.nassau.common import chest_value, motley_points, ship_points

CATEGORIES = (
    ("famous", "Most Famous Pirate", "NAS-4.4", "notoriety"),
    ("motley", "Most Motley Crew", "NAS-4.5", "motley points"),
    ("ship", "Best Pirate Ship", "NAS-4.6", "ship points"),
    ("richest", "Richest Pirate", "NAS-4.7", "treasure in the chest"),
)


def ranking_vp(values: dict[int, int]) -> dict[int, tuple[int, int]]:
    """Place = 1 + players strictly ahead (NAS-4.3); returns seat -> (place, VP)."""
    out = {}
    for seat, value in values.items():
        place = 1 + sum(1 for other in values.values() if other > value)
        out[seat] = (place, VP_BY_PLACE[place - 1])
    return out


def category_values(state: State) -> dict[str, dict[int, int]]:
    players = state["players"]
    return {
        "famous": {i: p["notoriety"] for i, p in enumerate(players)},  # totals incl. laps
        "motley": {i: motley_points(p) for i, p in enumerate(players)},
        "ship": {i: ship_points(state, p) for i, p in enumerate(players)},
        "richest": {i: chest_value(p) for i, p in enumerate(players)},  # NAS-4.8: chest only
    }


def final_result(state: State) -> FinalResult:
    return result_from_values(state, category_values(state))


def result_from_values(state: State, values: dict[str, dict[int, int]]) -> FinalResult:
    ranked = {key: ranking_vp(values[key]) for key, *_ in CATEGORIES}
    seats = range(len(state["players"]))
    scores = {s: float(sum(ranked[key][s][1] for key, *_ in CATEGORIES)) for s in seats}
    # NAS-4.9 for the winner, NAS-Q36 for the other places: VP, then chest, then notoriety.
    places = places_from_scores(
        scores, tiebreak=lambda s: (values["richest"][s], values["famous"][s])
    )
    breakdown: dict[int, dict[str, Any]] = {}
    for s in seats:
        rows: dict[str, Any] = {}
        for key, title, rule, unit in CATEGORIES:
            place, vp = ranked[key][s]
            shared = sum(1 for o in seats if ranked[key][o][0] == place) > 1
            rows[key] = {
                "title": title,
                "value": values[key][s],
                "place": place,
                "vp": vp,
                "rule": rule,
                "why": f"{values[key][s]} {unit}: {'tied ' if shared else ''}place {place}, {vp} VP",
            }
        p = state["players"][s]
        rows["chest"] = {"poe": p["chest"]["poe"], "doubloons": p["chest"]["doubloon"]}
        rows["total"] = int(scores[s])
        breakdown[s] = rows
    tiebreaks = ["NAS-4.3: equal values in a ranking share its VP"]
    top = max(scores.values())
    tied = [s for s in seats if scores[s] == top]
    if len(tied) > 1:
        names = ", ".join(state["seats"][s]["name"] for s in tied)
        tiebreaks.append(
            f"NAS-4.9: {names} tie on {int(top)} VP; most buried treasure wins, then most notoriety"
        )
    tiebreaks.append("NAS-Q36: other places follow VP, then buried treasure, then notoriety")
    winners = sorted(s for s, place in places.items() if place == 1)
    return FinalResult(scores, places, winners, breakdown, tiebreaks)
