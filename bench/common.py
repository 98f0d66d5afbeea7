"""Timing helpers shared by the benchmarks: ratios only, never a bare time in a verdict."""

from __future__ import annotations

import gc
import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any


def best_time(
    fn: Callable[[], object],
    *,
    repeat: int = 5,
    number: int = 1,
    clock: Callable[[], float] = time.perf_counter,
) -> float:
    """The fastest of ``repeat`` runs of ``number`` calls, per call, in seconds.

    The minimum is the least disturbed by whatever else the machine is doing.
    ``clock=time.process_time`` counts this process's CPU time only: for runs of
    seconds, which a shared machine rarely leaves alone.
    """
    best = float("inf")
    for _ in range(repeat):
        start = clock()
        for _ in range(number):
            fn()
        best = min(best, (clock() - start) / number)
    return best


def best_times_side_by_side(
    runs: list[tuple[Callable[[], object], int]],
    *,
    repeat: int = 5,
    clock: Callable[[], float] = time.perf_counter,
) -> list[float]:
    """For each ``(fn, number)``, the fastest of ``repeat`` runs of ``number`` calls, per
    call, in seconds, the runs taken in turn (a, b, a, b, ...).

    A shared machine's speed drifts over seconds: timed one after the other, a slow spell
    lands on one side of a ratio only, and the same code measured 1.2x and 1.7x. Taken in
    turn, both sides meet the same spells.
    """
    best = [float("inf")] * len(runs)
    for _ in range(repeat):
        for index, (fn, number) in enumerate(runs):
            with _collector_paused():
                start = clock()
                for _ in range(number):
                    fn()
                best[index] = min(best[index], (clock() - start) / number)
    return best


@contextmanager
def _collector_paused() -> Iterator[None]:
    """As ``timeit`` does: the cyclic garbage collector off while a run is timed.

    When it runs depends on everything allocated before, so a long run (a whole game)
    met a full collection in one repeat and not the next, and the same code read 1.15x
    and 1.33x. Collected before each run, so none starts with another's garbage.
    """
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


@dataclass
class Ratio:
    name: str
    value: float
    baseline: str
    goal: float | None = None

    def line(self) -> str:
        verdict = ""
        if self.goal is not None:
            verdict = "  ok" if self.value <= self.goal else f"  ABOVE GOAL {self.goal:g}x"
        return f"{self.name:<58} {self.value:8.2f}x  vs {self.baseline}{verdict}"


def ratio(
    name: str,
    fn: Callable[[], object],
    baseline_fn: Callable[[], object],
    *,
    baseline: str,
    goal: float | None = None,
    repeat: int = 5,
    number: int = 1,
) -> Ratio:
    measured = best_time(fn, repeat=repeat, number=number)
    base = best_time(baseline_fn, repeat=repeat, number=number)
    return Ratio(name, measured / base, baseline, goal)


def replay_of(
    engine: Any, start: dict[str, Any], moves: list[tuple[int | None, dict[str, Any]]]
) -> Callable[[], None]:
    """A whole recorded game played again through ``Engine.apply``."""

    def replay() -> None:
        state = start
        for seat, move in moves:
            state = engine.apply(state, seat, move)

    return replay


def round_trips_of(states: list[dict[str, Any]]) -> Callable[[], None]:
    """The baseline of the engine benches: a JSON round-trip of each state a game passes
    through (the least a request storing the state costs anyway)."""

    def round_trips() -> None:
        for state in states:
            json.loads(json.dumps(state))

    return round_trips


Game = tuple[dict[str, Any], list[tuple[int | None, dict[str, Any]]], list[dict[str, Any]]]


def games_against_round_trips(engine: Any, games: list[Game], *, goal: float) -> Ratio:
    """Whole games (start, moves, every state) played again through ``Engine.apply``, per
    move, against a JSON round-trip of each state they pass through."""
    replays = [replay_of(engine, start, moves) for start, moves, _states in games]
    trips = [round_trips_of(states[:-1]) for _start, _moves, states in games]
    count = sum(len(moves) for _start, moves, _states in games)

    def replay() -> None:
        for one in replays:
            one()

    def round_trips() -> None:
        for trip in trips:
            trip()

    return ratio(
        f"{engine.slug} apply, per move ({count} moves)",
        replay,
        round_trips,
        baseline="JSON round-trip of the state",
        goal=goal,
        number=1,
    )


def seat_clients(code: str, tokens: list[str]) -> list[Any]:
    """One test client per seat of table ``code``, each holding its seat's cookie: phones."""
    from django.test import Client

    from companion.web.access import seat_cookie

    phones = []
    for token in tokens:
        phone = Client()
        phone.cookies[seat_cookie(code)] = token
        phones.append(phone)
    return phones
