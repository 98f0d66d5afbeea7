"""A club's own details, changed by its owners: its name, whether strangers may read
it, and the time zone its dates are read in."""

from __future__ import annotations

import zoneinfo
from collections.abc import Mapping
from functools import cache
from typing import Any

from django.db import transaction
from django.utils.translation import gettext

from companion.club.cleaning import clean_text
from companion.club.errors import InvalidInput, Problem
from companion.club.founding import MAX_CLUB_NAME
from companion.club.models import Club, default_time_zone
from companion.club.selectors import Access

FIELDS = ("name", "is_public", "time_zone")


# The regions of the zone database's own names: the list a club chooses from leaves out
# the old aliases (US/Pacific, W-SU, PST8PDT) that name the same zones again.
REGIONS = ("Africa", "America", "Antarctica", "Arctic", "Asia", "Atlantic", "Australia",
           "Europe", "Indian", "Pacific")  # fmt: skip


@cache
def time_zones() -> tuple[str, ...]:
    """The zones a club chooses from, by name (Europe/Rome, America/Sao_Paulo...)."""
    names = {z for z in zoneinfo.available_timezones() if z.split("/")[0] in REGIONS}
    return ("UTC", *sorted(names))


@cache
def _known() -> frozenset[str]:
    return frozenset(zoneinfo.available_timezones())


def is_time_zone(name: Any) -> bool:
    """A zone the database knows: one of the list, or an alias a club already had (a
    server whose TIME_ZONE is US/Pacific, an export from one)."""
    return isinstance(name, str) and (name in time_zones() or name in _known())


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
            problems.append(
                Problem(gettext("not a time zone we know: choose one from the list, "
                                "such as Europe/Rome"), "time_zone")
            )  # fmt: skip
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


def zone_of(club: Club) -> zoneinfo.ZoneInfo:
    """The club's time zone; the server's when the stored one is not known here (a zone
    database older than the one that stored it), rather than failing the page."""
    name = club.time_zone if is_time_zone(club.time_zone) else None
    return zoneinfo.ZoneInfo(name or default_time_zone())
