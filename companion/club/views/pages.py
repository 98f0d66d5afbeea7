"""The club's reading pages: the club list, the leaderboard, the players (where
organisers add players and confirm or merge the guests phones added at club tables),
a player's history and rating chart, a game's statistics."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.formats import number_format
from django.utils.translation import gettext, ngettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from companion.club import charts, selectors
from companion.club.errors import ClubError, InvalidInput
from companion.club.models import Player
from companion.club.players import player_confirm, player_create, player_forget, player_merge
from companion.club.selectors import Access
from companion.club.views.base import club_page, game_filter, paginate, render_region
from companion.web.templatetags.tortuga import game_name


@require_safe
def club_list(request: HttpRequest) -> HttpResponse:
    clubs = paginate(request, selectors.visible_clubs(request.user))
    return render_region(request, "club/list.html", "clubs", {"clubs": clubs})


@club_page()
@require_safe
def home(request: HttpRequest, access: Access) -> HttpResponse:
    club = access.club
    game, filter_error = game_filter(request)
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
    return render_region(request, "club/home.html", "board", context, status=status)


@club_page()
@require_http_methods(["GET", "HEAD", "POST"])
def players(request: HttpRequest, access: Access) -> HttpResponse:
    if request.method != "POST":
        return _players_page(request, access)
    access.require_organiser()
    try:
        player_create(club=access.club, name=request.POST.get("name", ""))
    except InvalidInput as exc:
        return _players_page(request, access, error=exc.message, status=exc.status)
    return _players_page(request, access)


def _players_page(
    request: HttpRequest, access: Access, *, status: int = 200, whole: bool = False, **extra: Any
) -> HttpResponse:
    club = access.club
    page = paginate(request, club.players.order_by("name"))
    context = {
        "access": access,
        "club": club,
        "players": page,
        # Organisers merge a guest into one of these: every player of the club, by name.
        "everyone": list(club.players.order_by("name").only("pk", "name", "guest"))
        if access.is_organiser and any(p.guest for p in page)
        else [],
        "error": None,
        **extra,
    }
    if whole:
        return render(request, "club/players.html", context, status=status)
    return render_region(request, "club/players.html", "players", context, status=status)


@club_page(write=True)
@require_POST
def player_confirm_page(request: HttpRequest, access: Access, player_id: int) -> HttpResponse:
    player = player_confirm(player=selectors.player_in(access.club, player_id))
    notice = gettext("%(name)s is now a confirmed player.") % {"name": player.name}
    return _players_page(request, access, notice=notice)


@club_page(write=True)
@require_POST
def player_merge_page(request: HttpRequest, access: Access, player_id: int) -> HttpResponse:
    guest = selectors.player_in(access.club, player_id)
    try:
        merged = player_merge(player=guest, into=request.POST.get("into"))
    except ClubError as exc:
        return _players_page(
            request, access, error=exc.message, error_player=guest.pk, status=exc.status
        )
    notice = gettext("%(guest)s is merged into %(name)s: their games are %(name)s's now.") % {
        "guest": guest.name,
        "name": merged.name,
    }
    return _players_page(request, access, notice=notice)


@club_page(write=True)
@require_POST
def player_forget_page(request: HttpRequest, access: Access, player_id: int) -> HttpResponse:
    player = selectors.player_in(access.club, player_id)
    context = {"access": access, "club": access.club, "player": player}
    if request.POST.get("sure") != "on":
        context["forget_error"] = gettext("Tick the box to say you are sure.")
        return render_region(request, "club/player.html", "forget", context, status=400)
    name = player.name
    kept = player_forget(access=access, player=player)
    notice = ngettext(
        "%(name)s is removed. Their %(count)s play stays, as a former player's.",
        "%(name)s is removed. Their %(count)s plays stay, as a former player's.",
        kept,
    ) % {"name": name, "count": kept}
    response = _players_page(request, access, notice=notice, whole=True)
    if getattr(request, "htmx", False):
        # The player's page is gone: the players page takes its place, saying so.
        response["HX-Retarget"] = "#main"
        response["HX-Reswap"] = "outerHTML show:window:top"
        response["HX-Reselect"] = "#main"
        response["HX-Push-Url"] = reverse("club:players", args=[access.club.slug])
    return response


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
    game, filter_error = game_filter(request)
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
    return render_region(request, "club/player.html", partial, context, status=status)


def local_number(value: float) -> str:
    """A score bound as the reader's locale writes it (2,5 in Italian), no trailing .0."""
    return number_format(int(value) if float(value).is_integer() else value)


@club_page()
@require_safe
def game_page(request: HttpRequest, access: Access, game: str) -> HttpResponse:
    club = access.club
    stats = selectors.game_stats(club, game)
    board = selectors.leaderboard(club, game)[:10]
    title = game_name(game)
    hist_bars = [(local_number(b["low"]), b["count"]) for b in stats.histogram]
    hist = charts.bar_chart(
        "scores",
        hist_bars,
        title=gettext("%(game)s: score distribution") % {"game": title},
        desc="; ".join(
            ngettext(
                "%(count)s score from %(low)s to under %(high)s",
                "%(count)s scores from %(low)s to under %(high)s",
                b["count"],
            )
            % {"count": b["count"], "low": local_number(b["low"]), "high": local_number(b["high"])}
            for b in stats.histogram
        )
        or gettext("no scores yet"),
    )
    seats = charts.bar_chart(
        "seats",
        [(gettext("seat %(n)s") % {"n": r["seat"] + 1}, r["win_rate"]) for r in stats.seat_rows],
        title=gettext("%(game)s: win rate by seat order") % {"game": title},
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
    return render_region(request, "club/game.html", "stats", context)
