"""The play history pages: the list, one play, and the form that enters, corrects or
deletes a play."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from companion.club import selectors
from companion.club.cleaning import parse_number
from companion.club.errors import InvalidInput, Problem
from companion.club.models import Play, Player
from companion.club.play_input import MAX_DURATION
from companion.club.plays import play_delete as delete_play
from companion.club.plays import play_record_manual, play_update
from companion.club.results import MAX_RESULTS
from companion.club.selectors import Access
from companion.club.views.base import (
    club_page,
    done,
    form_whole,
    game_filter,
    paginate,
    render_region,
)

FORM_ROWS = 6
MAX_FORM_ROWS = MAX_RESULTS


@club_page()
@require_safe
def plays(request: HttpRequest, access: Access) -> HttpResponse:
    club = access.club
    game, filter_error = game_filter(request)
    page = paginate(request, selectors.plays_of(club, game=game or None))
    context = {
        "access": access,
        "club": club,
        "plays": page,
        "game": game,
        "games": selectors.games_played(club),
        "filter_error": filter_error,
    }
    status = 400 if filter_error else 200
    return render_region(request, "club/plays.html", "plays", context, status=status)


@club_page()
@require_safe
def play_page(request: HttpRequest, access: Access, play_id: int) -> HttpResponse:
    play = selectors.play_in(access.club, play_id)
    results = sorted(play.results.select_related("player"), key=lambda r: (r.place, r.seat))
    context = {"access": access, "club": access.club, "play": play, "results": results}
    return render_region(request, "club/play.html", "play", context)


def _row_count(post: Any) -> int:
    count = form_whole(post.get("rows"))
    return FORM_ROWS if count is None else min(max(count, FORM_ROWS), MAX_FORM_ROWS)


def _form_rows(post: Any, count: int) -> tuple[list[dict], list[int]]:
    entries: list[dict[str, Any]] = []
    rows: list[int] = []
    for i in range(count):
        player = (post.get(f"player_{i}") or "").strip()
        score = (post.get(f"score_{i}") or "").strip()
        place = (post.get(f"place_{i}") or "").strip()
        if not (player or score or place):
            continue
        player_id = form_whole(player)
        entry = {
            # The select sends a player's id; anything else is looked up as a name,
            # and refused by name if it is not one.
            "player": player_id if player_id is not None else (player or None),
            "score": score,
            "place": place,
            "seat": len(entries),
        }
        if not player:
            # A seat without a club player keeps what it was: a guest's name, or a
            # former player's seat (the correction form carries them, unseen).
            if post.get(f"former_{i}") == "1":
                entry["former"] = True
            elif post.get(f"name_{i}"):
                entry["name"] = post.get(f"name_{i}")
        entries.append(entry)
        rows.append(i + 1)
    return entries, rows


def _play_data(post: Any) -> tuple[dict[str, Any], list[int], list[Problem]]:
    entries, rows = _form_rows(post, _row_count(post))
    problems = []
    minutes = (post.get("duration_minutes") or "").strip()
    duration = None
    if minutes:
        number = parse_number(minutes)
        if number is None or not 0 <= number <= MAX_DURATION / 60:
            problems.append(
                Problem(gettext("must be a number of minutes, at most a week"), "duration_minutes")
            )
        else:
            duration = int(round(number * 60))
    data = {
        "game": post.get("game", ""),
        "played_at": post.get("played_at") or None,
        "duration_seconds": duration,
        "lowest_wins": post.get("lowest_wins") == "on",
        "notes": post.get("notes", ""),
        "results": entries,
    }
    return data, rows, problems


def _form_context(access: Access, values: dict, problems: list[Problem], play: Play | None):
    count = max(FORM_ROWS, len(values.get("rows", [])))
    by_row: dict[int, dict[str, str]] = {}
    general = []
    for p in problems:
        if p.row is not None:
            by_row.setdefault(p.row, {})[p.field or ""] = p.message
        else:
            general.append(p.text())
    rows = []
    given = values.get("rows", [])
    for i in range(count):
        row = given[i] if i < len(given) else {}
        rows.append({"n": i, "number": i + 1, **row, "errors": by_row.get(i + 1, {})})
    return {
        "access": access,
        "club": access.club,
        "play": play,
        "values": values,
        "rows": rows,
        "row_count": count,
        "problems": problems,
        "general": general,
        "players": list(Player.objects.filter(club=access.club).order_by("name")),
    }


def _values_from_post(post: Any) -> dict[str, Any]:
    return {
        "game": post.get("game", ""),
        "played_at": post.get("played_at", ""),
        "duration_minutes": post.get("duration_minutes", ""),
        "lowest_wins": post.get("lowest_wins") == "on",
        "notes": post.get("notes", ""),
        "rows": [
            {
                "player": post.get(f"player_{i}", ""),
                "score": post.get(f"score_{i}", ""),
                "place": post.get(f"place_{i}", ""),
                "name": post.get(f"name_{i}", ""),
                "former": post.get(f"former_{i}") == "1",
            }
            for i in range(_row_count(post))
        ],
    }


def _values_from_play(play: Play) -> dict[str, Any]:
    return {
        "game": play.game,
        # As the club reads it: the form's time is read back in the club's time zone.
        "played_at": timezone.localtime(play.played_at).strftime("%Y-%m-%dT%H:%M"),
        "duration_minutes": ""
        if play.duration_seconds is None
        else f"{play.duration_seconds / 60:g}",
        "lowest_wins": play.lowest_wins,
        "notes": play.notes,
        "rows": [
            {
                "player": str(r.player_id or ""),
                "score": f"{r.score:g}",
                "place": str(r.place),
                "name": "" if r.player_id else r.name,
                "former": r.former,
            }
            for r in play.results.order_by("seat")
        ],
    }


def _play_form(request: HttpRequest, access: Access, play: Play | None) -> HttpResponse:
    if request.method == "POST":
        data, rows, problems = _play_data(request.POST)
        if not problems:
            try:
                if play is None:
                    play = play_record_manual(
                        club=access.club, data=data, user=request.user, rows=rows
                    )
                else:
                    play = play_update(play=play, data=data, rows=rows)
            except InvalidInput as exc:
                problems = exc.problems
        if not problems:
            assert play is not None
            return done(request, reverse("club:play", args=[access.club.slug, play.pk]))
        context = _form_context(access, _values_from_post(request.POST), problems, play)
        return render_region(request, "club/play_form.html", "form", context, status=400)
    values = _values_from_play(play) if play else {"game": game_filter(request)[0]}
    return render_region(
        request, "club/play_form.html", "form", _form_context(access, values, [], play)
    )


@club_page(write=True)
@require_http_methods(["GET", "HEAD", "POST"])
def play_new(request: HttpRequest, access: Access) -> HttpResponse:
    return _play_form(request, access, None)


@club_page(write=True)
@require_http_methods(["GET", "HEAD", "POST"])
def play_edit(request: HttpRequest, access: Access, play_id: int) -> HttpResponse:
    return _play_form(request, access, selectors.play_in(access.club, play_id))


@club_page(write=True)
@require_POST
def play_delete(request: HttpRequest, access: Access, play_id: int) -> HttpResponse:
    delete_play(play=selectors.play_in(access.club, play_id))
    return done(request, reverse("club:plays", args=[access.club.slug]))
