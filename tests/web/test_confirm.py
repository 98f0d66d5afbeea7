"""Entries that change what others do ask first (companion/web/confirm.py): every move
declared with ``confirm``, freeing a seat and stopping the table.

The moves are found through the registry; each is posted at a real table reached by a
playthrough of the contract test, as the phone that played it there.
"""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from django.test import Client

from companion.engines.registry import game_slugs, get_engine
from companion.tables.models import Event
from companion.web.access import host_cookie, seat_cookie
from tests.conftest import People, make_people
from tests.contract.agent import Playthrough
from tests.contract.runs import every_playthrough
from tests.contract.tables import walk
from tests.contract.visible import internals_in, visible_text

pytestmark = [pytest.mark.django_db, pytest.mark.by_game]
HX = {"HTTP_HX_REQUEST": "true"}

ASKING_MOVES = [
    (slug, move_type)
    for slug in sorted(game_slugs())
    for move_type, spec in get_engine(slug).move_specs().items()
    if spec.confirm
]


def first_played(slug: str, move_type: str) -> tuple[Playthrough, int]:
    """The playthrough and step number (from 1) where a seat plays ``move_type`` soonest."""
    found = [
        (number, run)
        for run in every_playthrough(slug)
        for number, step in enumerate(run.steps, start=1)
        if step.move["type"] == move_type and step.seat is not None
    ]
    assert found, f"no playthrough of {slug} plays {move_type}"
    number, run = min(found, key=lambda item: item[0])
    return run, number


def form_of(move: dict[str, Any], version: int) -> dict[str, Any]:
    """The move as a phone's form posts it."""
    form: dict[str, Any] = {"type": move["type"], "expected_version": str(version)}
    for name, value in (move.get("args") or {}).items():
        if value is None:
            continue
        if isinstance(value, bool):
            form[name] = "yes" if value else "no"
        elif isinstance(value, list):
            form[name] = [str(v) for v in value]
        else:
            form[name] = str(value)
    return form


def page_words(response) -> str:
    return html.unescape(visible_text(response.content.decode()))


def fixed_words(confirm: str) -> list[str]:
    """The declared consequence's own words, between its parameters."""
    return [part.strip() for part in re.split(r"%\(\w+\)s", confirm) if len(part.strip()) > 3]


@pytest.mark.parametrize("htmx", [False, True], ids=["full-page", "htmx"])
@pytest.mark.parametrize(("slug", "move_type"), ASKING_MOVES)
def test_a_move_that_asks_first_records_only_once_confirmed(slug, move_type, htmx):
    run, number = first_played(slug, move_type)
    _stop, live = next(walk(run, {number - 1}))
    step = run.steps[number - 1]
    spec = get_engine(slug).move_specs()[move_type]
    # A move only the host enters is entered on the host's phone, for the seat it names.
    phone = live.host() if spec.host_only else live.phone(step.seat)
    headers = HX if htmx else {}
    url = f"/t/{live.code}/move/"
    before = live.refresh().version
    form = {**form_of(step.move, before), "client_move_id": f"ask-{slug}-{move_type}"}
    if spec.host_only:
        form["seat"] = step.seat

    asked = phone.post(url, form, **headers)

    assert asked.status_code == 200
    assert live.refresh().version == before, "nothing is recorded before the answer"
    page = asked.content.decode()
    assert ("<html" in page) is not htmx
    words = page_words(asked)
    for part in fixed_words(spec.confirm):
        assert part in words
    assert "No, go back" in words and "Yes, " in words
    # The table's code is a name, not an internal.
    assert not internals_in(words.replace(live.code, " "), get_engine(slug))
    assert 'name="confirmed" value="1"' in page
    assert not re.search(r"<[^>]+\son\w+=", page), "no inline handler"
    assert 'id="live"' in page and "hx-trigger" not in page, "the question is not polled away"

    done = phone.post(url, {**form, "confirmed": "1"}, **headers)

    assert done.status_code == (200 if htmx else 302)
    table = live.refresh()
    assert table.version > before
    assert Event.objects.filter(table=table, move_type=move_type).exists()


def test_the_second_step_posts_every_field_again(people_scoresheet):
    people, anja = people_scoresheet
    assert score(people, anja, 1, 6).status_code == 302
    form = {
        "type": "clear_score",
        "target": "1",
        "expected_version": str(people.refresh().version),
        "client_move_id": "clear-1",
    }
    page = anja.post(f"/t/{people.table.code}/move/", form).content.decode()
    for name, value in form.items():
        assert f'<input type="hidden" name="{name}" value="{value}">' in page
    assert "Clear Jona's score this round?" in html.unescape(page)
    assert f'href="/t/{people.table.code}/"' in page


def test_the_entry_as_entered_is_shown_with_its_labels(people_scoresheet):
    people, anja = people_scoresheet
    score(people, anja, 2, 4)
    form = {"type": "clear_score", "target": "2", "expected_version": str(people.refresh().version)}
    words = page_words(anja.post(f"/t/{people.table.code}/move/", form, **HX))
    assert "The player whose score to clear Mira" in words
    assert "Yes, clear a score" in words


def test_a_move_the_engine_refuses_is_refused_at_once_not_asked(people_scoresheet):
    people, anja = people_scoresheet
    form = {"type": "clear_score", "target": "1", "expected_version": str(people.refresh().version)}
    response = anja.post(f"/t/{people.table.code}/move/", form, **HX)
    assert response.status_code == 400
    assert "Jona has no score this round." in html.unescape(response.content.decode())
    assert 'name="confirmed"' not in response.content.decode()


def test_the_host_names_the_seat_in_the_second_step(people_scoresheet):
    people, anja = people_scoresheet
    score(people, anja, 1, 2)
    host = Client()
    host.cookies[host_cookie(people.table.code)] = people.host
    form = {
        "type": "clear_score",
        "seat": "2",
        "target": "1",
        "expected_version": str(people.refresh().version),
    }
    words = page_words(host.post(f"/t/{people.table.code}/move/", form))
    assert "For Mira" in words
    assert people.refresh().version == int(form["expected_version"])


def score(people: People, phone: Client, target: int, points: int):
    form = {
        "type": "record_score",
        "target": str(target),
        "points": str(points),
        "expected_version": str(people.refresh().version),
    }
    return phone.post(f"/t/{people.table.code}/move/", form)


@pytest.fixture
def people_scoresheet(db: None) -> tuple[People, Client]:
    people = make_people()
    anja = Client()
    anja.cookies[seat_cookie(people.table.code)] = people.anja
    return people, anja


# -- the host: free a seat, stop the table ----------------------------------------------


def host_and_phone(index: int) -> tuple[People, Client, Client]:
    people = make_people(seats_taken=False)
    host = Client()
    host.cookies[host_cookie(people.table.code)] = people.host
    phone = Client()
    assert phone.post(f"/t/{people.table.code}/join/{index}/").status_code == 302
    return people, host, phone


@pytest.mark.parametrize("htmx", [False, True], ids=["full-page", "htmx"])
def test_freeing_a_seat_asks_first(htmx):
    people, host, jona = host_and_phone(1)
    url = f"/t/{people.table.code}/host/release/1/"
    headers = HX if htmx else {}

    asked = host.post(url, **headers)

    assert asked.status_code == 200
    page = asked.content.decode()
    assert ("<html" in page) is not htmx
    words = page_words(asked)
    assert "Free Jona's seat? Their phone loses the seat" in words
    assert "Yes, free the seat" in words and "No, go back" in words
    assert 'id="seats"' in page and "every 3s" not in page, "the question is not polled away"
    assert jona.get(f"/t/{people.table.code}/").status_code == 200, "the seat is still Jona's"

    done = host.post(url, {"confirmed": "1"}, **headers)

    assert done.status_code == 200
    assert jona.get(f"/t/{people.table.code}/").status_code == 302


def test_freeing_the_hosts_own_seat_is_refused_before_asking():
    people, host, _phone = host_and_phone(1)
    people.table.host_seat = 1
    people.table.save(update_fields=["host_seat"])
    response = host.post(f"/t/{people.table.code}/host/release/1/")
    assert response.status_code == 409
    assert "No, go back" not in page_words(response)


def test_stopping_the_table_asks_first():
    people, host, _phone = host_and_phone(0)
    url = f"/t/{people.table.code}/host/abandon/"

    asked = host.post(url)

    assert asked.status_code == 200
    words = page_words(asked)
    assert "Stop the table? No more entries can be made" in words
    assert "Yes, stop the table" in words and "No, go back" in words
    assert people.refresh().status == "playing"
    assert 'data-confirm="Stop' not in asked.content.decode()

    assert host.post(url, {"confirmed": "1"}).status_code == 302
    assert people.refresh().status == "abandoned"


def test_the_host_page_asks_nothing_with_a_script():
    people, host, _phone = host_and_phone(1)
    page = host.get(f"/t/{people.table.code}/host/").content.decode()
    assert "hx-confirm" not in page
    stop = page[page.index('id="stop"') :]
    assert "data-confirm" not in stop[: stop.index("</section>")]


# -- what is offered ------------------------------------------------------------------


def move_form(page: str, move_type: str) -> str:
    start = page.index(f'name="type" value="{move_type}"')
    return page[start : page.index("</form>", start)]


def test_the_accuse_form_never_offers_your_own_pirates():
    people = make_people("spanish_main")
    state = people.table.state
    seat = state["current_seat"]
    phone = Client()
    token = [people.anja, people.jona, people.mira][seat]
    phone.cookies[seat_cookie(people.table.code)] = token
    form = move_form(phone.get(f"/t/{people.table.code}/").content.decode(), "accuse")
    offered = set(re.findall(r'name="pirate" value="(\w+)"', form))
    assert offered, "the accuse form offers pirates"
    assert not offered & set(state["pirates"][str(seat)])
    assert 'class="btn btn-primary' not in form, "an entry that asks first is not primary"


@pytest.mark.skipif("nassau" not in game_slugs(), reason="a Nassau form")
def test_the_throw_cargo_form_shows_what_is_thrown_and_is_not_primary():
    run, number = first_played("nassau", "jettison")
    _stop, live = next(walk(run, {number - 1}))
    seat = run.steps[number - 1].seat
    form = move_form(live.phone(seat).get(f"/t/{live.code}/").content.decode(), "jettison")
    assert 'type="hidden" name="pieces"' not in form
    assert re.search(r'<input type="checkbox" name="pieces" value="\w+"', form)
    assert "btn-primary" not in form
