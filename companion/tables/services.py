"""Services that write a table: create, enter a move, undo, redo, stop.

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

from companion.celery import app as celery_app
from companion.engines.base import Engine, MoveInputError, RuleError
from companion.engines.registry import UnknownGame, get_engine
from companion.i18n import say
from companion.language import check_languages
from companion.tables.access import (
    Caller,
    acting_seat,
    require_host,
    require_player,
)
from companion.tables.catalogue import catalogue_options
from companion.tables.corrections import table_correct
from companion.tables.errors import (
    InvalidInput,
    MoveRejected,
    NotAllowed,
    StaleVersion,
)
from companion.tables.journal import (
    Recorded,
    already_applied,
    append,
    check_open,
    check_version,
    clean_client_move_id,
    lock,
    store_state,
)
from companion.tables.merging import merge
from companion.tables.models import (
    Actor,
    EventKind,
    Seat,
    Snapshot,
    Table,
    TableStatus,
    hash_token,
    new_code,
    new_token,
)
from companion.tables.replay import initial_state
from companion.tables.undo import table_redo, table_undo


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


def _require_version(expected_version: Any) -> int:
    # Pages and API both send the version the phone saw: without it a stale tap would
    # silently apply to a state the player never looked at.
    if isinstance(expected_version, bool) or not isinstance(expected_version, int):
        raise InvalidInput(
            _("This entry does not say which version of the table it was made on."),
            field="expected_version",
        )
    return expected_version


def submit_move(
    *,
    table: Table,
    caller: Caller,
    move: Mapping[str, Any],
    expected_version: Any,
    client_move_id: str | None,
    seat: int | None = None,
) -> Recorded:
    """A phone enters a move: for its own seat, or the host for the seat it names."""
    acting, actor = acting_seat(table, caller, seat)
    spec = get_engine(table.game).move_specs().get(str(move.get("type")))
    if spec is not None and spec.host_only and not caller.is_host:
        raise NotAllowed(
            _("Only the table's host enters this: %(what)s.") % {"what": say(spec.label)}
        )
    recorded = table_apply_move(
        table=table,
        seat=acting,
        move=move,
        expected_version=_require_version(expected_version),
        client_move_id=client_move_id,
        actor=actor,
    )
    return _settled(recorded)


def submit_undo(
    *, table: Table, caller: Caller, expected_version: Any, client_move_id: str | None
) -> Recorded:
    require_player(caller)
    return _settled(
        table_undo(
            table=table,
            caller=caller,
            expected_version=_require_version(expected_version),
            client_move_id=client_move_id,
        )
    )


def submit_redo(
    *, table: Table, caller: Caller, expected_version: Any, client_move_id: str | None
) -> Recorded:
    require_player(caller)
    return _settled(
        table_redo(
            table=table,
            caller=caller,
            expected_version=_require_version(expected_version),
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
    return _settled(
        table_correct(
            table=table,
            caller=caller,
            seq=seq,
            move=move,
            expected_version=_require_version(expected_version),
            client_move_id=client_move_id,
        )
    )


def _settled(recorded: Recorded) -> Recorded:
    """What was recorded, with the table as the phone should now see it.

    Bookkeeping due after this entry is queued after the commit; when tasks run in
    the same process (the embedded default) it has already moved the table on.
    """
    if recorded.table.bookkeeping_pending and celery_app.conf.task_always_eager:
        recorded.table.refresh_from_db()
        recorded.state = recorded.table.state
    return recorded


def table_apply_move(
    *,
    table: Table,
    seat: int | None,
    move: Mapping[str, Any],
    expected_version: int | None,
    client_move_id: str | None,
    actor: str = Actor.SEAT,
) -> Recorded:
    """Apply one move for ``seat`` (None with actor=system: the companion's own move).

    The caller has already decided who acts (``submit_move`` for phones, the
    bookkeeping tasks for the companion); ``expected_version`` None skips the stale
    check, which only the companion's own moves may do.
    """
    engine = get_engine(table.game)
    client_move_id = clean_client_move_id(client_move_id)
    try:
        move_type, args = engine.clean_move(move)
    except MoveInputError as exc:
        raise MoveRejected(say(exc.text), field=exc.field) from None
    with transaction.atomic():
        locked = lock(table)
        # A retry of a move already recorded answers with that move, never applies twice.
        previous = already_applied(locked, client_move_id)
        if previous is not None:
            return Recorded(locked, previous, locked.state, duplicate=True)
        check_open(locked)
        entry = {"type": move_type, "args": args}
        merged = False
        try:
            check_version(locked, expected_version)
        except StaleVersion:
            assert expected_version is not None  # only a phone's entry can be stale
            answer = merge(locked, engine, seat, entry, expected_version)
            merged = True
        else:
            try:
                answer = engine.play(locked.state, seat, entry)
            except RuleError as exc:
                raise MoveRejected(say(exc.text), rule=exc.rule_id) from None
            except MoveInputError as exc:
                raise MoveRejected(say(exc.text), field=exc.field) from None
        event = append(
            locked,
            kind=EventKind.MOVE,
            actor=actor,
            seat=seat,
            move_type=move_type,
            args=args,
            client_move_id=client_move_id,
            outcome=answer.outcome.to_json(),
        )
        store_state(locked, answer.state, event.seq)
    return Recorded(locked, event, answer.state, merged=merged)


def table_abandon(*, table: Table, caller: Caller) -> Table:
    require_host(caller, _("Only the host can stop the table."))
    with transaction.atomic():
        locked = lock(table)
        check_open(locked)
        locked.status = TableStatus.ABANDONED
        locked.revision += 1
        locked.save(update_fields=["status", "revision", "updated_at"])
    return locked
