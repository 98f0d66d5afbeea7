"""End of the game and the final count (SPM-4), with the tie-breaks of SPM-4.5 and SPM-4.6
and, in sealed mode, the liar check of SPM-4.7."""

from __future__ import annotations

from typing import Any

from companion.engines.base import FinalResult, State
from companion.engines.spanish_main.catalogue import pirate_words
from companion.engines.text import N_, _


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


def liars(state: State) -> list[int]:
    """SPM-2.3.4 / SPM-4.7: seats shown at the end to have lied (sealed mode only)."""
    return sorted({lie["seat"] for lie in state.get("lies", [])})


def score(state: State) -> dict[str, Any]:
    """The result stored in the state at the end; unowned ships are ignored (SPM-4.3)."""
    seats = range(len(state["seats"]))
    tallies = {seat: seat_tally(state, seat) for seat in seats}
    cheats = set(liars(state))

    def key(seat: int) -> tuple[Any, ...]:
        # SPM-4.4, then SPM-4.5, then SPM-4.6 (lower sorts first). SPM-4.7 and RULING
        # SPM-Q-21: liars cannot win and come after every honest player.
        t = tallies[seat]
        return (seat in cheats, -t["total"], -t["undamaged"], t["best_space"])

    # SPM-4.8: the best spaces always differ, so no two seats share a key or a place.
    ranking = sorted(seats, key=key)  # RULING SPM-Q-21
    places = {seat: i + 1 for i, seat in enumerate(ranking)}
    # RULING SPM-Q-12: if every player lied, no winner is recorded.
    winners = [ranking[0]] if ranking[0] not in cheats else []
    result: dict[str, Any] = {
        "totals": [tallies[s]["total"] for s in seats],
        "places": [places[s] for s in seats],
        "winners": winners,
        "ranking": ranking,
        "breakdown": [tallies[s] for s in seats],
        "unused_pirates": sorted(state["unused_pirates"]),
    }
    if state["options"].get("identity_mode") == "sealed":
        # SPM-4.7: who lied, and each lie, become public with the result.
        for s in seats:
            result["breakdown"][s]["liar"] = s in cheats
        result["liars"] = sorted(cheats)
        result["lies"] = [dict(lie) for lie in state.get("lies", [])]
    return result


def final_result(state: State) -> FinalResult:
    result = state["result"] or score(state)
    seats = range(len(state["seats"]))
    return FinalResult(
        scores={s: float(result["totals"][s]) for s in seats},
        places={s: result["places"][s] for s in seats},
        winners=list(result["winners"]),
        breakdown={s: readable_tally(state, result["breakdown"][s]) for s in seats},
        tiebreaks=[
            N_("SPM-4.5: most undamaged ships owned"),
            N_("SPM-4.6: owner of the most advanced ship"),
            N_("SPM-4.7: a player shown to have lied cannot win"),
            N_("RULING SPM-Q-21: places below first use the same keys; liars come last"),
        ],
        ended_by="SPM-4.1",
    )


def readable_tally(state: State, tally: dict[str, Any]) -> dict[str, Any]:
    """One seat's tally under labels a player reads."""
    out: dict[str, Any] = {
        N_("pirates held"): _(
            "%(pirates)s", pirates=[pirate_words(p, state) for p in tally["ships"]]
        ),
        N_("fame under their ships"): sum(tally["ship_fame"].values()),
        N_("fame banked by accusations"): tally["banked"],
        N_("total fame"): tally["total"],
        N_("undamaged ships owned"): tally["undamaged"],
        N_("space of their most advanced ship"): tally["best_space"],
    }
    if "liar" in tally:
        out[N_("lied about their ships")] = _("yes") if tally["liar"] else _("no")
    return out


def is_over(state: State) -> bool:
    phase: str = state["phase"]
    return phase == "over"
