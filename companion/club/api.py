"""The club history REST API, under /api/clubs/.

Reading follows the club's ``is_public``: anyone may read a public club, only its
organisers a private one. Changing anything needs a Django session of one of the
club's organisers (DRF SessionAuthentication: sign in at /club/login/, then send the
session cookie and the CSRF token as for any Django form). The club is ``{code}``
(its slug) in every path; ``{index}`` is a player's or a play's id.
"""

from __future__ import annotations

from typing import Any

from django.http import StreamingHttpResponse
from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.authentication import SessionAuthentication
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.parsers import FormParser, JSONParser, MultiPartParser
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from companion.club import exports, selectors, services
from companion.club import serializers as s
from companion.club.errors import ClubError, InvalidInput, NotFound, Problem
from companion.club.models import Club, Play
from companion.tables.models import Seat

CLUB = OpenApiParameter("code", str, OpenApiParameter.PATH, description="the club's slug")
PLAYER = OpenApiParameter("index", int, OpenApiParameter.PATH, description="the player's id")
PLAY = OpenApiParameter("index", int, OpenApiParameter.PATH, description="the play's id")
GAME = OpenApiParameter("game", str, description="a game slug; omit for every game")
ERRORS = {
    400: OpenApiResponse(s.ClubErrorOut, description="bad input: every problem, by row and field"),
    403: OpenApiResponse(s.ClubErrorOut, description="a private club, or not an organiser"),
    404: OpenApiResponse(s.ClubErrorOut, description="no such club, player or play"),
}
READ = {403: ERRORS[403], 404: ERRORS[404]}
WRITE = {400: ERRORS[400], 403: ERRORS[403], 404: ERRORS[404]}


class ClubAPIView(APIView):
    authentication_classes = [SessionAuthentication]
    parser_classes = [JSONParser]

    def access(self, code: str, *, write: bool = False) -> selectors.Access:
        access = selectors.club_access(code, self.request.user)
        if write:
            access.require_organiser()
        return access

    def page(self, items: Any, serializer: type | None = None) -> Response:
        paginator = LimitOffsetPagination()
        page = paginator.paginate_queryset(items, self.request, view=self)
        return paginator.get_paginated_response(page)


def club_json(club: Club, is_organiser: bool) -> dict[str, Any]:
    return {
        "slug": club.slug,
        "name": club.name,
        "is_public": club.is_public,
        "is_organiser": is_organiser,
    }


def play_json(play: Play) -> dict[str, Any]:
    return {
        "id": play.pk,
        "game": play.game,
        "played_at": play.played_at.isoformat(),
        "duration_seconds": play.duration_seconds,
        "source": play.source,
        "table_code": play.table_code,
        "events_url": reverse("api:events", args=[play.table_code]) if play.table_id else None,
        "lowest_wins": play.lowest_wins,
        "tiebreaks": play.tiebreaks,
        "notes": play.notes,
        "results": [
            {
                "player": r.player_id,
                "name": r.name,
                "seat": r.seat,
                "score": r.score,
                "place": r.place,
                "winner": r.is_winner,
                "breakdown": r.breakdown,
            }
            for r in sorted(play.results.all(), key=lambda r: r.seat)
        ],
    }


def _body(request: Request) -> dict[str, Any]:
    if not isinstance(request.data, dict):
        raise ClubError("send a JSON object")
    return request.data


class ClubsView(ClubAPIView):
    @extend_schema(
        responses=s.paginated(s.ClubOut),
        summary="The clubs the caller may see",
        tags=["club"],
        operation_id="clubs_list",
    )
    def get(self, request: Request) -> Response:
        user = request.user
        organised = set(user.clubs.values_list("pk", flat=True)) if user else set()
        clubs = [club_json(c, c.pk in organised) for c in selectors.visible_clubs(user)]
        return self.page(clubs)


class ClubView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        responses={200: s.ClubOut, **READ},
        summary="A club: counts, games played, whether ratings are up to date",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        access = self.access(code)
        club = access.club
        body = club_json(club, access.is_organiser)
        body["players"] = club.players.count()
        body["plays"] = club.plays.count()
        body["games"] = selectors.games_played(club)
        body["ratings_fresh"] = club.ratings_version == club.history_version
        return Response(body)


def player_json(player: Any) -> dict[str, Any]:
    return {"id": player.pk, "name": player.name, "has_login": player.user_id is not None}


class PlayersView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        responses={200: s.paginated(s.PlayerOut), **READ},
        summary="The club's players, by name",
        operation_id="club_players_list",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        club = self.access(code).club
        return self.page([player_json(p) for p in club.players.order_by("name")])

    @extend_schema(
        parameters=[CLUB],
        request=s.PlayerIn,
        responses={201: s.PlayerOut, **WRITE},
        summary="Organisers: add a player (a player needs no login)",
        tags=["club"],
    )
    def post(self, request: Request, code: str) -> Response:
        club = self.access(code, write=True).club
        player = services.player_create(club=club, name=_body(request).get("name", ""))
        return Response(player_json(player), status=status.HTTP_201_CREATED)


class PlayerView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, PLAYER],
        responses={200: s.PlayerDetailOut, **READ},
        summary="A player with stats per game (the first row: every game)",
        tags=["club"],
    )
    def get(self, request: Request, code: str, index: int) -> Response:
        player = selectors.player_in(self.access(code).club, index)
        stats = selectors.player_game_stats(player)
        stats[0]["game"] = ""
        return Response({**player_json(player), "stats": stats})

    @extend_schema(
        parameters=[CLUB, PLAYER],
        request=s.PlayerIn,
        responses={200: s.PlayerOut, **WRITE},
        summary="Organisers: rename a player",
        tags=["club"],
    )
    def patch(self, request: Request, code: str, index: int) -> Response:
        player = selectors.player_in(self.access(code, write=True).club, index)
        services.player_rename(player=player, name=_body(request).get("name", ""))
        return Response(player_json(player))


class PlayerRatingsView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, PLAYER, GAME],
        responses={200: s.paginated(s.RatingPoint), **READ},
        summary="A player's rating after each play, oldest first (the last 500)",
        tags=["club"],
    )
    def get(self, request: Request, code: str, index: int) -> Response:
        player = selectors.player_in(self.access(code).club, index)
        series = selectors.rating_series(player, request.query_params.get("game") or None)
        for point in series:
            point["played_at"] = point["played_at"].isoformat()
        return self.page(series)


class LeaderboardView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, GAME],
        responses={200: s.paginated(s.LeaderRow), **READ},
        summary="The leaderboard of a game or of every game, best rating first",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        club = self.access(code).club
        return self.page(selectors.leaderboard(club, request.query_params.get("game") or None))


class GamesView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        responses={200: s.paginated(s.ClubGameOut), **READ},
        summary="The games the club played, most played first",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        return self.page(selectors.games_played(self.access(code).club))


class GameStatsView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, OpenApiParameter("game", str, required=True)],
        responses={200: s.GameStatsOut, **READ},
        summary="A game's score distribution, win rate by seat order and average play time",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        club = self.access(code).club
        game = request.query_params.get("game", "")
        if not game:
            raise ClubError("'game' is required", field="game")
        stats = selectors.game_stats(club, game)
        return Response(
            {
                "game": stats.game,
                "plays": stats.plays,
                "avg_duration_seconds": stats.avg_duration,
                "win_rate_by_seat": stats.seat_rows,
                "score_distribution": stats.histogram,
            }
        )


class PlaysView(ClubAPIView):
    @extend_schema(
        parameters=[
            CLUB,
            GAME,
            OpenApiParameter("player", int, description="only plays with this player"),
        ],
        responses={200: s.paginated(s.PlayOut), **READ},
        summary="The club's plays, newest first",
        operation_id="club_plays_list",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        club = self.access(code).club
        player = None
        if request.query_params.get("player"):
            try:
                player = selectors.player_in(club, int(request.query_params["player"]))
            except ValueError:
                raise ClubError("'player' must be a player id", field="player") from None
        plays = selectors.plays_of(club, game=request.query_params.get("game"), player=player)
        paginator = LimitOffsetPagination()
        page = paginator.paginate_queryset(plays, request, view=self)
        return paginator.get_paginated_response([play_json(p) for p in page])

    @extend_schema(
        parameters=[CLUB],
        request=s.PlayIn,
        responses={201: s.PlayOut, **WRITE},
        summary="Organisers: enter a play by hand (a game played without the companion)",
        tags=["club"],
    )
    def post(self, request: Request, code: str) -> Response:
        club = self.access(code, write=True).club
        play = services.play_record_manual(club=club, data=_body(request), user=request.user)
        return Response(play_json(play), status=status.HTTP_201_CREATED)


class PlayView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, PLAY],
        responses={200: s.PlayOut, **READ},
        summary="A play with every seat's score, place and breakdown",
        tags=["club"],
    )
    def get(self, request: Request, code: str, index: int) -> Response:
        return Response(play_json(selectors.play_in(self.access(code).club, index)))

    @extend_schema(
        parameters=[CLUB, PLAY],
        request=s.PlayIn,
        responses={200: s.PlayOut, **WRITE},
        summary="Organisers: correct a play (its results are replaced; ratings recomputed)",
        tags=["club"],
    )
    def put(self, request: Request, code: str, index: int) -> Response:
        play = selectors.play_in(self.access(code, write=True).club, index)
        return Response(play_json(services.play_update(play=play, data=_body(request))))

    @extend_schema(
        parameters=[CLUB, PLAY],
        responses={204: None, **READ},
        summary="Organisers: delete a play (its table and log stay; ratings recomputed)",
        tags=["club"],
    )
    def delete(self, request: Request, code: str, index: int) -> Response:
        play = selectors.play_in(self.access(code, write=True).club, index)
        services.play_delete(play=play)
        return Response(status=status.HTTP_204_NO_CONTENT)


class SeatLinkView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        request=s.SeatLinkIn,
        responses={200: s.SeatLinkOut, **WRITE},
        summary="Organisers: link a seat of a table to a club player (or unlink: null)",
        description="A finished table's play is created or brought up to date at once.",
        tags=["club"],
    )
    def post(self, request: Request, code: str) -> Response:
        club = self.access(code, write=True).club
        data = s.SeatLinkIn(data=_body(request))
        data.is_valid(raise_exception=True)
        v = data.validated_data
        seat = (
            Seat.objects.select_related("table")
            .filter(table__code=v["table"].upper(), index=v["seat"])
            .first()
        )
        if seat is None:
            raise NotFound(f"there is no seat {v['seat']} at table {v['table']!r}")
        player = selectors.player_in(club, v["player"]) if v["player"] is not None else None
        if player is None and seat.table.club_id not in (None, club.pk):
            raise ClubError("this table belongs to another club")
        services.seat_link_player(seat=seat, player=player)
        play = Play.objects.filter(table_id=seat.table_id).values_list("pk", flat=True).first()
        return Response(
            {"table": seat.table.code, "seat": seat.index, "player": v["player"], "play_id": play}
        )


class ExportView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        responses={200: s.ExportDoc, **READ},
        summary="The whole club as JSON: lossless, re-importable into an empty club",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        club = self.access(code).club
        response = Response(exports.export_json(club))
        response["Content-Disposition"] = f'attachment; filename="{club.slug}.json"'
        return response


class ImportView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        request=s.ExportDoc,
        responses={201: s.ImportOut, **WRITE},
        summary="Organisers: load a club export into this (empty) club; all or nothing",
        tags=["club"],
    )
    def post(self, request: Request, code: str) -> Response:
        club = self.access(code, write=True).club
        counts = exports.import_json(club, request.data)
        return Response(counts, status=status.HTTP_201_CREATED)


class PlaysCsvView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        responses={(200, "text/csv"): OpenApiTypes.STR, **READ},
        summary="The plays as CSV, one row per result (the format the CSV import reads)",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> StreamingHttpResponse:
        club = self.access(code).club
        response = StreamingHttpResponse(exports.export_csv(club), content_type="text/csv")
        response["Content-Disposition"] = f'attachment; filename="{club.slug}-plays.csv"'
        return response


class PlaysCsvImportView(ClubAPIView):
    parser_classes = [MultiPartParser, FormParser]

    @extend_schema(
        parameters=[CLUB],
        request={"multipart/form-data": s.CsvImportIn},
        responses={
            200: OpenApiResponse(
                s.CsvReportOut, description="a dry run: every row it would reject"
            ),
            201: OpenApiResponse(s.CsvReportOut, description="imported"),
            **WRITE,
        },
        summary="Organisers: import plays from a CSV; dry_run lists every bad row, writes nothing",
        tags=["club"],
    )
    def post(self, request: Request, code: str) -> Response:
        club = self.access(code, write=True).club
        upload = request.FILES.get("file")
        if upload is None:
            raise InvalidInput([Problem("send the CSV as the multipart field 'file'", "file")])
        dry_run = str(request.data.get("dry_run", "")).lower() in ("1", "true", "yes", "on")
        report = exports.import_csv(club, upload.read(), dry_run=dry_run)
        return Response(report, status=status.HTTP_200_OK if dry_run else status.HTTP_201_CREATED)
