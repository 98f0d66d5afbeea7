"""Services that write a table: create, enter a move (``companion.tables.moves``), undo,
redo, stop.

Pages and API call the same ``submit_*`` functions with the caller they resolved
(``companion.tables.access``), so who may act for which seat, and whether the phone
acted on the current version, is decided here once. Every write follows one
pattern: validate what needs no lock, then lock the table row, check versions and
rules, write the event and the new state, and only after the commit push the live
update and enqueue bookkeeping. Seats and the host role: ``companion.tables.seating``.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from companion.engines.base import Engine, MoveInputError, RuleError
from companion.engines.registry import UnknownGame, get_engine
from companion.i18n import say
from companion.language import check_languages
from companion.tables.access import (
    Caller,
    require_host,
    require_player,
)
from companion.tables.catalogue import catalogue_options
from companion.tables.corrections import table_correct
from companion.tables.errors import (
    InvalidInput,
)
from companion.tables.journal import (
    Recorded,
    check_open,
    lock,
)
from companion.tables.models import (
    Seat,
    Snapshot,
    Table,
    TableStatus,
    hash_token,
    new_code,
    new_token,
)
from companion.tables.moves import (
    TokenEntry,
    require_version,
    settled,
    submit_move,
    submit_move_with_token,
    table_apply_move,
)
from companion.tables.replay import initial_state
from companion.tables.undo import table_redo, table_undo

# The entries live in ``moves``; pages, API and tasks reach every write through here.
__all__ = [
    "CreatedTable",
    "TokenEntry",
    "submit_correction",
    "submit_move",
    "submit_move_with_token",
    "submit_redo",
    "submit_undo",
    "table_abandon",
    "table_apply_move",
    "table_create",
]


@dataclass
class CreatedTable:
    table: Table
    host_token: str
    seat_tokens: list[str]
    # Opening the recovery link makes a phone the host again (a lost or dead host phone).
    recovery_token: str


def _clean_seats(
    engine_title: str, seats: Any, min_seats: int, max_seats: int
) -> list[dict[str, str]]:
    if not isinstance(seats, Sequence) or isinstance(seats, str):
        raise InvalidInput(_("Give the seats as a list of names and colours."), field="seats")
    if not min_seats <= len(seats) <= max_seats:
        raise InvalidInput(
            _("%(game)s is played by %(min)s to %(max)s players, not %(count)s.")
            % {"game": engine_title, "min": min_seats, "max": max_seats, "count": len(seats)},
            field="seats",
        )
    cleaned: list[dict[str, str]] = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, Mapping):
            raise InvalidInput(
                _("Seat %(n)s: give a name and a colour.") % {"n": i + 1}, field="seats"
            )
        name = _clean_text(seat.get("name"), f"seats.{i}.name") or _("Player %(n)s") % {"n": i + 1}
        if len(name) > 40:
            raise InvalidInput(
                _("Seat %(n)s: the name is too long (40 characters at most).") % {"n": i + 1},
                field="seats",
            )
        colour = _clean_text(seat.get("colour"), f"seats.{i}.colour")
        cleaned.append({"name": name, "colour": colour})
    names = [s["name"].casefold() for s in cleaned]
    if len(set(names)) != len(names):
        raise InvalidInput(_("Two seats have the same name."), field="seats")
    return cleaned


def _check_colours(allowed: Sequence[str], seat_rows: list[dict[str, str]]) -> None:
    """Each colour is one the game has (when it names them), and no two seats share one."""
    colours = [s["colour"] for s in seat_rows if s["colour"]]
    for colour in colours:
        if allowed and colour not in allowed:
            raise InvalidInput(
                _("The colour %(colour)r is not one of %(allowed)s.")
                % {"colour": colour, "allowed": ", ".join(allowed)},
                field="seats",
            )
    if len(set(colours)) != len(colours):
        raise InvalidInput(_("Two seats have the same colour."), field="seats")


def _clean_options(engine: Engine, options: Any) -> dict[str, Any]:
    if isinstance(options, Mapping) and "catalogue" in options:
        # Only table_create's own parameter brings a catalogue, checked as one.
        raise InvalidInput(
            _("Give the catalogue beside the options, not among them."),
            field="options.catalogue",
        )
    try:
        return engine.clean_options(options)
    except MoveInputError as exc:
        raise InvalidInput(
            say(exc.text), field=f"options.{exc.field}" if exc.field else "options"
        ) from None


def _clean_text(value: Any, field: str) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise InvalidInput(_("This must be a text."), field=field)
    if any(ord(c) < 32 for c in value):
        raise InvalidInput(_("Control characters are not allowed here."), field=field)
    return value.strip()


def _checked_setup(
    game: str,
    seats: Any,
    options: Any,
    catalogue: Any,
    catalogue_source: Mapping[str, Any] | None,
) -> tuple[list[dict[str, str]], dict[str, Any]]:
    """The seats and options of a new table, checked against its game."""
    try:
        engine = get_engine(game)
    except UnknownGame:
        raise InvalidInput(
            _("There is no game called %(game)r.") % {"game": game}, field="game"
        ) from None
    seat_rows = _clean_seats(engine.title, seats, engine.min_seats, engine.max_seats)
    _check_colours(engine.colours, seat_rows)
    cleaned_options = _clean_options(engine, options)
    cleaned_options.update(catalogue_options(engine, catalogue, catalogue_source))
    return seat_rows, cleaned_options


def table_create(
    *,
    game: str,
    seats: Any,
    options: Any = None,
    seed: int | None = None,
    # A club.Club or None: Any because the tables app never imports the club app.
    club: Any = None,
    issue_seat_tokens: bool = False,
    catalogue: Any = None,
    catalogue_source: Mapping[str, Any] | None = None,
    language: str = "",
    screen_language: str = "",
) -> CreatedTable:
    """Create a table. With ``issue_seat_tokens`` (the API hands every seat's token to the
    creator) each seat counts as taken: nobody can claim it through the join link.
    ``catalogue``: see ``companion.tables.catalogue`` (checked, kept in the options).
    ``language``, ``screen_language``: see ``Table`` ("" or a code of settings.LANGUAGES)."""
    check_languages(language=language, screen_language=screen_language)
    seat_rows, cleaned_options = _checked_setup(game, seats, options, catalogue, catalogue_source)
    host_token = new_token()
    recovery_token = new_token()
    seat_tokens = [new_token() for _seat in seat_rows]
    claimed_at = timezone.now() if issue_seat_tokens else None
    with transaction.atomic():
        table = Table(
            code=_unique_code(),
            game=game,
            options=cleaned_options,
            seed=seed if seed is not None else secrets.randbits(48),
            host_token_hash=hash_token(host_token),
            recovery_token_hash=hash_token(recovery_token),
            club=club,
            language=language,
            screen_language=screen_language,
        )
        table.save()
        seat_objs = Seat.objects.bulk_create(
            Seat(
                table=table,
                index=i,
                name=s["name"],
                colour=s["colour"],
                token_hash=hash_token(t),
                claimed_at=claimed_at,
            )
            for i, (s, t) in enumerate(zip(seat_rows, seat_tokens, strict=True))
        )
        try:
            state = initial_state(table, list(seat_objs))
        except RuleError as exc:
            raise InvalidInput(say(exc.text), rule=exc.rule_id, field="options") from None
        table.state = state
        table.save(update_fields=["state"])
        Snapshot.objects.create(table=table, seq=0, state=state)
    return CreatedTable(table, host_token, seat_tokens, recovery_token)


def _unique_code() -> str:
    for _attempt in range(20):
        code = new_code()
        if not Table.objects.filter(code=code).exists():
            return code
    raise RuntimeError("could not find a free table code")


def submit_undo(
    *, table: Table, caller: Caller, expected_version: Any, client_move_id: str | None
) -> Recorded:
    require_player(caller)
    return settled(
        table_undo(
            table=table,
            caller=caller,
            expected_version=require_version(expected_version),
            client_move_id=client_move_id,
        )
    )


def submit_redo(
    *, table: Table, caller: Caller, expected_version: Any, client_move_id: str | None
) -> Recorded:
    require_player(caller)
    return settled(
        table_redo(
            table=table,
            caller=caller,
            expected_version=require_version(expected_version),
            client_move_id=client_move_id,
        )
    )


def submit_correction(
    *,
    table: Table,
    caller: Caller,
    seq: int,
    move: Mapping[str, Any] | None,
    expected_version: Any,
    client_move_id: str | None,
) -> Recorded:
    """Correct an earlier entry to ``move``, or remove it (``move`` None)."""
    require_player(caller)
    return settled(
        table_correct(
            table=table,
            caller=caller,
            seq=seq,
            move=move,
            expected_version=require_version(expected_version),
            client_move_id=client_move_id,
        )
    )


def table_abandon(*, table: Table, caller: Caller) -> Table:
    require_host(caller, _("Only the host can stop the table."))
    with transaction.atomic():
        locked = lock(table)
        check_open(locked)
        locked.status = TableStatus.ABANDONED
        locked.revision += 1
        locked.save(update_fields=["status", "revision", "updated_at"])
    return locked
