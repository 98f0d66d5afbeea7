"""What the offline queue of a phone needs from the server (issue 13 part 3): every
answer to an entry says in its Tortuga-Entry header what became of it (applied,
merged, duplicate, refused, asks), and the phone can ask what was entered while it
was away."""

from __future__ import annotations

import json
import re

import pytest
from django.test import Client

from companion.web.views.moves import ENTRY_HEADER
from tests.conftest import make_people
from tests.web.test_pages import HX, joined

pytestmark = pytest.mark.django_db

WAYS = pytest.mark.parametrize("headers", [{}, HX], ids=["full page", "htmx"])


@pytest.fixture
def people(db: None):
    return make_people(seats_taken=False)


def _score(client: Client, people, version: int, target: str, points: str, headers, **more):
    data = {"type": "record_score", "target": target, "points": points, **more}
    data["expected_version"] = str(version)
    return client.post(f"/t/{people.table.code}/move/", data, **headers)


@WAYS
def test_an_entry_is_applied_once_and_its_retry_answers_as_a_duplicate(people, headers):
    anja = joined(people, 0)
    version = people.refresh().version
    first = _score(anja, people, version, "0", "4", headers, client_move_id="queued-1")
    assert first[ENTRY_HEADER] == "applied"
    again = _score(anja, people, version, "0", "4", headers, client_move_id="queued-1")
    assert again[ENTRY_HEADER] == "duplicate"
    assert again.status_code == first.status_code
    assert people.refresh().state["current"][0] == 4


@WAYS
def test_an_entry_made_on_an_old_version_answers_as_merged(people, headers):
    anja, jona = joined(people, 0), joined(people, 1)
    version = people.refresh().version
    assert _score(anja, people, version, "0", "4", HX)[ENTRY_HEADER] == "applied"
    late = _score(jona, people, version, "1", "6", headers)
    assert late[ENTRY_HEADER] == "merged"
    assert people.refresh().state["current"][:2] == [4, 6]


@WAYS
def test_a_refused_entry_answers_as_refused_with_its_reason(people, headers):
    anja = joined(people, 0)
    response = _score(anja, people, people.refresh().version, "0", "-3", headers)
    assert response.status_code == 400
    assert response[ENTRY_HEADER] == "refused"
    assert "This table does not allow negative scores." in response.content.decode()


def test_a_conflict_answers_as_refused(people):
    anja, jona = joined(people, 0), joined(people, 1)
    version = people.refresh().version
    _score(anja, people, version, "0", "4", HX)
    # Two scores for the same player at once never merge.
    response = _score(jona, people, version, "0", "9", HX)
    assert response.status_code == 409
    assert response[ENTRY_HEADER] == "refused"


@WAYS
def test_an_entry_that_asks_first_answers_as_asks(people, headers):
    anja = joined(people, 0)
    _score(anja, people, people.refresh().version, "0", "4", HX)
    data = {"type": "clear_score", "target": "0", "expected_version": people.refresh().version}
    response = anja.post(f"/t/{people.table.code}/move/", data, **headers)
    assert response[ENTRY_HEADER] == "asks"
    assert "Clear Anja&#x27;s score this round?" in response.content.decode()


def test_an_undo_says_applied(people):
    anja = joined(people, 0)
    _score(anja, people, people.refresh().version, "0", "4", HX)
    data = {"expected_version": people.refresh().version}
    response = anja.post(f"/t/{people.table.code}/undo/", data, **HX)
    assert response[ENTRY_HEADER] == "applied"


def test_the_phone_page_has_the_queue_box_and_the_version_it_shows(people):
    anja = joined(people, 0)
    html = anja.get(f"/t/{people.table.code}/").content.decode()
    assert 'id="queue"' in html and "Waiting to send" in html
    assert f'data-table="{people.table.code}"' in html
    assert f'data-url="/t/{people.table.code}/away/"' in html
    live = anja.get(f"/t/{people.table.code}/", **HX).content.decode()
    assert f'data-version="{people.refresh().version}"' in live
    words = re.search(r'<script id="tortuga-text" type="application/json">(.*?)</script>', html)
    assert words, "the queue's words come from the server, translated"
    assert json.loads(words.group(1))["sending"] == "Sending…"


@WAYS
def test_away_lists_what_was_entered_since_a_version(people, headers):
    anja, jona = joined(people, 0), joined(people, 1)
    since = people.refresh().version
    _score(jona, people, since, "1", "6", HX)
    response = anja.get(f"/t/{people.table.code}/away/?since={since}", **headers)
    assert response.status_code == 200
    html = response.content.decode()
    assert "While you were away" in html
    assert "Jona: Jona scores 6 this round." in re.sub(r"<[^>]+>", "", html)
    assert "Nothing was entered" not in html


def test_away_with_nothing_since_says_so(people):
    anja = joined(people, 0)
    version = people.refresh().version
    html = anja.get(f"/t/{people.table.code}/away/?since={version}").content.decode()
    assert "Nothing was entered at the table meanwhile." in html


@pytest.mark.parametrize("since", ["", "-1", "two", "3.5"])
def test_away_without_a_whole_version_is_a_400_with_a_message(people, since):
    anja = joined(people, 0)
    response = anja.get(f"/t/{people.table.code}/away/?since={since}")
    assert response.status_code == 400
    assert "Say from which version of the table on, as a whole number." in (
        response.content.decode()
    )
