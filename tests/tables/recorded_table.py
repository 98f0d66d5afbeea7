"""A recorded game (``tests/contract/playthroughs``) entered at a real table the way the
phones enter it: only the seats' moves go through the move service, and every other
recorded move must be an entry of the companion's (its bookkeeping, or a step a seat had
nothing to decide in), made by whatever runs the bookkeeping: the tasks in-process
(``run_on_commit``) or a real worker.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from companion.engines.base import Engine
from companion.engines.registry import get_engine
from companion.tables import services
from companion.tables.models import Actor, Event, Table
from tests.contract.agent import canonical
from tests.contract.recorded import recorded_seats

Entry = tuple[int | None, str, str]


@dataclass
class Entered:
    table: Table
    # How many of the recording's moves the table holds.
    moves: int
    # The companion's entries the recording plays after ``moves`` (only when stopped early).
    ahead: list[Event] = field(default_factory=list)


def entry(engine: Engine, seat: int | None, move_type: str, args: dict[str, Any]) -> Entry:
    """A move as the log keeps it: its seat, type and cleaned arguments."""
    cleaned_type, cleaned = engine.clean_move({"type": move_type, "args": args})
    return seat, cleaned_type, canonical(cleaned)


def logged(engine: Engine, event: Event) -> Entry:
    return entry(engine, event.seat, event.move_type, event.args)


def open_table(slug: str, game: dict[str, Any], colours: Sequence[str] = ()) -> Table:
    # A recording keeps its catalogue among the options, as the engine reads them; a
    # table is given it beside them, as a club's copy. ``colours``: the seats' colours,
    # which a recording does not name (the pages show them).
    options = dict(game["options"])
    catalogue = options.pop("catalogue", None)
    colours = colours or game.get("colours") or ()
    return services.table_create(
        game=slug,
        seats=[
            {"name": name, **({"colour": colours[i]} if i < len(colours) else {})}
            for i, name in enumerate(game["seats"])
        ],
        options=options,
        catalogue=catalogue,
        seed=game["seed"],
    ).table


def enter_seat_moves(
    slug: str,
    game: dict[str, Any],
    after_move: Callable[[Table], None],
    until: Callable[[dict[str, Any]], bool] | None = None,
    colours: Sequence[str] = (),
) -> Entered:
    """Enter the recording's seat moves through the move service, each followed by
    ``after_move`` (which runs or waits for the companion's work), and check on the way
    that every other recorded move is an entry of the companion's.

    The bookkeeping steps (seat None) must come in the recorded order. A step a seat
    had nothing to decide in is entered for the seat as soon as it is due, while the
    recording may have played an at-any-time move first (a jettison, a crew ability):
    such an entry matches its recorded move later. With ``until``, stops before the
    first seat move made on a state it holds for.
    """
    engine = get_engine(slug)
    table = open_table(slug, game, colours)
    after_move(table)
    seen = 0  # the last log entry read
    unmatched: list[Event] = []  # the companion's entries not yet matched to the recording
    for number, recorded in enumerate(game["moves"]):
        wanted = entry(engine, recorded["seat"], recorded["type"], recorded["args"])
        for event in Event.objects.filter(table=table, seq__gt=seen).order_by("seq"):
            assert event.actor == Actor.SYSTEM and event.client_move_id.startswith("system:"), (
                f"log entry {event.seq} is not the companion's"
            )
            unmatched.append(event)
            seen = event.seq
        found = next((e for e in unmatched if logged(engine, e) == wanted), None)
        if found is not None:
            skipped = unmatched[: unmatched.index(found)]
            assert all(e.seat is not None for e in skipped), (
                f"the companion entered {[logged(engine, e) for e in skipped]} "
                f"before recorded move {number} {wanted}"
            )
            unmatched.remove(found)
            continue
        assert recorded["seat"] is not None, (
            f"the companion did not enter recorded move {number} {wanted}; "
            f"its entries not in the recording yet: {[logged(engine, e) for e in unmatched]}"
        )
        table.refresh_from_db()
        if until is not None and until(table.state):
            return Entered(table, number, unmatched)
        applied = services.table_apply_move(
            table=table,
            seat=recorded["seat"],
            move={"type": recorded["type"], "args": recorded["args"]},
            expected_version=table.version,
            client_move_id=f"recorded-{number}",
        )
        assert not applied.duplicate and not applied.merged
        seen = applied.event.seq
        after_move(table)
    extra = [logged(engine, e) for e in unmatched]
    extra += [logged(engine, e) for e in Event.objects.filter(table=table, seq__gt=seen)]
    assert not extra, f"the companion entered more than the recording: {extra}"
    table.refresh_from_db()
    return Entered(table, len(game["moves"]))


def engine_replay(slug: str, game: dict[str, Any]) -> dict[str, Any]:
    """The state the engine reaches playing every recorded move itself."""
    engine = get_engine(slug)
    seats = recorded_seats(game)
    state = engine.setup(engine.clean_options(game["options"]), seats, game["seed"])
    for recorded in game["moves"]:
        move = {"type": recorded["type"], "args": recorded["args"]}
        state = engine.play(state, recorded["seat"], move).state
    return state
