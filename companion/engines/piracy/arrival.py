"""Step 3 of a turn (PIR-3.3, PIR-3.32, PIR-5.04): where the move ended decides what
follows. A ship that enters a port has its four dice rolled by the player on its right
(PIR-3.32.1; a pirate base only for a captain holding a Letter of Marque, RULING PIR-Q-11)
and then takes one port option; a ship in Europe does nothing on its arrival turn and
trades from the next (RULING PIR-Q-31); a ship at sea draws an event card or buries."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.dice import one_die
from companion.engines.piracy import battle
from companion.engines.piracy.seats import find_port, name, player
from companion.engines.piracy.turn_state import own_step
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, done, expect, owe

FORTRESS = 10  # PIR-3.32.12


def right_of(state: State, seat: int) -> int:
    """The player on ``seat``'s right: play goes clockwise, so the one before him."""
    order: list[int] = state["order"]
    return order[(order.index(seat) - 1) % len(order)]


def after_move(state: State, turn: dict[str, Any]) -> list[Msg]:
    seat = turn["seat"]
    p = player(state, seat)
    if p["where"] == "in_port":
        turn["step"] = "port"
        port = find_port(state, p["at"])
        if port is not None and p["port_values"] is None and needs_dice(port, p):
            fixed = port["fixed_battle"] is not None
            owe(state, "port_dice", [right_of(state, seat), seat], port=port["name"], fixed=fixed)
        return []
    if p["where"] == "in_europe":
        if p["europe_turn"] <= 1:
            turn["step"] = "upkeep"
            return [
                _(
                    "The voyage was long: %(name)s does nothing more this turn.",
                    name=name(state, seat),
                )
            ]
        turn["step"] = "europe"
        return []
    turn["step"] = "sea"
    return []


def needs_dice(port: dict[str, Any], p: dict[str, Any]) -> bool:
    """RULING PIR-Q-11 (4): a base's values matter only to a captain who may attack it."""
    return port["kind"] != "pirate_base" or bool(p["letter"])


def port_values(port: dict[str, Any], red: int, yellow: int, blue: int) -> dict[str, int]:
    """PIR-3.32.1, PIR-3.32.2, RULING PIR-Q-11: one modifier on battle and gold, never
    below 0; rations unmodified."""
    modifier = port["modifier"]
    return {
        "battle": max(0, red + modifier),
        "gold": max(0, yellow + modifier),
        "rations": blue,
    }


@move(
    "enter_port_dice",
    N_("Enter the port's dice"),
    Arg("red", "int_list", N_("the two red dice"), min=1, max=6, length=2),
    Arg("yellow", "int", N_("the yellow die"), min=1, max=6),
    Arg("blue", "int", N_("the blue die"), min=1, max=6),
    rule="PIR-3.32.1",
    example={"red": [3, 4], "yellow": 3, "blue": 3},
)
def enter_port_dice(
    state: State, seat: int | None, *, red: list[int], yellow: int, blue: int
) -> Played:
    entry = expect(state, "port_dice", seat, "PIR-3.32.1")
    if entry["fixed"]:
        raise RuleError(
            "PIR-7.3.1", _("This port's battle and gold are fixed: enter the blue die only.")
        )
    return played(state, *record_values(state, entry, sum(red), yellow, blue))


@move(
    "enter_port_rations",
    N_("Enter the port's blue die"),
    Arg("blue", "int", N_("the blue die"), min=1, max=6),
    rule="PIR-7.3.1",
    example={"blue": 3},
)
def enter_port_rations(state: State, seat: int | None, *, blue: int) -> Played:
    """PIR-7.3, RULING PIR-Q-40: battle and gold are the port's own; rations rolled."""
    entry = expect(state, "port_dice", seat, "PIR-3.32.1")
    if not entry["fixed"]:
        raise RuleError("PIR-3.32.1", _("Enter the two red dice and the yellow die too."))
    port = port_of(state, entry)
    return played(
        state, *record_values(state, entry, port["fixed_battle"], port["fixed_gold"], blue)
    )


def port_of(state: State, entry: Entry) -> dict[str, Any]:
    port = find_port(state, entry["port"])
    assert port is not None  # entered ports stay on the map
    return port


def record_values(state: State, entry: Entry, red: int, yellow: int, blue: int) -> list[Msg]:
    port = port_of(state, entry)
    mover: int = entry["seats"][1]
    values = port_values(port, red, yellow, blue)
    player(state, mover)["port_values"] = values
    done(state, entry)
    lines = [
        _(
            "%(port)s: Battle %(battle)s, gold %(gold)s, rations %(rations)s.",
            port=port["name"],
            **values,
        )
    ]
    if values["battle"] >= FORTRESS:
        lines.append(_("%(port)s is a fortress and guards a Noble.", port=port["name"]))
    pending = state.get("battle")
    if pending is not None and pending["stage"] == "await_values":
        # The port's values were owed to an attack (RULING PIR-Q-11 (5)): it goes on.
        battle.ask_dice(state, pending, "combat")
    return lines


@move("port_done", N_("Done in port"), rule="PIR-3.32.3", example={})
def port_done(state: State, seat: int | None) -> Played:
    turn = own_step(state, seat, ("port", "europe"), "PIR-3.32.3", _("The ship is not in port."))
    # Hunters follow into normal ports (PIR-6.2.6); Europe sees no battle (PIR-Q-31).
    turn["step"] = "combat" if turn["step"] == "port" else "upkeep"
    return played(state, _("%(name)s is done in port.", name=name(state, turn["seat"])))


def dice_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    if entry["fixed"]:
        return [
            LegalMove("enter_port_rations", N_("Enter the port's blue die"), {"blue": one_die()})
        ]
    return [
        LegalMove(
            "enter_port_dice",
            N_("Enter the port's dice"),
            {"yellow": one_die(), "blue": one_die()},
        )
    ]


def dice_prompt(state: State, entry: Entry) -> Msg:
    roller, mover = entry["seats"]
    if entry["fixed"]:
        return _(
            "%(roller)s rolls the blue die for %(name)s's visit to %(port)s.",
            roller=name(state, roller),
            name=name(state, mover),
            port=entry["port"],
        )
    return _(
        "%(roller)s rolls the four dice of %(port)s for %(name)s.",
        roller=name(state, roller),
        port=entry["port"],
        name=name(state, mover),
    )


OWED = (Owed("port_dice", dice_offers, dice_prompt),)
