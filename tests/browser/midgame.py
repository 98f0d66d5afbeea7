"""A table of any registered game, a few moves in: what a screen test looks at.

The moves are the engine's own legal offers, picked by a seeded generator (the same
table every run), each applied through the move service as a phone would; an offer
that would end the game is passed over, so the board and the latest outcome are
those of a game under way. Bookkeeping due after a move is made at once.
"""

from __future__ import annotations

import random
from typing import Any

from companion.engines.base import Engine
from companion.engines.errors import MoveInputError, RuleError
from companion.engines.registry import get_engine
from companion.tables import services
from companion.tables.errors import InvalidInput, MoveRejected
from companion.tables.models import Table
from tests.contract.recorded import load_games
from tests.helpers import run_companion_moves
from tests.tables.recorded_table import engine_replay, enter_seat_moves

NAMES = ["Anja", "Jona", "Mira", "Olek", "Pia", "Rosa", "Sven", "Tilde", "Ugo", "Vera", "Wim", "Xena"]  # fmt: skip


def seats_of(engine: Engine, count: int) -> list[dict[str, str]]:
    """``count`` seats, each with a colour of the game (when it has colours)."""
    colours = list(engine.colours)
    return [
        {"name": NAMES[i], "colour": colours[i] if i < len(colours) else ""} for i in range(count)
    ]


# What a table types where a move asks for a name (a port, a captain, a card): a few
# words, so that names meet again as they do at a real table.
WORDS = ("Havana", "Nassau", "Tortuga", "Anja")


def _value(arg: Any, allowed: list[Any] | None, rng: random.Random) -> Any:
    if allowed:
        return rng.choice(allowed)
    if arg.type == "choice" and arg.choices:
        return rng.choice(list(arg.choices))
    if arg.type == "bool":
        return rng.random() < 0.5
    if arg.type == "str":
        return rng.choice(WORDS)
    if arg.type == "str_list":
        return [rng.choice(WORDS) for _word in range(arg.length or 1)]
    low = arg.min if arg.min is not None else 0
    if arg.type == "int_list":
        return [max(low, 2)] * (arg.length or 1)
    if arg.type == "int":
        # Small numbers, as a table would enter them: a score of 12, not 809370.
        start = max(low, 0)
        return rng.randint(start, min(arg.max, start + 20) if arg.max is not None else start + 20)
    return low


def _offers(engine: Engine, state: dict[str, Any], rng: random.Random) -> list[tuple[int, dict]]:
    """Every seat's legal moves as concrete entries, in a seeded order; each seat's first
    offer (what the engine puts first: the move the game is waiting for) before the rest,
    which may take a game back and forth (a score entered, then cleared)."""
    specs = engine.move_specs()
    first, rest = [], []
    for seat in range(len(state["seats"])):
        for index, legal in enumerate(engine.legal_moves(state, seat)):
            spec = specs[legal.type]
            args = {
                arg.name: _value(arg, legal.allowed.get(arg.name), rng)
                for arg in spec.args
                if arg.required or legal.allowed.get(arg.name)
            }
            (rest if index else first).append((seat, {"type": legal.type, "args": args}))
    rng.shuffle(first)
    rng.shuffle(rest)
    return first + rest


def table_in_play(game: str, seats: int, moves: int, seed: int = 7, end: bool = False) -> Table:
    """A ``game`` table with ``seats`` seats after ``moves`` player moves (fewer when
    every move left would end the game); with ``end``, played on to its end instead,
    ``moves`` at most."""
    engine = get_engine(game)
    table = services.table_create(game=game, seats=seats_of(engine, seats), seed=seed).table
    rng = random.Random(seed)
    made = 0
    while made < moves:
        # An offer's values are drawn at random: a few draws find one the rules take.
        for _draw in range(10):
            table.refresh_from_db()
            if _move_once(engine, table, rng, end):
                break
        else:
            # Every move left would end the game (a short game near its end): stop here.
            assert made, f"{game}: no seat could move"
            break
        made += 1
        run_companion_moves(table)
        if table.status != "playing":
            break
    table.refresh_from_db()
    assert not end or table.status != "playing", (
        f"{game}: no end after {made} moves ({table.state.get('step')}, over: {engine.is_over(table.state)})"
    )
    return table


def _move_once(engine: Engine, table: Table, rng: random.Random, end: bool) -> bool:
    offers = _offers(engine, table.state, rng)
    # Towards the end, a move that ends the game is taken as soon as one is offered
    # (else a scoresheet's scores might be entered and cleared for ever).
    offers.sort(key=lambda offer: _ends(engine, table.state, offer) is not end)
    for seat, move in offers:
        try:
            if not end and _ends(engine, table.state, (seat, move)):
                continue
            services.table_apply_move(
                table=table,
                seat=seat,
                move=move,
                expected_version=table.version,
                client_move_id=None,
            )
        except (InvalidInput, MoveRejected, MoveInputError, RuleError):
            continue
        return True
    return False


def _ends(engine: Engine, state: dict[str, Any], offer: tuple[int, dict[str, Any]]) -> bool:
    try:
        return engine.is_over(engine.apply(state, *offer))
    except (MoveInputError, RuleError):
        return False


def ended_table(game: str, seats: int, moves: int = 2000, seed: int = 7) -> Table:
    """A finished ``game`` table: the shortest recorded game that ends, entered as the
    phones enter it (a random player may wander for thousands of moves first), else
    random play to the end."""
    engine = get_engine(game)
    # The shortest, among those whose seats have colours if any has (the pages show each
    # seat in its colour).
    endings = sorted(
        (g for g in load_games(game) if engine.is_over(engine_replay(game, g))),
        key=lambda g: (g.get("colours") == [], len(g["moves"])),
    )
    if endings:
        # A recording names its seats; the pages show each seat in a colour, the game's
        # own unless the recording says which (none: a game whose players choose theirs
        # at the table, as Piracy's, PIR-1.2).
        colours = endings[0].get("colours", list(engine.colours))
        return enter_seat_moves(game, endings[0], run_companion_moves, colours=colours).table
    return table_in_play(game, seats, moves, seed=seed, end=True)
