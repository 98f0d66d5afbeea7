"""Seeded random whole games for 3, 4 and 5 players, every move chosen from legal_moves, with
the invariants checked after every move (hold, track, conservation, secrets, JSON)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.engines.base import State
from companion.engines.nassau.catalogue import TILES
from tests.engines.nassau.builders import (
    ENGINE,
    TEST_BOARD,
    check_invariants,
    check_no_leak,
    free_args,
    give_tile,
    seats,
)
from tests.helpers import SOAK, runs

SYSTEM = {t for t, (spec, _fn) in ENGINE.moves().items() if spec.system}
ANYTIME = {
    "jettison",
    "throw_overboard",
    "exchange_doubloon",
    "use_supply_crew",
    "use_black_marketeer",
    "use_jolly_roger",
}
MAX_MOVES = 1500
WEIGHTS = {
    "buy": 12,
    "capture": 3,
    "smuggle": 3,
    "plunder": 2,
    "exchange_poe": 3,
    "use_navigator": 3,
    "use_pilot": 3,
    "use_helmsman": 3,
    "use_cartographer": 3,
    "use_quartermaster": 3,
    "use_jolly_roger": 3,
    "use_black_marketeer": 3,
}


def options(n: int, phase1: int) -> dict[str, int]:
    # A short Phase I deck makes games short; the counts still add up to the 30 cards.
    return {
        "navy_phase1_plain": phase1,
        "navy_phase1_four": 0,
        "navy_phase1_five": 0,
        "navy_phase2_plain": 26 - phase1,
        "navy_phase2_four": 2,
        "navy_phase2_five": 2,
    }


def choose(state: State, rng: random.Random) -> tuple[int, dict[str, Any]]:
    options_: list[tuple[int, Any]] = []
    for seat in range(state["n"]):
        legal = ENGINE.legal_moves(state, seat)
        assert not {m.type for m in legal} & SYSTEM
        options_ += [(seat, m) for m in legal]
    assert options_, (state["step"], state["pending"], state["turn"])
    ending = [o for o in options_ if o[1].allowed.get("kind") == ["end_game"]]
    main = [o for o in options_ if o[1].type not in ANYTIME]
    if ending and rng.random() < 0.5:
        seat, legal = ending[0]
    elif main and rng.random() < 0.95:
        # Favour the moves that reach deeper rules: purchases, crew, fights, conversions.
        weights = [WEIGHTS.get(m.type, 1) for _s, m in main]
        seat, legal = rng.choices(main, weights=weights)[0]
    else:
        seat, legal = rng.choice(options_)
    args = free_args(legal.type, state["n"], rng)
    args.update({k: rng.choice(v) for k, v in legal.allowed.items() if v})
    return seat, {"type": legal.type, "args": args}


def played_cards(state: State) -> set[tuple[int, int]]:
    return {
        (s, i)
        for s, p in enumerate(state["players"])
        for i, c in enumerate(p["captain"] or [])
        if c["played"]
    }


@settings(max_examples=runs(200, 40), deadline=None, derandomize=not SOAK)
@given(
    seed=st.integers(min_value=0, max_value=2**31),
    n=st.sampled_from([3, 4, 5]),
    extra=st.integers(min_value=0, max_value=5),
    entered=st.booleans(),
)
def test_random_games_keep_every_invariant(seed: int, n: int, extra: int, entered: bool) -> None:
    # Both board modes: the test board entered as a layout, or none at all (NAS-Q1).
    rng = random.Random(seed)
    opts: dict[str, Any] = {**options(n, n + extra), "ports": TEST_BOARD if entered else []}
    state = ENGINE.setup(opts, seats(n), seed)
    for _ in range(MAX_MOVES):
        if ENGINE.is_over(state):
            break
        before_round, before_played = state["round"], played_cards(state)
        system = ENGINE.pending_system_moves(state)
        if system:
            state = ENGINE.apply(state, None, system[0])
        else:
            seat, move = choose(state, rng)
            state = ENGINE.apply(state, seat, move)
        check_invariants(state)
        check_no_leak(state)
        if state["round"] == before_round:
            now = played_cards(state)
            assert before_played <= now  # a spent captain card stays spent this round
            assert len(now - before_played) <= 1
    assert ENGINE.is_over(state)
    result = ENGINE.final_result(state)
    assert sorted(result.places) == list(range(n)) and len(result.winners) == 1


def play_whole_game(seed: int, n: int, opts: dict[str, int]) -> State:
    rng = random.Random(seed)
    state = ENGINE.setup(opts, seats(n), seed)
    for _ in range(MAX_MOVES * 2):
        if ENGINE.is_over(state):
            break
        system = ENGINE.pending_system_moves(state)
        if system:
            state = ENGINE.apply(state, None, system[0])
        else:
            seat, move = choose(state, rng)
            state = ENGINE.apply(state, seat, move)
        check_invariants(state)
    check_no_leak(state)
    return state


def test_full_length_games_with_the_default_navy_deck_reach_the_end() -> None:
    # Full decks: the end-game card lies below every Phase I card, so round 4 at the earliest.
    for seed, n in ((11, 3), (12, 4), (13, 5)):
        state = play_whole_game(seed, n, {})
        assert ENGINE.is_over(state) and state["round"] >= 4
        assert len(ENGINE.final_result(state).winners) == 1


def test_games_where_every_crew_and_mizzen_is_aboard_from_the_start() -> None:
    # Every crew type and every mizzen on some ship from round 1, so each ability gets played.
    crew = [k for k, t in TILES.items() if t.set == "crew"]
    used: set[str] = set()
    for seed in range(8):
        n = 3
        rng = random.Random(seed)
        state = ENGINE.setup(options(n, n + 3), seats(n), seed)
        for seat in range(n):
            for tile in [*crew[seat::n], "jolly_roger", "crows_nest"]:
                give_tile(state, seat, tile)
        for _ in range(MAX_MOVES):
            if ENGINE.is_over(state):
                break
            system = ENGINE.pending_system_moves(state)
            if system:
                state = ENGINE.apply(state, None, system[0])
                continue
            seat, move = choose(state, rng)
            state = ENGINE.apply(state, seat, move)
            used.add(move["type"])
            check_invariants(state)
        check_no_leak(state)
        assert ENGINE.is_over(state)
    assert {"use_navigator", "use_pilot", "use_helmsman", "use_jolly_roger"} <= used
