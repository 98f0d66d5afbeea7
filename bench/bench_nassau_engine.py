"""Pirates of Nassau engine: one move and a whole recorded game, against a JSON round-trip.

A 4-player game is recorded once from a fixed seed (every move chosen from legal_moves, the
bookkeeping system moves applied when due), then replayed through ``Engine.apply``. The
baseline is a JSON round-trip of the states involved, the least a web request storing the
state would cost anyway; the goal is a move at most 5x a round-trip.
"""

from __future__ import annotations

import json
import random
from typing import Any

from bench.common import Ratio, ratio
from companion.engines.base import SeatInfo, State
from companion.engines.nassau import NassauEngine

ENGINE = NassauEngine()
SEATS = 4
ANYTIME = {"jettison", "throw_overboard", "exchange_doubloon"}
Move = tuple[int | None, dict[str, Any]]


def _free_args(move_type: str, rng: random.Random) -> dict[str, Any]:
    """The table's entries that legal_moves leaves free: dice and printed card values."""
    if move_type in ("enter_first_roll", "roll_dice"):
        return {"values": [rng.randint(1, 6) for _ in range(3)]}
    if move_type == "enter_captain_cards":
        return {"sail": [2, 3, 2, 1], "cannon": [2, 3, 1, 3]}
    if move_type == "set_age_order":
        return {"seats": list(range(SEATS))}
    if move_type == "reveal_merchant_card":
        return {"sail": rng.randint(0, 5), "cannon": rng.randint(0, 5), "rum": 1, "goods": 1}
    if move_type == "reveal_navy_card":
        return {"sail": rng.randint(1, 5), "cannon": rng.randint(1, 5)}
    if move_type == "use_pilot":
        return {"value": rng.randint(1, 6)}
    return {}


def record_game(seed: int = 2011) -> tuple[State, list[Move], list[State]]:
    """A whole game: the start, every move (seat None for system moves), every state."""
    seats = [SeatInfo(i, f"Seat {i}", ENGINE.colours[i]) for i in range(SEATS)]
    start = ENGINE.setup({}, seats, seed)
    rng = random.Random(seed)
    state, moves, states = start, [], [start]
    while not ENGINE.is_over(state) and len(moves) < 3000:
        system = ENGINE.pending_system_moves(state)
        if system:
            seat, move = None, {"type": system[0]["type"], "args": system[0]["args"]}
        else:
            options = [(s, m) for s in range(SEATS) for m in ENGINE.legal_moves(state, s)]
            main = [o for o in options if o[1].type not in ANYTIME] or options
            seat, legal = rng.choice(main)
            args = _free_args(legal.type, rng)
            args.update({k: rng.choice(v) for k, v in legal.allowed.items() if v})
            move = {"type": legal.type, "args": args}
        state = ENGINE.apply(state, seat, move)
        moves.append((seat, move))
        states.append(state)
    return start, moves, states


def run() -> list[Ratio]:
    start, moves, states = record_game()
    # One move in the middle of the game, on the largest state of the recording.
    middle = max(range(len(moves)), key=lambda i: len(json.dumps(states[i])))
    seat, move = moves[middle]
    before = states[middle]

    def one_move() -> None:
        ENGINE.apply(before, seat, move)

    def one_round_trip() -> None:
        json.loads(json.dumps(before))

    def replay() -> None:
        state = start
        for who, played in moves:
            state = ENGINE.apply(state, who, played)

    def round_trips() -> None:
        for state in states[:-1]:
            json.loads(json.dumps(state))

    return [
        ratio(
            f"nassau apply, one move ({move['type']})",
            one_move,
            one_round_trip,
            baseline="JSON round-trip of the same state",
            goal=5.0,
            number=50,
        ),
        ratio(
            f"nassau replay of a recorded game ({len(moves)} moves)",
            replay,
            round_trips,
            baseline="JSON round-trip of every state",
            goal=5.0,
            number=2,
        ),
    ]
