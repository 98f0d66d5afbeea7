"""The second step of an entry that changes what others do at the table, or that the
engine warns about (``Engine.caution``: a legal move that changes nothing).

A move declared with ``confirm`` or with a caution now (and freeing a seat, stopping the
table) is not recorded on its first post: the page answers with the consequence (or the
warning) in words, the entry as entered, a form that posts every field again with
``confirmed=1`` and a way back.
It is plain HTML: it works without JavaScript and needs no inline handler.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from django.http import QueryDict
from django.utils.translation import gettext

from companion import i18n
from companion.engines.base import Arg, Engine, MoveInputError, MoveSpec, RuleError
from companion.engines.text import Text
from companion.engines.text import _ as message
from companion.web.entries import arg_details
from companion.words import choice_label, list_words

CONFIRMED = "confirmed"
# What a browser adds to a form itself: never posted again by the second step.
_NOT_REPOSTED = {"csrfmiddlewaretoken", CONFIRMED}


def is_confirmed(post: QueryDict) -> bool:
    return post.get(CONFIRMED) == "1"


def reposted(post: QueryDict) -> list[tuple[str, str]]:
    """Every field of the first post, in order, for the second step's hidden inputs."""
    return [
        (name, value)
        for name, values in post.lists()
        if name not in _NOT_REPOSTED
        for value in values
    ]


def yes_label(label: str) -> str:
    # "Yes, throw cargo overboard": the label goes on after a comma.
    said = label[:1].lower() + label[1:] if label[1:2].islower() else label
    return gettext("Yes, %(label)s") % {"label": said}


def question(
    *, text: str, post: QueryDict, action: str, back: str, target: str, **extra: Any
) -> dict[str, Any]:
    """What ``tables/_confirm.html`` draws: ``text`` is the consequence, in words."""
    return {
        "question": text,
        "fields": reposted(post),
        "action": action,
        "back": back,
        "target": target,
        "details": [],
        "yes": gettext("Yes"),
        **extra,
    }


def dry_run_passes(engine: Engine, state: Mapping[str, Any], seat: int, move: Any) -> bool:
    """Whether the engine would take the move: a refusal is left to the real post, which
    says it as every refusal is said (and records nothing)."""
    try:
        engine.play(dict(state), seat, move)
    except (RuleError, MoveInputError):
        return False
    return True


def move_words(
    engine: Engine,
    state: Mapping[str, Any],
    spec: MoveSpec,
    raw_args: Any,
    seat_names: Mapping[int, str],
) -> tuple[str, list[dict[str, str]]]:
    """The declared consequence with the move's arguments filled in, and each argument
    as entered (label and value)."""
    args = spec.clean_args(raw_args)
    labels = engine.arg_labels(dict(state))
    words = {
        arg.name: _arg_words(arg, args.get(arg.name), seat_names, labels.get(arg.name, {}))
        for arg in spec.args
    }
    said = i18n.say(message(spec.confirm, **words))
    return said, arg_details(spec, args, labels, seat_names)


def caution_words(
    engine: Engine,
    state: Mapping[str, Any],
    spec: MoveSpec,
    raw_args: Any,
    seat_names: Mapping[int, str],
    warning: Text,
) -> tuple[str, list[dict[str, str]]]:
    """The engine's warning as the question, and each argument as entered."""
    args = spec.clean_args(raw_args)
    labels = engine.arg_labels(dict(state))
    said = gettext("%(warning)s Record it anyway?") % {"warning": i18n.say(warning)}
    return said, arg_details(spec, args, labels, seat_names)


def _arg_words(
    arg: Arg, value: Any, seat_names: Mapping[int, str], labels: Mapping[Any, Any]
) -> str:
    if value is None:
        value = arg.default
    if value is None or value == []:
        return gettext("none")
    if not isinstance(value, list):
        return choice_label(arg, value, seat_names, labels)
    # Two rum read "2 × rum", not "rum and rum".
    counted = Counter(value)
    items = [
        choice_label(arg, v, seat_names, labels)
        if n == 1
        else gettext("%(count)s × %(item)s")
        % {"count": n, "item": choice_label(arg, v, seat_names, labels)}
        for v, n in counted.items()
    ]
    return list_words(items)
