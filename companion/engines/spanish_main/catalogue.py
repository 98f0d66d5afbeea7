"""The printed components: ships, pirates, adventure and movement cards (SPM-0).

Ship and pirate names are printed on the cards only (SPM-0.9), so the engine uses the
neutral labels of RULING SPM-Q-19 until a club catalogue exists; ids never change.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from companion.engines.text import N_, Text, _, english

FLAGS: tuple[str, ...] = (N_("English"), N_("Spanish"), N_("Dutch"))
_FLAG_LETTER = {"English": "E", "Spanish": "S", "Dutch": "D"}

# SPM-0.4: three ships per flag. The id is the letter of the flag and a number.
SHIPS: tuple[str, ...] = tuple(f"{_FLAG_LETTER[f]}{n}" for f in FLAGS for n in (1, 2, 3))
SHIP_FLAG: dict[str, str] = {s: f for f in FLAGS for s in SHIPS if s[0] == _FLAG_LETTER[f]}


def ship_name(ship: str) -> str:
    """The ship's label in English (forms' choices); ship_words for what a player reads."""
    return english(ship_words(ship))


def pirate_name(ship: str) -> str:
    return english(pirate_words(ship))


def ship_words(ship: str, state: Mapping[str, Any] | None = None) -> Text:
    """The ship's name as the club's catalogue prints it (copied into the state at
    setup, SPM-0.9), else RULING SPM-Q-19's neutral label ("English ship 1") in the
    reader's language. A name is a parameter, never translated: the log renders it later."""
    names = state.get("names") if state is not None else None
    if names and ship in names["ships"]:
        name: str = names["ships"][ship]
        return name
    return _("%(flag)s ship %(number)s", flag=_(SHIP_FLAG[ship]), number=int(ship[1]))


def pirate_words(ship: str, state: Mapping[str, Any] | None = None) -> Text:
    # SPM-0.5: one pirate card per ship, so a pirate is identified by its ship.
    names = state.get("names") if state is not None else None
    if names and ship in names["pirates"]:
        name: str = names["pirates"][ship]
        return name
    return _("Pirate of %(ship)s", ship=ship_words(ship))


def pirate_choice_words(ship: str, state: Mapping[str, Any] | None = None) -> Text:
    """A pirate as a choice on a form: the name its card prints with its ship beside it
    when the club's catalogue names it (a player holds "Black Bart", not his ship), else
    the ship's label alone (the neutral "Pirate of ..." would only lengthen every button)."""
    names = state.get("names") if state is not None else None
    if names and ship in names["pirates"]:
        return _(
            "%(pirate)s (%(ship)s)", pirate=names["pirates"][ship], ship=ship_words(ship, state)
        )
    return ship_words(ship, state)


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    italian: str
    copies: int
    rule: str


# SPM-0.6, Table 0-A: 58 adventure cards.
ADVENTURE_CARDS: tuple[Card, ...] = (
    Card("ancient_relics", "Ancient Relics", "Antichi relitti", 2, "SPM-3.1.1"),
    Card("native_alliance", "Native Alliance", "Alleanza con i nativi", 2, "SPM-3.1.1"),
    Card("island_discovery", "Island Discovery", "Scoperta dell'isola", 2, "SPM-3.1.2"),
    Card("parley", "Parley", "Parley", 2, "SPM-3.1.2"),
    Card("neptunes_favor", "Neptune's Favor", "Il favore di Nettuno", 4, "SPM-3.1.3"),
    Card("treasure_map", "Treasure Map", "La mappa del tesoro", 6, "SPM-3.1.4"),
    Card("legendary_treasure", "Legendary Treasure", "Il tesoro leggendario", 2, "SPM-3.1.5"),
    Card("mermaids", "Mermaids", "Sirene", 4, "SPM-3.1.6"),
    Card("secret_charts", "Secret Charts", "Carte segrete", 3, "SPM-3.1.7"),
    Card("cursed_treasure", "Cursed Treasure", "Il tesoro maledetto", 2, "SPM-3.1.8"),
    Card("storm_ahead", "Storm Ahead", "Tempesta in arrivo", 2, "SPM-3.1.9"),
    Card("maelstrom", "Maelstrom", "Vortice", 5, "SPM-3.1.10"),
    Card("ghost_ship", "Ghost Ship", "La nave fantasma", 2, "SPM-3.1.11"),
    Card("volcano", "Volcano", "Vulcano", 2, "SPM-3.1.12"),
    Card("kraken", "Kraken", "Kraken", 2, "SPM-3.1.13"),
    Card("cursed_waters", "Cursed Waters", "Acque maledette", 2, "SPM-3.1.14"),
    Card("cursed_ship", "Cursed Ship", "La nave maledetta", 1, "SPM-3.1.15"),
    Card("mutiny", "Mutiny", "Ammutinamento", 1, "SPM-3.1.16"),
    Card("english_attack", "English Attack", "Attacco inglese", 2, "SPM-3.1.17"),
    Card("spanish_attack", "Spanish Attack", "Attacco spagnolo", 2, "SPM-3.1.17"),
    Card("dutch_attack", "Dutch Attack", "Attacco olandese", 2, "SPM-3.1.17"),
    Card("english_loot", "English Loot", "Saccheggio inglese", 2, "SPM-3.1.18"),
    Card("spanish_loot", "Spanish Loot", "Saccheggio spagnolo", 2, "SPM-3.1.18"),
    Card("dutch_loot", "Dutch Loot", "Saccheggio olandese", 2, "SPM-3.1.18"),
)

# SPM-0.7, Table 0-B: 24 movement cards.
MOVEMENT_CARDS: tuple[Card, ...] = (
    Card("full_speed_ahead", "Full Speed Ahead", "Avanti tutta", 2, "SPM-2.1.2.1"),
    Card("lost_at_sea", "Lost at Sea", "Perduto in mare", 3, "SPM-2.1.2.2"),
    Card("temporary_alliance", "Temporary Alliance", "Alleanza temporanea", 4, "SPM-2.1.2.3"),
    Card(
        "caught_in_a_rip",
        "Caught in a Rip",
        "Intrappolato in una corrente di risacca",
        3,
        "SPM-2.1.2.4",
    ),
    Card("english_advance", "English Advance", "Avanzata inglese", 1, "SPM-2.1.2.5"),
    Card("spanish_advance", "Spanish Advance", "Avanzata spagnola", 1, "SPM-2.1.2.5"),
    Card("dutch_advance", "Dutch Advance", "Avanzata olandese", 1, "SPM-2.1.2.5"),
    Card("english_retreat", "English Retreat", "Ritirata inglese", 1, "SPM-2.1.2.6"),
    Card("spanish_retreat", "Spanish Retreat", "Ritirata spagnola", 1, "SPM-2.1.2.6"),
    Card("dutch_retreat", "Dutch Retreat", "Ritirata olandese", 1, "SPM-2.1.2.6"),
    Card("sabotage", "Sabotage!", "Sabotaggio!", 5, "SPM-2.1.2.7"),
    Card("fog_ahead", "There Be Fog Ahead!", "Nebbia in arrivo", 1, "SPM-2.1.2.8"),
)

ADVENTURES: dict[str, Card] = {c.id: c for c in ADVENTURE_CARDS}
MOVEMENTS: dict[str, Card] = {c.id: c for c in MOVEMENT_CARDS}
ADVENTURE_TOTAL = sum(c.copies for c in ADVENTURE_CARDS)
MOVEMENT_TOTAL = sum(c.copies for c in MOVEMENT_CARDS)

# Movement cards by the targets they need (SPM-2.1.2; section G of the digest).
ONE_SHIP_CARDS = frozenset({"full_speed_ahead", "lost_at_sea", "sabotage"})
PAIR_CARDS = frozenset({"temporary_alliance", "caught_in_a_rip"})
FLAG_OF_MOVEMENT: dict[str, tuple[str, int]] = {
    f"{flag.lower()}_{kind}": (flag, step)
    for flag in FLAGS
    for kind, step in (("advance", -2), ("retreat", 2))
}


def full_deck(cards: tuple[Card, ...]) -> list[str]:
    return [c.id for c in cards for _ in range(c.copies)]


def pirates_per_player(players: int) -> int:
    # SPM-1.4: three each with two players, otherwise two.
    return 3 if players == 2 else 2


def hand_size_at_start(players: int) -> int:
    # SPM-5.2.1: four each with two players, otherwise three.
    return 4 if players == 2 else 3


MOVEMENT_IDS: tuple[str, ...] = tuple(MOVEMENTS)
ADVENTURE_IDS: tuple[str, ...] = tuple(ADVENTURES)
SPACES: tuple[int, ...] = tuple(range(1, 10))
# RULING SPM-Q-12, sealed mode: the answers a phone gives.
ANSWERS: tuple[str, ...] = ("admit", "deny")
MUTINY_ANSWERS: tuple[str, ...] = ("declare", "silent")


def adventure_name(card: str) -> str:
    return ADVENTURES[card].name


def movement_name(card: str) -> str:
    return MOVEMENTS[card].name


assert ADVENTURE_TOTAL == 58 and MOVEMENT_TOTAL == 24  # SPM-0.3
