"""Values of a view, a result or a move in words for players.

Pages never print a Python or JSON value as it is: a list reads "a, b and c", a truth
value "yes" or "no", an engine message in the reader's language, an argument value by
the label the engine gives it (a seat by its name).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from django.utils.translation import gettext

from companion import i18n
from companion.engines.base import Arg
from companion.engines.text import is_msg, join_words

# What an event shows in place of an argument another seat keeps secret
# (Engine.event_view writes this marker).
HIDDEN = "hidden"


def key_label(key: Any) -> str:
    """A view's or a breakdown's key as a label: engines give words (N_ texts); a key
    that is still a name in code reads with spaces."""
    return i18n.say(str(key).replace("_", " "))


def readable(value: Any) -> str:
    """Any value of a view or a result as words: never brackets, braces or None."""
    if is_msg(value):
        return i18n.say(value)
    if value is None:
        return "–"
    if isinstance(value, bool):
        return gettext("yes") if value else gettext("no")
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, Mapping):
        if "name" in value and isinstance(value["name"], str):
            # A seat, a card, a ship: its name says which (a printed one translated).
            return i18n.say(value["name"])
        return "; ".join(f"{key_label(k)}: {readable(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return list_words(readable(v) for v in value)
    if isinstance(value, str):
        # A key of ours reads as its words, translated (the engines mark them, e.g.
        # ``shown_words.py``); a name typed at the table finds no translation and stays as typed.
        return i18n.say(value.replace("_", " ") if "_" in value and " " not in value else value)
    return str(value)


def list_words(items: Iterable[str]) -> str:
    """ "a", "a and b", "a, b and c" in the reader's language."""
    return join_words(list(items), gettext=gettext)


def choice_label(
    arg: Arg, value: Any, seat_names: Mapping[int, str], labels: Mapping[Any, Any]
) -> str:
    """How a player knows one value of ``arg``: a seat's name, the engine's label for
    it, yes or no, or the value itself in words."""
    if arg.type == "seat" and isinstance(value, int) and value in seat_names:
        return seat_names[value]
    if value in labels:
        return i18n.say(labels[value])
    if str(value) in labels:
        return i18n.say(labels[str(value)])
    # The words the declaration gives its choices (a house ruling's readings, a port's
    # status): every game's forms and logs show them, not the keys.
    if arg.choice_labels and arg.choices and value in arg.choices:
        index = arg.choices.index(value)
        if index < len(arg.choice_labels):
            return i18n.say(arg.choice_labels[index])
    return readable(value)


def arg_value_text(
    arg: Arg, value: Any, seat_names: Mapping[int, str], labels: Mapping[Any, Any]
) -> str:
    """A logged argument's value in words (a list of values: each by its label)."""
    if value == HIDDEN:
        return gettext("hidden")
    if isinstance(value, list):
        return list_words(choice_label(arg, v, seat_names, labels) for v in value)
    return choice_label(arg, value, seat_names, labels)


def waiting_seats(view: Mapping[str, Any]) -> list[int]:
    """The seats a view says the table waits for, in the order first named."""
    waiting = view.get("waiting_for")
    items = waiting if isinstance(waiting, list) else [waiting]
    seats: list[int] = []
    for item in items:
        if not isinstance(item, Mapping):
            continue
        for seat in item.get("seats") or ():
            if isinstance(seat, int) and seat not in seats:
                seats.append(seat)
    return seats


def waiting_line(view: Mapping[str, Any], seat_names: Mapping[int, str]) -> str:
    """What the table waits for: the view's prompt, or the names of who must enter."""
    prompt = view.get("prompt")
    if prompt:
        return i18n.say(prompt)
    names = [seat_names[s] for s in waiting_seats(view) if s in seat_names]
    if not names:
        return ""
    return gettext("Waiting for %(names)s.") % {"names": list_words(names)}


def view_items(view: Mapping[str, Any]) -> list[tuple[str, str]]:
    """A view as labelled values, for games without a page of their own."""
    return [(key_label(k).capitalize(), readable(v)) for k, v in view.items() if k != "game"]
