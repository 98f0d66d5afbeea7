"""legal_moves: exactly what one seat may do now, with the argument values allowed now."""

from __future__ import annotations

from itertools import permutations
from typing import Any

from companion.engines.base import LegalMove, State
from companion.engines.nassau.catalogue import (
    RESOURCES,
    TILES,
    icons_used,
    region_of,
)
from companion.engines.nassau.decks import app_managed, rows
from companion.engines.nassau.hold import free_space, hold_total, multisets
from companion.engines.nassau.house import cargo_kinds, end_of_step_capacity
from companion.engines.nassau.layout import deal_missing, deal_spaces, space_options
from companion.engines.nassau.legal_decks import (
    merchant_picks,
    navy_picks,
    navy_values_wanted,
    values_wanted,
)
from companion.engines.nassau.legal_nassau import anytime_moves, nassau_moves
from companion.engines.nassau.legal_turns import navy_moves, notoriety_moves, piracy_moves
from companion.engines.nassau.reveals import LOOT_HELP
from companion.engines.nassau.seats import current_seat
from companion.engines.nassau.setup import roll_ties
from companion.engines.text import N_


def _describe(state: State, space: int) -> list[LegalMove]:
    """NAS-Q1: the answers allowed for an unknown space (any seat may give them)."""
    allowed = space_options(state, space)
    out = []
    if "port" in allowed:
        out.append(
            LegalMove(
                "describe_space",
                N_("This space is a port"),
                {"kind": ["port"], "offers": allowed["port"]},
            )
        )
    if "route" in allowed:
        out.append(
            LegalMove(
                "describe_space", N_("This space is a trade-route space"), {"kind": ["route"]}
            )
        )
    return out


def _pending(state: State, seat: int) -> list[LegalMove]:
    head = state["pending"][0]
    if head["kind"] == "describe_space":
        return _describe(state, head["space"])
    if head["seat"] != seat:
        return []
    p = state["players"][seat]
    kind = head["kind"]
    if kind == "loot":
        size = min(free_space(p), sum(head["owed"].values()))
        return [
            LegalMove(
                "take_loot",
                N_("Choose the loot to keep"),
                {"pieces": multisets(head["owed"], size)},
            )
        ]
    if kind == "notoriety_space":
        return [
            LegalMove(
                "choose_notoriety_space",
                N_("Choose a free notoriety space"),
                {"direction": ["up", "down"]},
            )
        ]
    if kind == "navy_penalty":
        return [
            LegalMove(
                "choose_navy_penalty", N_("Choose your loss"), {"lose": ["hold", "notoriety"]}
            )
        ]
    if kind == "lose_cargo":
        options = multisets({k: p["hold"][k] for k in cargo_kinds(state)}, head["count"])
        return [
            LegalMove("lose_cargo", N_("Choose the pieces lost to the navy"), {"pieces": options})
        ]
    if kind == "excess":
        count = max(0, hold_total(p) - end_of_step_capacity(state, p))
        options = multisets({k: p["hold"][k] for k in RESOURCES}, count)
        return [
            LegalMove("discard_excess", N_("Choose the resources to lose"), {"pieces": options})
        ]
    return []


def _reveals(state: State) -> list[LegalMove]:
    out = []
    reveal = state["reveal"]
    # What the companion deals itself is never entered (app_mode.py).
    if not app_managed(state, "merchant_deck"):
        out += _merchant_reveals(state)
    if reveal["navy"] > 0 and not app_managed(state, "navy_deck"):
        out += _navy_reveals(state)
    if any(reveal["tiles"].values()) and not app_managed(state, "tiles"):
        tiles = [
            k
            for k, t in TILES.items()
            if reveal["tiles"].get(t.set, 0) > 0 and state["tiles"]["set"][t.set].get(k, 0) > 0
        ]
        out.append(LegalMove("reveal_tile", N_("Enter a tile laid out in Nassau"), {"tile": tiles}))
    return out


def _merchant_reveals(state: State) -> list[LegalMove]:
    out = []
    reveal = state["reveal"]
    if reveal.get("deal"):
        # NAS-Q1: each card with the space it lies on, then close the deal.
        spaces = deal_spaces(state)
        if spaces:
            regions = sorted({r for r in map(region_of, spaces) if r is not None})
            out += merchant_picks(state, regions, {"space": spaces})
            if values_wanted(state, regions):
                out.append(
                    LegalMove(
                        "reveal_merchant_card",
                        N_("Another merchant card: enter it and the space it lies on")
                        if rows(state, "merchants")
                        else N_("Enter a merchant card and the space it lies on"),
                        {"space": spaces, **MERCHANT_LOOT},
                    )
                )
        if not deal_missing(state):
            out.append(
                LegalMove(
                    "finish_merchant_deal", N_("Every trade-route space has its merchant card")
                )
            )
    if reveal["merchants"]:
        region = region_of(reveal["merchants"][0]) or 0
        out += merchant_picks(state, [region], {})
        if values_wanted(state, [region]):
            # Printed values are free entries (NAS-Q2): any value the declaration accepts.
            out.append(
                LegalMove(
                    "reveal_merchant_card",
                    N_("Another merchant card: enter its values")
                    if rows(state, "merchants")
                    else N_("Enter the merchant card laid out"),
                    dict(MERCHANT_LOOT),
                )
            )
    return out


# The loot printed on a merchant card and the values of a navy ship are optional
# entries, so they must be listed to be offered at all (the phone draws no input for
# an optional argument that is not listed).
MERCHANT_LOOT: dict[str, list[int]] = {k: list(range(6)) for k in LOOT_HELP}
NAVY_SHIP_VALUES: dict[str, list[int]] = {"sail": list(range(10)), "cannon": list(range(10))}


def _navy_reveals(state: State) -> list[LegalMove]:
    out: list[LegalMove] = []
    navy = state["navy"]
    phase1_left = sum(v for k, v in navy["unknown"].items() if k.startswith("1:"))
    for phase in (1, 2):
        if phase1_left > 0 and phase == 2:
            continue
        for icon in icons_used(state["n"]):
            if navy["unknown"].get(f"{phase}:{icon}", 0) > 0:
                # Two entries: a ship's form asks for its sail and cannon, which an open
                # sea card does not have (one form would fix them at 0 unseen).
                card: dict[str, list[Any]] = {"phase": [phase], "icon": [icon]}
                out += navy_picks(state, phase, icon)
                if not navy_values_wanted(state, phase, icon):
                    continue
                out += [
                    LegalMove(
                        "reveal_navy_card",
                        N_("Another open sea card is revealed")
                        if rows(state, "navy")
                        else N_("An open sea card is revealed"),
                        {"kind": ["open_sea"], **card},
                    ),
                    LegalMove(
                        "reveal_navy_card",
                        N_("Another navy ship: enter its sail and cannon")
                        if rows(state, "navy")
                        else N_("A navy ship is revealed: enter its sail and cannon"),
                        {"kind": ["ship"], **card, **NAVY_SHIP_VALUES},
                    ),
                ]
    if navy["end_card"] and phase1_left == 0:
        out.append(
            LegalMove(
                "reveal_navy_card",
                N_("The end-game card is revealed"),
                {"kind": ["end_game"], "phase": [2]},
            )
        )
    return out


def legal_moves(state: State, seat: int | None) -> list[LegalMove]:
    if seat is None or state["over"] or not 0 <= seat < state["n"]:
        return []
    p = state["players"][seat]
    step = state["step"]
    if step == "setup":
        return _reveals(state) + _setup_entries(state, seat)
    # Moves that take the round forward come first, the at-any-time moves last.
    out = anytime_moves(state, seat)
    if state["pending"]:
        return _pending(state, seat) + out
    if step == "dice":
        if p["dice"] is None and not app_managed(state, "dice"):
            return [LegalMove("roll_dice", N_("Enter your 3 dice")), *out]
        return out
    if step in ("navy_reveal", "merchants", "restock"):
        return (_reveals(state) if state["bk_started"] else []) + out
    if step == "nassau":
        return nassau_moves(state, seat) + out
    if current_seat(state) != seat:
        return out
    turn_moves = {"piracy": piracy_moves, "notoriety": notoriety_moves, "navy": navy_moves}
    if step in turn_moves:
        return turn_moves[step](state, seat) + out
    return out


def _setup_entries(state: State, seat: int) -> list[LegalMove]:
    p = state["players"][seat]
    out: list[LegalMove] = []
    if p["captain"] is None:
        out.append(LegalMove("enter_captain_cards", N_("Enter your 4 captain cards")))
    if p["dice"] is None and not app_managed(state, "dice"):
        out.append(LegalMove("enter_first_roll", N_("Enter your first roll")))
    if (
        not state["age_order"]
        and all(q["dice"] is not None for q in state["players"])
        and roll_ties(state)
    ):
        # Every order of the seats is allowed: listing them lets a form offer them all.
        orders = [list(o) for o in permutations(range(state["n"]))]
        out.append(
            LegalMove(
                "set_age_order", N_("Enter the players from youngest to oldest"), {"seats": orders}
            )
        )
    return out
