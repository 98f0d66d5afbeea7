"""Merchants & Marauders engine: a whole seeded game, per move, against a JSON round-trip.

A game of 3 players without a club catalogue (the map learnt as the ships sail) is played
from ``legal_moves``, free values filled as a table would (names, cards; dice left to the
companion); then every move is replayed through ``Engine.apply``. The baseline is a JSON
round-trip of each state the game passes through, the least a web request storing the
state costs anyway; the goal is a move at most 5x a round-trip (issue: M&M engine).
"""

from __future__ import annotations

import random
from typing import Any

from bench.common import Ratio, ratio, replay_of, round_trips_of
from companion.engines.base import LegalMove, MoveInputError, RuleError, SeatInfo, State
from companion.engines.merchants_marauders import MerchantsMaraudersEngine

ENGINE = MerchantsMaraudersEngine()
SPECS = ENGINE.move_specs()
PLAYERS = 3
WORDS = ("Havana", "Nassau", "Curacao", "Caracas", "Bridgetown", "Caribbean Sea", "Broadside")


def _fill(offer: LegalMove, state: State, rng: random.Random) -> dict[str, Any]:
    args: dict[str, Any] = {}
    for arg in SPECS[offer.type].args:
        allowed = offer.allowed.get(arg.name)
        if allowed:
            args[arg.name] = rng.choice(allowed)
        elif arg.name in offer.allowed or not arg.required:
            continue
        elif arg.type in ("int", "seat"):
            low = arg.min if arg.min is not None else 0
            args[arg.name] = rng.randint(low, min(arg.max if arg.max is not None else low, low + 4))
        elif arg.type == "choice":
            args[arg.name] = rng.choice(list(arg.choices or ("",)))
        elif arg.type == "bool":
            args[arg.name] = rng.random() < 0.5
        elif arg.type == "str":
            args[arg.name] = (
                f"Captain {rng.randint(1, 16)}" if arg.name == "captain" else rng.choice(WORDS)
            )
        elif arg.type == "str_list":
            args[arg.name] = [rng.choice(WORDS)]
    return {"type": offer.type, "args": args}


def _next(state: State, rng: random.Random) -> tuple[int | None, dict[str, Any], State] | None:
    due = ENGINE.due_moves(state)
    if due:
        move = {"type": due[0]["type"], "args": due[0]["args"]}
        return due[0]["seat"], move, ENGINE.apply(state, due[0]["seat"], move)
    offers = [(s, m) for s in range(PLAYERS) for m in ENGINE.legal_moves(state, s)]
    rng.shuffle(offers)
    # The turn's end last: a table plays its actions before it passes.
    offers.sort(key=lambda o: o[1].type in ("pass_turn", "end_port_action"))
    for seat, offer in offers:
        move = _fill(offer, state, rng)
        try:
            return seat, move, ENGINE.apply(state, seat, move)
        except (RuleError, MoveInputError):
            continue
    return None


def record_game(
    seed: int = 2026, most: int = 3000
) -> tuple[State, list[tuple[int | None, dict[str, Any]]], list[State]]:
    seats = [SeatInfo(i, f"Seat {i}") for i in range(PLAYERS)]
    start = ENGINE.setup({"glory_target": 10}, seats, seed)
    rng = random.Random(seed)
    state, moves, states = start, [], [start]
    for _n in range(most):
        if ENGINE.is_over(state):
            break
        step = _next(state, rng)
        if step is None:
            break
        seat, move, state = step
        moves.append((seat, move))
        states.append(state)
    return start, moves, states


def run() -> list[Ratio]:
    start, moves, states = record_game()

    replay = replay_of(ENGINE, start, moves)
    round_trips = round_trips_of(states[:-1])

    return [
        ratio(
            f"merchants_marauders apply, per move ({len(moves)} moves)",
            replay,
            round_trips,
            baseline="JSON round-trip of the state",
            goal=5.0,
            number=3,
        )
    ]
