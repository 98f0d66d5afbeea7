"""The public REST API. Thin: authorise, call the same services the pages use, serialise."""

from __future__ import annotations

from typing import Any

from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.authentication import SessionAuthentication
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.serializers import Serializer
from rest_framework.views import APIView

from companion import ratelimit
from companion.api import serializers as shapes
from companion.api.answers import PREFER, answer, conflict, entered, named_in_body
from companion.api.auth import TableTokenAuthentication, bearer_token
from companion.api.examples import create_examples, move_examples, moves_description
from companion.club import catalogues as club_catalogues
from companion.club.api.keys import ClubKeyAuthentication, club_key
from companion.club.permissions import require_club_table_creator
from companion.i18n import say
from companion.tables import selectors, services
from companion.tables.access import Caller
from companion.tables.errors import InvalidInput, MoveRejected, StaleVersion, TableError
from companion.tables.languages import table_set_languages
from companion.tables.models import Table
from companion.web.links import absolute

ERRORS = {
    400: OpenApiResponse(shapes.ErrorOut, description="bad input or a move the rules forbid"),
    403: OpenApiResponse(shapes.ErrorOut, description="the token may not do this"),
    404: OpenApiResponse(shapes.ErrorOut, description="no such table"),
}


def table_and_caller(request: Request, code: str) -> tuple[Table, Caller]:
    """The table and who asks; codes that do not exist count against the address."""
    with ratelimit.code_lookup(request):
        return selectors.table_and_caller(code, bearer_token(request))


def body_of(request: Request, shape: type[Serializer]) -> dict[str, Any]:
    """The request's body as ``shape`` validates it; a 400 naming the field if it does not."""
    # The request goes along: what a field may name can depend on who asks (a club).
    checked = shape(data=request.data, context={"request": request})
    checked.is_valid(raise_exception=True)
    validated: dict[str, Any] = checked.validated_data
    return validated


def _links(request: Request, table: Table) -> dict[str, str]:
    return {
        "join_url": absolute(request, reverse("web:join", args=[table.code])),
        "screen_url": absolute(request, reverse("web:screen", args=[table.code])),
    }


def _whole_number(request: Request, name: str, default: int) -> int:
    value = request.query_params.get(name)
    if value is None:
        return default
    try:
        return int(value)
    except ValueError:
        raise InvalidInput(
            _("'%(name)s' must be a whole number.") % {"name": name}, field=name
        ) from None


class TablesView(APIView):
    # A table for a club's history is created by one of its organisers, signed in, or by
    # a script holding one of the club's keys with the write scope.
    authentication_classes = [
        ClubKeyAuthentication,
        TableTokenAuthentication,
        SessionAuthentication,
    ]

    @extend_schema(
        request=shapes.TableCreateIn,
        responses={
            201: shapes.TableCreateOut,
            400: ERRORS[400],
            401: OpenApiResponse(
                shapes.ErrorOut,
                description="a club key that does not work: revoked, or mistyped",
            ),
            403: OpenApiResponse(
                shapes.ErrorOut,
                description="a club table by someone who does not organise the club",
            ),
        },
        examples=create_examples(),
        summary="Create a table; the answer holds the host token and one token per seat",
        description=(
            "With `club`, the finished game enters that club's history: only an organiser "
            "of the club, signed in (session cookie and CSRF token), or a script with one of "
            "the club's keys of the write scope (`Bearer tgc_...`) may create it; a private "
            "club is not there for anyone else (400, as a club that does not exist). The "
            "table copies the club's catalogue for the game (if it has one), unless the "
            "request brings its own `catalogue`, in the shape GET /api/games/ describes; "
            "a bad one is a 400 naming the section, row and field (`catalogue.ships.1.pirate`)."
        ),
    )
    def post(self, request: Request) -> Response:
        wanted = body_of(request, shapes.TableCreateIn)
        club = wanted.get("club")
        if club is not None:
            require_club_table_creator(club=club, user=request.user, key=club_key(request))
        # A program's own catalogue, else a copy of the club's: later edits never reach it.
        catalogue, source = wanted.get("catalogue"), None
        if catalogue is None:
            catalogue, source = club_catalogues.table_copy(club, wanted["game"])
        created = services.table_create(
            game=wanted["game"],
            seats=wanted["seats"],
            options=wanted["options"],
            seed=wanted.get("seed"),
            club=club,
            catalogue=catalogue,
            catalogue_source=source,
            language=wanted.get("language", ""),
            screen_language=wanted.get("screen_language", ""),
            # The creator receives every seat's token: those seats are taken.
            issue_seat_tokens=True,
        )
        table = created.table
        body = {
            "code": table.code,
            "game": table.game,
            "host_token": created.host_token,
            "version": table.version,
            "seats": [
                {"index": seat.index, "name": seat.name, "colour": seat.colour, "token": token}
                for seat, token in zip(
                    table.seats.order_by("index"), created.seat_tokens, strict=True
                )
            ],
            "recovery_token": created.recovery_token,
            "recovery_url": absolute(
                request, reverse("web:recover", args=[table.code]) + f"?k={created.recovery_token}"
            ),
            **_links(request, table),
        }
        return Response(shapes.TableCreateOut(body).data, status=status.HTTP_201_CREATED)


class TableView(APIView):
    @extend_schema(
        responses={200: shapes.TableStateOut, 304: None, 403: ERRORS[403], 404: ERRORS[404]},
        summary="The table as the caller sees it, and the moves the caller may make now",
        description=(
            "The answer carries an ETag; send it back in If-None-Match to get 304 when "
            "nothing changed (no state is rebuilt or rendered)."
        ),
    )
    def get(self, request: Request, code: str) -> Response:
        table, caller = table_and_caller(request, code)
        # The words in the answer are in the reader's language: so is the tag.
        etag = (
            f'"{table.code}-{table.version}-{caller.role}-{caller.seat_index}-{table.status}'
            f'-{get_language()}"'
        )
        if request.headers.get("If-None-Match") == etag:
            return Response(status=status.HTTP_304_NOT_MODIFIED, headers={"ETag": etag})
        return Response(
            shapes.TableStateOut(selectors.table_view(table, caller)).data, headers={"ETag": etag}
        )


class MovesView(APIView):
    @extend_schema(
        request=shapes.MoveIn,
        parameters=[PREFER],
        responses={
            201: shapes.MoveOut,
            200: OpenApiResponse(shapes.MoveOut, description="a retry of a move already applied"),
            400: ERRORS[400],
            403: ERRORS[403],
            404: ERRORS[404],
            409: OpenApiResponse(shapes.ConflictOut, description="stale expected_version"),
        },
        examples=move_examples(),
        summary="Enter a move",
        description=moves_description(),
    )
    def post(self, request: Request, code: str) -> Response:
        entry = body_of(request, shapes.MoveIn)
        try:
            with ratelimit.code_lookup(request):
                done = services.submit_move_with_token(
                    code=code,
                    token=bearer_token(request),
                    seat=entry.get("seat"),
                    move={"type": entry["type"], "args": entry.get("args") or {}},
                    expected_version=entry["expected_version"],
                    client_move_id=entry.get("client_move_id"),
                )
        except StaleVersion as exc:
            # Rare: the fresh table and who asks are read again for the answer.
            table, caller = table_and_caller(request, code)
            return conflict(table, caller, exc)
        except MoveRejected as exc:
            raise named_in_body(exc) from None
        warning = say(done.warning) if done.warning is not None else None
        return answer(request, done.recorded, done.caller, warning)


class _UndoRedoView(APIView):
    take_back = staticmethod(services.submit_undo)

    def post(self, request: Request, code: str) -> Response:
        table, caller = table_and_caller(request, code)
        entry = body_of(request, shapes.UndoIn)
        try:
            recorded = self.take_back(
                table=table,
                caller=caller,
                expected_version=entry.get("expected_version"),
                client_move_id=entry.get("client_move_id"),
            )
        except StaleVersion as exc:
            return conflict(table, caller, exc)
        return answer(request, recorded, caller)


UNDO_RESPONSES = {
    201: shapes.MoveOut,
    400: ERRORS[400],
    403: ERRORS[403],
    404: ERRORS[404],
    409: OpenApiResponse(shapes.ConflictOut),
}


class UndoView(_UndoRedoView):
    take_back = staticmethod(services.submit_undo)

    @extend_schema(
        request=shapes.UndoIn,
        parameters=[PREFER],
        responses=UNDO_RESPONSES,
        summary="Undo the latest move (its author or the host); the undo is logged too",
    )
    def post(self, request: Request, code: str) -> Response:
        return super().post(request, code)


class RedoView(_UndoRedoView):
    take_back = staticmethod(services.submit_redo)

    @extend_schema(
        request=shapes.UndoIn,
        parameters=[PREFER],
        responses=UNDO_RESPONSES,
        summary="Redo the latest undone move, until a new move is made",
    )
    def post(self, request: Request, code: str) -> Response:
        return super().post(request, code)


class CorrectionView(APIView):
    @extend_schema(
        request=shapes.CorrectionIn,
        parameters=[PREFER],
        responses=UNDO_RESPONSES,
        summary="Correct or remove an earlier entry",
        description=(
            "The host corrects any player's entry; a player corrects their own while no "
            "later entry depends on it. Every later entry is played again on the "
            "corrected game: if one is no longer allowed, 400 names it and why. The "
            "correction is an entry of the log (kind `correct`); the entry it replaces "
            "is kept, marked undone."
        ),
        examples=[
            OpenApiExample(
                "correct a score",
                value={
                    "move": {"type": "record_score", "args": {"target": 0, "points": 8}},
                    "expected_version": 7,
                },
                request_only=True,
            ),
            OpenApiExample(
                "remove an entry",
                value={"move": None, "expected_version": 7},
                request_only=True,
            ),
        ],
    )
    def post(self, request: Request, code: str, seq: int) -> Response:
        table, caller = table_and_caller(request, code)
        entry = body_of(request, shapes.CorrectionIn)
        move = entry.get("move")
        return entered(
            request,
            table,
            caller,
            lambda: services.submit_correction(
                table=table,
                caller=caller,
                seq=seq,
                move={"type": move["type"], "args": move.get("args") or {}} if move else None,
                expected_version=entry["expected_version"],
                client_move_id=entry.get("client_move_id"),
            ),
        )


class EventsView(APIView):
    @extend_schema(
        parameters=[
            OpenApiParameter("after", int, description="only entries after this seq"),
            OpenApiParameter("limit", int, description="at most this many (1-500)"),
        ],
        responses={200: shapes.EventOut(many=True), 403: ERRORS[403], 404: ERRORS[404]},
        summary="The table's log, each entry as the caller may see it",
    )
    def get(self, request: Request, code: str) -> Response:
        table, caller = table_and_caller(request, code)
        after = _whole_number(request, "after", 0)
        limit = max(1, min(_whole_number(request, "limit", 200), 500))
        entries = selectors.event_entries(table, caller, after=max(0, after), limit=limit)
        return Response(shapes.EventOut(entries, many=True).data)


class AbandonView(APIView):
    @extend_schema(
        request=None,
        responses={200: shapes.TableStateOut, 400: ERRORS[400], 403: ERRORS[403], 404: ERRORS[404]},
        summary="Host only: stop a table that will not be finished (it takes no more moves)",
    )
    def post(self, request: Request, code: str) -> Response:
        table, caller = table_and_caller(request, code)
        table = services.table_abandon(table=table, caller=caller)
        return Response(shapes.TableStateOut(selectors.table_view(table, caller)).data)


class LanguagesView(APIView):
    @extend_schema(
        request=shapes.TableLanguagesIn,
        responses={200: shapes.TableStateOut, 400: ERRORS[400], 403: ERRORS[403], 404: ERRORS[404]},
        summary="Host only: the language new phones start in, and the table screen's",
    )
    def put(self, request: Request, code: str) -> Response:
        table, caller = table_and_caller(request, code)
        wanted = body_of(request, shapes.TableLanguagesIn)
        table = table_set_languages(table=table, caller=caller, **wanted)
        return Response(shapes.TableStateOut(selectors.table_view(table, caller)).data)


class ResultView(APIView):
    @extend_schema(
        responses={200: shapes.ResultOut, 400: ERRORS[400], 404: ERRORS[404]},
        summary="The final result: score, place and breakdown per seat",
    )
    def get(self, request: Request, code: str) -> Response:
        table, _caller = table_and_caller(request, code)
        result = selectors.readable_result(table)
        if result is None:
            raise TableError(_("The game is not over yet."))
        return Response(shapes.ResultOut(result).data)
