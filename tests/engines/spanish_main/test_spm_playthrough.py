"""Seeded whole games with 2, 3 and 4 players, every move chosen from legal_moves, with the
invariants of the digest (section J) checked after every move."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.engines.spanish_main.builder import (
    ENGINE,
    check_invariants,
    check_no_leak,
    random_move,
    seats,
)


@settings(max_examples=300, deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=2**31),
    players=st.sampled_from([2, 3, 4]),
    physical=st.booleans(),
    imminent=st.booleans(),
    hand=st.booleans(),
    extended=st.booleans(),
)
def test_whole_games_keep_the_invariants(
    seed: int, players: int, physical: bool, imminent: bool, hand: bool, extended: bool
) -> None:
    options = {
        "deck_mode": "physical" if physical else "app",
        "imminent_adventures": imminent,
        "movement_hand": hand,
        "extended_fame": extended,
    }
    state = ENGINE.setup(options, seats(players), seed)
    rng = random.Random(seed)
    check_no_leak(state, rng)
    for _ in range(2000):
        if ENGINE.is_over(state):
            break
        before = state
        state, _seat, move_type = random_move(state, rng)
        check_invariants(before, state, move_type)
        check_no_leak(state, rng)
        # Nobody may act out of turn; only the seats a wait names may enter.
        for seat in range(players):
            if ENGINE.legal_moves(state, seat) and not state["waiting"]:
                assert seat == state["current_seat"]
    assert ENGINE.is_over(state)
    result = ENGINE.final_result(state)
    assert len(result.winners) == 1  # SPM-4.8
    assert sorted(result.places.values()) == list(range(1, players + 1))
    assert all(len(p) == (3 if players == 2 else 2) for p in state["pirates"].values())
    assert ENGINE.player_view(state, None)["result"] == state["result"]


def test_the_same_seed_replays_the_same_game() -> None:
    def run() -> dict:
        state = ENGINE.setup({}, seats(3), 11)
        rng = random.Random(4)
        while not ENGINE.is_over(state):
            state, _, _ = random_move(state, rng)
        return state

    assert run() == run()
