"""What every club API view shares: the documented parameters and answers, the JSON
parser with its depth limit, checked paging, and the view base that resolves the club."""

from __future__ import annotations

from typing import Any

from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent, TooManyFilesSent
from django.utils import timezone
from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse
from rest_framework.authentication import SessionAuthentication
from rest_framework.exceptions import ParseError
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.parsers import JSONParser
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from companion.club import cleaning, selectors
from companion.club import serializers as s
from companion.club.api.keys import ClubKeyAuthentication, club_key
from companion.club.errors import InvalidInput, Problem
from companion.club.zones import zone_of

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
    description="writes: the caller is signed out or not an organiser (or owner) of this "
    "club, or a signed-in call came without its CSRF token, or a club key's scope does not "
    "allow it (a key reads, or writes the history; never people, invitations or keys), or "
    "the table belongs to another club",
)
SIGNED_OUT = OpenApiResponse(
    s.ClubErrorOut, description="signed out, or a signed-in call without its CSRF token"
)
MISSING = OpenApiResponse(
    s.ClubErrorOut,
    description="no such club, player, play or table; a private club answers this to anyone "
    "who is not one of its people (owner, organiser or member), as if it did not exist",
)
WRONG_TYPE = OpenApiResponse(
    s.ClubErrorOut, description="the body is not of the content type this endpoint reads"
)
BAD_KEY = OpenApiResponse(
    s.ClubErrorOut, description="a club key that does not work: revoked, or mistyped"
)
READ = {400: BAD_QUERY, 401: BAD_KEY, 403: REFUSED, 404: MISSING}
WRITE = {400: BAD_INPUT, 401: BAD_KEY, 403: REFUSED, 404: MISSING, 415: WRONG_TYPE}
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
        value = cleaning.parse_int(raw) if raw.isascii() else None
        if value is None or not low <= value <= high:
            raise InvalidInput(
                [Problem(gettext("must be a whole number from %(low)s to %(high)s")
                         % {"low": low, "high": high}, name)]
            )  # fmt: skip
        return value


def game_param(request: Request, *, required: bool = False) -> str | None:
    """The ``game`` query parameter: any text the database can take (a game nobody
    played matches nothing)."""
    game = request.query_params.get("game") or ""
    problem = cleaning.text_problem(game)
    if not problem and ("\t" in game or "\n" in game):
        # A filter is one line: the tab and new line a name or a note may hold are not in it.
        problem = gettext("must not contain control characters")
    if problem:
        raise InvalidInput([Problem(problem, "game")])
    if required and not game:
        raise InvalidInput([Problem(gettext("is required"), "game")])
    return game or None


def request_body(request: Request) -> dict[str, Any]:
    try:
        data = request.data
    except ParseError as exc:
        raise InvalidInput([Problem(str(exc.detail), "body")]) from None
    if not isinstance(data, dict):
        raise InvalidInput([Problem(gettext("send a JSON object"), "body")])
    return data


class ClubAPIView(APIView):
    # A club key first: a script's call sends no cookie and needs no CSRF token.
    authentication_classes = [ClubKeyAuthentication, SessionAuthentication]
    parser_classes = [ClubJSONParser]

    def access(self, code: str, *, write: bool = False) -> selectors.Access:
        access = selectors.club_access(code, self.request.user, club_key(self.request))
        if write:
            access.require_organiser()
        # The answer's dates are in the club's time zone (with their offset), and a time
        # sent without one is read in it; dispatch() puts the server's zone back.
        timezone.activate(zone_of(access.club))
        return access

    def dispatch(self, request: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return super().dispatch(request, *args, **kwargs)
        finally:
            timezone.deactivate()

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
