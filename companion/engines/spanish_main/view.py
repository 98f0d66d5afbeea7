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
from companion.engines.spanish_main.cards import (
    ADVENTURES,
    MOVEMENTS,
    SHIP_FLAG,
    SHIPS,
    pirate_name,
    ship_name,
)
from companion.engines.spanish_main.scoring import seat_tally


def _card(card_id: str | None, table: dict[str, Any]) -> dict[str, Any] | None:
    if card_id is None:
        return None
    return {"id": card_id, "name": table[card_id].name, "rule": table[card_id].rule}


def public_waiting(state: State) -> list[dict[str, Any]]:
    """The entries still owed, first one first; never a card name another seat drew."""
    return [
        {
            "kind": w["kind"],
            "seats": list(w["seats"]) if w["seats"] is not None else None,
            "count": w["count"],
        }
        for w in state["waiting"]
    ]


def pending_accusation(state: State) -> dict[str, Any] | None:
    """Sealed mode: the accusation waiting for the accused's answer. It was said aloud, so
    it is public; what the accused will answer, and whether it is true, is not."""
    w = state["waiting"][0] if state["waiting"] else None
    if w is None or w["kind"] != "answer":
        return None
    return {
        "accuser": w["accuser"],
        "accused": w["seats"][0],
        "pirate": w["pirate"],
        "pirate_name": pirate_name(w["pirate"]),
    }


def pending_mutiny(state: State) -> dict[str, Any] | None:
    """Sealed mode: the Mutiny ship whose owner must declare himself; the answers so far
    are secret (only who has still to answer shows, in ``waiting_for``)."""
    w = state["waiting"][0] if state["waiting"] else None
    if w is None or w["kind"] != "mutiny":
        return None
    return {"ship": w["ship"], "ship_name": ship_name(w["ship"]), "pirate": pirate_name(w["ship"])}


def build_view(state: State, seat: int | None) -> State:
    over = state["phase"] == "over"
    revealed = state["revealed"]
    line = [
        {
            "space": i + 1,
            "ship": ship,
            "name": ship_name(ship),
            "flag": SHIP_FLAG[ship],
            "damaged": state["damaged"][ship],
            "fame": state["fame"][ship],
            "owed": state["owed"][ship],
            # The owner is shown only once the pirate card lies face up.
            "owner": revealed[ship]["seat"] if ship in revealed else None,
        }
        for i, ship in enumerate(state["line"])
    ]
    hand_rule = state["options"]["movement_hand"]
    sealed = state["options"].get("identity_mode") == "sealed"
    row = [_card(c, ADVENTURES) for c in state["row"]]
    view: State = {
        "game": state["game"],
        "seats": state["seats"],
        "options": state["options"],
        "ships": [
            {"ship": s, "name": ship_name(s), "flag": SHIP_FLAG[s], "pirate": pirate_name(s)}
            for s in SHIPS
        ],
        "line": line,
        "adventure": {
            "active": row[0] if row else None,
            # SPM-5.1: the rest of the row is face up, so it is public.
            "upcoming": row[1:],
            "deck_count": state["adv_deck_count"],
            "discard_count": len(state["adv_discard"]),
            "discard_known": [ADVENTURES[c].name for c in state["adv_discard"] if c is not None],
        },
        "movement": {
            "offer": [_card(c, MOVEMENTS) for c in state["offer"]],
            "deck_count": len(state["mv_deck"]),
            "discard": [_card(c, MOVEMENTS) for c in state["mv_discard"]],
            # SPM-5.2.8: hand sizes are public, the cards are not.
            "hand_sizes": [len(state["hands"][str(i)]) for i in range(len(state["seats"]))]
            if hand_rule
            else None,
        },
        "banked": list(state["banked"]),
        "banked_owed": list(state["banked_owed"]),
        "revealed": {p: {**info, "pirate": pirate_name(p)} for p, info in sorted(revealed.items())},
        "accusations": list(state["accusations"]),
        "turn": state["turn"],
        "phase": state["phase"],
        "current_seat": state["current_seat"],
        "starting_seat": state["starting_seat"] if state["phase"] != "setup" else None,
        "waiting_for": public_waiting(state),
        "pending_accusation": pending_accusation(state),
        "pending_mutiny": pending_mutiny(state),
        "turn_log": list(state["turn_log"]),
        "result": state["result"] if over else None,
        "you": None,
    }
    if seat is not None:
        pirates = state["pirates"][str(seat)]
        mine = {
            "seat": seat,
            "pirates": [{"ship": p, "pirate": pirate_name(p)} for p in pirates],
            "hand": [_card(c, MOVEMENTS) for c in state["hands"][str(seat)]] if hand_rule else None,
            "running_total": seat_tally(state, seat)["total"] if pirates else 0,
            # RULING SPM-Q-12 (sealed mode): a seat sees its own lies, nobody else's, until
            # the end (SPM-4.7). Always None in verified mode, where nobody can lie.
            "lies": [dict(lie) for lie in state["lies"] if lie["seat"] == seat] if sealed else None,
        }
        view["you"] = mine
    return view
