"""Blackbeard (GMT), rule IDs BB-. ``catalogue.py`` keeps what the player aid prints,
``rules.py`` the rules reference in our words; ``tables.py`` (cargo, storm, notoriety, crew
loyalty), ``victory.py`` (VP, deception), ``ports.py`` (the Port Status Summary) and
``contests.py`` (BB-G7) compute; the engine (``engine.py``) keeps the trackers in ``fleet.py``
and takes the entries of ``entries.py``, ``at_sea.py``, ``in_port.py``, ``fights.py``,
``crew.py`` and ``ending.py``."""

from companion.engines.blackbeard.engine import BlackbeardEngine

__all__ = ["BlackbeardEngine"]
