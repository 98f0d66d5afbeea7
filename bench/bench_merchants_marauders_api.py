"""Merchants & Marauders at the table: a move through the HTTP API vs a scoresheet move.

The first recorded game played again through the API, each phone posting its own seat's
moves (``api_replay.against_the_scoresheet``); the goal is at most 1.2x.
"""

from __future__ import annotations

from bench.api_replay import against_the_scoresheet
from bench.common import Ratio
from bench.django_env import setup_django


def run() -> list[Ratio]:
    setup_django()
    return against_the_scoresheet("merchants_marauders", goal=1.2)
