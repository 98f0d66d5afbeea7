"""Writes of the club's play history: plays entered by hand, corrected, deleted, and the
play a finished table becomes.

Every write validates all of its input first and writes nothing when anything is
wrong. A change to the play history bumps ``Club.history_version`` and, after the
commit, queues the rating recomputation (``companion.club.tasks.recompute_club_ratings``).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import F

from companion.club.errors import InvalidInput
from companion.club.models import Club, Play, PlayResult, PlaySource
from companion.club.play_input import MAX_DURATION, CleanPlay, clean_play
from companion.club.results import CleanResult
from companion.tables.models import Seat, Table

log = logging.getLogger(__name__)


def history_changed(club_id: int) -> None:
    """Bump the club's history version; queue the rating recomputation after the commit."""
    from companion.club.tasks import recompute_club_ratings
    from companion.tables.tasks import enqueue_safely

    Club.objects.filter(pk=club_id).update(history_version=F("history_version") + 1)
    transaction.on_commit(lambda: enqueue_safely(recompute_club_ratings, club_id))


def _result_rows(play: Play, results: list[CleanResult]) -> list[PlayResult]:
    return [
        PlayResult(
            play=play,
            club_id=play.club_id,
            game=play.game,
            played_at=play.played_at,
            lowest_wins=play.lowest_wins,
            player=r.player,
            name=r.name,
            seat=r.seat,
            score=r.score,
            place=r.place,
            is_winner=r.is_winner,
            breakdown=r.breakdown,
            former=r.former,
        )
        for r in results
    ]


def create_play(club: Club, clean: CleanPlay, *, table: Table | None = None, user=None) -> Play:
    """Store a checked play and its results (the caller says the history changed)."""
    play = Play.objects.create(
        club=club,
        game=clean.game,
        played_at=clean.played_at,
        duration_seconds=clean.duration_seconds,
        source=clean.source,
        table=table,
        table_code=table.code if table is not None else clean.table_code,
        lowest_wins=clean.lowest_wins,
        tiebreaks=clean.tiebreaks,
        notes=clean.notes,
        created_by=user if user is not None and user.is_authenticated else None,
    )
    PlayResult.objects.bulk_create(_result_rows(play, clean.results))
    return play


def play_record_manual(
    *, club: Club, data: Mapping[str, Any], user=None, rows: Sequence[int] | None = None
) -> Play:
    """A play entered by hand (a game played without the companion). ``rows`` numbers
    the results in messages (default 1, 2, ...)."""
    clean, problems = clean_play(
        club, {**data, "source": PlaySource.MANUAL, "table_code": ""}, rows=rows
    )
    if problems:
        raise InvalidInput(problems)
    with transaction.atomic():
        play = create_play(club, clean, user=user)  # type: ignore[arg-type]
        history_changed(club.pk)
    return play


def play_update(*, play: Play, data: Mapping[str, Any], rows: Sequence[int] | None = None) -> Play:
    """Correct a play: its game, time, duration, notes and every result (replaced)."""
    clean, problems = clean_play(
        play.club, {**data, "source": play.source, "table_code": play.table_code}, rows=rows
    )
    if problems:
        raise InvalidInput(problems)
    assert clean is not None
    with transaction.atomic():
        play.game = clean.game
        play.played_at = clean.played_at
        play.duration_seconds = clean.duration_seconds
        play.lowest_wins = clean.lowest_wins
        play.notes = clean.notes
        if "tiebreaks" in data:
            play.tiebreaks = clean.tiebreaks
        play.save()
        _replace_results(play, clean.results)
        history_changed(play.club_id)
    return play


def _replace_results(play: Play, results: list[CleanResult]) -> None:
    play.results.all().delete()
    play.snapshots.all().delete()
    PlayResult.objects.bulk_create(_result_rows(play, results))


def play_delete(*, play: Play) -> None:
    with transaction.atomic():
        club_id = play.club_id
        play.delete()
        history_changed(club_id)


# -- the play of a finished table ---------------------------------------------------------


def _club_of_table(table: Table, seats: list[Seat]) -> Club | None:
    if table.club_id:
        return table.club
    clubs = {s.player.club_id: s.player.club for s in seats if s.player is not None}
    if len(clubs) == 1:
        return next(iter(clubs.values()))
    if len(clubs) > 1:
        log.warning("table %s has seats linked to players of several clubs", table.code)
    return None


def _table_play_data(table: Table, seats: list[Seat], club: Club) -> dict[str, Any]:
    """A finished table's result as the play input a hand entry would be."""
    result: dict[str, Any] = table.result or {}  # the caller checked it is there
    entries = []
    for seat in seats:
        key = str(seat.index)
        if key not in result.get("scores", {}):
            continue
        player = seat.player if seat.player is not None and seat.player.club_id == club.pk else None
        entries.append(
            {
                "player": player,
                "name": seat.name,
                "seat": seat.index,
                "score": result["scores"][key],
                "place": result["places"][key],
                "breakdown": result.get("breakdown", {}).get(key, {}),
            }
        )
    finished = table.finished_at or table.updated_at
    duration = max(0, int((finished - table.created_at).total_seconds())) if finished else None
    return {
        "game": table.game,
        "played_at": finished,
        "duration_seconds": duration if duration is not None and duration <= MAX_DURATION else None,
        "lowest_wins": bool((table.options or {}).get("lowest_wins", False)),
        "tiebreaks": result.get("tiebreaks", []),
        "results": entries,
        "winners": result.get("winners", []),
        "source": PlaySource.TABLE,
    }


def _save_table_play(table: Table, club: Club, clean: CleanPlay) -> str:
    """Create the table's play, or bring the one there is up to date."""
    try:
        with transaction.atomic():
            existing = Play.objects.select_for_update().filter(table=table).first()
            if existing is None:
                create_play(club, clean, table=table)
                history_changed(club.pk)
                return "created"
            if _same_play(existing, clean):
                return "duplicate"
            existing.played_at = clean.played_at
            existing.duration_seconds = clean.duration_seconds
            existing.tiebreaks = clean.tiebreaks
            existing.lowest_wins = clean.lowest_wins
            existing.save()
            _replace_results(existing, clean.results)
            history_changed(existing.club_id)
            return "updated"
    except IntegrityError:
        # Another delivery of the same task created it between our read and write.
        return "duplicate"


def club_record_table_play(*, table_id: int) -> str:
    """Make (or bring up to date) the play of a finished table. Idempotent: one play per
    table (a unique constraint), and a redelivered task finds it unchanged.

    The table belongs to a club when its ``club`` is set or its linked players are of
    one club; seats without a player of that club are kept as guests.
    """
    table = Table.objects.select_related("club").filter(pk=table_id).first()
    if table is None or not table.result:
        return "no-result"
    seats = list(table.seats.select_related("player__club").order_by("index"))
    club = _club_of_table(table, seats)
    if club is None:
        return "no-club"
    clean, problems = clean_play(club, _table_play_data(table, seats, club))
    if problems:
        # The engine's result must pass the same checks a hand entry does: a bug, not input.
        log.error("table %s result refused for the club history: %s", table.code, problems)
        return "refused"
    assert clean is not None
    return _save_table_play(table, club, clean)


def _same_play(play: Play, clean: CleanPlay) -> bool:
    stored = {
        r.seat: (r.player_id, r.name, r.score, r.place, r.breakdown) for r in play.results.all()
    }
    fresh = {
        r.seat: (r.player.pk if r.player else None, r.name, r.score, r.place, r.breakdown)
        for r in clean.results
    }
    return (
        stored == fresh
        and play.played_at == clean.played_at
        and play.duration_seconds == clean.duration_seconds
    )
