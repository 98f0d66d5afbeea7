"""The club history REST API, under /api/clubs/.

Reading follows the club's ``is_public``: anyone may read a public club, only its
organisers a private one. Changing anything needs a Django session of one of the
club's organisers (DRF SessionAuthentication: sign in at /club/login/, then send the
session cookie and the CSRF token as for any Django form). The club is ``{code}``
(its slug) in every path; ``{index}`` is a player's or a play's id.

Every answer, errors included, is produced by the serializer its ``@extend_schema``
documents (``companion.club.serializers``).
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent, TooManyFilesSent
from django.http import StreamingHttpResponse
from django.utils.translation import gettext
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.authentication import SessionAuthentication
from rest_framework.exceptions import ParseError
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.parsers import FormParser, JSONParser, MultiPartParser
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from companion import ratelimit
from companion.club import exports, selectors, services
from companion.club import serializers as s
from companion.club.errors import InvalidInput, NotAllowed, NotFound, Problem
from companion.club.models import Play
from companion.tables.models import Seat

MAX_LIMIT = 500
# A club export nests about eight levels (plays, results, breakdowns): room to spare.
MAX_BODY_DEPTH = 32
# Far beyond any club's history, far below what the database's OFFSET takes.
MAX_OFFSET = 10**9

CLUB = OpenApiParameter(
    "code",
    {"type": "string", "pattern": "^[-a-zA-Z0-9_]{1,60}$"},
    OpenApiParameter.PATH,
    description="the club's slug",
)
ID = {"type": "integer", "minimum": 0}
PLAYER = OpenApiParameter("index", ID, OpenApiParameter.PATH, description="the player's id")
PLAY = OpenApiParameter("index", ID, OpenApiParameter.PATH, description="the play's id")
# Any text without control characters is taken: a game nobody played matches nothing.
GAME_SCHEMA = {"type": "string", "pattern": "^[^\\x00-\\x1f\\x7f-\\x9f]*$"}
GAME = OpenApiParameter("game", GAME_SCHEMA, description="a game slug; omit for every game")
LIMIT = OpenApiParameter(
    "limit",
    {"type": "integer", "minimum": 1, "maximum": MAX_LIMIT},
    description="results per page (default 50)",
)
OFFSET = OpenApiParameter(
    "offset",
    {"type": "integer", "minimum": 0, "maximum": MAX_OFFSET},
    description="the index of the first result",
)
PAGE = [LIMIT, OFFSET]

BAD_INPUT = OpenApiResponse(
    s.ClubErrorOut,
    description="bad input: every problem, by row and field (a bad query parameter, a body "
    "that is not valid JSON, too large or too deeply nested, a wrong type or value)",
)
BAD_QUERY = OpenApiResponse(
    s.ClubErrorOut,
    description="a bad query parameter (named in 'field'), or a path or query the API "
    "refuses outright (a NUL byte, an undecodable escape)",
)
REFUSED = OpenApiResponse(
    s.ClubErrorOut,
    description="a private club and the caller is not one of its organisers. Writes: the "
    "caller is signed out or not an organiser of this club, or a signed-in call came "
    "without its CSRF token (SessionAuthentication answers 403, never 401), or the "
    "table belongs to another club",
)
MISSING = OpenApiResponse(s.ClubErrorOut, description="no such club, player, play or table")
WRONG_TYPE = OpenApiResponse(
    s.ClubErrorOut, description="the body is not of the content type this endpoint reads"
)
READ = {400: BAD_QUERY, 403: REFUSED, 404: MISSING}
WRITE = {400: BAD_INPUT, 403: REFUSED, 404: MISSING, 415: WRONG_TYPE}
NAME_TAKEN = {
    409: OpenApiResponse(s.ClubErrorOut, description="there is already a player of that name")
}


class ClubJSONParser(JSONParser):
    """DRF's JSON parser, refusing a body nested deeper than any club document is (the
    decoder recursing out of stack would otherwise be a 500)."""

    def parse(self, stream: Any, media_type: Any = None, parser_context: Any = None) -> Any:
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            data = None
            too_deep = True
        else:
            too_deep = _depth_over(data, MAX_BODY_DEPTH)
        if too_deep:
            raise ParseError(
                gettext("the JSON body is nested too deeply (%(max)s levels at most)")
                % {"max": MAX_BODY_DEPTH}
            )
        return data


def _depth_over(value: Any, limit: int) -> bool:
    """Whether ``value`` nests lists and objects deeper than ``limit`` (iteratively)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            if depth > limit:
                return True
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)
    return False


class ClubPagination(LimitOffsetPagination):
    """Limit/offset pages whose parameters are checked: a bad one is a 400 naming it."""

    max_limit = MAX_LIMIT

    def get_limit(self, request: Request) -> int:
        return self._whole(request, "limit", 1, MAX_LIMIT, self.default_limit)

    def get_offset(self, request: Request) -> int:
        return self._whole(request, "offset", 0, MAX_OFFSET, 0)

    @staticmethod
    def _whole(request: Request, name: str, low: int, high: int, default: int) -> int:
        raw = request.query_params.get(name)
        if raw is None:
            return default
        value = services.parse_int(raw) if raw.isascii() else None
        if value is None or not low <= value <= high:
            raise InvalidInput(
                [Problem(gettext("must be a whole number from %(low)s to %(high)s")
                         % {"low": low, "high": high}, name)]
            )  # fmt: skip
        return value


def _game(request: Request, *, required: bool = False) -> str | None:
    """The ``game`` query parameter: any text the database can take (a game nobody
    played matches nothing)."""
    game = request.query_params.get("game") or ""
    problem = services.text_problem(game)
    if not problem and ("\t" in game or "\n" in game):
        # A filter is one line: the tab and new line a name or a note may hold are not in it.
        problem = gettext("must not contain control characters")
    if problem:
        raise InvalidInput([Problem(problem, "game")])
    if required and not game:
        raise InvalidInput([Problem(gettext("is required"), "game")])
    return game or None


def _body(request: Request) -> dict[str, Any]:
    try:
        data = request.data
    except ParseError as exc:
        raise InvalidInput([Problem(str(exc.detail), "body")]) from None
    if not isinstance(data, dict):
        raise InvalidInput([Problem(gettext("send a JSON object"), "body")])
    return data


class ClubAPIView(APIView):
    authentication_classes = [SessionAuthentication]
    parser_classes = [ClubJSONParser]

    def access(self, code: str, *, write: bool = False) -> selectors.Access:
        access = selectors.club_access(code, self.request.user)
        if write:
            access.require_organiser()
        return access

    def page(self, items: Any, item: Any, **context: Any) -> Response:
        paginator = ClubPagination()
        rows = paginator.paginate_queryset(items, self.request, view=self)
        page = {
            "count": paginator.count,
            "next": paginator.get_next_link(),
            "previous": paginator.get_previous_link(),
            "results": rows,
        }
        return Response(s.paginated(item)(page, context=context).data)

    def perform_content_negotiation(self, request: Request, force: bool = False) -> Any:
        # Every answer but the CSV export is JSON: an Accept header asking for anything
        # else still gets it, not a 406 (the CSV view answers CSV regardless).
        return super().perform_content_negotiation(request, force=True)

    def handle_exception(self, exc: Exception) -> Response:
        # Django refuses an oversized body or form while DRF parses it; the API answers
        # that in JSON like any other bad input.
        if isinstance(exc, RequestDataTooBig):
            exc = InvalidInput([Problem(gettext("the request body is too large"), "body")])
        elif isinstance(exc, TooManyFieldsSent):
            exc = InvalidInput([Problem(gettext("the form has too many fields"), "body")])
        elif isinstance(exc, TooManyFilesSent):
            exc = InvalidInput([Problem(gettext("the form has too many files"), "body")])
        response = super().handle_exception(exc)
        response.data = s.error_body(response.data)
        return response


class ClubsView(ClubAPIView):
    @extend_schema(
        parameters=PAGE,
        responses={200: s.paginated(s.ClubOut), 400: BAD_QUERY},  # no club: nothing to refuse
        summary="The clubs the caller may see",
        tags=["club"],
        operation_id="clubs_list",
    )
    def get(self, request: Request) -> Response:
        user = request.user
        organised = set(user.clubs.values_list("pk", flat=True)) if user else set()
        return self.page(selectors.visible_clubs(user), s.ClubOut, organised=organised)


class ClubView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        responses={200: s.ClubDetailOut, **READ},
        summary="A club: counts, games played, whether ratings are up to date",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        access = self.access(code)
        organised = {access.club.pk} if access.is_organiser else set()
        return Response(s.ClubDetailOut(access.club, context={"organised": organised}).data)


class PlayersView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, *PAGE],
        responses={200: s.paginated(s.PlayerOut), **READ},
        summary="The club's players, by name",
        operation_id="club_players_list",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        club = self.access(code).club
        return self.page(club.players.order_by("name"), s.PlayerOut)

    @extend_schema(
        parameters=[CLUB],
        request=s.PlayerIn,
        responses={201: s.PlayerOut, **WRITE, **NAME_TAKEN},
        summary="Organisers: add a player (a player needs no login)",
        tags=["club"],
    )
    def post(self, request: Request, code: str) -> Response:
        club = self.access(code, write=True).club
        player = services.player_create(club=club, name=_body(request).get("name"))
        return Response(s.PlayerOut(player).data, status=status.HTTP_201_CREATED)


class PlayerView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, PLAYER],
        responses={200: s.PlayerDetailOut, **READ},
        summary="A player with stats per game (the first row: every game)",
        tags=["club"],
    )
    def get(self, request: Request, code: str, index: int) -> Response:
        player = selectors.player_in(self.access(code).club, index)
        return Response(s.PlayerDetailOut(player).data)

    @extend_schema(
        parameters=[CLUB, PLAYER],
        request=s.PlayerIn,
        responses={200: s.PlayerOut, **WRITE, **NAME_TAKEN},
        summary="Organisers: rename a player",
        tags=["club"],
    )
    def patch(self, request: Request, code: str, index: int) -> Response:
        player = selectors.player_in(self.access(code, write=True).club, index)
        services.player_rename(player=player, name=_body(request).get("name"))
        return Response(s.PlayerOut(player).data)


class PlayerRatingsView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, PLAYER, GAME, *PAGE],
        responses={200: s.paginated(s.RatingPoint), **READ},
        summary="A player's rating after each play, oldest first (the last 500)",
        tags=["club"],
    )
    def get(self, request: Request, code: str, index: int) -> Response:
        player = selectors.player_in(self.access(code).club, index)
        return self.page(selectors.rating_series(player, _game(request)), s.RatingPoint)


class LeaderboardView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, GAME, *PAGE],
        responses={200: s.paginated(s.LeaderRow), **READ},
        summary="The leaderboard of a game or of every game, best rating first",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        club = self.access(code).club
        return self.page(selectors.leaderboard(club, _game(request)), s.LeaderRow)


class GamesView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, *PAGE],
        responses={200: s.paginated(s.ClubGameOut), **READ},
        summary="The games the club played, most played first",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        return self.page(selectors.games_played(self.access(code).club), s.ClubGameOut)


class GameStatsView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, OpenApiParameter("game", {**GAME_SCHEMA, "minLength": 1}, required=True)],
        responses={200: s.GameStatsOut, **READ},
        summary="A game's score distribution, win rate by seat order and average play time",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        club = self.access(code).club
        game = _game(request, required=True)
        assert game is not None
        return Response(s.GameStatsOut(selectors.game_stats(club, game)).data)


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
        game = _game(request)
        player = None
        raw = request.query_params.get("player")
        if raw:
            number = services.parse_int(raw) if raw.isascii() else None
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
        play = services.play_record_manual(club=club, data=_body(request), user=request.user)
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
        return Response(s.PlayOut(services.play_update(play=play, data=_body(request))).data)

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
        data = s.SeatLinkIn(data=_body(request))
        data.is_valid(raise_exception=True)
        v = data.validated_data
        # A code lookup like any other: misses count towards the address's limit.
        table = ratelimit.table_by_code(request, v["table"])
        owner = services.table_owner_id(table)
        if owner is not None and owner != club.pk:
            raise services.another_club()
        by_host = services.holds_host_role(table, [v.get("host_token")])
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
        services.seat_link_player(seat=seat, player=player, club=club, by_host=by_host)
        play = Play.objects.filter(table=table).values_list("pk", flat=True).first()
        out = {"table": table.code, "seat": seat.index, "player": v["player"], "play_id": play}
        return Response(s.SeatLinkOut(out).data)


class ExportView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        responses={200: s.ExportDoc, **READ},
        summary="The whole club as JSON: lossless, re-importable into an empty club",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        club = self.access(code).club
        response = Response(s.ExportDoc(exports.export_json(club)).data)
        response["Content-Disposition"] = f'attachment; filename="{club.slug}.json"'
        return response


class ImportView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        request=s.ExportDoc,
        responses={
            201: s.ImportOut,
            **WRITE,
            409: OpenApiResponse(
                s.ClubErrorOut, description="the club is not empty (it has players or plays)"
            ),
        },
        summary="Organisers: load a club export into this (empty) club; all or nothing",
        tags=["club"],
    )
    def post(self, request: Request, code: str) -> Response:
        club = self.access(code, write=True).club
        counts = exports.import_json(club, _body(request))
        return Response(s.ImportOut(counts).data, status=status.HTTP_201_CREATED)


class PlaysCsvView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        responses={(200, "text/csv"): OpenApiTypes.STR, **READ},
        summary="The plays as CSV, one row per result (the format the CSV import reads)",
        description=(
            "Text cells that a spreadsheet would run as a formula (starting with =, +, -, @, "
            "a tab or a carriage return) start with a single quote; the CSV import takes "
            "exactly that quote off again."
        ),
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> StreamingHttpResponse:
        club = self.access(code).club
        response = StreamingHttpResponse(exports.export_csv(club), content_type="text/csv")
        response["Content-Disposition"] = f'attachment; filename="{club.slug}-plays.csv"'
        return response


# The multipart body as a raw schema: the API reads these two fields only (a
# serializer's schema would invite any other field).
CSV_IMPORT_BODY = {
    "type": "object",
    "properties": {
        "file": {
            "type": "string",
            "format": "binary",
            "description": "UTF-8 CSV: play, played_at, game, duration_seconds, player, seat, "
            "score, place (winner, lowest_wins, notes optional)",
        },
        "dry_run": {"type": "boolean", "default": False, "description": "check only"},
    },
    "required": ["file"],
    "additionalProperties": False,
}


class PlaysCsvImportView(ClubAPIView):
    parser_classes = [MultiPartParser, FormParser]

    @extend_schema(
        parameters=[CLUB],
        request={"multipart/form-data": CSV_IMPORT_BODY},
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
        try:
            dry_raw = request.data.get("dry_run", "")
            upload = request.FILES.get("file")
        except ParseError as exc:
            raise InvalidInput([Problem(str(exc.detail), "body")]) from None
        if not isinstance(dry_raw, str):
            raise InvalidInput([Problem(gettext("must be true or false"), "dry_run")])
        problem = services.text_problem(dry_raw)
        if problem:
            raise InvalidInput([Problem(problem, "dry_run")])
        if upload is None:
            raise InvalidInput(
                [Problem(gettext("send the CSV as the multipart field 'file'"), "file")]
            )
        dry_run = dry_raw.strip().lower() in ("1", "true", "yes", "on")
        # One byte over the limit is enough for the import to refuse it as too large.
        data = upload.read(exports.MAX_CSV_BYTES + 1)
        report = exports.import_csv(club, data, dry_run=dry_run)
        return Response(
            s.CsvReportOut(report).data,
            status=status.HTTP_200_OK if dry_run else status.HTTP_201_CREATED,
        )
