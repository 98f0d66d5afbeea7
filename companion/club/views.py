"""Club history pages: phone first, HTMX for the region that changes, every page also
a full page load. Anyone may read a public club; organisers (Django auth) change it."""

from __future__ import annotations

from functools import wraps
from typing import Any

from django.contrib.auth.views import redirect_to_login
from django.core.paginator import Page, Paginator
from django.http import HttpRequest, HttpResponse, JsonResponse, StreamingHttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import (
    require_http_methods,
    require_POST,
    require_safe,
)
from django.views.decorators.vary import vary_on_headers

from companion import ratelimit
from companion.club import charts, exports, selectors, services
from companion.club.errors import InvalidInput, NotAllowed, Problem
from companion.club.models import Play, Player
from companion.club.selectors import Access
from companion.tables.errors import RateLimited, TableError
from companion.tables.models import Seat, Table
from companion.web.access import host_cookie, seat_cookie

PER_PAGE = 25
FORM_ROWS = 6
MAX_FORM_ROWS = services.MAX_RESULTS


def paginate(request: HttpRequest, items: Any, per_page: int = PER_PAGE) -> Page:
    return Paginator(items, per_page).get_page(request.GET.get("page"))


def _login(request: HttpRequest) -> HttpResponse:
    return redirect_to_login(request.get_full_path(), login_url=reverse("club:login"))


def club_page(*, write: bool = False):
    """Resolve the club (and, with ``write``, require one of its organisers); render
    any refusal as the app's error page (a sign-in page for a visitor who is not)."""

    def decorator(view):
        @wraps(view)
        def wrapper(request: HttpRequest, slug: str, *args: Any, **kwargs: Any) -> HttpResponse:
            try:
                access = selectors.club_access(slug, request.user)
                if write:
                    access.require_organiser()
                return view(request, access, *args, **kwargs)
            except TableError as exc:
                if isinstance(exc, NotAllowed) and not request.user.is_authenticated:
                    return _login(request)
                response = _render(
                    request, "club/error.html", "error", {"message": exc.message}, status=exc.status
                )
                if isinstance(exc, RateLimited):
                    response["Retry-After"] = str(exc.retry_after)
                return response

        return vary_on_headers("HX-Request")(wrapper)

    return decorator


def _render(request: HttpRequest, template: str, partial: str, context: dict, **kw) -> HttpResponse:
    name = f"{template}#{partial}" if getattr(request, "htmx", False) else template
    return render(request, name, context, **kw)


def _done(request: HttpRequest, url: str) -> HttpResponse:
    if getattr(request, "htmx", False):
        return HttpResponse(status=204, headers={"HX-Redirect": url})
    return redirect(url)


def _game_filter(request: HttpRequest) -> tuple[str, str | None]:
    """The ``?game=`` filter, and why it was refused (then the page shows every game).

    A game no club played simply matches nothing; only text the database cannot take
    (NUL, control characters) is refused."""
    game = request.GET.get("game") or ""
    problem = services.text_problem(game)
    if problem:
        return "", Problem(problem, "game").text()
    return game, None


# -- reading ------------------------------------------------------------------------------


@require_safe
def club_list(request: HttpRequest) -> HttpResponse:
    clubs = paginate(request, selectors.visible_clubs(request.user))
    return _render(request, "club/list.html", "clubs", {"clubs": clubs})


@club_page()
@require_safe
def home(request: HttpRequest, access: Access) -> HttpResponse:
    club = access.club
    game, filter_error = _game_filter(request)
    board = paginate(request, selectors.leaderboard(club, game or None))
    context = {
        "access": access,
        "club": club,
        "game": game,
        "games": selectors.games_played(club),
        "board": board,
        "recent": selectors.plays_of(club)[:5],
        "filter_error": filter_error,
    }
    status = 400 if filter_error else 200
    return _render(request, "club/home.html", "board", context, status=status)


@club_page()
@require_http_methods(["GET", "HEAD", "POST"])
def players(request: HttpRequest, access: Access) -> HttpResponse:
    club = access.club
    error = None
    status = 200
    if request.method == "POST":
        access.require_organiser()
        try:
            services.player_create(club=club, name=request.POST.get("name", ""))
        except InvalidInput as exc:
            error, status = exc.message, exc.status
    page = paginate(request, club.players.order_by("name"))
    context = {"access": access, "club": club, "players": page, "error": error}
    return _render(request, "club/players.html", "players", context, status=status)


def _rating_chart(player: Player, game: str, series: list[dict]) -> Any:
    scope = game or gettext("every game")
    if series:
        first, last = series[0], series[-1]
        desc = gettext(
            "%(name)s's rating in %(scope)s over %(count)s plays: from %(first).1f to "
            "%(last).1f, lowest %(low).1f, highest %(high).1f."
        ) % {
            "name": player.name,
            "scope": scope,
            "count": len(series),
            "first": first["rating"],
            "last": last["rating"],
            "low": min(p["rating"] for p in series),
            "high": max(p["rating"] for p in series),
        }
        labels = (f"{first['played_at']:%Y-%m-%d}", f"{last['played_at']:%Y-%m-%d}")
    else:
        desc = gettext("%(name)s has no rated play in %(scope)s yet.") % {
            "name": player.name,
            "scope": scope,
        }
        labels = ("", "")
    return charts.line_chart(
        "rating",
        [p["rating"] for p in series],
        title=gettext("%(name)s: rating over time (%(scope)s)")
        % {"name": player.name, "scope": scope},
        desc=desc,
        first=labels[0],
        last=labels[1],
    )


@club_page()
@require_safe
def player_page(request: HttpRequest, access: Access, player_id: int) -> HttpResponse:
    club = access.club
    player = selectors.player_in(club, player_id)
    stats = selectors.player_game_stats(player)
    game, filter_error = _game_filter(request)
    series = selectors.rating_series(player, game or None)
    history = paginate(request, selectors.player_history(player))
    context = {
        "access": access,
        "club": club,
        "player": player,
        "total": stats[0],
        "stats": stats[1:],
        "game": game,
        "series": series[-20:][::-1],
        "chart": _rating_chart(player, game, series),
        "history": history,
        "filter_error": filter_error,
    }
    target = request.headers.get("HX-Target", "")
    # A refused filter shows in the chart's region: that is where its form is.
    partial = "chart" if target == "chart" or filter_error else "history"
    status = 400 if filter_error else 200
    return _render(request, "club/player.html", partial, context, status=status)


@club_page()
@require_safe
def game_page(request: HttpRequest, access: Access, game: str) -> HttpResponse:
    club = access.club
    stats = selectors.game_stats(club, game)
    board = selectors.leaderboard(club, game)[:10]
    hist_bars = [(f"{b['low']:g}", b["count"]) for b in stats.histogram]
    hist = charts.bar_chart(
        "scores",
        hist_bars,
        title=gettext("%(game)s: score distribution") % {"game": game},
        desc="; ".join(
            gettext("%(count)s score(s) from %(low)s to under %(high)s")
            % {"count": b["count"], "low": f"{b['low']:g}", "high": f"{b['high']:g}"}
            for b in stats.histogram
        )
        or gettext("no scores yet"),
    )
    seats = charts.bar_chart(
        "seats",
        [(gettext("seat %(n)s") % {"n": r["seat"] + 1}, r["win_rate"]) for r in stats.seat_rows],
        title=gettext("%(game)s: win rate by seat order") % {"game": game},
        desc="; ".join(
            gettext("seat %(n)s won %(wins)s of %(plays)s (%(rate)s)")
            % {
                "n": r["seat"] + 1,
                "wins": r["wins"],
                "plays": r["plays"],
                "rate": f"{r['win_rate']:.0%}",
            }
            for r in stats.seat_rows
        )
        or gettext("no plays yet"),
        percent=True,
    )
    context = {
        "access": access,
        "club": club,
        "game": game,
        "stats": stats,
        "board": board,
        "hist": hist,
        "seats_chart": seats,
        "avg_minutes": None if stats.avg_duration is None else stats.avg_duration / 60,
    }
    return _render(request, "club/game.html", "stats", context)


@club_page()
@require_safe
def plays(request: HttpRequest, access: Access) -> HttpResponse:
    club = access.club
    game, filter_error = _game_filter(request)
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
    return _render(request, "club/plays.html", "plays", context, status=status)


@club_page()
@require_safe
def play_page(request: HttpRequest, access: Access, play_id: int) -> HttpResponse:
    play = selectors.play_in(access.club, play_id)
    results = sorted(play.results.select_related("player"), key=lambda r: (r.place, r.seat))
    context = {"access": access, "club": access.club, "play": play, "results": results}
    return _render(request, "club/play.html", "play", context)


@club_page()
@require_safe
def export_json(request: HttpRequest, access: Access) -> HttpResponse:
    response = JsonResponse(exports.export_json(access.club), json_dumps_params={"indent": 1})
    response["Content-Disposition"] = f'attachment; filename="{access.club.slug}.json"'
    return response


@club_page()
@require_safe
def export_csv(request: HttpRequest, access: Access) -> StreamingHttpResponse:
    response = StreamingHttpResponse(exports.export_csv(access.club), content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="{access.club.slug}-plays.csv"'
    return response


# -- writing ------------------------------------------------------------------------------


def _whole(value: Any) -> int | None:
    """A form's whole number (ASCII digits only: int() takes other scripts' digits too,
    and thousands of them raise)."""
    text = (value or "").strip() if isinstance(value, str) else ""
    if not text or len(text) > 18 or not (text.isascii() and text.isdigit()):
        return None
    return int(text)


def _row_count(post: Any) -> int:
    count = _whole(post.get("rows"))
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
        player_id = _whole(player)
        entries.append(
            {
                # The select sends a player's id; anything else is looked up as a name,
                # and refused by name if it is not one.
                "player": player_id if player_id is not None else (player or None),
                "score": score,
                "place": place,
                "seat": len(entries),
            }
        )
        rows.append(i + 1)
    return entries, rows


def _play_data(post: Any) -> tuple[dict[str, Any], list[int], list[Problem]]:
    entries, rows = _form_rows(post, _row_count(post))
    problems = []
    minutes = (post.get("duration_minutes") or "").strip()
    duration = None
    if minutes:
        number = services.parse_number(minutes)
        if number is None or not 0 <= number <= services.MAX_DURATION / 60:
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
            }
            for i in range(_row_count(post))
        ],
    }


def _values_from_play(play: Play) -> dict[str, Any]:
    return {
        "game": play.game,
        "played_at": play.played_at.strftime("%Y-%m-%dT%H:%M"),
        "duration_minutes": ""
        if play.duration_seconds is None
        else f"{play.duration_seconds / 60:g}",
        "lowest_wins": play.lowest_wins,
        "notes": play.notes,
        "rows": [
            {"player": str(r.player_id or ""), "score": f"{r.score:g}", "place": str(r.place)}
            for r in play.results.order_by("seat")
        ],
    }


def _play_form(request: HttpRequest, access: Access, play: Play | None) -> HttpResponse:
    if request.method == "POST":
        data, rows, problems = _play_data(request.POST)
        if not problems:
            try:
                if play is None:
                    play = services.play_record_manual(
                        club=access.club, data=data, user=request.user, rows=rows
                    )
                else:
                    play = services.play_update(play=play, data=data, rows=rows)
            except InvalidInput as exc:
                problems = exc.problems
        if not problems:
            assert play is not None
            return _done(request, reverse("club:play", args=[access.club.slug, play.pk]))
        context = _form_context(access, _values_from_post(request.POST), problems, play)
        return _render(request, "club/play_form.html", "form", context, status=400)
    values = _values_from_play(play) if play else {"game": _game_filter(request)[0]}
    return _render(request, "club/play_form.html", "form", _form_context(access, values, [], play))


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
    services.play_delete(play=selectors.play_in(access.club, play_id))
    return _done(request, reverse("club:plays", args=[access.club.slug]))


def _linkable(request: HttpRequest, access: Access, table: Table) -> bool:
    """Refuse a table this club's organiser may not link; True when this phone is the
    table's host (which lets a table without a club join this one)."""
    owner = services.table_owner_id(table)
    if owner is not None and owner != access.club.pk:
        raise services.another_club()
    by_host = services.holds_host_role(
        table,
        [
            request.COOKIES.get(host_cookie(table.code)),
            request.COOKIES.get(seat_cookie(table.code)),
        ],
    )
    if owner is None and not by_host:
        raise NotAllowed(
            gettext(
                "this table has no club yet: only its host can bring it into the club. Open "
                "this page on the host's phone, signed in as an organiser of %(club)s."
            )
            % {"club": access.club.name}
        )
    return by_host


@club_page(write=True)
@require_safe
def link_find(request: HttpRequest, access: Access) -> HttpResponse:
    """The "link a table" form on the club page asks for a table code."""
    code = (request.GET.get("code") or "").strip()
    if not code:
        return redirect("club:home", slug=access.club.slug)
    table = ratelimit.table_by_code(request, code)
    _linkable(request, access, table)
    return _done(request, reverse("club:link", args=[access.club.slug, table.code]))


@club_page(write=True)
@require_http_methods(["GET", "HEAD", "POST"])
def link_table(request: HttpRequest, access: Access, code: str) -> HttpResponse:
    table = ratelimit.table_by_code(request, code)
    by_host = _linkable(request, access, table)
    error, status = None, 200
    if request.method == "POST":
        seat_index = _whole(request.POST.get("seat"))
        player_id = request.POST.get("player") or ""
        seat = (
            Seat.objects.filter(table=table, index=seat_index).first()
            if seat_index is not None and seat_index <= 255
            else None
        )
        player = None
        if player_id:
            number = _whole(player_id)
            player = (
                Player.objects.filter(club=access.club, pk=number).first()
                if number is not None and number <= services.MAX_ID
                else None
            )
        if seat is None or (player_id and player is None):
            error, status = gettext("choose a seat of this table and a player of the club"), 400
        else:
            try:
                services.seat_link_player(
                    seat=seat, player=player, club=access.club, by_host=by_host
                )
            except TableError as exc:
                error, status = exc.message, exc.status
        table.refresh_from_db()
    context = {
        "access": access,
        "club": access.club,
        "table": table,
        "seats": list(table.seats.select_related("player").order_by("index")),
        "players": list(Player.objects.filter(club=access.club).order_by("name")),
        "play": Play.objects.filter(table=table, club=access.club).first(),
        "error": error,
        "joins_club": table.club_id is None,
    }
    return _render(request, "club/link.html", "seats", context, status=status)


def _read_upload(upload: Any) -> bytes:
    # One byte over the limit is enough for the import to say the file is too large,
    # without reading a huge upload into memory.
    return upload.read(exports.MAX_CSV_BYTES + 1)


@club_page(write=True)
@require_http_methods(["GET", "HEAD", "POST"])
def import_page(request: HttpRequest, access: Access) -> HttpResponse:
    report, status = None, 200
    if request.method == "POST":
        upload = request.FILES.get("file")
        dry_run = request.POST.get("dry_run") == "on"
        if upload is None:
            message = gettext("choose a CSV file")
            report = {
                "ok": False,
                "dry_run": dry_run,
                "errors": [{"field": "file", "message": message, "text": message}],
            }
            status = 400
        else:
            try:
                report = exports.import_csv(access.club, _read_upload(upload), dry_run=dry_run)
            except InvalidInput as exc:
                report = {
                    "ok": False,
                    "dry_run": dry_run,
                    "errors": exc.extra["errors"],
                    "imported": 0,
                }
                status = 400
    context = {
        "access": access,
        "club": access.club,
        "report": report,
        "columns": exports.CSV_COLUMNS,
        "optional": exports.CSV_OPTIONAL,
    }
    return _render(request, "club/import.html", "report", context, status=status)
