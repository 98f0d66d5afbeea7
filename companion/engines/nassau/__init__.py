"""Pirates of Nassau (Gung Ho Games, 2011): the rules engine for the companion.

Module map, named after the rulebook:

- ``catalogue``: the box (NAS-0, NAS-5 tiles, NAS-2.5.4 costs, test board, navy counts).
- ``layout``: NAS-Q1, the board layout learnt at the table when no layout was entered.
- ``setup``: NAS-1, the starting state and the setup entries.
- ``flow``: NAS-2.0, the 9-step state machine and whose turn it is.
- ``piracy``: NAS-2.2, moves, actions and the crew that change dice.
- ``notoriety``: NAS-2.3, gains, collisions, laps.
- ``navy``: NAS-2.4, evading the navy.
- ``nassau_port``: NAS-2.5, purchases, conversions, burying.
- ``bookkeeping``: NAS-2.6 to NAS-2.9 system moves and the cards and tiles the table reveals.
- ``anytime``: moves allowed at any time and the choices that settle a pending sub-state.
- ``scoring``: NAS-4. ``view``: player_view. ``legal``: legal_moves. ``rules``: RULES.
- ``engine``: the :class:`NassauEngine` declarations.
"""

from companion.engines.nassau.engine import NassauEngine

__all__ = ["NassauEngine"]
