"""legal_moves: exactly what one seat may do now, with the argument values allowed now."""

from __future__ import annotations

from itertools import permutations
from typing import Any

from companion.engines.base import LegalMove, State
from companion.engines.nassau.bookkeeping import navy_remaining
from companion.engines.nassau.catalogue import (
    COSTS,
    DISCOUNTS,
    JETTISONABLE,
    MAX_SECTIONS,
    PIECES,
    PORT_OF_SPAIN_GOODS,
    RESOURCES,
    TILES,
    icons_used,
)
from companion.engines.nassau.common import (
    capacity,
    current_seat,
    free_space,
    hold_total,
    usable_tile,
)
from companion.engines.nassau.layout import deal_missing, deal_spaces, space_options
from companion.engines.nassau.nassau_port import can_pay, placement_error
from companion.engines.nassau.piracy import destinations, space_info
from companion.engines.nassau.setup import roll_ties

MAX_CANDIDATES = 40


def multisets(counts: dict[str, int], size: int) -> list[list[str]]:
    """Distinct ways to pick ``size`` pieces out of ``counts`` (capped, for forms and tests)."""
    out: list[list[str]] = []

    def walk(kinds: list[str], left: int, acc: list[str]) -> None:
        if len(out) >= MAX_CANDIDATES:
            return
        if left == 0:
            out.append(list(acc))
            return
        if not kinds:
            return
        kind, rest = kinds[0], kinds[1:]
        for n in range(min(counts[kind], left), -1, -1):
            walk(rest, left - n, acc + [kind] * n)

    walk([k for k in counts if counts[k] > 0], size, [])
    return out


def _anytime(state: State, seat: int) -> list[LegalMove]:
    p = state["players"][seat]
    out = []
    jettisonable = [[k] for k in JETTISONABLE if p["hold"][k] > 0]
    if jettisonable:
        out.append(LegalMove("jettison", "Throw cargo overboard", {"pieces": jettisonable}))
    if p["hold"]["hostage"] > 0:
        out.append(
            LegalMove(
                "throw_overboard",
                "Throw a hostage overboard",
                {"count": list(range(1, p["hold"]["hostage"] + 1))},
            )
        )
    in_nassau = state["step"] == "nassau" and state["turn"].get("phase") in ("buying", "burying")
    crews = [
        c
        for c, r in (("carpenter", "goods"), ("powder_monkey", "gunpowder"), ("cook", "rum"))
        if usable_tile(state, p, c) and state["supply"][r] > 0 and (in_nassau or free_space(p) > 0)
    ]
    if crews:
        out.append(LegalMove("use_supply_crew", "Crew: add a resource", {"crew": crews}))
    if usable_tile(state, p, "black_marketeer") and state["supply"]["poe"] > 0:
        pairs = multisets({r: p["hold"][r] for r in RESOURCES}, 2)
        if pairs:
            out.append(LegalMove("use_black_marketeer", "Black marketeer", {"resources": pairs}))
    if usable_tile(state, p, "jolly_roger"):
        used = [
            t["id"]
            for t in p["tiles"]
            if TILES[t["type"]].set == "crew" and t["used"] and t["acquired"] < state["round"]
        ]
        if used:
            out.append(LegalMove("use_jolly_roger", "Jolly Roger", {"crew_tile": used}))
    if state["supply"]["poe"] == 0 and p["chest"]["poe"] >= 5 and state["supply"]["doubloon"] > 0:
        out.append(LegalMove("exchange_doubloon", "Change 5 buried pieces of eight for a doubloon"))
    return out


def _describe(state: State, space: int) -> list[LegalMove]:
    """NAS-Q1: the answers allowed for an unknown space (any seat may give them)."""
    allowed = space_options(state, space)
    out = []
    if "port" in allowed:
        out.append(
            LegalMove(
                "describe_space",
                f"Space {space} is a port",
                {"kind": ["port"], "offers": allowed["port"]},
            )
        )
    if "route" in allowed:
        out.append(
            LegalMove(
                "describe_space", f"Space {space} is a trade-route space", {"kind": ["route"]}
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
                "take_loot", "Choose the loot to keep", {"pieces": multisets(head["owed"], size)}
            )
        ]
    if kind == "notoriety_space":
        return [
            LegalMove(
                "choose_notoriety_space",
                "Choose a free notoriety space",
                {"direction": ["up", "down"]},
            )
        ]
    if kind == "navy_penalty":
        return [
            LegalMove("choose_navy_penalty", "Choose your loss", {"lose": ["hold", "notoriety"]})
        ]
    if kind == "lose_cargo":
        options = multisets({k: p["hold"][k] for k in PIECES}, head["count"])
        return [LegalMove("lose_cargo", "Choose the pieces lost to the navy", {"pieces": options})]
    if kind == "excess":
        count = max(0, hold_total(p) - capacity(p))
        options = multisets({k: p["hold"][k] for k in RESOURCES}, count)
        return [LegalMove("discard_excess", "Choose the resources to lose", {"pieces": options})]
    return []


def _reveals(state: State) -> list[LegalMove]:
    out = []
    reveal = state["reveal"]
    if reveal.get("deal"):
        # NAS-Q1: each card with the space it lies on, then close the deal.
        spaces = deal_spaces(state)
        if spaces:
            out.append(
                LegalMove(
                    "reveal_merchant_card",
                    "Enter a merchant card and the space it lies on",
                    {"space": spaces},
                )
            )
        if not deal_missing(state):
            out.append(
                LegalMove("finish_merchant_deal", "Every trade-route space has its merchant card")
            )
    if reveal["merchants"]:
        # Printed values are free entries (NAS-Q2): any value the declaration accepts.
        out.append(
            LegalMove(
                "reveal_merchant_card",
                f"Enter the merchant card for space {reveal['merchants'][0]}",
            )
        )
    if reveal["navy"] > 0:
        navy = state["navy"]
        phase1_left = sum(v for k, v in navy["unknown"].items() if k.startswith("1:"))
        for phase in (1, 2):
            if phase1_left > 0 and phase == 2:
                continue
            for icon in icons_used(state["n"]):
                if navy["unknown"].get(f"{phase}:{icon}", 0) > 0:
                    out.append(
                        LegalMove(
                            "reveal_navy_card",
                            "Enter the navy card revealed",
                            {
                                "kind": ["open_sea", "ship"],
                                "phase": [phase],
                                "icon": [icon],
                            },
                        )
                    )
        if navy["end_card"] and phase1_left == 0:
            out.append(
                LegalMove(
                    "reveal_navy_card",
                    "The end-game card is revealed",
                    {"kind": ["end_game"], "phase": [2]},
                )
            )
    if any(reveal["tiles"].values()):
        tiles = [
            k
            for k, t in TILES.items()
            if reveal["tiles"].get(t.set, 0) > 0 and state["tiles"]["set"][t.set].get(k, 0) > 0
        ]
        out.append(LegalMove("reveal_tile", "Enter a tile laid out in Nassau", {"tile": tiles}))
    return out


def _crew_options(state: State, p: dict[str, Any]) -> dict[str, list[Any]]:
    return {
        "first_mate": ["none", "sail", "cannon"]
        if usable_tile(state, p, "first_mate")
        else ["none"],
        "boatswain": [False, True] if usable_tile(state, p, "boatswain") else [False],
        "coxswain": [False, True] if usable_tile(state, p, "coxswain") else [False],
    }


def _piracy(state: State, seat: int) -> list[LegalMove]:
    p = state["players"][seat]
    out: list[LegalMove] = []
    free_dice = [i for i, d in enumerate(p["dice"]) if not d["used"]]
    if state["turn"]["phase"] == "move":
        for die in free_dice:
            value = p["dice"][die]["value"]
            winds = ["none", "+1", "-1"] if p["wind"] else ["none"]
            for wind in winds:
                v = value + (1 if wind == "+1" else -1 if wind == "-1" else 0)
                out.append(
                    LegalMove(
                        "move",
                        f"Move with die {die + 1} ({value})",
                        {"die": [die], "wind": [wind], "to": destinations(state, p, v)},
                    )
                )
        if usable_tile(state, p, "navigator"):
            out.append(
                LegalMove(
                    "use_navigator",
                    "Navigator: +1 or -1 on a die",
                    {"die": free_dice, "delta": [-1, 1]},
                )
            )
        if usable_tile(state, p, "pilot"):
            out.append(LegalMove("use_pilot", "Pilot: re-roll a die", {"die": free_dice}))
        if usable_tile(state, p, "helmsman") and p["helmsman"] is None:
            out.append(LegalMove("use_helmsman", "Helmsman: a die counts as 6", {"die": free_dice}))
        if (
            usable_tile(state, p, "cartographer")
            and not p["cartographer"]
            and p["space"] is not None
            and space_info(state, p["space"])["region"] is not None
        ):
            out.append(LegalMove("use_cartographer", "Cartographer: any space of this region"))
        return out
    here = p["space"]
    info = space_info(state, here)
    hand = [i for i, c in enumerate(p["captain"]) if not c["played"]]
    merchants = state["merchants"]
    if hand and merchants.get(str(here)) is not None:
        out.append(
            LegalMove(
                "capture",
                "Capture the merchant ship",
                {"card": hand, "target": [0], **_crew_options(state, p)},
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
                    "Crow's nest: attack a merchant next door",
                    {"card": hand, "target": targets, **_crew_options(state, p)},
                )
            )
    if info["kind"] != "port" and not p["wind"] and state["supply"]["trade_wind"] > 0:
        out.append(LegalMove("catch_trade_winds", "Catch the trade winds"))
    if info["kind"] == "port" and str(here) not in state["plundered"]:
        offers = info["smuggle"]
        if PORT_OF_SPAIN_GOODS in offers:
            resources, extras = [PORT_OF_SPAIN_GOODS], ["none"]
        else:
            resources = list(offers)
            extras = ["none", *offers] if usable_tile(state, p, "smuggler") else ["none"]
        allowed: dict[str, list[Any]] = {
            "resource": resources,
            "smuggler": extras,
            "ransom": [False],
            "briber": [False],
        }
        out.append(LegalMove("smuggle", "Smuggle goods", allowed))
        if p["hold"]["hostage"] > 0:
            out.append(
                LegalMove(
                    "smuggle",
                    "Smuggle goods and ransom a hostage",
                    {
                        **allowed,
                        "resource": ["none", *resources],
                        "ransom": [True],
                        "briber": [False, True] if usable_tile(state, p, "briber") else [False],
                    },
                )
            )
        if hand:
            out.append(LegalMove("plunder", "Plunder the port", {"card": hand}))
    out.append(LegalMove("pass_action", "Pass"))
    return out


def _buy_options(state: State, seat: int) -> list[LegalMove]:
    p = state["players"][seat]
    out = []
    items: list[tuple[str, str, str | None]] = []
    if p["sections"] < MAX_SECTIONS:
        items.append(("section", "section", None))
    items += [(t["id"], TILES[t["type"]].kind, t["type"]) for t in state["tiles"]["nassau"]]
    for item, kind, tile_type in items:
        discounts = ["none"]
        crew = DISCOUNTS.get(kind)
        if crew and usable_tile(state, p, crew):
            discounts += [r for r in RESOURCES if COSTS[kind].get(r, 0) > 0]
        replaces = ["none"]
        if tile_type is not None:
            replaces += [t["id"] for t in p["tiles"]]
            replaces = [r for r in replaces if placement_error(p, tile_type, r) is None]
        if not replaces:
            continue
        for discount in discounts:
            cost = dict(COSTS[kind])
            if discount != "none":
                cost[discount] -= 1
            if can_pay(p, cost):
                label = "a ship section" if tile_type is None else TILES[tile_type].name
                out.append(
                    LegalMove(
                        "buy",
                        f"Buy {label}",
                        {"item": [item], "discount": [discount], "replace": replaces},
                    )
                )
    return out


def _nassau(state: State, seat: int) -> list[LegalMove]:
    p = state["players"][seat]
    phase = state["turn"]["phase"]
    out: list[LegalMove] = []
    if phase in ("buying", "burying") and p["hold"]["poe"] > 0:
        kinds = [r for r in RESOURCES if state["supply"][r] > 0]
        if kinds:
            out.append(
                LegalMove(
                    "exchange_poe", "Change a piece of eight into 2 resources", {"resource": kinds}
                )
            )
        if usable_tile(state, p, "quartermaster"):
            out.append(
                LegalMove(
                    "use_quartermaster",
                    "Quartermaster: 1 piece of eight into 3 resources",
                    {"resources": multisets(dict.fromkeys(RESOURCES, 3), 3)},
                )
            )
    if current_seat(state) != seat:
        return out
    if phase == "buying":
        out += _buy_options(state, seat)
        out.append(LegalMove("done_buying", "I am done buying"))
    elif phase == "burying":
        triples = multisets({r: p["hold"][r] for r in RESOURCES}, 3)
        if triples and state["supply"]["poe"] > 0:
            out.append(
                LegalMove(
                    "convert_resources",
                    "Change 3 resources into a piece of eight",
                    {"resources": triples},
                )
            )
        out.append(
            LegalMove("bury", "Bury pieces of eight", {"poe": list(range(p["hold"]["poe"] + 1))})
        )
    return out


def legal_moves(state: State, seat: int | None) -> list[LegalMove]:
    if seat is None or state["over"] or not 0 <= seat < state["n"]:
        return []
    p = state["players"][seat]
    step = state["step"]
    if step == "setup":
        out = _reveals(state)
        if p["captain"] is None:
            out.append(LegalMove("enter_captain_cards", "Enter your 4 captain cards"))
        if p["dice"] is None:
            out.append(LegalMove("enter_first_roll", "Enter your first roll"))
        if (
            not state["age_order"]
            and all(q["dice"] is not None for q in state["players"])
            and roll_ties(state)
        ):
            # Every order of the seats is allowed: listing them lets a form offer them all.
            orders = [list(o) for o in permutations(range(state["n"]))]
            out.append(
                LegalMove(
                    "set_age_order", "Enter the players from youngest to oldest", {"seats": orders}
                )
            )
        return out
    # Moves that take the round forward come first, the at-any-time moves last.
    out = _anytime(state, seat)
    if state["pending"]:
        return _pending(state, seat) + out
    if step == "dice":
        if p["dice"] is None:
            return [LegalMove("roll_dice", "Enter your 3 dice"), *out]
        return out
    if step in ("navy_reveal", "merchants", "restock"):
        return (_reveals(state) if state["bk_started"] else []) + out
    if step == "nassau":
        return _nassau(state, seat) + out
    if current_seat(state) != seat:
        return out
    if step == "piracy":
        return _piracy(state, seat) + out
    if step == "notoriety":
        allowed = {
            "use_trade_wind": [False, True] if p["wind"] else [False],
            "use_bard": [False, True] if usable_tile(state, p, "bard") else [False],
        }
        return [LegalMove("adjust_notoriety", "Adjust your notoriety", allowed), *out]
    if step == "navy":
        hand = [i for i, c in enumerate(p["captain"]) if not c["played"]]
        moves = []
        for i, card in enumerate(state["navy"]["row"]):
            if card["kind"] == "open_sea":
                moves.append(LegalMove("evade_navy", "Take an open sea card", {"navy": [i]}))
            else:
                moves.append(
                    LegalMove(
                        "evade_navy",
                        f"Face navy {card['sail']}/{card['cannon']}",
                        {"navy": [i], "card": hand, **_crew_options(state, p)},
                    )
                )
        return moves + out
    return out


__all__ = ["legal_moves", "multisets", "navy_remaining"]
