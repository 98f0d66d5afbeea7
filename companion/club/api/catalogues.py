"""The club API's catalogues: per game, the component data of the club's box, in the
shape the game's engine declares. Organisers only: reading too (it is the club's
working data, not its public history)."""

from __future__ import annotations

from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from companion.club import catalogue_serializers as cs
from companion.club import catalogues
from companion.club.api.base import CLUB, READ, WRITE, ClubAPIView, request_body
from companion.club.errors import InvalidInput, Problem

GAME_PATH = OpenApiParameter(
    "game",
    {"type": "string", "pattern": "^[-a-zA-Z0-9_]{1,40}$"},
    OpenApiParameter.PATH,
    description="a game slug whose engine declares a catalogue",
)


class CataloguesView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        responses={200: cs.ClubCatalogueItemOut(many=True), **READ},
        summary="Organisers: every game with a catalogue shape, and what the club saved",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        club = self.access(code, write=True).club
        return Response([cs.item(summary) for summary in catalogues.club_catalogues(club)])


class CatalogueView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, GAME_PATH],
        responses={200: cs.ClubCatalogueOut, **READ},
        summary="Organisers: the club's catalogue of a game, with the game's declared shape",
        tags=["club"],
    )
    def get(self, request: Request, code: str, game: str) -> Response:
        club = self.access(code, write=True).club
        engine = catalogues.catalogue_engine(game)
        summary = catalogues.summary(engine, catalogues.stored(club, engine.slug))
        return Response(cs.item(summary, full=True))

    @extend_schema(
        parameters=[CLUB, GAME_PATH],
        request={"application/json": cs.CATALOGUE_SCHEMA},
        responses={200: cs.ClubCatalogueOut, **WRITE},
        summary="Organisers: replace the club's catalogue of a game; all or nothing",
        description=(
            "The body is the whole catalogue, checked against the game's shape: a bad "
            "value is a 400 whose `field` names the section, row and field "
            "(`ships.1.pirate`); nothing is written. Tables created later copy it; "
            "tables already created keep their copy."
        ),
        tags=["club"],
    )
    def put(self, request: Request, code: str, game: str) -> Response:
        club = self.access(code, write=True).club
        engine = catalogues.catalogue_engine(game)
        if not int(request.META.get("CONTENT_LENGTH") or 0):
            # An empty body would replace the catalogue with nothing: never by accident.
            raise InvalidInput([Problem(gettext("send the catalogue as a JSON object"), "body")])
        row = catalogues.catalogue_save(
            club=club, game=engine.slug, data=request_body(request), user=request.user
        )
        return Response(cs.item(catalogues.summary(engine, row), full=True))
