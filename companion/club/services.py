"""Services that write the club's history: players, plays, seat links, imports.

Every write validates all of its input first (collecting every problem, naming the
row and field) and writes nothing when anything is wrong. A change to the play
history bumps ``Club.history_version`` and, after the commit, queues the rating
recomputation (``companion.club.tasks.recompute_club_ratings``).
"""

from __future__ import annotations

import logging
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, time
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import F, Q
from django.utils import timezone
from django.utils.dateparse import parse_date, parse_datetime

from companion.club.errors import ClubError, InvalidInput, NotAllowed, Problem
from companion.club.models import Club, Play, Player, PlayResult, PlaySource
from companion.engines.base import places_from_scores
from companion.tables.models import Seat, Table

log = logging.getLogger(__name__)

GAME_RE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
MAX_RESULTS = 24
MAX_DURATION = 7 * 24 * 3600


# -- validation ---------------------------------------------------------------------------


@dataclass
class CleanResult:
    player: Player | None
    name: str
    seat: int
    score: float
    place: int
    is_winner: bool
    breakdown: dict[str, Any] = field(default_factory=dict)


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


def parse_number(value: Any) -> float | None:
    """A finite number from an int, a float or a text such as '12' or '-3.5'; else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        number = float(value)
    elif isinstance(value, str):
        try:
            number = float(value.strip().replace(",", "."))
        except ValueError:
            return None
    else:
        return None
    return number if math.isfinite(number) else None


def parse_int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and re.fullmatch(r"\s*-?\d+\s*", value):
        return int(value)
    return None


def parse_when(value: Any) -> datetime | None:
    """An aware datetime from a datetime or an ISO 8601 text (a bare date: midnight)."""
    if isinstance(value, datetime):
        moment = value
    elif isinstance(value, str) and value.strip():
        text = value.strip()
        try:
            moment = parse_datetime(text)
        except ValueError:
            return None
        if moment is None:
            try:
                day = parse_date(text)
            except ValueError:
                return None
            if day is None:
                return None
            moment = datetime.combine(day, time())
    else:
        return None
    if timezone.is_naive(moment):
        moment = timezone.make_aware(moment)
    return moment


def _players_by(club: Club, keys: Iterable[Any]) -> tuple[dict[int, Player], dict[str, Player]]:
    ids = {k for k in keys if isinstance(k, int) and not isinstance(k, bool)}
    names = {k.strip() for k in keys if isinstance(k, str) and k.strip()}
    # One query for both kinds of key.
    found = Player.objects.filter(club=club).filter(Q(pk__in=ids) | Q(name__in=names))
    by_id = {p.pk: p for p in found}
    by_name = {p.name: p for p in by_id.values()}
    return by_id, by_name


def clean_results(
    club: Club,
    entries: Sequence[Mapping[str, Any]],
    *,
    lowest_wins: bool,
    rows: Sequence[int] | None = None,
    players: tuple[dict[int, Player], dict[str, Player]] | None = None,
    winners: Sequence[int] | None = None,
) -> tuple[list[CleanResult], list[Problem]]:
    """Check the results of one play; returns them cleaned, or the problems found.

    ``player`` is a Player, a player id or a player name of this club; an empty
    player with a ``name`` is a guest. Places are optional (then computed from the
    scores, ties sharing a place); when given they must be a ranking the scores
    allow: a better score never has a worse place (equal scores may be split by a
    game's tiebreak). ``winners`` (seat numbers) comes from a rules engine, whose
    places stand as given: a game's own rules may rank against the scores (a
    Spanish Main liar cannot win, SPM-4.7) or leave nobody the winner.
    """
    problems: list[Problem] = []
    rows = list(rows) if rows is not None else list(range(1, len(entries) + 1))
    if not entries:
        return [], [Problem("a play needs at least one result", "results", None)]
    if len(entries) > MAX_RESULTS:
        return [], [Problem(f"a play has at most {MAX_RESULTS} results", "results", None)]
    if players is None:
        players = _players_by(club, [e.get("player") for e in entries])
    by_id, by_name = players
    cleaned: list[CleanResult] = []
    seen_players: dict[int, int] = {}
    seen_seats: dict[int, int] = {}
    given_places: list[int | None] = []
    for position, (entry, row) in enumerate(zip(entries, rows, strict=True)):
        bad = len(problems)
        raw = entry.get("player")
        player: Player | None = None
        if isinstance(raw, Player):
            player = raw if raw.club_id == club.pk else None
            if player is None:
                problems.append(Problem(f"{raw.name} is not a player of this club", "player", row))
        elif raw is None or raw == "":
            if not str(entry.get("name") or "").strip():
                problems.append(Problem("a player is required", "player", row))
        elif isinstance(raw, int) and not isinstance(raw, bool):
            player = by_id.get(raw)
            if player is None:
                problems.append(Problem(f"unknown player id {raw} in this club", "player", row))
        elif isinstance(raw, str):
            player = by_name.get(raw.strip())
            if player is None:
                problems.append(Problem(f"unknown player {raw.strip()!r}", "player", row))
        else:
            problems.append(Problem("must be a player id or name", "player", row))
        if player is not None:
            if player.pk in seen_players:
                problems.append(
                    Problem(
                        f"{player.name} is already in row {seen_players[player.pk]}",
                        "player",
                        row,
                    )
                )
            seen_players[player.pk] = row
        score = parse_number(entry.get("score"))
        if score is None:
            shown = entry.get("score")
            problems.append(
                Problem(f"must be a number, not {'nothing' if shown in (None, '') else repr(shown)}",
                        "score", row)
            )  # fmt: skip
        seat_raw = entry.get("seat")
        seat = position if seat_raw in (None, "") else parse_int(seat_raw)
        if seat is None or seat < 0 or seat > 255:
            problems.append(Problem("must be a whole number from 0 to 255", "seat", row))
        elif seat in seen_seats:
            problems.append(
                Problem(f"seat {seat} is already in row {seen_seats[seat]}", "seat", row)
            )
        else:
            seen_seats[seat] = row
        place_raw = entry.get("place")
        place = None if place_raw in (None, "") else parse_int(place_raw)
        if place_raw not in (None, "") and (place is None or place < 1):
            problems.append(Problem("must be a whole number, 1 or more", "place", row))
        given_places.append(place)
        breakdown = entry.get("breakdown") or {}
        if not isinstance(breakdown, Mapping):
            problems.append(Problem("must be an object", "breakdown", row))
        name = str(entry.get("name") or (player.name if player else "")).strip()[:80]
        if len(problems) == bad:
            cleaned.append(
                CleanResult(player, name, seat, score, place or 0, False, dict(breakdown))  # type: ignore[arg-type]
            )
    if problems:
        return [], problems
    scores = {i: r.score for i, r in enumerate(cleaned)}
    computed = places_from_scores(scores, lowest_wins=lowest_wins)
    if all(p is None for p in given_places):
        for i, r in enumerate(cleaned):
            r.place = computed[i]
    else:
        for i, p in enumerate(given_places):
            if p is None:
                problems.append(
                    Problem("give a place in every row of a play, or in none", "place", rows[i])
                )
        if not problems and winners is None:
            problems += _check_places(cleaned, rows, lowest_wins)
    if problems:
        return [], problems
    for r in cleaned:
        r.is_winner = r.seat in winners if winners is not None else r.place == 1
    return cleaned, []


def _check_places(
    results: list[CleanResult], rows: Sequence[int], lowest_wins: bool
) -> list[Problem]:
    problems = []
    places = [r.place for r in results]
    for i, r in enumerate(results):
        expected = 1 + sum(1 for p in places if p < r.place)
        if r.place != expected:
            problems.append(
                Problem(f"place {r.place} is not a ranking: with these places it would be "
                        f"{expected} (ties share a place, the next place skips)", "place", rows[i])
            )  # fmt: skip
            return problems
    for i, a in enumerate(results):
        for j, b in enumerate(results):
            better = a.score < b.score if lowest_wins else a.score > b.score
            if better and a.place >= b.place:
                problems.append(
                    Problem(f"place {a.place} contradicts the scores: {a.score:g} beats "
                            f"{b.score:g} (row {rows[j]}, place {b.place})", "place", rows[i])
                )  # fmt: skip
                return problems
    return problems


def clean_play(
    club: Club,
    data: Mapping[str, Any],
    *,
    rows: Sequence[int] | None = None,
    header_row: int | None = None,
    players: tuple[dict[int, Player], dict[str, Player]] | None = None,
) -> tuple[CleanPlay | None, list[Problem]]:
    """Check a whole play (``game``, ``played_at``, ``duration_seconds``, ``lowest_wins``,
    ``notes``, ``results``)."""
    problems: list[Problem] = []
    row = header_row
    game = str(data.get("game") or "").strip().lower()
    if not GAME_RE.match(game):
        problems.append(
            Problem("must be a game slug: lower-case letters, digits, - or _", "game", row)
        )
    played_raw = data.get("played_at")
    played_at = timezone.now() if played_raw in (None, "") else parse_when(played_raw)
    if played_at is None:
        problems.append(Problem(f"must be a date and time such as 2026-11-23T20:30, not {played_raw!r}", "played_at", row))  # fmt: skip
    duration_raw = data.get("duration_seconds")
    duration = None if duration_raw in (None, "") else parse_int(duration_raw)
    if duration_raw not in (None, "") and (duration is None or not 0 <= duration <= MAX_DURATION):
        problems.append(Problem(f"must be a whole number of seconds from 0 to {MAX_DURATION}", "duration_seconds", row))  # fmt: skip
    lowest_wins = data.get("lowest_wins", False)
    if not isinstance(lowest_wins, bool):
        problems.append(Problem("must be true or false", "lowest_wins", row))
        lowest_wins = False
    notes = str(data.get("notes") or "")
    if len(notes) > 500:
        problems.append(Problem("is too long (500 characters at most)", "notes", row))
    entries = data.get("results")
    if not isinstance(entries, Sequence) or isinstance(entries, str | bytes):
        problems.append(Problem("must be a list of results", "results", row))
        return None, problems
    if not all(isinstance(e, Mapping) for e in entries):
        problems.append(Problem("each result must be an object", "results", row))
        return None, problems
    winners = data.get("winners") if data.get("source") == PlaySource.TABLE else None
    results, more = clean_results(
        club, entries, lowest_wins=lowest_wins, rows=rows, players=players, winners=winners
    )
    problems += more
    if problems:
        return None, problems
    tiebreaks = data.get("tiebreaks") or []
    return (
        CleanPlay(
            game=game,
            played_at=played_at,  # type: ignore[arg-type]
            duration_seconds=duration,
            lowest_wins=lowest_wins,
            results=results,
            tiebreaks=[str(t) for t in tiebreaks] if isinstance(tiebreaks, list) else [],
            notes=notes,
            source=str(data.get("source") or PlaySource.MANUAL),
            table_code=str(data.get("table_code") or "")[:12],
        ),
        [],
    )


# -- writes -------------------------------------------------------------------------------


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
        )
        for r in results
    ]


def _create_play(club: Club, clean: CleanPlay, *, table: Table | None = None, user=None) -> Play:
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
        play = _create_play(club, clean, user=user)  # type: ignore[arg-type]
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


def player_create(*, club: Club, name: str) -> Player:
    name = (name or "").strip()
    if not name:
        raise InvalidInput([Problem("a name is required", "name")])
    if len(name) > 80:
        raise InvalidInput([Problem("is too long (80 characters at most)", "name")])
    if Player.objects.filter(club=club, name=name).exists():
        raise InvalidInput([Problem(f"there is already a player called {name!r}", "name")])
    try:
        with transaction.atomic():
            return Player.objects.create(club=club, name=name)
    except IntegrityError:
        raise InvalidInput(
            [Problem(f"there is already a player called {name!r}", "name")]
        ) from None


def player_rename(*, player: Player, name: str) -> Player:
    name = (name or "").strip()
    if not name or len(name) > 80:
        raise InvalidInput([Problem("a name of 1 to 80 characters is required", "name")])
    if Player.objects.filter(club_id=player.club_id, name=name).exclude(pk=player.pk).exists():
        raise InvalidInput([Problem(f"there is already a player called {name!r}", "name")])
    player.name = name
    player.save(update_fields=["name"])
    return player


# -- tables -------------------------------------------------------------------------------


def _club_of_table(table: Table, seats: list[Seat]) -> Club | None:
    if table.club_id:
        return table.club
    clubs = {s.player.club_id: s.player.club for s in seats if s.player is not None}
    if len(clubs) == 1:
        return next(iter(clubs.values()))
    if len(clubs) > 1:
        log.warning("table %s has seats linked to players of several clubs", table.code)
    return None


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
    result = table.result
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
    data = {
        "game": table.game,
        "played_at": finished,
        "duration_seconds": duration if duration is not None and duration <= MAX_DURATION else None,
        "lowest_wins": bool((table.options or {}).get("lowest_wins", False)),
        "tiebreaks": result.get("tiebreaks", []),
        "results": entries,
        "winners": result.get("winners", []),
        "source": PlaySource.TABLE,
    }
    clean, problems = clean_play(club, data)
    if problems:
        # The engine's result must pass the same checks a hand entry does: a bug, not input.
        log.error("table %s result refused for the club history: %s", table.code, problems)
        return "refused"
    assert clean is not None
    try:
        with transaction.atomic():
            existing = Play.objects.select_for_update().filter(table=table).first()
            if existing is None:
                _create_play(club, clean, table=table)
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


def seat_link_player(*, seat: Seat, player: Player | None) -> Seat:
    """Link a seat of a table to a club player (None: unlink), when joining or afterwards.

    The table joins the player's club if it has none; a finished table's play is
    brought up to date at once.
    """
    with transaction.atomic():
        table = Table.objects.select_for_update().get(pk=seat.table_id)
        if player is not None:
            if table.club_id and table.club_id != player.club_id:
                raise NotAllowed("this table belongs to another club")
            taken = Seat.objects.filter(table=table, player=player).exclude(pk=seat.pk).first()
            if taken is not None:
                raise ClubError(
                    f"{player.name} already sits at this table (seat {taken.index})",
                    field="player",
                )
            if not table.club_id:
                Table.objects.filter(pk=table.pk).update(club=player.club)
                table.club_id = player.club_id
        Seat.objects.filter(pk=seat.pk).update(player=player)
        seat.player = player
    if table.result:
        club_record_table_play(table_id=table.pk)
    return seat
