"""The seeded playthroughs of each game, played once per test session and shared.

Fast profile (``make test``): a few short games per engine; ``make soak`` (SOAK=1):
many long ones. The agent's ``seen`` counter is shared by the runs of a game, so
later runs steer towards move types earlier runs have not played. The recorded
playthroughs (``recorded.py``) are replayed beside them: together they play every move
type and every ending.
"""

from __future__ import annotations

from collections import Counter
from functools import cache, lru_cache

from companion.engines.base import Engine
from companion.engines.registry import game_slugs, get_engine
from tests.contract.agent import Agent, Playthrough
from tests.contract.recorded import load_games, replay_game
from tests.helpers import SOAK, runs

GAMES = runs(full=250, fast=10)
MAX_STEPS = runs(full=1000, fast=250)
SLUGS = sorted(game_slugs())


# At soak counts, one game's at a time: every game's 250 long games kept at once outgrew
# a 23 GB machine. The tests that read them (marked by_game) run grouped by game
# (tests/conftest.py), so each game's are played once all the same.
@lru_cache(maxsize=1 if SOAK else None)
def playthroughs(slug: str) -> tuple[Playthrough, ...]:
    engine = get_engine(slug)
    seen: Counter[str] = Counter()
    return tuple(Agent(engine, seed, seen).play(MAX_STEPS) for seed in range(GAMES))


@cache
def recorded_playthroughs(slug: str) -> tuple[Playthrough, ...]:
    engine = get_engine(slug)
    return tuple(replay_game(engine, game) for game in load_games(slug))


def every_playthrough(slug: str) -> tuple[Playthrough, ...]:
    """The random playthroughs, then the recorded ones."""
    return playthroughs(slug) + recorded_playthroughs(slug)


def engine_of(slug: str) -> Engine:
    return get_engine(slug)


def played_types(slug: str) -> Counter[str]:
    return Counter(step.move["type"] for run in every_playthrough(slug) for step in run.steps)
