"""The answer to an entry (a move, an undo or redo, a correction) through the API:
what it did, the caller's view unless the caller prefers the minimal answer, the
fresh table on a stale version, a refusal naming the argument as the body names it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from drf_spectacular.utils import OpenApiExample, OpenApiParameter
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response

from companion.api import serializers as shapes
from companion.tables import selectors
from companion.tables.access import Caller
from companion.tables.errors import MoveRejected, StaleVersion
from companion.tables.journal import Recorded
from companion.tables.models import Table


def wants_minimal(request: Request) -> bool:
    """``Prefer: return=minimal`` (RFC 7240): the entry's answer without the seat's view.

    A program entering a run of moves, or one that reads the table when its stamp
    changes, has no use for a view per move, and in a game with a large state the view
    in words is a quarter of an entry's cost (``bench/README.md``).
    """
    preferences = request.headers.get("Prefer", "")
    return any(
        part.strip().lower().replace(" ", "") == "return=minimal"
        for item in preferences.split(",")
        for part in item.split(";")[:1]
    )


PREFER = OpenApiParameter(
    "Prefer",
    str,
    location=OpenApiParameter.HEADER,
    required=False,
    description=(
        "`return=minimal`: the answer leaves out `view` (the answer's `Preference-Applied` "
        "header says so); without it the answer carries the caller's view after the entry"
    ),
    examples=[OpenApiExample("minimal", value="return=minimal")],
)


def entered(
    request: Request,
    table: Table,
    caller: Caller,
    submit: Callable[[], Recorded],
    warning: str | None = None,
) -> Response:
    """The answer to an entry: 201 with what it did, 409 with the fresh table, or the
    refusal with the move's argument named as the body names it."""
    try:
        recorded = submit()
    except StaleVersion as exc:
        return conflict(table, caller, exc)
    except MoveRejected as exc:
        raise named_in_body(exc) from None
    return answer(request, recorded, caller, None if recorded.duplicate else warning)


def answer(
    request: Request, recorded: Recorded, caller: Caller, warning: str | None = None
) -> Response:
    minimal = wants_minimal(request)
    body: dict[str, Any] = {
        "version": recorded.table.version,
        "seq": recorded.event.seq,
        "duplicate": recorded.duplicate,
        "merged": recorded.merged,
        "status": recorded.table.status,
        "outcome": selectors.outcome_lines(recorded.event, caller),
        "warning": warning,
    }
    if not minimal:
        body["view"] = selectors.seat_view(recorded.table, caller)
    # The body is MoveOut's shape as built (plain numbers, words and lists): run through
    # the serializer it cost a sixth of an entry (DRF copies its fields on every use),
    # and the schema test holds the answer to MoveOut.
    return Response(
        body,
        status=status.HTTP_200_OK if recorded.duplicate else status.HTTP_201_CREATED,
        headers={"Preference-Applied": "return=minimal"} if minimal else None,
    )


def conflict(table: Table, caller: Caller, exc: StaleVersion) -> Response:
    table = exc.table or table
    body = {
        "error": exc.message,
        "version": table.version,
        "view": selectors.seat_view(table, caller),
    }
    return Response(shapes.ConflictOut(body).data, status=status.HTTP_409_CONFLICT)


def named_in_body(exc: MoveRejected) -> MoveRejected:
    """The refusal with its field named as the body names it: a move's argument is
    ``args.points``, as the parser names a bad value inside ``args``."""
    if exc.field is None or exc.field in ("type", "args"):
        return exc
    return MoveRejected(exc.message, rule=exc.rule, field=f"args.{exc.field}")
