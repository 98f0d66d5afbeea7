"""Linking a table's seats to the club's players (which may bring a table into the club)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_safe

from companion import ratelimit
from companion.club.cleaning import MAX_ID
from companion.club.errors import NotAllowed
from companion.club.models import Play, Player
from companion.club.permissions import another_club, holds_host_role, table_owner_id
from companion.club.players import seat_link_player
from companion.club.selectors import Access
from companion.club.views.base import club_page, done, form_whole, render_region
from companion.tables.errors import TableError
from companion.tables.models import Seat, Table
from companion.web.access import host_cookie, seat_cookie


def _linkable(request: HttpRequest, access: Access, table: Table) -> bool:
    """Refuse a table this club's organiser may not link; True when this phone is the
    table's host (which lets a table without a club join this one)."""
    owner = table_owner_id(table)
    if owner is not None and owner != access.club.pk:
        raise another_club()
    by_host = holds_host_role(
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
    return done(request, reverse("club:link", args=[access.club.slug, table.code]))


@club_page(write=True)
@require_http_methods(["GET", "HEAD", "POST"])
def link_table(request: HttpRequest, access: Access, code: str) -> HttpResponse:
    table = ratelimit.table_by_code(request, code)
    by_host = _linkable(request, access, table)
    error, status = None, 200
    if request.method == "POST":
        seat_index = form_whole(request.POST.get("seat"))
        player_id = request.POST.get("player") or ""
        seat = (
            Seat.objects.filter(table=table, index=seat_index).first()
            if seat_index is not None and seat_index <= 255
            else None
        )
        player = None
        if player_id:
            number = form_whole(player_id)
            player = (
                Player.objects.filter(club=access.club, pk=number).first()
                if number is not None and number <= MAX_ID
                else None
            )
        if seat is None or (player_id and player is None):
            error, status = gettext("choose a seat of this table and a player of the club"), 400
        else:
            try:
                seat_link_player(seat=seat, player=player, club=access.club, by_host=by_host)
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
    return render_region(request, "club/link.html", "seats", context, status=status)
