"""Legal entries a player may not mean, asked about before they are recorded (section G
of the digest, "allowed with a warning"): a move or a repair that changes nothing
(RULING SPM-Q-14) and an accusation already answered "no" (RULING SPM-Q-13).

Only public facts and the mover's own cards are read. An accusation of a pirate whose card
was removed unseen gets no warning: that would tell which pirates nobody holds.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import Args, RuleError, State
from companion.engines.spanish_main.actions import apply_movement
from companion.engines.spanish_main.catalogue import movement_name, pirate_words
from companion.engines.spanish_main.rounds import seat_name
from companion.engines.state import copy_state
from companion.engines.text import Msg, _

# Cards that always change something: a ship is damaged, the adventure is discarded.
ALWAYS_ACT = ("sabotage", "fog_ahead")


def caution(state: State, seat: int | None, move_type: str, args: Args) -> Msg | None:
    if move_type == "play_movement":
        return movement_caution(state, args)
    if move_type == "repair":
        return repair_caution(state)
    if move_type == "accuse":
        return accusation_caution(state, args)
    return None


def movement_caution(state: State, args: Args) -> Msg | None:
    """RULING SPM-Q-14: a card whose ships are already as far as they can go."""
    card = args["card"]
    if card in ALWAYS_ACT:
        return None
    trial: dict[str, Any] = copy_state(state)
    try:
        apply_movement(trial, card, args.get("space"), args.get("second_space"))
    except RuleError:
        return None  # the move itself is refused, and says why
    if trial["line"] != state["line"]:
        return None
    return _(
        "%(card)s would move no ship: the ships it moves are already as far as they can go. "
        "The rules allow it (SPM-Q-14), and the card still goes to the discard pile.",
        card=movement_name(card),
    )


def repair_caution(state: State) -> Msg | None:
    if any(state["damaged"][ship] for ship in state["line"]):
        return None
    return _(
        "No ship is damaged: repairing changes nothing. The rules allow it (SPM-Q-14), and "
        "it is your action this turn."
    )


def accusation_caution(state: State, args: Args) -> Msg | None:
    """RULING SPM-Q-13: the accusation log says the accused is not that pirate."""
    accused, pirate = args["accused"], args["pirate"]
    for entry in state["accusations"]:
        if entry["accused"] != accused or entry["pirate"] != pirate:
            continue
        name, who = seat_name(state, accused), pirate_words(pirate, state)
        if entry.get("correct") is False:
            return _(
                "%(name)s was already accused of being %(pirate)s, and was not: this "
                "accusation cannot succeed. The rules allow it (SPM-Q-13), and it is your "
                "action this turn.",
                name=name,
                pirate=who,
            )
        if entry.get("answer") == "deny":
            return _(
                "%(name)s has already denied being %(pirate)s. The rules allow accusing "
                "again (SPM-Q-13), and it is your action this turn.",
                name=name,
                pirate=who,
            )
    return None
