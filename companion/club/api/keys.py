"""A club key (``Authorization: Bearer tgc_...``) for a club's scripts.

Authentication only finds the key; the club in the URL decides what it may do there
(``companion.club.selectors.club_access``): in its own club it acts with its scope's
role, anywhere else as a signed-out caller.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AnonymousUser
from django.utils.translation import gettext
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework.authentication import BaseAuthentication, get_authorization_header
from rest_framework.exceptions import AuthenticationFailed
from rest_framework.request import Request

from companion.club.models import ClubToken
from companion.club.tokens import PREFIX, token_by_key


class ClubKeyAuthentication(BaseAuthentication):
    def authenticate(self, request: Request) -> tuple[AnonymousUser, ClubToken] | None:
        header = get_authorization_header(request).split()
        if len(header) != 2 or header[0].lower() != b"bearer":
            return None
        key = header[1].decode("latin-1")
        if not key.startswith(PREFIX):
            return None
        token = token_by_key(key)
        if token is None:
            raise AuthenticationFailed(
                gettext("this club key does not work: it was revoked, or it is mistyped")
            )
        return AnonymousUser(), token

    def authenticate_header(self, request: Request) -> str:
        return 'Bearer realm="club"'


def club_key(request: Request) -> ClubToken | None:
    auth: Any = request.auth
    return auth if isinstance(auth, ClubToken) else None


class ClubKeyScheme(OpenApiAuthenticationExtension):
    target_class = "companion.club.api.keys.ClubKeyAuthentication"
    name = "clubKey"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {
            "type": "http",
            "scheme": "bearer",
            "description": (
                "A club key (it starts with tgc_), made by an owner on the club's settings "
                "page or through /api/clubs/{code}/keys/. Scope read: reads the club as a "
                "member does; scope write: also changes its history as an organiser does. "
                "A key never reaches the club's people, invitations or keys, and is nothing "
                "in another club. Revoked keys answer 401."
            ),
        }
