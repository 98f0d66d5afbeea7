"""The time zones a club may be in: the list its owners choose from, the check of a
zone's name, and the zone a club's dates are read in."""

from __future__ import annotations

import zoneinfo
from functools import cache
from typing import Any

from django.utils.translation import gettext

from companion.club.errors import Problem
from companion.club.models import Club, default_time_zone

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


def zone_problem(field: str = "time_zone") -> Problem:
    return Problem(
        gettext("not a time zone we know: choose one from the list, such as Europe/Rome"), field
    )


def zone_of(club: Club) -> zoneinfo.ZoneInfo:
    """The club's time zone; the server's when the stored one is not known here (a zone
    database older than the one that stored it), rather than failing the page."""
    name = club.time_zone if is_time_zone(club.time_zone) else None
    return zoneinfo.ZoneInfo(name or default_time_zone())
