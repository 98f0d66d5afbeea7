"""Tables written before the scoresheet closed rounds itself still replay (migration 0007)."""

from __future__ import annotations

import importlib

import pytest
from django.apps import apps

from companion.tables import services
from companion.tables.models import Event
from companion.tables.replay import replay_from_scratch

pytestmark = pytest.mark.django_db

rewrite = importlib.import_module(
    "companion.tables.migrations.0007_scoresheet_closes_rounds_itself"
).rewrite


def test_an_old_scoresheet_log_is_rewritten_and_replays_as_it_was_played():
    table = services.table_create(game="scoresheet", seats=[{"name": "A"}, {"name": "B"}]).table
    old = [
        (0, "record_score", {"target": 0, "points": 4}),
        (0, "record_score", {"target": 0, "points": 6}),  # replaced without asking, then
        (1, "record_score", {"target": 1, "points": 2}),
        (1, "close_round", {}),  # a phone closed the round
        (0, "record_score", {"target": 1, "points": 7}),
    ]
    for seq, (seat, move_type, args) in enumerate(old, start=1):
        Event.objects.create(
            table=table, seq=seq, seat=seat, move_type=move_type, args=args, client_move_id=str(seq)
        )
    rewrite(apps, None)
    close = Event.objects.get(table=table, seq=4)
    assert (close.actor, close.seat, close.args) == ("system", None, {})
    state = replay_from_scratch(table)
    assert state["rounds"] == [[6, 2]] and state["current"] == [None, 7]
