"""NPC movement by the event card's icons (MM-8.6) and hunting (MM-8.7).

Each icon activates one NPC on the board: it hunts when a hostile player is in its zone or
next to it (the best target by MM-8.7.3 / MM-Q28, computed from secrets: only the zone is
told), else it crosses the border bearing the icon's letter, turning clockwise when there
is none (MM-Q30). The table is asked what the companion cannot know: the borders of a zone
the map has not told yet, and which border when several bear the letter.
"""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played, shuffled
from companion.engines.merchants_marauders import board
from companion.engines.merchants_marauders.catalogue import DIRECTIONS
from companion.engines.merchants_marauders.npcs import (
    active,
    hostile,
    hunting_key,
    npc_name,
    on_board,
)
from companion.engines.merchants_marauders.seats import name, player, zone_of
from companion.engines.merchants_marauders.words import word, zone_name
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, done, expect, owe


def clockwise_from(letter: str) -> list[str]:
    """MM-Q30 (a): the printed letter, then N -> E -> S -> W onwards."""
    i = DIRECTIONS.index(letter)
    return [DIRECTIONS[(i + k) % len(DIRECTIONS)] for k in range(len(DIRECTIONS))]


def hunt(state: State, slot: str, reach: list[int]) -> int | None:
    """MM-8.7.1, MM-8.7.3, MM-8.7.4: the zone of the best hostile player within reach; a
    full tie is drawn at random."""
    card = active(state, slot)
    assert card is not None
    seats = [
        s
        for s in range(len(state["players"]))
        if hostile(state, card, s) and zone_of(player(state, s)) in reach
    ]
    if not seats:
        return None
    best = max(hunting_key(state, card, s) for s in seats)
    tied = [s for s in seats if hunting_key(state, card, s) == best]
    chosen = tied[0] if len(tied) == 1 else shuffled(state, tied)[0]
    return zone_of(player(state, chosen))


def go(state: State, slot: str, to: int, letter: str) -> Msg:
    state["npcs"][slot]["zone"] = to
    return _(
        "Following its icon, %(npc)s moves %(direction)s to the %(zone)s sea zone (MM-8.6.2).",
        npc=npc_name(state, slot),
        direction=word(letter),
        zone=zone_name(state, to),
    )


def activate(state: State, slot: str, letter: str) -> tuple[list[Msg], bool]:
    """One icon (MM-8.6.1): the lines, and whether the move is finished (else an entry is
    owed to the starting player and the answer finishes it)."""
    if not on_board(state, slot):
        return [
            _(
                "The icon of %(npc)s is skipped: it is not on the board (MM-8.6.1).",
                npc=npc_name(state, slot),
            )
        ], True
    here = int(state["npcs"][slot]["zone"])
    near = board.neighbours(state, here)
    if near is None:
        # Asked as for a ship (map_entries.describe_zone); the icon goes on after the answer.
        owe(state, "describe_zone", None, zone=here, npc=slot)
        return [], False
    target = hunt(state, slot, [here, *near])
    if target is not None:
        state["npcs"][slot]["zone"] = target
        return [
            _(
                "Instead of going %(direction)s, %(npc)s hunts and ends its move in the "
                "%(zone)s sea zone (MM-8.7.1).",
                npc=npc_name(state, slot),
                direction=word(letter),
                zone=zone_name(state, target),
            )
        ], True
    for turned in clockwise_from(letter):
        zones = board.across(state, here, turned)
        if len(zones) == 1:
            return [go(state, slot, zones[0], turned)], True
        if len(zones) > 1:
            owe(state, "npc_border", [state["first"]], slot=slot, letter=turned, zones=zones)
            return [], False
    return [
        _("With no border to cross, %(npc)s stays (MM-8.6.3).", npc=npc_name(state, slot))
    ], True


def finish_icon(state: State, lines: list[Msg]) -> Played:
    from companion.engines.merchants_marauders import events  # events imports this module

    return played(state, *lines, *events.continue_event(state))


@move(
    "npc_border",
    N_("Choose the border the NPC crosses"),
    Arg("zone", "int", N_("the sea zone it moves to"), min=0, max=16),
    rule="MM-Q30",
    example={"zone": 1},
)
def npc_border(state: State, seat: int | None, *, zone: int) -> Played:
    """MM-Q30: several borders bear the letter; the players choose."""
    entry = expect(state, "npc_border", seat, "MM-Q30")
    if zone not in entry["zones"]:
        raise RuleError(
            "MM-Q30",
            _(
                "The NPC crosses a border marked %(direction)s: choose one of the zones "
                "across it (MM-Q30).",
                direction=word(entry["letter"]),
            ),
        )
    done(state, entry)
    state["event"]["todo"].pop(0)
    return finish_icon(state, [go(state, entry["slot"], zone, entry["letter"])])


def border_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [
        LegalMove(
            "npc_border",
            N_("Choose the border the NPC crosses"),
            allowed={"zone": list(entry["zones"])},
        )
    ]


def border_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s chooses which border marked %(direction)s %(npc)s crosses (MM-Q30).",
        name=name(state, entry["seats"][0]),
        direction=word(entry["letter"]),
        npc=npc_name(state, entry["slot"]),
    )


def borders_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s enters the sea zones across each border of the %(zone)s sea zone, for "
        "the move of %(npc)s (MM-0.5.3).",
        name=name(state, entry["seats"][0]),
        zone=zone_name(state, entry["zone"]),
        npc=npc_name(state, entry["slot"]),
    )


OWED = (Owed("npc_border", border_offers, border_prompt),)


def on_zone_described(state: State, entry: Entry) -> list[Msg]:
    """The table told the borders of an NPC's zone: its icon is carried out now."""
    if not entry.get("npc"):
        return []
    from companion.engines.merchants_marauders import events  # events imports this module

    return events.continue_event(state)
