"""Export (JSON, CSV) and import (JSON into an empty club, CSV with a dry run)."""

from __future__ import annotations

import io

import pytest

from companion.club.errors import ClubError, InvalidInput
from companion.club.exports import export_csv, export_json
from companion.club.imports import import_csv, import_json
from companion.club.models import Club, Play, Player
from companion.club.plays import play_record_manual
from tests.club.people import make_club, record

pytestmark = pytest.mark.django_db

HEADER = "play,played_at,game,duration_seconds,player,seat,score,place\n"


def rich_history(bay):
    record(bay, 9, 4.5, 1, when="2026-10-01T20:00:00Z", duration_seconds=1800, notes="rainy")
    record(bay, 2, 8, 5, when="2026-10-08T20:00:00+02:00", lowest_wins=True)
    play_record_manual(club=bay.club, data={
        "game": "spanish_main", "played_at": "2026-10-09T20:00:00Z", "results": [
            {"player": bay.anja.pk, "score": 7, "place": 2, "breakdown": {"gold": 3}},
            {"player": None, "name": "Visitor", "score": 7, "place": 1},
        ], "tiebreaks": ["more gold wins"],
    })  # fmt: skip


def test_export_then_import_into_an_empty_club_then_export_gives_the_same_document(bay):
    rich_history(bay)
    Player.objects.create(club=bay.club, name="Never played")
    document = export_json(bay.club)
    assert [p["name"] for p in document["players"]] == ["Anja", "Jona", "Mira", "Never played"]
    assert document["plays"][2]["results"][1] == {
        "player": None, "name": "Visitor", "seat": 1, "score": 7, "place": 1, "winner": True,
        "breakdown": {},
    }  # fmt: skip
    empty = Club.objects.create(name="Empty", slug="empty")
    assert import_json(empty, document) == {"players": 4, "plays": 3, "catalogues": 0}
    assert export_json(empty) == document


def test_the_json_import_through_the_api_wants_an_empty_club_and_an_organiser(bay):
    rich_history(bay)
    document = bay.api().get(f"{bay.url}/export/").json()
    other = make_club("other-cove")
    refused = other.api("olga").post(f"{other.url}/import/", document, format="json")
    assert refused.status_code == 409 and "empty club" in refused.json()["error"]
    Player.objects.filter(club=other.club).delete()
    done = other.api("olga").post(f"{other.url}/import/", document, format="json")
    assert done.status_code == 201 and done.json() == {"players": 3, "plays": 3, "catalogues": 0}
    again = other.api().get(f"{other.url}/export/").json()
    assert again == document


def test_a_bad_json_import_writes_nothing(db):
    empty = Club.objects.create(name="Empty", slug="empty")
    document = {"format": "tortuga-club", "version": 1, "club": {}, "players": [{"name": "A"}],
                "plays": [{"game": "x", "results": [{"player": "B", "score": 1}]}]}  # fmt: skip
    with pytest.raises(InvalidInput) as refused:
        import_json(empty, document)
    assert "play 1: unknown player 'B'" in refused.value.message
    assert not Player.objects.filter(club=empty).exists()
    with pytest.raises(InvalidInput):
        import_json(empty, {"format": "something else"})
    with pytest.raises(ClubError):
        import_json(make_club().club, document)


def test_the_csv_export_reimports_into_another_club(bay):
    rich_history(bay)
    text = "".join(export_csv(bay.club))
    assert text.splitlines()[0] == HEADER.strip() + ",winner,lowest_wins,notes"
    other = make_club("other-cove")
    report = import_csv(other.club, text.encode(), dry_run=True)
    # The guest row has no player: a CSV import only takes club players.
    assert [(e["row"], e["field"]) for e in report["errors"]] == [(9, "player")]
    lines = [line for line in text.splitlines() if ",,1,7," not in line]
    lines = [
        line.replace(",2,no,", ",1,yes,") if "spanish_main" in line else line for line in lines
    ]
    report = import_csv(other.club, "\n".join(lines).encode(), dry_run=False)
    assert report["ok"] and report["imported"] == 3
    assert Play.objects.filter(club=other.club, source="import").count() == 3


def test_the_csv_through_the_api_exports_plays_and_imports_with_a_dry_run(bay):
    record(bay, 3, 2, 1)
    csv_text = b"".join(bay.api().get(f"{bay.url}/export/plays.csv").streaming_content).decode()
    assert csv_text.count("\n") == 4 and "Anja" in csv_text
    good = (
        HEADER + "a,2026-11-01,scoresheet,,Anja,0,3,\na,2026-11-01,scoresheet,,Jona,1,5,\n"
    ).encode()
    client = bay.api("olga")
    dry = client.post(f"{bay.url}/plays/import/", {"file": io.BytesIO(good), "dry_run": "true"})
    assert dry.status_code == 200 and dry.json()["ok"] and dry.json()["plays"] == 1
    assert Play.objects.count() == 1
    done = client.post(f"{bay.url}/plays/import/", {"file": io.BytesIO(good)})
    assert done.status_code == 201 and done.json()["imported"] == 1
    assert Play.objects.count() == 2


BAD_ROWS = HEADER + (
    "1,2026-11-01T20:00,scoresheet,600,Anja,0,5,1\n"
    "1,2026-11-01T20:00,scoresheet,600,Nobody,1,3,2\n"
    "2,2026-11-02T20:00,scoresheet,,Anja,0,ten,\n"
    "3,2026-11-03T20:00,scoresheet,,Anja,0,4,2\n"
    "3,2026-11-03T20:00,scoresheet,,Jona,1,2,1\n"
    "4,yesterday,scoresheet,,Mira,0,1,\n"
    "5,2026-11-03T20:00,scoresheet,,Mira,0,1,\n"
)


def test_a_dry_run_lists_every_row_it_would_reject_and_why(bay):
    report = import_csv(bay.club, BAD_ROWS.encode(), dry_run=True)
    assert not report["ok"] and report["rows"] == 7 and report["plays"] == 5
    assert [(e["row"], e["field"]) for e in report["errors"]] == [
        (3, "player"), (4, "score"), (5, "place"), (7, "played_at")
    ]  # fmt: skip
    assert report["errors"][0]["message"] == "unknown player 'Nobody'"
    assert "place 2 contradicts the scores: 4 beats 2" in report["errors"][2]["message"]
    assert not Play.objects.exists()


def test_an_import_with_any_bad_row_imports_nothing(bay):
    response = bay.api("olga").post(
        f"{bay.url}/plays/import/", {"file": io.BytesIO(BAD_ROWS.encode())}
    )
    assert response.status_code == 400
    body = response.json()
    assert body["error"].startswith("row 3, 'player': unknown player 'Nobody'")
    assert len(body["errors"]) == 4
    assert not Play.objects.exists()


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"play,game,player,score\n1,x,Anja,3\n",
         "row 1, 'header': missing column(s): played_at, duration_seconds, seat, place"),
        ((HEADER.strip() + ",colour\n").encode(), "unknown column(s): colour"),
        ((HEADER + "1,2026-11-01,scoresheet,,Anja,0,5,\n1,2026-11-01,scoresheet,,J\xf6na,1,3,\n")
         .encode("latin-1"), "row 3, 'file': the file is not UTF-8 text"),
        ("play;game\n".encode("utf-16"), "the file is not UTF-8 text"),
        (HEADER.encode(), "the file has a header but no rows"),
        ((HEADER + "1,2026-11-01,scoresheet,,Anja,0,5,1,extra\n").encode(),
         "row 2: has more values than the header has columns"),
    ],
)  # fmt: skip
def test_a_csv_with_wrong_columns_or_encoding_is_refused_clearly(bay, data, message):
    with pytest.raises(InvalidInput) as refused:
        import_csv(bay.club, data, dry_run=False)
    assert message in refused.value.message
    assert not Play.objects.exists()


def test_a_utf8_csv_with_a_bom_and_accents_imports(bay):
    Player.objects.create(club=bay.club, name="Jöna")
    data = ("\ufeff" + HEADER + "1,2026-11-01,scoresheet,,Jöna,0,5,\n").encode()
    assert import_csv(bay.club, data, dry_run=False)["imported"] == 1
