"""Writes of a club's players: adding and renaming them, confirming a guest or merging it
into the player it turns out to be, and linking a table's seat to one (which may bring
the table into the club's history)."""

from __future__ import annotations

from typing import Any

from django.db import IntegrityError, transaction
from django.utils.translation import gettext

from companion.club.cleaning import MAX_ID, MAX_NAME, clean_text, parse_int
from companion.club.errors import ClubError, Conflict, InvalidInput, NotAllowed, Problem
from companion.club.membership import person_of
from companion.club.models import Club, Membership, Player, PlayResult
from companion.club.permissions import another_club, table_owner_id
from companion.club.plays import club_record_table_play, history_changed
from companion.club.selectors import Access
from companion.tables.models import Seat, Table


def _clean_name(name: Any, field: str = "name") -> str:
    cleaned, problems = clean_text(name, field, max_length=MAX_NAME, required=True)
    if problems:
        raise InvalidInput(problems)
    return cleaned


def _name_taken(name: str, field: str = "name") -> Conflict:
    return Conflict(
        [Problem(gettext("there is already a player called %(name)s") % {"name": repr(name)},
                 field)]
    )  # fmt: skip


def player_create(*, club: Club, name: Any, guest: bool = False, field: str = "name") -> Player:
    """Add a player; ``guest``: a phone said "I'm new here" (an organiser confirms it).
    ``field`` names the input in a refusal."""
    name = _clean_name(name, field)
    if Player.objects.filter(club=club, name=name).exists():
        raise _name_taken(name, field)
    try:
        with transaction.atomic():
            return Player.objects.create(club=club, name=name, guest=guest)
    except IntegrityError:
        raise _name_taken(name, field) from None


def player_of(club: Club, raw: Any, *, field: str = "player") -> Player:
    """The club's player a form or a JSON body names by id; a 400 naming ``field`` if
    there is no such player in this club (an id of another club's player included)."""
    number = parse_int(raw)
    player = (
        Player.objects.filter(club=club, pk=number).first()
        if number is not None and 0 <= number <= MAX_ID
        else None
    )
    if player is None:
        raise InvalidInput([Problem(gettext("there is no such player in this club"), field)])
    return player


def player_confirm(*, player: Player) -> Player:
    """An organiser confirms a guest: a player of the club like any other (idempotent)."""
    if player.guest:
        Player.objects.filter(pk=player.pk).update(guest=False)
        player.guest = False
    return player


def _merge_clash(guest: Player, into: Player) -> Conflict | None:
    """Why ``guest`` cannot become ``into``: both played in one play, or both sit at one
    table (one person cannot hold two seats)."""
    shared = (
        PlayResult.objects.filter(player=into, play__results__player=guest)
        .order_by("played_at")
        .values_list("played_at", flat=True)
        .first()
    )
    if shared is not None:
        message = gettext(
            "%(guest)s and %(into)s both played in the game of %(when)s: correct that play "
            "before merging them"
        ) % {"guest": guest.name, "into": into.name, "when": f"{shared:%Y-%m-%d %H:%M}"}
        return Conflict([Problem(message, "into")])
    table_code = (
        Seat.objects.filter(player=into, table__seats__player=guest)
        .values_list("table__code", flat=True)
        .first()
    )
    if table_code is not None:
        message = gettext(
            "%(guest)s and %(into)s both sit at table %(code)s: unlink one of the seats "
            "before merging them"
        ) % {"guest": guest.name, "into": into.name, "code": table_code}
        return Conflict([Problem(message, "into")])
    return None


def player_merge(*, player: Player, into: Any) -> Player:
    """Merge a guest into the club's player it turns out to be (``into``: that player or
    its id): the guest's seats and play results become theirs, the guest is deleted and
    the ratings are recomputed from the history (they are derived data)."""
    target = into if isinstance(into, Player) else player_of(player.club, into, field="into")
    if target.club_id != player.club_id:
        raise InvalidInput([Problem(gettext("there is no such player in this club"), "into")])
    if not player.guest:
        raise ClubError(
            gettext("only a guest can be merged into another player: %(name)s is confirmed")
            % {"name": player.name},
            field="player",
        )
    if target.pk == player.pk:
        raise InvalidInput([Problem(gettext("choose another player to merge into"), "into")])
    try:
        with transaction.atomic():
            # Both rows locked: a seat linked or a play recorded meanwhile waits for us.
            locked = {p.pk: p for p in Player.objects.select_for_update().filter(
                pk__in=[player.pk, target.pk])}  # fmt: skip
            if len(locked) != 2:
                raise InvalidInput([Problem(gettext("there is no such player in this club"),
                                            "into")])  # fmt: skip
            clash = _merge_clash(player, target)
            if clash is not None:
                raise clash
            Seat.objects.filter(player=player).update(player=target)
            moved = PlayResult.objects.filter(player=player).update(player=target)
            if locked[player.pk].user_id is not None and locked[target.pk].user_id is None:
                user_id = locked[player.pk].user_id
                Player.objects.filter(pk=player.pk).update(user=None)
                Player.objects.filter(pk=target.pk).update(user_id=user_id)
                target.user_id = user_id
            # The guest's ratings and snapshots go with it; the recomputation rates the
            # merged player over the whole history.
            Player.objects.filter(pk=player.pk).delete()
            if moved:
                history_changed(player.club_id)
    except IntegrityError:
        # A play recorded both of them between the check and the move.
        raise _merge_clash(player, target) or Conflict(
            [Problem(gettext("the players changed meanwhile: try again"), "into")]
        ) from None
    return target


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


def player_link_account(*, access: Access, user_id: Any, player: Any) -> Membership:
    """An owner's link between a person of the club and the club's player they play as
    (``player`` None: unlink). One player per account in each club: a player linked to
    someone else, or an account already linked to another player, is refused."""
    access.require_owner()
    membership = person_of(access, user_id)
    chosen = None if player in (None, "") else player_of(access.club, player)
    try:
        with transaction.atomic():
            if chosen is not None:
                # Locked: two owners linking the same player at once do not both win.
                chosen = Player.objects.select_for_update().get(pk=chosen.pk)
                if chosen.user_id not in (None, membership.user_id):
                    raise Conflict(
                        [Problem(gettext("%(name)s plays for another person of the club "
                                         "already") % {"name": chosen.name}, "player")]
                    )  # fmt: skip
            others = Player.objects.filter(club=access.club, user_id=membership.user_id)
            if chosen is not None:
                others = others.exclude(pk=chosen.pk)
            others.update(user=None)
            if chosen is not None:
                Player.objects.filter(pk=chosen.pk).update(user_id=membership.user_id)
    except (IntegrityError, Player.DoesNotExist):
        # The same account linked to another player meanwhile, or the player removed.
        raise Conflict(
            [Problem(gettext("the players changed meanwhile: try again"), "player")]
        ) from None
    return membership


def player_forget(*, access: Access, player: Player) -> int:
    """Remove ``player`` on their request: their seats in plays stay, as a former player
    (no name, no account, left out of every rating), and the ratings are recomputed from
    the history without them. Returns how many plays kept their seat."""
    access.require_organiser()
    with transaction.atomic():
        locked = Player.objects.select_for_update().filter(club=access.club, pk=player.pk).first()
        if locked is None:
            raise InvalidInput([Problem(gettext("there is no such player in this club"),
                                        "player")])  # fmt: skip
        kept = PlayResult.objects.filter(player=locked).update(player=None, name="", former=True)
        Seat.objects.filter(player=locked).update(player=None)
        # Ratings and snapshots go with the player row.
        locked.delete()
        history_changed(access.club.pk)
    return kept
