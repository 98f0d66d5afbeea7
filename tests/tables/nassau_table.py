"""A deterministic Nassau player for table-level tests: the first legal choice each time.

It plays only what ``legal_moves`` offers (so every entry is one a phone could
make), skips the at-any-time moves (jettison, hostages overboard, crew
abilities) so the round moves on, and leaves bookkeeping to the companion.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.engines.registry import get_engine
from companion.tables import services
from companion.tables.models import Table

# The at-any-time moves (jettison, hostages overboard, crew abilities), as the engine
# declares them.
ANYTIME = {t for t, spec in get_engine("nassau").move_specs().items() if spec.anytime}
SEATS = [{"name": "Anja", "colour": "black"}, {"name": "Jona", "colour": "green"}, {"name": "Mira", "colour": "red"}]  # fmt: skip


def new_table(seats: list[dict[str, str]] | None = None, seed: int = 3) -> services.CreatedTable:
    return services.table_create(game="nassau", seats=seats or SEATS, seed=seed)


def next_move(state: dict[str, Any]) -> tuple[int, dict[str, Any]] | None:
    engine = get_engine("nassau")
    for seat in range(state["n"]):
        for legal in engine.legal_moves(state, seat):
            if legal.type in ANYTIME:
                continue
            spec = engine.move_specs()[legal.type]
            args: dict[str, Any] = {}
            for arg in spec.args:
                if legal.allowed.get(arg.name):
                    args[arg.name] = legal.allowed[arg.name][0]
                elif arg.required and arg.name not in legal.allowed:
                    args[arg.name] = _any_value(arg)
            return seat, {"type": legal.type, "args": args}
    return None


def _any_value(arg: Any) -> Any:
    low = arg.min if arg.min is not None else 0
    if arg.type == "int_list":
        return [max(low, 2)] * (arg.length or 1)
    return low


def play(
    table: Table,
    until: Callable[[dict[str, Any]], bool],
    *,
    after_move: Callable[[Table], None] | None = None,
    limit: int = 400,
) -> int:
    """Apply the driver's moves through the move service until ``until(state)`` holds.

    ``after_move`` runs after each move (tests use it to run or wait for the
    bookkeeping); returns the number of player moves made.
    """
    made = 0
    for _ in range(limit):
        table.refresh_from_db()
        if until(table.state) or table.status != "playing":
            return made
        choice = next_move(table.state)
        if choice is None:
            if after_move is not None:
                after_move(table)
                continue
            raise AssertionError(f"nobody can move at step {table.state['step']}")
        seat, move = choice
        services.table_apply_move(
            table=table, seat=seat, move=move, expected_version=table.version, client_move_id=None
        )
        made += 1
        if after_move is not None:
            after_move(table)
    raise AssertionError("the driver did not reach its goal")


def end_of_step_5(state: dict[str, Any]) -> bool:
    return state["step"] not in ("setup", "dice", "piracy", "notoriety", "navy", "nassau")


def round_2_started(state: dict[str, Any]) -> bool:
    return state["round"] == 2 and state["step"] == "dice"
