"""The SPM-Q-n RULINGs a group may override ("A RULING is the app's default; a club could
later be offered other readings as house options"), each with the digest's readings.

Here: SPM-Q-8, Q-9 (reading c), Q-10 (the rounding), Q-11, Q-14 and Q-17 (iii). Not
here:
- one playable reading (SPM-Q-1, Q-7), no effect on any score (SPM-Q-6), component data
  (SPM-Q-5, Q-19), already a table option (SPM-Q-12, ``identity_mode``);
- readings the digest leaves undefined or unplayable: SPM-Q-8 (c) "the players choose
  each time", Q-9 (b) a Mutiny on a ship already revealed, Q-10 (b) "can never happen",
  Q-13 (b) "a further penalty, such as...", Q-15 (b) "a rule the text does not contain";
- well-defined, not done yet: SPM-Q-2 (b) the game ends when the deck empties, Q-3 (b)
  cards leave play unseen, Q-4 (b) Loot awards new fame, Q-16 (b) reshuffle at once.
"""

from __future__ import annotations

from companion.engines.base import HouseRuling, Reading, State
from companion.engines.house_rulings import reading
from companion.engines.text import N_

MUTINY_TARGET = HouseRuling(
    "SPM-Q-9",
    N_("which ship Mutiny picks (house ruling SPM-Q-9)"),
    (
        Reading("unrevealed", N_("the first unrevealed ship, damaged or not (the RULING)")),
        Reading(
            "unrevealed_undamaged",
            N_("Mutiny picks the first ship that is both unrevealed and undamaged"),
        ),
    ),
    default="unrevealed",
)
MUTINY_ROUNDING = HouseRuling(
    "SPM-Q-10",
    N_("half the fame lost to Mutiny, rounded (house ruling SPM-Q-10)"),
    (
        Reading("round_up", N_("rounded up (the RULING)")),
        Reading("round_down", N_("the Mutiny ship discards half its fame rounded down")),
    ),
    default="round_up",
)
LOOT_PROTECTION = HouseRuling(
    "SPM-Q-11",
    N_("what a revealed pirate's ship is protected from (house ruling SPM-Q-11)"),
    (
        Reading("accusations", N_("from accusations only (the RULING)")),
        Reading("loot", N_("a revealed pirate's ship cannot be looted either")),
    ),
    default="accusations",
)

FAME_SOURCE = HouseRuling(
    "SPM-Q-8",
    N_("where the extended version takes fame cards (house ruling SPM-Q-8)"),
    (
        Reading("discard_first", N_("the adventure discard pile first (the RULING)")),
        Reading(
            "deck_first",
            N_("fame cards come from the deck first, the discard pile only when it is empty"),
        ),
    ),
    default="discard_first",
)

NO_CHANGE = HouseRuling(
    "SPM-Q-14",
    N_("actions that change nothing (house ruling SPM-Q-14)"),
    (
        Reading("allowed", N_("they may be chosen (the RULING)")),
        Reading("forbidden", N_("an action that changes nothing cannot be chosen")),
    ),
    default="allowed",
)

LAST_CARD = HouseRuling(
    "SPM-Q-17",
    N_("a player with one movement card in hand (house ruling SPM-Q-17)"),
    (
        Reading("discards", N_("he may be accused and discards his last card (the RULING)")),
        Reading("keeps", N_("he may be accused, but a hand never shrinks below 1 card")),
        Reading("protected", N_("a player with one movement card in hand cannot be accused")),
    ),
    default="discards",
)

HOUSE_RULINGS: tuple[HouseRuling, ...] = (
    FAME_SOURCE,
    MUTINY_TARGET,
    MUTINY_ROUNDING,
    LOOT_PROTECTION,
    NO_CHANGE,
    LAST_CARD,
)


def last_card(state: State, hand: list[str]) -> str:
    """SPM-Q-17 (iii) for an accused holding ``hand`` under the hand rule: "discards" (the
    RULING, and for any other hand size), "keeps" or "protected" (a group's reading)."""
    if not state["options"]["movement_hand"] or len(hand) != 1:
        return LAST_CARD.default
    return reading(state, LAST_CARD.ruling_id)


def mutiny_loss_count(state: State, fame: int) -> int:
    """Half of ``fame``: rounded up by the RULING SPM-Q-10, down by the house reading."""
    return (
        fame // 2 if reading(state, MUTINY_ROUNDING.ruling_id) == "round_down" else (fame + 1) // 2
    )
