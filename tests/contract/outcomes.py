"""Reading a move's outcome: its messages and the numbers they name."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Engine, Outcome
from companion.engines.text import english, is_msg
from tests.contract.visible import internals_in


def all_messages(outcome: Outcome) -> list[Any]:
    """The public lines, then every seat's private ones."""
    return [*outcome.public, *(m for lines in outcome.private.values() for m in lines)]


def numbers_named(message: Any) -> list[int | float]:
    """The numbers a message's parameters carry, nested messages and lists included."""
    if is_msg(message):
        return [n for value in (message.get("params") or {}).values() for n in numbers_named(value)]
    if isinstance(message, (list, tuple)):
        return [n for value in message for n in numbers_named(value)]
    if isinstance(message, (int, float)) and not isinstance(message, bool):
        return [message]
    return []


def contest_types(engine: Engine) -> set[str]:
    return {t for t, spec in engine.move_specs().items() if spec.contest}


def sentence_problems(message: Any, engine: Engine) -> list[str]:
    """A line for players is a full sentence in words: a capital, a full stop, no internals."""
    text = english(message)
    problems = []
    if not is_msg(message):
        problems.append("not a message")
    if not text[:1].isupper() and not text[:1].isdigit():
        problems.append("no capital letter")
    if not text.rstrip().endswith((".", "!", "?")):
        problems.append("no full stop")
    problems += [f"{token!r}" for token in internals_in(text, engine)]
    return [f"{', '.join(problems)}: {text[:120]!r}"] if problems else []
