"""Pirates of the Spanish Main: the card game (issue 8)."""

from companion.engines.spanish_main.engine import SpanishMainEngine

__all__ = ["SpanishMainEngine"]
