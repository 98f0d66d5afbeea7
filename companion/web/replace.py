"""The second step of an entry refused because it would overwrite one: "replace?".

A move that declares an optional yes/no argument ``replace`` is refused when it would
overwrite what another entry put there (a second score for a seat in a round); the
refusal names what is there. The page then offers the same entry again with
``replace`` set, so the player confirms in one tap and nothing they typed is lost.
"""

from __future__ import annotations

from django.http import QueryDict

from companion.engines.base import Engine, MoveInputError, RuleError
from companion.tables.access import Caller
from companion.tables.models import Table
from companion.web.moveforms import move_from_post

REPLACE = "replace"
# Fields of the refused form the second step does not copy: it sends its own.
OWN_FIELDS = {"csrfmiddlewaretoken", "expected_version", "client_move_id", REPLACE}


def _declares_replace(engine: Engine, move_type: str) -> bool:
    spec = engine.move_specs().get(move_type)
    return spec is not None and any(
        a.name == REPLACE and a.type == "bool" and not a.required for a in spec.args
    )


def _acting_seat(caller: Caller, post: QueryDict) -> int | None:
    if caller.seat is not None:
        return caller.seat.index
    raw = post.get("seat", "")
    return int(raw) if raw.isdigit() else None


def replace_offer(
    engine: Engine, table: Table, caller: Caller, post: QueryDict
) -> list[tuple[str, str]] | None:
    """The fields to send again with ``replace`` when that is what the refusal asks;
    None when replacing would not make the entry acceptable."""
    move = move_from_post(engine, post)
    if not _declares_replace(engine, move["type"]) or move["args"].get(REPLACE):
        return None
    seat = _acting_seat(caller, post)
    again = {"type": move["type"], "args": {**move["args"], REPLACE: True}}
    try:
        engine.play(table.state, seat, again)
    except (RuleError, MoveInputError):
        return None
    return [
        (name, value) for name, values in post.lists() if name not in OWN_FIELDS for value in values
    ]
