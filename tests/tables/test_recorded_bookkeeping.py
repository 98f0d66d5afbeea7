"""Every recorded game entered at a real table: the phones enter only the seats' moves,
and the companion enters every bookkeeping step the recording has, in its place; the
table ends where the engine does, and every bookkeeping task delivered again is a no-op.

Parametrised over the registered games with recorded playthroughs
(``tests/contract/playthroughs``): a new game with recordings is covered by registering
it. ``make test`` enters the first recorded game of each (a few seconds each);
``make soak`` every recorded game.
"""

from __future__ import annotations

import pytest

from companion.engines.registry import game_slugs
from companion.tables import services
from companion.tables.models import Actor, Event, EventKind
from companion.tables.tasks import apply_system_move, system_move_id
from tests.contract.agent import canonical
from tests.contract.recorded import load_games
from tests.helpers import SOAK
from tests.tables.recorded_table import engine_replay, enter_seat_moves

pytestmark = pytest.mark.django_db

RECORDED = [
    pytest.param(slug, number, id=f"{slug}-game{number}-seed{game['seed']}")
    for slug in sorted(game_slugs())
    for number, game in enumerate(load_games(slug))
    if SOAK or number == 0
]


@pytest.mark.parametrize(("slug", "number"), RECORDED)
def test_the_companion_enters_the_recorded_bookkeeping(slug, number, run_on_commit):
    game = load_games(slug)[number]
    table = enter_seat_moves(slug, game, run_on_commit).table
    system = list(Event.objects.filter(table=table, actor=Actor.SYSTEM).order_by("seq"))
    bookkeeping = [e for e in system if e.seat is None]
    recorded = len([m for m in game["moves"] if m["seat"] is None])
    assert len(bookkeeping) == recorded
    # The first recording of a game is the one with bookkeeping (``make test`` enters only
    # it); a later one may have none (Piracy's dice all rolled at the table).
    assert recorded > 0 or number > 0
    assert all(e.kind == EventKind.MOVE and not e.undone for e in system)
    assert canonical(table.state) == canonical(engine_replay(slug, game))
    assert not table.bookkeeping_pending

    # Every bookkeeping task delivered again, and forced through the move service again
    # under the same id, changes nothing.
    before = (table.version, canonical(table.state))
    for event in system:
        key, version = event.client_move_id.removeprefix("system:").rsplit(":v", 1)
        assert system_move_id(key, int(version)) == event.client_move_id
        assert apply_system_move.apply(args=(table.pk, key, int(version))).get() == "not-due"
        again = services.table_apply_move(
            table=table,
            seat=event.seat,
            move={"type": event.move_type, "args": event.args},
            expected_version=None,
            client_move_id=event.client_move_id,
            actor=Actor.SYSTEM,
        )
        assert again.duplicate and again.event.pk == event.pk
    table.refresh_from_db()
    assert (table.version, canonical(table.state)) == before
