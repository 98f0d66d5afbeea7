"""Move forms rendered once and kept (companion/web/fragments.py): a kept form reads exactly
as a fresh one, each page fills in its own version, CSRF field and form ids, and what a
form shows (the language, the offers, a refusal) is never served from another's."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from companion.engines.registry import game_slugs, get_engine
from companion.tables import services
from companion.web import fragments
from companion.web.access import seat_cookie

pytestmark = pytest.mark.django_db

MOVE_ID = re.compile(r'name="client_move_id" value="([0-9a-f]{32})"')
CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
VERSION = re.compile(r'name="expected_version" value="([^"]*)"')


@pytest.fixture(autouse=True)
def nothing_kept():
    fragments.kept.clear()
    yield
    fragments.kept.clear()


def a_table(slug: str):
    engine = get_engine(slug)
    seats = [
        {"name": name} for name in ("Anja", "Jona", "Mira", "Tomas")[: max(2, engine.min_seats)]
    ]
    return services.table_create(game=slug, seats=seats, seed=4, issue_seat_tokens=True)


def phones(created) -> list[Client]:
    out = []
    for token in created.seat_tokens:
        phone = Client()
        phone.cookies[seat_cookie(created.table.code)] = token
        out.append(phone)
    return out


def live(phone: Client, code: str, language: str = "en") -> str:
    response = phone.get(f"/t/{code}/", HTTP_HX_REQUEST="true", HTTP_ACCEPT_LANGUAGE=language)
    assert response.status_code == 200
    return response.content.decode()


def without_page_values(html: str) -> str:
    return CSRF.sub("CSRF", MOVE_ID.sub("ID", html))


@pytest.mark.parametrize("slug", game_slugs())
def test_a_kept_form_reads_as_a_fresh_one(slug):
    created = a_table(slug)
    pages = phones(created)
    fresh = [live(phone, created.table.code) for phone in pages]
    # Seats offered the same form (the same move for anyone) share it already.
    hits = fragments.kept.hits
    assert fragments.kept.misses
    forms = sum(page.count('<form class="move"') for page in fresh)
    assert forms, "no seat has a move to enter at the start"
    again = [live(phone, created.table.code) for phone in pages]
    assert fragments.kept.hits - hits == forms
    assert [without_page_values(p) for p in again] == [without_page_values(p) for p in fresh]


@pytest.mark.parametrize("slug", game_slugs())
def test_each_page_fills_in_its_own_values(slug):
    created = a_table(slug)
    code = created.table.code
    pages = phones(created)
    first = "".join(live(phone, code) for phone in pages)
    kept = "".join(live(phone, code) for phone in pages)
    for html in (first, kept):
        forms = html.count('<form class="move"')
        ids = MOVE_ID.findall(html)
        # Every form its own id (undo and redo have theirs too), none repeated.
        assert len(ids) >= forms and len(set(ids)) == len(ids)
        assert len(CSRF.findall(html)) >= forms
        assert set(VERSION.findall(html)) == {str(created.table.version)}
        assert "Placeholder" not in html
    assert set(MOVE_ID.findall(first)).isdisjoint(MOVE_ID.findall(kept))


def first_form(html: str) -> dict[str, str]:
    """The hidden fields of the page's first move form, as the browser sends them."""
    form = html[html.index('<form class="move"') :]
    form = form[: form.index("</form>")]
    return dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', form))


def test_a_kept_form_carries_the_new_version_and_is_accepted():
    created = a_table("scoresheet")
    code = created.table.code
    anja, jona = (Client(enforce_csrf_checks=True) for _ in range(2))
    anja.cookies[seat_cookie(code)] = created.seat_tokens[0]
    jona.cookies[seat_cookie(code)] = created.seat_tokens[1]
    live(jona, code)

    def send(phone: Client, points: str) -> None:
        hits = fragments.kept.hits
        fields = first_form(live(phone, code))
        assert fragments.kept.hits > hits
        created.table.refresh_from_db()
        assert fields["expected_version"] == str(created.table.version)
        response = phone.post(
            f"/t/{code}/move/", {**fields, "points": points}, HTTP_HX_REQUEST="true"
        )
        assert response.status_code == 200, response.content[:300]
        assert "refusal" not in response.content.decode()
        created.table.refresh_from_db()
        assert created.table.version == int(fields["expected_version"]) + 1

    live(anja, code)
    send(anja, "3")
    # Jona's form was kept before Anja's entry: it comes back with the new version.
    send(jona, "5")


def test_another_language_is_another_form():
    created = a_table("nassau")
    code = created.table.code
    phone = phones(created)[0]
    english = live(phone, code, "en")
    hits = fragments.kept.hits
    italian = live(phone, code, "it")
    assert fragments.kept.hits == hits
    assert without_page_values(english) != without_page_values(italian)
    assert without_page_values(live(phone, code, "it")) == without_page_values(italian)


def test_a_refused_form_is_never_kept():
    created = a_table("scoresheet")
    code = created.table.code
    phone = phones(created)[0]
    live(phone, code)
    kept_before = len(fragments.kept._items)
    response = phone.post(
        f"/t/{code}/move/",
        {
            "type": "record_score",
            "expected_version": created.table.version,
            "client_move_id": "a" * 32,
            "target": "0",
            "points": "many",
        },
        HTTP_HX_REQUEST="true",
    )
    html = response.content.decode()
    assert 'class="refusal"' in html
    assert 'value="many"' in html
    assert len(fragments.kept._items) == kept_before
    assert 'value="many"' not in live(phone, code)


def test_the_store_is_bounded_and_drops_the_least_recently_used():
    store = fragments.Kept(2)
    store.put("a", "A")
    store.put("b", "B")
    assert store.get("a") == "A"
    store.put("c", "C")
    assert store.get("b") is None
    assert (store.get("a"), store.get("c")) == ("A", "C")
