"""The club's people (owners only): who is in it with which role, the invitation links,
and joining a club from a link (anyone signed in who holds one)."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from companion.accounts.resets import reset_link_create
from companion.club.errors import ClubError, InvalidInput
from companion.club.membership import (
    DAYS_CHOICES,
    DEFAULT_DAYS,
    invitation_accept,
    invitation_by_token,
    invitation_create,
    invitation_revoke,
    open_invitations,
    people_of,
    person_remove,
    person_set_role,
)
from companion.club.models import Player, Role
from companion.club.players import player_link_account
from companion.club.selectors import Access
from companion.club.views.base import club_page, done, render_region
from companion.tables.errors import TableError
from companion.web.links import absolute

USES_CHOICES = ("1", "5", "20", "")  # "": anyone, until the link expires


def _said(exc: TableError) -> str:
    """A refusal as the page says it: beside the form, without the field's key."""
    if isinstance(exc, InvalidInput):
        return exc.problems[0].message
    return exc.message


@club_page()
@require_safe
def people(request: HttpRequest, access: Access) -> HttpResponse:
    access.require_owner()
    return _people_page(request, access)


def _people_page(
    request: HttpRequest, access: Access, *, status: int = 200, **extra: Any
) -> HttpResponse:
    context = {
        "access": access,
        "club": access.club,
        "people": people_of(access.club),
        "players": Player.objects.filter(club=access.club).order_by("name"),
        "invitations": open_invitations(access.club),
        "roles": Role.choices,
        "days_choices": DAYS_CHOICES,
        "default_days": DEFAULT_DAYS,
        "uses_choices": USES_CHOICES,
        "error": None,
        "notice": None,
        **extra,
    }
    return render_region(request, "club/people.html", "people", context, status=status)


@club_page()
@require_POST
def invite(request: HttpRequest, access: Access) -> HttpResponse:
    access.require_owner()
    try:
        made = invitation_create(
            access=access,
            by=request.user,
            role=request.POST.get("role"),
            days=request.POST.get("days", DEFAULT_DAYS),
            uses=request.POST.get("uses") or None,
        )
    except ClubError as exc:
        return _people_page(request, access, error=_said(exc), status=exc.status)
    link = absolute(request, reverse("club:join", args=[made.token]))
    return _people_page(request, access, new_link=link, new_role=made.invitation.role)


@club_page()
@require_POST
def revoke(request: HttpRequest, access: Access, invitation_id: int) -> HttpResponse:
    invitation_revoke(access=access, invitation_id=invitation_id)
    return _people_page(request, access, notice=gettext("The invitation is withdrawn."))


@club_page()
@require_POST
def set_role(request: HttpRequest, access: Access, user_id: int) -> HttpResponse:
    try:
        membership = person_set_role(access=access, user_id=user_id, role=request.POST.get("role"))
    except ClubError as exc:
        return _people_page(request, access, error=_said(exc), status=exc.status)
    notice = gettext("%(name)s is now %(role)s.") % {
        "name": membership.user.get_username(),
        "role": Role(membership.role).label,
    }
    return _people_page(request, access, notice=notice)


@club_page()
@require_POST
def remove(request: HttpRequest, access: Access, user_id: int) -> HttpResponse:
    try:
        person_remove(access=access, user_id=user_id)
    except ClubError as exc:
        return _people_page(request, access, error=_said(exc), status=exc.status)
    return _people_page(request, access, notice=gettext("They are no longer in the club."))


@require_http_methods(["GET", "HEAD", "POST"])
def join(request: HttpRequest, token: str) -> HttpResponse:
    """What an invitation link opens: whose club, as what; a button to join (signed in),
    or the way to sign in or make an account first and come back here."""
    try:
        invitation = invitation_by_token(token)
    except TableError as exc:
        return render(request, "club/error.html", {"message": exc.message}, status=exc.status)
    context = {"invitation": invitation, "club": invitation.club, "error": None}
    if request.method != "POST":
        return render(request, "club/join.html", context)
    try:
        invitation_accept(token=token, user=request.user)
    except TableError as exc:
        return render(request, "club/join.html", {**context, "error": exc.message},
                      status=exc.status)  # fmt: skip
    return done(request, reverse("club:home", args=[invitation.club.slug]))


@club_page()
@require_POST
def person_player(request: HttpRequest, access: Access, user_id: int) -> HttpResponse:
    """Link a person of the club to the club's player they play as (or unlink them)."""
    # Refused first, as every owner's page: a refusal must not show the people page.
    access.require_owner()
    try:
        membership = player_link_account(
            access=access, user_id=user_id, player=request.POST.get("player") or None
        )
    except TableError as exc:
        return _people_page(request, access, error=_said(exc), status=exc.status)
    player = Player.objects.filter(club=access.club, user_id=membership.user_id).first()
    name = membership.user.get_username()
    if player is None:
        notice = gettext("%(name)s plays as no player now.") % {"name": name}
    else:
        notice = gettext("%(name)s plays as %(player)s.") % {"name": name, "player": player.name}
    return _people_page(request, access, notice=notice)


@club_page()
@require_POST
def person_reset(request: HttpRequest, access: Access, user_id: int) -> HttpResponse:
    """An owner's one-time password link for a person of the club, shown once."""
    access.require_owner()
    try:
        made = reset_link_create(access=access, by=request.user, user_id=user_id)
    except TableError as exc:
        return _people_page(request, access, error=_said(exc), status=exc.status)
    return _people_page(
        request,
        access,
        reset_link=absolute(request, made.path),
        reset_for=made.username,
        reset_until=made.expires_at,
    )
