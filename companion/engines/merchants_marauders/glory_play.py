"""Resolving the announced glory cards (MM-7.2.3, MM-7.2.4, MM-Q45): in turn, each
owner plays his card, named now, or takes it back once per turn, showing it. The window
itself is ``glory_cards.py``."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.catalogue import GLORY_HAND, SPECIALISTS
from companion.engines.merchants_marauders.glory_cards import (
    declined_this_turn,
    record,
    sync,
    turn_key,
    window,
)
from companion.engines.merchants_marauders.seats import name, player
from companion.engines.merchants_marauders.specialists import hire
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, done


def resolving(state: State, seat: int | None) -> tuple[Entry, dict[str, Any]]:
    entry = window(state)
    if entry is None or entry["order"] is None:
        raise RuleError("MM-7.2.3", _("No announced glory card is waiting now (MM-7.2.3)."))
    if seat != entry["order"][0]:
        raise RuleError(
            "MM-Q45",
            _(
                "%(name)s's announced card is resolved first (MM-Q45).",
                name=name(state, entry["order"][0]),
            ),
        )
    announced = next(a for a in entry["announced"] if a["seat"] == seat)
    return entry, announced


def resolved(state: State, entry: Entry, announced: dict[str, Any]) -> list[Msg]:
    entry["announced"].remove(announced)
    entry["order"].pop(0)
    if entry["order"]:
        sync(state, entry)
        return []
    done(state, entry)
    return []


@move(
    "play_glory_card",
    N_("Play your announced glory card"),
    Arg(
        "specialist",
        "choice",
        N_("the specialist the card hires, if it is one"),
        required=False,
        choices=SPECIALISTS,
    ),
    Arg("cost", "int", N_("gold the card asks to hire him, if any"), required=False, min=0, max=99),
    rule="MM-7.2.3",
    example={},
)
def play_glory_card(
    state: State, seat: int | None, *, specialist: str | None = None, cost: int = 0
) -> Played:
    """MM-7.2.3: the card is named now; its effect is entered as manual adjustments
    (MM-Q48). A specialist card is hired instead of discarded (MM-7.3.4)."""
    entry, announced = resolving(state, seat)
    assert seat is not None
    card = announced["card"]
    lines: list[Msg] = [_("%(name)s plays %(card)s (MM-7.2.3).", name=name(state, seat), card=card)]
    if specialist is not None:
        lines += hire(state, seat, specialist, cost, card, "MM-7.3.3")
    elif cost:
        raise RuleError("MM-7.3.3", _("Only a specialist card asks gold to hire him (MM-7.3.3)."))
    else:
        record(state)["played"].append({"seat": seat, "card": card, "round": state["round"]})
    return played(state, *lines, *resolved(state, entry, announced))


@move(
    "decline_glory_card",
    N_("Take back your announced glory card"),
    rule="MM-7.2.4",
    example={},
)
def decline_glory_card(state: State, seat: int | None) -> Played:
    """MM-7.2.4, MM-Q45: once per player turn a player takes an announced card back into
    his hand, showing it."""
    entry, announced = resolving(state, seat)
    assert seat is not None
    if declined_this_turn(state, seat):
        raise RuleError(
            "MM-7.2.4",
            _("You have taken back an announced card this turn already: play it (MM-7.2.4)."),
        )
    declined = record(state)["declined"]
    if declined["turn"] != turn_key(state):
        declined.update(turn=turn_key(state), seats=[])
    declined["seats"].append(seat)
    p = player(state, seat)
    p["hand"].append(announced["card"])
    lines = [
        _(
            "%(name)s does not play the announced card and shows it: %(card)s (MM-7.2.4).",
            name=name(state, seat),
            card=announced["card"],
        )
    ]
    lines += resolved(state, entry, announced)
    if len(p["hand"]) > GLORY_HAND:
        state["waiting"].append({"kind": "glory_discard", "seats": [seat]})
    return played(state, *lines)
