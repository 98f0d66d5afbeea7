"""Correcting an earlier entry from the log page (issue 13 part 2), full page."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from companion.tables.models import Event
from companion.web.access import host_cookie
from tests.conftest import make_people
from tests.web.test_pages import HX, joined, post_move

pytestmark = pytest.mark.django_db


@pytest.fixture
def people(db: None):
    return make_people(seats_taken=False)


def host_of(people) -> Client:
    host = Client()
    host.cookies[host_cookie(people.table.code)] = people.host
    return host


def scored(people):
    anja, jona = joined(people, 0), joined(people, 1)
    post_move(anja, people, type="record_score", target="0", points="5")
    post_move(jona, people, type="record_score", target="1", points="3")
    return anja, jona


def moves(people) -> list[int]:
    """The seqs of the moves (the seat claims are entries of the log too)."""
    events = Event.objects.filter(table=people.table, kind="move").order_by("seq")
    return list(events.values_list("seq", flat=True))


def test_the_log_offers_correct_beside_the_entries_each_reader_may_correct(people):
    anja, jona = scored(people)
    code, (first, second) = people.table.code, moves(people)
    own = anja.get(f"/t/{code}/log/").content.decode()
    assert f'href="/t/{code}/log/{first}/correct/"' in own
    assert f'href="/t/{code}/log/{second}/correct/"' not in own, "not Jona's entry"
    everything = host_of(people).get(f"/t/{code}/log/").content.decode()
    assert f"/t/{code}/log/{first}/correct/" in everything
    assert f"/t/{code}/log/{second}/correct/" in everything
    refused = jona.get(f"/t/{code}/log/{first}/correct/")
    assert refused.status_code == 403
    assert "Only the player who made that entry, or the host" in refused.content.decode()


def test_the_host_corrects_a_score_from_the_log(people):
    scored(people)
    host, code, (first, _second) = host_of(people), people.table.code, moves(people)
    page = host.get(f"/t/{code}/log/{first}/correct/")
    assert page.status_code == 200
    html = page.content.decode()
    assert f"Correct entry {first}" in html and "Anja scores 5 this round." in html
    assert 'name="target"' not in html, "Anja's own score: the offer without a seat to pick"
    assert re.search(r'name="points"[^>]*value="5"', html), "the form holds the entry"
    version = people.refresh().version
    answer = host.post(
        f"/t/{code}/log/{first}/correct/",
        {"type": "record_score", "target": "0", "points": "8", "expected_version": version},
    )
    assert answer.status_code == 302
    assert answer["Location"].endswith(f"?done={version + 1}#entry-{version + 1}")
    assert people.refresh().state["current"] == [8, 3, None]
    log = host.get(answer["Location"]).content.decode()
    assert f"The host corrected entry {first}, which said: Anja scores 5 this round. Now:" in log


def test_a_refused_correction_keeps_the_form_and_says_why(people):
    scored(people)
    host, code, (first, _second) = host_of(people), people.table.code, moves(people)
    answer = host.post(
        f"/t/{code}/log/{first}/correct/",
        {
            "type": "record_score",
            "target": "0",
            "points": "-2",
            "expected_version": people.refresh().version,
        },
    )
    assert answer.status_code == 400
    html = answer.content.decode()
    assert "This table does not allow negative scores." in html
    assert 'value="-2"' in html
    # The rule cited is the table's: its page shows the house readings in force.
    assert f'href="/t/{code}/rules/#SHEET-3"' in html
    assert Event.objects.filter(table=people.table, kind="correct").count() == 0


def test_a_player_removes_their_own_entry(people):
    anja, _jona = scored(people)
    code, (first, _second) = people.table.code, moves(people)
    answer = anja.post(
        f"/t/{code}/log/{first}/correct/",
        {"remove": "1", "expected_version": people.refresh().version},
    )
    assert answer.status_code == 302
    assert people.refresh().state["current"] == [None, 3, None]
    log = anja.get(answer["Location"]).content.decode()
    assert f"Anja removed entry {first}: Anja scores 5 this round." in log


def test_the_correction_page_answers_an_htmx_request_too(people):
    scored(people)
    second = moves(people)[1]
    page = host_of(people).get(f"/t/{people.table.code}/log/{second}/correct/", **HX)
    assert page.status_code == 200 and f"Correct entry {second}" in page.content.decode()
