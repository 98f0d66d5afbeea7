"""The forms a phone shows for the moves offered now, each needing as few taps as it can:
a value with no alternative is not asked, the usual value is already chosen, identical
offers are one button, and a single choice is the button itself."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from django.conf import settings
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from companion.engines.base import Engine, LegalMove
from companion.engines.declarations import best_fit
from companion.engines.state import State
from companion.i18n import say
from companion.web.fragments import Kept
from companion.web.moveforms import form_fields, prefill, preselect_own_seat
from companion.words import list_words


def offered_forms(
    engine: Engine,
    state: State,
    offers: list[LegalMove],
    names: Mapping[int, str],
    kept: Mapping[str, Any] | None = None,
    *,
    seat: int | None = None,
) -> list[dict[str, Any]]:
    """The forms of the moves ``offers`` holds, as few taps as each allows; ``kept``: a
    refused entry, whose form comes back with every choice kept and the refusal beside
    its button. ``seat``: the phone's own seat, chosen first wherever a seat is chosen.

    Forms without a refusal are built once per process for what they are built from
    (the offers, the labels and words the state gives, the names, the seat, the
    language) and kept: most polls after a move find the same forms, and building a
    game's hundreds of labelled choices was a quarter of a poll. Kept forms are never
    changed; a refused entry's form (which holds the player's choices) is built apart.
    """
    labels = engine.arg_labels(state)
    suggested = engine.suggested_words(state)
    if kept:
        return _built(engine, offers, names, labels, suggested, kept, seat)
    key = repr(
        (engine.slug, offers, labels, suggested, sorted(names.items()), seat, get_language())
    )
    found = built.get(key)
    if found is None:
        found = _built(engine, offers, names, labels, suggested, None, seat)
        for move in found:
            move["shape"] = repr({k: v for k, v in move.items() if k not in ("legal", "spec")})
        built.put(key, found)
    return list(found)


# Forms built, by what they are built from (a few per seat of every table in play).
built: Kept[list[dict[str, Any]]] = Kept(settings.MOVE_FORM_CACHE_SIZE)


def _built(
    engine: Engine,
    offers: list[LegalMove],
    names: Mapping[int, str],
    labels: Mapping[str, Any],
    suggested: Mapping[str, Any],
    kept: Mapping[str, Any] | None,
    seat: int | None,
) -> list[dict[str, Any]]:
    specs = engine.move_specs()
    moves = []
    refused_at = best_fit(offers, kept["type"], kept["args"]) if kept else None
    shown: set[str] = set()
    for index, legal in enumerate(offers):
        spec = specs[legal.type]
        # A move that asks first shows every value it carries: nothing is fixed unseen.
        fields = form_fields(spec, legal, names, labels, visible=bool(spec.confirm))
        # An argument with a single allowed value needs no tap of its own. It is named in
        # the button (three cards to play are three buttons) unless it is the usual
        # value no one needs told (no hostage ransomed).
        fixed = [f for f in fields if single_value(f) and not spec.confirm]
        visible = [f for f in fields if f not in fixed]
        title = move_title(legal, [f for f in fixed if not f.get("usual")])
        refused = kept is not None and index == refused_at
        # Identical choices are one button: two offers a player cannot tell apart (two
        # open sea cards to take) are the same tap.
        looks = repr((legal.type, title, visible))
        if looks in shown and not refused:
            continue
        shown.add(looks)
        if refused and kept is not None:
            prefill(visible, kept["args"])
        for field in visible:
            if field["type"] == "str" and not field["options"] and field["name"] in suggested:
                # One list per form and field: ids stay unique on a page of forms.
                field["suggest"] = suggested[field["name"]]
                field["suggest_id"] = f"words-{index}-{field['name']}"
        preselect_own_seat(visible, seat)
        moves.append(
            {
                "legal": legal,
                "title": title,
                "spec": spec,
                "fields": visible,
                "fixed": fixed,
                "refused": refused,
                **one_tap(visible),
            }
        )
    return moves


def single_value(field: dict[str, Any]) -> bool:
    """The field allows one value only. A list offered as things to tick (a card of yours
    you may discard, or not) is a choice even when it holds one thing: only a whole list
    allowed alone is a single value."""
    options = field["options"]
    if not options or len(options) != 1:
        return False
    return not field["multiple"] or isinstance(options[0]["value"], list)


def move_title(legal: LegalMove, fixed: list[dict[str, Any]]) -> str:
    """The move's label, with the values it is fixed to: three cards to play are three
    buttons, each naming its card."""
    label = say(legal.label)
    # A yes or no the rules fix says nothing on its own ("Choose a pirate base: yes"):
    # a fixed yes is what the tap confirms, told in the argument's words; a fixed no
    # is left unsaid.
    confirmed = [
        str(f["help"])
        for f in fixed
        if f.get("type") == "bool" and f["options"][0]["value"] == "yes"
    ]
    words = [str(f["options"][0]["label"]) for f in fixed if f.get("type") != "bool"]
    words = [w for w in words if w and not named_in(w, label)]
    if words:
        label = _("%(move)s: %(values)s") % {"move": label, "values": list_words(words)}
    if confirmed:
        label = _("%(move)s (%(confirmed)s)") % {"move": label, "confirmed": list_words(confirmed)}
    return label


def named_in(value: str, label: str) -> bool:
    """The label already names this value as a word of its own ("Roll Scouting for your
    mission"): a number never counts, since "2" in "2 dice" says something else."""
    if value.isdigit():
        return False
    return re.search(rf"(?<!\w){re.escape(value)}(?!\w)", label, re.IGNORECASE) is not None


def one_tap(fields: list[dict[str, Any]]) -> dict[str, Any]:
    """The choice whose buttons enter the move at once, when there is one: the only
    required choice of the form, every other choice already set to its usual value
    (wind: none) and shown above it. A number to enter or a list keeps its own button;
    a move that asks first still asks after the tap."""
    # The one required choice; a form of a single choice is that choice, required or not.
    required = [f for f in fields if f["required"]] if len(fields) > 1 else fields
    if len(required) != 1:
        return {}
    pick = required[0]
    if not (pick["buttons"] and not pick["multiple"] and not pick["positions"]):
        return {}
    others = [f for f in fields if f is not pick]
    if any(
        f["type"] not in ("bool", "choice", "seat")
        or not f["buttons"]
        or not any(o.get("checked") for o in f["options"])
        for f in others
    ):
        return {}
    return {"pick": pick, "settings": others}
