"""The four actions of a turn (SPM-2): play a movement card, repair, accuse (see
accusations.py), pass; and the movement of ships along the line (SPM-2.1.3)."""

from __future__ import annotations

from companion.engines.base import RuleError, State
from companion.engines.spanish_main.adventures import resolve_active
from companion.engines.spanish_main.cards import (
    FLAG_OF_MOVEMENT,
    MOVEMENTS,
    ONE_SHIP_CARDS,
    PAIR_CARDS,
    SHIP_FLAG,
    ship_name,
)
from companion.engines.spanish_main.decks import log
from companion.engines.spanish_main.turn import advance, require_turn, wait

# -- the line (SPM-1.2, SPM-2.1.3.5): line[0] is space 1, line[8] is space 9 ---------------


def space_of(line: list[str], ship: str) -> int:
    return line.index(ship) + 1


def move_one(line: list[str], ship: str, step: int) -> None:
    """Move one ship ``step`` spaces (negative: forward, toward space 1), as far as it can."""
    index = line.index(ship)
    target = min(len(line) - 1, max(0, index + step))  # SPM-2.1.3.2
    line.pop(index)
    line.insert(target, ship)  # SPM-2.1.3.4: re-inserted, the others shift to close the gap


def move_pair(line: list[str], front_index: int, step: int) -> None:
    """Move two adjacent ships as one block, keeping their order (SPM-2.1.2.3, SPM-2.1.2.4)."""
    block = line[front_index : front_index + 2]
    target = min(len(line) - 2, max(0, front_index + step))
    del line[front_index : front_index + 2]
    line[target:target] = block


def move_flag(line: list[str], flag: str, step: int) -> None:
    """Advance or Retreat: one ship at a time, the ship nearest the way it goes first.

    RULING SPM-Q-15: the literal procedure, so a ship of the flag may push another one.
    """
    ships = sorted((s for s in line if SHIP_FLAG[s] == flag), key=line.index)
    if step > 0:
        ships.reverse()  # SPM-2.1.2.6: rearmost first
    for ship in ships:
        move_one(line, ship, step)


# -- play a movement card (SPM-2.1) -----------------------------------------------------


def _take_played_card(state: State, seat: int, card: str) -> None:
    if state["options"]["movement_hand"]:
        hand = state["hands"][str(seat)]
        if card not in hand:
            raise RuleError("SPM-5.2.3", "that movement card is not in your hand")
        hand.remove(card)
    else:
        if card not in state["offer"]:
            raise RuleError("SPM-2.1.1", "that movement card is not face up")
        state["offer"].remove(card)


def _ship_at(state: State, space: int | None, rule: str, what: str) -> str:
    if space is None:
        raise RuleError(rule, f"{what}: choose a ship by its space (1 to 9)")
    ship: str = state["line"][space - 1]
    return ship


def apply_movement(state: State, card: str, space: int | None, second_space: int | None) -> None:
    """Rearrange the line for ``card`` with its targets; raises before changing anything."""
    line = state["line"]
    rule = MOVEMENTS[card].rule
    name = MOVEMENTS[card].name
    if card not in ONE_SHIP_CARDS | PAIR_CARDS and (space is not None or second_space is not None):
        raise RuleError(rule, f"{name} takes no target ship")
    if card in ONE_SHIP_CARDS:
        if second_space is not None:
            raise RuleError(rule, f"{name} targets a single ship")
        ship = _ship_at(state, space, rule, name)
        if card == "sabotage":
            if state["damaged"][ship]:
                raise RuleError("SPM-2.1.2.7", "Sabotage! must target an undamaged ship")
            state["damaged"][ship] = True
            log(
                state,
                rule,
                f"Sabotage!: turn {ship_name(ship)} (space {space}) to its damaged side.",
            )
            return
        step = -6 if card == "full_speed_ahead" else 6
        move_one(line, ship, step)
        log(
            state,
            rule,
            f"{name}: {ship_name(ship)} goes from space {space} to {space_of(line, ship)}.",
        )
    elif card in PAIR_CARDS:
        if space is None:
            raise RuleError(rule, f"{name}: choose two ships side by side by their spaces")
        if second_space is None:
            # Without a second ship, the pair is the named ship and the one behind it.
            second_space = space + 1 if space < 9 else space - 1
        if abs(second_space - space) != 1:
            raise RuleError(rule, "choose two ships that sit side by side")
        front = min(space, second_space) - 1
        pair = line[front : front + 2]
        move_pair(line, front, -3 if card == "temporary_alliance" else 3)
        log(
            state,
            rule,
            f"{name}: {ship_name(pair[0])} and {ship_name(pair[1])} now sit in spaces "
            f"{space_of(line, pair[0])} and {space_of(line, pair[1])}.",
        )
    elif card in FLAG_OF_MOVEMENT:
        flag, step = FLAG_OF_MOVEMENT[card]
        move_flag(line, flag, step)
        log(state, rule, f"{name}: lay out the line as shown.")
    else:  # fog_ahead: handled by the caller, there is nothing to move
        log(state, rule, "There Be Fog Ahead!: the active adventure is discarded unresolved.")


def play_movement(
    state: State,
    seat: int | None,
    *,
    card: str,
    space: int | None = None,
    second_space: int | None = None,
) -> State:
    require_turn(state, seat)
    assert seat is not None
    start_turn_log(state)
    _take_played_card(state, seat, card)
    apply_movement(state, card, space, second_space)
    # SPM-2.1.4 / SPM-5.2.3: played card face up to the discard pile, then a replacement.
    state["mv_discard"].append(card)
    queue_replacement(state, seat)
    return finish_action(state, fog=card == "fog_ahead")


def queue_replacement(state: State, seat: int) -> None:
    if state["options"]["movement_hand"]:
        wait(state, "hand_card", [seat])
    else:
        wait(state, "movement_card", None)


# -- repair (SPM-2.2) ------------------------------------------------------------------


def repair(state: State, seat: int | None) -> State:
    require_turn(state, seat)
    start_turn_log(state)
    flipped = [s for s in state["line"] if state["damaged"][s]]
    for ship in flipped:
        state["damaged"][ship] = False
    # RULING SPM-Q-14: repairing with nothing damaged is allowed and changes nothing.
    names = ", ".join(ship_name(s) for s in flipped) or "nothing to repair"
    log(state, "SPM-2.2.1", f"{state['seats'][seat]['name']} repairs: {names}.")
    return finish_action(state)


# -- pass (SPM-2.4) --------------------------------------------------------------------


def pass_turn(state: State, seat: int | None, *, discard: str | None = None) -> State:
    require_turn(state, seat)
    assert seat is not None
    start_turn_log(state)
    log(state, "SPM-2.4.1", f"{state['seats'][seat]['name']} passes.")
    if discard is not None:
        if state["options"]["movement_hand"]:
            if not state["hands"][str(seat)] or discard not in state["hands"][str(seat)]:
                raise RuleError("SPM-5.2.7", "you can only discard a movement card from your hand")
            state["hands"][str(seat)].remove(discard)
        else:
            if discard not in state["offer"]:
                raise RuleError(
                    "SPM-2.4.2", "you can only discard one of the face-up movement cards"
                )
            state["offer"].remove(discard)
        state["mv_discard"].append(discard)
        log(state, "SPM-2.4.2", f"{MOVEMENTS[discard].name} is discarded and replaced.")
        queue_replacement(state, seat)
    return finish_action(state)


# -- after the action ------------------------------------------------------------------


def start_turn_log(state: State) -> None:
    state["turn_log"] = []


def finish_action(state: State, *, fog: bool = False) -> State:
    """SPM-2.0.2: resolve the active adventure (or discard it under Fog), then turn up the
    next one and hand the turn on once every entry is made."""
    resolve_active(state, fog=fog)
    if state["adv_deck_count"] > 0:
        wait(state, "adventure_card", None)
    state["phase"] = "resolving"
    return advance(state)
