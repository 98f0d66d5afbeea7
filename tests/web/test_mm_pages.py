"""Merchants & Marauders at the table: each phone shows its own captain, ship and secrets
above the shared board; the table screen shows the sea zones, the glory track with the
hide counts and bounties, the round and the decks."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from companion.engines.registry import get_engine
from tests.browser.midgame import table_in_play

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def table():
    # Random legal play past the setup and into the turns: captains revealed, ships out.
    return table_in_play("merchants_marauders", 3, 40, seed=3)


def phone_of(table, index: int) -> Client:
    phone = Client()
    assert phone.post(f"/t/{table.code}/join/{index}/").status_code in (200, 302)
    return phone


def test_a_phone_shows_its_own_captain_ship_and_hidden_gold_full_and_htmx(table):
    state = table.state
    mine = state["players"][0]
    phone = phone_of(table, 0)
    for response in (phone.get(f"/t/{table.code}/"), phone.get(f"/t/{table.code}/", **HX)):
        assert response.status_code == 200
        html = response.content.decode()
        card = html[html.index('class="card view mm-mine"') :]
        card = card[: card.index("</section>")]
        assert mine["captain"]["name"] in card
        assert "Hidden gold (only you see it)" in card
        assert re.search(rf'data-chest-seat="0"><b>{mine["chest"]}</b>', card)
        # Every location of the ship as it stands against its full value.
        for location in ("Hull", "Mast", "Cargo", "Crew", "Cannons"):
            assert f"<span>{location}</span> <b>{mine['ship']['loc'][location.lower()]}</b>" in card
        assert "{" not in card and "'" + "seamanship" not in card


def test_another_phone_and_the_screen_never_show_a_chest(table):
    other = phone_of(table, 1).get(f"/t/{table.code}/").content.decode()
    screen = Client().get(f"/t/{table.code}/screen/").content.decode()
    assert 'data-chest-seat="0"' not in other
    assert "mm-mine" not in screen and "data-chest-seat" not in screen


def test_the_screen_shows_the_zones_the_glory_track_and_the_round(table):
    state = table.state
    for response in (
        Client().get(f"/t/{table.code}/screen/"),
        Client().get(f"/t/{table.code}/screen/", **HX),
    ):
        html = response.content.decode()
        zones = html[html.index('class="mm-zones"') :]
        zones = zones[: zones.index("</ol>")]
        # Every zone the table knows, and every ship afloat in its zone.
        assert zones.count('<li class="zone') == len(state["zones"])
        for p in state["players"]:
            if p["ship"] is not None and p["at"] is not None:
                name = state["zones"][p["at"]["zone"]]["name"]
                assert name in zones
        glory = html[html.index('class="card view mm-glory"') :]
        glory = glory[: glory.index("</section>")]
        for seat in table.seats.all():
            assert seat.name in glory
        assert "Hid gold (times)" in glory and "Bounties" in glory
        assert f"Round {state['round']}" in html and "event cards left" in html
        assert "At war:" in html


def test_many_moves_allowed_at_any_time_fold_away_below_the_step_the_table_waits_for(table):
    engine = get_engine("merchants_marauders")
    specs = engine.move_specs()
    seat = 0
    anytime = [m for m in engine.legal_moves(table.state, seat) if specs[m.type].anytime]
    assert len(anytime) > 2
    html = phone_of(table, seat).get(f"/t/{table.code}/").content.decode()
    fold = html[html.index('<details class="anytime"') :]
    fold = fold[: fold.index("</details>")]
    assert "More entries, allowed at any time" in fold
    before = html[: html.index('<details class="anytime"')]
    for move in anytime:
        # Each at-any-time form is inside the fold, none among the turn's own moves.
        assert f'value="{move.type}"' in fold
        assert f'name="type" value="{move.type}"' not in before
