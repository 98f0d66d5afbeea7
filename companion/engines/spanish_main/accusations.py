"""Accusing a player (SPM-2.3), answered by the companion or by the accused.

RULING SPM-Q-12, a table option (``identity_mode``):

- verified (the default): the engine knows every seat's pirate cards and answers
  truthfully at once, so nobody can lie and SPM-2.3.4 never applies;
- sealed: the accused answers on his own phone (``answer_accusation``: admit or deny).
  The answer is what the table plays by; the engine notes secretly whether it was a lie
  (a false denial or a false claim), and at the end a liar cannot win (SPM-4.7).

A refusal depends only on public facts (SPM-Q-13): never on who holds the named pirate.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import RuleError, State
from companion.engines.spanish_main.actions import finish_action, start_turn_log
from companion.engines.spanish_main.cards import MOVEMENTS, SHIPS, pirate_name, ship_name
from companion.engines.spanish_main.decks import discard_lost_fame, log
from companion.engines.spanish_main.turn import (
    advance,
    head,
    require_turn,
    require_wait,
    wait,
)


def is_sealed(state: State) -> bool:
    mode: str = state["options"].get("identity_mode", "verified")
    return mode == "sealed"


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
    if hand_rule:
        # SPM-5.2.4: the accuser discards now; the accused after his answer.
        assert discard is not None
        state["hands"][str(seat)].remove(discard)
        state["mv_discard"].append(discard)
        log(
            state,
            "SPM-5.2.4",
            f"{state['seats'][seat]['name']} discards {MOVEMENTS[discard].name}.",
        )
    if is_sealed(state):
        # RULING SPM-Q-12 (sealed): the accused answers on his phone; the adventure waits.
        log(
            state,
            "SPM-Q-12",
            f"{state['seats'][seat]['name']} says {state['seats'][accused]['name']} is "
            f"{pirate_name(pirate)}; {state['seats'][accused]['name']} answers on their phone.",
        )
        wait(state, "answer", [accused], accuser=seat, pirate=pirate)
        return state
    correct = pirate in state["pirates"][str(accused)]
    settle(state, seat, accused, pirate, admitted=correct, answer=None)
    return after_accusation(state, accused)


def answer_accusation(state: State, seat: int | None, *, answer: str) -> State:
    """RULING SPM-Q-12 (sealed mode): the accused admits or denies; he may lie (SPM-2.3.4)."""
    if not is_sealed(state):
        raise RuleError(
            "SPM-Q-12", "in verified mode the companion answers every accusation itself"
        )
    w = head(state)
    if w is None or w["kind"] != "answer":
        raise RuleError("SPM-Q-12", "no accusation is waiting for an answer")
    if seat not in w["seats"]:
        name = state["seats"][w["seats"][0]]["name"]
        raise RuleError("SPM-Q-12", f"only {name}, the accused player, can answer this accusation")
    assert seat is not None
    accuser, pirate = w["accuser"], w["pirate"]
    state["waiting"].pop(0)
    admitted = answer == "admit"
    holds = pirate in state["pirates"][str(seat)]
    if admitted != holds:
        # SPM-2.3.4: a lie about the ships he owns. Secret until the end of the game.
        state["lies"].append(
            {
                "turn": state["turn"],
                "seat": seat,
                "pirate": pirate,
                "kind": "false_claim" if admitted else "false_denial",
            }
        )
    settle(state, accuser, seat, pirate, admitted=admitted, answer=answer)
    return after_accusation(state, seat)


def settle(
    state: State, seat: int, accused: int, pirate: str, *, admitted: bool, answer: str | None
) -> None:
    """Carry out the outcome the table plays by: an admission reveals and moves fame."""
    accuser_name = state["seats"][seat]["name"]
    accused_name = state["seats"][accused]["name"]
    taken = 0
    if admitted:
        # SPM-2.3.2 / SPM-2.3.7: reveal, and the accuser banks half the fame, rounded up.
        state["revealed"][pirate] = {"seat": accused, "how": "accusation", "turn": state["turn"]}
        taken = (state["fame"][pirate] + 1) // 2
        for _ in range(taken):
            state["fame"][pirate] -= 1
            state["banked"][seat] += 1
            if state["owed"][pirate] > 0:  # RULING SPM-Q-7: owed points go first, as owed
                state["owed"][pirate] -= 1
                state["banked_owed"][seat] += 1
        # Sealed mode: the table plays by the answer; whether it is true stays secret.
        opening = (
            f"{accused_name} admits being {pirate_name(pirate)}"
            if answer
            else f"{accuser_name} is right: {accused_name} reveals {pirate_name(pirate)}"
        )
        log(
            state,
            "SPM-2.3.2",
            f"{opening}; {accuser_name} takes {taken} fame from {ship_name(pirate)}.",
        )
    else:
        # SPM-2.3.3 / SPM-2.3.6: nothing is revealed, nothing moves.
        says = "says they are" if answer else "is"
        log(state, "SPM-2.3.3", f"{accused_name} {says} not {pirate_name(pirate)}.")
    entry: dict[str, Any] = {
        "turn": state["turn"],
        "accuser": seat,
        "accused": accused,
        "pirate": pirate,
        # Sealed mode: the truth is unknown to the table until the end (RULING SPM-Q-12).
        "correct": admitted if answer is None else None,
        "taken": taken,
    }
    if answer is not None:
        entry["answer"] = answer
    state["accusations"].append(entry)


def after_accusation(state: State, accused: int) -> State:
    if state["options"]["movement_hand"] and state["hands"][str(accused)]:
        # SPM-5.2.4: the accused discards a card of his choice; nobody draws
        # (RULING SPM-Q-17 (ii), (iii)).
        wait(state, "discard", [accused])
    return finish_action(state)


def answer_mutiny(state: State, seat: int | None, *, answer: str) -> State:
    """RULING SPM-Q-12 (sealed mode), SPM-3.1.16: each seat secretly declares whether it
    owns the Mutiny ship ('declare') or not ('silent'); the card resolves once all have
    answered. A false claim and a false silence are lies (SPM-2.3.4)."""
    if not is_sealed(state):
        raise RuleError("SPM-Q-12", "in verified mode the companion resolves Mutiny itself")
    w = head(state)
    if w is None or w["kind"] != "mutiny":
        raise RuleError("SPM-3.1.16", "no Mutiny is waiting for an answer")
    if seat is None or seat not in w["seats"]:
        raise RuleError("SPM-3.1.16", "you have already answered this Mutiny")
    w["seats"].remove(seat)
    w["count"] -= 1
    w["declared" if answer == "declare" else "silent"].append(seat)
    log(state, "SPM-3.1.16", f"{state['seats'][seat]['name']} has answered the Mutiny.")
    if w["seats"]:
        return state
    state["waiting"].pop(0)
    resolve_mutiny(state, w["ship"], w["declared"])
    return advance(state)


def resolve_mutiny(state: State, ship: str, declared: list[int]) -> None:
    holder = next((int(k) for k, ships in state["pirates"].items() if ship in ships), None)
    for seat in declared:
        if seat != holder:
            state["lies"].append(
                {"turn": state["turn"], "seat": seat, "pirate": ship, "kind": "false_claim"}
            )
    if holder is not None and holder not in declared:
        state["lies"].append(
            {"turn": state["turn"], "seat": holder, "pirate": ship, "kind": "false_silence"}
        )
    if not declared:
        log(state, "SPM-3.1.16", f"Nobody declares for {ship_name(ship)}: nothing happens.")
        return
    # The real card wins when its holder declares; otherwise the first claimant clockwise
    # from the current player. Who else declared stays secret until the end.
    n = len(state["seats"])
    start = state["current_seat"] or 0
    clockwise = sorted(declared, key=lambda s: (s - start) % n)
    owner = holder if holder in declared else clockwise[0]
    state["revealed"][ship] = {"seat": owner, "how": "mutiny", "turn": state["turn"]}
    lost = discard_lost_fame(state, ship, (state["fame"][ship] + 1) // 2)  # RULING SPM-Q-10
    log(
        state,
        "SPM-3.1.16",
        f"{state['seats'][owner]['name']} declares {pirate_name(ship)}; "
        f"{ship_name(ship)} discards {lost} fame face up.",
    )


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
