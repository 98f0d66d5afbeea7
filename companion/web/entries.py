"""Log entries in words: what each entry did, for every list of entries a page shows.

An entry's outcome (the lines ``selectors.event_entries`` gives, already in the
reader's language) says what happened. Entries written before outcomes existed say
it from their move's declaration instead: the move's label and each argument by its
label, with values by their names.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from django.utils.translation import gettext, ngettext

from companion import i18n
from companion.engines.base import Engine, MoveSpec
from companion.words import arg_value_text, list_words


def readable_entries(
    engine: Engine,
    state: Mapping[str, Any],
    entries: Iterable[dict[str, Any]],
    seat_names: Mapping[int, str],
) -> list[dict[str, Any]]:
    """``entries`` (from ``selectors.event_entries``), each with ``who`` entered it and
    ``lines`` saying what it did (or ``label`` and ``details`` for an old move)."""
    labels = engine.arg_labels(dict(state))
    specs = engine.move_specs()
    return [_readable(entry, specs, labels, seat_names) for entry in entries]


def _readable(
    entry: dict[str, Any],
    specs: Mapping[str, MoveSpec],
    labels: Mapping[str, Mapping[Any, Any]],
    seat_names: Mapping[int, str],
) -> dict[str, Any]:
    out = {**entry, "who": _who(entry), "lines": list(entry.get("outcome") or [])}
    if out["lines"] or entry["kind"] == "seat":
        # A seat change without an outcome says itself (tables/_seat_entry.html).
        return out
    if entry["kind"] in ("undo", "redo"):
        out["lines"] = [_taken_back(entry)]
        return out
    spec = specs.get(entry["type"])
    if spec is None:
        # Its values cannot be named without the declaration: they are left out.
        out["label"] = gettext("An entry of a kind this game no longer has")
        out["details"] = []
        return out
    out["label"] = i18n.say(spec.label)
    out["details"] = arg_details(spec, entry.get("args") or {}, labels, seat_names)
    return out


def _who(entry: Mapping[str, Any]) -> str:
    if entry["actor"] == "system":
        return gettext("The companion")
    name = entry.get("seat_name")
    if name and entry["actor"] == "host":
        return gettext("%(name)s, entered by the host") % {"name": name}
    return name or gettext("The host")


def arg_details(
    spec: MoveSpec,
    args: Mapping[str, Any],
    labels: Mapping[str, Mapping[Any, Any]],
    seat_names: Mapping[int, str],
) -> list[dict[str, str]]:
    """Each argument given, in the order the move declares them, labelled."""
    return [
        {
            "label": i18n.say(arg.label),
            "value": arg_value_text(arg, args[arg.name], seat_names, labels.get(arg.name, {})),
        }
        for arg in spec.args
        if arg.name in args and args[arg.name] is not None
    ]


def _taken_back(entry: Mapping[str, Any]) -> str:
    targets = [int(t) for t in (entry.get("args") or {}).get("targets") or []]
    numbers = list_words(str(t) for t in targets)
    who = _who(entry)
    if entry["kind"] == "undo":
        text = ngettext(
            "%(who)s took back entry %(numbers)s.",
            "%(who)s took back entries %(numbers)s.",
            len(targets),
        )
    else:
        text = ngettext(
            "%(who)s brought back entry %(numbers)s.",
            "%(who)s brought back entries %(numbers)s.",
            len(targets),
        )
    return text % {"who": who, "numbers": numbers}


def latest_said(entries: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The newest entry of the game (not a seat change), for the table screen."""
    return next((e for e in reversed(entries) if e["kind"] != "seat"), None)
