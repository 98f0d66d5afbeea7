"""What the table waits for now, in words (the view's ``prompt``)."""

from __future__ import annotations

from companion.engines.base import State
from companion.engines.piracy.legal import OWED
from companion.engines.piracy.seats import name
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import top

SETUP = {
    "config": N_("Enter the map: its ports with their modifiers, and the hexes of Europe."),
    "start_player": N_("Name the starting player: the one with the meanest look."),
    "bases": N_("%(name)s chooses a pirate base."),
    "colours": N_("%(name)s chooses a colour."),
    "equip": N_("%(name)s splits the ship's points between Battle and Sails."),
    "missions": N_("%(name)s draws a category A mission and enters it."),
    "start_bases": N_("%(name)s chooses the pirate base to start from."),
    "deck": N_("Take the Treasure Maps out of the event deck and count them."),
}
TURN = {
    "move": N_("%(name)s moves."),
    "port": N_("%(name)s is in port: trade, or be done."),
    "europe": N_("%(name)s is in Europe: trade, or be done."),
    "sea": N_("%(name)s ends at sea and draws an event card."),
    "combat": N_("%(name)s chooses a battle, or fights no more."),
}


def prompt(state: State) -> Msg | None:
    if state["phase"] == "over":
        return None
    if state["phase"] == "setup":
        current = state["current"]
        return _(SETUP[state["step"]], name=name(state, current) if current is not None else "")
    entry = top(state)
    if entry is not None:
        return OWED[entry["kind"]].prompt(state, entry)
    turn = state["turn"]
    if turn is not None and turn["step"] == "npcs":
        return npc_prompt(state, name(state, turn["seat"]))
    if turn is None or turn["step"] not in TURN:
        return None
    return _(TURN[turn["step"]], name=name(state, turn["seat"]))


def npc_prompt(state: State, who: str) -> Msg:
    """PIR-3.2.9: where the hunters and the fleet stand now, in the order their new hexes
    are entered, and how far they move."""
    speed = state["settings"]["npc_speed"]
    hexes = ngettext("%(n)s hex", "%(n)s hexes", speed)
    hunters = [hunter["hex"] for hunter in state["hunters"]]
    fleet = state["fleet"]["hex"] if state["fleet"] is not None else None
    if hunters and fleet is not None:
        return _(
            "%(name)s moves each hunter (now at %(hunters)s, in that order) and the fleet (now "
            "at %(fleet)s) %(hexes)s, a hunter towards the nearest pirate it hunts, the fleet "
            "towards Europe, and enters where they end.",
            name=who,
            hunters=hunters,
            fleet=fleet,
            hexes=hexes,
        )
    if hunters:
        return _(
            "%(name)s moves each hunter (now at %(hunters)s, in that order) %(hexes)s towards "
            "the nearest pirate it hunts and enters where they end.",
            name=who,
            hunters=hunters,
            hexes=hexes,
        )
    return _(
        "%(name)s moves the treasure fleet (now at %(fleet)s) %(hexes)s towards Europe and "
        "enters where it ends.",
        name=who,
        fleet=fleet,
        hexes=hexes,
    )
