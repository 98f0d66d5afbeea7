"""NPC scouting (MM-8.4, MM-8.5, MM-Q27): a player who starts his turn at sea in an NPC's
zone, or moves into it (out of port too), is looked for by each hostile NPC there that may
scout, in random order. The NPC's dice are entered by the player who plays it (the one to
the target's left, MM-8.8.1); a success starts a naval combat with the NPC as aggressor.
Further scouts wait until that combat is over (``on_combat_end``).

``state["npc_scouting"] = {"target": seat, "zone": id, "queue": [slot, ...]}`` or None.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import LegalMove, Played, State, move, played, shuffled
from companion.engines.merchants_marauders import combat, ship
from companion.engines.merchants_marauders.dice import (
    dice_arg,
    pool_size,
    roll_offers,
    roll_words,
    successes,
    take,
)
from companion.engines.merchants_marauders.npcs import (
    active,
    hostile,
    in_zone,
    is_man_of_war,
    is_warship,
    npc_name,
    on_board,
    scouting_pool,
)
from companion.engines.merchants_marauders.seats import (
    alive,
    at_sea,
    left_of,
    name,
    player,
    zone_of,
)
from companion.engines.merchants_marauders.words import zone_name
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import Entry, Owed, done, expect, owe


def may_scout(state: State, zone: int) -> list[str]:
    """MM-8.5.2 (MM-Q27): NPC pirates sharing the zone with a warship are silent;
    MM-8.5.3: two Men-of-war together are silent."""
    here = in_zone(state, zone)
    cards = {slot: active(state, slot) for slot in here}
    warship_here = any(c is not None and is_warship(c) for c in cards.values())
    men_of_war = [s for s in here if is_man_of_war(s)]
    out = []
    for slot, card in cards.items():
        if card is None:
            continue
        if not is_warship(card) and warship_here:
            continue
        if is_man_of_war(slot) and len(men_of_war) >= 2:
            continue
        out.append(slot)
    return out


def busy(state: State) -> bool:
    """A battle, or an NPC's roll still owed: a queue in progress is not replaced."""
    owed = any(e["kind"] == "npc_scout_roll" for e in state["waiting"])
    return bool(owed or state.get("combat"))


def trigger(state: State, seat: int) -> list[Msg]:
    """MM-8.4.1: each hostile NPC allowed to scout scouts once, in random order."""
    p = player(state, seat)
    if not alive(p) or not at_sea(p) or busy(state):
        return []
    zone = zone_of(p)
    assert zone is not None
    slots = [s for s in may_scout(state, zone) if hostile(state, _card(state, s), seat)]
    if not slots:
        return []
    order = shuffled(state, slots) if len(slots) > 1 else slots
    state["npc_scouting"] = {"target": seat, "zone": zone, "queue": order}
    line = ngettext(
        "In the %(zone)s sea zone, %(npcs)s scouts for %(name)s (MM-8.4.1).",
        "In the %(zone)s sea zone, %(npcs)s scout for %(name)s, in this order (MM-8.4.1).",
        len(order),
        zone=zone_name(state, zone),
        npcs=[npc_name(state, s) for s in order],
        name=name(state, seat),
    )
    return [line, *next_scout(state)]


def _card(state: State, slot: str) -> dict[str, Any]:
    card = active(state, slot)
    assert card is not None
    return card


def next_scout(state: State) -> list[Msg]:
    """Owe the next NPC's roll; none while a combat is on; the queue ends if the target
    died, left the zone or went into port (MM-Q27)."""
    scouting = state.get("npc_scouting")
    if not scouting or state.get("combat"):
        return []
    target = scouting["target"]
    p = player(state, target)
    while scouting["queue"] and alive(p) and at_sea(p) and zone_of(p) == scouting["zone"]:
        slot = scouting["queue"][0]
        if still_there(state, slot, scouting["zone"]) and hostile(
            state, _card(state, slot), target
        ):
            pool = scouting_pool(state, _card(state, slot), target)
            owe(
                state,
                "npc_scout_roll",
                [left_of(state, target)],
                slot=slot,
                target=target,
                pool=pool,
            )
            return []
        scouting["queue"].pop(0)
    state["npc_scouting"] = None
    return []


def forget_target(state: State, seat: int) -> None:
    """A captain dies (MM-12.1.1) while NPCs scout for him: nobody is left to find, so
    the rolls still owed against him go and the queue ends (as ``next_scout`` would)."""
    scouting = state.get("npc_scouting")
    if not scouting or scouting["target"] != seat:
        return
    state["waiting"] = [
        e
        for e in state["waiting"]
        if not (e["kind"] == "npc_scout_roll" and e.get("target") == seat)
    ]
    state["npc_scouting"] = None


def still_there(state: State, slot: str, zone: int) -> bool:
    return on_board(state, slot) and state["npcs"][slot]["zone"] == zone


def on_turn_start(state: State, seat: int) -> list[Msg]:
    """MM-8.4.1 trigger 2: the turn begins at sea in the NPC's zone."""
    return trigger(state, seat)


def on_enter_zone(state: State, seat: int) -> list[Msg]:
    """MM-8.4.1 trigger 1: the ship moved into the NPC's zone (out of port too); never in
    port (MM-8.4.5)."""
    return trigger(state, seat)


def on_combat_end(state: State) -> list[Msg]:
    """The combat an NPC's scouting began is over: the next NPC scouts (MM-8.5.4)."""
    return next_scout(state)


def npc_loc(state: State, slot: str) -> dict[str, int]:
    """MM-8.8.3: "The Enemy!" holds the NPC ship's full values."""
    printed = ship.card(state, _card(state, slot)["ship"])
    full = printed["seaworthiness"]
    return {
        "hull": full,
        "mast": full,
        "cargo": printed["cargo"],
        "crew": printed["crew"],
        "cannons": printed["cannons"],
    }


@move(
    "npc_scout_roll",
    N_("Roll the NPC's Scouting"),
    dice_arg(),
    rule="MM-8.4.1",
    example={},
)
def npc_scout_roll(state: State, seat: int | None, *, dice: list[int] | None = None) -> Played:
    """MM-8.4.2, MM-8.4.4: the NPC's Scouting check; a success starts a naval combat with
    the NPC as aggressor (MM-9.1.1). A battle begun so costs the player no action."""
    entry = expect(state, "npc_scout_roll", seat, "MM-8.4.1")
    slot, target = entry["slot"], entry["target"]
    what = _("The Scouting of %(npc)s", npc=npc_name(state, slot))
    faces = take(state, dice, entry["pool"], "MM-8.4.4", what)
    done(state, entry)
    state["npc_scouting"]["queue"].pop(0)
    found = successes(faces)
    lines: list[Msg] = [
        ngettext(
            "Scouting of %(npc)s against %(name)s: %(faces)s, %(n)s success.",
            "Scouting of %(npc)s against %(name)s: %(faces)s, %(n)s successes.",
            found,
            npc=npc_name(state, slot),
            faces=roll_words(faces),
            name=name(state, target),
        )
    ]
    if found:
        lines.append(
            _(
                "Found: %(npc)s attacks %(name)s (MM-8.4.2).",
                npc=npc_name(state, slot),
                name=name(state, target),
            )
        )
        side = combat.npc_side(state, slot, target, npc_loc(state, slot))
        lines += combat.start_naval(state, side, combat.player_side(target))
    else:
        lines.append(
            _(
                "Not found: %(npc)s does not find %(name)s.",
                npc=npc_name(state, slot),
                name=name(state, target),
            )
        )
    return played(state, *lines, *next_scout(state))


def scout_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    label = ngettext(
        "Roll the NPC's Scouting: %(n)s die",
        "Roll the NPC's Scouting: %(n)s dice",
        pool_size(entry["pool"]),
    )
    return roll_offers("npc_scout_roll", label, entry["pool"])


def scout_prompt(state: State, entry: Entry) -> Msg:
    return ngettext(
        "%(name)s rolls %(n)s die of Scouting for %(npc)s against %(target)s (MM-8.4).",
        "%(name)s rolls %(n)s dice of Scouting for %(npc)s against %(target)s (MM-8.4).",
        entry["pool"],
        name=name(state, entry["seats"][0]),
        npc=npc_name(state, entry["slot"]),
        target=name(state, entry["target"]),
    )


OWED = (Owed("npc_scout_roll", scout_offers, scout_prompt),)
