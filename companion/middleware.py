"""Refuse text no page or table can hold, before any view or database sees it.

PostgreSQL cannot store a NUL character in text and raises on any query that
carries one, so a NUL in a path, a query parameter, a cookie or a form field turned
into a 500 wherever a view looked something up with it. Escapes that do not decode
as UTF-8 are refused too: Django would quietly turn them into other characters.
JSON bodies are checked by the API's parser (companion.api.parsers), which sees
the decoded strings.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import unquote_to_bytes

from django.core.exceptions import SuspiciousOperation
from django.http import HttpRequest, HttpResponse
from django.http.multipartparser import MultiPartParserError
from django.utils.translation import gettext as _

from companion.web.views.errors import bad_input, request_problem

# NUL, and lone surrogates (only JSON's \\ud800 escapes can produce them): neither
# PostgreSQL nor UTF-8 can hold them.
INVALID_TEXT = re.compile("[\x00\ud800-\udfff]")
FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")


@dataclass(frozen=True)
class Problem:
    message: str
    field: str | None


def text_problem(text: str, name: str) -> str | None:
    """Why ``text`` (the value of ``name``) cannot be accepted, or None when it can."""
    found = INVALID_TEXT.search(text)
    if found is None:
        return None
    if found.group() == "\x00":
        return _(
            "'%(name)s' contains a NUL character (\\u0000), which is not allowed: "
            "remove it and try again."
        ) % {"name": name}
    return _("'%(name)s' contains a lone surrogate (\\ud800-\\udfff), which is not valid text.") % {
        "name": name
    }


def _path_problem(request: HttpRequest) -> Problem | None:
    if "\x00" in request.path:
        return Problem(
            _(
                "This address contains a NUL character, which no page or table code can hold. "
                "Check the link."
            ),
            "path",
        )
    # Django re-escapes path bytes that are not UTF-8 (%FF stays "%FF"); no page,
    # code or slug holds a "%", so an escape left in the path is one of those.
    if "%" in request.path:
        try:
            unquote_to_bytes(request.path).decode("utf-8")
        except UnicodeDecodeError:
            return Problem(
                _("This address contains escapes that are not UTF-8 text. Check the link."),
                "path",
            )
    return None


def _decode_query_part(raw: bytes) -> str:
    return unquote_to_bytes(raw.replace(b"+", b" ")).decode("utf-8")


def _query_problem(request: HttpRequest) -> Problem | None:
    query = request.META.get("QUERY_STRING", "")
    if not query:
        return None
    try:
        raw = query.encode("latin-1")
    except UnicodeEncodeError:
        raw = query.encode("utf-8")
    for part in raw.split(b"&"):
        if not part:
            continue
        raw_name, _sep, raw_value = part.partition(b"=")
        try:
            name = _decode_query_part(raw_name)
        except UnicodeDecodeError:
            return Problem(_("The query string contains escapes that are not UTF-8 text."), "query")
        if INVALID_TEXT.search(name):
            return Problem(_("The query string contains a NUL character in a name."), "query")
        try:
            value = _decode_query_part(raw_value)
        except UnicodeDecodeError:
            return Problem(
                _("'%(name)s' contains escapes that are not UTF-8 text.") % {"name": name}, name
            )
        message = text_problem(value, name)
        if message:
            return Problem(message, name)
    return None


def _header_problem(request: HttpRequest) -> Problem | None:
    for key, value in request.META.items():
        if key.startswith("HTTP_") and isinstance(value, str) and "\x00" in value:
            header = key[5:].replace("_", "-").title()
            return Problem(
                _("The %(header)s header contains a NUL character.") % {"header": header}, header
            )
    for name, value in request.COOKIES.items():
        if "\x00" in name or "\x00" in value:
            return Problem(
                _("The cookie '%(name)s' contains a NUL character.") % {"name": name}, name
            )
    return None


def _form_problem(request: HttpRequest) -> Problem | None:
    if request.method != "POST" or not (request.content_type or "").startswith(FORM_TYPES):
        return None
    try:
        fields, files = request.POST, request.FILES
    except (SuspiciousOperation, MultiPartParserError) as exc:
        # The view would fail on the same read: answer now, with the reason.
        problem = request_problem(exc)
        if problem is None:
            raise
        return Problem(*problem)
    for name, values in fields.lists():
        for text in (name, *values):
            message = text_problem(text, name)
            if message:
                return Problem(message, name)
    for name, uploads in files.lists():
        for upload in uploads:
            message = text_problem(f"{name}{upload.name or ''}", name)
            if message:
                return Problem(message, name)
    return None


CHECKS = (_path_problem, _query_problem, _header_problem, _form_problem)


class BadInputMiddleware:
    """Answer 400 (JSON under /api/, the styled page elsewhere) to text no view can use."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        for check in CHECKS:
            problem = check(request)
            if problem is not None:
                return bad_input(request, problem.message, problem.field)
        return self.get_response(request)
