"""What a seat may enter now. Blackbeard's aid prints no turn sequence (digest 3.3): every
phone enters for its own pirates whenever the table says, and anyone enters the
anti-pirate actions against another player's pirate. A pirate owing an entry (the rest of a
plunder, a KC combat, a mutiny) is offered only that until it is made."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from companion.engines.base import LegalMove, State
from companion.engines.blackbeard import at_sea, crew, fights, fleet, in_port, kc, raids, retire
from companion.engines.blackbeard.catalogue import DESTROYED
from companion.engines.blackbeard.entries import club_rows
from companion.engines.blackbeard.words import CARGO_AREAS
from companion.engines.text import N_, Text, _

AREAS: tuple[ModuleType, ...] = (at_sea, raids, in_port, retire, fights, kc, crew)


def _named(pirate: fleet.Pirate, offers: list[LegalMove], several: bool) -> list[LegalMove]:
    """With several pirates on one phone, each offer names its pirate."""
    if not several:
        return offers
    out = []
    for offer in offers:
        label: Text = offer.label if not isinstance(offer.label, str) else _(offer.label)
        out.append(
            LegalMove(
                offer.type,
                _("%(pirate)s: %(action)s", pirate=pirate["name"], action=label),
                offer.allowed,
            )
        )
    return out


def owed(state: State, pirate: fleet.Pirate) -> list[LegalMove] | None:
    for area in AREAS:
        offers: list[LegalMove] | None = area.owed(state, pirate)
        if offers is not None:
            return offers
    return None


def pirate_offers(state: State, pirate: fleet.Pirate) -> list[LegalMove]:
    waiting = owed(state, pirate)
    if waiting is not None:
        return waiting
    me = {"pirate": [pirate["id"]]}
    out: list[LegalMove] = []
    for area in AREAS:
        out += area.offers(state, pirate)
    ports = [p["name"] for p in state["ports"] if p["status"] != DESTROYED]
    places = {**me, "where": [fleet.AT_SEA, fleet.TRANSIT], "column": list(CARGO_AREAS)}
    out.append(LegalMove("move_pirate", N_("Move to a sea zone or a Transit Box"), places))
    if ports:
        out.append(
            LegalMove(
                "move_pirate",
                N_("Move into a port"),
                {**me, "where": [fleet.IN_PORT], "place": ports},
            )
        )
    out.append(LegalMove("letter_of_marque", N_("A Letter of Marque gained or lost"), me))
    out.append(
        LegalMove("convert_merchant", N_("Convert the plundered merchant into his ship"), me)
    )
    mates = [p["id"] for p in fleet.of_seat(state, pirate["owner"]) if p is not pirate]
    if mates:
        out.append(LegalMove("alliance", N_("Sail in an alliance with"), {**me, "other": mates}))
    if pirate["alliance"] is not None:
        out.append(LegalMove("alliance", N_("Leave his alliance"), me))
    return out


def deploy_offers(state: State) -> list[LegalMove]:
    """A pirate card from the club's catalogue when it has some (one tap each), else by
    hand (BB-S1.12)."""
    deployed = {p["name"].casefold() for p in state["pirates"]}
    cards = [r["name"] for r in club_rows(state, "pirates") if r["name"].casefold() not in deployed]
    ships = [r["name"] for r in club_rows(state, "ships")]
    # Where he starts is the rulebook's (digest 3.3): each start value is offered, the usual
    # one chosen (wealth in steps of 50 D, the unit of every cargo).
    start: dict[str, list[Any]] = {
        "notoriety": list(range(0, 101)),
        "wealth": list(range(0, 10001, 50)),
        "loyalty": list(range(0, 21)),
    }
    out = [LegalMove("deploy_pirate", N_("Deploy a pirate"), start)]
    if cards and ships:
        allowed = {"card": cards, "ship": ships, **start}
        out.insert(
            0, LegalMove("deploy_card", N_("Deploy a pirate from the club's cards"), allowed)
        )
    return out


def suggested_words(state: State) -> dict[str, list[str]]:
    """Places the table is likely to type: the club's sea zones, the ports, and every
    place a pirate has been entered at."""
    seen = {p["place"] for p in state["pirates"]}
    ports = [p["name"] for p in state["ports"]]
    places = sorted(set(state["zones"]) | seen | set(ports))
    return {
        "place": places,
        "port": ports,
        "sea_zone": sorted(set(state["zones"]) | (seen - set(ports))),
    }


def legal_moves(state: State, seat: int | None) -> list[LegalMove]:
    if state["over"] or state.get("ending"):
        return []  # the end is declared: the companion scores it
    mine = fleet.of_seat(state, seat)
    out: list[LegalMove] = []
    for pirate in mine:
        out += _named(pirate, pirate_offers(state, pirate), len(mine) > 1)
    for area in AREAS:
        table_offers = getattr(area, "table_offers", None)
        if table_offers is not None:
            out += table_offers(state, seat)
    out += deploy_offers(state)
    out.append(LegalMove("add_port", N_("Add a port")))
    open_ports = [p["name"] for p in state["ports"] if p["status"] != DESTROYED]
    if open_ports:
        out.append(LegalMove("set_port_status", N_("Change a port's status"), {"port": open_ports}))
    out.append(LegalMove("free_entry", N_("Record what the rulebook decides")))
    if state["pirates"]:
        out.append(LegalMove("end_game", N_("End the game")))
    return out
