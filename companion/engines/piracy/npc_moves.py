"""Step 2 of a turn (PIR-3.2.9, PIR-6.2.5, PIR-6.2.6, PIR-6.5.6, RULINGS PIR-Q-3,
PIR-Q-24, PIR-Q-26): after the active player's move, each hunter and the fleet move
npc_speed hexes. The players judge the map: the active player enters where each ends.
A hunter chases the nearest pirate it does not ignore (Terror above 0, not in a pirate
base nor in Europe, not beaten by it); the fleet sails to Europe and leaves the map there
(PIR-6.5.2). A hunter that ends on its target fights it in this turn's combat step."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.piracy import arrival
from companion.engines.piracy.seats import find_port, proper
from companion.engines.piracy.turn_state import own_step
from companion.engines.text import N_, Msg, _, ngettext


def same_hex(a: str | None, b: str | None) -> bool:
    return a is not None and b is not None and a.strip().casefold() == b.strip().casefold()


def hunted(state: State, hunter: dict[str, Any], seat: int) -> bool:
    """PIR-6.2.6, RULING PIR-Q-24: may this hunter chase (and fight) ``seat``?"""
    p = state["players"][seat]
    if not p["has_ship"] or p["terror"] == 0 or seat in hunter["ignored"]:
        return False
    if p["where"] in ("in_europe", "none"):
        return False
    port = find_port(state, p["at"] or "") if p["where"] == "in_port" else None
    return not (port is not None and port["kind"] == "pirate_base" and port["intact"])


def sharing(state: State, hunter: dict[str, Any]) -> list[int]:
    """The pirates a hunter may fight in its hex."""
    return [
        seat
        for seat, p in enumerate(state["players"])
        if same_hex(p["at"], hunter["hex"]) and hunted(state, hunter, seat)
    ]


def after_move(state: State, turn: dict[str, Any]) -> list[Msg]:
    """The move is made: the NPCs' step if any sails, else the arrival."""
    if state["hunters"] or state["fleet"] is not None:
        turn["step"] = "npcs"
        return []
    return arrival.after_move(state, turn)


@move(
    "move_npcs",
    N_("Move the hunters and the fleet"),
    Arg("hunters", "str_list", N_("where each hunter ends, in the order listed")),
    Arg("fleet", "str", N_("where the treasure fleet ends"), required=False),
    rule="PIR-3.2.9",
    example={"hunters": ["H20"], "fleet": "H31"},
)
def move_npcs(state: State, seat: int | None, *, hunters: list[str], fleet: str = "") -> Played:
    turn = own_step(
        state, seat, "npcs", "PIR-3.2.9", _("The hunters and the fleet move after your ship.")
    )
    moving = state["hunters"]
    hexes = hunters
    if len(hexes) != len(moving):
        raise RuleError(
            "PIR-6.2.5",
            ngettext(
                "Enter where the hunter ends.",
                "Enter where each of the %(n)s hunters ends.",
                len(moving),
            ),
        )
    if state["fleet"] is not None and not fleet:
        raise RuleError("PIR-6.5.6", _("Enter where the treasure fleet ends."))
    lines = []
    turn["reached"] = []
    for hunter, hex_ in zip(moving, [proper(h) for h in hexes], strict=True):
        if same_hex(hunter["hex"], hex_):
            # Already with its target, a hunter stays: no new battle in this turn
            # (PIR-EX-38); its target meets it again in his own combat step.
            lines.append(_("A hunter stays at %(hex)s.", hex=hunter["hex"]))
            continue
        hunter["hex"] = hex_
        lines.append(_("A hunter sails to %(hex)s.", hex=hex_))
        for target in sharing(state, hunter):
            if target != turn["seat"]:
                turn["reached"].append([hunter["id"], target])
    if state["fleet"] is not None:
        lines.append(fleet_moves(state, proper(fleet)))
    return played(state, *lines, *arrival.after_move(state, turn))


def fleet_moves(state: State, to: str) -> Msg:
    if any(same_hex(h, to) for h in state["europe"]):
        # PIR-6.5.2: home in Europe, the fleet leaves the map.
        state["fleet"] = None
        state["deck"]["discard"].append("treasure_fleet")
        return _("The treasure fleet reaches Europe and leaves the map.")
    state["fleet"]["hex"] = to
    return _("The treasure fleet sails to %(hex)s.", hex=to)


def npc_offers(state: State) -> list[LegalMove]:
    # With only the fleet at sea there is no hunter to place, and with only hunters no
    # fleet: nothing to ask.
    allowed: dict[str, list[Any]] = {} if state["hunters"] else {"hunters": [[]]}
    if state["fleet"] is None:
        allowed["fleet"] = [""]
    return [LegalMove("move_npcs", N_("Move the hunters and the fleet"), allowed)]
