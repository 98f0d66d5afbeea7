"""The turn as a state machine (section H of the digest): waits, end of turn, end of game.

``state["waiting"]`` is a queue of entries the table still owes the engine. In app mode
card draws are made at once; what is left is a player's choice or, in physical mode, the
name of a card turned up at the table.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import RuleError, State
from companion.engines.spanish_main.cards import ADVENTURES, MOVEMENTS
from companion.engines.spanish_main.decks import (
    is_app,
    log,
    reshuffle_if_empty,
    reveal_adventure_card,
    take_movement,
)
from companion.engines.spanish_main.scoring import score

CARD_KINDS = ("movement_card", "hand_card", "adventure_card")


def wait(state: State, kind: str, seats: list[int] | None, count: int = 1, **extra: Any) -> None:
    state["waiting"].append({"kind": kind, "seats": seats, "count": count, **extra})


def wait_first(
    state: State, kind: str, seats: list[int] | None, count: int = 1, **extra: Any
) -> None:
    """An entry owed before anything already waiting (a setup entry to be made again)."""
    state["waiting"].insert(0, {"kind": kind, "seats": seats, "count": count, **extra})


def head(state: State) -> dict[str, Any] | None:
    return state["waiting"][0] if state["waiting"] else None


def draw_movement(state: State, seat: int | None, card: str | None) -> str:
    """One movement card into the offer (seat None) or into ``seat``'s hand (SPM-5.2.3)."""
    card = take_movement(state, card)
    if seat is None:
        state["offer"].append(card)
        log(state, "SPM-2.1.4", f"{MOVEMENTS[card].name} is laid face up in the offer.")
    else:
        state["hands"][str(seat)].append(card)
        # The card itself is secret (SPM-5.2.2): only the draw is public.
        log(state, "SPM-5.2.3", f"{state['seats'][seat]['name']} draws a movement card.")
    return card


def consume(state: State) -> None:
    w = state["waiting"][0]
    w["count"] -= 1
    if w["count"] <= 0:
        state["waiting"].pop(0)


def advance(state: State) -> State:
    """Make every draw the engine can make itself, then move the turn on when nothing waits."""
    while state["waiting"]:
        w = state["waiting"][0]
        kind = w["kind"]
        if kind in ("movement_card", "hand_card"):
            # Physical players must know about a reshuffle before they draw.
            reshuffle_if_empty(state)
        if kind == "discard" and not state["hands"][str(w["seats"][0])]:
            state["waiting"].pop(0)  # RULING SPM-Q-17 (iii): an empty hand discards nothing
            continue
        if kind in CARD_KINDS and is_app(state):
            if kind == "adventure_card":
                card = reveal_adventure_card(state, None)
                log(state, "SPM-3.0.4", f"{ADVENTURES[card].name} is turned up.")
            else:
                draw_movement(state, w["seats"][0] if w["seats"] else None, None)
            consume(state)
            continue
        return state
    if state["phase"] == "setup":
        state["phase"] = "action"
        state["turn"] = 1
        state["current_seat"] = state["starting_seat"]
    elif state["phase"] == "resolving":
        end_turn(state)
    return state


def end_turn(state: State) -> None:
    # RULING SPM-Q-2 / SPM-Q-18: the game ends when no card is left to become active.
    if not state["row"]:
        game_over(state)
        return
    state["current_seat"] = (state["current_seat"] + 1) % len(state["seats"])  # SPM-2.0.3
    state["turn"] += 1
    state["phase"] = "action"


def game_over(state: State) -> None:
    state["phase"] = "over"
    state["current_seat"] = None
    # SPM-4.2: every pirate card is laid face up. In sealed mode a pirate falsely claimed
    # (RULING SPM-Q-12) now shows its true holder, or nobody if its card was removed.
    holder = {ship: int(k) for k, ships in state["pirates"].items() for ship in ships}
    for ship, info in list(state["revealed"].items()):
        if holder.get(ship) != info["seat"]:
            state["revealed"][ship] = {
                "seat": holder.get(ship),
                "how": "end",
                "turn": state["turn"],
                "claimed_by": info["seat"],
            }
    for entry in state["accusations"]:
        if entry.get("correct") is None:  # sealed mode: the truth comes out now
            entry["correct"] = entry["pirate"] in state["pirates"][str(entry["accused"])]
    for seat_key, ships in state["pirates"].items():
        for ship in ships:
            if ship not in state["revealed"]:
                state["revealed"][ship] = {
                    "seat": int(seat_key),
                    "how": "end",
                    "turn": state["turn"],
                }
    log(state, "SPM-4.1", "No adventure card is left: the game is over.")
    state["result"] = score(state)
    for seat in state["result"].get("liars", []):
        log(
            state,
            "SPM-4.7",
            f"{state['seats'][seat]['name']} lied about their ships and cannot win.",
        )


def require_turn(state: State, seat: int | None) -> None:
    """An action is legal only for the current seat, with nothing left to enter (SPM-2.0.3)."""
    if state["phase"] == "over":
        raise RuleError("SPM-4.1", "the game is over")
    if state["phase"] == "setup":
        raise RuleError("SPM-1.7", "the game has not started: finish the setup entries first")
    if state["waiting"]:
        raise RuleError(
            "SPM-2.0.3", f"first enter what the table is waiting for: {describe_wait(state)}"
        )
    if seat != state["current_seat"]:
        name = state["seats"][state["current_seat"]]["name"]
        raise RuleError("SPM-2.0.3", f"it is {name}'s turn")


def require_wait(state: State, seat: int | None, kind: str, rule: str) -> dict[str, Any]:
    """Entry moves are legal only when the state waits for them, from the seats it names."""
    w = head(state)
    if w is None or w["kind"] != kind:
        raise RuleError(rule, "the companion is not waiting for this entry now")
    if w["seats"] is not None and seat not in w["seats"]:
        raise RuleError(rule, "this entry is for another player")
    if seat is None:
        raise RuleError(rule, "a player must make this entry")
    return w


def describe_wait(state: State) -> str:
    w = head(state)
    if w is None:
        return ""
    names = ", ".join(state["seats"][s]["name"] for s in w["seats"]) if w["seats"] else "any player"
    what = {
        "pirates": "their pirate cards",
        "movement_card": "the movement card drawn",
        "hand_card": "the movement card drawn into their hand",
        "adventure_card": "the adventure card turned up",
        "discard": "the movement card to discard",
        "answer": "the answer to the accusation",
        "mutiny": "the answers to the Mutiny",
    }[w["kind"]]
    return f"{what} ({names})"
