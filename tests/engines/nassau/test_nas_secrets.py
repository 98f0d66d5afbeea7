"""resample_secrets for Nassau: what a seat cannot know is drawn again, and its view stays
byte-identical (NAS-Q35: burials; the face-down decks are physical, only counted)."""

from __future__ import annotations

import json
import random

from companion.engines.base import State
from companion.engines.nassau.rounds import start_nassau
from tests.engines.nassau.builders import (
    ENGINE,
    TEST_BOARD,
    fill_hold,
    seats,
    set_notoriety,
    started,
)
from tests.engines.nassau.test_nas_playthrough import choose


def _seeded_states(seed: int, n: int) -> list[State]:
    """Every state of a seeded game that reaches step 5 at least twice."""
    rng = random.Random(seed)
    opts = {"ports": TEST_BOARD}
    state = ENGINE.setup(opts, seats(n), seed)
    # Pieces of eight aboard from the start (taken from the supply), so there is treasure
    # to bury in every step 5.
    for p in state["players"]:
        p["hold"]["poe"] += 3
        state["supply"]["poe"] -= 3
    states = [state]
    while not ENGINE.is_over(state) and len(states) < 3000:
        system = ENGINE.pending_system_moves(state)
        if system:
            state = ENGINE.apply(state, None, system[0])
        else:
            seat, move = _bury_all(state) or _keep_treasure(state, rng)
            state = ENGINE.apply(state, seat, move)
        states.append(state)
    return states


def _bury_all(state: State) -> tuple[int, dict[str, object]] | None:
    """A seat whose turn it is to bury buries every piece of eight it may."""
    for seat in range(state["n"]):
        for legal in ENGINE.legal_moves(state, seat):
            if legal.type == "bury":
                return seat, {"type": "bury", "args": {"poe": max(legal.allowed["poe"])}}
    return None


def _keep_treasure(state: State, rng: random.Random) -> tuple[int, dict[str, object]]:
    """A move of the seeded game that does not spend pieces of eight (there is more to bury)."""
    for _try in range(50):
        seat, move = choose(state, rng)
        if move["type"] not in ("exchange_poe", "use_quartermaster", "jettison"):
            break
    return seat, move


def _view(state: State, viewer: int | None) -> str:
    return json.dumps(ENGINE.player_view(state, viewer), sort_keys=True)


def _legal(state: State, viewer: int) -> list[dict[str, object]]:
    return [m.to_json() for m in ENGINE.legal_moves(state, viewer)]


def test_every_view_reads_the_same_after_the_secrets_are_drawn_again() -> None:
    states = _seeded_states(0, 4)
    assert any(p["chest"]["poe"] for p in states[-1]["players"]), "nobody buried anything"
    for step, state in enumerate(states[::15]):
        for viewer in (None, 0, 1, 2, 3):
            again = ENGINE.resample_secrets(state, viewer, seed=step)
            assert _view(again, viewer) == _view(state, viewer)
            if viewer is not None:
                assert _legal(again, viewer) == _legal(state, viewer)
                assert again["players"][viewer] == state["players"][viewer]


def test_other_seats_chests_are_really_drawn_again() -> None:
    states = _seeded_states(0, 4)
    buried = [
        s
        for s in states
        if not s["over"] and s["players"][1]["chest"]["poe"] + s["players"][1]["hold"]["poe"] > 1
    ]
    assert buried, "seat 1 never held two pieces of eight"
    state = buried[-1]
    splits = {
        (
            ENGINE.resample_secrets(state, 0, seed)["players"][1]["hold"]["poe"],
            ENGINE.resample_secrets(state, 0, seed)["players"][1]["chest"]["poe"],
        )
        for seed in range(30)
    }
    assert len(splits) > 1
    total = state["players"][1]["hold"]["poe"] + state["players"][1]["chest"]["poe"]
    assert all(hold + chest == total for hold, chest in splits)
    assert ENGINE.resample_secrets(state, 0, 1)["rng"] != state["rng"]


def test_the_amount_buried_changes_nothing_another_seat_reads() -> None:
    state = started(3)
    set_notoriety(state, [30, 20, 10])
    start_nassau(state)
    for seat in range(3):
        state = ENGINE.apply(state, seat, {"type": "done_buying", "args": {}})
    fill_hold(state, 0, poe=4, rum=2)
    one = ENGINE.play(state, 0, {"type": "bury", "args": {"poe": 1}})
    three = ENGINE.play(state, 0, {"type": "bury", "args": {"poe": 3}})
    assert one.state["players"][0]["chest"] != three.state["players"][0]["chest"]
    for viewer in (None, 1, 2):
        assert _view(one.state, viewer) == _view(three.state, viewer)
        assert one.outcome.public == three.outcome.public
        assert viewer not in one.outcome.private
        if viewer is not None:
            assert _legal(one.state, viewer) == _legal(three.state, viewer)
