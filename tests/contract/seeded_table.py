"""A seeded table part-way through a game, entered as the phones enter it: what the page
checks (the browser matrix, the pages in every language) look at."""

from __future__ import annotations

from collections import Counter

from companion.engines.base import SeatInfo
from companion.engines.registry import get_engine
from companion.tables import services
from companion.tables.models import Actor
from tests.contract.agent import Agent, Playthrough
from tests.helpers import run_companion_moves

SEAT_NAMES = ["Anja", "Bartholomew", "Mira", "Olek", "Pia"]
# Mid-game: enough entries that the board, the log and the outcomes are not empty.
MOVES_BEFORE = 40


def seats_for(engine) -> list[dict[str, str]]:
    count = min(engine.max_seats, max(engine.min_seats, 4))
    colours = list(engine.colours)
    return [
        {"name": name, "colour": colours[i] if i < len(colours) else ""}
        for i, name in enumerate(SEAT_NAMES[:count])
    ]


def ends(engine, state) -> bool:
    """Whether ``state`` is over once the companion has made what is due (a game whose end
    is declared, then scored by the companion)."""
    while not engine.is_over(state) and (due := engine.due_moves(state)):
        move = {"type": due[0]["type"], "args": due[0].get("args", {})}
        state = engine.apply(state, due[0]["seat"], move)
    return engine.is_over(state)


def play(created, slug: str) -> None:
    """Moves the contract agent picks, entered at the table as the phones enter them:
    MOVES_BEFORE of them, never the one that ends the game."""
    engine = get_engine(slug)
    table = created.table
    seats = [SeatInfo(i, s.name, s.colour) for i, s in enumerate(table.seats.order_by("index"))]
    run = Playthrough(slug, 1, seats, dict(table.options or {}), table.state)
    agent = Agent(engine, 1, Counter())
    for number in range(MOVES_BEFORE):
        # The companion's own moves may have been made after the last commit: read again.
        table.refresh_from_db()
        if engine.is_over(table.state):
            break
        step = agent.next_step(run, table.state)
        if step is None or ends(engine, step.state):
            break
        services.table_apply_move(
            table=table,
            seat=step.seat,
            move=step.move,
            expected_version=table.version if step.seat is not None else None,
            client_move_id=f"matrix-{number}",
            actor=Actor.SEAT if step.seat is not None else Actor.SYSTEM,
        )
    run_companion_moves(table)
    assert not engine.is_over(table.state), f"{slug}: over after the moves"
