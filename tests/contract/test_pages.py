"""Every page of a seeded playthrough renders, in words for players (issue 12 parts 3 and 5).

The walk enters a playthrough at a real table (``tables.py``) and reads each seat's
phone page, the table screen and the log at sampled steps, then the result of a
finished game and the rules page. Their visible text holds no Python, JSON,
snake_case word or internal id (``visible.py``).
"""

from __future__ import annotations

import pytest

from tests.contract.pages import read_pages
from tests.contract.runs import SLUGS, engine_of, every_playthrough
from tests.contract.tables import walk
from tests.contract.visible import internals_in, visible_text

pytestmark = [pytest.mark.django_db, pytest.mark.by_game]


@pytest.mark.parametrize("slug", SLUGS)
def test_every_page_of_a_playthrough_answers(slug):
    reading = read_pages(slug)
    assert reading.pages_read, f"{slug}: no page was read"
    assert not reading.failed, f"{slug}:\n" + "\n".join(reading.failed[:20])


@pytest.mark.parametrize("slug", SLUGS)
def test_pages_of_a_playthrough_are_in_words_for_players(slug):
    findings = read_pages(slug).report()
    assert not findings, f"{slug}: {len(findings)} findings:\n" + "\n".join(findings[:40])


@pytest.mark.parametrize("slug", SLUGS)
def test_a_finished_playthrough_shows_its_result(slug):
    # A recorded playthrough counts too: each of them is played to an ending.
    finished = [run for run in every_playthrough(slug) if run.ended_by is not None]
    assert finished, f"{slug}: no playthrough reached the end of the game"
    run = min(finished, key=lambda run: len(run.steps))
    for _number, live in walk(run, {len(run.steps)}):
        screen = live.phone(None).get(f"/t/{live.code}/screen/")
        assert screen.status_code == 200
        text = visible_text(screen.content.decode())
        assert all(seat.name in text for seat in run.seats)
        result = live.api(None).get(f"/api/tables/{live.code}/result/")
        assert result.status_code == 200, result.content
        places = result.json().get("places") or result.json().get("result", {}).get("places")
        assert places and len(places) == len(run.seats), result.json()


@pytest.mark.parametrize("slug", SLUGS)
def test_the_rules_page_is_in_words_for_players(slug, client):
    response = client.get(f"/rules/{slug}/")
    assert response.status_code == 200
    findings = internals_in(visible_text(response.content.decode()), engine_of(slug))
    assert not findings, f"/rules/{slug}/: {findings}"
