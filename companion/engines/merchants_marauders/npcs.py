"""Non-player captains (MM-8.1 to MM-8.3): their records, the NPC card entered after an
event, their arrival at the end of the round, stacking and replacement, and whom they hunt.

``state["npcs"][slot] = {"cards": [card, ...] (active last), "zone": id or None (off the
board), "arrive": zone id where the ship is placed at the end of the round, or None,
"next": a card drawn while the slot is in play, put on top at the end of the round}``.
A card: ``{"name", "nation" (None for a pirate), "seamanship", "scouting", "leadership",
"influence", "bounty_icon", "ship", "home" (its placement zone)}``.

Slots: each nation's warship (its nation key), ``pirate-sloop``, ``pirate-frigate``, and a
slot of its own for each Man-of-war a War card brings, ``war-1``, ``war-2``... (MM-Q33).
"""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played, rng_draw
from companion.engines.merchants_marauders import board
from companion.engines.merchants_marauders.catalogue import NATIONS, PIRATE_SLOTS, SHIP_TYPES, STATS
from companion.engines.merchants_marauders.seats import (
    alive,
    at_war,
    is_pirate,
    name,
    nation,
    player,
)
from companion.engines.merchants_marauders.ship import known
from companion.engines.merchants_marauders.words import word, zone_name
from companion.engines.text import N_, Msg, Text, _
from companion.engines.waiting import Entry, Owed, done, expect, owe

Card = dict[str, Any]
WAR = "war"
KINDS = (*NATIONS, *PIRATE_SLOTS, WAR)
PIRATE_SHIPS = {"pirate-sloop": "sloop", "pirate-frigate": "frigate"}
# MM-Q31: the fixed list only orders the icon picker.
ICON_ORDER = ("french", "spanish", "dutch", "english", *PIRATE_SLOTS)


def record(state: State, slot: str) -> dict[str, Any] | None:
    return cast(dict[str, Any] | None, state["npcs"].get(slot))


def active(state: State, slot: str) -> Card | None:
    rec = record(state, slot)
    return cast(Card, rec["cards"][-1]) if rec and rec["cards"] else None


def on_board(state: State, slot: str) -> bool:
    rec = record(state, slot)
    return bool(rec and rec["cards"] and rec["zone"] is not None)


def slot_order(slot: str) -> tuple[int, int]:
    """The icon picker's order (MM-Q31), the Men-of-war after the others by number."""
    if slot in ICON_ORDER:
        return ICON_ORDER.index(slot), 0
    return len(ICON_ORDER), int(slot.removeprefix(WAR + "-"))


def slots(state: State) -> list[str]:
    """The NPCs' slots in a fixed order, never in the order of the state's keys: a
    table's database keeps those in an order of its own (PostgreSQL's jsonb sorts them),
    so an order read from them, once shuffled, would differ between the table and the
    engine replaying its log."""
    return sorted(state["npcs"], key=slot_order)


def in_zone(state: State, zone: int) -> list[str]:
    return [s for s in slots(state) if on_board(state, s) and state["npcs"][s]["zone"] == zone]


def is_warship(card: Card) -> bool:
    return card["nation"] is not None


def is_man_of_war(slot: str) -> bool:
    return slot.startswith(WAR + "-")


def slot_words(state: State, slot: str) -> Msg:
    if slot in NATIONS:
        return _("the warship of %(nation)s", nation=word(slot))
    if slot == "pirate-sloop":
        return _("the pirate Sloop")
    if slot == "pirate-frigate":
        return _("the pirate Frigate")
    card = active(state, slot)
    if card is not None and card["nation"]:
        return _("the Man-of-war of %(nation)s", nation=word(card["nation"]))
    return _("a Man-of-war")


def npc_name(state: State, slot: str) -> Msg:
    card = active(state, slot)
    if card is None:
        return slot_words(state, slot)
    return _("%(npc)s (%(captain)s)", npc=slot_words(state, slot), captain=card["name"])


def kind_labels() -> dict[Any, Text]:
    out: dict[Any, Text] = {k: _("the warship of %(nation)s", nation=word(k)) for k in NATIONS}
    out.update({"pirate-sloop": _("the pirate Sloop"), "pirate-frigate": _("the pirate Frigate")})
    out[WAR] = _("a Man-of-war (the War card)")
    return out


def hostile(state: State, card: Card, seat: int) -> bool:
    """MM-8.3.4: a warship hunts pirates and, at war, the enemy's captains; an NPC pirate
    hunts every non-pirate."""
    p = player(state, seat)
    if not alive(p) or p["at"] is None:
        return False
    if is_warship(card):
        return is_pirate(p) or at_war(state, card["nation"], nation(state, seat))
    return not is_pirate(p)


def hunting_key(state: State, card: Card, seat: int) -> tuple[int, ...]:
    """MM-8.7.3, MM-Q28: compared in order; pirates read the secret gold and cargo."""
    p = player(state, seat)
    if is_warship(card):
        own = p["bounty"][card["nation"]]
        others = sum(v for n, v in p["bounty"].items() if n != card["nation"])
        war = 1 if at_war(state, card["nation"], nation(state, seat)) else 0
        return (own, others, war)
    return (1 if p["gold"] > 0 else 0, 1 if p["cargo"] else 0)


def scouting_pool(state: State, card: Card, seat: int) -> int:
    """MM-8.4.4, MM-Q29: with the bounty icon, the printed Scouting or the target's bounty
    with the warship's nation, whichever is higher."""
    printed = int(card["scouting"])
    if card["bounty_icon"] and is_warship(card):
        return max(printed, int(player(state, seat)["bounty"][card["nation"]]))
    return printed


def new_slot(state: State, kind: str) -> str:
    if kind != WAR:
        return kind
    n = 1
    while f"{WAR}-{n}" in state["npcs"]:
        n += 1
    return f"{WAR}-{n}"


def ship_for(kind: str, ship: str | None, war_nation: str | None) -> str:
    if kind in PIRATE_SHIPS:
        if ship is not None and ship != PIRATE_SHIPS[kind]:
            raise RuleError(
                "MM-8.2.1",
                _(
                    "The pirate NPCs are the pirate Sloop and the pirate Frigate: the card's "
                    "ship is theirs (MM-8.2.1)."
                ),
            )
        return PIRATE_SHIPS[kind]
    if kind == WAR:
        if war_nation is None:
            raise RuleError(
                "MM-Q33", _("Enter the nation the War card gives its Man-of-war (MM-Q33).")
            )
        return ship or "man-of-war"
    if ship is None:
        raise RuleError(
            "MM-8.8.5", _("Enter the warship's ship type, as its card shows (MM-8.8.5).")
        )
    return ship


@move(
    "enter_npc_card",
    N_("Enter the NPC card"),
    Arg("npc", "choice", N_("the NPC the card brings"), choices=KINDS),
    Arg("captain", "str", N_("the captain's name, as printed")),
    Arg("seamanship", "int", N_("Seamanship, as printed"), min=1, max=5),
    Arg("scouting", "int", N_("Scouting, as printed"), min=1, max=5),
    Arg("leadership", "int", N_("Leadership, as printed"), min=1, max=5),
    Arg("influence", "int", N_("Influence, as printed"), min=1, max=5),
    Arg("zone", "str", N_("the sea zone the card places the ship in")),
    Arg("bounty_icon", "bool", N_("Scouting shows the bounty icon"), required=False),
    Arg("ship", "choice", N_("the ship type"), required=False, choices=SHIP_TYPES),
    Arg("nation", "choice", N_("a Man-of-war's nation"), required=False, choices=NATIONS),
    rule="MM-8.1.3",
    example={
        "npc": "dutch",
        "captain": "Philips van Almonde",
        "seamanship": 3,
        "scouting": 2,
        "leadership": 3,
        "influence": 2,
        "zone": "Curacao",
        "bounty_icon": True,
        "ship": "frigate",
    },
)
def enter_npc_card(
    state: State,
    seat: int | None,
    *,
    npc: str,
    captain: str,
    seamanship: int,
    scouting: int,
    leadership: int,
    influence: int,
    zone: str,
    bounty_icon: bool = False,
    ship: str | None = None,
    nation: str | None = None,
) -> Played:
    """MM-8.1.3, MM-8.1.4, MM-8.2.2: the card lies face up; its ship is placed (or the
    slot's miniature moves) at the end of the round."""
    entry = expect(state, "npc_card", seat, "MM-8.1.3")
    ship_type = ship_for(npc, ship, nation)
    home = board.named(state, zone, "MM-8.1.4")
    card: Card = {
        "name": captain,
        "nation": None if npc in PIRATE_SHIPS else (nation if npc == WAR else npc),
        "seamanship": seamanship,
        "scouting": scouting,
        "leadership": leadership,
        "influence": influence,
        "bounty_icon": bool(bounty_icon) and npc not in PIRATE_SHIPS,
        "ship": ship_type,
        "home": home,
    }
    done(state, entry)
    state["event"]["npc"] = False
    lines = [place_card(state, new_slot(state, npc), card)]
    if not known(state, ship_type):
        owe(state, "npc_ship_card", [entry["seats"][0]], ship=ship_type)
        return played(state, *lines)
    from companion.engines.merchants_marauders import events  # events imports this module

    return played(state, *lines, *events.continue_event(state))


def place_card(state: State, slot: str, card: Card) -> Msg:
    rec = record(state, slot)
    where = zone_name(state, card["home"])
    if rec is not None and (rec["cards"] or rec.get("next")):
        rec["next"] = card
        rec["arrive"] = card["home"]
        return _(
            "The card of %(captain)s goes on top of %(npc)s at the end of the round, and its ship "
            "moves to the %(zone)s sea zone (MM-8.2.2).",
            captain=card["name"],
            npc=slot_words(state, slot),
            zone=where,
        )
    state["npcs"][slot] = {"cards": [card], "zone": None, "arrive": card["home"], "next": None}
    return _(
        "An NPC comes into play, %(npc)s: its ship is placed in the %(zone)s sea zone at the "
        "end of the round (MM-8.1.4).",
        npc=npc_name(state, slot),
        zone=where,
    )


@move(
    "enter_npc_ship_card",
    N_("Enter the NPC's ship card"),
    *(Arg(stat, "int", N_("as printed on the ship card"), min=1, max=5) for stat in STATS),
    rule="MM-Q13",
    example={"seaworthiness": 4, "cargo": 4, "crew": 4, "cannons": 4, "maneuverability": 2},
)
def enter_npc_ship_card(state: State, seat: int | None, **stats: int) -> Played:
    """MM-Q13, MM-8.8.5: an NPC fights with its ship type's values, entered once."""
    entry = expect(state, "npc_ship_card", seat, "MM-Q13")
    done(state, entry)
    state["ship_types"][entry["ship"]] = dict(stats)
    line = _(
        "The %(ship)s card: Seaworthiness %(seaworthiness)s, Cargo %(cargo)s, Crew %(crew)s, "
        "Cannons %(cannons)s, Maneuverability %(maneuverability)s.",
        ship=word(entry["ship"]),
        **stats,
    )
    from companion.engines.merchants_marauders import events  # events imports this module

    return played(state, line, *events.continue_event(state))


def on_round_end(state: State) -> list[Msg]:
    """MM-8.1.4, MM-8.2.2, MM-8.2.3 (MM-Q2): new cards go on top, ships are placed."""
    lines: list[Msg] = []
    for slot, rec in state["npcs"].items():
        if rec.get("next"):
            rec["cards"].append(rec["next"])
            rec["next"] = None
        if rec["arrive"] is not None and rec["cards"]:
            rec["zone"], rec["arrive"] = rec["arrive"], None
            lines.append(
                _(
                    "End of the round: %(npc)s is placed in the %(zone)s sea zone (MM-8.1.4).",
                    npc=npc_name(state, slot),
                    zone=zone_name(state, rec["zone"]),
                )
            )
    return lines


def on_npc_defeated(state: State, slot: str) -> list[Msg]:
    """MM-8.2.3, MM-8.2.4, MM-Q32: the card is discarded; a card beneath (drawn at random
    among them) takes over and its ship returns to its home zone at the end of the round;
    with none beneath the NPC leaves play and its slot is free."""
    rec = record(state, slot)
    if rec is None or not rec["cards"]:
        return []
    gone = rec["cards"].pop()
    rec["zone"] = None
    lines = [
        _("The card of %(captain)s is discarded (MM-8.2.3).", captain=gone["name"]),
    ]
    if rec["cards"]:
        pick = rng_draw(state).randrange(len(rec["cards"])) if len(rec["cards"]) > 1 else 0
        rec["cards"].append(rec["cards"].pop(pick))
        card = rec["cards"][-1]
        rec["arrive"] = card["home"]
        lines.append(
            _(
                "The card beneath takes over, %(npc)s: the ship returns to the %(zone)s sea zone "
                "at the end of the round (MM-8.2.3).",
                npc=npc_name(state, slot),
                zone=zone_name(state, card["home"]),
            )
        )
        return lines
    rec["arrive"] = rec["next"]["home"] if rec.get("next") else None
    lines.append(
        _("No card lies beneath: %(npc)s leaves play (MM-Q32).", npc=slot_words(state, slot))
    )
    return lines


def npc_card_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    allowed: dict[str, list[Any]] = {
        "bounty_icon": [False, True],
        "ship": list(SHIP_TYPES),
        "nation": list(NATIONS),
    }
    return [LegalMove("enter_npc_card", N_("Enter the NPC card"), allowed=allowed)]


def npc_card_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s enters the NPC card: its captain, skills, ship and sea zone (MM-8.1.3).",
        name=name(state, entry["seats"][0]),
    )


def npc_ship_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [LegalMove("enter_npc_ship_card", N_("Enter the NPC's ship card"))]


def npc_ship_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s enters the values printed on the %(ship)s card (MM-Q13).",
        name=name(state, entry["seats"][0]),
        ship=word(entry["ship"]),
    )


OWED = (
    Owed("npc_card", npc_card_offers, npc_card_prompt),
    Owed("npc_ship_card", npc_ship_offers, npc_ship_prompt),
)
