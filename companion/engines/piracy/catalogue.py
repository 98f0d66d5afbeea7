"""What the Piracy rulebook prints (PIR-M): the scales of the deck plan and where they
start, the event card types, the two tables of starting ports, the Storm and rebuild
tables, the overload penalty and the limits of the box. Nothing here is invented: the
map (ports, modifiers, hexes), the mission sheets and the values on the prize, hunter and
fleet cards are not in the rulebook (PIR-Q-2, PIR-Q-3, PIR-Q-4), so they come from a club
catalogue or are entered at the table."""

from __future__ import annotations

from typing import Final

from companion.engines.text import N_

SLUG: Final = "piracy"

# PIR-0.1
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 5

# PIR-1.2.1, PIR-M.1: one ship, deck plan and five markers per colour.
COLOURS: Final = ("black", "red", "purple", "green", "blue")
COLOUR_WORDS: Final = {
    "black": N_("black"),
    "red": N_("red"),
    "purple": N_("purple"),
    "green": N_("green"),
    "blue": N_("blue"),
}

# PIR-M.3, PIR-5.07.3, PIR-5.13.3, PIR-5.14.2: the scales of the deck plan. The top of the
# Rations scale is not in the text: the table reads it off the deck plan (PIR-Q-1).
TERROR_MAX: Final = 7
BATTLE_MAX: Final = 8
SAILS_MAX: Final = 8
RATIONS_MIN_TOP: Final = 8  # the scale starts at 8 (PIR-1.3.4), so its top is at least 8
HOLD_MAX: Final = 16  # PIR-5.08.1: yellow tokens

# PIR-1.3, PIR-1.4: a new ship.
START_TERROR: Final = 0
START_RATIONS: Final = 8
START_HOLD: Final = 2
START_GOLD_SCALE: Final = 0


def ship_points(better_ships: bool) -> int:
    """PIR-1.3.5, PIR-7.1.1: the points split between Battle and Sails."""
    return 12 if better_ships else 10


def split_range(better_ships: bool) -> range:
    """PIR-1.3.6, PIR-Q-7: the Battle values a split allows (Sails takes the rest); each
    scale tops at 8, so each keeps at least the points over 8."""
    points = ship_points(better_ships)
    return range(points - SAILS_MAX, BATTLE_MAX + 1)


# PIR-4.0.1, PIR-4.0.2
GOLD_TO_END: Final = 40
LETTER_OF_MARQUE_POINTS: Final = 1

# PIR-2.0.3, PIR-Q-8: pirates fight each other from the sixth round.
PIRATE_BATTLES_FROM_ROUND: Final = 6

# PIR-3.43.8, PIR-6.8.4: a new ship from the gold scale.
NEW_SHIP_PRICE: Final = 8

# PIR-5.09.7, PIR-Q-32: missions a pirate counts at most.
MISSIONS_MAX: Final = 4
MISSION_CATEGORIES: Final = ("A", "B", "C")
MISSION_COUNTERS: Final = 42  # PIR-M.5: split between the categories not given

# PIR-5.08.3, PIR-M.1: mission cargo goes on the cargo box, five counters of each kind.
CARGO_KINDS: Final = ("documents", "noble", "rum", "gold", "slaves", "spy")
CARGO_WORDS: Final = {
    "documents": N_("Documents"),
    "noble": N_("Noble"),
    "rum": N_("Rum"),
    "gold": N_("Gold chest"),
    "slaves": N_("Slaves"),
    "spy": N_("Spy"),
}
COUNTERS_PER_KIND: Final = 5

# PIR-M.1
GOLD_TOKENS: Final = 150
EVENT_CARDS: Final = 60

# PIR-M.2: the nine event card types and the section that explains each; four of them
# print battle, sails, gold and rations values, entered by the player who draws them.
EVENT_TYPES: Final = (
    "letter_of_marque",
    "pirate_hunter",
    "prize",
    "ghost_ship",
    "treasure_fleet",
    "treasure_map",
    "ocean",
    "storm",
    "rotten_rations",
)
EVENT_SECTIONS: Final = {
    "letter_of_marque": "PIR-6.1",
    "pirate_hunter": "PIR-6.2",
    "prize": "PIR-6.3",
    "ghost_ship": "PIR-6.4",
    "treasure_fleet": "PIR-6.5",
    "treasure_map": "PIR-6.6",
    "ocean": "PIR-6.7",
    "storm": "PIR-6.8",
    "rotten_rations": "PIR-6.9",
}
EVENT_WORDS: Final = {
    "letter_of_marque": N_("Letter of Marque"),
    "pirate_hunter": N_("Pirate hunter"),
    "prize": N_("Prize"),
    "ghost_ship": N_("Ghost ship"),
    "treasure_fleet": N_("Spanish treasure fleet"),
    "treasure_map": N_("Treasure Map"),
    "ocean": N_("Ocean"),
    "storm": N_("Storm"),
    "rotten_rations": N_("Rotten Rations"),
}
SHIP_CARDS: Final = ("pirate_hunter", "prize", "treasure_fleet")
CARD_VALUES: Final = ("battle", "sails", "gold", "rations")
# Kept face down on the deck plan, one of each at a time (PIR-6.1.5, PIR-6.6.6).
FACE_DOWN_CARDS: Final = ("letter_of_marque", "treasure_map")

# PIR-6.2.1: the hunter's base battle value (the card prints its own, PIR-6.2.9).
HUNTER_BASE_BATTLE: Final = 12
# PIR-6.2.3, PIR-6.5.3
HUNTERS_MAX: Final = 2
FLEETS_MAX: Final = 1

# PIR-6.2.11, PIR-6.5.8: where a hunter or the fleet starts, by a die; all six ports lie on
# the American continent, and a destroyed one is rolled again.
START_PORTS: Final = {
    1: "Vera Cruz",
    2: "Campeche",
    3: "Puerto Bello",
    4: "Cartagena",
    5: "Maracaibo",
    6: "Caracas",
}


def npc_speed(players: int) -> int:
    """PIR-6.2.12, PIR-6.5.9: hexes a hunter or the fleet moves per player turn."""
    return 2 if players <= 3 else 1


def storm_sails_lost(die: int) -> int:
    """PIR-6.8.3: 1-2 unharmed, 3-4 one Sails point, 5-6 two."""
    return 0 if die <= 2 else 1 if die <= 4 else 2


def rebuilt(die: int) -> bool:
    """PIR-3.1.2: a destroyed port is rebuilt on a 5 or a 6."""
    return die >= 5


def overload_penalty(hold: int) -> int:
    """PIR-7.4.2, PIR-Q-36: Sails lost to the gold tokens in the hold (at most 2)."""
    return 2 if hold >= 13 else 1 if hold >= 9 else 0
