"""Steps 1 of a turn (PIR-3.2, PIR-3.31.7, PIR-5.04, PIR-7.4): gold thrown overboard
before moving, then the move: up to the effective Sails (an overfull hold slows the
ship, never below 1), ending at sea, in a port the ship enters, or in Europe. The map is
not the companion's (RULING PIR-Q-3): the player enters the hexes moved and where the
ship ends; the companion checks the count and what the rules say of ports and Europe."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.piracy import npc_moves
from companion.engines.piracy.catalogue import HOLD_MAX, SAILS_MAX, overload_penalty
from companion.engines.piracy.seats import find_port, name, player, proper
from companion.engines.piracy.turn_state import own_step
from companion.engines.text import N_, Msg, _


def penalty(state: State, p: dict[str, Any]) -> int:
    """PIR-7.4.2, RULING PIR-Q-36: only the yellow tokens in the hold count."""
    return overload_penalty(p["hold"]) if state["settings"]["overfull_hold"] else 0


def effective_sails(state: State, p: dict[str, Any]) -> int:
    """PIR-7.4.3: the range (and a duel's sailing value), never below 1 for a loaded ship."""
    lost = penalty(state, p)
    return int(p["sails"]) if lost == 0 else max(1, p["sails"] - lost)


@move(
    "jettison",
    N_("Throw gold overboard"),
    Arg("tokens", "int", N_("gold tokens from the hold"), min=1, max=HOLD_MAX),
    rule="PIR-3.31.7",
    example={"tokens": 2},
    anytime=True,
    confirm=N_("Throw %(tokens)s gold tokens into the sea?"),
)
def jettison(state: State, seat: int | None, *, tokens: int) -> Played:
    turn = own_step(
        state, seat, "move", "PIR-3.31.7", _("Gold goes overboard before the ship moves.")
    )
    p = player(state, turn["seat"])
    chests = (p["mission"] or {}).get("cargo", {}).get("gold", 0)
    if p["hold"] < tokens <= p["hold"] + chests:
        raise RuleError(
            "PIR-3.31.8", _("Chests of your current mission may not be thrown overboard.")
        )
    if tokens > p["hold"]:
        raise RuleError("PIR-3.31.7", _("Your hold has only %(hold)s gold tokens.", hold=p["hold"]))
    p["hold"] -= tokens
    return played(
        state,
        _(
            "%(name)s throws %(tokens)s gold overboard; %(hold)s left in the hold.",
            name=name(state, turn["seat"]),
            tokens=tokens,
            hold=p["hold"],
        ),
    )


@move(
    "sail",
    N_("Move your ship"),
    Arg("hexes", "int", N_("hexes moved (0: stay where you are)"), min=0, max=SAILS_MAX),
    Arg("to", "str", N_("the hex or port where the ship ends"), required=False),
    Arg("enter_port", "bool", N_("enter the port there"), required=False, default=False),
    rule="PIR-3.2",
    example={"hexes": 3, "to": "Tortuga", "enter_port": True},
)
def sail(state: State, seat: int | None, *, hexes: int, enter_port: bool, to: str = "") -> Played:
    turn = own_step(state, seat, "move", "PIR-3.2.1", _("The ship has moved this turn."))
    who = turn["seat"]
    p = player(state, who)
    if p["where"] == "in_europe" and hexes > 0 and p["europe_turn"] < 3:
        raise RuleError(
            "PIR-5.04.6", _("You can sail home from Europe only on your third turn there.")
        )
    most = effective_sails(state, p)
    if hexes > most:
        raise RuleError("PIR-3.2.1", _("Your ship can move at most %(n)s hexes this turn.", n=most))
    turn["moved"] = hexes > 0
    if hexes == 0:
        line = stay(state, who)
    else:
        if not to:
            raise RuleError("PIR-3.2.1", _("Say which hex or port the ship ends on."))
        line = arrive(state, who, to, enter_port)
    turn["at_sea"] = p["where"] == "at_sea"
    return played(state, line, *npc_moves.after_move(state, turn))


def stay(state: State, seat: int) -> Msg:
    """PIR-3.2.2, PIR-3.32.4: at anchor, a port's values are kept."""
    p = player(state, seat)
    where = p["at"] or ""
    return _("%(name)s stays at %(where)s.", name=name(state, seat), where=where)


def arrive(state: State, seat: int, to: str, enter_port: bool) -> Msg:
    p = player(state, seat)
    who = name(state, seat)
    # Leaving a port voids its values: coming straight back rolls again (PIR-3.32.5).
    p.update(port_values=None, europe_turn=0)
    europe = [h for h in state["europe"] if h.casefold() == to.strip().casefold()]
    if europe:
        # PIR-5.04.3, PIR-5.04.4: entering Europe ends the move; the arrival turn counts 1.
        p.update(at=europe[0], where="in_europe", europe_turn=1)
        return _("%(name)s reaches Europe (%(hex)s).", name=who, hex=europe[0])
    port = find_port(state, to)
    if not enter_port:
        p.update(at=port["name"] if port else proper(to), where="at_sea")
        return _("%(name)s ends at sea on %(hex)s.", name=who, hex=p["at"])
    if port is None:
        raise RuleError("PIR-3.2.7", _("There is no port called %(port)s on this map.", port=to))
    if not port["intact"]:
        # RULING PIR-Q-37: a destroyed port's hex is a sea hex.
        raise RuleError(
            "PIR-3.32.15", _("%(port)s lies in ruins: it cannot be entered.", port=port["name"])
        )
    barred = p["port_bars"].get(port["name"])
    if barred is not None and barred >= state["round"]:
        raise RuleError(
            "PIR-3.32.13",
            _(
                "You destroyed %(port)s; you can't visit or attack it until round %(round)s.",
                port=port["name"],
                round=barred + 1,
            ),
        )
    p.update(at=port["name"], where="in_port")
    return _("%(name)s enters %(port)s.", name=who, port=port["name"])
