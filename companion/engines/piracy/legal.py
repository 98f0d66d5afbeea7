"""What a seat may enter now: the setup's step, else what the table waits for (an owed
die, a new ship), else the offers of the turn's step for the seat in turn."""

from __future__ import annotations

from typing import Any

from companion.engines.base import LegalMove, State
from companion.engines.piracy import (
    arrival,
    battle,
    combat_cards,
    combat_pirates,
    combat_port,
    combat_step,
    ending,
    events,
    lost_ship,
    npc_moves,
    turns,
    upkeep,
)
from companion.engines.piracy.catalogue import (
    BATTLE_MAX,
    EVENT_TYPES,
    HOLD_MAX,
    MISSIONS_MAX,
    SAILS_MAX,
)
from companion.engines.piracy.missions import CARGO_OFFER
from companion.engines.piracy.movement import effective_sails
from companion.engines.piracy.seats import find_port, player
from companion.engines.piracy.setup_moves import setup_offers
from companion.engines.piracy.trade import place_of
from companion.engines.text import N_
from companion.engines.waiting import Owed, open_entries, owes_seat

OWED: dict[str, Owed] = {
    o.kind: o
    for o in (
        *turns.OWED,
        *ending.OWED,
        *arrival.OWED,
        *upkeep.OWED,
        *lost_ship.OWED,
        *battle.OWED,
        *combat_port.OWED,
        *combat_cards.OWED,
        *combat_pirates.OWED,
        *events.OWED,
    )
}


def legal_moves(state: State, seat: int | None) -> list[LegalMove]:
    if seat is None or state["phase"] == "over":
        return []
    if state["phase"] == "setup":
        return setup_offers(state, seat)
    entries = open_entries(state)
    if entries:
        out: list[LegalMove] = []
        for entry in entries:
            if owes_seat(entry, seat):
                out += OWED[entry["kind"]].offers(state, seat, entry)
        return out + combat_pirates.surrender_offers(state, seat)
    turn = state["turn"]
    if turn is None or seat != turn["seat"]:
        return []
    return turn_offers(state, seat, turn)


def turn_offers(state: State, seat: int, turn: dict[str, Any]) -> list[LegalMove]:
    p = player(state, seat)
    step = turn["step"]
    if step == "move":
        hexes = list(range(effective_sails(state, p) + 1))
        # PIR-3.2.7: a ship that ends on a port hex may enter the port or stay at sea.
        out = [
            LegalMove("sail", N_("Move your ship"), {"hexes": hexes, "enter_port": [False, True]})
        ]
        if p["hold"] > 0:
            out.append(
                LegalMove(
                    "jettison",
                    N_("Throw gold overboard"),
                    {"tokens": list(range(1, p["hold"] + 1))},
                )
            )
        return out
    out = []
    if step == "port" and can_attack_port(state, p, turn):
        out.append(LegalMove("attack_port", N_("Attack the port")))
    if step == "port" and turn["option"] is None:
        pirates = combat_pirates.targets(state, seat, turn)
        if pirates:
            out.append(LegalMove("attack_pirate", N_("Attack another pirate"), {"target": pirates}))
    if step in ("port", "europe") and turn["option"] in (None, "trade") and works(state, p):
        out += trade_offers(state, p, turn, place_of(state, p))
    if step == "sea":
        out += draw_offers(p)
        if p["treasure_map"] and p["hold"]:
            out.append(
                LegalMove("bury", N_("Bury gold under your Treasure Map"), {"on_land": [True]})
            )
    if step == "npcs":
        out += npc_moves.npc_offers(state)
    if step == "combat" and state["battle"] is None:
        out += combat_step.offers(state, seat, turn)
    if step in ("port", "europe", "sea") and can_complete(p["mission"], turn):
        out.append(LegalMove("complete_mission", N_("Complete your mission")))
    if step in ("port", "europe"):
        out.append(LegalMove("port_done", N_("Done in port")))
    return out


def trade_offers(
    state: State, p: dict[str, Any], turn: dict[str, Any], place: str
) -> list[LegalMove]:
    """What this place sells that the pirate can pay for now (PIR-3.33)."""
    sources = ["hold", "scale"] if place == "base" else ["hold"]
    purse = {"hold": p["hold"], "scale": p["gold_scale"]}

    def paying(cost: int) -> dict[str, list[Any]] | None:
        able = [s for s in sources if purse[s] >= cost]
        return {"pay_from": able} if able else None

    out: list[LegalMove] = []
    point = not turn["bought_point"]
    if place == "base":
        battle = paying(2)
        if p["battle"] < BATTLE_MAX and point and battle:
            out.append(LegalMove("buy_battle", N_("Buy a Battle point (2 gold)"), battle))
        if rations := paying(1):
            out.append(LegalMove("buy_rations", N_("Buy rations"), rations))
        if p["hold"]:
            out.append(LegalMove("to_scale", N_("Put gold from the hold on the gold scale")))
        if p["gold_scale"] and p["hold"] < HOLD_MAX:
            out.append(LegalMove("to_hold", N_("Take gold from the gold scale into the hold")))
        if p["nobles"]:
            out.append(
                LegalMove(
                    "ransom_noble", N_("Release a Noble for 3 gold"), {"to": ["scale", "hold"]}
                )
            )
        rum = paying(1)
        if p["mission"] is not None and p["mission"]["rum_spoiled"] and rum:
            out.append(LegalMove("replace_rum", N_("Buy a new load of rum (1 gold)"), rum))
        if can_draw_mission(p, turn):
            categories = ["A", "B", "C"] if p["missions_done"] else ["A"]
            out.append(
                LegalMove(
                    "draw_mission",
                    N_("Enter the mission you drew"),
                    {"category": categories, **CARGO_OFFER},
                )
            )
        return out
    if p["sails"] < SAILS_MAX and point and p["hold"] >= 2:
        out.append(LegalMove("buy_sails", N_("Buy a Sails point (2 gold)")))
    if p["hold"]:
        out.append(LegalMove("buy_rations", N_("Buy rations"), {"pay_from": ["hold"]}))
    if place == "europe" and p["hold"]:
        out.append(LegalMove("absolution", N_("Buy absolution (1 gold): Terror to 0")))
    return out


def can_draw_mission(p: dict[str, Any], turn: dict[str, Any]) -> bool:
    """PIR-5.09.3, PIR-5.09.7, PIR-3.4.5."""
    done = len(p["missions_done"])
    return p["mission"] is None and done < MISSIONS_MAX and not turn["port_attacked"]


def can_complete(mission: dict[str, Any] | None, turn: dict[str, Any]) -> bool:
    """PIR-3.4.5, RULING PIR-Q-30: not in a turn with a port attack, not with spoiled rum."""
    return mission is not None and not mission["rum_spoiled"] and not turn["port_attacked"]


def can_attack_port(state: State, p: dict[str, Any], turn: dict[str, Any]) -> bool:
    """PIR-3.42.7: one option a turn, an intact port, a Letter for a base, no mission."""
    port = find_port(state, p["at"] or "")
    if port is None or not port["intact"] or turn["option"] is not None:
        return False
    if turn["mission_done_or_drawn"]:
        return False
    return port["kind"] != "pirate_base" or bool(p["letter"])


def draw_offers(p: dict[str, Any]) -> list[LegalMove]:
    """A card kept face down is entered apart, its type unseen by others (RULING
    PIR-Q-43); one the pirate already holds is drawn in the open and discarded. A ship
    card's printed values are asked with it, and the die for a hunter's or the fleet's
    starting port (PIR-6.2.11; left out, the companion rolls it if the table lets it)."""
    held = {"letter_of_marque": p["letter"], "treasure_map": p["treasure_map"]}
    cards = [c for c in EVENT_TYPES if held.get(c, True)]
    allowed: dict[str, list[Any]] = {"card": cards}
    allowed.update(events.CARD_OFFER)
    out = [LegalMove("draw_event", N_("Enter the event card you drew"), allowed)]
    kept = [c for c, has in held.items() if not has]
    if kept:
        out.append(
            LegalMove("draw_face_down", N_("Enter the card you lay face down"), {"card": kept})
        )
    return out


def works(state: State, p: dict[str, Any]) -> bool:
    """PIR-3.33.2, RULING PIR-Q-37: a destroyed port trades with no one."""
    port = find_port(state, p["at"] or "") if p["where"] == "in_port" else None
    return port is None or bool(port["intact"])
