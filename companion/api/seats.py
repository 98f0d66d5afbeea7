"""Seats and the host role in the API: claim, free, reassign, hand over, recover.

The same services as the host's page (``companion.tables.seating``): a seat with a
phone changes hands only through the host, and every change is in the table's log.
"""

from __future__ import annotations

from django.urls import reverse
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from companion import ratelimit
from companion.api.serializers import ErrorOut
from companion.api.views import body_of, table_and_caller
from companion.club import joining
from companion.club.cleaning import MAX_ID, MAX_NAME
from companion.tables import seating
from companion.web.links import absolute


class SeatTokenOut(serializers.Serializer):
    index = serializers.IntegerField()
    name = serializers.CharField()
    token = serializers.CharField(help_text="the seat's new token: send it as a bearer token")


class ClaimIn(serializers.Serializer):
    player = serializers.IntegerField(
        required=False,
        allow_null=True,
        min_value=0,
        max_value=MAX_ID,
        help_text="at a club's table: the id of the club player taking the seat "
        "(GET /api/clubs/{code}/players/ lists them)",
    )
    new_player = serializers.CharField(
        required=False,
        allow_blank=True,
        max_length=MAX_NAME,
        help_text="at a club's table: \"I'm new here\", the name of a new guest player the "
        "club's organisers confirm or merge later (not with `player`)",
    )


class ClaimOut(SeatTokenOut):
    player = serializers.IntegerField(
        allow_null=True, help_text="the club player the seat is linked to (None: nobody)"
    )
    player_name = serializers.CharField(allow_null=True)
    guest = serializers.BooleanField(help_text="the player is a guest not yet confirmed")


class SeatOut(serializers.Serializer):
    index = serializers.IntegerField()
    name = serializers.CharField()
    taken = serializers.BooleanField(help_text="a phone holds this seat")


class HostOut(serializers.Serializer):
    host_seat = serializers.IntegerField(
        allow_null=True, help_text="the seat whose phone now holds the host role"
    )


class RecoverIn(serializers.Serializer):
    recovery_token = serializers.CharField(max_length=64)


class HostTokenOut(serializers.Serializer):
    host_token = serializers.CharField(help_text="the new host token; the old one stopped working")


class RecoveryOut(serializers.Serializer):
    recovery_token = serializers.CharField()
    recovery_url = serializers.CharField(help_text="open it on a phone to become the host")


def _error(description: str) -> OpenApiResponse:
    return OpenApiResponse(ErrorOut, description=description)


FORBIDDEN = _error("the token may not do this")
MISSING = _error("no such table or seat")
TAKEN = _error("the seat is taken, or it is the host's own seat")


class ClaimSeatView(APIView):
    @extend_schema(
        request=ClaimIn,
        responses={
            201: ClaimOut,
            400: _error(
                "bad input: a player not of the table's club or already at the table, a "
                "player at a table without a club, both `player` and `new_player`, a bad name"
            ),
            403: FORBIDDEN,
            404: MISSING,
            409: _error(
                "the seat is taken, or it is the host's own seat, or `new_player` is the "
                "name of one of the club's players"
            ),
        },
        summary="Take a free seat (at a club's table: as a club player or a new guest)",
        description=(
            "Only a seat no phone holds can be taken (seats whose tokens the table's "
            "creator received are taken). A taken seat answers 409: the host frees or "
            "reassigns it. At a table created for a club, `player` links the seat to one "
            "of the club's players and `new_player` adds a guest player for the seat, so "
            "the finished game enters the club's history with the seat linked. The body "
            "may be left out: the seat is then linked to nobody."
        ),
        tags=["seats"],
    )
    def post(self, request: Request, code: str, index: int) -> Response:
        table, caller = table_and_caller(request, code)
        ratelimit.check(request, ratelimit.CLAIM)
        wanted = body_of(request, ClaimIn)
        taken = joining.claim_seat_as(
            table=table,
            index=index,
            caller=caller,
            player=wanted.get("player"),
            new_player=wanted.get("new_player"),
        )
        player = taken.seat.player
        body = ClaimOut(
            {
                "index": index,
                "name": taken.seat.name,
                "token": taken.token,
                "player": player.pk if player is not None else None,
                "player_name": player.name if player is not None else None,
                "guest": player.guest if player is not None else False,
            }
        ).data
        return Response(body, status=status.HTTP_201_CREATED)


class ReleaseSeatView(APIView):
    @extend_schema(
        request=None,
        responses={200: SeatOut, 403: FORBIDDEN, 404: MISSING, 409: TAKEN},
        summary="Host only: free a seat for another phone (its token stops working)",
        tags=["seats"],
    )
    def post(self, request: Request, code: str, index: int) -> Response:
        table, caller = table_and_caller(request, code)
        seat = seating.seat_release(table=table, index=index, caller=caller)
        return Response(SeatOut({"index": index, "name": seat.name, "taken": False}).data)


class ReassignSeatView(APIView):
    @extend_schema(
        request=None,
        responses={201: SeatTokenOut, 403: FORBIDDEN, 404: MISSING, 409: TAKEN},
        summary="Host only: a new token for a seat (a new phone); the old token stops working",
        tags=["seats"],
    )
    def post(self, request: Request, code: str, index: int) -> Response:
        table, caller = table_and_caller(request, code)
        given = seating.seat_reassign(table=table, index=index, caller=caller)
        body = SeatTokenOut({"index": index, "name": given.seat.name, "token": given.token}).data
        return Response(body, status=status.HTTP_201_CREATED)


class HandOverView(APIView):
    @extend_schema(
        request=None,
        responses={
            200: HostOut,
            400: _error("the seat has no phone"),
            403: FORBIDDEN,
            404: MISSING,
        },
        summary="Host only: hand the host role to a seat's phone (the host token stops working)",
        tags=["seats"],
    )
    def post(self, request: Request, code: str, index: int) -> Response:
        table, caller = table_and_caller(request, code)
        table = seating.host_hand_over(table=table, index=index, caller=caller)
        return Response(HostOut({"host_seat": table.host_seat}).data)


class RecoverHostView(APIView):
    @extend_schema(
        request=RecoverIn,
        responses={
            200: HostTokenOut,
            400: _error("bad input"),
            403: FORBIDDEN,
            404: MISSING,
        },
        summary="Become the host again with the table's recovery token (from its creation)",
        tags=["seats"],
    )
    def post(self, request: Request, code: str) -> Response:
        table = ratelimit.table_by_code(request, code)
        ratelimit.check(request, ratelimit.CLAIM)
        token = seating.host_recover(
            table=table, recovery_token=body_of(request, RecoverIn)["recovery_token"]
        )
        return Response(HostTokenOut({"host_token": token}).data)


class RecoveryLinkView(APIView):
    @extend_schema(
        request=None,
        responses={201: RecoveryOut, 403: FORBIDDEN, 404: MISSING},
        summary="Host only: a new recovery token and link (the old one stops working)",
        tags=["seats"],
    )
    def post(self, request: Request, code: str) -> Response:
        table, caller = table_and_caller(request, code)
        token = seating.recovery_link_renew(table=table, caller=caller)
        url = absolute(request, reverse("web:recover", args=[table.code]) + f"?k={token}")
        body = RecoveryOut({"recovery_token": token, "recovery_url": url}).data
        return Response(body, status=status.HTTP_201_CREATED)
