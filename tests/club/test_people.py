"""A club's people (issue 23 part 2): owners make invitation links per role (expiring,
for one person, a few or anyone until they expire; withdrawn at will), the invited join
from the link (signing up or in first), owners change roles and take people out, and a
club always keeps an owner. Through the pages and the API."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from companion.club.models import Invitation, Membership, Role
from tests.club import openapi
from tests.club.people import make_club

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}
LINK = re.compile(
    r'id="new-link" class="link-text" readonly value="http://testserver(/club/join/[^"]+/)"'
)


@pytest.fixture
def cove():
    """A private club: Olga its organiser, Owen its owner."""
    club = make_club("hidden-cove", is_public=False)
    owen = get_user_model().objects.create_user("owen", password="x-pass-123")
    club.club.add_person(owen, Role.OWNER)
    club.owen = owen
    return club


def signed_in(user=None) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def make_link(cove, role="member", days="7", uses="1") -> str:
    page = signed_in(cove.owen).post(
        "/club/hidden-cove/people/invite/", {"role": role, "days": days, "uses": uses}, **HX
    )
    assert page.status_code == 200, page.content
    found = LINK.search(page.content.decode())
    assert found, page.content.decode()
    return found.group(1)


def role_of(cove, user) -> str | None:
    return cove.club.role_of(user)


def test_the_owner_makes_a_link_shown_once_and_listed_without_it(cove):
    path = make_link(cove, "organiser")
    token = path.split("/")[-2]
    page = signed_in(cove.owen).get("/club/hidden-cove/people/").content.decode()
    assert token not in page
    assert "As organiser, until" in page and "used 0 times of 1" in page
    stored = Invitation.objects.get()
    assert stored.role == "organiser" and token not in stored.token_hash


def test_an_invited_stranger_signs_up_from_the_link_and_joins(cove):
    path = make_link(cove, "organiser")
    visitor = Client()
    page = visitor.get(path).content.decode()
    assert "Join Tortuga Bay" in page and "You are invited as organiser." in page
    assert f'href="/account/signup/?next={path}"' in page
    signup = visitor.post(
        "/account/signup/",
        {"username": "nico", "password1": "x-new-secret-99", "password2": "x-new-secret-99",
         "next": path},
    )  # fmt: skip
    assert signup["Location"] == path
    joined = visitor.post(path)
    assert joined.status_code == 302 and joined["Location"] == "/club/hidden-cove/"
    nico = get_user_model().objects.get(username="nico")
    assert role_of(cove, nico) == "organiser"
    # An organiser now: the private club's pages open and its history can be changed.
    assert visitor.get("/club/hidden-cove/plays/new/").status_code == 200


def test_a_link_for_one_person_lets_one_in(cove):
    path = make_link(cove, uses="1")
    assert signed_in(cove.udo).post(path).status_code == 302
    other = get_user_model().objects.create_user("ida", password="x-pass-123")
    refused = signed_in(other).post(path)
    assert refused.status_code == 410
    assert "This invitation has been used up: ask for a new one" in refused.content.decode()
    assert role_of(cove, other) is None


def test_a_counted_link_and_a_link_for_anyone(cove):
    two = make_link(cove, uses="2")
    anyone = make_link(cove, uses="")
    people = [get_user_model().objects.create_user(f"p{i}", password="x") for i in range(4)]
    assert [signed_in(p).post(two).status_code for p in people[:3]] == [302, 302, 410]
    assert [signed_in(p).post(anyone).status_code for p in people] == [302] * 4
    assert Invitation.objects.get(max_uses=None).uses == 2  # two of the four were in already


def test_an_expired_a_withdrawn_and_an_unknown_link(cove):
    path = make_link(cove)
    Invitation.objects.update(expires_at=timezone.now() - timedelta(seconds=1))
    expired = signed_in(cove.udo).get(path)
    assert expired.status_code == 410 and "has expired" in expired.content.decode()
    fresh = make_link(cove)
    invitation = Invitation.objects.order_by("-pk").first()
    owner = signed_in(cove.owen)
    page = owner.post(f"/club/hidden-cove/people/invitations/{invitation.pk}/revoke/", **HX)
    assert "The invitation is withdrawn." in page.content.decode()
    withdrawn = signed_in(cove.udo).post(fresh)
    assert withdrawn.status_code == 410 and "was withdrawn" in withdrawn.content.decode()
    unknown = signed_in(cove.udo).get("/club/join/not-a-real-token/")
    assert unknown.status_code == 404 and "not one of ours" in unknown.content.decode()
    assert role_of(cove, cove.udo) is None


def test_joining_never_lowers_a_role_nor_uses_the_link_up(cove):
    path = make_link(cove, "member", uses="1")
    assert signed_in(cove.olga).post(path).status_code == 302
    assert role_of(cove, cove.olga) == "organiser"
    assert Invitation.objects.get().uses == 0
    assert signed_in(cove.udo).post(path).status_code == 302
    assert role_of(cove, cove.udo) == "member"


def test_the_owner_changes_roles_and_takes_people_out(cove):
    owner = signed_in(cove.owen)
    page = owner.post(f"/club/hidden-cove/people/{cove.olga.pk}/role/", {"role": "member"}, **HX)
    assert f"{cove.olga.username} is now member." in page.content.decode()
    assert role_of(cove, cove.olga) == "member"
    assert signed_in(cove.olga).get("/club/hidden-cove/plays/new/").status_code == 403
    out = owner.post(f"/club/hidden-cove/people/{cove.olga.pk}/remove/", **HX)
    assert "They are no longer in the club." in out.content.decode()
    # Out of a private club: it is not there for her any more.
    assert signed_in(cove.olga).get("/club/hidden-cove/").status_code == 404


def test_a_club_keeps_an_owner(cove):
    owner = signed_in(cove.owen)
    said = "A club keeps at least one owner: make someone else an owner first"
    demoted = owner.post(f"/club/hidden-cove/people/{cove.owen.pk}/role/", {"role": "member"})
    assert demoted.status_code == 400 and said in demoted.content.decode()
    removed = owner.post(f"/club/hidden-cove/people/{cove.owen.pk}/remove/")
    assert removed.status_code == 400 and said in removed.content.decode()
    assert role_of(cove, cove.owen) == "owner"
    # With a second owner, the first may step down.
    owner.post(f"/club/hidden-cove/people/{cove.olga.pk}/role/", {"role": "owner"})
    assert (
        owner.post(f"/club/hidden-cove/people/{cove.owen.pk}/role/", {"role": "member"}).status_code
        == 200
    )
    assert role_of(cove, cove.owen) == "member"


@pytest.mark.parametrize(
    ("data", "said"),
    [
        ({"role": "captain"}, "Must be one of: owner, organiser, member"),
        ({"role": "member", "days": "0"}, "Must be a whole number from 1 to 90"),
        ({"role": "member", "uses": "5000"}, "Must be a whole number from 1 to 1000"),
    ],
)
def test_a_link_the_form_cannot_make_is_said(cove, data, said):
    page = signed_in(cove.owen).post("/club/hidden-cove/people/invite/", data, **HX)
    assert page.status_code == 400 and said in page.content.decode().replace("&#x27;", "'")
    assert not Invitation.objects.exists()


def api(user=None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_login(user)
    return client


def test_the_same_through_the_api(cove):
    owner = api(cove.owen)
    made = owner.post(
        "/api/clubs/hidden-cove/invitations/", {"role": "organiser", "uses": 2}, format="json"
    )
    assert made.status_code == 201, made.content
    openapi.check_response("api:club-invitations", "POST", made)
    body = made.json()
    assert body["link"] == f"http://testserver/club/join/{body['token']}/"
    assert (body["role"], body["max_uses"], body["uses"]) == ("organiser", 2, 0)
    listed = owner.get("/api/clubs/hidden-cove/invitations/")
    openapi.check_response("api:club-invitations", "GET", listed)
    assert [i["id"] for i in listed.json()] == [body["id"]] and "token" not in listed.json()[0]

    joined = api(cove.udo).post("/api/invitations/accept/", {"token": body["token"]}, format="json")
    assert joined.status_code == 200 and joined.json() == {
        "club": "hidden-cove",
        "role": "organiser",
    }
    openapi.check_response("api:invitations-accept", "POST", joined)

    people = owner.get("/api/clubs/hidden-cove/people/")
    openapi.check_response("api:club-people", "GET", people)
    assert [(p["username"], p["role"]) for p in people.json()] == [
        ("owen", "owner"), (cove.olga.username, "organiser"), (cove.udo.username, "organiser")
    ]  # fmt: skip
    changed = owner.patch(
        f"/api/clubs/hidden-cove/people/{cove.udo.pk}/", {"role": "member"}, format="json"
    )
    assert changed.status_code == 200 and changed.json()["role"] == "member"
    assert owner.delete(f"/api/clubs/hidden-cove/people/{cove.udo.pk}/").status_code == 204
    assert not Membership.objects.filter(user=cove.udo).exists()

    assert owner.delete(f"/api/clubs/hidden-cove/invitations/{body['id']}/").status_code == 204
    closed = api(cove.udo).post("/api/invitations/accept/", {"token": body["token"]}, format="json")
    assert closed.status_code == 410 and "withdrawn" in closed.json()["error"]
    openapi.check_response("api:invitations-accept", "POST", closed)
    last = owner.patch(f"/api/clubs/hidden-cove/people/{cove.owen.pk}/", {"role": "member"},
                       format="json")  # fmt: skip
    assert last.status_code == 400 and last.json()["field"] == "role"


@pytest.mark.parametrize(
    ("body", "status", "field"),
    [
        ({}, 404, None),
        ({"token": 7}, 404, None),
        ({"token": "x" * 300}, 404, None),
    ],
)
def test_accepting_a_token_that_is_no_invitation(cove, body, status, field):
    response = api(cove.udo).post("/api/invitations/accept/", body, format="json")
    assert response.status_code == status
    openapi.check_response("api:invitations-accept", "POST", response)
    assert role_of(cove, cove.udo) is None
