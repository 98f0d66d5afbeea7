"""Writes of a club's players: adding and renaming them, and linking a table's seat to
one (which may bring the table into the club's history)."""

from __future__ import annotations

from typing import Any

from django.db import IntegrityError, transaction
from django.utils.translation import gettext

from companion.club.cleaning import MAX_NAME, clean_text
from companion.club.errors import ClubError, Conflict, InvalidInput, NotAllowed, Problem
from companion.club.models import Club, Player
from companion.club.permissions import another_club, table_owner_id
from companion.club.plays import club_record_table_play
from companion.tables.models import Seat, Table


def _clean_name(name: Any) -> str:
    cleaned, problems = clean_text(name, "name", max_length=MAX_NAME, required=True)
    if problems:
        raise InvalidInput(problems)
    return cleaned


def _name_taken(name: str) -> Conflict:
    return Conflict(
        [Problem(gettext("there is already a player called %(name)s") % {"name": repr(name)},
                 "name")]
    )  # fmt: skip


def player_create(*, club: Club, name: Any) -> Player:
    name = _clean_name(name)
    if Player.objects.filter(club=club, name=name).exists():
        raise _name_taken(name)
    try:
        with transaction.atomic():
            return Player.objects.create(club=club, name=name)
    except IntegrityError:
        raise _name_taken(name) from None


def player_rename(*, player: Player, name: Any) -> Player:
    name = _clean_name(name)
    if Player.objects.filter(club_id=player.club_id, name=name).exclude(pk=player.pk).exists():
        raise _name_taken(name)
    old, player.name = player.name, name
    try:
        with transaction.atomic():
            player.save(update_fields=["name"])
    except IntegrityError:
        player.name = old
        raise _name_taken(name) from None
    return player


def seat_link_player(
    *, seat: Seat, player: Player | None, club: Club | None = None, by_host: bool = False
) -> Seat:
    """Link a seat of a table to a club player (None: unlink), when joining or afterwards.

    ``club`` is the club the write comes through (an organiser's page or API call): the
    table must be that club's. Without it (the join page) the table must already have a
    club and the player be of it. A table without a club joins one only when ``by_host``:
    the caller proved to be its host (and, the caller checks, organises that club).
    A finished table's play is brought up to date at once.
    """
    if club is not None and player is not None and player.club_id != club.pk:
        raise NotAllowed(gettext("%(name)s is not a player of this club") % {"name": player.name})
    with transaction.atomic():
        table = Table.objects.select_for_update().get(pk=seat.table_id)
        owner = table_owner_id(table)
        joining = club.pk if club is not None else (player.club_id if player else None)
        if owner is not None and joining is not None and owner != joining:
            raise another_club()
        if owner is None:
            if not by_host:
                raise NotAllowed(
                    gettext(
                        "this table has no club yet: only its host, signed in as an organiser "
                        "of the club, can bring it in"
                    )
                )
            if joining is None:
                raise NotAllowed(gettext("choose the club this table joins"))
        if player is not None:
            taken = Seat.objects.filter(table=table, player=player).exclude(pk=seat.pk).first()
            if taken is not None:
                raise ClubError(
                    gettext("%(name)s already sits at this table (seat %(seat)s)")
                    % {"name": player.name, "seat": taken.index},
                    field="player",
                )
        if not table.club_id:
            club_id = owner if owner is not None else joining
            Table.objects.filter(pk=table.pk).update(club_id=club_id)
            table.club_id = club_id
        Seat.objects.filter(pk=seat.pk).update(player=player)
        seat.player = player
    if table.result:
        club_record_table_play(table_id=table.pk)
    return seat
