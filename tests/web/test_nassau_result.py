"""The end-game card ends the game; the result page explains every category and tie-break."""

from __future__ import annotations

import pytest
from django.test import Client

from companion.club.models import Club, Play, Player
from companion.engines.registry import get_engine
from companion.engines.text import english
from companion.tables.models import Table
from companion.tables.tasks import apply_system_move
from companion.web.access import seat_cookie
from tests.tables import nassau_table as driver

pytestmark = pytest.mark.django_db


def test_a_finished_game_shows_why_each_place_was_won(django_capture_on_commit_callbacks):
    club = Club.objects.create(name="Tortuga Club", slug="tortuga")
    created = driver.new_table()
    table = created.table
    for seat, name in zip(table.seats.order_by("index"), ["Anja", "Jona", "Mira"], strict=True):
        seat.player = Player.objects.create(club=club, name=name)
        seat.save(update_fields=["player"])

    def settle(t: Table) -> None:
        with django_capture_on_commit_callbacks(execute=True):
            t.refresh_from_db()
            for move in driver_engine().due_moves(t.state):
                apply_system_move.apply(args=(t.pk, move["key"], t.version))

    with django_capture_on_commit_callbacks(execute=True):
        driver.play(table, lambda s: s["over"], after_move=settle, limit=2000)
    table.refresh_from_db()
    assert table.status == "finished"
    result = driver_engine().final_result(table.state)
    client = Client()
    client.cookies[seat_cookie(table.code)] = created.seat_tokens[0]
    html = client.get(f"/t/{table.code}/").content.decode()
    assert "Final result" in html
    for category in result.breakdown[0].values():
        if isinstance(category, dict) and "why" in category:
            assert english(category["why"]) in html
            assert f'href="/t/{table.code}/rules/#{category["rule"]}"' in html
    for line in result.tiebreaks:
        assert english(line).split(":")[0] in html
    # The finished table went to the club history as a play.
    assert Play.objects.filter(table=table).count() == 1


def driver_engine():
    return get_engine("nassau")
