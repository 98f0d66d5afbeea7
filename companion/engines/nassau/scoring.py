"""NAS-4 Final scoring: four rankings worth 7/5/3/1/0, shared on ties, then the tie-breaks."""

from __future__ import annotations

from typing import Any

from companion.engines.base import FinalResult, State, places_from_scores
from companion.engines.nassau.catalogue import VP_BY_PLACE
from companion.engines.nassau.hold import chest_value
from companion.engines.nassau.ship import motley_points, ship_points
from companion.engines.text import N_, Msg, _

CATEGORIES = (
    ("famous", N_("Most Famous Pirate"), "NAS-4.4", N_("notoriety")),
    ("motley", N_("Most Motley Crew"), "NAS-4.5", N_("motley points")),
    ("ship", N_("Best Pirate Ship"), "NAS-4.6", N_("ship points")),
    ("richest", N_("Richest Pirate"), "NAS-4.7", N_("pieces of eight in the chest")),
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


# NAS-3.1: the game ends when the end-game navy card is revealed (NAS-Q32: at once).
END_RULES = ("NAS-3.1",)


def is_over(state: State) -> bool:
    return bool(state["over"])


def final_result(state: State) -> FinalResult:
    return result_from_values(state, category_values(state))


def _why(value: int, unit: str, place: int, vp: int, shared: bool) -> Msg:
    if shared:
        return _(
            "%(value)s %(unit)s: tied for place %(place)s, %(vp)s VP",
            value=value,
            unit=_(unit),
            place=place,
            vp=vp,
        )
    return _(
        "%(value)s %(unit)s: place %(place)s, %(vp)s VP",
        value=value,
        unit=_(unit),
        place=place,
        vp=vp,
    )


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
                "why": _why(values[key][s], unit, place, vp, shared),
            }
        p = state["players"][s]
        rows["chest"] = {"poe": p["chest"]["poe"], "doubloons": p["chest"]["doubloon"]}
        rows["total"] = int(scores[s])
        breakdown[s] = rows
    tiebreaks: list[Any] = [N_("NAS-4.3: equal values in a ranking share its VP")]
    top = max(scores.values())
    tied = [s for s in seats if scores[s] == top]
    if len(tied) > 1:
        tiebreaks.append(
            _(
                "NAS-4.9: %(names)s tie on %(vp)s VP; most buried treasure wins, then most "
                "notoriety",
                names=[state["seats"][s]["name"] for s in tied],
                vp=int(top),
            )
        )
    tiebreaks.append(N_("NAS-Q36: other places follow VP, then buried treasure, then notoriety"))
    winners = sorted(s for s, place in places.items() if place == 1)
    return FinalResult(scores, places, winners, breakdown, tiebreaks, ended_by=END_RULES[0])
