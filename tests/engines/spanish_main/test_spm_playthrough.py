"""Seeded whole games with 2, 3 and 4 players, every move chosen from legal_moves, with the
invariants of the digest (section J) checked after every move."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.engines.base import State
from tests.engines.spanish_main.builders import (
    ENGINE,
    check_invariants,
    check_no_leak,
    random_move,
    seats,
)
from tests.helpers import SOAK, runs


@settings(max_examples=runs(300, 60), deadline=None, derandomize=not SOAK)
@given(
    seed=st.integers(min_value=0, max_value=2**31),
    players=st.sampled_from([2, 3, 4]),
    physical=st.booleans(),
    imminent=st.booleans(),
    hand=st.booleans(),
    extended=st.booleans(),
    sealed=st.booleans(),
)
def test_whole_games_keep_the_invariants(
    seed: int,
    players: int,
    physical: bool,
    imminent: bool,
    hand: bool,
    extended: bool,
    sealed: bool,
) -> None:
    options = {
        "deck_mode": "physical" if physical else "app",
        "imminent_adventures": imminent,
        "movement_hand": hand,
        "extended_fame": extended,
        "identity_mode": "sealed" if sealed else "verified",
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
        check_lies(before, state, move_type, sealed)
        # Nobody may act out of turn; only the seats a wait names may enter.
        for seat in range(players):
            if ENGINE.legal_moves(state, seat) and not state["waiting"]:
                assert seat == state["current_seat"]
    assert ENGINE.is_over(state)
    result = ENGINE.final_result(state)
    assert sorted(result.places.values()) == list(range(1, players + 1))
    liars = set(state["result"].get("liars", []))
    assert liars == {lie["seat"] for lie in state["lies"]}
    if len(liars) < players:
        assert len(result.winners) == 1  # SPM-4.8
        assert result.winners[0] not in liars  # SPM-4.7
        # RULING SPM-Q-21: every honest player is placed above every liar.
        assert all(
            result.places[h] < result.places[x]
            for h in result.places
            if h not in liars
            for x in liars
        )
    else:
        assert result.winners == []  # RULING SPM-Q-12: everyone lied
    # SPM-4.2: at the end every revealed pirate shows its true holder (or nobody).
    for pirate, info in state["revealed"].items():
        if info["seat"] is None:  # a false claim on a pirate whose card was removed
            assert pirate in state["unused_pirates"] and "claimed_by" in info
        else:
            assert pirate in state["pirates"][str(info["seat"])]
    assert all(entry["correct"] is not None for entry in state["accusations"])
    assert all(len(p) == (3 if players == 2 else 2) for p in state["pirates"].values())
    assert ENGINE.player_view(state, None)["result"] == state["result"]


def check_lies(before: State, after: State, move_type: str, sealed: bool) -> None:
    """RULING SPM-Q-12: lies arise only in sealed mode, from an answer, and are never undone."""
    assert after["lies"][: len(before["lies"])] == before["lies"]
    if not sealed:
        assert after["lies"] == [] and all(e["correct"] is not None for e in after["accusations"])
    elif len(after["lies"]) > len(before["lies"]):
        assert move_type in ("answer_accusation", "answer_mutiny")
    if sealed and after["phase"] != "over":
        # Nobody's view tells whether any lie was told, except the liar's own.
        for seat in [None, *range(len(after["seats"]))]:
            view = ENGINE.player_view(after, seat)
            assert "lies" not in view and view["result"] is None
            if seat is not None:
                assert all(lie["seat"] == seat for lie in view["you"]["lies"])


def test_the_same_seed_replays_the_same_game() -> None:
    def run() -> dict:
        state = ENGINE.setup({}, seats(3), 11)
        rng = random.Random(4)
        while not ENGINE.is_over(state):
            state, _, _ = random_move(state, rng)
        return state

    assert run() == run()
