"""The scoresheet engine (issue: tables). Everything on a scoresheet is public."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.engines.base import (
    Arg,
    Engine,
    FinalResult,
    LegalMove,
    MoveFn,
    MoveSpec,
    RuleError,
    SeatInfo,
    State,
    new_rng,
    places_from_scores,
)
from companion.engines.scoresheet.rules import RULES

MAX_POINTS = 1_000_000


def _check_seat(state: State, target: int) -> None:
    if not 0 <= target < len(state["seats"]):
        raise RuleError("SHEET-1", f"there is no seat {target} at this table")


def record_score(state: State, seat: int | None, *, target: int, points: int) -> State:
    _check_seat(state, target)
    if points < 0 and not state["options"]["allow_negative"]:
        raise RuleError("SHEET-3", "this table does not allow negative scores")
    state["current"][target] = points
    return state


def close_round(state: State, seat: int | None) -> State:
    missing = [state["seats"][i]["name"] for i, p in enumerate(state["current"]) if p is None]
    if missing:
        raise RuleError("SHEET-2", f"the round needs a score for {', '.join(missing)} first")
    state["rounds"].append(state["current"])
    state["current"] = [None] * len(state["seats"])
    limit = state["options"]["rounds"]
    if limit and len(state["rounds"]) >= limit:
        state["over"] = True
    return state


def end_game(state: State, seat: int | None) -> State:
    if not state["rounds"]:
        raise RuleError("SHEET-6", "close at least one round before ending the game")
    if any(p is not None for p in state["current"]):
        raise RuleError("SHEET-6", "close or clear the round in progress before ending the game")
    state["over"] = True
    return state


def clear_score(state: State, seat: int | None, *, target: int) -> State:
    _check_seat(state, target)
    if state["current"][target] is None:
        raise RuleError("SHEET-1", f"{state['seats'][target]['name']} has no score this round")
    state["current"][target] = None
    return state


class ScoresheetEngine(Engine):
    slug = "scoresheet"
    title = "Scoresheet (any game)"
    min_seats = 1
    max_seats = 12
    rules = RULES
    colours = ("red", "blue", "green", "yellow", "black", "white", "orange", "purple")
    options = (
        Arg(
            "rounds",
            "int",
            "number of rounds (0: the table decides when to stop)",
            required=False,
            min=0,
            max=100,
            default=0,
        ),
        Arg("lowest_wins", "bool", "the lowest total wins", required=False, default=False),
        Arg("allow_negative", "bool", "scores may be negative", required=False, default=False),
    )

    def moves(self) -> dict[str, tuple[MoveSpec, MoveFn]]:
        return {
            "record_score": (
                MoveSpec(
                    "record_score",
                    "Enter a score",
                    (
                        Arg("target", "int", "the seat the score is for", min=0, max=11),
                        Arg("points", "int", "points this round", min=-MAX_POINTS, max=MAX_POINTS),
                    ),
                    example={"target": 0, "points": 12},
                ),
                record_score,
            ),
            "clear_score": (
                MoveSpec(
                    "clear_score",
                    "Clear a score",
                    (Arg("target", "int", "the seat whose score to clear", min=0, max=11),),
                    example={"target": 0},
                ),
                clear_score,
            ),
            "close_round": (MoveSpec("close_round", "Close the round"), close_round),
            "end_game": (MoveSpec("end_game", "End the game"), end_game),
        }

    def setup(self, options: dict[str, Any], seats: Sequence[SeatInfo], seed: int) -> State:
        return {
            "game": self.slug,
            "seats": [{"index": s.index, "name": s.name, "colour": s.colour} for s in seats],
            "options": dict(options),
            "rounds": [],
            "current": [None] * len(seats),
            "over": False,
            "rng": new_rng(seed),
        }

    def player_view(self, state: State, seat: int | None) -> State:
        totals = self.totals(state)
        return {
            "game": self.slug,
            "seats": state["seats"],
            "options": state["options"],
            "rounds": state["rounds"],
            "current": state["current"],
            "round": len(state["rounds"]) + 1,
            "totals": totals,
            "over": state["over"],
        }

    def legal_moves(self, state: State, seat: int | None) -> list[LegalMove]:
        if state["over"]:
            return []
        n = len(state["seats"])
        moves = [
            LegalMove(
                "record_score",
                "Enter a score",
                {"target": list(range(n))},
            )
        ]
        entered = [i for i, p in enumerate(state["current"]) if p is not None]
        if entered:
            moves.append(LegalMove("clear_score", "Clear a score", {"target": entered}))
        if len(entered) == n:
            moves.append(LegalMove("close_round", "Close the round"))
        if state["rounds"] and not entered:
            moves.append(LegalMove("end_game", "End the game"))
        return moves

    def is_over(self, state: State) -> bool:
        return bool(state["over"])

    @staticmethod
    def totals(state: State) -> list[int]:
        return [sum(r[i] for r in state["rounds"]) for i in range(len(state["seats"]))]

    def final_result(self, state: State) -> FinalResult:
        totals = self.totals(state)
        scores = {i: float(t) for i, t in enumerate(totals)}
        places = places_from_scores(scores, lowest_wins=state["options"]["lowest_wins"])
        return FinalResult(
            scores=scores,
            places=places,
            winners=sorted(s for s, p in places.items() if p == 1),
            breakdown={
                i: {"rounds": [r[i] for r in state["rounds"]], "total": totals[i]}
                for i in range(len(totals))
            },
            tiebreaks=["SHEET-5: equal totals share a place"],
        )
