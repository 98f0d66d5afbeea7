"""The club API's people and invitations (owners), and accepting an invitation (anyone
signed in holding its token)."""

from __future__ import annotations

from django.db import transaction
from django.urls import reverse
from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response

from companion.accounts.clubs import clubs_of
from companion.accounts.resets import reset_link_create
from companion.club import serializers as s
from companion.club.api.base import (
    BAD_INPUT,
    BAD_KEY,
    CLUB,
    ID,
    MISSING,
    READ,
    SIGNED_OUT,
    WRITE,
    WRONG_TYPE,
    ClubAPIView,
    request_body,
)
from companion.club.errors import InvalidInput, NotAllowed, Problem
from companion.club.membership import (
    invitation_accept,
    invitation_create,
    invitation_revoke,
    open_invitations,
    people_of,
    person_of,
    person_remove,
    person_set_role,
)
from companion.club.models import Player
from companion.club.players import player_link_account
from companion.web.links import absolute

PERSON = OpenApiParameter("index", ID, OpenApiParameter.PATH, description="the account's id")
INVITATION = OpenApiParameter("index", ID, OpenApiParameter.PATH, description="the invitation's id")
PLAYER_TAKEN = {
    409: OpenApiResponse(
        s.ClubErrorOut, description="that player plays for another person of the club already"
    )
}
CLOSED = {
    410: OpenApiResponse(
        s.ClubErrorOut, description="the invitation expired, was withdrawn or is used up"
    )
}


class PeopleView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        responses={200: s.PersonOut(many=True), **READ},
        summary="Owners: the club's people and their roles",
        tags=["club"],
        operation_id="club_people_list",
    )
    def get(self, request: Request, code: str) -> Response:
        access = self.access(code)
        access.require_owner()
        return Response(s.PersonOut(people_of(access.club), many=True).data)


class PersonView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, PERSON],
        request=s.PersonIn,
        responses={200: s.PersonOut, **WRITE, **PLAYER_TAKEN},
        summary="Owners: change a person's role (a club keeps at least one owner), or link "
        "them to the club's player they play as",
        tags=["club"],
    )
    def patch(self, request: Request, code: str, index: int) -> Response:
        access = self.access(code)
        access.require_owner()
        body = request_body(request)
        if "role" not in body and "player" not in body:
            raise InvalidInput([Problem(gettext("send a role, a player, or both"), "body")])
        with transaction.atomic():
            membership = person_of(access, index)
            if "role" in body:
                membership = person_set_role(access=access, user_id=index, role=body["role"])
            if "player" in body:
                player_link_account(access=access, user_id=index, player=body["player"])
        membership.plays_as = Player.objects.filter(  # type: ignore[attr-defined]
            club=access.club, user_id=membership.user_id
        ).first()
        return Response(s.PersonOut(membership).data)

    @extend_schema(
        parameters=[CLUB, PERSON],
        request=None,
        responses={204: None, **WRITE},
        summary="Owners: take a person out of the club (their plays stay)",
        tags=["club"],
    )
    def delete(self, request: Request, code: str, index: int) -> Response:
        person_remove(access=self.access(code), user_id=index)
        return Response(status=status.HTTP_204_NO_CONTENT)


class ResetLinkView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, PERSON],
        request=None,
        responses={201: s.ResetLinkOut, **WRITE},
        summary="Owners: a one-time link for a person of the club to choose a new password",
        description=(
            "Only for a person whose every club the caller owns (not the caller, not a site "
            "administrator): 403 otherwise. The link works once, until expires_at; nothing "
            "is mailed: hand it over."
        ),
        tags=["club"],
    )
    def post(self, request: Request, code: str, index: int) -> Response:
        made = reset_link_create(access=self.access(code), by=request.user, user_id=index)
        data = {
            "username": made.username,
            "link": absolute(request, made.path),
            "expires_at": made.expires_at,
        }
        return Response(s.ResetLinkOut(data).data, status=status.HTTP_201_CREATED)


class AccountView(ClubAPIView):
    @extend_schema(
        responses={200: s.AccountOut, 401: BAD_KEY, 403: SIGNED_OUT},
        summary="Signed in: your clubs, your role and the player you play as in each",
        tags=["club"],
        operation_id="account",
    )
    def get(self, request: Request) -> Response:
        if not getattr(request.user, "is_authenticated", False):
            raise NotAllowed(gettext("sign in to see your clubs"))
        data = {"username": request.user.get_username(), "clubs": clubs_of(request.user)}
        return Response(s.AccountOut(data).data)


class InvitationsView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        responses={200: s.InvitationOut(many=True), **READ},
        summary="Owners: the invitations that still let someone in",
        tags=["club"],
        operation_id="club_invitations_list",
    )
    def get(self, request: Request, code: str) -> Response:
        access = self.access(code)
        access.require_owner()
        return Response(s.InvitationOut(open_invitations(access.club), many=True).data)

    @extend_schema(
        parameters=[CLUB],
        request=s.InvitationIn,
        responses={201: s.NewInvitationOut, **WRITE},
        summary="Owners: a new invitation link (its token is in this answer only)",
        tags=["club"],
    )
    def post(self, request: Request, code: str) -> Response:
        access = self.access(code)
        body = request_body(request)
        made = invitation_create(
            access=access,
            by=request.user,
            role=body.get("role"),
            days=body.get("days", 7),
            uses=body.get("uses", 1),
        )
        invitation = made.invitation
        link = absolute(request, reverse("club:join", args=[made.token]))
        data = {**s.InvitationOut(invitation).data, "token": made.token, "link": link}
        return Response(s.NewInvitationOut(data).data, status=status.HTTP_201_CREATED)


class InvitationView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB, INVITATION],
        request=None,
        responses={204: None, **WRITE},
        summary="Owners: withdraw an invitation (nobody joins with it any more)",
        tags=["club"],
    )
    def delete(self, request: Request, code: str, index: int) -> Response:
        invitation_revoke(access=self.access(code), invitation_id=index)
        return Response(status=status.HTTP_204_NO_CONTENT)


class InvitationAcceptView(ClubAPIView):
    @extend_schema(
        request=s.InvitationAcceptIn,
        responses={
            200: s.JoinedOut,
            400: BAD_INPUT,
            401: BAD_KEY,
            403: SIGNED_OUT,
            404: MISSING,
            **CLOSED,
            415: WRONG_TYPE,
        },
        summary="Anyone signed in: join a club with an invitation's token",
        tags=["club"],
        operation_id="invitations_accept",
    )
    def post(self, request: Request) -> Response:
        membership = invitation_accept(token=request_body(request).get("token"), user=request.user)
        return Response(s.JoinedOut(membership).data)
