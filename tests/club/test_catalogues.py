"""A club's catalogues through the API: organisers read and replace them, every game
whose engine declares a shape has one, bad input is a 400 naming the section, row and
field, and nothing is written (the stored JSON is compared before and after)."""

from __future__ import annotations

import pytest

from companion.club.models import ClubCatalogue
from tests.catalogues import bad_cases, catalogue_engines, edited, valid_catalogue
from tests.club import openapi
from tests.club.people import make_club

pytestmark = pytest.mark.django_db

ENGINES = catalogue_engines()
SLUGS = [e.slug for e in ENGINES]
BAD = [(e, case) for e in ENGINES for case in bad_cases(e)]


def stored(bay) -> list:
    return list(ClubCatalogue.objects.order_by("pk").values_list("club_id", "game", "data"))


def test_a_game_declares_a_catalogue():
    # The project declares at least one shape: otherwise these tests test nothing.
    assert ENGINES


@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_an_organiser_saves_and_reads_back_a_catalogue(bay, engine):
    api = bay.api("olga")
    url = f"{bay.url}/catalogues/{engine.slug}/"
    empty = api.get(url)
    assert empty.status_code == 200, empty.json()
    openapi.check_response("api:club-catalogue", "GET", empty)
    assert empty.json()["saved"] is False and not any(empty.json()["data"].values())
    names = [s["name"] for s in empty.json()["shape"]["sections"]]
    assert names == [s.name for s in engine.catalogue.sections]

    data = valid_catalogue(engine)
    saved = api.put(url, data, format="json")
    assert saved.status_code == 200, saved.json()
    openapi.check_response("api:club-catalogue", "PUT", saved)
    body = saved.json()
    assert body["saved"] is True and body["updated_by"] == bay.olga.get_username()
    assert body["data"] == engine.clean_catalogue(data)
    for status in body["sections"]:
        section = engine.catalogue.section(status["name"])
        assert status["complete"] == section.complete(body["data"][status["name"]])
    assert api.get(url).json()["data"] == body["data"]

    # PUT replaces: the edited catalogue is the whole of it.
    again = api.put(url, edited(engine, data), format="json")
    assert again.status_code == 200
    assert ClubCatalogue.objects.get(club=bay.club, game=engine.slug).data == again.json()["data"]
    assert ClubCatalogue.objects.filter(club=bay.club).count() == 1


def test_the_list_names_every_game_with_a_shape(bay):
    api = bay.api("olga")
    response = api.get(f"{bay.url}/catalogues/")
    assert response.status_code == 200
    openapi.check_response("api:club-catalogues", "GET", response)
    assert [c["game"] for c in response.json()] == SLUGS
    assert not any(c["saved"] for c in response.json())


@pytest.mark.parametrize(("engine", "case"), BAD, ids=[f"{e.slug}: {case.kind}" for e, case in BAD])
def test_bad_input_is_a_400_naming_where_and_writes_nothing(bay, engine, case):
    api = bay.api("olga")
    url = f"{bay.url}/catalogues/{engine.slug}/"
    assert api.put(url, valid_catalogue(engine), format="json").status_code == 200
    before = stored(bay)
    response = api.put(url, case.data, format="json")
    assert response.status_code == 400, response.json()
    openapi.check_response("api:club-catalogue", "PUT", response)
    body = response.json()
    assert body["field"].startswith(case.field), body
    assert body["error"] and "Traceback" not in body["error"]
    assert stored(bay) == before


@pytest.mark.parametrize(
    "body",
    ["[]", '"ships"', "3", "null", "{", '{"a": 1'],
    ids=["list", "text", "number", "null", "broken", "cut"],
)
def test_a_body_that_is_no_catalogue_is_a_400(bay, body):
    api = bay.api("olga")
    for engine in ENGINES:
        response = api.put(
            f"{bay.url}/catalogues/{engine.slug}/", body, content_type="application/json"
        )
        assert response.status_code == 400
        assert response.json()["error"]
    assert not ClubCatalogue.objects.exists()


def test_an_empty_body_replaces_nothing(bay):
    api = bay.api("olga")
    engine = ENGINES[0]
    url = f"{bay.url}/catalogues/{engine.slug}/"
    assert api.put(url, valid_catalogue(engine), format="json").status_code == 200
    before = stored(bay)
    response = api.put(url)
    assert response.status_code == 400 and response.json()["field"] == "body"
    assert stored(bay) == before
    # An empty object is an explicit empty catalogue.
    assert api.put(url, {}, format="json").status_code == 200
    assert not any(ClubCatalogue.objects.get(game=engine.slug).data.values())


def test_a_game_without_a_shape_or_no_game_is_a_404(bay):
    api = bay.api("olga")
    for game in ("scoresheet", "no-such-game"):
        response = api.get(f"{bay.url}/catalogues/{game}/")
        assert response.status_code == 404, game
        openapi.check_response("api:club-catalogue", "GET", response)
        assert api.put(f"{bay.url}/catalogues/{game}/", {}, format="json").status_code == 404
    assert not ClubCatalogue.objects.exists()


@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_only_the_clubs_organisers_read_or_write_it(bay, engine):
    other = make_club("other-club")
    url = f"{bay.url}/catalogues/{engine.slug}/"
    data = valid_catalogue(engine)
    callers = {"visitor": bay.api(), "udo": bay.api("udo"), "otto": other.api("olga")}
    for who, client in callers.items():
        for response in (
            client.get(url),
            client.get(f"{bay.url}/catalogues/"),
            client.put(url, data, format="json"),
        ):
            assert response.status_code == 403, who
            assert response.json()["error"]
    assert not ClubCatalogue.objects.exists()
    assert bay.api("olga").put(url, data, format="json").status_code == 200


def test_the_games_api_describes_the_shape_in_words(db):
    from rest_framework.test import APIClient

    games = {g["slug"]: g for g in APIClient().get("/api/games/").json()}
    for engine in ENGINES:
        shape = games[engine.slug]["catalogue"]
        assert [s["name"] for s in shape["sections"]] == [s.name for s in engine.catalogue.sections]
        assert all(s["label"] for s in shape["sections"])
    assert games["scoresheet"]["catalogue"] is None


TEXT_FIELDS = [
    (e, s.name, a.name)
    for e in ENGINES
    for s in e.catalogue.sections
    for a in s.fields
    if a.type == "str" and valid_catalogue(e)[s.name]
]


@pytest.mark.parametrize(
    ("engine", "section", "field"),
    TEXT_FIELDS,
    ids=[f"{e.slug} {s}.{f}" for e, s, f in TEXT_FIELDS],
)
@pytest.mark.parametrize(
    "bad", ["An\u0000ja", "bell\u0007", "9" * 5000], ids=["nul", "bell", "long"]
)
def test_text_a_database_or_page_cannot_hold_is_refused(bay, engine, section, field, bad):
    api = bay.api("olga")
    url = f"{bay.url}/catalogues/{engine.slug}/"
    data = valid_catalogue(engine)
    data[section][0][field] = bad
    response = api.put(url, data, format="json")
    assert response.status_code == 400, response.json()
    assert response.json()["field"] == f"{section}.0.{field}"
    assert not ClubCatalogue.objects.exists()
