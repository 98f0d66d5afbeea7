"""Pirate hunters and the Spanish treasure fleet placed (PIR-6.2, PIR-6.5, RULINGS
PIR-Q-25, PIR-Q-26): two hunters and one fleet at most (another card is discarded), on
the starting port a die names (rolled again if that port is destroyed), then moved one
hex at once by the drawer, who enters the hex (the map is not the companion's)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import RuleError, State, rng_draw
from companion.engines.piracy.catalogue import (
    EVENT_WORDS,
    FLEETS_MAX,
    HUNTERS_MAX,
    START_PORTS,
)
from companion.engines.piracy.npc_moves import sharing
from companion.engines.piracy.seats import find_port, name, proper
from companion.engines.text import Msg, _


def start_port_open(state: State, die: int) -> bool:
    port = find_port(state, START_PORTS[die])
    return port is None or bool(port["intact"])


def start_die(state: State, given: dict[str, Any], rule: str) -> int:
    die = given.get("start_die")
    if die is None:
        if not state["settings"]["app_dice"]:
            raise RuleError(rule, _("Enter the die for its starting port."))
        # PIR-APP-3.3: the companion rolls, again while the port it names is destroyed.
        for _try in range(60):
            die = rng_draw(state).randint(1, 6)
            if start_port_open(state, die):
                return int(die)
        raise RuleError(rule, _("Every starting port is destroyed."))
    if not start_port_open(state, int(die)):
        raise RuleError(
            rule, _("%(port)s is destroyed: roll the die again.", port=START_PORTS[int(die)])
        )
    return int(die)


def place(
    state: State, seat: int, card: str, values: dict[str, int], given: dict[str, Any]
) -> list[Msg]:
    hunter = card == "pirate_hunter"
    rule = "PIR-6.2.11" if hunter else "PIR-6.5.8"
    full = len(state["hunters"]) >= HUNTERS_MAX if hunter else state["fleet"] is not None
    if full:
        state["deck"]["discard"].append(card)
        most = HUNTERS_MAX if hunter else FLEETS_MAX
        return [
            _(
                "%(card)s: %(most)s already sail; the card is discarded.",
                card=_(EVENT_WORDS[card]),
                most=most,
            )
        ]
    die = start_die(state, given, rule)
    hex_ = proper(given.get("hex") or "")
    if not hex_:
        raise RuleError("PIR-6.2.4", _("Enter the hex it moves to from its starting port."))
    state["npc_ids"] += 1
    record = {
        **values,
        "id": state["npc_ids"],
        "hex": hex_,
        "start_port": START_PORTS[die],
        "ignored": [],
    }
    if hunter:
        state["hunters"].append(record)
        # Placed on its target (RULING PIR-Q-24 (5)): it fights in this turn's battles.
        turn = state["turn"]
        for target in sharing(state, record):
            if target != seat:
                turn["reached"].append([record["id"], target])
        text = _(
            "%(name)s draws a pirate hunter: it sets out from %(port)s (a %(die)s) to %(hex)s.",
            name=name(state, seat),
            port=START_PORTS[die],
            die=die,
            hex=hex_,
        )
    else:
        state["fleet"] = record
        text = _(
            "%(name)s draws the Spanish treasure fleet: it sets out from %(port)s (a %(die)s) "
            "to %(hex)s.",
            name=name(state, seat),
            port=START_PORTS[die],
            die=die,
            hex=hex_,
        )
    return [text]
