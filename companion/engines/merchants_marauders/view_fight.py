"""A combat as the pages draw it, side by side (played in the open, MM-9, MM-10): who
fights, what each declared, how many dice each rolls, the last roll of each and the
ship's locations. A phone that reloads mid-combat reads where the combat stands here."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.merchants_marauders import combat_sides as cs
from companion.engines.merchants_marauders.catalogue import LOCATIONS, SKULL
from companion.engines.merchants_marauders.combat import side_name
from companion.engines.merchants_marauders.combat_crew import leadership
from companion.engines.merchants_marauders.combat_sides import ACTION_WORDS
from companion.engines.merchants_marauders.crew_end import crew_of
from companion.engines.merchants_marauders.dice import pool_size, roll_words
from companion.engines.merchants_marauders.words import word
from companion.engines.text import _


def fight_part(state: State) -> dict[str, Any] | None:
    record = state.get("combat")
    if not record:
        return None
    if record["kind"] == "naval":
        return naval(state, record)
    if record["kind"] == "crew":
        return crew(state, record)
    return None


def die_faces(rolled: list[int] | None) -> list[dict[str, Any]] | None:
    """Each die as a die shows it (the skull as a sign, as on the pads) with its word
    for a screen reader."""
    if not rolled:
        return None
    return [
        {"shows": "☠" if face == SKULL else str(face), "word": said}
        for face, said in zip(rolled, roll_words(rolled), strict=True)
    ]


def naval(state: State, record: dict[str, Any]) -> dict[str, Any]:
    sides = []
    for i in (0, 1):
        side = cs.side(state, i)
        declared = record["decl"][i]
        rolled = record["rolls"][i]
        loc = cs.loc(state, i)
        sides.append(
            {
                "name": side_name(state, side),
                "seat": side.get("seat"),
                "controller": cs.controller(state, i),
                "role": _("aggressor") if i == 0 else _("defender"),
                "action": _(ACTION_WORDS[declared]) if declared else None,
                "dice": pool_size(cs.pool(state, i)),
                "roll": roll_words(rolled) if rolled else None,
                "faces": die_faces(rolled),
                "loc": [{"label": word(k), "now": loc[k]} for k in LOCATIONS],
            }
        )
    return {
        "kind": "naval",
        "title": _("Naval combat, round %(round)s", round=record["round"]),
        "sides": sides,
    }


def crew(state: State, record: dict[str, Any]) -> dict[str, Any]:
    # A roll entered before the other side's stays unseen until both are in (MM-10.2):
    # only the rolls of finished rounds are in ``rolls``.
    rolls = record["rolls"] or [None, None]
    sides = []
    for i, side in enumerate(record["sides"]):
        rolled = rolls[i]
        sides.append(
            {
                "name": side_name(state, side),
                "seat": side.get("seat"),
                "controller": side["controller"],
                "role": _("aggressor") if i == 0 else _("defender"),
                "action": None,
                "dice": pool_size(leadership(state, side)),
                "roll": roll_words(rolled) if rolled else None,
                "faces": die_faces(rolled),
                "loc": [{"label": word("crew"), "now": crew_of(state, side)}],
            }
        )
    return {
        "kind": "crew",
        "title": _("Crew combat, round %(round)s", round=record["round"]),
        "sides": sides,
    }
