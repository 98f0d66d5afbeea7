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
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, time
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import F, Q
from django.utils import timezone
from django.utils.dateparse import parse_date, parse_datetime
from django.utils.translation import gettext

from companion.club.errors import ClubError, Conflict, InvalidInput, NotAllowed, Problem
from companion.club.models import Club, Play, Player, PlayResult, PlaySource
from companion.engines.base import places_from_scores
from companion.tables.access import caller_for_tokens
from companion.tables.models import Seat, Table

log = logging.getLogger(__name__)

GAME_RE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
MAX_RESULTS = 24
MAX_DURATION = 7 * 24 * 3600


# -- validation ---------------------------------------------------------------------------

# Bounds that keep every stored value inside its column (PostgreSQL refuses the rest
# with an error, not a truncation) and every JSON value small and shallow.
MAX_NAME = 80
MAX_NOTES = 500
MAX_TABLE_CODE = 12
MAX_TIEBREAKS = 20
MAX_TIEBREAK = 200
MAX_JSON_DEPTH = 8
MAX_JSON_ITEMS = 2000
MAX_JSON_TEXT = 1000
MAX_ID = 2**63 - 1
FIRST_YEAR, LAST_YEAR = 1900, 2999
# Tab and new line may sit in a text; every other control character is refused.
ALLOWED_CONTROLS = frozenset("\t\n")


def text_problem(value: str) -> str | None:
    """Why ``value`` cannot be stored as text, or None. PostgreSQL refuses NUL in text and
    lone surrogates in UTF-8; other control characters are refused because they garble
    pages and exports (and are never typed on purpose)."""
    for char in value:
        if char == "\x00":
            return gettext("must not contain NUL bytes")
        if unicodedata.category(char) == "Cc" and char not in ALLOWED_CONTROLS:
            return gettext("must not contain control characters (only tab and new line)")
        if unicodedata.category(char) == "Cs":
            return gettext("is not valid text (it holds a lone surrogate)")
    return None


def clean_text(
    value: Any,
    field_name: str,
    row: int | None = None,
    *,
    max_length: int,
    required: bool = False,
    strip: bool = True,
) -> tuple[str, list[Problem]]:
    """A text field: a string (None counts as empty), without control characters."""
    if value is None:
        value = ""
    if not isinstance(value, str):
        return "", [Problem(gettext("must be a text"), field_name, row)]
    problem = text_problem(value)
    if problem:
        return "", [Problem(problem, field_name, row)]
    if strip:
        value = value.strip()
    if required and not value:
        return "", [Problem(gettext("is required"), field_name, row)]
    if len(value) > max_length:
        return "", [
            Problem(
                gettext("is too long (%(max)s characters at most)") % {"max": max_length},
                field_name,
                row,
            )
        ]
    return value, []


def json_problem(value: Any) -> str | None:
    """Why ``value`` cannot be stored in a JSON column, or None: too deep, too big, not
    finite, or text PostgreSQL refuses (NUL). Iterative: a deep value cannot overflow
    the stack here."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    items = 0
    while stack:
        item, depth = stack.pop()
        items += 1
        if items > MAX_JSON_ITEMS:
            return gettext("is too large (%(max)s values at most)") % {"max": MAX_JSON_ITEMS}
        if depth > MAX_JSON_DEPTH:
            return gettext("is nested too deeply (%(max)s levels at most)") % {
                "max": MAX_JSON_DEPTH
            }
        if item is None or isinstance(item, bool):
            continue
        if isinstance(item, int):
            if abs(item) > MAX_ID:
                return gettext("holds a number too large to store")
        elif isinstance(item, float):
            if not math.isfinite(item):
                return gettext("holds a number that is not finite")
        elif isinstance(item, str):
            if len(item) > MAX_JSON_TEXT:
                return gettext("holds a text longer than %(max)s characters") % {
                    "max": MAX_JSON_TEXT
                }
            problem = text_problem(item)
            if problem:
                return problem
        elif isinstance(item, Mapping):
            for key, inner in item.items():
                if not isinstance(key, str):
                    return gettext("has a key that is not a text")
                stack.append((key, depth + 1))
                stack.append((inner, depth + 1))
        elif isinstance(item, list | tuple):
            stack.extend((inner, depth + 1) for inner in item)
        else:
            return gettext("holds a value that is not JSON")
    return None


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
    if isinstance(value, int):
        # float() of a huge int raises; a score that large is no score anyway.
        if abs(value) > MAX_ID:
            return None
        number = float(value)
    elif isinstance(value, float):
        number = value
    elif isinstance(value, str):
        if len(value) > 50:
            return None
        try:
            number = float(value.strip().replace(",", "."))
        except ValueError:
            return None
    else:
        return None
    return number if math.isfinite(number) else None


def parse_int(value: Any) -> int | None:
    """A whole number from an int, an integral float or a text of digits; else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    # The length cap: int() of thousands of digits raises (and no field needs them).
    if isinstance(value, str) and len(value) <= 30 and re.fullmatch(r"\s*-?\d+\s*", value):
        return int(value)
    return None


def parse_when(value: Any) -> datetime | None:
    """An aware datetime from a datetime or an ISO 8601 text (a bare date: midnight)."""
    moment: datetime | None
    if isinstance(value, datetime):
        moment = value
    elif isinstance(value, str) and value.strip() and len(value) <= 64:
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
    try:
        if timezone.is_naive(moment):
            moment = timezone.make_aware(moment)
        # Stored in UTC: a time that has none (the year 1 or 9999 at the edge of a zone)
        # would fail on save.
        utc = moment.astimezone(UTC)
    except (ValueError, OverflowError):
        return None
    return moment if FIRST_YEAR <= utc.year <= LAST_YEAR else None


def _shown(value: Any) -> str:
    """A bad value as a message quotes it: short, and nothing of a long or odd text."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _players_by(club: Club, keys: Iterable[Any]) -> tuple[dict[int, Player], dict[str, Player]]:
    keys = list(keys)
    # Only keys that can match go to the database: an id out of the column's range or a
    # name PostgreSQL refuses (NUL) would be an error there, and is reported per row.
    ids = {k for k in keys if isinstance(k, int) and not isinstance(k, bool) and 0 < k <= MAX_ID}
    names = {
        k.strip()
        for k in keys
        if isinstance(k, str) and k.strip() and len(k) <= MAX_NAME * 2 and not text_problem(k)
    }
    # One query for both kinds of key.
    found = Player.objects.filter(club=club).filter(Q(pk__in=ids) | Q(name__in=names))
    by_id = {p.pk: p for p in found}
    by_name = {p.name: p for p in by_id.values()}
    return by_id, by_name


def _clean_player(
    raw: Any,
    entry: Mapping[str, Any],
    row: int,
    club: Club,
    by_id: dict[int, Player],
    by_name: dict[str, Player],
) -> tuple[Player | None, list[Problem]]:
    if isinstance(raw, Player):
        if raw.club_id == club.pk:
            return raw, []
        return None, [
            Problem(gettext("%(name)s is not a player of this club") % {"name": raw.name},
                    "player", row)
        ]  # fmt: skip
    if raw is None or raw == "":
        name = entry.get("name")
        if name is None or (isinstance(name, str) and not name.strip()):
            return None, [Problem(gettext("a player is required"), "player", row)]
        return None, []  # a guest (a bad name is reported as 'name')
    if isinstance(raw, int) and not isinstance(raw, bool):
        player = by_id.get(raw)
        if player is None:
            return None, [
                Problem(gettext("unknown player id %(id)s in this club") % {"id": _shown(raw)},
                        "player", row)
            ]  # fmt: skip
        return player, []
    if isinstance(raw, str):
        problem = text_problem(raw)
        if problem:
            return None, [Problem(problem, "player", row)]
        player = by_name.get(raw.strip())
        if player is None:
            return None, [
                Problem(gettext("unknown player %(name)s") % {"name": _shown(raw.strip())},
                        "player", row)
            ]  # fmt: skip
        return player, []
    return None, [Problem(gettext("must be a player id or name"), "player", row)]


def _clean_winners(winners: Any) -> list[int] | None:
    if not isinstance(winners, list | tuple):
        return None
    if not all(isinstance(w, int) and not isinstance(w, bool) for w in winners):
        return None
    return list(winners)


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
        return [], [Problem(gettext("a play needs at least one result"), "results", None)]
    if len(entries) > MAX_RESULTS:
        return [], [
            Problem(gettext("a play has at most %(max)s results") % {"max": MAX_RESULTS},
                    "results", None)
        ]  # fmt: skip
    if players is None:
        players = _players_by(club, [e.get("player") for e in entries])
    by_id, by_name = players
    cleaned: list[CleanResult] = []
    seen_players: dict[int, int] = {}
    seen_seats: dict[int, int] = {}
    given_places: list[int | None] = []
    for position, (entry, row) in enumerate(zip(entries, rows, strict=True)):
        bad = len(problems)
        player, more = _clean_player(entry.get("player"), entry, row, club, by_id, by_name)
        problems += more
        if player is not None:
            if player.pk in seen_players:
                problems.append(
                    Problem(
                        gettext("%(name)s is already in row %(row)s")
                        % {"name": player.name, "row": seen_players[player.pk]},
                        "player",
                        row,
                    )
                )
            seen_players[player.pk] = row
        guest_name, more = clean_text(entry.get("name"), "name", row, max_length=MAX_NAME)
        problems += more
        score = parse_number(entry.get("score"))
        if score is None:
            shown = entry.get("score")
            problems.append(
                Problem(gettext("must be a number, not %(value)s")
                        % {"value": gettext("nothing") if shown in (None, "") else _shown(shown)},
                        "score", row)
            )  # fmt: skip
        seat_raw = entry.get("seat")
        seat = position if seat_raw is None or seat_raw == "" else parse_int(seat_raw)
        if seat is None or seat < 0 or seat > 255:
            problems.append(Problem(gettext("must be a whole number from 0 to 255"), "seat", row))
        elif seat in seen_seats:
            problems.append(
                Problem(gettext("seat %(seat)s is already in row %(row)s")
                        % {"seat": seat, "row": seen_seats[seat]}, "seat", row)
            )  # fmt: skip
        else:
            seen_seats[seat] = row
        place_raw = entry.get("place")
        place = None if place_raw is None or place_raw == "" else parse_int(place_raw)
        if not (place_raw is None or place_raw == "") and (
            place is None or not 1 <= place <= MAX_RESULTS
        ):
            problems.append(
                Problem(gettext("must be a whole number from 1 to %(max)s") % {"max": MAX_RESULTS},
                        "place", row)
            )  # fmt: skip
        given_places.append(place)
        breakdown = entry.get("breakdown")
        if breakdown is None:
            breakdown = {}
        if not isinstance(breakdown, Mapping):
            problems.append(Problem(gettext("must be an object"), "breakdown", row))
        else:
            problem = json_problem(breakdown)
            if problem:
                problems.append(Problem(problem, "breakdown", row))
        name = (guest_name or (player.name if player else ""))[:MAX_NAME]
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
                    Problem(gettext("give a place in every row of a play, or in none"),
                            "place", rows[i])
                )  # fmt: skip
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
                Problem(gettext("place %(place)s is not a ranking: with these places it would "
                                "be %(expected)s (ties share a place, the next place skips)")
                        % {"place": r.place, "expected": expected}, "place", rows[i])
            )  # fmt: skip
            return problems
    for i, a in enumerate(results):
        for j, b in enumerate(results):
            better = a.score < b.score if lowest_wins else a.score > b.score
            if better and a.place >= b.place:
                problems.append(
                    Problem(gettext("place %(place)s contradicts the scores: %(score)s beats "
                                    "%(other)s (row %(row)s, place %(other_place)s)")
                            % {"place": a.place, "score": f"{a.score:g}", "other": f"{b.score:g}",
                               "row": rows[j], "other_place": b.place}, "place", rows[i])
                )  # fmt: skip
                return problems
    return problems


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


def clean_play(
    club: Club,
    data: Mapping[str, Any],
    *,
    rows: Sequence[int] | None = None,
    header_row: int | None = None,
    players: tuple[dict[int, Player], dict[str, Player]] | None = None,
) -> tuple[CleanPlay | None, list[Problem]]:
    """Check a whole play (``game``, ``played_at``, ``duration_seconds``, ``lowest_wins``,
    ``notes``, ``tiebreaks``, ``results``)."""
    problems: list[Problem] = []
    row = header_row
    game, more = clean_text(data.get("game"), "game", row, max_length=200)
    problems += more
    game = game.lower()
    if not more and not GAME_RE.fullmatch(game):
        problems.append(
            Problem(gettext("must be a game slug: lower-case letters, digits, - or _"),
                    "game", row)
        )  # fmt: skip
    played_raw = data.get("played_at")
    played_at = timezone.now() if played_raw is None or played_raw == "" else parse_when(played_raw)
    if played_at is None:
        problems.append(
            Problem(gettext("must be a date and time such as 2026-11-23T20:30, not %(value)s")
                    % {"value": _shown(played_raw)}, "played_at", row)
        )  # fmt: skip
    duration_raw = data.get("duration_seconds")
    duration = None if duration_raw is None or duration_raw == "" else parse_int(duration_raw)
    if not (duration_raw is None or duration_raw == "") and (
        duration is None or not 0 <= duration <= MAX_DURATION
    ):
        problems.append(
            Problem(gettext("must be a whole number of seconds from 0 to %(max)s")
                    % {"max": MAX_DURATION}, "duration_seconds", row)
        )  # fmt: skip
    lowest_wins = data.get("lowest_wins", False)
    if lowest_wins is None:
        lowest_wins = False
    if not isinstance(lowest_wins, bool):
        problems.append(Problem(gettext("must be true or false"), "lowest_wins", row))
        lowest_wins = False
    notes, more = clean_text(data.get("notes"), "notes", row, max_length=MAX_NOTES, strip=False)
    problems += more
    tiebreaks, more = _clean_tiebreaks(data.get("tiebreaks"), row)
    problems += more
    table_code, more = clean_text(
        data.get("table_code"), "table_code", row, max_length=MAX_TABLE_CODE
    )
    problems += more
    entries = data.get("results")
    if not isinstance(entries, Sequence) or isinstance(entries, str | bytes):
        problems.append(Problem(gettext("must be a list of results"), "results", row))
        return None, problems
    if not all(isinstance(e, Mapping) for e in entries):
        problems.append(Problem(gettext("each result must be an object"), "results", row))
        return None, problems
    winners = None
    if data.get("source") == PlaySource.TABLE and "winners" in data:
        winners = _clean_winners(data.get("winners"))
        if winners is None:
            problems.append(Problem(gettext("must be a list of seat numbers"), "winners", row))
            return None, problems
    results, more = clean_results(
        club, entries, lowest_wins=lowest_wins, rows=rows, players=players, winners=winners
    )
    problems += more
    if problems:
        return None, problems
    return (
        CleanPlay(
            game=game,
            played_at=played_at,  # type: ignore[arg-type]
            duration_seconds=duration,
            lowest_wins=lowest_wins,
            results=results,
            tiebreaks=tiebreaks,
            notes=notes,
            source=str(data.get("source") or PlaySource.MANUAL),
            table_code=table_code,
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


def _clean_name(name: Any) -> str:
    cleaned, problems = clean_text(name, "name", max_length=MAX_NAME, required=True)
    if problems:
        raise InvalidInput(problems)
    return cleaned


def _name_taken(name: str) -> Conflict:
    return Conflict(
        [Problem(gettext("there is already a player called %(name)s") % {"name": repr(name)},
                 "name")]
    )  # fmt: skip


def player_create(*, club: Club, name: Any) -> Player:
    name = _clean_name(name)
    if Player.objects.filter(club=club, name=name).exists():
        raise _name_taken(name)
    try:
        with transaction.atomic():
            return Player.objects.create(club=club, name=name)
    except IntegrityError:
        raise _name_taken(name) from None


def player_rename(*, player: Player, name: Any) -> Player:
    name = _clean_name(name)
    if Player.objects.filter(club_id=player.club_id, name=name).exclude(pk=player.pk).exists():
        raise _name_taken(name)
    old, player.name = player.name, name
    try:
        with transaction.atomic():
            player.save(update_fields=["name"])
    except IntegrityError:
        player.name = old
        raise _name_taken(name) from None
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


def holds_host_role(table: Table, tokens: Iterable[str | None]) -> bool:
    """Whether one of ``tokens`` holds the table's host role (the tables' own rule)."""
    return caller_for_tokens(table, tokens).is_host


def table_owner_id(table: Table) -> int | None:
    """The club a table's history belongs to: its ``club``, else (tables linked before a
    table had to have one) the club of its play or of its linked players."""
    if table.club_id:
        return table.club_id
    play_club = Play.objects.filter(table=table).values_list("club_id", flat=True).first()
    if play_club is not None:
        return play_club
    clubs = set(
        Seat.objects.filter(table=table, player__isnull=False).values_list(
            "player__club_id", flat=True
        )
    )
    return clubs.pop() if len(clubs) == 1 else None


def require_club_table_creator(*, club: Club, user: Any) -> None:
    """Only a signed-in organiser of ``club`` creates a table for it: the finished game
    enters that club's history, so creating it is the same write as a table joining
    the club later (which needs its host to be an organiser of the club)."""
    if not club.is_organiser(user):
        raise NotAllowed(
            gettext("only an organiser of %(club)s, signed in, can create a table for its history")
            % {"club": club.name}
        )


def another_club() -> NotAllowed:
    return NotAllowed(gettext("this table belongs to another club"))


def seat_link_player(
    *, seat: Seat, player: Player | None, club: Club | None = None, by_host: bool = False
) -> Seat:
    """Link a seat of a table to a club player (None: unlink), when joining or afterwards.

    ``club`` is the club the write comes through (an organiser's page or API call): the
    table must be that club's. Without it (the join page) the table must already have a
    club and the player be of it. A table without a club joins one only when ``by_host``:
    the caller proved to be its host (and, the caller checks, organises that club).
    A finished table's play is brought up to date at once.
    """
    if club is not None and player is not None and player.club_id != club.pk:
        raise NotAllowed(gettext("%(name)s is not a player of this club") % {"name": player.name})
    with transaction.atomic():
        table = Table.objects.select_for_update().get(pk=seat.table_id)
        owner = table_owner_id(table)
        joining = club.pk if club is not None else (player.club_id if player else None)
        if owner is not None and joining is not None and owner != joining:
            raise another_club()
        if owner is None:
            if not by_host:
                raise NotAllowed(
                    gettext(
                        "this table has no club yet: only its host, signed in as an organiser "
                        "of the club, can bring it in"
                    )
                )
            if joining is None:
                raise NotAllowed(gettext("choose the club this table joins"))
        if player is not None:
            taken = Seat.objects.filter(table=table, player=player).exclude(pk=seat.pk).first()
            if taken is not None:
                raise ClubError(
                    gettext("%(name)s already sits at this table (seat %(seat)s)")
                    % {"name": player.name, "seat": taken.index},
                    field="player",
                )
        if not table.club_id:
            club_id = owner if owner is not None else joining
            Table.objects.filter(pk=table.pk).update(club_id=club_id)
            table.club_id = club_id
        Seat.objects.filter(pk=seat.pk).update(player=player)
        seat.player = player
    if table.result:
        club_record_table_play(table_id=table.pk)
    return seat
