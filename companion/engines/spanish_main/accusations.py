"""Accusing a player (SPM-2.3), answered by the companion itself.

RULING SPM-Q-12 (verified mode, the default): the engine knows every seat's pirate
cards and answers truthfully, so nobody can lie and SPM-2.3.4 never applies.
A refusal depends only on public facts (SPM-Q-13): never on who holds the named pirate.
"""

from __future__ import annotations

from companion.engines.base import RuleError, State
from companion.engines.spanish_main.actions import finish_action, start_turn_log
from companion.engines.spanish_main.cards import MOVEMENTS, SHIPS, pirate_name, ship_name
from companion.engines.spanish_main.decks import log
from companion.engines.spanish_main.turn import advance, require_turn, require_wait, wait


def accuse(
    state: State, seat: int | None, *, accused: int, pirate: str, discard: str | None = None
) -> State:
    require_turn(state, seat)
    assert seat is not None
    if not 0 <= accused < len(state["seats"]):
        raise RuleError("SPM-2.3.1", "there is no such player at this table")
    if accused == seat:
        raise RuleError("SPM-2.3.1", "you must accuse another player")
    if pirate not in SHIPS:
        raise RuleError("SPM-2.3.1", "there is no such pirate")
    if pirate in state["revealed"]:
        raise RuleError("SPM-2.3.5", "that pirate has already been revealed")
    hand_rule = state["options"]["movement_hand"]
    if hand_rule:
        hand = state["hands"][str(seat)]
        if len(hand) < 2:
            raise RuleError("SPM-5.2.5", "with only one movement card in hand you cannot accuse")
        if discard is None or discard not in hand:
            raise RuleError("SPM-5.2.4", "name the movement card from your hand that you discard")
    elif discard is not None:
        raise RuleError("SPM-2.3.1", "an accusation discards no movement card")
    start_turn_log(state)
    accuser_name = state["seats"][seat]["name"]
    accused_name = state["seats"][accused]["name"]
    correct = pirate in state["pirates"][str(accused)]
    taken = 0
    if correct:
        # SPM-2.3.2 / SPM-2.3.7: reveal, and the accuser banks half the fame, rounded up.
        state["revealed"][pirate] = {"seat": accused, "how": "accusation", "turn": state["turn"]}
        taken = (state["fame"][pirate] + 1) // 2
        for _ in range(taken):
            state["fame"][pirate] -= 1
            state["banked"][seat] += 1
            if state["owed"][pirate] > 0:  # RULING SPM-Q-7: owed points go first, as owed
                state["owed"][pirate] -= 1
                state["banked_owed"][seat] += 1
        log(
            state,
            "SPM-2.3.2",
            f"{accuser_name} is right: {accused_name} reveals {pirate_name(pirate)}; "
            f"{accuser_name} takes {taken} fame from {ship_name(pirate)}.",
        )
    else:
        # SPM-2.3.3 / SPM-2.3.6: nothing is revealed, nothing moves.
        log(state, "SPM-2.3.3", f"{accused_name} is not {pirate_name(pirate)}.")
    state["accusations"].append(
        {
            "turn": state["turn"],
            "accuser": seat,
            "accused": accused,
            "pirate": pirate,
            "correct": correct,
            "taken": taken,
        }
    )
    if hand_rule:
        # SPM-5.2.4: both discard one card; nobody draws (RULING SPM-Q-17 (ii), (iii)).
        assert discard is not None
        state["hands"][str(seat)].remove(discard)
        state["mv_discard"].append(discard)
        log(state, "SPM-5.2.4", f"{accuser_name} discards {MOVEMENTS[discard].name}.")
        if state["hands"][str(accused)]:
            wait(state, "discard", [accused])
    return finish_action(state)


def discard_movement(state: State, seat: int | None, *, card: str) -> State:
    """SPM-5.2.4: the accused chooses which card of his hand to discard."""
    require_wait(state, seat, "discard", "SPM-5.2.4")
    hand = state["hands"][str(seat)]
    if card not in hand:
        raise RuleError("SPM-5.2.4", "that movement card is not in your hand")
    hand.remove(card)
    state["mv_discard"].append(card)
    log(state, "SPM-5.2.4", f"{state['seats'][seat]['name']} discards {MOVEMENTS[card].name}.")
    state["waiting"].pop(0)
    return advance(state)
