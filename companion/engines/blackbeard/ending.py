"""The end of the game (BB-T3.2, BB-Q23): the host declares it (the aid does not say
when); every pirate still in play then scores 1 VP per notoriety point, and the totals are
ranked with ties left to the players."""

from __future__ import annotations

from typing import Any

from companion.engines.base import (
    FinalResult,
    Played,
    RuleError,
    State,
    move,
    places_from_scores,
    played,
)
from companion.engines.blackbeard import fleet, victory
from companion.engines.text import N_, Msg, _, ngettext

END_RULES = ("BB-T3.2",)


@move(
    "end_game",
    N_("End the game"),
    rule="BB-T3.2",
    host_only=True,
    confirm=N_(
        "End the game now? Every pirate still in play scores his notoriety and no more "
        "entries are taken."
    ),
    example={},
)
def end_game(state: State, seat: int | None) -> Played:
    """BB-T3.2, BB-Q23: the aid does not say when the game ends; the host declares it,
    and the companion scores the pirates still in play (``score_the_end``)."""
    if state.get("ending"):
        raise RuleError("BB-T3.2", _("The end of the game is already declared."))
    state["ending"] = True
    for pirate in fleet.active(state):
        for owed in ("mutiny", "plunder", "kc", "attacked"):
            pirate[owed] = None  # what was left unfinished stays with the players
    return played(
        state,
        _(
            "The end of the game is declared: the companion scores the pirates still in play (BB-T3.2)."
        ),
    )


def pending_system_moves(state: State) -> list[dict[str, Any]]:
    """Once the end is declared: the final scoring, once (keyed by the game's end)."""
    if state.get("ending") and not state["over"]:
        return [{"type": "score_the_end", "args": {}, "key": "the-end"}]
    return []


@move(
    "score_the_end",
    N_("Score the pirates still in play"),
    rule="BB-T3.2",
    example={},
    system=True,
)
def score_the_end(state: State, seat: int | None) -> Played:
    """BB-T3.2, BB-T3.4: the end of the game is the event for a pirate still in play:
    1 VP per notoriety point, wealth and plunder nothing."""
    if not state.get("ending") or state["over"]:
        raise RuleError("BB-T3.2", _("The end of the game is not declared."))
    lines: list[Msg] = []
    for pirate in fleet.active(state):
        points = victory.vp_eliminated(pirate["notoriety"], at_game_end=True)
        fleet.award(state, pirate["owner"], points.owner, pirate, "BB-T3.2")
        pirate["scored"] = True
        lines.append(_("%(pirate)s: %(points)s", pirate=pirate["name"], points=points.message))
    state["over"] = True
    total = _(
        "The game is over: %(totals)s (BB-T3.2).",
        totals=[
            ngettext("%(name)s %(n)s VP", "%(name)s %(n)s VP", vp, name=fleet.seat_name(state, i))
            for i, vp in enumerate(state["vp"])
        ],
    )
    lines.insert(0, total)  # the screen shows the first line large
    return played(state, *lines)


def is_over(state: State) -> bool:
    return bool(state["over"])


def breakdown(state: State, seat: int) -> dict[str, int]:
    """Where a player's VP came from, one line per cause (digest 9.3)."""
    parts = {
        "BB-T3.1": N_("retired pirates"),
        "BB-T3.2": N_("pirates eliminated or in play at the end"),
        "BB-T3.3": N_("pirates eliminated by the KC"),
        "BB-Q21": N_("half the notoriety of pirates the KC eliminated"),
    }
    out = dict.fromkeys(parts.values(), 0)
    for entry in state["awards"]:
        if entry["seat"] == seat:
            out[parts[entry["rule"]]] += entry["vp"]
    out[N_("total")] = state["vp"][seat]
    return out


def final_result(state: State) -> FinalResult:
    scores = {i: float(vp) for i, vp in enumerate(state["vp"])}
    places = places_from_scores(scores)
    return FinalResult(
        scores=scores,
        places=places,
        winners=sorted(s for s, p in places.items() if p == 1),
        breakdown={i: breakdown(state, i) for i in range(len(state["vp"]))},
        tiebreaks=[
            N_(
                "The aid prints no tie-break: equal totals share a place, and the players settle it (BB-Q23)."
            )
        ],
        ended_by="BB-T3.2",
    )
