"""A generic scoresheet: players, rounds, points. For any game without an engine."""

from companion.engines.scoresheet.engine import ScoresheetEngine

__all__ = ["ScoresheetEngine"]
