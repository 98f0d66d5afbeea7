"""The shipyard (MM-4.4): one activity of the Port action in which the player makes any
number of purchases, each its own entry (repairs, special weapons, the Reinforced Hull
renewed, a new ship; the modification is in ``modifications.py``). The visit lasts while
it is the last activity started (MM-4.1.4: starting another one finishes it)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.catalogue import (
    BIG_SHIPS,
    BUY_PRICE,
    LOCATIONS,
    REINFORCED_RENEWAL,
    REPAIR_PRICE,
    SELL_PRICE,
    SHIP_TYPES,
    WEAPON_PRICE,
    WEAPON_SALE,
    WEAPONS,
)
from companion.engines.merchants_marauders.death import release_modifications
from companion.engines.merchants_marauders.glory import gain_glory
from companion.engines.merchants_marauders.port import activity, port_open
from companion.engines.merchants_marauders.purse import available, gain, pay, spent
from companion.engines.merchants_marauders.seats import Player, name, player, zone_of
from companion.engines.merchants_marauders.ship import known, maximum, new_ship, sale_value
from companion.engines.merchants_marauders.words import word
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import owe

ST_JOHN = "st. john"  # MM-4.5.5: the zone whose text lets modifications move over
REPAIRABLE = tuple(loc for loc in LOCATIONS if loc != "crew")  # MM-4.4.10


def visiting(state: State, seat: int | None) -> bool:
    return port_open(state, seat) and state["turn"]["activities"][-1:] == ["shipyard"]


def may_visit(state: State, seat: int) -> bool:
    """The shipyard is open to the seat now, or may still be visited this Port action."""
    return visiting(state, seat) or (
        port_open(state, seat) and "shipyard" not in state["turn"]["activities"]
    )


def shipyard(state: State, seat: int | None, rule: str) -> Player:
    """Every shipyard entry starts here: the first one starts the activity (MM-4.1.4)."""
    if visiting(state, seat):
        return player(state, seat)
    return activity(state, seat, "shipyard", rule)


@move(
    "repair_ship",
    N_("Repair your ship"),
    Arg("location", "choice", N_("the hit location repaired"), choices=LOCATIONS),
    Arg("points", "int", N_("points of damage repaired"), min=1, max=5),
    rule="MM-4.4.10",
    example={"location": "mast", "points": 1},
)
def repair_ship(state: State, seat: int | None, *, location: str, points: int) -> Played:
    """MM-4.4.10: 2 gold a point, any location but the Crew (recruited instead);
    a destroyed location too."""
    p = shipyard(state, seat, "MM-4.4.10")
    assert seat is not None
    if location == "crew":
        raise RuleError(
            "MM-4.4.10", _("Crew is not repaired at the shipyard: recruit it (MM-4.4.10).")
        )
    ship = p["ship"]
    full = maximum(state, ship)[location]
    damage = full - ship["loc"][location]
    if points > damage:
        raise RuleError(
            "MM-4.4.10",
            ngettext(
                "Your %(loc)s has %(n)s point of damage to repair (MM-4.4.10).",
                "Your %(loc)s has %(n)s points of damage to repair (MM-4.4.10).",
                damage,
                loc=word(location),
            ),
        )
    cost = REPAIR_PRICE * points
    pay(state, seat, cost, "MM-4.4.10")
    ship["loc"][location] += points
    return played(
        state,
        spent(state, seat, cost, ngettext("a repair", "repairs", points)),
        _(
            "%(name)s's %(loc)s is repaired to %(value)s of %(full)s.",
            name=name(state, seat),
            loc=word(location),
            value=ship["loc"][location],
            full=full,
        ),
    )


@move(
    "buy_weapon",
    N_("Buy a special weapon"),
    Arg("weapon", "choice", N_("the special weapon"), choices=WEAPONS),
    rule="MM-4.4.9",
    example={"weapon": "chain"},
)
def buy_weapon(state: State, seat: int | None, *, weapon: str) -> Played:
    """MM-4.4.9: 3 gold a token, at most one of each kind."""
    p = shipyard(state, seat, "MM-4.4.9")
    assert seat is not None
    if weapon in p["weapons"]:
        raise RuleError(
            "MM-4.4.9",
            _("You hold %(weapon)s already: one of each kind (MM-4.4.9).", weapon=word(weapon)),
        )
    pay(state, seat, WEAPON_PRICE, "MM-4.4.9")
    p["weapons"].append(weapon)
    return played(state, spent(state, seat, WEAPON_PRICE, word(weapon)))


@move(
    "sell_weapon",
    N_("Sell a special weapon"),
    Arg("weapon", "choice", N_("the special weapon"), choices=WEAPONS),
    rule="MM-4.4.2",
    example={"weapon": "chain"},
)
def sell_weapon(state: State, seat: int | None, *, weapon: str) -> Played:
    """MM-4.4.2: a special weapon token sells for 1 gold."""
    p = shipyard(state, seat, "MM-4.4.2")
    assert seat is not None
    if weapon not in p["weapons"]:
        raise RuleError(
            "MM-4.4.2", _("You hold no %(weapon)s to sell (MM-4.4.2).", weapon=word(weapon))
        )
    p["weapons"].remove(weapon)
    why = _("%(weapon)s sold at the shipyard", weapon=word(weapon))
    return played(state, gain(state, seat, WEAPON_SALE, why))


@move("renew_hull", N_("Renew your Reinforced Hull"), rule="MM-Q37", example={})
def renew_hull(state: State, seat: int | None) -> Played:
    """MM-Q37: a used (flipped) Reinforced Hull is made ready again for 3 gold."""
    p = shipyard(state, seat, "MM-Q37")
    assert seat is not None
    ship = p["ship"]
    if "reinforced" not in ship["mods"]:
        raise RuleError("MM-Q37", _("Your ship has no Reinforced Hull (MM-Q37)."))
    if ship["reinforced"]:
        raise RuleError("MM-Q37", _("Your Reinforced Hull is ready already (MM-Q37)."))
    pay(state, seat, REINFORCED_RENEWAL, "MM-Q37")
    ship["reinforced"] = True
    return played(state, spent(state, seat, REINFORCED_RENEWAL, word("reinforced")))


def port_activities(state: State, seat: int) -> list[LegalMove]:
    """What the shipyard offers now that the player can pay for."""
    if not may_visit(state, seat):
        return []
    p = player(state, seat)
    ship, purse = p["ship"], available(state, seat)
    out: list[LegalMove] = []
    full = maximum(state, ship)
    damaged = [loc for loc in REPAIRABLE if ship["loc"][loc] < full[loc]]
    if damaged and purse >= REPAIR_PRICE:
        most = max(full[loc] - ship["loc"][loc] for loc in damaged)
        points = list(range(1, min(most, purse // REPAIR_PRICE) + 1))
        out.append(
            LegalMove(
                "repair_ship", N_("Repair your ship"), {"location": damaged, "points": points}
            )
        )
    missing = [w for w in WEAPONS if w not in p["weapons"]]
    if missing and purse >= WEAPON_PRICE:
        out.append(LegalMove("buy_weapon", N_("Buy a special weapon"), {"weapon": missing}))
    if p["weapons"]:
        out.append(
            LegalMove("sell_weapon", N_("Sell a special weapon"), {"weapon": list(p["weapons"])})
        )
    if "reinforced" in ship["mods"] and not ship["reinforced"] and purse >= REINFORCED_RENEWAL:
        out.append(LegalMove("renew_hull", N_("Renew your Reinforced Hull")))
    return out + ship_offers(state, seat)


@move(
    "buy_ship",
    N_("Buy a new ship (selling yours)"),
    Arg("ship", "choice", N_("the ship you buy"), choices=SHIP_TYPES),
    Arg(
        "transfer",
        "bool",
        N_("move your modifications to the new ship (St. John only)"),
        required=False,
    ),
    rule="MM-4.4.3",
    example={"ship": "frigate"},
)
def buy_ship(state: State, seat: int | None, *, ship: str, transfer: bool = False) -> Played:
    """MM-4.4.3 to MM-4.4.8: the old ship is sold at its sale value as part of the price;
    the crew comes along, the modifications go back to the ports (but at St. John,
    MM-4.5.5); a first Frigate or Galleon of this captain brings glory."""
    p = shipyard(state, seat, "MM-4.4.3")
    assert seat is not None
    old = p["ship"]
    check_ship_purchase(state, seat, ship, transfer)
    price, sale = BUY_PRICE[ship] or 0, sale_value(state, old)
    if transfer:
        # The modifications moved over are not sold with the old ship (MM-4.4.3).
        sale = max(0, sale - len(old["mods"]))
    if price > sale:
        pay(state, seat, price - sale, "MM-4.4.6")
    else:
        p["gold"] += sale - price
    lines: list[Msg] = [
        _(
            "%(name)s sells the %(old)s for %(sale)s gold and buys a %(new)s for %(price)s gold "
            "(MM-4.4.3).",
            name=name(state, seat),
            old=word(old["type"]),
            sale=sale,
            new=word(ship),
            price=price,
        )
    ]
    crew = int(old["loc"]["crew"])
    mods = list(old["mods"]) if transfer else []
    if known(state, ship):
        p["ship"] = new_ship(state, ship, crew, mods)
        if transfer:
            p["ship"]["reinforced"] = old["reinforced"]  # a used token stays used
    else:
        # MM-Q13: the card's values are entered first; the crew waits in the entry.
        p["ship"] = {"type": ship, "mods": mods, "loc": None, "reinforced": True, "chasers": True}
        owe(state, "ship_card", [seat], ship=ship, crew=crew)
    if not transfer:
        lines += release_modifications(state, seat, list(old["mods"]))
    if ship in BIG_SHIPS and not p["big_ship_glory"]:
        p["big_ship_glory"] = True
        lines += gain_glory(
            state, seat, _("the first Frigate or Galleon this captain bought, MM-4.4.8")
        )
    return played(state, *lines)


def check_ship_purchase(state: State, seat: int, ship: str, transfer: bool) -> None:
    p = player(state, seat)
    if BUY_PRICE[ship] is None:
        raise RuleError("MM-4.4.7", _("A Man-of-war cannot be bought (MM-4.4.7)."))
    if SELL_PRICE[p["ship"]["type"]] is None:
        raise RuleError(
            "MM-Q23",
            _("A Man-of-war cannot be sold, so its captain cannot buy a ship (MM-Q23)."),
        )
    if transfer and not at_st_john(state, p):
        raise RuleError(
            "MM-4.5.5",
            _("Modifications move to a new ship only at St. John (MM-4.5.5)."),
        )


def at_st_john(state: State, p: Player) -> bool:
    zone = zone_of(p)
    return zone is not None and str(state["zones"][zone]["name"]).casefold() == ST_JOHN


def ship_offers(state: State, seat: int) -> list[LegalMove]:
    p = player(state, seat)
    old = p["ship"]
    if SELL_PRICE[old["type"]] is None:
        return []
    purse = available(state, seat) + sale_value(state, old)
    ships = [s for s in SHIP_TYPES if (BUY_PRICE[s] or purse + 1) <= purse]
    if not ships:
        return []
    allowed: dict[str, list[Any]] = {"ship": ships}
    if at_st_john(state, p) and old["mods"]:
        allowed["transfer"] = [True, False]
    return [LegalMove("buy_ship", N_("Buy a new ship (selling yours)"), allowed)]
