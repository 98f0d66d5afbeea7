"""A club's own details, changed by its owners: its name, whether strangers may read
it, and the time zone its dates are read in."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.db import transaction
from django.utils.translation import gettext

from companion.club.cleaning import clean_text
from companion.club.errors import InvalidInput, Problem
from companion.club.founding import MAX_CLUB_NAME
from companion.club.models import Club
from companion.club.selectors import Access
from companion.club.zones import is_time_zone, zone_problem

FIELDS = ("name", "is_public", "time_zone")


def club_update(*, access: Access, data: Mapping[str, Any]) -> Club:
    """Change the fields of ``data`` an owner may change (each one optional); every
    problem is named at once and nothing changes unless all of them are right."""
    access.require_owner()
    problems: list[Problem] = []
    unknown = sorted(set(data) - set(FIELDS))
    for key in unknown:
        problems.append(Problem(gettext("is not a field of a club's details"), str(key)[:40]))
    changes: dict[str, Any] = {}
    if "name" in data:
        name, more = clean_text(data["name"], "name", max_length=MAX_CLUB_NAME, required=True)
        problems += more
        changes["name"] = name
    if "is_public" in data:
        if not isinstance(data["is_public"], bool):
            problems.append(Problem(gettext("must be true or false"), "is_public"))
        changes["is_public"] = data["is_public"]
    if "time_zone" in data:
        if not is_time_zone(data["time_zone"]):
            problems.append(zone_problem())
        changes["time_zone"] = data["time_zone"]
    if problems:
        raise InvalidInput(problems)
    club = access.club
    if changes:
        with transaction.atomic():
            club = Club.objects.select_for_update().get(pk=access.club.pk)
            for key, value in changes.items():
                setattr(club, key, value)
            club.save(update_fields=list(changes))
        for key in FIELDS:
            setattr(access.club, key, getattr(club, key))
    return club
