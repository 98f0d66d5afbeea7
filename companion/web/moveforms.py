"""Turning a posted HTML form into a move, from the engine's declaration of that move."""

from __future__ import annotations

from typing import Any

from django.http import QueryDict

from companion.engines.base import Engine, LegalMove, MoveSpec


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
            positions = sorted(
                (k for k in post if k.startswith(f"{arg.name}__")),
                key=lambda k: int(k.rsplit("__", 1)[1]) if k.rsplit("__", 1)[1].isdigit() else 0,
            )
            values += [v for v in (post.get(k, "") for k in positions) if v != ""]
            if values or arg.required:
                args[arg.name] = values
        else:
            value = post.get(arg.name, "")
            if value != "":
                args[arg.name] = value
    return {"type": move_type, "args": args}


def form_fields(
    spec: MoveSpec,
    legal: LegalMove,
    seat_names: dict[int, str],
    labels: dict[str, dict[Any, str]] | None = None,
) -> list[dict]:
    """What a template needs to draw one move's inputs: buttons for few choices.

    An optional argument that ``allowed`` does not list (or lists as empty) does not
    apply now and gets no input.
    """
    fields = []
    labels = labels or {}
    for arg in spec.args:
        allowed = legal.allowed.get(arg.name)
        # Free text (a port's name) cannot be listed, so an optional text is offered.
        if not arg.required and not allowed and arg.type != "str":
            continue
        if allowed is None and arg.choices is not None:
            allowed = list(arg.choices)
        options = None
        positions = None
        if allowed and all(isinstance(v, list) for v in allowed):
            # Allowed values are whole lists (e.g. three dice): a list of one is fixed;
            # otherwise offer a picker per position with the values seen there.
            if len(allowed) == 1:
                options = [{"value": allowed[0], "label": ", ".join(map(str, allowed[0]))}]
            elif len({len(v) for v in allowed}) == 1:
                positions = [sorted({v[i] for v in allowed}) for i in range(len(allowed[0]))]
        elif allowed is not None:
            names = seat_names if arg.name in SEAT_ARGS else labels.get(arg.name, {})
            options = [{"value": v, "label": names.get(v, v)} for v in allowed]
        elif arg.length and arg.type == "int_list" and arg.min is not None and arg.max is not None:
            # A fixed number of small numbers (dice, card values): one button row each.
            positions = [list(range(arg.min, arg.max + 1))] * arg.length
        fields.append(
            {
                "name": arg.name,
                "type": arg.type,
                "help": arg.help or arg.name.replace("_", " "),
                "required": arg.required,
                "min": arg.min,
                "max": arg.max,
                "options": options,
                # Up to 12 choices are tap targets; more go in a select.
                "buttons": options is not None and len(options) <= 12,
                "multiple": arg.type in ("int_list", "str_list"),
                "positions": positions,
            }
        )
    return fields


# Arguments that name a seat are labelled with the seat's name.
SEAT_ARGS = {"target", "seat", "victim", "accused"}
