"""The public parts of live regions, kept once per change (companion/web/shared.py): every
page reads exactly as it does with the parts rendered in place from its own context, a
kept part never holds what only one seat may read, and a seat's own row is still its own.

The comparison walks seeded games of every registered game (the contract test's
recorded runs) through the pages each phone, the host and the table screen fetch.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from django.template import Context, Template
from django.utils import timezone, translation

from companion.engines.registry import game_slugs, get_engine
from companion.tables import services
from companion.tables.access import Caller
from companion.web import shared
from tests.contract.runs import SLUGS, playthroughs
from tests.contract.tables import LiveTable, sample_stops, stable, walk
from tests.helpers import runs

STOPS = runs(full=10, fast=4)


@pytest.fixture(autouse=True)
def nothing_kept():
    shared.kept.clear()
    yield
    shared.kept.clear()


def live_region(client, url: str, language: str) -> str:
    response = client.get(url, HTTP_HX_REQUEST="true", HTTP_ACCEPT_LANGUAGE=language)
    assert response.status_code == 200, (url, response.status_code)
    return stable(response.content.decode())


@pytest.mark.by_game
@pytest.mark.django_db
@pytest.mark.parametrize("slug", SLUGS)
def test_every_page_reads_the_same_with_the_public_parts_kept(slug, settings):
    run = playthroughs(slug)[0]
    seats = len(run.seats)
    kept_parts = 0
    for number, live in walk(run, sample_stops(run, STOPS)):
        code = live.code
        viewers = [(f"seat {s}", live.phone(s), f"/t/{code}/") for s in range(seats)]
        viewers += [
            ("host", live.host(), f"/t/{code}/"),
            ("screen", live.phone(None), f"/t/{code}/screen/"),
        ]
        for language in ("en", "it"):
            settings.LIVE_SHARED_PARTS = False
            in_place = {name: live_region(c, url, language) for name, c, url in viewers}
            settings.LIVE_SHARED_PARTS = True
            # In turn and then in the reverse order: each part is kept by whoever asks
            # first, and every other page takes it from there.
            for order in (viewers, list(reversed(viewers))):
                for name, client, url in order:
                    assert live_region(client, url, language) == in_place[name], (
                        f"{slug} step {number}, {name} ({language}): a kept public part "
                        "differs from the part rendered for this page"
                    )
            kept_parts = max(kept_parts, shared.kept.hits)
    assert kept_parts, f"{slug}: no part of its live region is shared"


@pytest.mark.django_db
@pytest.mark.parametrize("slug", game_slugs())
def test_no_page_shows_a_mark_and_the_screen_marks_no_row(slug):
    """``{% mine %}``'s placeholders are always filled in; the screen is nobody's."""
    live = a_table(slug)
    screen = live_region(live.phone(None), f"/t/{live.code}/screen/", "en")
    assert "TortugaMine" not in screen and 'class="me"' not in screen
    for seat in range(len(live.seat_tokens)):
        assert "TortugaMine" not in live_region(live.phone(seat), f"/t/{live.code}/", "en")


@pytest.mark.django_db
def test_each_seat_reads_its_own_row_of_the_kept_sheet_marked():
    live = a_table("scoresheet")
    for seat, name in enumerate(NAMES):
        page = live_region(live.phone(seat), f"/t/{live.code}/", "en")
        assert page.count('<tr class="me">') == 1
        row = page.split('<tr class="me">')[1].split("</tr>")[0]
        assert f">{name}</th>" in row
    assert shared.kept.hits == len(NAMES) - 1


NAMES = ["Anja", "Jona", "Mira", "Tomas"]


def a_table(slug: str) -> LiveTable:
    engine = get_engine(slug)
    names = NAMES[: max(2, engine.min_seats, min(len(NAMES), engine.max_seats))]
    created = services.table_create(
        game=slug, seats=[{"name": n} for n in names], seed=4, issue_seat_tokens=True
    )
    return LiveTable(created.table, list(created.seat_tokens), created.host_token)


def test_a_shared_part_reads_the_public_view_and_nothing_of_the_seat():
    table = SimpleNamespace(
        pk=1, code="ABCDEF", created_at=timezone.now(), revision=3, state={"gold": 9}
    )
    engine = SimpleNamespace(player_view=lambda state, seat: {"secret": None, "seat": seat})
    seat = SimpleNamespace(index=0)
    template = Template(
        "{% load tortuga %}{% shared 'part' %}"
        "{{ view.secret|default:'hidden' }}|{{ view.seat|default_if_none:'public' }}|"
        "{{ moves|length }}|{{ hand|default:'no hand' }}|{% mine 0 %}|{% mine 1 %}"
        "{% endshared %}"
    )
    page = {
        "table": table,
        "engine": engine,
        "view": {"secret": "the map", "seat": 0},
        "caller": Caller(seat=seat),
        "moves": [1, 2],
        "hand": "two cards",
    }
    with translation.override("en"):
        mine = template.render(Context(page))
        screen = template.render(Context({**page, "view": {"seat": None}, "caller": Caller()}))
    assert mine == "hidden|public|0|no hand|me|"
    assert screen == "hidden|public|0|no hand||"
    assert shared.kept.hits == 1  # the screen read the part the seat's page kept


def test_a_kept_part_is_per_revision_and_language():
    table = SimpleNamespace(pk=1, code="ABCDEF", created_at=timezone.now(), revision=3, state={})
    engine = SimpleNamespace(player_view=lambda state, seat: {"round": state.get("round")})
    template = Template(
        "{% load i18n tortuga %}{% shared 'part' %}{{ view.round }} "
        "{% translate 'Notoriety' %}{% endshared %}"
    )

    def read(revision: int, round_: int, language: str) -> str:
        table.revision, table.state = revision, {"round": round_}
        with translation.override(language):
            return template.render(Context({"table": table, "engine": engine, "view": {}}))

    assert read(3, 1, "en") == "1 Notoriety"
    assert read(4, 2, "en") == "2 Notoriety"
    assert read(4, 2, "it") == "2 Notorietà"
    assert read(4, 2, "en") == "2 Notoriety"
