"""Engine messages in the reader's language: the one place they meet gettext."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.utils.translation import gettext, ngettext

from companion.engines.text import Text, is_msg, render


def say(text: Text | None) -> str:
    """A message of an engine (or a fixed text of ours) in the active language."""
    return render(text, gettext=gettext, ngettext=ngettext)


def say_all(lines: Iterable[Text]) -> list[str]:
    return [say(line) for line in lines]


def readable(value: Any) -> Any:
    """Messages anywhere inside a view turned into text; everything else kept."""
    if is_msg(value):
        return say(value)
    if isinstance(value, dict):
        return {k: readable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [readable(v) for v in value]
    return value
