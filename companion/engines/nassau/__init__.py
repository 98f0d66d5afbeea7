"""Pirates of Nassau (Gung Ho Games, 2011): the rules engine for the companion."""

from companion.engines.nassau.engine import NassauEngine

__all__ = ["NassauEngine"]
