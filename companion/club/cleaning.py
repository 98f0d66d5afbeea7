"""Checks of single values a club write takes: texts, numbers, dates and JSON.

Each check either returns the cleaned value or says what is wrong with it, in words a
player reads (the callers name the row and field).
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Mapping
from datetime import UTC, datetime, time
from typing import Any

from django.utils import timezone
from django.utils.dateparse import parse_date, parse_datetime
from django.utils.translation import gettext

from companion.club.errors import Problem

# Bounds that keep every stored value inside its column (PostgreSQL refuses the rest
# with an error, not a truncation) and every JSON value small and shallow.
MAX_NAME = 80
MAX_NOTES = 500
MAX_TABLE_CODE = 12
MAX_TIEBREAKS = 20
MAX_TIEBREAK = 200
MAX_JSON_DEPTH = 8
MAX_JSON_ITEMS = 2000
MAX_JSON_TEXT = 1000
MAX_ID = 2**63 - 1
FIRST_YEAR, LAST_YEAR = 1900, 2999
# Tab and new line may sit in a text; every other control character is refused.
ALLOWED_CONTROLS = frozenset("\t\n")


def text_problem(value: str) -> str | None:
    """Why ``value`` cannot be stored as text, or None. PostgreSQL refuses NUL in text and
    lone surrogates in UTF-8; other control characters are refused because they garble
    pages and exports (and are never typed on purpose)."""
    for char in value:
        if char == "\x00":
            return gettext("must not contain NUL bytes")
        if unicodedata.category(char) == "Cc" and char not in ALLOWED_CONTROLS:
            return gettext("must not contain control characters (only tab and new line)")
        if unicodedata.category(char) == "Cs":
            return gettext("is not valid text (it holds a lone surrogate)")
    return None


def clean_text(
    value: Any,
    field_name: str,
    row: int | None = None,
    *,
    max_length: int,
    required: bool = False,
    strip: bool = True,
) -> tuple[str, list[Problem]]:
    """A text field: a string (None counts as empty), without control characters."""
    if value is None:
        value = ""
    if not isinstance(value, str):
        return "", [Problem(gettext("must be a text"), field_name, row)]
    problem = text_problem(value)
    if problem:
        return "", [Problem(problem, field_name, row)]
    if strip:
        value = value.strip()
    if required and not value:
        return "", [Problem(gettext("is required"), field_name, row)]
    if len(value) > max_length:
        return "", [
            Problem(
                gettext("is too long (%(max)s characters at most)") % {"max": max_length},
                field_name,
                row,
            )
        ]
    return value, []


def json_problem(value: Any) -> str | None:
    """Why ``value`` cannot be stored in a JSON column, or None: too deep, too big, not
    finite, or text PostgreSQL refuses (NUL). Iterative: a deep value cannot overflow
    the stack here."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    items = 0
    while stack:
        item, depth = stack.pop()
        items += 1
        if items > MAX_JSON_ITEMS:
            return gettext("is too large (%(max)s values at most)") % {"max": MAX_JSON_ITEMS}
        if depth > MAX_JSON_DEPTH:
            return gettext("is nested too deeply (%(max)s levels at most)") % {
                "max": MAX_JSON_DEPTH
            }
        if item is None or isinstance(item, bool):
            continue
        if isinstance(item, int):
            if abs(item) > MAX_ID:
                return gettext("holds a number too large to store")
        elif isinstance(item, float):
            if not math.isfinite(item):
                return gettext("holds a number that is not finite")
        elif isinstance(item, str):
            if len(item) > MAX_JSON_TEXT:
                return gettext("holds a text longer than %(max)s characters") % {
                    "max": MAX_JSON_TEXT
                }
            problem = text_problem(item)
            if problem:
                return problem
        elif isinstance(item, Mapping):
            for key, inner in item.items():
                if not isinstance(key, str):
                    return gettext("has a key that is not a text")
                stack.append((key, depth + 1))
                stack.append((inner, depth + 1))
        elif isinstance(item, list | tuple):
            stack.extend((inner, depth + 1) for inner in item)
        else:
            return gettext("holds a value that is not JSON")
    return None


def parse_number(value: Any) -> float | None:
    """A finite number from an int, a float or a text such as '12' or '-3.5'; else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        # float() of a huge int raises; a score that large is no score anyway.
        if abs(value) > MAX_ID:
            return None
        number = float(value)
    elif isinstance(value, float):
        number = value
    elif isinstance(value, str):
        if len(value) > 50:
            return None
        try:
            number = float(value.strip().replace(",", "."))
        except ValueError:
            return None
    else:
        return None
    return number if math.isfinite(number) else None


def parse_int(value: Any) -> int | None:
    """A whole number from an int, an integral float or a text of digits; else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    # The length cap: int() of thousands of digits raises (and no field needs them).
    if isinstance(value, str) and len(value) <= 30 and re.fullmatch(r"\s*-?\d+\s*", value):
        return int(value)
    return None


def parse_when(value: Any) -> datetime | None:
    """An aware datetime from a datetime or an ISO 8601 text (a bare date: midnight)."""
    moment: datetime | None
    if isinstance(value, datetime):
        moment = value
    elif isinstance(value, str) and value.strip() and len(value) <= 64:
        text = value.strip()
        try:
            moment = parse_datetime(text)
        except ValueError:
            return None
        if moment is None:
            try:
                day = parse_date(text)
            except ValueError:
                return None
            if day is None:
                return None
            moment = datetime.combine(day, time())
    else:
        return None
    try:
        if timezone.is_naive(moment):
            moment = timezone.make_aware(moment)
        # Stored in UTC: a time that has none (the year 1 or 9999 at the edge of a zone)
        # would fail on save.
        utc = moment.astimezone(UTC)
    except (ValueError, OverflowError):
        return None
    return moment if FIRST_YEAR <= utc.year <= LAST_YEAR else None


def shown(value: Any) -> str:
    """A bad value as a message quotes it: short, and nothing of a long or odd text."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
