"""The actions of a turn (SPM-2): play a movement card, repair, pass (accusing is in
accusations.py); and the movement of ships along the line (SPM-2.1.3)."""

from __future__ import annotations

from companion.engines.base import Arg, Played, RuleError, State, move
from companion.engines.house_rulings import house_note, overridden
from companion.engines.spanish_main.adventures import resolve_active
from companion.engines.spanish_main.catalogue import (
    FLAG_OF_MOVEMENT,
    MOVEMENT_IDS,
    MOVEMENTS,
    ONE_SHIP_CARDS,
    PAIR_CARDS,
    SHIP_FLAG,
    movement_name,
    ship_words,
)
from companion.engines.spanish_main.house import NO_CHANGE
from companion.engines.spanish_main.rounds import advance, owe, require_turn, seat_name
from companion.engines.spanish_main.telling import tell, told
from companion.engines.text import N_, Msg, _

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


def line_now(state: State) -> list[Msg]:
    """The line front to back, for a table that lays it out again."""
    return [
        _("%(space)s: %(ship)s", space=i + 1, ship=ship_words(ship, state))
        for i, ship in enumerate(state["line"])
    ]


# -- play a movement card (SPM-2.1) -----------------------------------------------------


def take_played_card(state: State, seat: int, card: str) -> None:
    if state["options"]["movement_hand"]:
        hand = state["hands"][str(seat)]
        if card not in hand:
            raise RuleError("SPM-5.2.3", _("That movement card is not in your hand."))
        hand.remove(card)
    else:
        if card not in state["offer"]:
            raise RuleError("SPM-2.1.1", _("That movement card is not face up."))
        state["offer"].remove(card)


def ship_at(state: State, space: int | None, rule: str, card: str) -> str:
    if space is None:
        raise RuleError(
            rule, _("%(card)s: choose a ship by its space (1 to 9).", card=movement_name(card))
        )
    ship: str = state["line"][space - 1]
    return ship


def check_targets(card: str, space: int | None, second_space: int | None) -> None:
    rule, name = MOVEMENTS[card].rule, movement_name(card)
    if card not in ONE_SHIP_CARDS | PAIR_CARDS and (space is not None or second_space is not None):
        raise RuleError(rule, _("%(card)s takes no target ship.", card=name))
    if card in ONE_SHIP_CARDS and second_space is not None:
        raise RuleError(rule, _("%(card)s targets a single ship.", card=name))


def apply_movement(
    state: State, card: str, space: int | None, second_space: int | None
) -> Msg | None:
    """Rearrange the line for ``card`` with its targets and say what changed; raises
    before changing anything."""
    check_targets(card, space, second_space)
    line = state["line"]
    rule = MOVEMENTS[card].rule
    if card == "sabotage":
        ship = ship_at(state, space, rule, card)
        if state["damaged"][ship]:
            raise RuleError("SPM-2.1.2.7", _("Sabotage! must target an undamaged ship."))
        state["damaged"][ship] = True
        return _(
            "%(ship)s (space %(space)s) is damaged: turn it to its damaged side.",
            ship=ship_words(ship, state),
            space=space,
        )
    if card in ONE_SHIP_CARDS:
        ship = ship_at(state, space, rule, card)
        move_one(line, ship, -6 if card == "full_speed_ahead" else 6)
        return _(
            "%(ship)s goes from space %(start)s to space %(end)s.",
            ship=ship_words(ship, state),
            start=space,
            end=space_of(line, ship),
        )
    if card in PAIR_CARDS:
        return move_pair_card(state, card, space, second_space)
    if card in FLAG_OF_MOVEMENT:
        flag, step = FLAG_OF_MOVEMENT[card]
        move_flag(line, flag, step)
        return _("Lay out the line again: %(line)s.", line=line_now(state))
    # fog_ahead: nothing moves; the caller discards the adventure and says so.
    return None


def move_pair_card(state: State, card: str, space: int | None, second_space: int | None) -> Msg:
    rule, name = MOVEMENTS[card].rule, movement_name(card)
    line = state["line"]
    if space is None:
        raise RuleError(
            rule, _("%(card)s: choose two ships side by side by their spaces.", card=name)
        )
    if second_space is None:
        # Without a second ship, the pair is the named ship and the one behind it.
        second_space = space + 1 if space < 9 else space - 1
    if abs(second_space - space) != 1:
        raise RuleError(rule, _("Choose two ships that sit side by side."))
    front = min(space, second_space) - 1
    pair = line[front : front + 2]
    move_pair(line, front, -3 if card == "temporary_alliance" else 3)
    return _(
        "%(first)s and %(second)s now sit in spaces %(first_space)s and %(second_space)s.",
        first=ship_words(pair[0], state),
        second=ship_words(pair[1], state),
        first_space=space_of(line, pair[0]),
        second_space=space_of(line, pair[1]),
    )


@move(
    "play_movement",
    N_("Play a movement card"),
    Arg("card", "choice", N_("the movement card"), choices=MOVEMENT_IDS),
    Arg(
        "space",
        "int",
        N_("the space of the ship it moves (the front one of two)"),
        required=False,
        min=1,
        max=9,
    ),
    Arg(
        "second_space",
        "int",
        N_("for two ships: the space of the other one, next to the first"),
        required=False,
        min=1,
        max=9,
    ),
    rule="SPM-2.1",
    example={"card": "temporary_alliance", "space": 6, "second_space": 7},
    help=N_("One of the face-up cards, or one from your hand with the advanced rule."),
    confirm=N_(
        "Play %(card)s (target: %(space)s)? The line of ships changes for every player and "
        "the card goes to the discard pile."
    ),
)
def play_movement(
    state: State,
    seat: int | None,
    *,
    card: str,
    space: int | None = None,
    second_space: int | None = None,
) -> Played:
    seat = require_turn(state, seat)
    take_played_card(state, seat, card)
    before = list(state["line"])
    what = apply_movement(state, card, space, second_space)
    if card not in ("sabotage", "fog_ahead") and state["line"] == before:
        refuse_no_change(state)
    tell(
        state,
        _(
            "%(name)s plays the %(card)s card.",
            name=seat_name(state, seat),
            card=movement_name(card),
        ),
    )
    if what is not None:
        tell(state, what)
    # SPM-2.1.4 / SPM-5.2.3: played card face up to the discard pile, then a replacement.
    state["mv_discard"].append(card)
    owe_replacement(state, seat)
    return finish_action(state, fog=card == "fog_ahead")


def refuse_no_change(state: State) -> None:
    """RULING SPM-Q-14: an action that changes nothing is allowed; a group may forbid it."""
    if overridden(state, NO_CHANGE.ruling_id):
        raise RuleError(NO_CHANGE.ruling_id, house_note(state, NO_CHANGE.ruling_id))


def owe_replacement(state: State, seat: int) -> None:
    if state["options"]["movement_hand"]:
        owe(state, "hand_card", [seat])
    else:
        owe(state, "movement_card", None)


# -- repair (SPM-2.2) ------------------------------------------------------------------


@move(
    "repair",
    N_("Repair the ships"),
    rule="SPM-2.2.1",
    example={},
    help=N_("Every damaged ship is turned back to its undamaged side."),
)
def repair(state: State, seat: int | None) -> Played:
    seat = require_turn(state, seat)
    flipped = [s for s in state["line"] if state["damaged"][s]]
    if not flipped:
        refuse_no_change(state)
    for ship in flipped:
        state["damaged"][ship] = False
    name = seat_name(state, seat)
    if flipped:
        tell(
            state,
            _(
                "%(name)s repairs %(ships)s: turn them to their undamaged side.",
                name=name,
                ships=[ship_words(s, state) for s in flipped],
            ),
        )
    else:
        # RULING SPM-Q-14: repairing with nothing damaged is allowed and changes nothing.
        tell(state, _("%(name)s repairs, but no ship is damaged.", name=name))
    return finish_action(state)


# -- pass (SPM-2.4) --------------------------------------------------------------------


def discard_on_pass(state: State, seat: int, card: str) -> None:
    if state["options"]["movement_hand"]:
        if card not in state["hands"][str(seat)]:
            raise RuleError("SPM-5.2.7", _("You can only discard a movement card from your hand."))
        state["hands"][str(seat)].remove(card)
    else:
        if card not in state["offer"]:
            raise RuleError(
                "SPM-2.4.2", _("You can only discard one of the face-up movement cards.")
            )
        state["offer"].remove(card)
    state["mv_discard"].append(card)


@move(
    "pass",
    N_("Pass"),
    Arg(
        "discard",
        "choice",
        N_("a movement card to swap for a new one (you may keep them all)"),
        required=False,
        choices=MOVEMENT_IDS,
    ),
    rule="SPM-2.4.1",
    example={"discard": "sabotage"},
    help=N_("The adventure is still resolved."),
)
def pass_turn(state: State, seat: int | None, *, discard: str | None = None) -> Played:
    seat = require_turn(state, seat)
    name = seat_name(state, seat)
    if discard is None:
        tell(state, _("%(name)s passes.", name=name))
    else:
        discard_on_pass(state, seat, discard)
        tell(
            state,
            _(
                "%(name)s passes and discards %(card)s to draw a new card.",
                name=name,
                card=movement_name(discard),
            ),
        )
        owe_replacement(state, seat)
    return finish_action(state)


# -- after the action ------------------------------------------------------------------


def finish_action(state: State, *, fog: bool = False) -> Played:
    """SPM-2.0.2: resolve the active adventure (or discard it under Fog), then turn up the
    next one and hand the turn on once every entry is made."""
    resolve_active(state, fog=fog)
    if state["adv_deck_count"] > 0:
        owe(state, "adventure_card", None)
    state["phase"] = "resolving"
    return told(advance(state))
