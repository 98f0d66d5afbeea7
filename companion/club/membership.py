"""Who is in a club: invitations (made, revoked, accepted) and the owners' changes to
people's roles. Owners do all of it; an invitation is accepted by anyone signed in who
holds its link."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone
from django.utils.translation import gettext

from companion.club.cleaning import MAX_ID, parse_int
from companion.club.errors import ClubError, InvalidInput, NotAllowed, NotFound, Problem
from companion.club.models import Club, ClubToken, Invitation, Membership, Player, Role
from companion.club.selectors import Access, row_of_club
from companion.tables.models import hash_token

# How long an invitation may last, in days, and how many people one may let in.
DAYS_CHOICES = (1, 7, 30)
DEFAULT_DAYS = 7
MAX_DAYS = 90
MAX_USES = 1000
# A role outranks those after it: accepting an invitation never lowers a role.
RANK = {Role.OWNER: 3, Role.ORGANISER: 2, Role.MEMBER: 1}


class InvitationClosed(ClubError):
    """The invitation exists but lets nobody in any more."""

    status = 410


@dataclass(frozen=True)
class NewInvitation:
    invitation: Invitation
    token: str  # shown once: only its hash is kept


def _role(raw: Any, field: str = "role") -> str:
    if raw not in Role.values:
        choices = ", ".join(Role.values)
        raise InvalidInput([Problem(gettext("must be one of: %(choices)s") % {"choices": choices},
                                    field)])  # fmt: skip
    return str(raw)


def _bounded(raw: Any, field: str, low: int, high: int) -> int:
    number = parse_int(raw) if not isinstance(raw, bool) else None
    if number is None or not low <= number <= high:
        message = gettext("must be a whole number from %(low)s to %(high)s")
        raise InvalidInput([Problem(message % {"low": low, "high": high}, field)])
    return number


def invitation_create(*, access: Access, by: Any, role: Any, days: Any = DEFAULT_DAYS,
                      uses: Any = 1) -> NewInvitation:  # fmt: skip
    """An owner's new invitation to ``access.club`` as ``role``, for ``days`` days and
    ``uses`` people (None: as many as come before it expires)."""
    access.require_owner()
    role = _role(role)
    days = _bounded(days, "days", 1, MAX_DAYS)
    max_uses = None if uses is None or uses == "" else _bounded(uses, "uses", 1, MAX_USES)
    token = secrets.token_urlsafe(24)
    invitation = Invitation.objects.create(
        club=access.club,
        role=role,
        token_hash=hash_token(token),
        created_by=by,
        expires_at=timezone.now() + timedelta(days=days),
        max_uses=max_uses,
    )
    return NewInvitation(invitation, token)


def invitation_of(access: Access, invitation_id: Any) -> Invitation:
    found = row_of_club(Invitation.objects.all(), access.club, invitation_id)
    if found is None:
        raise NotFound(gettext("there is no such invitation in this club"))
    return found


def invitation_revoke(*, access: Access, invitation_id: Any) -> Invitation:
    access.require_owner()
    return revoked(invitation_of(access, invitation_id))


def revoked[Row: (Invitation, ClubToken)](row: Row) -> Row:
    """``row`` (an invitation, a key) revoked now, unless it already was: revoking twice
    keeps the first time."""
    if row.revoked_at is None:
        row.revoked_at = timezone.now()
        row.save(update_fields=["revoked_at"])
    return row


def open_invitations(club: Club) -> list[Invitation]:
    """The club's invitations that still let someone in, newest first."""
    now = timezone.now()
    return list(
        Invitation.objects.filter(club=club, revoked_at__isnull=True, expires_at__gt=now)
        .filter(Q(max_uses__isnull=True) | Q(uses__lt=F("max_uses")))
        .select_related("created_by")
    )


def invitation_by_token(token: Any) -> Invitation:
    """The invitation a link holds, if it still lets someone in."""
    found = (
        Invitation.objects.filter(token_hash=hash_token(token)).select_related("club").first()
        if isinstance(token, str) and 0 < len(token) <= 200
        else None
    )
    if found is None:
        raise NotFound(gettext("this invitation link is not one of ours: ask for a new one"))
    _check_open(found)
    return found


def _check_open(invitation: Invitation) -> None:
    if invitation.revoked_at is not None:
        raise InvitationClosed(gettext("this invitation was withdrawn: ask for a new one"))
    if invitation.expires_at <= timezone.now():
        raise InvitationClosed(gettext("this invitation has expired: ask for a new one"))
    if invitation.max_uses is not None and invitation.uses >= invitation.max_uses:
        raise InvitationClosed(gettext("this invitation has been used up: ask for a new one"))


def invitation_accept(*, token: Any, user: Any) -> Membership:
    """``user`` joins the club of the invitation with its role (one who is in the club
    already keeps the higher of the two roles)."""
    if user is None or not user.is_authenticated:
        raise NotAllowed(gettext("sign in, or make an account, to accept the invitation"))
    invitation = invitation_by_token(token)
    with transaction.atomic():
        # Locked: two people accepting the last use of a link at once cannot both get in.
        locked = Invitation.objects.select_for_update().get(pk=invitation.pk)
        _check_open(locked)
        membership = Membership.objects.filter(club_id=locked.club_id, user_id=user.pk).first()
        if membership is not None and RANK[Role(membership.role)] >= RANK[Role(locked.role)]:
            return membership  # already in, as much or more: the link is not used up
        Invitation.objects.filter(pk=locked.pk).update(uses=F("uses") + 1)
        return invitation.club.add_person(user, locked.role)


def person_of(access: Access, user_id: Any) -> Membership:
    number = parse_int(user_id)
    found = (
        Membership.objects.filter(club=access.club, user_id=number).select_related("user").first()
        if number is not None and 0 < number <= MAX_ID
        else None
    )
    if found is None:
        raise NotFound(gettext("there is no such person in this club"))
    return found


def _lock(club: Club) -> None:
    # Two owners stepping down at once must not leave the club without one.
    Club.objects.select_for_update().filter(pk=club.pk).first()


def _keep_an_owner(club: Club, membership: Membership) -> None:
    if membership.role != Role.OWNER:
        return
    if not Membership.objects.filter(club=club, role=Role.OWNER).exclude(pk=membership.pk).exists():
        raise InvalidInput([Problem(gettext("a club keeps at least one owner: make someone else "
                                            "an owner first"), "role")])  # fmt: skip


def person_set_role(*, access: Access, user_id: Any, role: Any) -> Membership:
    access.require_owner()
    role = _role(role)
    with transaction.atomic():
        _lock(access.club)
        membership = person_of(access, user_id)
        if role != Role.OWNER:
            _keep_an_owner(access.club, membership)
        membership.role = role
        membership.save(update_fields=["role"])
    return membership


def person_remove(*, access: Access, user_id: Any) -> None:
    access.require_owner()
    with transaction.atomic():
        _lock(access.club)
        membership = person_of(access, user_id)
        _keep_an_owner(access.club, membership)
        # Their player stays in the club's history, no longer theirs.
        Player.objects.filter(club=access.club, user_id=membership.user_id).update(user=None)
        membership.delete()


def people_of(club: Club) -> list[Membership]:
    """The club's people: owners first, then organisers, then members, by name."""
    order = {Role.OWNER: 0, Role.ORGANISER: 1, Role.MEMBER: 2}
    people = list(Membership.objects.filter(club=club).select_related("user"))
    plays_as = {p.user_id: p for p in Player.objects.filter(club=club, user__isnull=False)}
    for membership in people:
        membership.plays_as = plays_as.get(membership.user_id)  # type: ignore[attr-defined]
    return sorted(people, key=lambda m: (order[Role(m.role)], m.user.get_username().lower()))
