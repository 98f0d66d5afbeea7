"""Piracy (rule IDs PIR-): the rules reference (``rules.py``), the printed values
(``catalogue.py``) and, built area by area, the engine (``engine.py``): so far the setup
(PIR-1, PIR-APP-5.1). Not yet in the registry."""

from companion.engines.piracy.engine import PiracyEngine

__all__ = ["PiracyEngine"]
