"""What a phone (``seat``) or the table screen (``None``) may see (section E of the digest).

Built field by field from the public state, never by copying it and deleting secrets, so a
new secret field stays hidden by default. Hidden always: deck orders, the generator, other
seats' pirate cards and hands, unused pirates, anybody's running total (until the end)
and, in sealed mode (RULING SPM-Q-12), every lie and every Mutiny answer: a seat sees only
its own lies until the result shows them all (SPM-4.7).
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.spanish_main.catalogue import (
    ADVENTURES,
    MOVEMENTS,
    SHIP_FLAG,
    SHIPS,
    pirate_words,
    ship_words,
)
from companion.engines.spanish_main.rounds import owed_prompt, table_prompt
from companion.engines.spanish_main.scoring import seat_tally
from companion.engines.text import Msg, _


def _card(card_id: str | None, table: dict[str, Any]) -> dict[str, Any] | None:
    if card_id is None:
        return None
    return {"id": card_id, "name": table[card_id].name, "rule": table[card_id].rule}


def public_waiting(state: State) -> list[Msg]:
    """The entries still owed, first one first, in words; never a card another seat drew."""
    return [owed_prompt(state, owed) for owed in state["waiting"]]


def heading(state: State) -> Msg:
    """Where the game is: setting up, a turn (counted from 1), or over."""
    if state["phase"] == "setup":
        return _("Setting up")
    if state["phase"] == "over":
        return _("The game is over")
    return _("Turn %(turn)s", turn=state["turn"])


def pending_accusation(state: State) -> dict[str, Any] | None:
    """Sealed mode: the accusation waiting for the accused's answer. It was said aloud, so
    it is public; what the accused will answer, and whether it is true, is not."""
    owed = state["waiting"][0] if state["waiting"] else None
    if owed is None or owed["kind"] != "answer":
        return None
    return {
        "accuser": owed["accuser"],
        "accused": owed["seats"][0],
        "pirate": owed["pirate"],
        "pirate_name": pirate_words(owed["pirate"], state),
    }


def pending_mutiny(state: State) -> dict[str, Any] | None:
    """Sealed mode: the Mutiny ship whose owner must declare himself; the answers so far
    are secret (only who has still to answer shows, in ``waiting_for``)."""
    owed = state["waiting"][0] if state["waiting"] else None
    if owed is None or owed["kind"] != "mutiny":
        return None
    ship = owed["ship"]
    return {"ship": ship, "ship_name": ship_words(ship, state), "pirate": pirate_words(ship, state)}


def line_view(state: State) -> list[dict[str, Any]]:
    revealed = state["revealed"]
    return [
        {
            "space": i + 1,
            "ship": ship,
            "name": ship_words(ship, state),
            "flag": SHIP_FLAG[ship],
            "damaged": state["damaged"][ship],
            "fame": state["fame"][ship],
            "owed": state["owed"][ship],
            # The owner is shown only once the pirate card lies face up.
            "owner": revealed[ship]["seat"] if ship in revealed else None,
        }
        for i, ship in enumerate(state["line"])
    ]


def adventure_view(state: State) -> dict[str, Any]:
    row = [_card(c, ADVENTURES) for c in state["row"]]
    return {
        "active": row[0] if row else None,
        # SPM-5.1: the rest of the row is face up, so it is public.
        "upcoming": row[1:],
        "deck_count": state["adv_deck_count"],
        "discard_count": len(state["adv_discard"]),
        "discard_known": [ADVENTURES[c].name for c in state["adv_discard"] if c is not None],
    }


def movement_view(state: State) -> dict[str, Any]:
    hand_rule = state["options"]["movement_hand"]
    return {
        "offer": [_card(c, MOVEMENTS) for c in state["offer"]],
        "deck_count": len(state["mv_deck"]),
        "discard": [_card(c, MOVEMENTS) for c in state["mv_discard"]],
        # SPM-5.2.8: hand sizes are public, the cards are not.
        "hand_sizes": [len(state["hands"][str(i)]) for i in range(len(state["seats"]))]
        if hand_rule
        else None,
    }


def your_view(state: State, seat: int) -> dict[str, Any]:
    """A seat's own secrets: its pirates, its hand, its running total, its own lies."""
    pirates = state["pirates"][str(seat)]
    hand_rule = state["options"]["movement_hand"]
    sealed = state["options"].get("identity_mode") == "sealed"
    return {
        "seat": seat,
        "pirates": [{"ship": p, "pirate": pirate_words(p, state)} for p in pirates],
        "hand": [_card(c, MOVEMENTS) for c in state["hands"][str(seat)]] if hand_rule else None,
        "running_total": seat_tally(state, seat)["total"] if pirates else 0,
        # RULING SPM-Q-12 (sealed mode): a seat sees its own lies, nobody else's, until
        # the end (SPM-4.7). Always None in verified mode, where nobody can lie.
        "lies": [dict(lie) for lie in state["lies"] if lie["seat"] == seat] if sealed else None,
    }


def player_view(state: State, seat: int | None) -> State:
    revealed = state["revealed"]
    return {
        "game": state["game"],
        "seats": state["seats"],
        "options": state["options"],
        "ships": [
            {
                "ship": s,
                "name": ship_words(s, state),
                "flag": SHIP_FLAG[s],
                "pirate": pirate_words(s, state),
            }
            for s in SHIPS
        ],
        "line": line_view(state),
        "adventure": adventure_view(state),
        "movement": movement_view(state),
        "banked": list(state["banked"]),
        "banked_owed": list(state["banked_owed"]),
        "revealed": {
            p: {**info, "pirate": pirate_words(p, state)} for p, info in sorted(revealed.items())
        },
        "accusations": list(state["accusations"]),
        "turn": state["turn"],
        "phase": state["phase"],
        "current_seat": state["current_seat"],
        "starting_seat": state["starting_seat"] if state["phase"] != "setup" else None,
        "heading": heading(state),
        "prompt": table_prompt(state),
        "waiting_for": public_waiting(state),
        "pending_accusation": pending_accusation(state),
        "pending_mutiny": pending_mutiny(state),
        # SPM-3.1.16, verified mode: a Mutiny showed these ships to have no owner.
        "unowned_shown": [ship_words(s, state) for s in state.get("unowned_shown", [])],
        "result": state["result"] if state["phase"] == "over" else None,
        "you": your_view(state, seat) if seat is not None else None,
    }
