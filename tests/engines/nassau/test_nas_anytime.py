"""The doubloon exchange is offered exactly when it is allowed (NAS-2.5.16, NAS-Q8,
NAS-Q29; anytime.py), and the companion tells the player who may make it."""

from __future__ import annotations

import copy

import pytest

from companion.engines.base import MoveInputError, RuleError, State
from companion.engines.text import english
from tests.engines.nassau.builders import (
    ENGINE,
    fresh,
    play,
    set_merchant,
    started,
    step_turn,
    turn_of,
)


def _empty_supply(state: State, chests: list[int]) -> State:
    """Every piece of eight in the chests: ``chests`` for the first seats, the rest in seat 0's hold."""
    state = copy.deepcopy(state)
    for seat, poe in enumerate(chests):
        state["players"][seat]["chest"]["poe"] = poe
    state["players"][0]["hold"]["poe"] += state["supply"]["poe"] - sum(chests)
    state["supply"]["poe"] = 0
    return state


def _offered(state: State, seat: int) -> bool:
    return any(m.type == "exchange_doubloon" for m in ENGINE.legal_moves(state, seat))


def _accepted(state: State, seat: int) -> bool:
    try:
        play(state, seat, "exchange_doubloon")
    except (RuleError, MoveInputError):
        return False
    return True


def _states() -> dict[str, State]:
    piracy = started(3)
    turn_of(piracy, 1, phase="action", space=3)
    loot = copy.deepcopy(piracy)
    set_merchant(loot, 3, 1, 1, rum=6, goods=6)
    loot["players"][1]["hold"]["gunpowder"] = 7
    loot = play(loot, 1, "capture", card=0)
    navy = copy.deepcopy(piracy)
    step_turn(navy, "navy", [2, 1, 0])
    over = copy.deepcopy(piracy)
    over["over"] = True
    return {
        "setup": fresh(3),
        "piracy, another seat's turn": piracy,
        "a loot choice pending": loot,
        "the navy step": navy,
        "the game over": over,
    }


@pytest.mark.parametrize("where", list(_states()))
def test_the_exchange_is_offered_exactly_when_it_is_accepted(where: str) -> None:
    base = _states()[where]
    for chests in ([12, 4, 0], [5, 5, 5], [0, 0, 0]):
        for supply_left in (0, 1):
            state = _empty_supply(base, chests)
            state["supply"]["poe"] += supply_left
            state["players"][0]["hold"]["poe"] -= supply_left
            for doubloons in (8, 0):
                state["supply"]["doubloon"] = doubloons
                for seat in range(3):
                    offered, accepted = _offered(state, seat), _accepted(state, seat)
                    assert offered == accepted, (where, chests, supply_left, doubloons, seat)
                    expected = (
                        where not in ("setup", "the game over")
                        and supply_left == 0
                        and doubloons > 0
                        and chests[seat] >= 5
                    )
                    assert offered == expected, (where, chests, supply_left, doubloons, seat)


def test_the_player_who_may_exchange_reads_it_and_only_that_player() -> None:
    state = started(3)
    turn_of(state, 1, phase="action", space=3)
    state = _empty_supply(state, [12, 4, 0])
    line = (
        "The supply has no pieces of eight left: you may change 5 pieces of eight from your "
        "chest for a doubloon."
    )
    own = ENGINE.player_view(state, 0)["waiting_for"]
    assert [english(w["text"]) for w in own][-1] == line
    assert own[-1]["what"] == "exchange_doubloon" and own[-1]["rule"] == "NAS-Q8"
    assert own[0]["what"] == "action"  # the table still waits for the player's action first
    for viewer in (1, 2, None):
        texts = [english(w["text"]) for w in ENGINE.player_view(state, viewer)["waiting_for"]]
        assert line not in texts
    label = next(m.label for m in ENGINE.legal_moves(state, 0) if m.type == "exchange_doubloon")
    assert english(label) == (
        "The supply has no pieces of eight: change 5 from your chest for a doubloon"
    )
    after = play(state, 0, "exchange_doubloon")
    assert line not in [english(w["text"]) for w in ENGINE.player_view(after, 0)["waiting_for"]]
