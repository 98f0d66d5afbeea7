"""The Scout action (MM-3.5): announce a ship in your sea zone, roll Scouting, and on a
success fight it at once: a naval combat against a player or an NPC (MM-9), a merchant
found against a merchant marker (``merchants.py``).

A target is a key: ``"seat:<n>"`` for a player captain, ``"npc:<slot>"`` for an NPC,
``"merchant"`` for the zone's merchant marker. ``state["turn"]["scouted"]`` keeps the
keys tried this turn (MM-3.5.4).
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders import combat, dice, merchants, ship
from companion.engines.merchants_marauders.combat import npc_title
from companion.engines.merchants_marauders.purse import add_bounty
from companion.engines.merchants_marauders.seats import (
    alive,
    at_sea,
    is_pirate,
    name,
    nation,
    player,
    seat_count,
    skill,
    zone_of,
)
from companion.engines.merchants_marauders.turns import take_action
from companion.engines.text import N_, Msg, Text, _, ngettext


def npc_card(state: State, slot: str) -> dict[str, Any]:
    cards = state["npcs"][slot]["cards"]
    return dict(cards[-1]) if cards else {}


def targets(state: State, seat: int) -> list[str]:
    """Every ship the seat may announce now: in its zone, at sea, not tried this turn."""
    p = player(state, seat)
    zone = zone_of(p)
    if zone is None or not at_sea(p):
        return []
    out = [
        f"seat:{s}"
        for s in range(seat_count(state))
        if s != seat
        and alive(player(state, s))
        and at_sea(player(state, s))
        and zone_of(player(state, s)) == zone
    ]
    out += [
        f"npc:{slot}"
        for slot, npc in state["npcs"].items()
        if npc.get("cards") and npc.get("zone") == zone
    ]
    if merchants.present(state, zone):
        out.append("merchant")
    tried = state["turn"]["scouted"] if state["turn"] else []
    return [t for t in out if t not in tried]


def target_labels(state: State) -> dict[Any, Text]:
    """The targets as players read them (forms)."""
    out: dict[Any, Text] = {f"seat:{s}": name(state, s) for s in range(seat_count(state))}
    out.update({f"npc:{slot}": npc_title(state, slot) for slot in state["npcs"]})
    out["merchant"] = _("the merchant")
    return out


def target_words(state: State, target: str) -> Text:
    return target_labels(state).get(target, _("that ship"))


def check_target(state: State, seat: int, target: str) -> None:
    """MM-3.5.1, MM-Q18, MM-3.5.4: the scout at sea, the target in his zone at sea, not
    tried this turn."""
    p = player(state, seat)
    if not at_sea(p):
        raise RuleError("MM-Q18", _("You can scout only from a ship at sea (MM-Q18)."))
    if target in state["turn"]["scouted"]:
        raise RuleError(
            "MM-3.5.4",
            _(
                "You have scouted for %(target)s this turn already (MM-3.5.4).",
                target=target_words(state, target),
            ),
        )
    if target not in targets(state, seat):
        raise RuleError(
            "MM-3.5.1",
            _(
                "You can scout only for a ship at sea in your own sea zone: a player "
                "captain, an NPC or a merchant marker (MM-3.5.1)."
            ),
        )


@move(
    "scout",
    N_("Scout for a ship"),
    Arg("target", "str", N_("the ship you scout for")),
    dice.dice_arg(),
    rule="MM-3.5.1",
    example={"target": "merchant"},
)
def scout(state: State, seat: int | None, *, target: str, dice: list[int] | None = None) -> Played:
    """MM-3.5: one action; Scouting rolled; on a success the fight starts at once."""
    p = take_action(state, seat, "MM-3.5.1")
    assert seat is not None
    check_target(state, seat, target)
    state["turn"]["scouted"].append(target)
    faces = take_dice(state, dice, skill(p, "scouting"))
    found = roll_line(state, seat, target, faces)
    if not any(f == 5 for f in faces):
        return played(state, found)
    if target == "merchant":
        zone = zone_of(p)
        assert zone is not None
        return played(state, found, *merchants.found(state, seat, zone))
    return played(state, found, *engage(state, seat, target))


def take_dice(state: State, entered: list[int] | None, pool: int) -> list[int]:
    return dice.take(state, entered, pool, "MM-3.5.2", _("Scouting"))


def roll_line(state: State, seat: int, target: str, faces: list[int]) -> Msg:
    words = dice.roll_words(faces)
    if dice.check_passed(faces):
        return _(
            "%(name)s scouts for %(target)s, rolls %(dice)s and finds the ship (MM-3.5.2).",
            name=name(state, seat),
            target=target_words(state, target),
            dice=words,
        )
    return _(
        "%(name)s scouts for %(target)s, rolls %(dice)s and does not find the ship (MM-3.5.2).",
        name=name(state, seat),
        target=target_words(state, target),
        dice=words,
    )


def engage(state: State, seat: int, target: str) -> list[Msg]:
    """MM-3.5.3, MM-6.2: the bounty for attacking a non-pirate first (before any die of
    the battle), then the naval combat with the scout as aggressor."""
    kind, key = target.split(":", 1)
    lines: list[Msg] = []
    if kind == "seat":
        other = int(key)
        wronged = nation(state, other)
        if not is_pirate(player(state, other)) and wronged is not None:
            lines.append(add_bounty(state, seat, wronged))
        defender = combat.player_side(other)
    else:
        card = npc_card(state, key)
        if card.get("nation"):
            # MM-6.1.2: a warship is no pirate; the bounty is from its nation.
            lines.append(add_bounty(state, seat, str(card["nation"])))
        defender = combat.npc_side(state, key, seat, npc_full_values(state, str(card["ship"])))
    return lines + combat.start_naval(state, combat.player_side(seat), defender)


def npc_full_values(state: State, ship_type: str) -> dict[str, int]:
    """MM-8.8.3: an NPC enters a battle undamaged, at its ship card's values."""
    printed = ship.card(state, ship_type)
    return {
        "hull": printed["seaworthiness"],
        "mast": printed["seaworthiness"],
        "cargo": printed["cargo"],
        "crew": printed["crew"],
        "cannons": printed["cannons"],
    }


def actions(state: State, seat: int) -> list[LegalMove]:
    if state["turn"]["actions"] <= 0:
        return []
    found = targets(state, seat)
    if not found:
        return []
    pool = dice.pool_size(skill(player(state, seat), "scouting"))
    label = ngettext(
        "Scout for a ship (Scouting, %(n)s die)",
        "Scout for a ship (Scouting, %(n)s dice)",
        pool,
    )
    return dice.roll_offers("scout", label, pool, {"target": found})
