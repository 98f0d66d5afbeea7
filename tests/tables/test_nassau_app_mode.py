"""A Nassau table that leaves every deck, tile set and die to the companion (10.5): its
dealing runs as bookkeeping, logged, idempotent and the same when replayed."""

from __future__ import annotations

import pytest

from companion.engines.registry import get_engine
from companion.tables import services
from companion.tables.access import Caller
from companion.tables.models import Actor, Event
from companion.tables.replay import initial_state
from companion.tables.tasks import apply_system_move
from tests.engines.nassau.club_data import APP_EVERYTHING, club_catalogue
from tests.tables import nassau_table as driver

pytestmark = pytest.mark.django_db


def app_table():
    options = {**APP_EVERYTHING, "age_order": [0, 1, 2]}
    return services.table_create(
        game="nassau", seats=driver.SEATS, seed=3, options=options, catalogue=club_catalogue()
    )


def test_the_table_is_created_ready_to_play() -> None:
    table = app_table().table
    assert table.state["step"] == "piracy"
    assert len(table.state["tiles"]["nassau"]) == 9


def test_a_round_of_an_app_managed_table(run_on_commit) -> None:
    table = app_table().table
    driver.play(
        table, lambda s: s["round"] == 2 and s["step"] == "piracy", after_move=run_on_commit
    )
    system = Event.objects.filter(table=table, actor=Actor.SYSTEM, seat__isnull=True)
    assert [(e.move_type, e.args.get("step")) for e in system.order_by("seq")] == [
        ("replace_navy_cards", None),
        ("companion_deals", 6),
        ("merchants_set_sail", None),
        ("companion_deals", 7),
        ("restock_nassau", None),
        ("companion_deals", 8),
        ("prepare_next_voyage", None),
        ("companion_deals", 1),
    ]
    before = (table.version, table.state)
    for event in system:
        key = event.client_move_id.removeprefix("system:").rsplit(":v", 1)[0]
        version = int(event.client_move_id.rsplit(":v", 1)[1])
        assert apply_system_move.apply(args=(table.pk, key, version)).get() == "not-due"
    table.refresh_from_db()
    assert (table.version, table.state) == before
    # The log replayed from the table's seed deals the same cards and dice.
    engine = get_engine("nassau")
    state = initial_state(table)
    for event in Event.objects.filter(table=table, kind="move").order_by("seq"):
        state = engine.apply(state, event.seat, {"type": event.move_type, "args": event.args})
    assert state == table.state


def test_undo_and_redo_of_the_move_before_the_deal_give_the_same_cards(run_on_commit) -> None:
    """Undoing the entry that ended step 5 takes back the companion's step 6 to 8 deals;
    redo and the bookkeeping after it deal the same cards and roll the same dice."""
    table = app_table().table
    driver.play(
        table, lambda s: s["round"] == 2 and s["step"] == "piracy", after_move=run_on_commit
    )
    table.refresh_from_db()
    dealt = table.state
    first_deal = Event.objects.filter(table=table, move_type="companion_deals").order_by("seq")[0]
    cause = (
        Event.objects.filter(table=table, actor=Actor.SEAT, seq__lt=first_deal.seq)
        .order_by("-seq")
        .first()
    )
    seat = Caller(seat=table.seats.get(index=cause.seat))
    services.table_undo(
        table=table, caller=seat, expected_version=table.version, client_move_id=None
    )
    run_on_commit(table)
    table.refresh_from_db()
    assert all(e.undone for e in Event.objects.filter(table=table, move_type="companion_deals"))
    assert table.state["step"] == "nassau"
    services.table_redo(
        table=table, caller=seat, expected_version=table.version, client_move_id=None
    )
    run_on_commit(table)
    table.refresh_from_db()
    assert table.state["round"] == 2 and table.state["step"] == "piracy"
    assert table.state == dealt
