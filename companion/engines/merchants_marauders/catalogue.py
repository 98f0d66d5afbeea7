"""What the rulebook text prints (MM-0.7): counts, prices, the two ships it gives, the
names of the modifications, weapons and specialists. Nothing here is invented: the map,
the captains, the other ships and every card come from a club catalogue
(``club_catalogue.py``) or are entered at the table as they are met (MM-Q13, MM-Q47,
MM-Q48)."""

from __future__ import annotations

from typing import Final

from companion.engines.text import N_

SLUG: Final = "merchants_marauders"

# MM-0.5.1: the four nations; keys are words (they never reach a page raw: see words.py).
NATIONS: Final = ("dutch", "english", "french", "spanish")
NATION_WORDS: Final = {
    "dutch": N_("the Netherlands"),
    "english": N_("England"),
    "french": N_("France"),
    "spanish": N_("Spain"),
}

# MM-0.5.1: 17 sea zones, 16 of them with a port; the Caribbean Sea has none.
ZONES: Final = 17
PORTS: Final = 16

# MM-0.2.1: dice faces 1-4 and a skull on two faces; entered as 1-4 and 5 for a skull.
SKULL: Final = 5
FACES: Final = (1, 2, 3, 4, SKULL, SKULL)
DICE_IN_BOX: Final = 10

# MM-0.3.2: the four skills.
SKILLS: Final = ("seamanship", "scouting", "leadership", "influence")
SKILL_WORDS: Final = {
    "seamanship": N_("Seamanship"),
    "scouting": N_("Scouting"),
    "leadership": N_("Leadership"),
    "influence": N_("Influence"),
}

# MM-0.4 / MM-9.5: the five hit locations; MM-0.6.4 their die numbers (Hull has none).
LOCATIONS: Final = ("hull", "mast", "cargo", "crew", "cannons")
LOCATION_WORDS: Final = {
    "hull": N_("Hull"),
    "mast": N_("Mast"),
    "cargo": N_("Cargo"),
    "crew": N_("Crew"),
    "cannons": N_("Cannons"),
}
LOCATION_BY_DIE: Final = {1: "cargo", 2: "mast", 3: "crew", 4: "cannons"}

# MM-0.4.2: a ship card's characteristics (Seaworthiness sets Hull and Mast, MM-1.1.9).
STATS: Final = ("seaworthiness", "cargo", "crew", "cannons", "maneuverability")
STAT_WORDS: Final = {
    "seaworthiness": N_("Seaworthiness"),
    "cargo": N_("Cargo"),
    "crew": N_("Crew"),
    "cannons": N_("Cannons"),
    "maneuverability": N_("Maneuverability"),
}
STAT_MAX: Final = 5  # MM-0.4.3
MANEUVERABILITY_MAX: Final = 6  # MM-Q12: Advanced Rigs & Sails may pass 5

# MM-0.4.1 / MM-4.4.2: the ship types and the shipyard's prices (None: not for sale).
SHIP_TYPES: Final = ("sloop", "flute", "frigate", "galleon", "man-of-war")
SHIP_WORDS: Final = {
    "sloop": N_("Sloop"),
    "flute": N_("Flute"),
    "frigate": N_("Frigate"),
    "galleon": N_("Galleon"),
    "man-of-war": N_("Man-of-war"),
}
BUY_PRICE: Final[dict[str, int | None]] = {
    "sloop": 10,
    "flute": 10,
    "frigate": 35,
    "galleon": 35,
    "man-of-war": None,
}
SELL_PRICE: Final[dict[str, int | None]] = {
    "sloop": 5,
    "flute": 5,
    "frigate": 10,
    "galleon": 10,
    "man-of-war": None,
}
STARTING_SHIPS: Final = ("sloop", "flute")  # MM-1.1.4
BIG_SHIPS: Final = ("frigate", "galleon")  # MM-4.4.8: the once-per-captain glory

# MM-0.4.5: the only ship values the text gives. The Sloop's in full; the Frigate's from
# MM-8.8.3 and the examples (its Maneuverability derived from MM-EX-18, MM-Q13). The
# Flute, Galleon and Man-of-war are entered from their cards (catalogue or table).
PRINTED_SHIPS: Final[dict[str, dict[str, int]]] = {
    "sloop": {"seaworthiness": 2, "cargo": 2, "crew": 2, "cannons": 1, "maneuverability": 4},
    "frigate": {"seaworthiness": 3, "cargo": 3, "crew": 3, "cannons": 3, "maneuverability": 3},
}

# MM-4.4.2 / MM-4.4.10 / MM-4.4.9 / MM-4.5.3 / MM-Q37
REPAIR_PRICE: Final = 2
MODIFICATION_PRICE: Final = 3
WEAPON_PRICE: Final = 3
WEAPON_SALE: Final = 1
REINFORCED_RENEWAL: Final = 3
RECRUIT_PRICE: Final = 2  # MM-4.6.2
RUMOR_PRICE: Final = 2  # MM-4.7.1

# MM-4.5.7: the eight modifications.
MODIFICATIONS: Final = (
    "hammocks",
    "rigs",
    "reinforced",
    "hold",
    "chasers",
    "cannonport",
    "swivels",
    "longguns",
)
MODIFICATION_WORDS: Final = {
    "hammocks": N_("Extra Hammocks"),
    "rigs": N_("Advanced Rigs & Sails"),
    "reinforced": N_("Reinforced Hull"),
    "hold": N_("Extended Cargo Hold"),
    "chasers": N_("Chasers"),
    "cannonport": N_("Extra Cannon Port"),
    "swivels": N_("Swivel Guns"),
    "longguns": N_("Long Guns"),
}
# The characteristic a modification raises (MM-4.5.7).
MODIFICATION_STAT: Final = {
    "hammocks": "crew",
    "rigs": "maneuverability",
    "hold": "cargo",
    "cannonport": "cannons",
}

# MM-9.9: the three special weapons, one token of each at most (MM-4.4.9).
WEAPONS: Final = ("hooks", "chain", "grape")
WEAPON_WORDS: Final = {
    "hooks": N_("Grappling hooks"),
    "chain": N_("Chain shot"),
    "grape": N_("Grapeshot"),
}

# MM-7.3.2: the eight specialists.
SPECIALISTS: Final = (
    "carpenters",
    "gunnercaptains",
    "mastergunners",
    "surgeons",
    "lookouts",
    "mastersatarms",
    "pursers",
    "sailingmasters",
)
SPECIALIST_WORDS: Final = {
    "carpenters": N_("Carpenters"),
    "gunnercaptains": N_("Gunner Captains"),
    "mastergunners": N_("Master Gunners"),
    "surgeons": N_("Surgeons"),
    "lookouts": N_("Lookouts"),
    "mastersatarms": N_("Masters at arms"),
    "pursers": N_("Pursers"),
    "sailingmasters": N_("Sailing Masters"),
}

# MM-4.3.3: 8 goods; the text names four of them. The other four are entered by name the
# first time a card shows one (or come from the club catalogue).
GOODS_KINDS: Final = 8
PRINTED_GOODS: Final = ("Spice", "Cocoa", "Rum", "Tobacco")

# Decks and counts the text gives.
EVENT_CARDS: Final = 34  # MM-3.2.5
CAPTAIN_CARDS: Final = 16  # MM-0.3.1
DEMAND_RESERVE: Final = 8  # MM-1.3.2
MERCHANT_TRACK_REFILL: Final = 8  # MM-5.1.3
MISSIONS_ON_BOARD: Final = 2  # MM-4.8.2
GLORY_HAND: Final = 4  # MM-7.1.2
STARTING_GOLD: Final = 10  # MM-1.1.10
ACTIONS_PER_TURN: Final = 3  # MM-3.3.2
BOUNTY_MAX: Final = 5  # MM-6.3.3
REWARD_PER_BOUNTY: Final = 5  # MM-6.6.1
NPC_PRIZE: Final = {"sloop": 5, "frigate": 15}  # MM-6.7.1
GLORY_TARGET: Final = 10  # MM-2.1.1
RAID_CARDS: Final = 3  # MM-5.3.2
RAID_GLORY_GOLD: Final = 12  # MM-5.4.7, MM-Q5
SELL_GLORY_CARDS: Final = 3  # MM-4.2.7, MM-Q6
BUY_DRAW: Final = 6  # MM-4.3.1
BUY_DRAW_AGAIN: Final = 3  # MM-4.3.9
SELL_PRICE_GOOD: Final = 3  # MM-4.2.2
SELL_PRICE_DEMANDED: Final = 6  # MM-4.2.3
WARSHIP_PLUNDER_CARDS: Final = 3  # MM-11.2.1
SWIVEL_DICE: Final = 2  # MM-4.5.7

# MM-8.2.1: the NPC slots: one warship per nation, the pirate Sloop and the pirate Frigate;
# Men-of-war from a "War" card take slots of their own (MM-Q33).
PIRATE_SLOTS: Final = ("pirate-sloop", "pirate-frigate")
DIRECTIONS: Final = ("N", "E", "S", "W")  # MM-0.5.3, clockwise (MM-Q30)
DIRECTION_WORDS: Final = {"N": N_("North"), "E": N_("East"), "S": N_("South"), "W": N_("West")}


def buy_price_per_card(count: int) -> int:
    """MM-4.3.4: 3 gold for one card of a good, 2 each for two, 1 each for three or more."""
    return 3 if count <= 1 else 2 if count == 2 else 1
