"""Small template helpers for table pages."""

from __future__ import annotations

import uuid
from typing import Any

from django import template

register = template.Library()


@register.simple_tag
def new_move_id() -> str:
    """A fresh id per rendered form: a double tap or a retry re-sends the same id."""
    return uuid.uuid4().hex


@register.filter
def humanize_move(value: str) -> str:
    return str(value).replace("_", " ")


@register.filter
def get(mapping: Any, key: Any) -> Any:
    try:
        return mapping[key]
    except (KeyError, IndexError, TypeError):
        return None


@register.filter
def describe(value: Any) -> str:
    """A compact, readable rendering of a view value or move arguments."""
    if isinstance(value, dict):
        return ", ".join(f"{str(k).replace('_', ' ')}: {describe(v)}" for k, v in value.items())
    if isinstance(value, list):
        return "[" + "; ".join(describe(v) for v in value) + "]"
    if value is None:
        return "–"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)
