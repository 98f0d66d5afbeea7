"""Keys as players read them: every key of the state reaches a page through here."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.merchants_marauders.catalogue import (
    DIRECTION_WORDS,
    LOCATION_WORDS,
    MODIFICATION_WORDS,
    NATION_WORDS,
    SHIP_WORDS,
    SKILL_WORDS,
    SPECIALIST_WORDS,
    STAT_WORDS,
    WEAPON_WORDS,
)
from companion.engines.text import Msg, Text, _

WORDS: dict[str, str] = {
    **NATION_WORDS,
    **SHIP_WORDS,
    **LOCATION_WORDS,
    **MODIFICATION_WORDS,
    **WEAPON_WORDS,
    **SPECIALIST_WORDS,
    **SKILL_WORDS,
    **DIRECTION_WORDS,
}


def word(key: str) -> Msg:
    """A key as a message (translated where shown): "spanish" -> "Spain"."""
    return _(WORDS.get(key, key))


def words(keys: list[str]) -> list[Msg]:
    return [word(k) for k in keys]


def stat_word(key: str) -> Msg:
    return _(STAT_WORDS[key])


def zone_name(state: State, zone: int | None) -> Text:
    if zone is None:
        return _("nowhere yet")
    return str(state["zones"][zone]["name"])


def port_name(state: State, zone: int) -> Msg:
    return _("the port of %(zone)s", zone=zone_name(state, zone))


def place_words(state: State, at: dict[str, Any] | None) -> Text:
    """Where a ship lies: "the port of Havana" or "the Havana sea zone"."""
    if at is None:
        return _("not on the board")
    if at["port"]:
        return port_name(state, at["zone"])
    return _("the %(zone)s sea zone", zone=zone_name(state, at["zone"]))
