"""The turn as a state machine (section H of the digest): what the table owes, the end
of a turn, the end of the game.

``state["waiting"]`` is a queue of entries the table still owes the companion. In app
mode card draws are made at once; what is left is a player's choice or, in physical
mode, the name of a card turned up at the table.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import RuleError, State
from companion.engines.spanish_main.catalogue import (
    adventure_name,
    movement_name,
    pirate_words,
    ship_words,
)
from companion.engines.spanish_main.decks import (
    is_app,
    reshuffle_if_empty,
    reveal_adventure_card,
    take_movement,
)
from companion.engines.spanish_main.scoring import score
from companion.engines.spanish_main.telling import tell, tell_seat
from companion.engines.text import Msg, _, ngettext

CARD_KINDS = ("movement_card", "hand_card", "adventure_card")
OwedEntry = dict[str, Any]
# Owed entries that every seat named makes on their own phone, in any order.
ANSWERED_AT_ONCE = ("pirates", "mutiny")


def owe(state: State, kind: str, seats: list[int] | None, count: int = 1, **extra: Any) -> None:
    """An entry the table owes after everything already owed."""
    state["waiting"].append({"kind": kind, "seats": seats, "count": count, **extra})


def owe_first(
    state: State, kind: str, seats: list[int] | None, count: int = 1, **extra: Any
) -> None:
    """An entry owed before anything already owed (a setup entry to be made again)."""
    state["waiting"].insert(0, {"kind": kind, "seats": seats, "count": count, **extra})


def next_owed(state: State) -> OwedEntry | None:
    return state["waiting"][0] if state["waiting"] else None


def seat_name(state: State, seat: int) -> str:
    name: str = state["seats"][seat]["name"]
    return name


def draw_movement(state: State, seat: int | None, card: str | None) -> str:
    """One movement card into the offer (seat None) or into ``seat``'s hand (SPM-5.2.3)."""
    card = take_movement(state, card, seat)
    if seat is None:
        tell(state, _("%(card)s is drawn and laid face up in the offer.", card=movement_name(card)))
    else:
        state["hands"][str(seat)].append(card)
        # SPM-5.2.2: the card itself is secret; only the draw is public.
        tell(
            state,
            _("%(name)s draws a movement card into their hand.", name=seat_name(state, seat)),
        )
        tell_seat(state, seat, _("You draw %(card)s into your hand.", card=movement_name(card)))
        return card
    state["offer"].append(card)
    return card


def count_off(state: State) -> None:
    """One of the entries owed first has been made."""
    owed = state["waiting"][0]
    owed["count"] -= 1
    if owed["count"] <= 0:
        state["waiting"].pop(0)


def advance(state: State) -> State:
    """Make every draw the companion can make itself, then move the turn on when nothing
    is owed; otherwise tell the table what to enter next."""
    while state["waiting"]:
        owed = state["waiting"][0]
        kind = owed["kind"]
        if kind in ("movement_card", "hand_card"):
            # Physical players must know about a reshuffle before they draw.
            reshuffle_if_empty(state)
        if kind == "discard" and not state["hands"][str(owed["seats"][0])]:
            state["waiting"].pop(0)  # RULING SPM-Q-17 (iii): an empty hand discards nothing
            continue
        if kind in CARD_KINDS and is_app(state):
            if kind == "adventure_card":
                card = reveal_adventure_card(state, None)
                tell(
                    state,
                    _("%(card)s is turned up from the adventure deck.", card=adventure_name(card)),
                )
            else:
                draw_movement(state, owed["seats"][0] if owed["seats"] else None, None)
            count_off(state)
            continue
        # Entries every seat makes at once are told once, when they fall due: then the
        # view's waiting line says who is left. A line after each answer would read
        # differently with the order in which the phones' entries arrive.
        if kind in ANSWERED_AT_ONCE and owed.get("told"):
            return state
        if kind in ANSWERED_AT_ONCE:
            owed["told"] = True
        tell(state, table_prompt(state))
        return state
    if state["phase"] == "setup":
        state["phase"] = "action"
        state["turn"] = 1
        state["current_seat"] = state["starting_seat"]
        tell(state, table_prompt(state))
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
    tell(state, table_prompt(state))


def game_over(state: State) -> None:
    state["phase"] = "over"
    state["current_seat"] = None
    settle_claims(state)
    tell(state, _("No adventure card is left: the game is over."))
    state["result"] = score(state)
    tell_final_result(state)


def settle_claims(state: State) -> None:
    """SPM-4.2: every pirate card is laid face up. In sealed mode a pirate falsely claimed
    (RULING SPM-Q-12) now shows its true holder, or nobody if its card was removed."""
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


def tell_final_result(state: State) -> None:
    result = state["result"]
    seats = range(len(state["seats"]))
    tell(
        state,
        _(
            "Every pirate card is laid face up: %(owners)s.",
            owners=[
                _(
                    "%(name)s holds %(pirates)s",
                    name=seat_name(state, s),
                    pirates=[pirate_words(p, state) for p in sorted(state["pirates"][str(s)])],
                )
                for s in seats
            ],
        ),
    )
    tell(
        state,
        _(
            "Final fame: %(totals)s.",
            totals=[
                _("%(name)s %(fame)s", name=seat_name(state, s), fame=result["totals"][s])
                for s in sorted(seats, key=lambda s: result["places"][s])
            ],
        ),
    )
    for seat in result.get("liars", []):
        tell(
            state, _("%(name)s lied about their ships and cannot win.", name=seat_name(state, seat))
        )
    if result["winners"]:
        tell(state, _("%(name)s wins.", name=seat_name(state, result["winners"][0])))
    else:
        tell(state, _("Nobody wins: every player lied about their ships."))


def require_turn(state: State, seat: int | None) -> int:
    """An action is legal only for the current seat, with nothing left to enter (SPM-2.0.3)."""
    if state["phase"] == "over":
        raise RuleError("SPM-4.1", _("The game is over."))
    if state["phase"] == "setup":
        raise RuleError("SPM-1.7", _("The game has not started: finish the setup entries first."))
    if state["waiting"]:
        raise RuleError(
            "SPM-2.0.3",
            _("First enter what the table is waiting for. %(prompt)s", prompt=table_prompt(state)),
        )
    current: int = state["current_seat"]
    if seat != current:
        raise RuleError("SPM-2.0.3", _("It is %(name)s's turn.", name=seat_name(state, current)))
    return current


def require_owed(state: State, seat: int | None, kind: str, rule: str) -> tuple[int, OwedEntry]:
    """Entry moves are legal only when the table owes them, from the seats it names."""
    owed = next_owed(state)
    if owed is None or owed["kind"] != kind:
        raise RuleError(rule, _("The companion is not waiting for this entry now."))
    if owed["seats"] is not None and seat not in owed["seats"]:
        raise RuleError(rule, _("This entry is for another player."))
    if seat is None:
        raise RuleError(rule, _("A player must make this entry."))
    return seat, owed


def table_prompt(state: State) -> Msg:
    """What the table does now, in a sentence."""
    owed = next_owed(state)
    if owed is not None:
        return owed_prompt(state, owed)
    if state["phase"] == "over":
        return _("The game is over.")
    return _(
        "Turn %(turn)s: %(name)s plays a movement card, repairs, accuses or passes.",
        turn=state["turn"],
        name=seat_name(state, state["current_seat"]),
    )


def owed_prompt(state: State, owed: OwedEntry) -> Msg:
    kind, count = owed["kind"], owed["count"]
    names = [seat_name(state, s) for s in owed["seats"] or []]
    if kind == "line":
        return _(
            "Shuffle the ships, lay them in a line and enter it from space 1 to space 9 with "
            "the player who starts, or let the companion deal it."
        )
    if kind == "pirates":
        return _("Still to enter their pirate cards: %(names)s.", names=names)
    if kind == "movement_card":
        return ngettext(
            "Draw a movement card, lay it face up in the offer and enter it.",
            "Draw %(n)s movement cards one by one, lay each face up in the offer and enter it.",
            count,
        )
    if kind == "hand_card":
        return ngettext(
            "%(name)s draws a movement card into their hand and enters it.",
            "%(name)s draws %(n)s movement cards into their hand and enters each.",
            count,
            name=names[0],
        )
    if kind == "adventure_card":
        return ngettext(
            "Turn up the next adventure card and enter it.",
            "Turn up the next %(n)s adventure cards one by one and enter each.",
            count,
        )
    if kind == "discard":
        return _(
            "%(name)s discards a movement card of their choice from their hand.", name=names[0]
        )
    if kind == "answer":
        return accusation_prompt(state, owed)
    return _(
        "Mutiny on %(ship)s: its owner must declare themselves. Still to answer on their "
        "phone: %(names)s.",
        ship=ship_words(owed["ship"], state),
        names=names,
    )


def accusation_prompt(state: State, owed: OwedEntry) -> Msg:
    return _(
        "%(accuser)s accuses %(accused)s of being %(pirate)s: %(accused)s answers on their phone.",
        accuser=seat_name(state, owed["accuser"]),
        accused=seat_name(state, owed["seats"][0]),
        pirate=pirate_words(owed["pirate"], state),
    )
