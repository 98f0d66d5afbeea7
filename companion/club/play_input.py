"""Checks of a whole play as it comes in (a form, the API, an import, a finished table):
its game, time, duration, notes, tiebreaks and results, every problem collected."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.utils import timezone
from django.utils.translation import gettext

from companion.club.cleaning import (
    MAX_NOTES,
    MAX_TABLE_CODE,
    MAX_TIEBREAK,
    MAX_TIEBREAKS,
    clean_text,
    parse_int,
    parse_when,
    shown,
)
from companion.club.errors import Problem
from companion.club.models import Club, PlaySource
from companion.club.results import CleanResult, PlayersByKey, clean_results

GAME_RE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
MAX_DURATION = 7 * 24 * 3600


@dataclass
class CleanPlay:
    game: str
    played_at: datetime
    duration_seconds: int | None
    lowest_wins: bool
    results: list[CleanResult]
    tiebreaks: list[str] = field(default_factory=list)
    notes: str = ""
    source: str = PlaySource.MANUAL
    table_code: str = ""


def _empty(value: Any) -> bool:
    return value is None or value == ""


def _clean_game(value: Any, row: int | None) -> tuple[str, list[Problem]]:
    game, problems = clean_text(value, "game", row, max_length=200)
    game = game.lower()
    if not problems and not GAME_RE.fullmatch(game):
        problems.append(
            Problem(gettext("must be a game slug: lower-case letters, digits, - or _"),
                    "game", row)
        )  # fmt: skip
    return game, problems


def _clean_played_at(value: Any, row: int | None) -> tuple[datetime | None, list[Problem]]:
    """When the play was played; none given: now."""
    played_at = timezone.now() if _empty(value) else parse_when(value)
    if played_at is not None:
        return played_at, []
    return None, [
        Problem(gettext("must be a date and time such as 2026-11-23T20:30, not %(value)s")
                % {"value": shown(value)}, "played_at", row)
    ]  # fmt: skip


def _clean_duration(value: Any, row: int | None) -> tuple[int | None, list[Problem]]:
    if _empty(value):
        return None, []
    duration = parse_int(value)
    if duration is None or not 0 <= duration <= MAX_DURATION:
        return duration, [
            Problem(gettext("must be a whole number of seconds from 0 to %(max)s")
                    % {"max": MAX_DURATION}, "duration_seconds", row)
        ]  # fmt: skip
    return duration, []


def _clean_lowest_wins(value: Any, row: int | None) -> tuple[bool, list[Problem]]:
    if value is None:
        return False, []
    if not isinstance(value, bool):
        return False, [Problem(gettext("must be true or false"), "lowest_wins", row)]
    return value, []


def _clean_tiebreaks(value: Any, row: int | None) -> tuple[list[str], list[Problem]]:
    if value is None:
        return [], []
    if not isinstance(value, list) or len(value) > MAX_TIEBREAKS:
        return [], [
            Problem(gettext("must be a list of at most %(max)s texts") % {"max": MAX_TIEBREAKS},
                    "tiebreaks", row)
        ]  # fmt: skip
    cleaned = []
    for item in value:
        text, problems = clean_text(item, "tiebreaks", row, max_length=MAX_TIEBREAK)
        if problems:
            return [], problems
        cleaned.append(text)
    return cleaned, []


def _clean_winners(winners: Any) -> list[int] | None:
    if not isinstance(winners, list | tuple):
        return None
    if not all(isinstance(w, int) and not isinstance(w, bool) for w in winners):
        return None
    return list(winners)


def _result_entries(
    data: Mapping[str, Any], row: int | None
) -> tuple[Sequence[Mapping[str, Any]] | None, list[int] | None, list[Problem]]:
    """The play's result rows and, from a rules engine, its winners' seats; or why the
    results cannot be checked at all."""
    entries = data.get("results")
    if not isinstance(entries, Sequence) or isinstance(entries, str | bytes):
        return None, None, [Problem(gettext("must be a list of results"), "results", row)]
    if not all(isinstance(e, Mapping) for e in entries):
        return None, None, [Problem(gettext("each result must be an object"), "results", row)]
    if data.get("source") != PlaySource.TABLE or "winners" not in data:
        return entries, None, []
    winners = _clean_winners(data.get("winners"))
    if winners is None:
        return None, None, [Problem(gettext("must be a list of seat numbers"), "winners", row)]
    return entries, winners, []


def clean_play(
    club: Club,
    data: Mapping[str, Any],
    *,
    rows: Sequence[int] | None = None,
    header_row: int | None = None,
    players: PlayersByKey | None = None,
) -> tuple[CleanPlay | None, list[Problem]]:
    """Check a whole play (``game``, ``played_at``, ``duration_seconds``, ``lowest_wins``,
    ``notes``, ``tiebreaks``, ``results``)."""
    row = header_row
    game, problems = _clean_game(data.get("game"), row)
    played_at, more = _clean_played_at(data.get("played_at"), row)
    problems += more
    duration, more = _clean_duration(data.get("duration_seconds"), row)
    problems += more
    lowest_wins, more = _clean_lowest_wins(data.get("lowest_wins", False), row)
    problems += more
    notes, more = clean_text(data.get("notes"), "notes", row, max_length=MAX_NOTES, strip=False)
    problems += more
    tiebreaks, more = _clean_tiebreaks(data.get("tiebreaks"), row)
    problems += more
    table_code, more = clean_text(
        data.get("table_code"), "table_code", row, max_length=MAX_TABLE_CODE
    )
    problems += more
    entries, winners, more = _result_entries(data, row)
    problems += more
    if entries is None:
        return None, problems
    results, more = clean_results(
        club, entries, lowest_wins=lowest_wins, rows=rows, players=players, winners=winners
    )
    problems += more
    if problems or played_at is None:
        return None, problems
    clean = CleanPlay(
        game=game,
        played_at=played_at,
        duration_seconds=duration,
        lowest_wins=lowest_wins,
        results=results,
        tiebreaks=tiebreaks,
        notes=notes,
        source=str(data.get("source") or PlaySource.MANUAL),
        table_code=table_code,
    )
    return clean, []
