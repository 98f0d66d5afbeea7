"""Joining a club's table: the phone takes a seat as one of the club's players, or says
"I'm new here" and becomes a guest player the organiser confirms or merges later.

The join page and the API's seat claim both call :func:`claim_seat_as`, so a finished
club game reaches the club's history with every seat linked.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils.translation import gettext

from companion.club.cleaning import MAX_NAME, clean_text
from companion.club.errors import ClubError, InvalidInput
from companion.club.models import Club, Player
from companion.club.players import player_create, player_of, seat_link_player
from companion.tables import seating
from companion.tables.access import Caller
from companion.tables.models import Seat, Table

# The join form's choice for "I'm new here" (a player id is digits, so it cannot clash).
NEW = "new"


class NameTaken(ClubError):
    """The new player's name is a player's already: maybe it is them."""

    status = 409


def players_to_offer(table: Table) -> list[Player]:
    """The players a phone joining ``table`` may say it is: the club's, by name, but
    those already seated at this table (names only reach the page)."""
    if not table.club_id:
        return []
    return list(
        Player.objects.filter(club_id=table.club_id).exclude(seats__table=table).order_by("name")
    )


def _chosen(table: Table, player: Any, new_player: Any) -> Any:
    """The checked choice: a player, a new guest's name, or None (an unlinked seat)."""
    has_player = player not in (None, "")
    has_name = new_player not in (None, "")
    if not has_player and not has_name:
        return None
    if not table.club_id:
        raise ClubError(
            gettext("this table is not a club's table: there is no player to choose"),
            field="player",
        )
    if has_player and has_name:
        raise ClubError(
            gettext("Choose one of the club's players or give a new name, not both."),
            field="player",
        )
    if has_player:
        try:
            chosen = player_of(table.club, player)  # type: ignore[arg-type]
        except InvalidInput:
            raise ClubError(
                gettext("That player is not in this table's club."), field="player"
            ) from None
        seated = Seat.objects.filter(table=table, player=chosen).first()
        if seated is not None:
            raise ClubError(
                gettext("%(name)s already sits at this table (seat %(seat)s)")
                % {"name": chosen.name, "seat": seated.index},
                field="player",
            )
        return chosen
    return _new_name(table.club, new_player)  # type: ignore[arg-type]


def _new_name(club: Club, raw: Any) -> str:
    """A new guest's name, refused in words a phone joining the table understands."""
    name, problems = clean_text(raw, "new_player", max_length=MAX_NAME, required=True)
    if problems:
        raise ClubError(
            gettext("Your name: %(problem)s.") % {"problem": problems[0].message},
            field="new_player",
        )
    if Player.objects.filter(club=club, name=name).exists():
        raise _taken(name)
    return name


def _taken(name: str) -> NameTaken:
    return NameTaken(
        gettext(
            "There is already a player called %(name)s. If that is you, pick your name from "
            "the list; if not, add something to tell you apart (an initial, a nickname)."
        )
        % {"name": name},
        field="new_player",
    )


def claim_seat_as(
    *,
    table: Table,
    index: int,
    caller: Caller | None = None,
    player: Any = None,
    new_player: Any = None,
) -> seating.SeatToken:
    """Take a free seat, linked to the club's ``player`` (an id) or to a new guest player
    named ``new_player``; neither: the seat stays unlinked (a guest of the table only).

    Nothing is written when anything is refused: a taken seat leaves no guest behind,
    and a clashing name takes no seat.
    """
    chosen = _chosen(table, player, new_player)
    with transaction.atomic():
        taken = seating.seat_claim(table=table, index=index, caller=caller)
        if isinstance(chosen, str):
            try:
                chosen = player_create(club=table.club, name=chosen, guest=True)  # type: ignore[arg-type]
            except InvalidInput:
                # Another phone took the name since it was checked: the same refusal.
                raise _taken(chosen) from None
        if chosen is not None:
            seat_link_player(seat=taken.seat, player=chosen)
    return taken
