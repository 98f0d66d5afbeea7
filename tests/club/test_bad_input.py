"""Bad input to the club pages and API is a 400 naming the field, never a 500, and
writes nothing: NUL and other control characters (PostgreSQL refuses NUL in text),
wrong JSON types, huge numbers, deep nesting, odd query parameters and CSV files."""

from __future__ import annotations

import io
import json

import pytest

from companion.club.models import Club, Play, Player
from tests.club.people import make_club, record

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


def nothing_written(bay, players: int = 3, plays: int = 0) -> None:
    assert Player.objects.filter(club=bay.club).count() == players
    assert Play.objects.filter(club=bay.club).count() == plays


def refused(response, field: str | None = None, says: str = "") -> dict:
    assert response.status_code == 400, response.content[:400]
    assert response["Content-Type"].startswith("application/json")
    body = response.json()
    assert isinstance(body["error"], str) and body["error"]
    if field is not None:
        named = body.get("field") or next(iter(body.get("fields") or {}), None)
        assert named == field, body
    assert says in body["error"], body
    return body


def a_play(bay, **changes) -> dict:
    body = {
        "game": "scoresheet",
        "played_at": "2026-11-02T19:00:00Z",
        "results": [{"player": bay.anja.pk, "score": 3}, {"player": bay.jona.pk, "score": 5}],
    }
    body.update(changes)
    return body


# -- names and notes ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("An\x00ja", "NUL"),
        ("Zed\x07", "control characters"),
        ("Zed\x1b[31m", "control characters"),
        ("\ud800", "not valid text"),
        (18643, "must be a text"),
        (["Zed"], "must be a text"),
        ({"first": "Zed"}, "must be a text"),
        (True, "must be a text"),
        (None, "must be a text"),
        ("Z" * 81, "too long"),
    ],
)
def test_a_bad_player_name_is_a_400_naming_the_field(bay, name, says):
    # json.dumps escapes a lone surrogate (the test client's encoder would refuse it).
    body = json.dumps({"name": name} if name is not None else {})
    if name is None:
        says = "is required"
    api = bay.api("olga")
    response = api.post(f"{bay.url}/players/", body, content_type="application/json")
    refused(response, "name", says)
    renamed = api.patch(f"{bay.url}/players/{bay.anja.pk}/", body, content_type="application/json")
    refused(renamed, "name", says)
    nothing_written(bay)
    assert Player.objects.filter(name="Anja").exists()


def test_a_name_may_hold_ordinary_unicode_tabs_and_new_lines(bay):
    response = bay.api("olga").post(
        f"{bay.url}/players/", {"name": "Ánja 🏴\u200d☠️"}, format="json"
    )
    assert response.status_code == 201, response.json()
    notes = a_play(bay, notes="first\tgame\nof the night")
    assert bay.api("olga").post(f"{bay.url}/plays/", notes, format="json").status_code == 201


def test_a_nul_in_a_name_on_the_players_page_is_shown_in_the_form(bay):
    response = bay.page("olga").post(f"/club/{bay.club.slug}/players/", {"name": "Z\x00ed"}, **HX)
    assert response.status_code == 400
    assert "NUL" in response.content.decode()
    nothing_written(bay)


@pytest.mark.parametrize(
    ("changes", "field", "says"),
    [
        ({"notes": "rainy\x00"}, "notes", "NUL"),
        ({"notes": "\x1b"}, "notes", "control characters"),
        ({"notes": {"text": "x"}}, "notes", "must be a text"),
        ({"notes": ["x"]}, "notes", "must be a text"),
        ({"notes": 5}, "notes", "must be a text"),
        ({"game": ["scoresheet"]}, "game", "must be a text"),
        ({"game": {"slug": "x"}}, "game", "must be a text"),
        ({"game": "score\x00sheet"}, "game", "NUL"),
        ({"played_at": ["2026-01-01"]}, "played_at", "date and time"),
        ({"played_at": 10**40}, "played_at", "date and time"),
        ({"duration_seconds": 10**40}, "duration_seconds", "whole number"),
        ({"duration_seconds": "9" * 5000}, "duration_seconds", "whole number"),
        ({"duration_seconds": {"h": 1}}, "duration_seconds", "whole number"),
        ({"lowest_wins": "yes"}, "lowest_wins", "true or false"),
        ({"tiebreaks": "more gold"}, "tiebreaks", "list"),
        ({"tiebreaks": [{"a": 1}]}, "tiebreaks", "must be a text"),
        ({"tiebreaks": ["gold\x00"]}, "tiebreaks", "NUL"),
        ({"results": {"player": 1}}, "results", "list"),
        ({"results": "Anja"}, "results", "list"),
        ({"results": [["Anja", 3]]}, "results", "object"),
        ({"results": [{"player": "An\x00ja", "score": 3}]}, "player", "NUL"),
        ({"results": [{"player": 10**30, "score": 3}]}, "player", "unknown player id"),
        ({"results": [{"player": -5, "score": 3}]}, "player", "unknown player id"),
        ({"results": [{"player": {"id": 1}, "score": 3}]}, "player", "player id or name"),
        ({"results": [{"player": None, "name": "Guest\x00", "score": 3}]}, "name", "NUL"),
        ({"results": [{"player": None, "name": ["Guest"], "score": 3}]}, "name", "must be a text"),
        ({"results": [{"player": "Anja", "score": 10**400}]}, "score", "must be a number"),
        ({"results": [{"player": "Anja", "score": "1e999"}]}, "score", "must be a number"),
        ({"results": [{"player": "Anja", "score": [3]}]}, "score", "must be a number"),
        ({"results": [{"player": "Anja", "score": 3, "seat": 10**30}]}, "seat", "0 to 255"),
        ({"results": [{"player": "Anja", "score": 3, "place": 10**30}]}, "place", "whole number"),
        ({"results": [{"player": "Anja", "score": 3, "place": 40000}]}, "place", "whole number"),
        ({"results": [{"player": "Anja", "score": 3, "breakdown": [1, 2]}]}, "breakdown", "object"),
        ({"results": [{"player": "Anja", "score": 3, "breakdown": {"g": "\x00"}}]}, "breakdown", "NUL"),
        ({"results": [{"player": "Anja", "score": 3, "breakdown": {"\x00": 1}}]}, "breakdown", "NUL"),
        ({"results": [{"player": "Anja", "score": 3, "breakdown": {"g": 10**30}}]}, "breakdown", "too large"),
    ],
)  # fmt: skip
def test_a_bad_play_field_is_a_400_naming_it_and_nothing_is_written(bay, changes, field, says):
    play = record(bay, 1, 2, 3)
    before = list(play.results.values_list("player_id", "score", "place"))
    body = a_play(bay, **changes)
    api = bay.api("olga")
    refused(api.post(f"{bay.url}/plays/", body, format="json"), field, says)
    refused(api.put(f"{bay.url}/plays/{play.pk}/", body, format="json"), field, says)
    nothing_written(bay, plays=1)
    play.refresh_from_db()
    assert list(play.results.values_list("player_id", "score", "place")) == before
    assert play.notes == "" and play.game == "scoresheet"


@pytest.mark.parametrize("when", ["9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00"])
def test_a_date_at_the_edge_of_the_calendar_is_taken_or_refused_never_a_500(bay, when):
    response = bay.api("olga").post(f"{bay.url}/plays/", a_play(bay, played_at=when), format="json")
    assert response.status_code in (201, 400), response.content


def test_the_body_must_be_a_json_object(bay):
    for body in ('["a"]', '"text"', "12", "null"):
        response = bay.api("olga").post(
            f"{bay.url}/plays/", data=body, content_type="application/json"
        )
        refused(response, "body", "JSON object")
    refused(
        bay.api("olga").post(f"{bay.url}/plays/", data="{", content_type="application/json"),
        "body",
    )
    nothing_written(bay)


@pytest.mark.parametrize("depth", [40, 100_000])
def test_a_deeply_nested_import_is_a_400(db, depth):
    bay = make_club("empty-bay")
    Player.objects.filter(club=bay.club).delete()
    data = (
        '{"format": "tortuga-club", "version": 1, "club": {}, "players": [], "plays": '
        + "[" * depth
        + "]" * depth
        + "}"
    )
    response = bay.api("olga").post(
        f"{bay.url}/import/", data=data, content_type="application/json"
    )
    refused(response, "body", "nested too deeply")
    nothing_written(bay, players=0)


@pytest.mark.parametrize(
    ("doc", "field", "says"),
    [
        ({"club": {"name": "Bay\x00"}}, "club.name", "NUL"),
        ({"club": {"name": ["Bay"]}}, "club.name", "must be a text"),
        ({"club": ["Bay"]}, "club", "object"),
        ({"club": {"is_public": "yes"}}, "club.is_public", "true or false"),
        ({"players": {"name": "A"}}, "players", "list"),
        ({"players": [{"name": "A\x00"}]}, "players.name", "NUL"),
        ({"players": [{"name": 5}]}, "players.name", "must be a text"),
        ({"players": ["A"]}, "players", "object"),
        ({"version": True}, "version", "not supported"),
        ({"version": [1] * 1000}, "version", "not supported"),
        ({"plays": [{"game": "x", "source": ["table"], "results": []}]}, "plays.source", "unknown source"),
        ({"plays": [{"game": "x", "table_code": "AB\x00", "results": [{"player": "A", "score": 1}]}]},
         "plays.table_code", "NUL"),
        ({"plays": [{"game": "x", "source": "table", "winners": 3,
                     "results": [{"player": "A", "score": 1}]}]}, "plays.winners", "seat numbers"),
        ({"plays": [{"game": "x", "tiebreaks": ["a\x00"], "results": [{"player": "A", "score": 1}]}]},
         "plays.tiebreaks", "NUL"),
    ],
)  # fmt: skip
def test_a_bad_json_import_is_a_400_naming_the_field_and_writes_nothing(db, doc, field, says):
    bay = make_club("empty-bay")
    Player.objects.filter(club=bay.club).delete()
    body = {"format": "tortuga-club", "version": 1, "club": {}, "players": [{"name": "A"}],
            "plays": [], **doc}  # fmt: skip
    response = bay.api("olga").post(f"{bay.url}/import/", body, format="json")
    refused(response, field, says)
    nothing_written(bay, players=0)
    assert Club.objects.get(pk=bay.club.pk).name == "Tortuga Bay"


# -- query parameters ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/leaderboard/?game=%00",
        "/plays/?game=%00",
        "/plays/?game=score%00sheet",
        "/game-stats/?game=%00",
        "/players/{anja}/ratings/?game=%00",
    ],
)
def test_a_nul_in_the_game_parameter_of_the_api_is_a_400(bay, path):
    response = bay.api().get(bay.url + path.format(anja=bay.anja.pk))
    refused(response, "game", "NUL")


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("limit=abc", "limit"),
        ("limit=0", "limit"),
        ("limit=%00", "limit"),
        ("limit=" + "9" * 5000, "limit"),
        ("offset=-1", "offset"),
        ("offset=" + "9" * 40, "offset"),
        ("offset=%D9%A1", "offset"),
        ("player=abc", "player"),
        ("player=" + "9" * 5000, "player"),
    ],
)
def test_bad_paging_and_filter_parameters_are_a_400(bay, query, field):
    refused(bay.api().get(f"{bay.url}/plays/?{query}"), field)


def test_huge_ids_in_the_path_are_a_404_not_a_500(bay):
    huge = "9" * 30
    for path in (f"/players/{huge}/", f"/plays/{huge}/", f"/players/{huge}/ratings/"):
        response = bay.api().get(bay.url + path)
        assert response.status_code == 404, response.content
    assert bay.api().get(f"{bay.url}/plays/?player={huge}").status_code == 404
    assert bay.page().get(f"/club/{bay.club.slug}/plays/{huge}/").status_code == 404
    assert bay.page().get(f"/club/{bay.club.slug}/players/{huge}/").status_code == 404


def test_a_club_slug_with_a_nul_or_odd_characters_is_a_404(db):
    for slug in ("%00", "bay%00", "%3Cb%3E"):
        response = make_club(f"c{len(slug)}").api().get(f"/api/clubs/{slug}/")
        assert response.status_code in (400, 404), response.content
        assert "<b>" not in response.json()["error"]


@pytest.mark.parametrize(
    "path",
    [
        "/club/{slug}/?game=%00",
        "/club/{slug}/plays/?game=%00",
        "/club/{slug}/players/{anja}/?game=%00",
    ],
)
def test_a_nul_in_the_game_filter_of_a_page_shows_in_the_page(bay, path):
    response = bay.page().get(path.format(slug=bay.club.slug, anja=bay.anja.pk))
    assert response.status_code == 400
    html = response.content.decode()
    assert "NUL" in html and "&#x27;game&#x27;" in html


def test_a_nul_in_the_play_form_is_shown_in_the_form_and_nothing_is_saved(bay):
    form = {"rows": "6", "game": "scoresheet", "notes": "wet\x00", "player_0": bay.anja.pk,
            "score_0": "3"}  # fmt: skip
    response = bay.page("olga").post(f"/club/{bay.club.slug}/plays/new/", form, **HX)
    assert response.status_code == 400 and "NUL" in response.content.decode()
    nothing_written(bay)


@pytest.mark.parametrize(
    "form",
    [
        {"rows": "abc"},
        {"rows": "9" * 5000},
        {"rows": "-3"},
        {"player_0": "²", "score_0": "3"},
        {"player_0": "9" * 5000, "score_0": "3"},
        {"player_0": "9" * 30, "score_0": "3"},
        {"player_0": "Nob\x00ody", "score_0": "3"},
        {"duration_minutes": "1e999"},
        {"duration_minutes": "9" * 400},
        {"played_at": "\x00"},
        {"game": "\x00"},
    ],
)
def test_odd_play_form_values_are_a_400_on_the_page(bay, form):
    body = {"game": "scoresheet", "player_1": bay.jona.pk, "score_1": "2", **form}
    response = bay.page("olga").post(f"/club/{bay.club.slug}/plays/new/", body, **HX)
    assert response.status_code in (204, 400), response.content[:300]
    if "rows" in form:
        assert response.status_code == 204, "a bad row count falls back to the form's rows"
    else:
        assert response.status_code == 400


@pytest.mark.parametrize(
    "post",
    [
        {"seat": "9" * 5000, "player": ""},
        {"seat": "9" * 30, "player": ""},
        {"seat": "0", "player": "9" * 5000},
        {"seat": "0", "player": "9" * 30},
        {"seat": "\x00", "player": "\x00"},
    ],
)
def test_odd_seat_link_values_are_a_400_on_the_page(bay, post):
    from companion.tables import services as table_services

    table = table_services.table_create(
        game="scoresheet", seats=[{"name": "A"}], club=bay.club
    ).table
    response = bay.page("olga").post(f"/club/{bay.club.slug}/tables/{table.code}/link/", post)
    assert response.status_code == 400


@pytest.mark.parametrize("code", ["%00", "AB%00CD", "x" * 50, "%3Cscript%3E"])
def test_an_odd_table_code_is_a_404(bay, code):
    client = bay.page("olga")
    page = client.get(f"/club/{bay.club.slug}/tables/{code}/link/")
    assert page.status_code in (400, 404)
    assert "<script>" not in page.content.decode()
    found = client.get(f"/club/{bay.club.slug}/tables/?code={code}")
    assert found.status_code in (400, 404)
    api = bay.api("olga").post(
        f"{bay.url}/seat-links/", {"table": code, "seat": 0, "player": None}, format="json"
    )
    assert api.status_code in (400, 404)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"table": ["AB"], "seat": 0, "player": None}, "table"),
        ({"table": 123456, "seat": 0, "player": None}, "table"),
        ({"table": "AB\x00", "seat": 0, "player": None}, "table"),
        ({"table": "ABCDEF", "seat": "x", "player": None}, "seat"),
        ({"table": "ABCDEF", "seat": 10**30, "player": None}, "seat"),
        ({"table": "ABCDEF", "seat": 0, "player": 10**30}, "player"),
        ({"table": "ABCDEF", "seat": 0, "player": [1]}, "player"),
        ({"table": "ABCDEF", "seat": 0, "player": None, "host_token": ["x"]}, "host_token"),
        ({"table": "ABCDEF", "seat": 0, "player": None, "host_token": "\ud800"}, "host_token"),
    ],
)
def test_bad_seat_link_bodies_are_a_400_naming_the_field(bay, body, field):
    response = bay.api("olga").post(
        f"{bay.url}/seat-links/", json.dumps(body), content_type="application/json"
    )
    refused(response, field)


# -- the CSV import ----------------------------------------------------------------------

HEADER = b"play,played_at,game,duration_seconds,player,seat,score,place,notes\n"


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (HEADER + b'1,2026-11-01,scoresheet,,Anja,0,3,,"' + b"x" * 200_000 + b'"\n', "CSV"),
        (HEADER + b"1,2026-11-01,scoresheet,,An\rja,0,3,,\n", ""),
        (HEADER + b"1,2026-11-01,scoresheet,,Anja,0,3,,wet\x07\n", "control characters"),
        (HEADER + b"1,2026-11-01,scoresheet,,Anja\x1b,0,3,,\n", "control characters"),
        (HEADER + b"1,2026-11-01,scoresheet," + b"9" * 5000 + b",Anja,0,3,,\n", "whole number"),
        (HEADER + b"1,2026-11-01,scoresheet,,Anja," + b"9" * 5000 + b",3,,\n", "whole number"),
        (HEADER + b"1,2026-11-01,scoresheet,,Anja,0," + b"9" * 5000 + b",,\n", "must be a number"),
    ],
)
def test_a_hostile_csv_is_a_400_naming_the_problem(bay, data, says):
    response = bay.api("olga").post(
        f"{bay.url}/plays/import/", {"file": io.BytesIO(data), "dry_run": "false"}
    )
    body = refused(response)
    assert says in body["error"] or any(says in e["message"] for e in body.get("errors", []))
    nothing_written(bay)
    page = io.BytesIO(data)
    page.name = "plays.csv"
    html = bay.page("olga").post(f"/club/{bay.club.slug}/import/", {"file": page}, **HX)
    assert html.status_code == 400
    nothing_written(bay)


def test_a_csv_upload_over_the_limit_is_refused_without_reading_it_all(bay, monkeypatch):
    from companion.club import imports

    monkeypatch.setattr(imports, "MAX_CSV_BYTES", 1000)
    data = HEADER + b"1,2026-11-01,scoresheet,,Anja,0,3,,\n" * 100
    response = bay.api("olga").post(f"{bay.url}/plays/import/", {"file": io.BytesIO(data)})
    refused(response, "file", "larger than")
    nothing_written(bay)


def test_the_dry_run_flag_must_be_text_without_nul(bay):
    data = HEADER + b"1,2026-11-01,scoresheet,,Anja,0,3,,\n"
    response = bay.api("olga").post(
        f"{bay.url}/plays/import/", {"file": io.BytesIO(data), "dry_run": "1\x00"}
    )
    refused(response, "dry_run", "NUL")
    nothing_written(bay)


def test_an_oversized_json_body_is_a_json_400(bay, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 2_000
    body = a_play(bay, notes="x" * 400, tiebreaks=["y" * 190] * 20)
    response = bay.api("olga").post(f"{bay.url}/plays/", body, format="json")
    refused(response, "body", "too large")
    nothing_written(bay)


def test_too_many_form_fields_is_a_json_400(bay, settings):
    settings.DATA_UPLOAD_MAX_NUMBER_FIELDS = 10
    fields = "&".join(f"f{i}=x" for i in range(50))
    response = bay.api("olga").post(
        f"{bay.url}/plays/import/", data=fields, content_type="application/x-www-form-urlencoded"
    )
    refused(response, "body", "fields")
