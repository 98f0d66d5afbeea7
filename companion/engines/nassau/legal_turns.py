"""What the player whose turn it is may do in steps 2 to 4: piracy, notoriety, the navy."""

from __future__ import annotations

from typing import Any

from companion.engines.base import LegalMove, State
from companion.engines.house_rulings import overridden
from companion.engines.nassau.catalogue import (
    PORT_OF_SPAIN_GOODS,
)
from companion.engines.nassau.house import SMUGGLER_POS
from companion.engines.nassau.piracy import destinations, space_info
from companion.engines.nassau.ship import usable_tile
from companion.engines.text import N_


def _crew_options(state: State, p: dict[str, Any]) -> dict[str, list[Any]]:
    return {
        "first_mate": ["none", "sail", "cannon"]
        if usable_tile(state, p, "first_mate")
        else ["none"],
        "boatswain": [False, True] if usable_tile(state, p, "boatswain") else [False],
        "coxswain": [False, True] if usable_tile(state, p, "coxswain") else [False],
    }


def _crew_choice(state: State, seat: int) -> list[LegalMove]:
    """NAS-Q22: the totals are shown; the crew (or none) settles the encounter."""
    p = state["players"][seat]
    label = N_("Choose the crew to use, or none, and settle the encounter")
    return [LegalMove("choose_crew", label, _crew_options(state, p))]


def piracy_moves(state: State, seat: int) -> list[LegalMove]:
    """NAS-2.2: a move with a die (and the crew that change dice), then an action. The crew
    that add to a capture are chosen once the totals are shown (NAS-Q22)."""
    if state["turn"].get("encounter"):
        return _crew_choice(state, seat)
    if state["turn"]["phase"] == "move":
        return _sailing(state, state["players"][seat])
    return _actions(state, state["players"][seat])


def _sailing(state: State, p: dict[str, Any]) -> list[LegalMove]:
    out: list[LegalMove] = []
    free_dice = [i for i, d in enumerate(p["dice"]) if not d["used"]]
    for die in free_dice:
        value = p["dice"][die]["value"]
        winds = ["none", "+1", "-1"] if p["wind"] else ["none"]
        for wind in winds:
            v = value + (1 if wind == "+1" else -1 if wind == "-1" else 0)
            out.append(
                LegalMove(
                    "move",
                    N_("Move your ship with a die"),
                    {"die": [die], "wind": [wind], "to": destinations(state, p, v)},
                )
            )
    if usable_tile(state, p, "navigator"):
        out.append(
            LegalMove(
                "use_navigator",
                N_("Navigator: +1 or -1 on a die"),
                {"die": free_dice, "delta": [-1, 1]},
            )
        )
    if usable_tile(state, p, "pilot"):
        out.append(LegalMove("use_pilot", N_("Pilot: re-roll a die"), {"die": free_dice}))
    if usable_tile(state, p, "helmsman") and p["helmsman"] is None:
        out.append(LegalMove("use_helmsman", N_("Helmsman: a die counts as 6"), {"die": free_dice}))
    if (
        usable_tile(state, p, "cartographer")
        and not p["cartographer"]
        and p["space"] is not None
        and space_info(state, p["space"])["region"] is not None
    ):
        out.append(LegalMove("use_cartographer", N_("Cartographer: any space of this region")))
    return out


def _captures(state: State, p: dict[str, Any], hand: list[int]) -> list[LegalMove]:
    out: list[LegalMove] = []
    here = p["space"]
    merchants = state["merchants"]
    if hand and merchants.get(str(here)) is not None:
        out.append(
            LegalMove(
                "capture",
                N_("Capture the merchant ship"),
                {"card": hand, "target": [0]},
            )
        )
    if (
        hand
        and str(here) in merchants
        and merchants[str(here)] is None
        and usable_tile(state, p, "crows_nest")
    ):
        targets = [s for s in (here - 1, here + 1) if merchants.get(str(s)) is not None]
        if targets:
            out.append(
                LegalMove(
                    "capture",
                    N_("Crow's nest: attack a merchant next door"),
                    {"card": hand, "target": targets},
                )
            )
    return out


def _actions(state: State, p: dict[str, Any]) -> list[LegalMove]:
    here = p["space"]
    info = space_info(state, here)
    hand = [i for i, c in enumerate(p["captain"]) if not c["played"]]
    out = _captures(state, p, hand)
    if info["kind"] != "port" and not p["wind"] and state["supply"]["trade_wind"] > 0:
        out.append(LegalMove("catch_trade_winds", N_("Catch the trade winds")))
    if info["kind"] == "port" and str(here) not in state["plundered"]:
        out += _port_actions(state, p, info, hand)
    out.append(LegalMove("pass_action", N_("Pass")))
    return out


def _port_actions(
    state: State, p: dict[str, Any], info: dict[str, Any], hand: list[int]
) -> list[LegalMove]:
    out: list[LegalMove] = []
    offers = info["smuggle"]
    if PORT_OF_SPAIN_GOODS in offers:
        resources, extras = [PORT_OF_SPAIN_GOODS], ["none"]
        if overridden(state, SMUGGLER_POS.ruling_id) and usable_tile(state, p, "smuggler"):
            extras.append(PORT_OF_SPAIN_GOODS)  # house ruling NAS-Q20
    else:
        resources = list(offers)
        extras = ["none", *offers] if usable_tile(state, p, "smuggler") else ["none"]
    allowed: dict[str, list[Any]] = {
        "resource": resources,
        "smuggler": extras,
        "ransom": [False],
        "briber": [False],
    }
    out.append(LegalMove("smuggle", N_("Smuggle goods"), allowed))
    if p["hold"]["hostage"] > 0:
        out.append(
            LegalMove(
                "smuggle",
                N_("Smuggle goods and ransom a hostage"),
                {
                    **allowed,
                    "resource": ["none", *resources],
                    "ransom": [True],
                    "briber": [False, True] if usable_tile(state, p, "briber") else [False],
                },
            )
        )
    if hand:
        out.append(LegalMove("plunder", N_("Plunder the port"), {"card": hand}))
    return out


def notoriety_moves(state: State, seat: int) -> list[LegalMove]:
    p = state["players"][seat]
    allowed = {
        "use_trade_wind": [False, True] if p["wind"] else [False],
        "use_bard": [False, True] if usable_tile(state, p, "bard") else [False],
    }
    return [LegalMove("adjust_notoriety", N_("Adjust your notoriety"), allowed)]


def navy_moves(state: State, seat: int) -> list[LegalMove]:
    if state["turn"].get("encounter"):
        return _crew_choice(state, seat)
    p = state["players"][seat]
    hand = [i for i, c in enumerate(p["captain"]) if not c["played"]]
    moves = []
    for i, card in enumerate(state["navy"]["row"]):
        if card["kind"] == "open_sea":
            moves.append(LegalMove("evade_navy", N_("Take an open sea card"), {"navy": [i]}))
        else:
            moves.append(
                LegalMove(
                    "evade_navy",
                    N_("Face a navy ship"),
                    {"navy": [i], "card": hand},
                )
            )
    return moves
