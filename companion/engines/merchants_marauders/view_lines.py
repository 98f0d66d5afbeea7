"""A seat's board in sentences, as a page prints it (the table screen and each phone):
public facts for everyone, the owner's secrets only on the owner's phone."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.merchants_marauders.catalogue import LOCATIONS, NATIONS
from companion.engines.merchants_marauders.glory import total
from companion.engines.merchants_marauders.seats import nation
from companion.engines.merchants_marauders.words import place_words, port_name, word, words
from companion.engines.text import Msg, _, ngettext


def ship_line(state: State, p: dict[str, Any]) -> Msg | None:
    ship = p["ship"]
    if ship is None or ship.get("loc") is None:
        return None
    loc = ship["loc"]
    return _(
        "%(ship)s in %(place)s: Hull %(hull)s, Mast %(mast)s, Cargo %(cargo)s, Crew %(crew)s, Cannons %(cannons)s.",
        ship=word(ship["type"]),
        place=place_words(state, p["at"]),
        **{k: loc[k] for k in LOCATIONS},
    )


def public_lines(state: State, seat: int) -> list[Msg]:
    p = state["players"][seat]
    lines: list[Msg] = []
    captain = p["captain"]
    if captain is not None:
        lines.append(
            _(
                "Captain %(captain)s of %(nation)s, home port %(port)s.",
                captain=captain["name"],
                nation=word(nation(state, seat) or "")
                if nation(state, seat)
                else _("an unknown flag"),
                port=port_name(state, captain["home"]),
            )
        )
    elif p["status"] == "dead":
        lines.append(_("Waiting for a new captain."))
    ship = ship_line(state, p)
    if ship is not None:
        lines.append(ship)
    if p["ship"] is not None and p["ship"]["mods"]:
        lines.append(_("Modifications: %(mods)s.", mods=words(p["ship"]["mods"])))
    if p["weapons"]:
        lines.append(_("Special weapons: %(weapons)s.", weapons=words(p["weapons"])))
    if p["specialists"]:
        lines.append(_("Specialists: %(specialists)s.", specialists=words(p["specialists"])))
    lines.append(
        ngettext(
            "Glory %(glory)s on the track, %(n)s glory card in hand.",
            "Glory %(glory)s on the track, %(n)s glory cards in hand.",
            len(p["hand"]),
            glory=p["glory"],
        )
    )
    wanted = [
        _("%(nation)s %(level)s", nation=word(n), level=p["bounty"][n])
        for n in NATIONS
        if p["bounty"][n]
    ]
    lines.append(_("Bounties: %(list)s.", list=wanted) if wanted else _("No bounty: not a pirate."))
    lines.append(
        ngettext(
            "%(n)s cargo card aboard; gold hidden %(hides)s times.",
            "%(n)s cargo cards aboard; gold hidden %(hides)s times.",
            len(p["cargo"]),
            hides=p["hides"],
        )
    )
    if p["mission"] is not None:
        lines.append(_("Mission: %(mission)s.", mission=p["mission"]["name"]))
    if p["declared"]:
        lines.append(
            _(
                "Declared the glory target with %(chest)s gold hidden.",
                chest=p.get("declared_chest", p["chest"]),
            )
        )
    return lines


def own_lines(state: State, seat: int) -> list[Msg]:
    """The owner's secrets, for the owner's phone only."""
    p = state["players"][seat]
    lines = [
        _(
            "Your gold aboard: %(gold)s. Hidden in your chest: %(chest)s.",
            gold=p["gold"],
            chest=p["chest"],
        ),
        _(
            "Your total glory: %(total)s of %(target)s.",
            total=total(state, p),
            target=state["target"],
        ),
    ]
    if p["cargo"]:
        lines.append(_("Your cargo: %(goods)s.", goods=list(p["cargo"])))
    if p["hand"]:
        lines.append(_("Your glory cards: %(cards)s.", cards=list(p["hand"])))
    if p["rumor"] is not None:
        lines.append(_("Your rumor: %(rumor)s.", rumor=p["rumor"]["name"]))
    return lines


def board_lines(state: State) -> list[Msg]:
    """The shared board in sentences: the round, the event card, the decks, missions,
    wars and the merchant track."""
    lines: list[Msg] = []
    if state["round"]:
        event = state["event"]["name"] if state["event"] else None
        lines.append(
            _("Round %(round)s, event card: %(event)s.", round=state["round"], event=event)
            if event
            else _("Round %(round)s.", round=state["round"])
        )
    lines.append(
        _(
            "Event cards left: %(events)s. Captain cards left: %(captains)s. Glory target: %(target)s.",
            events=state["event_deck"],
            captains=state["captain_deck"],
            target=state["target"],
        )
    )
    for mission in state["missions"]:
        lines.append(
            _(
                "Mission %(mission)s at %(port)s.",
                mission=mission["name"],
                port=port_name(state, mission["zone"]),
            )
        )
    for a, b in state["wars"]:
        lines.append(_("At war: %(a)s and %(b)s.", a=word(a), b=word(b)))
    lines.append(
        ngettext(
            "%(n)s merchant marker on the merchant track.",
            "%(n)s merchant markers on the merchant track.",
            state["merchant_track"],
        )
    )
    return lines
