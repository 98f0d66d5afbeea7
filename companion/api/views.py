"""The public REST API. Thin: authorise, call the same services the pages use, serialise."""

from __future__ import annotations

from typing import Any

from django.urls import reverse
from django.utils.translation import gettext as _
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.authentication import SessionAuthentication
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from companion import ratelimit
from companion.api import serializers as s
from companion.api.auth import TableTokenAuthentication, bearer_token
from companion.api.examples import create_examples, move_examples
from companion.club.services import require_club_table_creator
from companion.engines.registry import all_engines
from companion.tables import selectors, services
from companion.tables.access import Caller
from companion.tables.errors import InvalidInput, StaleVersion, TableError
from companion.tables.journal import MoveOutcome
from companion.tables.models import Table

ERRORS = {
    400: OpenApiResponse(s.ErrorOut, description="bad input or a move the rules forbid"),
    403: OpenApiResponse(s.ErrorOut, description="the token may not do this"),
    404: OpenApiResponse(s.ErrorOut, description="no such table"),
}


def table_and_caller(request: Request, code: str) -> tuple[Table, Caller]:
    """The table and who asks; codes that do not exist count against the address."""
    with ratelimit.code_lookup(request):
        return selectors.table_and_caller(code, bearer_token(request))


def _conflict(table: Table, caller: Caller, exc: StaleVersion) -> Response:
    table = exc.table or table
    body = {
        "error": exc.message,
        "version": table.version,
        "view": selectors.seat_view(table, caller),
    }
    return Response(s.ConflictOut(body).data, status=status.HTTP_409_CONFLICT)


def _links(request: Request, table: Table) -> dict[str, str]:
    return {
        "join_url": request.build_absolute_uri(reverse("web:join", args=[table.code])),
        "screen_url": request.build_absolute_uri(reverse("web:screen", args=[table.code])),
    }


class GamesView(APIView):
    @extend_schema(responses=s.GameOut(many=True), summary="The games a table can be created for")
    def get(self, request: Request) -> Response:
        return Response(s.GameOut([engine.describe() for engine in all_engines()], many=True).data)


class TablesView(APIView):
    # A table for a club's history is created by one of its organisers, signed in.
    authentication_classes = [TableTokenAuthentication, SessionAuthentication]

    @extend_schema(
        request=s.TableCreateIn,
        responses={
            201: s.TableCreateOut,
            400: ERRORS[400],
            403: OpenApiResponse(
                s.ErrorOut, description="a club table by someone who does not organise the club"
            ),
        },
        examples=create_examples(),
        summary="Create a table; the answer holds the host token and one token per seat",
        description=(
            "With `club`, the finished game enters that club's history: only an organiser "
            "of the club, signed in (session cookie and CSRF token), may create it."
        ),
    )
    def post(self, request: Request) -> Response:
        data = s.TableCreateIn(data=request.data)
        data.is_valid(raise_exception=True)
        club = data.validated_data.get("club")
        if club is not None:
            require_club_table_creator(club=club, user=request.user)
        created = services.table_create(
            game=data.validated_data["game"],
            seats=data.validated_data["seats"],
            options=data.validated_data["options"],
            seed=data.validated_data.get("seed"),
            club=club,
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
            "recovery_url": request.build_absolute_uri(
                reverse("web:recover", args=[table.code]) + f"?k={created.recovery_token}"
            ),
            **_links(request, table),
        }
        return Response(s.TableCreateOut(body).data, status=status.HTTP_201_CREATED)


class TableView(APIView):
    @extend_schema(
        responses={200: s.TableStateOut, 304: None, 403: ERRORS[403], 404: ERRORS[404]},
        summary="The table as the caller sees it, and the moves the caller may make now",
        description=(
            "The answer carries an ETag; send it back in If-None-Match to get 304 when "
            "nothing changed (no state is rebuilt or rendered)."
        ),
    )
    def get(self, request: Request, code: str) -> Response:
        table, caller = table_and_caller(request, code)
        etag = f'"{table.code}-{table.version}-{caller.role}-{caller.seat_index}-{table.status}"'
        if request.headers.get("If-None-Match") == etag:
            return Response(status=status.HTTP_304_NOT_MODIFIED, headers={"ETag": etag})
        return Response(
            s.TableStateOut(selectors.table_view(table, caller)).data, headers={"ETag": etag}
        )


class MovesView(APIView):
    @extend_schema(
        request=s.MoveIn,
        responses={
            201: s.MoveOut,
            200: OpenApiResponse(s.MoveOut, description="a retry of a move already applied"),
            400: ERRORS[400],
            403: ERRORS[403],
            404: ERRORS[404],
            409: OpenApiResponse(s.ConflictOut, description="stale expected_version"),
        },
        examples=move_examples(),
        summary="Enter a move",
    )
    def post(self, request: Request, code: str) -> Response:
        table, caller = table_and_caller(request, code)
        data = s.MoveIn(data=request.data)
        data.is_valid(raise_exception=True)
        v = data.validated_data
        try:
            outcome = services.submit_move(
                table=table,
                caller=caller,
                seat=v.get("seat"),
                move={"type": v["type"], "args": v.get("args") or {}},
                expected_version=v["expected_version"],
                client_move_id=v.get("client_move_id"),
            )
        except StaleVersion as exc:
            return _conflict(table, caller, exc)
        return self._answer(outcome, caller)

    @staticmethod
    def _answer(outcome: MoveOutcome, caller: Caller) -> Response:
        body: dict[str, Any] = {
            "version": outcome.table.version,
            "seq": outcome.event.seq,
            "duplicate": outcome.duplicate,
            "status": outcome.table.status,
            "view": selectors.seat_view(outcome.table, caller),
        }
        return Response(
            s.MoveOut(body).data,
            status=status.HTTP_200_OK if outcome.duplicate else status.HTTP_201_CREATED,
        )


class _UndoRedoView(APIView):
    take_back = staticmethod(services.submit_undo)

    def post(self, request: Request, code: str) -> Response:
        table, caller = table_and_caller(request, code)
        data = s.UndoIn(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            outcome = self.take_back(
                table=table,
                caller=caller,
                expected_version=data.validated_data.get("expected_version"),
                client_move_id=data.validated_data.get("client_move_id"),
            )
        except StaleVersion as exc:
            return _conflict(table, caller, exc)
        return MovesView._answer(outcome, caller)


UNDO_RESPONSES = {
    201: s.MoveOut,
    400: ERRORS[400],
    403: ERRORS[403],
    404: ERRORS[404],
    409: OpenApiResponse(s.ConflictOut),
}


class UndoView(_UndoRedoView):
    take_back = staticmethod(services.submit_undo)

    @extend_schema(
        request=s.UndoIn,
        responses=UNDO_RESPONSES,
        summary="Undo the latest move (its author or the host); the undo is logged too",
    )
    def post(self, request: Request, code: str) -> Response:
        return super().post(request, code)


class RedoView(_UndoRedoView):
    take_back = staticmethod(services.submit_redo)

    @extend_schema(
        request=s.UndoIn,
        responses=UNDO_RESPONSES,
        summary="Redo the latest undone move, until a new move is made",
    )
    def post(self, request: Request, code: str) -> Response:
        return super().post(request, code)


class EventsView(APIView):
    @extend_schema(
        parameters=[
            OpenApiParameter("after", int, description="only entries after this seq"),
            OpenApiParameter("limit", int, description="at most this many (1-500)"),
        ],
        responses={200: s.EventOut(many=True), 403: ERRORS[403], 404: ERRORS[404]},
        summary="The table's log, each entry as the caller may see it",
    )
    def get(self, request: Request, code: str) -> Response:
        table, caller = table_and_caller(request, code)
        try:
            after = int(request.query_params.get("after", 0))
            limit = int(request.query_params.get("limit", 200))
        except ValueError:
            raise InvalidInput(_("'after' and 'limit' must be whole numbers.")) from None
        limit = max(1, min(limit, 500))
        entries = selectors.event_entries(table, caller, after=max(0, after), limit=limit)
        return Response(s.EventOut(entries, many=True).data)


class AbandonView(APIView):
    @extend_schema(
        request=None,
        responses={200: s.TableStateOut, 400: ERRORS[400], 403: ERRORS[403], 404: ERRORS[404]},
        summary="Host only: stop a table that will not be finished (it takes no more moves)",
    )
    def post(self, request: Request, code: str) -> Response:
        table, caller = table_and_caller(request, code)
        table = services.table_abandon(table=table, caller=caller)
        return Response(s.TableStateOut(selectors.table_view(table, caller)).data)


class ResultView(APIView):
    @extend_schema(
        responses={200: s.ResultOut, 400: ERRORS[400], 404: ERRORS[404]},
        summary="The final result: score, place and breakdown per seat",
    )
    def get(self, request: Request, code: str) -> Response:
        table, _caller = table_and_caller(request, code)
        result = selectors.final_result(table)
        if result is None:
            raise TableError(_("The game is not over yet."))
        return Response(s.ResultOut(result).data)
