"""Merchants & Marauders (rule IDs MM-): the engine for a table playing the real board.

Players enter what happens at the table; the engine checks it against the rules, keeps
every tracker and scores the game. The box's map, captains, ship cards other than the
Sloop and the Frigate, and every card text are not in the rulebook (MM-0.7.1, MM-Q13,
MM-Q47, MM-Q48): they come from the club's catalogue (``club_catalogue.py``) or are
entered at the table the first time they matter, and are then remembered.

The state (JSON; section A of the digest)
-----------------------------------------

``state["zones"]``: the sea zones known so far, a list indexed by zone id (an int):
``{"name", "port": True/False/None (not told yet), "nation": a nation key or None,
"borders": None (not told yet) or {"N": [ids], "E": [...], "S": [...], "W": [...]},
"effect": text}``. With a catalogue map all 17 are known at setup; without one a zone is
added when it is first named (a captain's home port, a mission's location, a neighbour)
and its borders are asked the first time a ship leaves it (``board.py``).

``state["players"][seat]`` (section A.3): ``captain`` (None until set up: ``{"name",
"seamanship", "scouting", "leadership", "influence", "home" (zone id), "ability"}``),
``captains`` (how many this seat has had), ``ship`` (``{"type", "mods": [...],
"loc": {hull, mast, cargo, crew, cannons}, "reinforced": bool (face up), "chasers": bool}``
or None), ``at`` (``{"zone": id, "port": bool}`` or None), ``gold`` (aboard, secret),
``chest`` (hidden gold, secret), ``hides`` (public count), ``cargo`` (goods, secret; count
public), ``glory`` (track), ``hand`` (glory card names, secret; count public), ``rumor``
(secret), ``mission`` (public), ``specialists``, ``weapons``, ``bounty`` ({nation: 0-5}),
``big_ship_glory`` (MM-4.4.8 used by this captain), ``last_buy`` ([zone, turn number] or
None, MM-4.3.9), ``turns`` (own turns started), ``declared`` (MM-2.3.2), ``status``
("alive", "dead" (awaiting a new captain), "retiring"), ``shown`` (MM-4.3.6: goods shown
to a verifier ``{"to": seat, "goods": [...]}`` or None), ``setup`` (the secret captain
and ship choice before the reveal, MM-1.1.5).

Shared: ``round``, ``phase`` ("setup", "round" (between turns: event card, round end),
"turn", "over"), ``first`` (starting seat, MM-1.2.1), ``current`` (seat in turn or None),
``turn`` (the flags of the turn in progress: ``actions`` left, ``port_done``,
``scouted`` target keys, ``activities`` done in the port action, ``demand_changed``),
``event`` (the card of the round), ``event_deck`` / ``captain_deck`` (cards left),
``demand`` ({zone id as str: good or None (not told)}), ``mods`` ({zone id as str:
"hidden", a modification key, or None (sold)}), ``merchants`` ({zone id as str: bool}),
``merchant_track``, ``missions`` (on the board, 2), ``npcs`` ({slot: {"cards": [card...]
(top last), "zone": id or None, "arrive": zone id at round end or None}}), ``wars``
(sorted nation pairs), ``goods`` (good names known), ``ship_types`` ({type: stats or
None}), ``cargo_cards`` ({"drawn": n, "discard": n}: every card that left the deck is on
a ship, on the discard pile or in a draw in progress), ``combat`` / ``raid`` (A.4, A.5),
``waiting`` (the stack of what the table waits for, top last: ``waiting.py``),
``declared_end`` (MM-2.3.2), ``result``, ``glory_cards`` (cards taken back this turn and
cards played, ``glory_cards.py``; an announcement window is an owed entry).

Modules
-------

The frame: ``engine.py`` (the class, and the bookkeeping after every move); ``areas.py``
(every area module and what each adds to the table's flow: owed entries, the turn's
actions, at-any-time moves, hooks at a turn's start, a ship entering a zone, a battle's
end, the round's end; ``legal.py``, ``view.py`` and ``secrets.py`` ask it);
``waiting.py`` (the stack of owed entries); ``turns.py`` (the round and the turn, MM-3);
``setup.py``; ``catalogue.py`` (printed data) and ``club_catalogue.py`` (the club's map,
captains and ships); ``words.py``, ``labels.py``, ``view_lines.py`` (words for players);
``seats.py``, ``purse.py`` (gold, chest, bounties, rewards), ``glory.py`` (points, cards
drawn, the declaration), ``dice.py``, ``ship.py``, ``board.py`` (the zones as known).

The areas, one module or a few per part of the rules: ``captains.py`` and
``ship_cards.py`` (MM-1.1, MM-12.3, MM-Q13); ``missions.py``; ``events.py``; ``movement.py``
and ``map_entries.py`` (MM-3.4, MM-Q47); ``scouting.py``, ``merchants.py``, ``raids.py``,
``raid_cards.py``, ``raid_end.py`` (MM-3.5, MM-5); ``port.py`` and ``port_*.py``,
``demand.py``, ``modifications.py``, ``rumors.py`` (MM-4); ``npcs.py``, ``npc_moves.py``,
``npc_scouting.py`` (MM-8); ``combat.py`` (the record) and ``combat_*.py`` (MM-9);
``combat_crew.py``, ``crew_end.py``, ``plunder.py``, ``plunder_take.py`` (MM-10, MM-11);
``victory.py`` (what a defeat brings); ``death.py`` (MM-12); ``glory_cards.py``,
``glory_play.py``, ``specialists.py`` (MM-7); ``adjust.py``, ``adjust_board.py``
(MM-Q48); ``scoring.py`` (section H); ``rules.py`` (the reference, every MM rule ID).
"""

from companion.engines.merchants_marauders.engine import MerchantsMaraudersEngine

__all__ = ["MerchantsMaraudersEngine"]
