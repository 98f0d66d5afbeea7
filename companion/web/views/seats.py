"""Seat and host pages: join, take a seat, the host's page (free, reassign, hand over the
host role, the recovery link), a reassigned seat's one-time link, host recovery.

Every write is a POST; a link that changes something (a one-time seat link, the
recovery link) first shows a page with a button, so a link preview or a prefetch
never takes a seat or the host role.
"""

from __future__ import annotations

from typing import Any

import segno
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from companion import language, ratelimit
from companion.club import joining
from companion.club.errors import ClubError
from companion.tables import seating
from companion.tables.errors import NotAllowed, TableError
from companion.tables.languages import table_set_languages
from companion.tables.models import Seat, Table
from companion.web import confirm
from companion.web.access import (
    HtmxHttpRequest,
    caller_for_request,
    forget,
    fresh_recovery_cookie,
    host_cookie,
    remember,
    seat_cookie,
)
from companion.web.links import absolute
from companion.web.views.pages import table_page


def _go(request: HtmxHttpRequest, url: str) -> HttpResponse:
    if request.htmx:
        return HttpResponse(status=204, headers={"HX-Redirect": url})
    return redirect(url)


def _join_context(request: HtmxHttpRequest, table: Table, **extra: Any) -> dict[str, Any]:
    seats = list(table.seats.all())
    return {
        "table": table,
        "seats": seats,
        "all_taken": all(s.claimed_at is not None for s in seats),
        "caller": caller_for_request(request, table),
        # A club table: the phone says who sits there (names only), for the club's history.
        "players": joining.players_to_offer(table),
        "is_club_table": bool(table.club_id),
        "new_choice": joining.NEW,
        **extra,
    }


@never_cache
@require_GET
@table_page
def join(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    return render(request, "tables/join.html", _join_context(request, table))


@require_POST
@table_page
def claim(request: HtmxHttpRequest, table: Table, index: int) -> HttpResponse:
    caller = caller_for_request(request, table)
    if caller.seat is not None and caller.seat.index == index:
        return _go(request, reverse("web:seat", args=[table.code]))
    ratelimit.check(request, ratelimit.CLAIM)
    try:
        player, new_player = _choice(request)
        taken = joining.claim_seat_as(
            table=table, index=index, caller=caller, player=player, new_player=new_player
        )
    except TableError as exc:
        if exc.status == 403:
            raise
        context = _join_context(
            request, table, error=exc.message, chosen=request.POST, error_seat=index
        )
        return render(request, "tables/join.html", context, status=exc.status)
    response = _go(request, reverse("web:seat", args=[table.code]))
    remember(response, seat_cookie(table.code), taken.token, secure=request.is_secure())
    return response


def _choice(request: HtmxHttpRequest) -> tuple[str, str]:
    """The join form's answer to "who are you": a player's id, or "I'm new here" with a
    name (the name field counts only then, so a name typed and left does not clash)."""
    raw = request.POST.get("player") or ""
    if raw != joining.NEW:
        return raw, ""
    name = (request.POST.get("new_player") or "").strip()
    if not name:
        raise ClubError(_("Write your name to join as a new player."), field="new_player")
    return "", name


# -- the host ---------------------------------------------------------------------------


def _host_context(request: HtmxHttpRequest, table: Table, **extra: Any) -> dict[str, Any]:
    join_url = absolute(request, reverse("web:join", args=[table.code]))
    return {
        "table": table,
        "seats": list(table.seats.all()),
        "join_url": join_url,
        "caller": caller_for_request(request, table),
        **extra,
    }


def host_page(
    request: HtmxHttpRequest, table: Table, status: int = 200, **extra: Any
) -> HttpResponse:
    """The host's page; under HTMX the seats region alone, unless there is more to show
    (a notice, a link to hand out) than a question about a seat."""
    table.refresh_from_db()
    asks_seats = set(extra) == {"ask"} and extra["ask"]["target"] == "seats"
    fragment = request.htmx and (not extra or asks_seats)
    template = "tables/host.html#seats" if fragment else "tables/host.html"
    return render(request, template, _host_context(request, table, **extra), status=status)


@never_cache
@require_GET
@table_page
def host(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    caller = caller_for_request(request, table)
    if not caller.is_host:
        raise NotAllowed(
            _("Only the host can open this page. Lost the host's phone? Open the recovery link.")
        )
    cookie = fresh_recovery_cookie(table.code)
    token = request.COOKIES.get(cookie, "")
    if request.htmx or not seating.is_recovery_token(table, token):
        return host_page(request, table)
    # Right after the table was created: its creator's recovery link, shown once.
    response = host_page(request, table, handout=_recovery_handout(request, table, token))
    forget(response, cookie)
    return response


def _recovery_handout(request: HtmxHttpRequest, table: Table, token: str) -> dict[str, str]:
    link = absolute(request, reverse("web:recover", args=[table.code]) + f"?k={token}")
    return {
        "title": _("Your recovery link"),
        "hint": _(
            "Keep it somewhere safe (send it to yourself). If this phone is lost, open it "
            "on another phone to become the host again. Making a new link ends this one."
        ),
        "link": link,
    }


def _host_action(request: HtmxHttpRequest, table: Table, action, **kwargs: Any) -> HttpResponse:
    """Run a host action; answer with the host page (the seats region under HTMX)."""
    caller = caller_for_request(request, table)
    try:
        done = action(table=table, caller=caller, **kwargs)
    except TableError as exc:
        if exc.status == 403:
            raise
        return host_page(request, table, status=exc.status, error=exc.message)
    return done


@require_POST
@table_page
def release(request: HtmxHttpRequest, table: Table, index: int) -> HttpResponse:
    def free(*, table: Table, caller, index: int) -> HttpResponse:
        if not confirm.is_confirmed(request.POST):
            seat = seating.check_release(table=table, index=index, caller=caller)
            return host_page(request, table, ask=_release_question(request, table, seat))
        seat = seating.seat_release(table=table, index=index, caller=caller)
        if request.htmx:
            # The seats region answers: the seat now shows as free.
            return host_page(request, table)
        message = _("%(name)s's seat is free: the next phone to join takes it.")
        return host_page(request, table, notice=message % {"name": seat.name})

    return _host_action(request, table, free, index=index)


def _release_question(request: HtmxHttpRequest, table: Table, seat: Seat) -> dict[str, Any]:
    text = _(
        "Free %(name)s's seat? Their phone loses the seat and leaves the table; the next "
        "phone to join takes it."
    )
    return confirm.question(
        text=text % {"name": seat.name},
        post=request.POST,
        action=reverse("web:release", args=[table.code, seat.index]),
        back=reverse("web:host", args=[table.code]),
        target="seats",
        yes=_("Yes, free the seat"),
    )


@require_POST
@table_page
def reassign(request: HtmxHttpRequest, table: Table, index: int) -> HttpResponse:
    def new_phone(*, table: Table, caller, index: int) -> HttpResponse:
        given = seating.seat_reassign(table=table, index=index, caller=caller)
        link = absolute(
            request, reverse("web:take_over", args=[table.code, index]) + f"?t={given.token}"
        )
        handout = {
            "title": _("A link for %(name)s's new phone") % {"name": given.seat.name},
            "hint": _("Open it on the new phone (scan or send it). It works once."),
            "link": link,
            "qr": segno.make(link, error="m").svg_inline(scale=4, dark="#000", light="#fff"),
        }
        return host_page(request, table, handout=handout)

    return _host_action(request, table, new_phone, index=index)


@require_POST
@table_page
def hand_over(request: HtmxHttpRequest, table: Table, index: int) -> HttpResponse:
    caller = caller_for_request(request, table)
    try:
        seating.host_hand_over(table=table, index=index, caller=caller)
    except TableError as exc:
        if exc.status == 403:
            raise
        return host_page(request, table, status=exc.status, error=exc.message)
    # This phone is no longer the host (unless it holds that seat): back to the table.
    return _go(request, reverse("web:seat", args=[table.code]))


@require_POST
@table_page
def languages(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    """The host sets the language new phones start in and the table screen's."""

    def save(*, table: Table, caller) -> HttpResponse:
        saved = table_set_languages(
            table=table,
            caller=caller,
            language=request.POST.get("language", ""),
            screen_language=request.POST.get("screen_language", ""),
        )
        # A host's phone that chose no language of its own reads the new one at once.
        language.for_table(request, saved)
        return host_page(request, table, notice=_("The table's languages are saved."))

    return _host_action(request, table, save)


@require_POST
@table_page
def recovery_link(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    def renew(*, table: Table, caller) -> HttpResponse:
        token = seating.recovery_link_renew(table=table, caller=caller)
        return host_page(request, table, handout=_recovery_handout(request, table, token))

    return _host_action(request, table, renew)


@never_cache
@require_http_methods(["GET", "POST"])
@table_page
def take_over(request: HtmxHttpRequest, table: Table, index: int) -> HttpResponse:
    """A reassigned seat's one-time link: a page with a button, then the seat."""
    token = request.POST.get("t") or request.GET.get("t") or ""
    if request.method == "GET":
        seat = table.seats.filter(index=index).first()
        context = {"table": table, "seat": seat, "token": token}
        return render(request, "tables/take_over.html", context)
    ratelimit.check(request, ratelimit.CLAIM)
    taken = seating.seat_take_over(table=table, index=index, token=token)
    response = _go(request, reverse("web:seat", args=[table.code]))
    remember(response, seat_cookie(table.code), taken.token, secure=request.is_secure())
    return response


@never_cache
@require_http_methods(["GET", "POST"])
@table_page
def recover(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    """The creator's recovery link: a page with a button, then the host role."""
    key = request.POST.get("k") or request.GET.get("k") or ""
    if request.method == "GET":
        return render(request, "tables/recover.html", {"table": table, "key": key})
    ratelimit.check(request, ratelimit.CLAIM)
    host_token = seating.host_recover(table=table, recovery_token=key)
    response = _go(request, reverse("web:host", args=[table.code]))
    remember(response, host_cookie(table.code), host_token, secure=request.is_secure())
    return response
