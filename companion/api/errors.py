"""Every API error is JSON ``{"error": "...", ...}`` with the right status."""

from __future__ import annotations

from typing import Any

from django.http import Http404
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from drf_spectacular.openapi import AutoSchema
from drf_spectacular.utils import OpenApiResponse
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler

from companion.api.auth import TableTokenAuthentication
from companion.api.parsers import BadInput
from companion.api.serializers import ErrorOut
from companion.tables.errors import RateLimited, TableError
from companion.web.views.errors import request_problem


def _first_message(detail: Any) -> str:
    if isinstance(detail, dict):
        for key, value in detail.items():
            message = _first_message(value)
            return message if key == "non_field_errors" else f"{key}: {message}"
    if isinstance(detail, list) and detail:
        return _first_message(detail[0])
    return str(detail)


def _first_field(detail: Any, path: str = "") -> str | None:
    """Where the first problem is, as ``seats[0].name`` (as the JSON parser names it)."""
    if isinstance(detail, dict):
        for key, value in detail.items():
            if key == "non_field_errors":
                return path or "body"
            # Lists report their items by int index (seats[0]), objects by name.
            if isinstance(key, int):
                return _first_field(value, f"{path}[{key}]")
            return _first_field(value, f"{path}.{key}" if path else str(key))
    if isinstance(detail, list):
        for index, item in enumerate(detail):
            if isinstance(item, dict | list):
                if item:
                    return _first_field(item, f"{path}[{index}]")
            else:
                return path or None
    return path or None


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, TableError):
        body = {"error": exc.message, **{k: v for k, v in exc.extra.items() if v is not None}}
        headers = {"Retry-After": str(exc.retry_after)} if isinstance(exc, RateLimited) else None
        return Response(body, status=exc.status, headers=headers)
    if isinstance(exc, Http404):
        return Response({"error": _("There is nothing at this address.")}, status=404)
    if isinstance(exc, BadInput):
        body = {"error": str(exc.detail), **({"field": exc.field} if exc.field else {})}
        return Response(body, status=status.HTTP_400_BAD_REQUEST)
    if isinstance(exc, exceptions.ValidationError):
        field = _first_field(exc.detail)
        body = {"error": _first_message(exc.detail), **({"field": field} if field else {})}
        return Response({**body, "fields": exc.detail}, status=status.HTTP_400_BAD_REQUEST)
    # Too large, too many fields, an unreadable multipart body: Django refuses these
    # while DRF reads the body, outside DRF's own exceptions.
    problem = request_problem(exc)
    if problem is not None:
        message, field = problem
        body = {"error": message, **({"field": field} if field else {})}
        return Response(body, status=status.HTTP_400_BAD_REQUEST)
    response = exception_handler(exc, context)
    if response is not None and isinstance(exc, exceptions.APIException):
        response.data = {"error": _first_message(exc.detail)}
    return response


class ErrorsDocumentedSchema(AutoSchema):
    """Document the errors every operation can answer, beside the ones its view names.

    Any request can carry a NUL character or a broken escape (400, from the middleware),
    a bearer header that is not ``Bearer <token>`` (401), a body in another media type
    (415), a path that matches no route (404), and a table's address may be refused for
    a while after too many unknown codes or claims (429); a client should expect them all.
    """

    def _get_response_bodies(self, direction: Any = "response") -> dict[str, Any]:
        responses = super()._get_response_bodies(direction)
        common = {
            "400": gettext_lazy("bad input: the error says what and where ('field')"),
        }
        if "{" in self.path:
            common["404"] = gettext_lazy("no such table, club, player, play or route")
        if any(isinstance(a, TableTokenAuthentication) for a in self.view.get_authenticators()):
            common["401"] = gettext_lazy("the Authorization header is not 'Bearer <token>'")
        if self.path.startswith("/api/tables/{code}"):
            # Codes that do not exist, and seat claims, are rate-limited per address.
            common["429"] = gettext_lazy(
                "too many unknown table codes or seat claims from this address: wait for "
                "Retry-After seconds"
            )
        if self.method in ("POST", "PUT", "PATCH"):
            common["415"] = gettext_lazy("the body is not in a media type this operation reads")
        for code, description in common.items():
            if code not in responses:
                responses[code] = self._get_response_for_code(
                    OpenApiResponse(ErrorOut, description=str(description)),
                    code,
                    direction=direction,
                )
        return responses
