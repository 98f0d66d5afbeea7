"""Merchants & Marauders at the table: each phone shows its own captain, ship and secrets
above the shared board; the table screen shows the sea zones, the glory track with the
hide counts and bounties, the round and the decks."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from companion.engines.registry import get_engine
from tests.browser.midgame import table_in_play
from tests.contract.recorded import load_games
from tests.helpers import run_companion_moves
from tests.tables.recorded_table import engine_replay, enter_seat_moves

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
SLUG = "merchants_marauders"


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


def recorded_table(stop=None):
    """A table that entered the recorded game that ends soonest, to its end or to ``stop``."""
    engine = get_engine("merchants_marauders")
    games = sorted(
        (g for g in load_games("merchants_marauders") if engine.is_over(engine_replay(SLUG, g))),
        key=lambda g: len(g["moves"]),
    )
    return enter_seat_moves(SLUG, games[0], run_companion_moves, until=stop).table


def test_a_phone_reloaded_mid_combat_lands_in_the_combat_with_its_own_step():
    table = recorded_table(stop=lambda state: bool(state.get("combat")))
    engine = get_engine(SLUG)
    owing = {s for e in table.state["waiting"] for s in e.get("seats") or []}
    seat = min(owing)
    phone = phone_of(table, seat)
    for response in (phone.get(f"/t/{table.code}/"), phone.get(f"/t/{table.code}/", **HX)):
        html = response.content.decode()
        fight = html[html.index('class="card view lead mm-fight"') :]
        assert "combat, round" in fight[: fight.index("</h2>")]
        # Its own step's form is on the page, below the combat.
        for move in engine.legal_moves(table.state, seat):
            if not engine.move_specs()[move.type].anytime:
                assert f'name="type" value="{move.type}"' in html


def test_the_screen_shows_each_glory_with_its_parts_and_the_tie_breaks():
    table = recorded_table()
    assert table.status == "finished"
    html = Client().get(f"/t/{table.code}/screen/").content.decode()
    result = html[html.index('class="card result"') :]
    result = result[: result.index("</section>")]
    for part in ("Glory on the track", "Hidden gold", "Glory from hidden gold"):
        assert f'<th class="source">{part}</th>' in result
    assert "Ties are broken by, in order: " in result and "hidden gold (MM-2.3.4)" in result
