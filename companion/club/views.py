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
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django.views.decorators.vary import vary_on_headers

from companion.club import charts, exports, selectors, services
from companion.club.errors import InvalidInput, NotAllowed, Problem
from companion.club.models import Play, Player
from companion.club.selectors import Access
from companion.tables.errors import TableError
from companion.tables.models import Seat, Table

PER_PAGE = 25
FORM_ROWS = 6


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
                return _render(
                    request, "club/error.html", "error", {"message": exc.message}, status=exc.status
                )

        return vary_on_headers("HX-Request")(wrapper)

    return decorator


def _render(request: HttpRequest, template: str, partial: str, context: dict, **kw) -> HttpResponse:
    name = f"{template}#{partial}" if getattr(request, "htmx", False) else template
    return render(request, name, context, **kw)


def _done(request: HttpRequest, url: str) -> HttpResponse:
    if getattr(request, "htmx", False):
        return HttpResponse(status=204, headers={"HX-Redirect": url})
    return redirect(url)


# -- reading ------------------------------------------------------------------------------


def club_list(request: HttpRequest) -> HttpResponse:
    clubs = paginate(request, selectors.visible_clubs(request.user))
    return _render(request, "club/list.html", "clubs", {"clubs": clubs})


@club_page()
def home(request: HttpRequest, access: Access) -> HttpResponse:
    club = access.club
    game = request.GET.get("game") or ""
    board = paginate(request, selectors.leaderboard(club, game or None))
    context = {
        "access": access,
        "club": club,
        "game": game,
        "games": selectors.games_played(club),
        "board": board,
        "recent": selectors.plays_of(club)[:5],
    }
    return _render(request, "club/home.html", "board", context)


@club_page()
@require_http_methods(["GET", "POST"])
def players(request: HttpRequest, access: Access) -> HttpResponse:
    club = access.club
    error = None
    status = 200
    if request.method == "POST":
        access.require_organiser()
        try:
            services.player_create(club=club, name=request.POST.get("name", ""))
        except InvalidInput as exc:
            error, status = exc.message, 400
    page = paginate(request, club.players.order_by("name"))
    context = {"access": access, "club": club, "players": page, "error": error}
    return _render(request, "club/players.html", "players", context, status=status)


@club_page()
def player_page(request: HttpRequest, access: Access, player_id: int) -> HttpResponse:
    club = access.club
    player = selectors.player_in(club, player_id)
    stats = selectors.player_game_stats(player)
    game = request.GET.get("game") or ""
    series = selectors.rating_series(player, game or None)
    scope = game or "every game"
    if series:
        first, last = series[0], series[-1]
        desc = (
            f"{player.name}'s rating in {scope} over {len(series)} plays: from "
            f"{first['rating']:.1f} to {last['rating']:.1f}, lowest "
            f"{min(p['rating'] for p in series):.1f}, highest {max(p['rating'] for p in series):.1f}."
        )
        labels = (f"{first['played_at']:%Y-%m-%d}", f"{last['played_at']:%Y-%m-%d}")
    else:
        desc, labels = f"{player.name} has no rated play in {scope} yet.", ("", "")
    chart = charts.line_chart(
        "rating",
        [p["rating"] for p in series],
        title=f"{player.name}: rating over time ({scope})",
        desc=desc,
        first=labels[0],
        last=labels[1],
    )
    history = paginate(request, selectors.player_history(player))
    context = {
        "access": access,
        "club": club,
        "player": player,
        "total": stats[0],
        "stats": stats[1:],
        "game": game,
        "series": series[-20:][::-1],
        "chart": chart,
        "history": history,
    }
    target = request.headers.get("HX-Target", "")
    return _render(
        request, "club/player.html", "chart" if target == "chart" else "history", context
    )


@club_page()
def game_page(request: HttpRequest, access: Access, game: str) -> HttpResponse:
    club = access.club
    stats = selectors.game_stats(club, game)
    board = selectors.leaderboard(club, game)[:10]
    hist_bars = [(f"{b['low']:g}", b["count"]) for b in stats.histogram]
    hist = charts.bar_chart(
        "scores",
        hist_bars,
        title=f"{game}: score distribution",
        desc="; ".join(
            f"{b['count']} score(s) from {b['low']:g} to under {b['high']:g}"
            for b in stats.histogram
        )
        or "no scores yet",
    )
    seats = charts.bar_chart(
        "seats",
        [(f"seat {r['seat'] + 1}", r["win_rate"]) for r in stats.seat_rows],
        title=f"{game}: win rate by seat order",
        desc="; ".join(
            f"seat {r['seat'] + 1} won {r['wins']} of {r['plays']} ({r['win_rate']:.0%})"
            for r in stats.seat_rows
        )
        or "no plays yet",
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
def plays(request: HttpRequest, access: Access) -> HttpResponse:
    club = access.club
    game = request.GET.get("game") or ""
    page = paginate(request, selectors.plays_of(club, game=game or None))
    context = {
        "access": access,
        "club": club,
        "plays": page,
        "game": game,
        "games": selectors.games_played(club),
    }
    return _render(request, "club/plays.html", "plays", context)


@club_page()
def play_page(request: HttpRequest, access: Access, play_id: int) -> HttpResponse:
    play = selectors.play_in(access.club, play_id)
    results = sorted(play.results.select_related("player"), key=lambda r: (r.place, r.seat))
    context = {"access": access, "club": access.club, "play": play, "results": results}
    return _render(request, "club/play.html", "play", context)


@club_page()
def export_json(request: HttpRequest, access: Access) -> HttpResponse:
    response = JsonResponse(exports.export_json(access.club), json_dumps_params={"indent": 1})
    response["Content-Disposition"] = f'attachment; filename="{access.club.slug}.json"'
    return response


@club_page()
def export_csv(request: HttpRequest, access: Access) -> HttpResponse:
    response = StreamingHttpResponse(exports.export_csv(access.club), content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="{access.club.slug}-plays.csv"'
    return response


# -- writing ------------------------------------------------------------------------------


def _form_rows(post: Any, count: int) -> tuple[list[dict], list[int]]:
    entries, rows = [], []
    for i in range(count):
        player = (post.get(f"player_{i}") or "").strip()
        score = (post.get(f"score_{i}") or "").strip()
        place = (post.get(f"place_{i}") or "").strip()
        if not (player or score or place):
            continue
        entries.append(
            {
                "player": int(player) if player.isdigit() else (player or None),
                "score": score,
                "place": place,
                "seat": len(entries),
            }
        )
        rows.append(i + 1)
    return entries, rows


def _play_data(post: Any) -> tuple[dict[str, Any], list[int], list[Problem]]:
    count = min(int(post.get("rows", FORM_ROWS) or FORM_ROWS), 24)
    entries, rows = _form_rows(post, count)
    problems = []
    minutes = (post.get("duration_minutes") or "").strip()
    duration = None
    if minutes:
        number = services.parse_number(minutes)
        if number is None or number < 0:
            problems.append(Problem("must be a number of minutes", "duration_minutes"))
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
    count = min(int(post.get("rows", FORM_ROWS) or FORM_ROWS), 24)
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
            for i in range(count)
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
    if not request.user.is_authenticated:
        return _login(request)
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
            return _done(request, reverse("club:play", args=[access.club.slug, play.pk]))
        context = _form_context(access, _values_from_post(request.POST), problems, play)
        return _render(request, "club/play_form.html", "form", context, status=400)
    values = _values_from_play(play) if play else {"game": request.GET.get("game", "")}
    return _render(request, "club/play_form.html", "form", _form_context(access, values, [], play))


@club_page(write=True)
@require_http_methods(["GET", "POST"])
def play_new(request: HttpRequest, access: Access) -> HttpResponse:
    return _play_form(request, access, None)


@club_page(write=True)
@require_http_methods(["GET", "POST"])
def play_edit(request: HttpRequest, access: Access, play_id: int) -> HttpResponse:
    return _play_form(request, access, selectors.play_in(access.club, play_id))


@club_page(write=True)
@require_POST
def play_delete(request: HttpRequest, access: Access, play_id: int) -> HttpResponse:
    services.play_delete(play=selectors.play_in(access.club, play_id))
    return _done(request, reverse("club:plays", args=[access.club.slug]))


@club_page(write=True)
@require_GET
def link_find(request: HttpRequest, access: Access) -> HttpResponse:
    """The "link a table" form on the club page asks for a table code."""
    code = (request.GET.get("code") or "").strip().upper()
    if not code:
        return redirect("club:home", slug=access.club.slug)
    return _done(request, reverse("club:link", args=[access.club.slug, code]))


@club_page(write=True)
@require_http_methods(["GET", "POST"])
def link_table(request: HttpRequest, access: Access, code: str) -> HttpResponse:
    table = Table.objects.filter(code=code.upper()).first()
    if table is None:
        message = f"there is no table {code!r}"
        return _render(request, "club/error.html", "error", {"message": message}, status=404)
    error, status = None, 200
    if request.method == "POST":
        try:
            seat = Seat.objects.get(table=table, index=int(request.POST.get("seat", "-1")))
            player_id = request.POST.get("player") or ""
            player = selectors.player_in(access.club, int(player_id)) if player_id else None
            services.seat_link_player(seat=seat, player=player)
        except (Seat.DoesNotExist, ValueError):
            error, status = "choose a seat of this table and a player of the club", 400
        except TableError as exc:
            error, status = exc.message, exc.status
        table.refresh_from_db()
    context = {
        "access": access,
        "club": access.club,
        "table": table,
        "seats": list(table.seats.select_related("player").order_by("index")),
        "players": list(Player.objects.filter(club=access.club).order_by("name")),
        "play": Play.objects.filter(table=table).first(),
        "error": error,
        "other_club": table.club_id not in (None, access.club.pk),
    }
    return _render(request, "club/link.html", "seats", context, status=status)


@club_page(write=True)
@require_http_methods(["GET", "POST"])
def import_page(request: HttpRequest, access: Access) -> HttpResponse:
    report, status = None, 200
    if request.method == "POST":
        upload = request.FILES.get("file")
        dry_run = request.POST.get("dry_run") == "on"
        if upload is None:
            report = {"ok": False, "dry_run": dry_run, "errors": [{"text": "choose a CSV file"}]}
            status = 400
        else:
            try:
                report = exports.import_csv(access.club, upload.read(), dry_run=dry_run)
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
