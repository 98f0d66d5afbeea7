"""An owner's one-time password link (issue 23 part 1): the app mails nothing, so the
owner of a club makes a link for a person of it who forgot their password, and hands it
over. It works once and for a while; it is made only for a person whose every club the
owner owns, never for the owner themself or a site administrator."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from rest_framework.test import APIClient

from companion.club.models import Role
from tests.club import openapi
from tests.club.people import make_club

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}
LINK = re.compile(r'id="reset-link" class="link-text" readonly value="http://testserver([^"]+)"')
NEW = "a-fresh-sea-breeze-77"


@pytest.fixture
def cove():
    """A club owned by Owen, with Mia a member of it only."""
    bay = make_club("hidden-cove", is_public=False)
    users = get_user_model().objects
    bay.owen = users.create_user("owen", password="x-pass-123")
    bay.mia = users.create_user("mia", password="old-pass-123")
    bay.club.add_person(bay.owen, Role.OWNER)
    bay.club.add_person(bay.mia, Role.MEMBER)
    return bay


def owner_page(cove) -> Client:
    client = Client()
    client.force_login(cove.owen)
    return client


def make_link(cove, user) -> str:
    page = owner_page(cove).post(f"/club/hidden-cove/people/{user.pk}/reset/", **HX)
    assert page.status_code == 200, page.content
    found = LINK.search(page.content.decode())
    assert found, page.content.decode()
    assert "A new password for mia" in page.content.decode()
    return found.group(1)


def set_password(link: str, password: str = NEW) -> Client:
    client = Client()
    opened = client.get(link)
    # Django takes the token out of the address first: it never reaches a Referer.
    assert opened.status_code == 302 and "set-password" in opened["Location"]
    form = client.get(opened["Location"])
    assert "For the account mia." in form.content.decode()
    done = client.post(opened["Location"], {"new_password1": password, "new_password2": password})
    assert done.status_code == 302 and done["Location"] == "/account/reset/done/"
    return client


def test_the_link_sets_a_new_password_once(cove):
    elsewhere = Client()
    elsewhere.force_login(cove.mia)
    link = make_link(cove, cove.mia)
    set_password(link)
    assert Client().login(username="mia", password=NEW)
    assert not Client().login(username="mia", password="old-pass-123")
    # The devices signed in with the old password are signed out.
    assert elsewhere.get("/account/").status_code == 302
    # The link is spent.
    again = Client().get(link, follow=True)
    assert "This link does not work any more" in again.content.decode()


def test_a_weak_password_is_refused_by_the_validators(cove):
    link = make_link(cove, cove.mia)
    client = Client()
    opened = client.get(link)
    refused = client.post(opened["Location"], {"new_password1": "123", "new_password2": "123"})
    assert refused.status_code == 200 and "too short" in refused.content.decode()
    assert Client().login(username="mia", password="old-pass-123")


def test_no_link_for_a_person_also_in_a_club_the_owner_does_not_own(cove):
    other = make_club("other-cove")
    other.club.add_person(cove.mia, Role.MEMBER)
    page = owner_page(cove).post(f"/club/hidden-cove/people/{cove.mia.pk}/reset/", **HX)
    assert page.status_code == 403
    assert "They are also in a club you do not own: only mia, or an owner" in page.content.decode()
    assert not LINK.search(page.content.decode())


def test_no_link_for_the_owner_themself_or_a_site_administrator(cove):
    own = owner_page(cove).post(f"/club/hidden-cove/people/{cove.owen.pk}/reset/", **HX)
    assert own.status_code == 403 and "your account page" in own.content.decode()
    cove.mia.is_staff = True
    cove.mia.save()
    staff = owner_page(cove).post(f"/club/hidden-cove/people/{cove.mia.pk}/reset/", **HX)
    assert staff.status_code == 403 and not LINK.search(staff.content.decode())


def test_an_organiser_makes_no_link(cove):
    client = Client()
    client.force_login(cove.olga)
    page = client.post(f"/club/hidden-cove/people/{cove.mia.pk}/reset/", **HX)
    assert page.status_code == 403 and not LINK.search(page.content.decode())


def test_the_link_through_the_api(cove):
    api = APIClient()
    api.force_login(cove.owen)
    made = api.post(f"/api/clubs/hidden-cove/people/{cove.mia.pk}/reset-link/")
    assert made.status_code == 201, made.content
    openapi.check_response("api:club-person-reset-link", "POST", made)
    body = made.json()
    assert body["username"] == "mia" and body["link"].startswith("http://testserver/account/reset/")
    set_password(body["link"].removeprefix("http://testserver"))
    assert Client().login(username="mia", password=NEW)
