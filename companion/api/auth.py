"""Bearer tokens: a seat's token or the table's host token.

A token belongs to one table, so authentication only extracts it; each view
resolves it against the table in the URL (``companion.tables.selectors``).
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework.authentication import BaseAuthentication, get_authorization_header
from rest_framework.exceptions import AuthenticationFailed
from rest_framework.request import Request


class TableTokenAuthentication(BaseAuthentication):
    def authenticate(self, request: Request) -> tuple[None, str] | None:
        header = get_authorization_header(request).split()
        if not header:
            return None
        if header[0].lower() != b"bearer":
            return None
        if len(header) != 2:
            raise AuthenticationFailed(_("Send the token as 'Authorization: Bearer <token>'."))
        return None, header[1].decode("latin-1")

    def authenticate_header(self, request: Request) -> str:
        return "Bearer"


def bearer_token(request: Request) -> str | None:
    auth: Any = request.auth
    return auth if isinstance(auth, str) else None


class TableTokenScheme(OpenApiAuthenticationExtension):
    target_class = "companion.api.auth.TableTokenAuthentication"
    name = "tableToken"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {
            "type": "http",
            "scheme": "bearer",
            "description": "A seat token (acts for that seat) or the host token of the table.",
        }
