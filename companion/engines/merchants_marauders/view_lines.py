"""A seat's board in sentences, as a page prints it (the table screen and each phone):
public facts for everyone, the owner's secrets only on the owner's phone."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.merchants_marauders.catalogue import LOCATIONS, NATIONS
from companion.engines.merchants_marauders.glory import total
from companion.engines.merchants_marauders.seats import nation
from companion.engines.merchants_marauders.words import (
    place_words,
    word,
    words,
    zone_name,
)
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
    """A seat's board in a few sentences: the captain, the ship, the tracks, what is aboard."""
    p = state["players"][seat]
    lines: list[Msg] = []
    captain = p["captain"]
    if captain is not None:
        flag = nation(state, seat)
        lines.append(
            _(
                "Captain %(captain)s of %(nation)s, home port %(port)s.",
                captain=captain["name"],
                nation=word(flag) if flag else _("an unknown flag"),
                port=zone_name(state, captain["home"]),
            )
        )
    elif p["status"] == "dead":
        lines.append(_("Waiting for a new captain."))
    ship = ship_line(state, p)
    if ship is not None:
        lines.append(ship)
    wanted = [
        _("%(nation)s %(level)s", nation=word(n), level=p["bounty"][n])
        for n in NATIONS
        if p["bounty"][n]
    ]
    lines.append(
        _(
            "Glory %(glory)s, %(cards)s, %(cargo)s, %(hides)s. %(bounties)s",
            glory=p["glory"],
            cards=ngettext("%(n)s glory card", "%(n)s glory cards", len(p["hand"])),
            cargo=ngettext("%(n)s cargo card", "%(n)s cargo cards", len(p["cargo"])),
            hides=ngettext("gold hidden %(n)s time", "gold hidden %(n)s times", p["hides"]),
            bounties=_("Bounties: %(list)s.", list=wanted) if wanted else _("No bounty."),
        )
    )
    aboard = kit(p)
    if aboard:
        lines.append(_("Aboard: %(kit)s.", kit=aboard))
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


def kit(p: dict[str, Any]) -> list[Msg]:
    """Modifications, special weapons and specialists, all face up on the board."""
    mods = p["ship"]["mods"] if p["ship"] is not None else []
    return words(mods) + words(p["weapons"]) + words(p["specialists"])


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
