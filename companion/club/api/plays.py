"""The club API's play history: the plays, one play (corrected or deleted), and linking a
table's seat to a player (which makes a finished table's play)."""

from __future__ import annotations

from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response

from companion import ratelimit
from companion.club import cleaning, permissions, selectors
from companion.club import serializers as s
from companion.club.api.base import (
    CLUB,
    GAME,
    ID,
    PAGE,
    PLAY,
    READ,
    WRITE,
    ClubAPIView,
    game_param,
    request_body,
)
from companion.club.errors import InvalidInput, NotAllowed, NotFound, Problem
from companion.club.models import Play
from companion.club.players import seat_link_player
from companion.club.plays import play_delete, play_record_manual, play_update
from companion.tables.models import Seat


class PlaysView(ClubAPIView):
    @extend_schema(
        parameters=[
            CLUB,
            GAME,
            OpenApiParameter("player", ID, description="only plays with this player's id"),
            *PAGE,
        ],
        responses={200: s.paginated(s.PlayOut), **READ},
        summary="The club's plays, newest first",
        operation_id="club_plays_list",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        club = self.access(code).club
        game = game_param(request)
        player = None
        raw = request.query_params.get("player")
        if raw:
            number = cleaning.parse_int(raw) if raw.isascii() else None
            if number is None:
                raise InvalidInput([Problem(gettext("must be a player id"), "player")])
            player = selectors.player_in(club, number)
        return self.page(selectors.plays_of(club, game=game, player=player), s.PlayOut)

    @extend_schema(
        parameters=[CLUB],
        request=s.PlayIn,
        responses={201: s.PlayOut, **WRITE},
        summary="Organisers: enter a play by hand (a game played without the companion)",
        tags=["club"],
    )
    def post(self, request: Request, code: str) -> Response:
        club = self.access(code, write=True).club
        play = play_record_manual(club=club, data=request_body(request), user=request.user)
        return Response(s.PlayOut(play).data, status=status.HTTP_201_CREATED)


class PlayView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, PLAY],
        responses={200: s.PlayOut, **READ},
        summary="A play with every seat's score, place and breakdown",
        tags=["club"],
    )
    def get(self, request: Request, code: str, index: int) -> Response:
        return Response(s.PlayOut(selectors.play_in(self.access(code).club, index)).data)

    @extend_schema(
        parameters=[CLUB, PLAY],
        request=s.PlayIn,
        responses={200: s.PlayOut, **WRITE},
        summary="Organisers: correct a play (its results are replaced; ratings recomputed)",
        tags=["club"],
    )
    def put(self, request: Request, code: str, index: int) -> Response:
        play = selectors.play_in(self.access(code, write=True).club, index)
        return Response(s.PlayOut(play_update(play=play, data=request_body(request))).data)

    @extend_schema(
        parameters=[CLUB, PLAY],
        responses={204: None, **READ},
        summary="Organisers: delete a play (its table and log stay; ratings recomputed)",
        tags=["club"],
    )
    def delete(self, request: Request, code: str, index: int) -> Response:
        play = selectors.play_in(self.access(code, write=True).club, index)
        play_delete(play=play)
        return Response(status=status.HTTP_204_NO_CONTENT)


class SeatLinkView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        request=s.SeatLinkIn,
        responses={
            200: s.SeatLinkOut,
            **WRITE,
            429: OpenApiResponse(
                s.ClubErrorOut,
                description="too many table codes that do not exist were tried from this "
                "address: wait 'retry_after' seconds (also the Retry-After header)",
            ),
        },
        summary="Organisers: link a seat of a table to a club player (or unlink: null)",
        description=(
            "The table must be this club's. A table without a club joins this one only "
            "when its host, signed in as an organiser, sends the table's host token as "
            "`host_token` (or the token of the seat the host role was handed to). A "
            "finished table's play is created or brought up to date at once."
        ),
        tags=["club"],
    )
    def post(self, request: Request, code: str) -> Response:
        club = self.access(code, write=True).club
        data = s.SeatLinkIn(data=request_body(request))
        data.is_valid(raise_exception=True)
        v = data.validated_data
        # A code lookup like any other: misses count towards the address's limit.
        table = ratelimit.table_by_code(request, v["table"])
        owner = permissions.table_owner_id(table)
        if owner is not None and owner != club.pk:
            raise permissions.another_club()
        by_host = permissions.holds_host_role(table, [v.get("host_token")])
        if owner is None and not by_host:
            if v.get("host_token"):
                raise NotAllowed(gettext("'host_token' is not this table's host token"))
            raise NotAllowed(
                gettext(
                    "this table has no club yet: send its host token as 'host_token' to bring "
                    "it into this club (only its host, an organiser of this club, can)"
                )
            )
        seat = Seat.objects.filter(table=table, index=v["seat"]).first()
        if seat is None:
            raise NotFound(
                gettext("there is no seat %(seat)s at table %(code)s")
                % {"seat": v["seat"], "code": table.code}
            )
        player = selectors.player_in(club, v["player"]) if v["player"] is not None else None
        seat_link_player(seat=seat, player=player, club=club, by_host=by_host)
        play = Play.objects.filter(table=table).values_list("pk", flat=True).first()
        out = {"table": table.code, "seat": seat.index, "player": v["player"], "play_id": play}
        return Response(s.SeatLinkOut(out).data)
