"""Who may do what on every club page (/club/) and endpoint (/api/clubs/).

Each route and method is called by the club's owner, one of its organisers, one of its
members, an organiser of another club, a signed-in user in no club, a signed-out
visitor, and three scripts holding a club key (the club's read key, its write key, and
another club's write key), on a public and on a private club. A key acts in the API
only, with its scope's role in its own club (read: as a member, write: as an
organiser, never as an owner) and as a signed-out caller anywhere else. A caller whose call may change things
makes it on a world of their own, so each allowed write is seen to change something. A private club is not there for anyone outside it (404,
as a club that does not exist). Refused calls change nothing. The routes are read from the
URL resolver: a new club route without an entry in ``MATRIX`` fails the test, and a
method a route answers that ``MATRIX`` does not list fails it too. Every API answer
must be documented by the OpenAPI schema for its status, and its body must match the
documented shape (tests/club/openapi.py).
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from django.contrib.auth import get_user_model

from companion.club.membership import invitation_create
from companion.club.models import (
    Club,
    ClubCatalogue,
    ClubToken,
    Invitation,
    Membership,
    Play,
    Player,
    PlayResult,
    Role,
)
from companion.club.selectors import Access
from companion.club.tokens import token_create
from companion.tables import services as table_services
from companion.tables.models import Seat, Table
from tests.catalogues import catalogue_engines, valid_catalogue
from tests.club import openapi
from tests.club.people import Club as People
from tests.club.people import make_club, record
from tests.club.test_catalogue_pages import form_of

pytestmark = pytest.mark.django_db

CALLERS = ["visitor", "udo", "otto", "mia", "olga", "owen", "keyr", "keyw", "keyo"]
# Scripts with a club key: whom each acts as in the API (pages never read a key).
KEYS = {"keyr": "mia", "keyw": "olga", "keyo": "visitor"}
METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"]


@dataclass
class World:
    people: People
    other: People  # "otto" is the organiser of this other club
    play: Play
    table: Table
    guest: Player  # added by a phone at a club table: organisers confirm or merge it
    member: Any  # a member of the club: reads it, private or not, and changes nothing
    owner: Any  # "owen", the club's owner: all an organiser does, and its people and links
    invitation: Invitation  # a link to join the club as an organiser, for anyone
    token: str
    keys: dict[str, str]  # "keyr", "keyw", "keyo": the keys the scripts send
    key: ClubToken  # the club's read key (revoked by the route that revokes one)

    @property
    def slug(self) -> str:
        return self.people.club.slug

    def client(self, who: str, *, api: bool):
        users = {
            "udo": self.people.udo,
            "otto": self.other.olga,
            "mia": self.member,
            "olga": self.people.olga,
            "owen": self.owner,
        }
        if api:
            from rest_framework.test import APIClient

            client = APIClient()
            if who in KEYS:
                client.credentials(HTTP_AUTHORIZATION=f"Bearer {self.keys[who]}")
        else:
            from django.test import Client

            client = Client()
        if who in users:
            client.force_login(users[who])
        return client


def make_world(public: bool, tag: str = "") -> World:
    people = make_club(f"the-club{tag}", is_public=public)
    other = make_club(f"other-club{tag}")
    play = record(people, 5, 3, 1)
    table = table_services.table_create(
        game="scoresheet", seats=[{"name": "A"}, {"name": "B"}], club=people.club
    ).table
    guest = Player.objects.create(club=people.club, name="Gus", guest=True)
    users = get_user_model().objects
    member = users.create_user(f"mia{tag}", password="x-pass-123")
    people.club.add_person(member, Role.MEMBER)
    owner = users.create_user(f"owen{tag}", password="x-pass-123")
    people.club.add_person(owner, Role.OWNER)
    made = invitation_create(
        access=Access(people.club, Role.OWNER), by=owner, role=Role.ORGANISER, uses=None
    )
    owning = Access(people.club, Role.OWNER)
    read = token_create(access=owning, by=owner, name="board", scope="read")
    write = token_create(access=owning, by=owner, name="scores", scope="write")
    elsewhere = token_create(
        access=Access(other.club, Role.OWNER), by=None, name="theirs", scope="write"
    )
    keys = {"keyr": read.key, "keyw": write.key, "keyo": elsewhere.key}
    return World(
        people, other, play, table, guest, member, owner, made.invitation, made.token, keys,
        read.token,
    )  # fmt: skip


def state() -> tuple:
    """Everything a club write could change."""
    return (
        list(Club.objects.order_by("pk").values_list("slug", "name", "is_public", "history_version",
                                                     "time_zone")),
        list(Player.objects.order_by("pk").values_list("club_id", "name", "guest", "user_id")),
        list(Play.objects.order_by("pk").values_list("club_id", "game", "notes", "played_at")),
        list(PlayResult.objects.order_by("pk").values_list("play_id", "player_id", "score", "place")),
        list(Seat.objects.order_by("pk").values_list("table_id", "index", "player_id")),
        list(Table.objects.order_by("pk").values_list("code", "club_id")),
        list(ClubCatalogue.objects.order_by("pk").values_list("club_id", "game", "data")),
        list(Membership.objects.order_by("pk").values_list("club_id", "user_id", "role")),
        list(Invitation.objects.order_by("pk").values_list("club_id", "role", "uses", "revoked_at")),
        # A key's last use is written when it is used: not a change of the club.
        list(ClubToken.objects.order_by("pk").values_list("club_id", "name", "scope", "revoked_at")),
    )  # fmt: skip


def csv_file(w: World) -> io.BytesIO:
    data = (
        b"play,played_at,game,duration_seconds,player,seat,score,place\n"
        b"k,2026-11-05T20:00,scoresheet,,Anja,0,4,\n"
        b"k,2026-11-05T20:00,scoresheet,,Jona,1,6,\n"
    )
    upload = io.BytesIO(data)
    upload.name = "plays.csv"
    return upload


def play_form(w: World) -> dict:
    return {"rows": "6", "game": "scoresheet", "played_at": "2026-11-20T20:30",
            "player_0": w.people.anja.pk, "score_0": "9", "player_1": w.people.jona.pk,
            "score_1": "4"}  # fmt: skip


def play_body(w: World) -> dict:
    return {"game": "scoresheet", "played_at": "2026-11-21T20:30:00Z",
            "results": [{"player": w.people.anja.pk, "score": 2},
                        {"player": w.people.mira.pk, "score": 8}]}  # fmt: skip


EXPORT = {
    "format": "tortuga-club", "version": 1, "club": {"name": "Renamed", "is_public": True},
    "players": [{"name": "Ivo"}],
    "plays": [{"game": "scoresheet", "played_at": "2026-01-01T20:00:00+00:00",
               "results": [{"player": "Ivo", "score": 3}]}],
}  # fmt: skip


# A game whose engine declares a catalogue (any: the routes are the same for all).
CATALOGUE_ENGINE = catalogue_engines()[0]
CAT = CATALOGUE_ENGINE.slug


def catalogue_form(w: World) -> dict:
    return form_of(CATALOGUE_ENGINE, valid_catalogue(CATALOGUE_ENGINE))


def catalogue_body(w: World) -> dict:
    return valid_catalogue(CATALOGUE_ENGINE)


def empty_club(w: World) -> None:
    Play.objects.filter(club=w.people.club).delete()
    Player.objects.filter(club=w.people.club).delete()


@dataclass
class Case:
    """One method of one route. ``kind``: "open" (anyone, any club), "signed-in" (anyone
    signed in: starting a club), "read" (anyone on a public club, its people on a
    private one), "write" (its owners and organisers), "owner" (its owners: people and
    links), "token" (anyone holding an invitation's link, public club or private) or
    "token-signed-in" (the same, signed in: joining with it)."""

    kind: str
    ok: int  # the status for whoever may call it
    path: str = ""  # after the route, e.g. "?game=scoresheet"
    data: Callable[[World], Any] | None = None
    format: str | None = None  # "json", "multipart" (API); pages post forms
    prepare: Callable[[World], None] | None = None
    changes: bool = field(default=False)  # the allowed call changes the history
    # Only these callers' allowed calls change anything (joining: not those in already).
    changes_for: tuple[str, ...] | None = None


def page_url(name: str, w: World) -> str:
    s = w.slug
    return {
        "club:list": "/club/",
        "club:new": "/club/new/",
        "club:join": f"/club/join/{w.token}/",
        "club:people": f"/club/{s}/people/",
        "club:invite": f"/club/{s}/people/invite/",
        "club:invitation-revoke": f"/club/{s}/people/invitations/{w.invitation.pk}/revoke/",
        "club:person-role": f"/club/{s}/people/{w.member.pk}/role/",
        "club:person-remove": f"/club/{s}/people/{w.member.pk}/remove/",
        "club:person-player": f"/club/{s}/people/{w.member.pk}/player/",
        "club:person-reset": f"/club/{s}/people/{w.member.pk}/reset/",
        "club:player-forget": f"/club/{s}/players/{w.people.anja.pk}/forget/",
        "club:settings": f"/club/{s}/settings/",
        "club:key-new": f"/club/{s}/settings/keys/",
        "club:key-revoke": f"/club/{s}/settings/keys/{w.key.pk}/revoke/",
        "club:login": "/club/login/",
        "club:logout": "/club/logout/",
        "club:home": f"/club/{s}/",
        "club:players": f"/club/{s}/players/",
        "club:player": f"/club/{s}/players/{w.people.anja.pk}/",
        "club:player-confirm": f"/club/{s}/players/{w.guest.pk}/confirm/",
        "club:player-merge": f"/club/{s}/players/{w.guest.pk}/merge/",
        "club:game": f"/club/{s}/games/scoresheet/",
        "club:plays": f"/club/{s}/plays/",
        "club:play-new": f"/club/{s}/plays/new/",
        "club:play": f"/club/{s}/plays/{w.play.pk}/",
        "club:play-edit": f"/club/{s}/plays/{w.play.pk}/edit/",
        "club:play-delete": f"/club/{s}/plays/{w.play.pk}/delete/",
        "club:link-find": f"/club/{s}/tables/",
        "club:link": f"/club/{s}/tables/{w.table.code}/link/",
        "club:export": f"/club/{s}/export.json",
        "club:plays-csv": f"/club/{s}/plays.csv",
        "club:import": f"/club/{s}/import/",
        "club:catalogues": f"/club/{s}/catalogues/",
        "club:catalogue": f"/club/{s}/catalogues/{CAT}/",
    }[name]


def api_url(name: str, w: World) -> str:
    base = f"/api/clubs/{w.slug}"
    return {
        "api:clubs": "/api/clubs/",
        "api:club": f"{base}/",
        "api:club-people": f"{base}/people/",
        "api:club-person": f"{base}/people/{w.member.pk}/",
        "api:club-invitations": f"{base}/invitations/",
        "api:club-invitation": f"{base}/invitations/{w.invitation.pk}/",
        "api:invitations-accept": "/api/invitations/accept/",
        "api:club-person-reset-link": f"{base}/people/{w.member.pk}/reset-link/",
        "api:club-player-forget": f"{base}/players/{w.people.anja.pk}/forget/",
        "api:club-keys": f"{base}/keys/",
        "api:club-key": f"{base}/keys/{w.key.pk}/",
        "api:account": "/api/account/",
        "api:club-players": f"{base}/players/",
        "api:club-player": f"{base}/players/{w.people.anja.pk}/",
        "api:club-player-ratings": f"{base}/players/{w.people.anja.pk}/ratings/",
        "api:club-player-confirm": f"{base}/players/{w.guest.pk}/confirm/",
        "api:club-player-merge": f"{base}/players/{w.guest.pk}/merge/",
        "api:club-leaderboard": f"{base}/leaderboard/",
        "api:club-games": f"{base}/games/",
        "api:club-game-stats": f"{base}/game-stats/",
        "api:club-plays": f"{base}/plays/",
        "api:club-plays-import": f"{base}/plays/import/",
        "api:club-play": f"{base}/plays/{w.play.pk}/",
        "api:club-seat-links": f"{base}/seat-links/",
        "api:club-export": f"{base}/export/",
        "api:club-plays-csv": f"{base}/export/plays.csv",
        "api:club-import": f"{base}/import/",
        "api:club-catalogues": f"{base}/catalogues/",
        "api:club-catalogue": f"{base}/catalogues/{CAT}/",
    }[name]


READ = Case("read", 200)
# Those a link to join as an organiser lets in (or raises): not the club's organisers.
JOINERS = ("udo", "otto", "mia")
MATRIX: dict[str, dict[str, Case]] = {
    # -- pages
    "club:list": {"GET": Case("open", 200)},
    "club:join": {
        "GET": Case("token", 200),
        "POST": Case("token-signed-in", 302, changes=True, changes_for=JOINERS),
    },
    "club:people": {"GET": Case("owner", 200)},
    "club:invite": {
        "POST": Case("owner", 200, data=lambda w: {"role": "member"}, changes=True),
    },
    "club:invitation-revoke": {"POST": Case("owner", 200, changes=True)},
    "club:person-role": {
        "POST": Case("owner", 200, data=lambda w: {"role": "organiser"}, changes=True),
    },
    "club:person-remove": {"POST": Case("owner", 200, changes=True)},
    "club:person-player": {
        "POST": Case("owner", 200, data=lambda w: {"player": w.people.anja.pk}, changes=True),
    },
    # A reset link is a signed token: nothing is stored.
    "club:person-reset": {"POST": Case("owner", 200)},
    "club:player-forget": {"POST": Case("write", 200, data=lambda w: {"sure": "on"}, changes=True)},
    "club:settings": {
        "GET": Case("owner", 200),
        "POST": Case(
            "owner",
            200,
            data=lambda w: {"name": "Isla", "is_public": "no", "time_zone": "Europe/Rome"},
            changes=True,
        ),
    },  # fmt: skip
    "club:key-new": {
        "POST": Case("owner", 200, data=lambda w: {"name": "board", "scope": "read"}, changes=True),
    },
    "club:key-revoke": {"POST": Case("owner", 200, changes=True)},
    "club:new": {
        "GET": Case("signed-in", 200),
        "POST": Case("signed-in", 302, data=lambda w: {"name": "Isla"}, changes=True),
    },
    "club:login": {
        "GET": Case("open", 200),
        "POST": Case("open", 200, data=lambda w: {"username": "nobody", "password": "wrong"}),
    },
    "club:logout": {"POST": Case("open", 302)},
    "club:home": {"GET": READ},
    "club:players": {
        "GET": READ,
        "POST": Case("write", 200, data=lambda w: {"name": "Zed"}, changes=True),
    },
    "club:player": {"GET": READ},
    "club:player-confirm": {"POST": Case("write", 200, changes=True)},
    "club:player-merge": {
        "POST": Case("write", 200, data=lambda w: {"into": w.people.jona.pk}, changes=True)
    },
    "club:game": {"GET": READ},
    "club:plays": {"GET": READ},
    "club:play-new": {
        "GET": Case("write", 200),
        "POST": Case("write", 302, data=play_form, changes=True),
    },
    "club:play": {"GET": READ},
    "club:play-edit": {
        "GET": Case("write", 200),
        "POST": Case("write", 302, data=play_form, changes=True),
    },
    "club:play-delete": {"POST": Case("write", 302, changes=True)},
    "club:link-find": {"GET": Case("write", 302, path="?code={code}")},
    "club:link": {
        "GET": Case("write", 200),
        "POST": Case(
            "write", 200, data=lambda w: {"seat": "0", "player": w.people.anja.pk}, changes=True
        ),
    },  # fmt: skip
    "club:export": {"GET": READ},
    "club:plays-csv": {"GET": READ},
    "club:import": {
        "GET": Case("write", 200),
        "POST": Case("write", 200, data=lambda w: {"file": csv_file(w)}, changes=True),
    },
    "club:catalogues": {"GET": Case("write", 200)},
    "club:catalogue": {
        "GET": Case("write", 200),
        "POST": Case("write", 302, data=catalogue_form, changes=True),
    },
    # -- API
    "api:clubs": {
        "GET": Case("open", 200),
        "POST": Case(
            "signed-in", 201, data=lambda w: {"name": "Isla"}, format="json", changes=True
        ),
    },
    "api:club": {
        "GET": READ,
        "PATCH": Case(
            "owner", 200, data=lambda w: {"time_zone": "Europe/Rome"}, format="json", changes=True
        ),
    },
    "api:club-keys": {
        "GET": Case("owner", 200),
        "POST": Case(
            "owner",
            201,
            data=lambda w: {"name": "x", "scope": "write"},
            format="json",
            changes=True,
        ),
    },
    "api:club-key": {"DELETE": Case("owner", 204, changes=True)},
    "api:club-person-reset-link": {"POST": Case("owner", 201)},
    "api:club-player-forget": {"POST": Case("write", 200, changes=True)},
    "api:account": {"GET": Case("signed-in", 200)},
    "api:club-people": {"GET": Case("owner", 200)},
    "api:club-person": {
        "PATCH": Case(
            "owner", 200, data=lambda w: {"role": "organiser"}, format="json", changes=True
        ),
        "DELETE": Case("owner", 204, changes=True),
    },  # fmt: skip
    "api:club-invitations": {
        "GET": Case("owner", 200),
        "POST": Case("owner", 201, data=lambda w: {"role": "member"}, format="json", changes=True),
    },
    "api:club-invitation": {"DELETE": Case("owner", 204, changes=True)},
    "api:invitations-accept": {
        "POST": Case(
            "token-signed-in",
            200,
            data=lambda w: {"token": w.token},
            format="json",
            changes=True,
            changes_for=JOINERS,
        ),
    },  # fmt: skip
    "api:club-players": {
        "GET": READ,
        "POST": Case("write", 201, data=lambda w: {"name": "Zed"}, format="json", changes=True),
    },
    "api:club-player": {
        "GET": READ,
        "PATCH": Case("write", 200, data=lambda w: {"name": "Anja B"}, format="json", changes=True),
    },  # fmt: skip
    "api:club-player-ratings": {"GET": READ},
    "api:club-player-confirm": {"POST": Case("write", 200, changes=True)},
    "api:club-player-merge": {
        "POST": Case(
            "write", 200, data=lambda w: {"into": w.people.jona.pk}, format="json", changes=True
        )
    },
    "api:club-leaderboard": {"GET": READ},
    "api:club-games": {"GET": READ},
    "api:club-game-stats": {"GET": Case("read", 200, path="?game=scoresheet")},
    "api:club-plays": {
        "GET": READ,
        "POST": Case("write", 201, data=play_body, format="json", changes=True),
    },
    "api:club-plays-import": {
        "POST": Case(
            "write", 201, data=lambda w: {"file": csv_file(w)}, format="multipart", changes=True
        ),
    },  # fmt: skip
    "api:club-play": {
        "GET": READ,
        "PUT": Case("write", 200, data=play_body, format="json", changes=True),
        "DELETE": Case("write", 204, changes=True),
    },
    "api:club-seat-links": {
        "POST": Case(
            "write",
            200,
            format="json",
            changes=True,
            data=lambda w: {"table": w.table.code, "seat": 1, "player": w.people.jona.pk},
        ),
    },  # fmt: skip
    "api:club-export": {"GET": READ},
    "api:club-plays-csv": {"GET": READ},
    "api:club-import": {
        "POST": Case(
            "write", 201, data=lambda w: EXPORT, format="json", prepare=empty_club, changes=True
        ),
    },  # fmt: skip
    "api:club-catalogues": {"GET": Case("write", 200)},
    "api:club-catalogue": {
        "GET": Case("write", 200),
        "PUT": Case("write", 200, data=catalogue_body, format="json", changes=True),
    },
}


def test_every_club_route_has_a_matrix_entry():
    routes = openapi.club_routes()
    assert len(routes) >= 30, routes
    missing = sorted(set(routes) - set(MATRIX))
    assert not missing, f"club routes without a permission-matrix entry: {missing}"
    stale = sorted(set(MATRIX) - set(routes))
    assert not stale, f"matrix entries for routes that no longer exist: {stale}"


IN_THE_CLUB = ("mia", "olga", "owen")
WRITERS = ("olga", "owen")


def acting(who: str, case: Case, page: bool) -> str:
    """Whom ``who`` acts as here: a script with a key is signed in nowhere, and pages never
    read its key."""
    if who not in KEYS:
        return who
    if page or case.kind in ("signed-in", "token-signed-in"):
        return "visitor"
    return KEYS[who]


def allowed(case: Case, who: str, public: bool) -> bool:
    if case.kind in ("open", "token"):
        return True
    if case.kind in ("signed-in", "token-signed-in"):
        return who != "visitor"
    if case.kind == "owner":
        return who == "owen"
    if who in WRITERS:
        return True
    return case.kind == "read" and (public or who in IN_THE_CLUB)


def changes(case: Case, who: str, public: bool) -> bool:
    if not (allowed(case, who, public) and case.changes):
        return False
    return case.changes_for is None or who in case.changes_for


def expected(case: Case, who: str, public: bool, page: bool) -> int:
    if allowed(case, who, public):
        return case.ok
    if case.kind == "token-signed-in":
        return 403  # the link's page says to sign in first; the API refuses
    if not public and who not in IN_THE_CLUB and case.kind != "signed-in":
        return 404  # a private club is not there for anyone outside it
    # A page sends a signed-out visitor to sign in; the API refuses (SessionAuthentication
    # has no challenge to send, so 403, not 401).
    return 302 if page and who == "visitor" else 403


def call(w: World, name: str, method: str, case: Case, who: str):
    page = name.startswith("club:")
    url = (page_url if page else api_url)(name, w) + case.path.format(code=w.table.code)
    client = w.client(who, api=not page)
    data = case.data(w) if case.data else None
    kwargs: dict[str, Any] = {}
    if not page and case.format == "json":
        kwargs["format"] = "json"
    handler = getattr(client, method.lower())
    if data is None:
        return handler(url, **kwargs), url
    return handler(url, data, **kwargs), url


ENTRIES = [(name, method) for name in MATRIX for method in MATRIX[name]]


@pytest.mark.parametrize("public", [True, False], ids=["public", "private"])
@pytest.mark.parametrize(("name", "method"), ENTRIES, ids=[f"{n} {m}" for n, m in ENTRIES])
def test_each_caller_on_each_route(name, method, public):
    shared = make_world(public)
    case = MATRIX[name][method]
    page = name.startswith("club:")
    for who in CALLERS:
        acts_as = acting(who, case, page)
        # Each caller whose call changes things writes on a world of their own.
        w = make_world(public, f"-{who}") if changes(case, acts_as, public) else shared
        if case.prepare:
            case.prepare(w)
        before = state()
        response, url = call(w, name, method, case, who)
        want = expected(case, acts_as, public, page)
        assert response.status_code == want, (who, url, response.content[:300])
        if want == 302 and acts_as == "visitor" and case.kind != "open":
            assert response["Location"].startswith("/club/login/"), response["Location"]
        if not changes(case, acts_as, public):
            assert state() == before, f"{who}'s {method} {url} changed something"
        else:
            assert state() != before, f"{who}'s {method} {url} should have changed something"
        if not page:
            openapi.check_response(name, method, response)
            if want >= 400:
                assert response.json()["error"]


@pytest.mark.parametrize("name", list(MATRIX))
def test_a_method_the_matrix_does_not_list_is_refused(name):
    w = make_world(public=True)
    page = name.startswith("club:")
    client = w.client("olga", api=not page)
    url = (page_url if page else api_url)(name, w)
    for method in METHODS:
        if method in MATRIX[name]:
            continue
        before = state()
        response = getattr(client, method.lower())(url)
        assert response.status_code == 405, (method, url, response.status_code)
        assert state() == before


def test_a_signed_in_api_write_without_the_csrf_token_is_a_documented_403(db):
    from rest_framework.test import APIClient

    w = make_world(public=True)
    client = APIClient(enforce_csrf_checks=True)
    client.force_login(w.people.olga)
    before = state()
    response = client.post(f"/api/clubs/{w.slug}/players/", {"name": "Zed"}, format="json")
    assert response.status_code == 403 and "CSRF" in response.json()["error"]
    openapi.check_response("api:club-players", "POST", response)
    assert state() == before


def test_an_organiser_never_reaches_another_clubs_plays_players_or_tables(db):
    """The organiser of one club, through her own club's URLs, with ids of the other's."""
    w = make_world(public=True)
    mine = make_club("mine")
    client, api = w.client("olga", api=False), w.client("olga", api=True)
    client.force_login(mine.olga)
    api.force_login(mine.olga)
    s, base = mine.club.slug, f"/api/clubs/{mine.club.slug}"
    before = state()
    assert client.post(f"/club/{s}/plays/{w.play.pk}/edit/", play_form(w)).status_code == 404
    assert client.post(f"/club/{s}/plays/{w.play.pk}/delete/").status_code == 404
    assert client.get(f"/club/{s}/tables/{w.table.code}/link/").status_code == 403
    assert client.post(f"/club/{s}/tables/{w.table.code}/link/", {"seat": "0"}).status_code == 403
    assert api.put(f"{base}/plays/{w.play.pk}/", play_body(w), format="json").status_code == 404
    assert api.delete(f"{base}/plays/{w.play.pk}/").status_code == 404
    assert (
        api.patch(f"{base}/players/{w.people.anja.pk}/", {"name": "X"}, format="json").status_code
        == 404
    )
    link = {"table": w.table.code, "seat": 0, "player": None}
    assert api.post(f"{base}/seat-links/", link, format="json").status_code == 403
    assert state() == before
