"""The club API's reading of a club: the clubs, a club, its players (and adding or
renaming one), ratings, the leaderboard, the games played and a game's statistics."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response

from companion.club import selectors
from companion.club import serializers as s
from companion.club.api.base import (
    BAD_INPUT,
    BAD_KEY,
    BAD_QUERY,
    CLUB,
    GAME,
    GAME_SCHEMA,
    NAME_TAKEN,
    PAGE,
    PLAYER,
    READ,
    SIGNED_OUT,
    WRITE,
    WRONG_TYPE,
    ClubAPIView,
    game_param,
    request_body,
)
from companion.club.details import club_update
from companion.club.founding import club_create
from companion.club.players import (
    player_confirm,
    player_create,
    player_forget,
    player_merge,
    player_rename,
)


class ClubsView(ClubAPIView):
    @extend_schema(
        parameters=PAGE,
        responses={200: s.paginated(s.ClubOut), 400: BAD_QUERY, 401: BAD_KEY},  # nothing to refuse
        summary="The clubs the caller may see",
        tags=["club"],
        operation_id="clubs_list",
    )
    def get(self, request: Request) -> Response:
        user = request.user
        organised = set(selectors.organised_clubs(user).values_list("pk", flat=True))
        return self.page(selectors.visible_clubs(user), s.ClubOut, organised=organised)

    @extend_schema(
        request=s.ClubIn,
        responses={
            201: s.ClubOut,
            400: BAD_INPUT,
            401: BAD_KEY,
            403: SIGNED_OUT,
            415: WRONG_TYPE,
        },
        summary="Anyone signed in: start a club (private unless is_public), as its owner",
        tags=["club"],
        operation_id="clubs_create",
    )
    def post(self, request: Request) -> Response:
        body = request_body(request)
        club = club_create(
            owner=request.user,
            name=body.get("name"),
            is_public=body.get("is_public", False),
            time_zone=body.get("time_zone"),
        )
        return Response(
            s.ClubOut(club, context={"organised": {club.pk}}).data, status=status.HTTP_201_CREATED
        )


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

    @extend_schema(
        parameters=[CLUB],
        request=s.ClubDetailsIn,
        responses={200: s.ClubDetailOut, **WRITE},
        summary="Owners: change the club's name, who may read it, or its time zone",
        tags=["club"],
    )
    def patch(self, request: Request, code: str) -> Response:
        access = self.access(code)
        club = club_update(access=access, data=request_body(request))
        return Response(s.ClubDetailOut(club, context={"organised": {club.pk}}).data)


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
        player = player_create(club=club, name=request_body(request).get("name"))
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
        player_rename(player=player, name=request_body(request).get("name"))
        return Response(s.PlayerOut(player).data)


class PlayerForgetView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, PLAYER],
        request=None,
        responses={200: s.ForgottenOut, **WRITE},
        summary="Organisers: remove a player on their request",
        description=(
            "The player is deleted with their ratings and account link; their seats stay "
            "in every play as a former player's (no name, left out of ratings), and the "
            "club's ratings are recomputed."
        ),
        tags=["club"],
    )
    def post(self, request: Request, code: str, index: int) -> Response:
        access = self.access(code, write=True)
        player = selectors.player_in(access.club, index)
        return Response(s.ForgottenOut({"plays": player_forget(access=access, player=player)}).data)


class PlayerConfirmView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, PLAYER],
        request=None,
        responses={200: s.PlayerOut, **WRITE},
        summary="Organisers: confirm a guest player (added by a phone at a club table)",
        tags=["club"],
    )
    def post(self, request: Request, code: str, index: int) -> Response:
        player = selectors.player_in(self.access(code, write=True).club, index)
        return Response(s.PlayerOut(player_confirm(player=player)).data)


class PlayerMergeView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, PLAYER],
        request=s.PlayerMergeIn,
        responses={
            200: s.PlayerOut,
            **WRITE,
            409: OpenApiResponse(
                s.ClubErrorOut,
                description="both players are in one play or at one table: correct that first",
            ),
        },
        summary="Organisers: merge a guest into the player it turns out to be",
        description=(
            "The guest's seats and play results become the other player's, the guest is "
            "deleted and the club's ratings are recomputed. The answer is the player the "
            "guest was merged into."
        ),
        tags=["club"],
    )
    def post(self, request: Request, code: str, index: int) -> Response:
        player = selectors.player_in(self.access(code, write=True).club, index)
        merged = player_merge(player=player, into=request_body(request).get("into"))
        return Response(s.PlayerOut(merged).data)


class PlayerRatingsView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, PLAYER, GAME, *PAGE],
        responses={200: s.paginated(s.RatingPoint), **READ},
        summary="A player's rating after each play, oldest first (the last 500)",
        tags=["club"],
    )
    def get(self, request: Request, code: str, index: int) -> Response:
        player = selectors.player_in(self.access(code).club, index)
        return self.page(selectors.rating_series(player, game_param(request)), s.RatingPoint)


class LeaderboardView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, GAME, *PAGE],
        responses={200: s.paginated(s.LeaderRow), **READ},
        summary="The leaderboard of a game or of every game, best rating first",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        club = self.access(code).club
        return self.page(selectors.leaderboard(club, game_param(request)), s.LeaderRow)


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
        game = game_param(request, required=True)
        assert game is not None
        return Response(s.GameStatsOut(selectors.game_stats(club, game)).data)
