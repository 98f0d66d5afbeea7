"""Pirates of Nassau (Gung Ho Games, 2011): the rules engine for the companion.

Module map, named after the rulebook:

- ``catalogue``: the box (NAS-0, NAS-5 tiles, NAS-2.5.4 costs, test board, navy counts).
- ``options``: what a table enters at creation (ports, navy counts, printed ship points).
- ``layout``: NAS-Q1, the board layout learnt at the table when no layout was entered.
- ``setup``: NAS-1, the starting state and the setup entries; ``dice``: step 1.
- ``rounds``: NAS-2.0, the 9-step state machine and whose turn it is.
- ``seats``, ``hold``, ``ship``: who acts, the hold and the supply, a ship's tiles and values.
- ``piracy``, ``contests``: NAS-2.2, moves, actions and the crew that change dice.
- ``notoriety``: NAS-2.3, gains, collisions, laps. ``navy``: NAS-2.4, evading the navy.
- ``nassau_port``: NAS-2.5, purchases, conversions, burying.
- ``reveals``: the cards and tiles the table reveals and enters.
- ``bookkeeping``: NAS-2.6 to NAS-2.9 system moves and ``pending_system_moves``.
- ``anytime``: moves allowed at any time and the choices that settle a pending sub-state.
- ``legal`` (with ``legal_turns``, ``legal_nassau``): legal_moves.
- ``view`` and ``prompts``: player_view, arg_labels, what the table waits for, in words.
- ``words``: pieces, kinds and steps as messages. ``secrets``: resample_secrets.
- ``scoring``: NAS-4. ``rules`` and ``rulings``: RULES. ``engine``: the class that lists it all.
"""

from companion.engines.nassau.engine import NassauEngine

__all__ = ["NassauEngine"]
