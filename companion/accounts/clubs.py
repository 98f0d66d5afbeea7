"""What an account reads about itself: the clubs it is in, its role and its player in
each. Only its own memberships: another club's players and plays are not reached."""

from __future__ import annotations

from typing import Any

from companion.club.models import Membership, Player


def clubs_of(user: Any) -> list[Membership]:
    memberships = list(
        Membership.objects.filter(user_id=user.pk)
        .select_related("club")
        .order_by("club__name", "club__slug")
    )
    players = {
        p.club_id: p
        for p in Player.objects.filter(user_id=user.pk, club__memberships__user_id=user.pk)
    }
    for membership in memberships:
        membership.plays_as = players.get(membership.club_id)  # type: ignore[attr-defined]
    return memberships
