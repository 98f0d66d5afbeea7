"""Which engines exist, by slug. The only place that lists the games."""

from __future__ import annotations

from functools import cache
from importlib import import_module

from companion.engines.base import Engine

# slug -> "module:Class"; imported on first use so one broken engine cannot stop the others.
_ENGINE_PATHS: dict[str, str] = {
    "scoresheet": "companion.engines.scoresheet:ScoresheetEngine",
    "spanish_main": "companion.engines.spanish_main:SpanishMainEngine",
    "nassau": "companion.engines.nassau:NassauEngine",
    "merchants_marauders": "companion.engines.merchants_marauders:MerchantsMaraudersEngine",
    "piracy": "companion.engines.piracy:PiracyEngine",
    "blackbeard": "companion.engines.blackbeard:BlackbeardEngine",
}


class UnknownGame(KeyError):
    pass


def register(slug: str, path: str) -> None:
    _ENGINE_PATHS[slug] = path


def game_slugs() -> list[str]:
    return list(_ENGINE_PATHS)


@cache
def get_engine(slug: str) -> Engine:
    try:
        module_name, class_name = _ENGINE_PATHS[slug].split(":")
    except KeyError:
        raise UnknownGame(slug) from None
    # Found by name in a module imported by path: the registry says what it is.
    engine_class: type[Engine] = getattr(import_module(module_name), class_name)
    return engine_class()


def all_engines() -> list[Engine]:
    return [get_engine(slug) for slug in _ENGINE_PATHS]
