"""Checks of the results of one play: who sat where, their scores, places and winners.

Every row is checked and every problem is collected (naming the row and field); a
play's results are returned cleaned only when none is wrong.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Q
from django.utils.translation import gettext

from companion.club.cleaning import (
    MAX_ID,
    MAX_NAME,
    clean_text,
    json_problem,
    parse_int,
    parse_number,
    shown,
    text_problem,
)
from companion.club.errors import Problem
from companion.club.models import Club, Player
from companion.engines.base import places_from_scores

MAX_RESULTS = 24

# The club's players a play's rows may name: by id, and by name.
PlayersByKey = tuple[dict[int, Player], dict[str, Player]]


@dataclass
class CleanResult:
    player: Player | None
    name: str
    seat: int
    score: float
    place: int
    is_winner: bool
    breakdown: dict[str, Any] = field(default_factory=dict)
    # A player removed on request: no player, no name, left out of every rating.
    former: bool = False


@dataclass
class _RowsSoFar:
    """What the rows already checked have taken: each player and each seat, by row."""

    club: Club
    players: PlayersByKey
    player_rows: dict[int, int] = field(default_factory=dict)
    seat_rows: dict[int, int] = field(default_factory=dict)


def players_by(club: Club, keys: Iterable[Any]) -> PlayersByKey:
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
    raw: Any, entry: Mapping[str, Any], row: int, club: Club, players: PlayersByKey
) -> tuple[Player | None, list[Problem]]:
    by_id, by_name = players
    if isinstance(raw, Player):
        if raw.club_id == club.pk:
            return raw, []
        return None, [
            Problem(gettext("%(name)s is not a player of this club") % {"name": raw.name},
                    "player", row)
        ]  # fmt: skip
    if raw is None or raw == "":
        if entry.get("former") is True:
            return None, []  # a former player's seat: no player, no name
        name = entry.get("name")
        if name is None or (isinstance(name, str) and not name.strip()):
            return None, [Problem(gettext("a player is required"), "player", row)]
        return None, []  # a guest (a bad name is reported as 'name')
    if isinstance(raw, int) and not isinstance(raw, bool):
        player = by_id.get(raw)
        if player is None:
            return None, [
                Problem(gettext("unknown player id %(id)s in this club") % {"id": shown(raw)},
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
                Problem(gettext("unknown player %(name)s") % {"name": shown(raw.strip())},
                        "player", row)
            ]  # fmt: skip
        return player, []
    return None, [Problem(gettext("must be a player id or name"), "player", row)]


def _row_player(
    entry: Mapping[str, Any], row: int, so_far: _RowsSoFar
) -> tuple[Player | None, list[Problem]]:
    """The row's club player (None: a guest), who must not sit in an earlier row too."""
    player, problems = _clean_player(entry.get("player"), entry, row, so_far.club, so_far.players)
    if player is not None:
        if player.pk in so_far.player_rows:
            problems.append(
                Problem(
                    gettext("%(name)s is already in row %(row)s")
                    % {"name": player.name, "row": so_far.player_rows[player.pk]},
                    "player",
                    row,
                )
            )
        so_far.player_rows[player.pk] = row
    return player, problems


def _row_score(entry: Mapping[str, Any], row: int) -> tuple[float | None, list[Problem]]:
    score = parse_number(entry.get("score"))
    if score is not None:
        return score, []
    given = entry.get("score")
    return None, [
        Problem(gettext("must be a number, not %(value)s")
                % {"value": gettext("nothing") if given in (None, "") else shown(given)},
                "score", row)
    ]  # fmt: skip


def _row_seat(
    entry: Mapping[str, Any], position: int, row: int, so_far: _RowsSoFar
) -> tuple[int | None, list[Problem]]:
    """The row's seat (by default its position among the rows), taken by no other row."""
    raw = entry.get("seat")
    seat = position if raw is None or raw == "" else parse_int(raw)
    if seat is None or seat < 0 or seat > 255:
        return None, [Problem(gettext("must be a whole number from 0 to 255"), "seat", row)]
    if seat in so_far.seat_rows:
        return None, [
            Problem(gettext("seat %(seat)s is already in row %(row)s")
                    % {"seat": seat, "row": so_far.seat_rows[seat]}, "seat", row)
        ]  # fmt: skip
    so_far.seat_rows[seat] = row
    return seat, []


def _row_place(entry: Mapping[str, Any], row: int) -> tuple[int | None, list[Problem]]:
    """The row's given place, or None when it gives none (then the scores decide)."""
    raw = entry.get("place")
    if raw is None or raw == "":
        return None, []
    place = parse_int(raw)
    if place is None or not 1 <= place <= MAX_RESULTS:
        return place, [
            Problem(gettext("must be a whole number from 1 to %(max)s") % {"max": MAX_RESULTS},
                    "place", row)
        ]  # fmt: skip
    return place, []


def _row_breakdown(entry: Mapping[str, Any], row: int) -> tuple[dict[str, Any], list[Problem]]:
    breakdown = entry.get("breakdown")
    if breakdown is None:
        return {}, []
    if not isinstance(breakdown, Mapping):
        return {}, [Problem(gettext("must be an object"), "breakdown", row)]
    problem = json_problem(breakdown)
    if problem:
        return {}, [Problem(problem, "breakdown", row)]
    return dict(breakdown), []


def _clean_row(
    entry: Mapping[str, Any], position: int, row: int, so_far: _RowsSoFar
) -> tuple[CleanResult | None, int | None, list[Problem]]:
    """One result row: cleaned (its place 0 until the places are settled) or its
    problems, and the place it gives (None: none)."""
    player, problems = _row_player(entry, row, so_far)
    guest_name, more = clean_text(entry.get("name"), "name", row, max_length=MAX_NAME)
    problems += more
    score, more = _row_score(entry, row)
    problems += more
    seat, more = _row_seat(entry, position, row, so_far)
    problems += more
    place, more = _row_place(entry, row)
    problems += more
    breakdown, more = _row_breakdown(entry, row)
    problems += more
    former = entry.get("former", False)
    if not isinstance(former, bool):
        problems.append(Problem(gettext("must be true or false"), "former", row))
    elif former and player is not None:
        problems.append(Problem(gettext("a former player's seat names no player"), "former", row))
    if problems:
        return None, place, problems
    assert score is not None and seat is not None
    name = "" if former else (guest_name or (player.name if player else ""))[:MAX_NAME]
    result = CleanResult(player, name, seat, score, place or 0, False, breakdown, former)
    return result, place, []


def _count_problem(entries: Sequence[Mapping[str, Any]]) -> Problem | None:
    if not entries:
        return Problem(gettext("a play needs at least one result"), "results", None)
    if len(entries) > MAX_RESULTS:
        return Problem(
            gettext("a play has at most %(max)s results") % {"max": MAX_RESULTS}, "results", None
        )
    return None


def _settle_places(
    results: list[CleanResult],
    given: list[int | None],
    rows: Sequence[int],
    *,
    lowest_wins: bool,
    check_ranking: bool,
) -> list[Problem]:
    """Places from the scores when no row gives one; else every row must give one (and,
    with ``check_ranking``, they must be a ranking the scores allow)."""
    if all(place is None for place in given):
        computed = places_from_scores(
            {i: r.score for i, r in enumerate(results)}, lowest_wins=lowest_wins
        )
        for i, result in enumerate(results):
            result.place = computed[i]
        return []
    problems = [
        Problem(gettext("give a place in every row of a play, or in none"), "place", rows[i])
        for i, place in enumerate(given)
        if place is None
    ]
    if not problems and check_ranking:
        problems += _check_places(results, rows, lowest_wins)
    return problems


def clean_results(
    club: Club,
    entries: Sequence[Mapping[str, Any]],
    *,
    lowest_wins: bool,
    rows: Sequence[int] | None = None,
    players: PlayersByKey | None = None,
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
    rows = list(rows) if rows is not None else list(range(1, len(entries) + 1))
    refused = _count_problem(entries)
    if refused is not None:
        return [], [refused]
    if players is None:
        players = players_by(club, [e.get("player") for e in entries])
    so_far = _RowsSoFar(club, players)
    cleaned: list[CleanResult] = []
    given_places: list[int | None] = []
    problems: list[Problem] = []
    for position, (entry, row) in enumerate(zip(entries, rows, strict=True)):
        result, place, more = _clean_row(entry, position, row, so_far)
        problems += more
        given_places.append(place)
        if result is not None:
            cleaned.append(result)
    if problems:
        return [], problems
    problems = _settle_places(
        cleaned, given_places, rows, lowest_wins=lowest_wins, check_ranking=winners is None
    )
    if problems:
        return [], problems
    for result in cleaned:
        result.is_winner = result.seat in winners if winners is not None else result.place == 1
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
