"""What a seat may enter now: the owed entry first, otherwise the current player's
actions (SPM-2.0.1)."""

from __future__ import annotations

from itertools import permutations
from typing import Any

from companion.engines.base import LegalMove, State
from companion.engines.house_rulings import overridden
from companion.engines.spanish_main.actions import apply_movement
from companion.engines.spanish_main.catalogue import (
    ANSWERS,
    MOVEMENT_IDS,
    MUTINY_ANSWERS,
    ONE_SHIP_CARDS,
    PAIR_CARDS,
    SHIPS,
    SPACES,
    pirates_per_player,
)
from companion.engines.spanish_main.decks import adventure_candidates, movement_candidates
from companion.engines.spanish_main.house import NO_CHANGE, last_card
from companion.engines.spanish_main.rounds import OwedEntry, next_owed
from companion.engines.text import N_


def legal_moves(state: State, seat: int | None) -> list[LegalMove]:
    if seat is None or state["phase"] == "over":
        return []
    owed = next_owed(state)
    if owed is not None:
        return entry_moves(state, seat, owed)
    if state["phase"] != "action" or seat != state["current_seat"]:
        return []
    return actions(state, seat)


def entry_moves(state: State, seat: int, owed: OwedEntry) -> list[LegalMove]:
    if owed["seats"] is not None and seat not in owed["seats"]:
        return []
    kind = owed["kind"]
    allowed: dict[str, list[Any]]
    if kind == "line":
        # Each space takes one of the nine ships; the form asks space by space.
        allowed = {"ships": list(SHIPS), "first": list(range(len(state["seats"])))}
        return [
            LegalMove("enter_line", N_("Enter the ship line"), allowed),
            LegalMove("deal_line", N_("Let the companion deal the line")),
        ]
    if kind == "pirates":
        # Every ordered choice of the right size: offered whole, so a form asks for each
        # card in turn with every ship at each position. Only public facts: another seat's
        # entry never narrows what is offered.
        size = pirates_per_player(len(state["seats"]))
        allowed = {"pirates": [list(cards) for cards in permutations(SHIPS, size)]}
        return [LegalMove("enter_pirates", N_("Enter your pirate cards"), allowed)]
    if kind == "adventure_card":
        allowed = {"card": adventure_candidates(state)}
        return [LegalMove("reveal_adventure", N_("Enter the adventure card turned up"), allowed)]
    if kind == "movement_card":
        allowed = {"card": movement_candidates(state, None)}
        return [LegalMove("reveal_movement", N_("Enter the movement card drawn"), allowed)]
    if kind == "answer":
        # Both answers are always offered: the choice must not hint at the truth.
        allowed = {"answer": list(ANSWERS)}
        return [LegalMove("answer_accusation", N_("Answer the accusation"), allowed)]
    if kind == "mutiny":
        allowed = {"answer": list(MUTINY_ANSWERS)}
        return [LegalMove("answer_mutiny", N_("Answer the Mutiny"), allowed)]
    if kind == "hand_card":
        allowed = {"card": movement_candidates(state, seat)}
        return [LegalMove("draw_movement", N_("Enter the movement card you drew"), allowed)]
    allowed = {"card": sorted(set(state["hands"][str(seat)]))}
    return [LegalMove("discard_movement", N_("Discard a movement card"), allowed)]


def movement_targets(state: State, card: str) -> dict[str, list[Any]] | None:
    """The spaces a movement card may target now; None when it cannot be played."""
    allowed: dict[str, list[Any]] = {"card": [card]}
    if card == "sabotage":
        undamaged = [i + 1 for i, s in enumerate(state["line"]) if not state["damaged"][s]]
        if not undamaged:
            return None  # RULING SPM-Q-14: Sabotage! needs an undamaged target
        allowed["space"] = undamaged
    elif card in ONE_SHIP_CARDS:
        allowed["space"] = [s for s in SPACES if changes_line(state, card, s)]
    elif card in PAIR_CARDS:
        # The pair is (space, space + 1); second_space is optional and must be next to space.
        fronts = [s for s in SPACES[:-1] if changes_line(state, card, s)]
        allowed["space"] = fronts
        allowed["second_space"] = [s + 1 for s in fronts]
    else:
        allowed["space"] = []
        allowed["second_space"] = []
        if not changes_line(state, card, None):
            return None
    if not allowed["space"] and card in ONE_SHIP_CARDS | PAIR_CARDS:
        return None
    return allowed


def changes_line(state: State, card: str, space: int | None) -> bool:
    """Whether the card moves a ship; always true under the RULING SPM-Q-14 (a card that
    changes nothing may be played), asked only when a group forbids such actions."""
    if card == "fog_ahead" or not overridden(state, NO_CHANGE.ruling_id):
        return True
    trial = {"line": list(state["line"]), "damaged": dict(state["damaged"])}
    apply_movement(trial, card, space, None)
    return bool(trial["line"] != state["line"])


def actions(state: State, seat: int) -> list[LegalMove]:
    hand_rule = state["options"]["movement_hand"]
    cards = state["hands"][str(seat)] if hand_rule else state["offer"]
    moves: list[LegalMove] = []
    for card in sorted(set(cards), key=MOVEMENT_IDS.index):
        allowed = movement_targets(state, card)
        if allowed is not None:
            moves.append(LegalMove("play_movement", N_("Play a movement card"), allowed))
    if any(state["damaged"].values()) or not overridden(state, NO_CHANGE.ruling_id):
        moves.append(LegalMove("repair", N_("Repair the ships")))
    if not hand_rule or len(cards) >= 2:
        own = state["pirates"][str(seat)]
        accuse_allowed: dict[str, list[Any]] = {
            "accused": [
                s
                for s in range(len(state["seats"]))
                if s != seat and last_card(state, state["hands"][str(s)]) != "protected"
            ],
            # Never the accuser's own pirates: the seat knows them, so it is no leak.
            "pirate": [p for p in SHIPS if p not in state["revealed"] and p not in own],
            "discard": sorted(set(cards)) if hand_rule else [],
        }
        if accuse_allowed["pirate"] and accuse_allowed["accused"]:
            moves.append(LegalMove("accuse", N_("Accuse a player"), accuse_allowed))
    moves.append(LegalMove("pass", N_("Pass"), {"discard": sorted(set(cards))}))
    return moves
