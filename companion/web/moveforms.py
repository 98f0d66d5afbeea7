"""Turning a posted HTML form into a move, from the engine's declaration of that move."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.http import QueryDict
from django.utils.translation import gettext

from companion.engines.base import Arg, Engine, LegalMove, MoveSpec
from companion.i18n import say
from companion.words import choice_label, list_words


def move_from_post(engine: Engine, post: QueryDict) -> dict[str, Any]:
    move_type = post.get("type", "")
    spec = engine.move_specs().get(move_type)
    if spec is None:
        return {"type": move_type, "args": {}}
    args: dict[str, Any] = {}
    for arg in spec.args:
        if arg.type == "bool":
            if arg.name in post:
                args[arg.name] = post.get(arg.name) in {"1", "true", "on", "yes"}
            elif arg.required:
                args[arg.name] = False
        elif arg.type in ("int_list", "str_list"):
            values = [v for v in post.getlist(arg.name) if v != ""]
            # Position-by-position pickers post name__0, name__1, ... (one die each).
            prefix = f"{arg.name}__"
            positions = sorted(
                (k for k in post if k.startswith(prefix) and k[len(prefix) :].isdigit()),
                key=lambda k: int(k[len(prefix) :]),
            )
            values += [v for v in (post.get(k, "") for k in positions) if v != ""]
            values += _counted(post, arg.name)
            # Free text (hexes where the hunters end) is typed in one box, comma-separated.
            typed = post.get(f"{arg.name}__text", "")
            values += [v.strip() for v in typed.split(",") if v.strip()]
            if values or arg.required:
                args[arg.name] = values
        else:
            value = post.get(arg.name, "")
            if value != "":
                args[arg.name] = value
    return {"type": move_type, "args": args}


def _counted(post: QueryDict, name: str) -> list[str]:
    """A how-many-of-each picker's rows (name__value__i, name__count__i) as the list."""
    out: list[str] = []
    index = 0
    while f"{name}__value__{index}" in post:
        count = post.get(f"{name}__count__{index}", "0")
        out += [post.get(f"{name}__value__{index}", "")] * (int(count) if count.isdigit() else 0)
        index += 1
    return out


def form_fields(
    spec: MoveSpec,
    legal: LegalMove,
    seat_names: Mapping[int, str],
    labels: Mapping[str, Mapping[Any, Any]] | None = None,
    *,
    visible: bool = False,
) -> list[dict[str, Any]]:
    """What a template needs to draw one move's inputs: buttons for few choices.

    An optional argument that ``allowed`` does not list (or lists as empty) does not
    apply now and gets no input. Every label is in the reader's language: a seat by
    its name, other values by the engine's labels (``Engine.arg_labels``). With
    ``visible``, a single allowed list of named things is shown item by item, ticked,
    rather than as one value a page may fix unseen.
    """
    fields = []
    labels = labels or {}
    for arg in spec.args:
        allowed = legal.allowed.get(arg.name)
        # Free text (a port's name) cannot be listed, so an optional text is offered.
        if not arg.required and not allowed and arg.type != "str":
            continue
        order = _is_order(arg, allowed)
        if allowed is None and arg.choices is not None:
            allowed = list(arg.choices)
        if allowed is None and arg.type == "seat":
            allowed = sorted(seat_names)
        arg_labels = labels.get(arg.name, {})
        if visible and arg.type == "str_list" and allowed and len(allowed) == 1:
            options: list[dict[str, Any]] | None = [
                {**_option(arg, v, seat_names, arg_labels), "checked": True} for v in allowed[0]
            ]
            positions = None
        elif order and allowed is not None:
            options, positions = None, _order_positions(arg, allowed, seat_names, arg_labels)
        else:
            options, positions = _choices(arg, allowed, seat_names, arg_labels)
        counts = _counts(arg, allowed, seat_names, arg_labels)
        if counts:
            options, positions = None, None
        field = {
            "counts": counts,
            "name": arg.name,
            "type": arg.type,
            "help": say(arg.form_label),
            "required": arg.required,
            "min": arg.min,
            "max": arg.max,
            "options": options,
            # Up to 12 choices are tap targets; more go in a select.
            "buttons": options is not None and len(options) <= 12,
            # Names (cards, ships) need wider buttons than numbers: a word is not split.
            "words": options is not None and _longest_word(options) > WORD_IN_A_CHIP,
            # A card told by its values ("Fortuna: sail 3, cannon 2, 1 rum") reads as a
            # line: one choice per row, read left to right.
            "lines": options is not None and _longest_label(options) > LINE_IN_A_CHIP,
            "multiple": arg.type in ("int_list", "str_list"),
            "positions": positions,
            # Many values at each position (nine ships): a list to pick from, not buttons.
            "position_lists": bool(positions)
            and max(map(len, positions or [[]])) > POSITION_BUTTONS,
            # Left out, an optional value with no default is "none" (an event card with no
            # NPC icon): a list shows that as a choice of its own, since a browser posts a
            # list's first value when nothing is chosen. One with a default the offer leaves
            # out (a space the companion cannot name now) must be chosen from the list.
            "blank": not arg.required and arg.default is None,
        }
        if not arg.required and arg.default is not None:
            _offer_default(arg, field)
        fields.append(field)
    return fields


# More values than this at a position are a select, not a row of buttons (dice keep theirs).
POSITION_BUTTONS = 6


def _is_order(arg: Arg, allowed: list[Any] | None) -> bool:
    """A list of fixed length offered as exactly as many single values: the values in
    some order (the ship line, space by space)."""
    return (
        arg.type in ("int_list", "str_list")
        and arg.length is not None
        and allowed is not None
        and len(allowed) == arg.length
        and not any(isinstance(v, list) for v in allowed)
    )


def _order_positions(
    arg: Arg, allowed: list[Any], seat_names: Mapping[int, str], labels: Mapping[Any, Any]
) -> list[list[dict[str, Any]]]:
    """One picker per position, each starting on the value offered there: an order that
    is already right is entered as it stands, and each value that differs is one change."""
    return [
        [{**_option(arg, v, seat_names, labels), "checked": v == allowed[i]} for v in allowed]
        for i in range(len(allowed))
    ]


# The longest word (in characters) a narrow choice button holds on a 360 px phone: at the
# buttons' large type a five-letter word ("Shoot") was split inside one.
WORD_IN_A_CHIP = 4
LINE_IN_A_CHIP = 24


def _longest_label(options: list[dict[str, Any]]) -> int:
    return max((len(str(o["label"])) for o in options), default=0)


def _longest_word(options: list[dict[str, Any]]) -> int:
    return max((len(word) for o in options for word in str(o["label"]).split()), default=0)


def _offer_default(arg: Arg, field: dict[str, Any]) -> None:
    """An optional argument starts at its default, chosen: a player taps only what
    differs from the usual (no gunpowder on a merchant card, no trade wind used)."""
    if field["options"] is None:
        if not field["positions"]:
            field["value"] = arg.default
        return
    wanted = str(_option(arg, arg.default, {}, {})["value"])
    for option in field["options"]:
        option["checked"] = str(option["value"]) == wanted
    # The default is all there is: nothing to choose or to say.
    field["usual"] = [str(o["value"]) for o in field["options"]] == [wanted]


def _counts(
    arg: Arg,
    allowed: list[Any] | None,
    seat_names: Mapping[int, str],
    labels: Mapping[Any, Any],
) -> list[dict[str, Any]] | None:
    """A list offered with values repeated (six cargo cards, a good on several): how many
    of each, one row of small numbers per value, rather than a long list of lookalikes."""
    if arg.type != "str_list" or not allowed or any(isinstance(v, list) for v in allowed):
        return None
    if len(set(allowed)) == len(allowed):
        return None
    distinct = list(dict.fromkeys(allowed))
    return [
        {**_option(arg, v, seat_names, labels), "range": list(range(allowed.count(v) + 1))}
        for v in distinct
    ]


def _choices(
    arg: Arg,
    allowed: list[Any] | None,
    seat_names: Mapping[int, str],
    labels: Mapping[Any, Any],
) -> tuple[list[dict[str, Any]] | None, list[list[dict[str, Any]]] | None]:
    """The values offered for ``arg`` with their labels, or one picker per position."""
    if allowed and all(isinstance(v, list) for v in allowed):
        return _list_choices(arg, allowed, seat_names, labels)
    if allowed is not None:
        return [_option(arg, v, seat_names, labels) for v in allowed], None
    if arg.length and arg.type == "int_list" and arg.min is not None and arg.max is not None:
        # A fixed number of small numbers (dice, card values): one button row each.
        row = [_option(arg, v, seat_names, labels) for v in range(arg.min, arg.max + 1)]
        return None, [row] * arg.length
    return None, None


def _list_choices(
    arg: Arg,
    allowed: list[list[Any]],
    seat_names: Mapping[int, str],
    labels: Mapping[Any, Any],
) -> tuple[list[dict[str, Any]] | None, list[list[dict[str, Any]]] | None]:
    """Allowed values that are whole lists: a list of one is fixed; a set of named
    things (pirate cards) is ticked from every value the lists hold; numbers in order
    (three dice) get a picker per position with the values seen there."""
    if len(allowed) == 1:
        words = list_words(choice_label(arg, v, seat_names, labels) for v in allowed[0])
        return [{"value": allowed[0], "label": words}], None
    if arg.type == "str_list":
        seen = {v for values in allowed for v in values}
        order = list(arg.choices) if arg.choices is not None else sorted(seen, key=str)
        values = [v for v in order if v in seen]
        return [_option(arg, v, seat_names, labels) for v in values], None
    if len({len(v) for v in allowed}) == 1:
        positions = [sorted({v[i] for v in allowed}) for i in range(len(allowed[0]))]
        return None, [[_option(arg, v, seat_names, labels) for v in row] for row in positions]
    return None, None


def _option(
    arg: Arg, value: Any, seat_names: Mapping[int, str], labels: Mapping[Any, Any]
) -> dict[str, Any]:
    if isinstance(value, bool):
        # Posted as yes/no (move_from_post reads them), shown in the reader's language: in
        # the engine's words for the choice when it has them ("fight", "flee").
        worded = next((text for key, text in labels.items() if key is value), None)
        label = say(worded) if worded is not None else gettext("yes" if value else "no")
        return {"value": "yes" if value else "no", "label": label}
    return {"value": value, "label": choice_label(arg, value, seat_names, labels)}


def preselect_own_seat(fields: list[dict[str, Any]], seat: int | None) -> None:
    """A choice of one seat starts on the phone's own seat, when the move may name it and
    nothing is chosen yet: a phone mostly acts for itself (a host without a seat, or a
    move that cannot name the phone's seat, such as an accusation, gets no default)."""
    if seat is None:
        return
    for f in fields:
        if f["type"] != "seat" or f["multiple"] or not f["options"]:
            continue
        if any(option.get("checked") for option in f["options"]):
            continue
        for option in f["options"]:
            if option["value"] == seat:
                option["checked"] = True


def prefill(fields: list[dict[str, Any]], args: Mapping[str, Any]) -> None:
    """Mark in ``fields`` the values ``args`` holds: a refused entry comes back with every
    choice kept, an entry to correct comes with what was entered."""
    for f in fields:
        value = args.get(f["name"])
        if value is None:
            continue
        chosen = {str(v) for v in value} if isinstance(value, list) else {str(value)}
        if isinstance(value, bool):
            chosen = {"yes" if value else "no"}
        if f["positions"] and isinstance(value, list):
            for row, wanted in zip(f["positions"], value, strict=False):
                for option in row:
                    option["checked"] = str(option["value"]) == str(wanted)
        elif f["options"]:
            whole = str(value)
            for option in f["options"]:
                option["checked"] = str(option["value"]) in chosen or str(option["value"]) == whole
        else:
            f["value"] = value
