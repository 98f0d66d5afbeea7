"""A club's catalogues travel in its JSON export, and an import checks each with its
game's engine: one bad value refuses the whole document, and nothing is written."""

from __future__ import annotations

import copy

import pytest

from companion.club import catalogues
from companion.club.errors import InvalidInput
from companion.club.exports import export_json
from companion.club.imports import import_json
from companion.club.models import Club, ClubCatalogue, Play, Player
from tests.catalogues import bad_cases, catalogue_engines, valid_catalogue
from tests.club.people import record

pytestmark = pytest.mark.django_db
ENGINES = catalogue_engines()


def with_catalogues(bay) -> dict:
    record(bay, 9, 4, 1, when="2026-10-01T20:00:00Z")
    for engine in ENGINES:
        catalogues.catalogue_save(
            club=bay.club, game=engine.slug, data=valid_catalogue(engine), user=bay.olga
        )
    return export_json(bay.club)


def test_the_export_carries_every_catalogue_and_reimports_the_same(bay):
    document = with_catalogues(bay)
    assert set(document["catalogues"]) == {e.slug for e in ENGINES}
    for engine in ENGINES:
        assert document["catalogues"][engine.slug] == engine.clean_catalogue(
            valid_catalogue(engine)
        )
    empty = Club.objects.create(name="Empty", slug="empty")
    counts = import_json(empty, document)
    assert counts["catalogues"] == len(ENGINES)
    assert export_json(empty) == document


def test_a_club_without_catalogues_exports_as_before(bay):
    record(bay, 1, 2, 3)
    assert "catalogues" not in export_json(bay.club)


def test_the_api_round_trip_carries_the_catalogues(bay):
    with_catalogues(bay)
    document = bay.api().get(f"{bay.url}/export/").json()
    assert set(document["catalogues"]) == {e.slug for e in ENGINES}
    empty = Club.objects.create(name="Cove", slug="cove")
    empty.add_person(bay.olga, "organiser")
    done = bay.api("olga").post("/api/clubs/cove/import/", document, format="json")
    assert done.status_code == 201, done.json()
    assert done.json()["catalogues"] == len(ENGINES)
    assert bay.api("olga").get("/api/clubs/cove/export/").json() == document


BAD = [(e, c) for e in ENGINES for c in bad_cases(e)]


@pytest.mark.parametrize(("engine", "case"), BAD, ids=[f"{e.slug}: {c.kind}" for e, c in BAD])
def test_a_bad_catalogue_refuses_the_whole_import(bay, engine, case):
    document = copy.deepcopy(with_catalogues(bay))
    document["catalogues"][engine.slug] = case.data
    empty = Club.objects.create(name="Empty", slug="empty")
    with pytest.raises(InvalidInput) as refused:
        import_json(empty, document)
    assert refused.value.problems[0].field.startswith(f"catalogues.{engine.slug}.{case.field}")
    assert not Player.objects.filter(club=empty).exists()
    assert not Play.objects.filter(club=empty).exists()
    assert not ClubCatalogue.objects.filter(club=empty).exists()


@pytest.mark.parametrize(
    "bad", [["a list"], {"no-such-game": {}}, {"scoresheet": {}}], ids=["list", "game", "shapeless"]
)
def test_catalogues_of_no_game_with_a_shape_are_refused(bay, bad):
    document = {**with_catalogues(bay), "catalogues": bad}
    empty = Club.objects.create(name="Empty", slug="empty")
    empty.add_person(bay.olga, "organiser")
    response = bay.api("olga").post("/api/clubs/empty/import/", document, format="json")
    assert response.status_code == 400
    assert response.json()["field"].startswith("catalogues")
    assert not Player.objects.filter(club=empty).exists()
    assert not ClubCatalogue.objects.filter(club=empty).exists()
