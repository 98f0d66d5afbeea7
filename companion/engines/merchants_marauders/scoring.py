"""The end of the game and the ranking (MM-2.3, MM-2.4, section H of the digest)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import FinalResult, State, places_from_scores
from companion.engines.merchants_marauders.glory import hidden_points, total
from companion.engines.merchants_marauders.seats import name
from companion.engines.text import N_, Msg, _

END_RULES = ("MM-2.3.2", "MM-2.4.1", "MM-2.4.2")
END_WORDS = {
    "MM-2.3.2": N_("a player reached the glory target and the round is over"),
    "MM-2.4.1": N_("no event card was left to draw"),
    "MM-2.4.2": N_("a captain died and no captain card was left"),
}


def end_game(state: State, rule: str) -> Msg:
    """The game is over at once: every chest is shown (section H)."""
    state["phase"] = "over"
    state["current"] = None
    for entry in state["waiting"]:
        # Cards announced and never resolved go back to their owners' hands.
        for announced in entry.get("announced") or []:
            state["players"][announced["seat"]]["hand"].append(announced["card"])
    state["waiting"] = []
    state["combat"] = None
    state["raid"] = None
    state["result"] = {"ended_by": rule}
    return _(
        "The game is over: %(why)s (%(rule)s). Every chest is shown: %(chests)s.",
        why=_(END_WORDS[rule]),
        rule=rule,
        chests=[
            _("%(name)s %(gold)s gold", name=name(state, s), gold=p["chest"])
            for s, p in enumerate(state["players"])
        ],
    )


def is_over(state: State) -> bool:
    return bool(state["phase"] == "over")


def ranking_key(state: State, seat: int) -> tuple[int, ...]:
    """MM-2.3.4 with MM-Q7 after the target (track, then hidden gold); MM-Q8 after a deck
    ran out (total, then track, then hidden gold)."""
    p = state["players"][seat]
    if state["result"]["ended_by"] == "MM-2.3.2":
        return (int(p["glory"]), int(p["chest"]))
    return (total(state, p), int(p["glory"]), int(p["chest"]))


def candidates(state: State) -> list[int]:
    """Who may win: after the target, the players at or above it, else (MM-Q10) those who
    declared; after a deck ran out, everyone."""
    seats = list(range(len(state["players"])))
    if state["result"]["ended_by"] != "MM-2.3.2":
        return seats
    reached = [s for s in seats if total(state, state["players"][s]) >= state["target"]]
    return reached or [s for s in seats if state["players"][s]["declared"]] or seats


def final_result(state: State) -> FinalResult:
    seats = list(range(len(state["players"])))
    cands = candidates(state)
    # Candidates rank ahead of everyone else; among each group the key decides.
    keys: dict[int, tuple[int, ...]] = {
        s: (1 if s in cands else 0, *ranking_key(state, s)) for s in seats
    }
    scores = {s: float(total(state, state["players"][s])) for s in seats}
    places = places_from_scores(dict.fromkeys(seats, 0.0), tiebreak=lambda s: keys[s])
    best = max(keys.values())
    winners = [s for s in seats if keys[s] == best]
    breakdown: dict[int, dict[str, Any]] = {}
    for s in seats:
        p = state["players"][s]
        breakdown[s] = {
            N_("glory on the track"): p["glory"],
            N_("hidden gold"): p["chest"],
            N_("glory from hidden gold"): hidden_points(state, p),
            N_("total glory"): total(state, p),
        }
    rule = state["result"]["ended_by"]
    tiebreaks = (
        [N_("glory on the track (MM-2.3.4)"), N_("hidden gold (MM-2.3.4)")]
        if rule == "MM-2.3.2"
        else [
            N_("total glory (MM-Q8)"),
            N_("glory on the track (MM-2.3.4)"),
            N_("hidden gold (MM-2.3.4)"),
        ]
    )
    return FinalResult(scores, places, winners, breakdown, tiebreaks, ended_by=rule)
