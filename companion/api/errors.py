"""Every API error is JSON ``{"error": "...", ...}`` with the right status."""

from __future__ import annotations

from typing import Any

from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler

from companion.tables.errors import TableError


def _first_message(detail: Any) -> str:
    if isinstance(detail, dict):
        for key, value in detail.items():
            message = _first_message(value)
            return message if key == "non_field_errors" else f"{key}: {message}"
    if isinstance(detail, list) and detail:
        return _first_message(detail[0])
    return str(detail)


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, TableError):
        body = {"error": exc.message, **{k: v for k, v in exc.extra.items() if v is not None}}
        return Response(body, status=exc.status)
    if isinstance(exc, Http404):
        return Response({"error": "not found"}, status=status.HTTP_404_NOT_FOUND)
    if isinstance(exc, exceptions.ValidationError):
        return Response(
            {"error": _first_message(exc.detail), "fields": exc.detail},
            status=status.HTTP_400_BAD_REQUEST,
        )
    response = exception_handler(exc, context)
    if response is not None and isinstance(exc, exceptions.APIException):
        response.data = {"error": _first_message(exc.detail)}
    return response
