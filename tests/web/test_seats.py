"""Seats and the host role on the pages: join, free, reassign, hand over, recover."""

from __future__ import annotations

import html
import re

import pytest
from django.test import Client

from companion.tables.models import Event, EventKind
from companion.web.access import host_cookie, seat_cookie
from tests.conftest import make_people

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def people(db: None):
    return make_people(seats_taken=False)


def host_of(people) -> Client:
    client = Client()
    client.cookies[host_cookie(people.table.code)] = people.host
    return client


def joined(people, index: int) -> Client:
    client = Client()
    assert client.post(f"/t/{people.table.code}/join/{index}/").status_code == 302
    return client


def assert_safe_cookie(response, name: str) -> None:
    cookie = response.cookies[name]
    assert cookie["httponly"] is True
    assert cookie["samesite"] == "Lax"
    assert cookie.value


def test_a_claim_sets_a_safe_cookie(people):
    response = Client().post(f"/t/{people.table.code}/join/0/")
    assert response.status_code == 302
    assert_safe_cookie(response, seat_cookie(people.table.code))


def test_creating_a_table_sets_a_safe_host_cookie(db):
    response = Client().post("/new/", {"game": "scoresheet", "name_0": "Anja"})
    code = response["Location"].split("/")[2]
    assert_safe_cookie(response, host_cookie(code))


def test_the_creator_sees_the_recovery_link_once_after_creating(db):
    client = Client()
    response = client.post("/new/", {"game": "scoresheet", "name_0": "Anja"}, follow=True)
    html = response.content.decode()
    assert "Your recovery link" in html
    link = re.search(r'value="http://testserver(/t/[^"]+/recover/\?k=[^"]+)"', html).group(1)
    assert "Your recovery link" not in client.get(response.redirect_chain[-1][0]).content.decode()
    code = link.split("/")[2]
    new_phone = Client()
    key = link.split("?k=")[1]
    assert new_phone.post(f"/t/{code}/recover/", {"k": key}).status_code == 302
    assert new_phone.get(f"/t/{code}/host/").status_code == 200
    assert client.get(f"/t/{code}/host/").status_code == 403


@pytest.mark.parametrize("headers", [{}, HX])
def test_a_taken_seat_is_refused_on_the_join_page(people, headers):
    anja = joined(people, 0)
    response = Client().post(f"/t/{people.table.code}/join/0/", **headers)
    assert response.status_code == 409
    html = response.content.decode()
    assert "Anja&#x27;s seat is already taken by another phone." in html
    assert "ask the host to free the seat" in html
    # Anja's phone still plays.
    assert anja.get(f"/t/{people.table.code}/").status_code == 200


def test_a_stranger_finding_every_seat_taken_is_told_what_to_do():
    people = make_people(seats_taken=True)
    html = Client().get(f"/t/{people.table.code}/join/").content.decode()
    assert "Every seat has a phone." in html and "Sit here" not in html


def test_a_phone_opening_its_own_seat_again_goes_to_it(people):
    anja = joined(people, 0)
    again = anja.post(f"/t/{people.table.code}/join/0/")
    assert again.status_code == 302 and again["Location"] == f"/t/{people.table.code}/"
    other = anja.post(f"/t/{people.table.code}/join/1/")
    assert other.status_code == 409
    assert "This phone already holds Anja&#x27;s seat." in other.content.decode()


def test_the_host_frees_a_seat_by_htmx_and_the_log_says_so(people):
    anja = joined(people, 0)
    response = host_of(people).post(
        f"/t/{people.table.code}/host/release/0/", {"confirmed": "1"}, **HX
    )
    assert response.status_code == 200
    assert "<html" not in response.content.decode()
    assert anja.get(f"/t/{people.table.code}/").status_code == 302
    log = html.unescape(host_of(people).get(f"/t/{people.table.code}/log/").content.decode())
    assert "A phone took Anja's seat." in log
    assert "The host freed Anja's seat for another phone." in log


def reassign_link(people, index: int) -> str:
    page = host_of(people).post(f"/t/{people.table.code}/host/reassign/{index}/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "Open it on the new phone" in html and "<svg" in html
    match = re.search(r'value="(http[^"]+/seat/\d+/\?t=[^"]+)"', html)
    assert match, html
    return match.group(1).replace("http://testserver", "").replace("&amp;", "&")


def test_a_reassigned_seat_goes_to_the_phone_that_opens_its_link_once(people):
    anja = joined(people, 0)
    link = reassign_link(people, 0)
    assert anja.get(f"/t/{people.table.code}/").status_code == 302
    new_phone = Client()
    confirm = new_phone.get(link)
    assert confirm.status_code == 200 and "Sit as Anja" in confirm.content.decode()
    # Opening the link changed nothing: only the button does.
    assert not Event.objects.filter(kind=EventKind.SEAT, args__action="take_over").exists()
    token = link.split("?t=")[1]
    taken = new_phone.post(link.split("?")[0], {"t": token})
    assert taken.status_code == 302
    assert_safe_cookie(taken, seat_cookie(people.table.code))
    assert new_phone.get(f"/t/{people.table.code}/").status_code == 200
    again = Client().post(link.split("?")[0], {"t": token})
    assert again.status_code == 403
    assert "This link has been used or replaced." in again.content.decode()


def test_the_host_hands_the_host_role_to_a_seat(people):
    host = host_of(people)
    jona = joined(people, 1)
    assert jona.get(f"/t/{people.table.code}/host/").status_code == 403
    response = host.post(f"/t/{people.table.code}/host/hand-over/1/")
    assert response.status_code == 302
    assert host.get(f"/t/{people.table.code}/host/").status_code == 403
    page = jona.get(f"/t/{people.table.code}/host/")
    assert page.status_code == 200
    # Its own seat shows as the host's: no button frees it.
    assert "/host/release/1/" not in page.content.decode()


def test_handing_the_host_role_to_a_seat_without_a_phone_is_explained(people):
    response = host_of(people).post(f"/t/{people.table.code}/host/hand-over/2/")
    assert response.status_code == 400
    assert "Mira&#x27;s seat has no phone yet" in response.content.decode()


def test_the_recovery_link_brings_the_host_role_back(people):
    host = host_of(people)
    page = host.post(f"/t/{people.table.code}/host/recovery-link/").content.decode()
    match = re.search(r'value="http://testserver(/t/[^"]+/recover/\?k=[^"]+)"', page)
    assert match, page
    link = match.group(1)
    new_phone = Client()
    assert "Become the host" in new_phone.get(link).content.decode()
    assert host.get(f"/t/{people.table.code}/host/").status_code == 200
    key = link.split("?k=")[1]
    response = new_phone.post(link.split("?")[0], {"k": key})
    assert response.status_code == 302 and response["Location"].endswith("/host/")
    assert_safe_cookie(response, host_cookie(people.table.code))
    assert new_phone.get(f"/t/{people.table.code}/host/").status_code == 200
    assert host.get(f"/t/{people.table.code}/host/").status_code == 403
    wrong = Client().post(link.split("?")[0], {"k": "guess"})
    assert wrong.status_code == 403


@pytest.mark.parametrize(
    "path", ["release/0/", "reassign/0/", "hand-over/0/", "recovery-link/", "abandon/"]
)
def test_only_the_host_acts_on_the_host_page(people, path):
    joined(people, 0)
    anja = joined(people, 1)
    before = people.refresh().version
    for client in (Client(), anja):
        response = client.post(f"/t/{people.table.code}/host/{path}")
        assert response.status_code == 403
        assert "Only the host can" in response.content.decode()
    assert people.refresh().version == before


def test_the_host_enters_for_a_named_seat_only(people):
    host = host_of(people)
    page = host.get(f"/t/{people.table.code}/").content.decode()
    assert '<option value="">choose a seat</option>' in page
    form = {"type": "record_score", "target": "0", "points": "3"}
    version = people.refresh().version
    refused = host.post(f"/t/{people.table.code}/move/", {**form, "expected_version": version})
    assert refused.status_code == 400
    assert "Choose the seat you are entering this move for." in refused.content.decode()
    bad = host.post(
        f"/t/{people.table.code}/move/", {**form, "expected_version": version, "seat": "abc"}
    )
    assert bad.status_code == 400
    done = host.post(
        f"/t/{people.table.code}/move/", {**form, "expected_version": version, "seat": "2"}
    )
    assert done.status_code == 302
    event = Event.objects.get(kind="move")
    assert (event.actor, event.seat) == ("host", 2)


def test_a_web_move_without_the_version_it_was_made_on_is_refused(people):
    anja = joined(people, 0)
    form = {"type": "record_score", "target": "0", "points": "3"}
    response = anja.post(f"/t/{people.table.code}/move/", form)
    assert response.status_code == 400
    assert "which version of the table" in response.content.decode()
    assert not Event.objects.filter(kind="move").exists()
