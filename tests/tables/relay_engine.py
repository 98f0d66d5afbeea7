"""A tiny engine with end-of-round bookkeeping, to test the table machinery alone."""

from __future__ import annotations

from companion.engines.base import (
    Arg,
    Engine,
    FinalResult,
    LegalMove,
    MoveSpec,
    RuleError,
    new_rng,
    played,
)
from companion.engines.text import _


def end_round(state, seat):
    if state["pending"]:
        raise RuleError("RELAY-1", "bookkeeping is still running")
    state["pending"] = True
    return played(state, _("Round %(round)s ends.", round=state["round"]))


def bookkeep(state, seat, *, round):
    if not state["pending"] or round != state["round"]:
        raise RuleError("RELAY-2", "no bookkeeping is due")
    state["pending"] = False
    state["round"] += 1
    state["done"].append(round)
    return played(state, _("The bookkeeping of round %(round)s is done.", round=round))


class RelayEngine(Engine):
    slug = "relay"
    title = "Relay (test engine)"
    rules = {"RELAY-1": "One round at a time.", "RELAY-2": "Bookkeeping runs once per round."}

    def moves(self):
        return {
            "end_round": (MoveSpec("end_round", "End the round"), end_round),
            "bookkeep": (
                MoveSpec("bookkeep", "Bookkeeping", (Arg("round", "int", min=1),), system=True),
                bookkeep,
            ),
        }

    def setup(self, options, seats, seed):
        return {"round": 1, "pending": False, "done": [], "rng": new_rng(seed)}

    def player_view(self, state, seat):
        return {k: v for k, v in state.items() if k != "rng"}

    def legal_moves(self, state, seat):
        return [] if state["pending"] else [LegalMove("end_round", "End the round")]

    def is_over(self, state):
        return False

    def final_result(self, state):
        return FinalResult({}, {}, [])

    def pending_system_moves(self, state):
        if not state["pending"]:
            return []
        r = state["round"]
        return [{"type": "bookkeep", "args": {"round": r}, "key": f"round-{r}-bookkeeping"}]
