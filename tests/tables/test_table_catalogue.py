"""A table's catalogue: copied from its club when it is created (web form and API),
checked by the game's engine, kept in ``options["catalogue"]`` where setup and replay
read it; later edits of the club's catalogue never reach the table. Pages show where
it came from in words, never the raw data."""

from __future__ import annotations

import copy

import pytest
from django.urls import reverse

from companion.api.examples import create_examples
from companion.club import catalogues
from companion.engines.catalogues import table_catalogue
from companion.tables import services
from companion.tables.errors import InvalidInput
from companion.tables.models import Table
from companion.tables.replay import replay_from_scratch
from tests.catalogues import bad_cases, catalogue_engines, edited, valid_catalogue
from tests.club.people import make_club

pytestmark = pytest.mark.django_db
ENGINES = catalogue_engines()
SLUGS = [e.slug for e in ENGINES]


def seats(engine) -> list[dict[str, str]]:
    colours = list(engine.colours) or [""] * engine.max_seats
    names = ["Anja", "Jona", "Mira", "Teo", "Ugo", "Vera"]
    return [{"name": names[i], "colour": colours[i]} for i in range(max(2, engine.min_seats))]


@pytest.fixture
def bay(db):
    return make_club()


@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_a_table_keeps_the_checked_catalogue_in_its_options(engine):
    data = valid_catalogue(engine)
    table = services.table_create(game=engine.slug, seats=seats(engine), catalogue=data).table
    assert table.options["catalogue"] == engine.clean_catalogue(data)
    assert table_catalogue(table.options) == engine.clean_catalogue(data)
    assert replay_from_scratch(table) == table.state


@pytest.mark.parametrize(
    ("engine", "case"),
    [(e, c) for e in ENGINES for c in bad_cases(e)],
    ids=[f"{e.slug}: {c.kind}" for e in ENGINES for c in bad_cases(e)],
)
def test_a_bad_catalogue_creates_no_table(engine, case):
    with pytest.raises(InvalidInput) as refused:
        services.table_create(game=engine.slug, seats=seats(engine), catalogue=case.data)
    assert refused.value.field.startswith(f"catalogue.{case.field}") or (
        refused.value.field == "catalogue" and refused.value.rule
    )
    assert not Table.objects.exists()


def test_a_catalogue_for_a_game_without_one_or_among_the_options_is_refused(db):
    with pytest.raises(InvalidInput) as refused:
        services.table_create(game="scoresheet", seats=[{"name": "A"}], catalogue={})
    assert refused.value.field == "catalogue"
    for engine in ENGINES:
        with pytest.raises(InvalidInput) as refused:
            services.table_create(
                game=engine.slug,
                seats=seats(engine),
                options={"catalogue": valid_catalogue(engine)},
            )
        assert refused.value.field == "options.catalogue"
    assert not Table.objects.exists()


def snapshot(table: Table) -> tuple:
    table.refresh_from_db()
    return copy.deepcopy(table.options), copy.deepcopy(table.state), replay_from_scratch(table)


def check_later_edits_change_nothing(bay, engine, table: Table) -> None:
    before = snapshot(table)
    assert before[2] == before[1]
    catalogues.catalogue_save(
        club=bay.club, game=engine.slug, data=edited(engine, valid_catalogue(engine)), user=None
    )
    assert snapshot(table) == before


@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_a_club_table_made_on_the_page_copies_the_clubs_catalogue(bay, engine):
    saved = catalogues.catalogue_save(
        club=bay.club, game=engine.slug, data=valid_catalogue(engine), user=bay.olga
    )
    form = {"game": engine.slug, "club": bay.club.slug}
    for i, seat in enumerate(seats(engine)):
        form |= {f"name_{i}": seat["name"], f"colour_{i}": seat["colour"]}
    response = bay.page("olga").post(reverse("web:create"), form)
    assert response.status_code == 302, response.content.decode()[:500]
    table = Table.objects.get()
    assert table.options["catalogue"] == saved.data
    assert table.options["catalogue_source"]["club"] == bay.club.name
    check_later_edits_change_nothing(bay, engine, table)


def api_body(engine) -> dict:
    return next(e.value for e in create_examples() if e.value["game"] == engine.slug)


@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_a_club_table_made_through_the_api_copies_the_clubs_catalogue(bay, engine):
    saved = catalogues.catalogue_save(
        club=bay.club, game=engine.slug, data=valid_catalogue(engine), user=bay.olga
    )
    body = {**api_body(engine), "club": bay.club.slug}
    response = bay.api("olga").post("/api/tables/", body, format="json")
    assert response.status_code == 201, response.json()
    table = Table.objects.get(code=response.json()["code"])
    assert table.options["catalogue"] == saved.data
    check_later_edits_change_nothing(bay, engine, table)


@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_a_program_may_bring_its_own_catalogue(bay, engine):
    own = edited(engine, valid_catalogue(engine))
    body = {**api_body(engine), "catalogue": own}
    response = bay.api().post("/api/tables/", body, format="json")
    assert response.status_code == 201, response.json()
    table = Table.objects.get(code=response.json()["code"])
    assert table.options["catalogue"] == engine.clean_catalogue(own)
    assert table.options["catalogue_source"] == {}


@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_a_bad_catalogue_through_the_api_is_a_400_naming_where(bay, engine):
    for case in bad_cases(engine):
        body = {**api_body(engine), "catalogue": case.data}
        response = bay.api().post("/api/tables/", body, format="json")
        assert response.status_code == 400, (case.kind, response.json())
        assert response.json()["error"]
        assert response.json()["field"].startswith("catalogue"), response.json()
    assert not Table.objects.exists()


def test_a_club_without_a_catalogue_gives_its_tables_none(bay):
    for engine in ENGINES:
        body = {**api_body(engine), "club": bay.club.slug}
        response = bay.api("olga").post("/api/tables/", body, format="json")
        table = Table.objects.get(code=response.json()["code"])
        assert "catalogue" not in table.options


@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_the_host_page_says_where_the_catalogue_came_from_not_what_it_holds(bay, engine):
    catalogues.catalogue_save(
        club=bay.club, game=engine.slug, data=valid_catalogue(engine), user=bay.olga
    )
    form = {"game": engine.slug, "club": bay.club.slug}
    for i, seat in enumerate(seats(engine)):
        form |= {f"name_{i}": seat["name"], f"colour_{i}": seat["colour"]}
    client = bay.page("olga")
    host = client.get(client.post(reverse("web:create"), form)["Location"])
    html = host.content.decode()
    assert "Club catalogue: Tortuga Bay, saved" in html
    assert "{&#x27;" not in html and "{'" not in html
    plain = services.table_create(game=engine.slug, seats=seats(engine)).table
    assert plain.options.get("catalogue") is None


@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_the_table_api_says_where_the_catalogue_came_from(bay, engine):
    catalogues.catalogue_save(
        club=bay.club, game=engine.slug, data=valid_catalogue(engine), user=bay.olga
    )
    body = {**api_body(engine), "club": bay.club.slug}
    created = bay.api("olga").post("/api/tables/", body, format="json").json()
    state = bay.api().get(
        f"/api/tables/{created['code']}/", HTTP_AUTHORIZATION=f"Bearer {created['host_token']}"
    )
    assert state.status_code == 200
    assert state.json()["catalogue"].startswith("Club catalogue: Tortuga Bay, saved")
    plain = bay.api().post("/api/tables/", api_body(engine), format="json").json()
    state = bay.api().get(
        f"/api/tables/{plain['code']}/", HTTP_AUTHORIZATION=f"Bearer {plain['host_token']}"
    )
    assert state.json()["catalogue"] == "Club catalogue: none"


def test_a_game_without_a_catalogue_says_nothing_of_one(db):
    from rest_framework.test import APIClient

    body = {"game": "scoresheet", "seats": [{"name": "A"}]}
    created = APIClient().post("/api/tables/", body, format="json").json()
    state = APIClient().get(
        f"/api/tables/{created['code']}/", HTTP_AUTHORIZATION=f"Bearer {created['host_token']}"
    )
    assert state.json()["catalogue"] is None
