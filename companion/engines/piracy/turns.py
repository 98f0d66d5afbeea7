"""The round and the turn (PIR-3.0, PIR-APP-5.2, PIR-APP-5.3): destroyed ports rolled for
at the start of each round (RULING PIR-Q-9), then each player's turn in seating order:
move, (the hunters and the fleet,) arrive in a port, in Europe or at sea, fight, feed the
crew. ``advance`` runs the steps that wait on no one after every move."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played, rng_draw
from companion.engines.dice import pad
from companion.engines.piracy import combat_step, ending, upkeep
from companion.engines.piracy.catalogue import rebuilt
from companion.engines.piracy.seats import name, player
from companion.engines.piracy.turn_state import new_turn
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import Entry, Owed, done, expect, owe, top


def begin_round(state: State, number: int) -> list[Msg]:
    """PIR-APP-5.2 ROUND_START: bars of past rounds dropped (RULING PIR-Q-13), one die
    owed for each port destroyed before this round (PIR-3.1.1, PIR-3.1.5)."""
    state["round"] = number
    for p in state["players"]:
        p["port_bars"] = {port: last for port, last in p["port_bars"].items() if last >= number}
    lines = [_("Round %(round)s begins.", round=number)]
    ruins = [p["name"] for p in state["ports"] if not p["intact"] and p["destroyed_round"] < number]
    if ruins:
        # Between turns: no one is to play until the ports' dice are in.
        state["current"], state["turn"] = None, None
        owe(state, "rebuild_rolls", None, ports=ruins)
        return lines
    return lines + begin_turn(state, state["order"][0])


def rebuild(state: State, ports: list[str], dice: list[int]) -> list[Msg]:
    lines = []
    for port_name, die in zip(ports, dice, strict=True):
        record = next(p for p in state["ports"] if p["name"] == port_name)
        if rebuilt(die):
            # PIR-3.1.3, PIR-3.1.4: a golden house again; a base comes back a normal port.
            record.update(
                intact=True, kind="normal", destroyed_round=None, rebuilt_round=state["round"]
            )
            lines.append(_("%(port)s (a %(die)s) is rebuilt.", port=port_name, die=die))
        else:
            lines.append(_("%(port)s (a %(die)s) stays in ruins.", port=port_name, die=die))
    return lines


@move(
    "enter_rebuild_rolls",
    N_("Enter the dice of the destroyed ports"),
    Arg("dice", "int_list", N_("one die per destroyed port, in the order listed"), min=1, max=6),
    rule="PIR-3.1",
    example={"dice": [5]},
)
def enter_rebuild_rolls(state: State, seat: int | None, *, dice: list[int]) -> Played:
    entry = expect(state, "rebuild_rolls", seat, "PIR-3.1.1")
    ports: list[str] = entry["ports"]
    if len(dice) != len(ports):
        raise RuleError(
            "PIR-3.1.1",
            ngettext(
                "Enter one die for the destroyed port: %(ports)s.",
                "Enter one die for each of the %(n)s destroyed ports: %(ports)s.",
                len(ports),
                ports=ports,
            ),
        )
    done(state, entry)
    lines = rebuild(state, ports, dice)
    return played(state, *lines, *begin_turn(state, state["order"][0]))


@move("roll_rebuilds", N_("Roll for the destroyed ports"), rule="PIR-3.1", system=True, example={})
def roll_rebuilds(state: State, seat: int | None) -> Played:
    """PIR-APP-3.3: the companion rolls, when the table lets it."""
    entry = expect(state, "rebuild_rolls", None, "PIR-3.1.1")
    dice = [rng_draw(state).randint(1, 6) for _port in entry["ports"]]
    done(state, entry)
    lines = rebuild(state, entry["ports"], dice)
    return played(state, *lines, *begin_turn(state, state["order"][0]))


def begin_turn(state: State, seat: int) -> list[Msg]:
    """T0 TURN_START: a lost turn is skipped whole (PIR-3.0.5, RULING PIR-Q-10)."""
    state["current"] = seat
    p = player(state, seat)
    if p["skip_next_turn"]:
        p["skip_next_turn"] = False
        state["turn"] = None
        return [_("%(name)s loses this turn.", name=name(state, seat)), *next_turn(state, seat)]
    state["turn"] = new_turn(seat)
    if p["where"] == "in_europe":
        p["europe_turn"] += 1
    return [_("%(name)s's turn.", name=name(state, seat))]


def next_turn(state: State, seat: int) -> list[Msg]:
    """T7 TURN_END: the next seat in order, or the next round."""
    order: list[int] = state["order"]
    at = order.index(seat)
    if at + 1 < len(order):
        return begin_turn(state, order[at + 1])
    return begin_round(state, state["round"] + 1)


def advance(state: State) -> list[Msg]:
    """After every move: the end of the game the moment it is reached (PIR-3.0.4), then the
    steps that wait on no one (the crew fed, the turn ended)."""
    lines: list[Msg] = []
    while state["phase"] == "turn":
        reached = ending.check_end(state)
        if reached:
            return lines + reached
        turn = state["turn"]
        if state["waiting"] or turn is None:
            break
        if turn["step"] == "combat" and state["battle"] is None:
            started = combat_step.run(state, turn)
            lines += started
            if not started and turn["step"] == "combat":
                break  # the pirate chooses his battles
        elif turn["step"] == "upkeep":
            lines += upkeep.run(state, turn)
        elif turn["step"] == "cargo":
            lines += upkeep.cargo(state, turn)
        elif turn["step"] == "end":
            lines += next_turn(state, turn["seat"])
        else:
            break
    return lines


def rebuild_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    if state["settings"]["app_dice"]:
        return []
    dice = pad(len(entry["ports"]))
    return [
        LegalMove(
            "enter_rebuild_rolls", N_("Enter the dice of the destroyed ports"), {"dice": dice}
        )
    ]


def rebuild_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "Roll one die for each destroyed port: %(ports)s (5 or 6: rebuilt).", ports=entry["ports"]
    )


OWED = (Owed("rebuild_rolls", rebuild_offers, rebuild_prompt),)


def pending_system_moves(state: State) -> list[dict[str, Any]]:
    entry = top(state)
    if entry is not None and entry["kind"] == "rebuild_rolls" and state["settings"]["app_dice"]:
        return [{"type": "roll_rebuilds", "args": {}, "key": f"rebuilds:{state['round']}"}]
    return []
