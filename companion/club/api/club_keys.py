"""The club API's keys for scripts (owners, signed in: a key never makes or lists keys)."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response

from companion.club import serializers as s
from companion.club.api.base import CLUB, ID, READ, WRITE, ClubAPIView, request_body
from companion.club.tokens import token_create, token_revoke, tokens_of

KEY = OpenApiParameter("index", ID, OpenApiParameter.PATH, description="the key's id")


class KeysView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        responses={200: s.ClubKeyOut(many=True), **READ},
        summary="Owners: the club's keys for scripts, working ones first",
        tags=["club"],
        operation_id="club_keys_list",
    )
    def get(self, request: Request, code: str) -> Response:
        return Response(s.ClubKeyOut(tokens_of(self.access(code)), many=True).data)

    @extend_schema(
        parameters=[CLUB],
        request=s.ClubKeyIn,
        responses={201: s.NewClubKeyOut, **WRITE},
        summary="Owners: a new key for scripts (the key is in this answer only)",
        tags=["club"],
    )
    def post(self, request: Request, code: str) -> Response:
        body = request_body(request)
        made = token_create(
            access=self.access(code),
            by=request.user,
            name=body.get("name"),
            scope=body.get("scope"),
        )
        data = s.NewClubKeyOut(made.token, context={"key": made.key}).data
        return Response(data, status=status.HTTP_201_CREATED)


class KeyView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, KEY],
        request=None,
        responses={204: None, **WRITE},
        summary="Owners: revoke a key (scripts using it get 401 from now on)",
        tags=["club"],
    )
    def delete(self, request: Request, code: str, index: int) -> Response:
        token_revoke(access=self.access(code), token_id=index)
        return Response(status=status.HTTP_204_NO_CONTENT)
