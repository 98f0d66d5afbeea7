"""Who may bring a table into a club's history, and whose history a table is in."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.utils.translation import gettext

from companion.club.errors import NotAllowed
from companion.club.models import Club, ClubToken, Play, TokenScope
from companion.tables.access import caller_for_tokens
from companion.tables.models import Seat, Table


def holds_host_role(table: Table, tokens: Iterable[str | None]) -> bool:
    """Whether one of ``tokens`` holds the table's host role (the tables' own rule)."""
    return caller_for_tokens(table, tokens).is_host


def table_owner_id(table: Table) -> int | None:
    """The club a table's history belongs to: its ``club``, else (tables linked before a
    table had to have one) the club of its play or of its linked players."""
    if table.club_id:
        return table.club_id
    play_club = Play.objects.filter(table=table).values_list("club_id", flat=True).first()
    if play_club is not None:
        return play_club
    clubs = set(
        Seat.objects.filter(table=table, player__isnull=False).values_list(
            "player__club_id", flat=True
        )
    )
    return clubs.pop() if len(clubs) == 1 else None


def require_club_table_creator(*, club: Club, user: Any, key: ClubToken | None = None) -> None:
    """Only a signed-in organiser of ``club`` (or a script with one of its keys of the
    write scope) creates a table for it: the finished game enters that club's history,
    so creating it is the same write as a table joining the club later (which needs its
    host to be an organiser of the club)."""
    if key is not None:
        allowed = key.club_id == club.pk and key.scope == TokenScope.WRITE
    else:
        allowed = club.is_organiser(user)
    if not allowed:
        raise NotAllowed(
            gettext("only an organiser of %(club)s, signed in, can create a table for its history")
            % {"club": club.name}
        )


def another_club() -> NotAllowed:
    return NotAllowed(gettext("this table belongs to another club"))
