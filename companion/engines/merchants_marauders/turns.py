"""The round and the turn (MM-3, section F of the digest).

A round: the merchant check and the event card (``start_round``, a bookkeeping step),
then each player's turn of three actions clockwise from the starting player, then the
end of the round (``end_round``: NPC arrivals, the end after a declaration). An action
move calls ``take_action`` first; every move ends with ``advance``, which ends a turn
when its actions are spent and nothing is owed.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.catalogue import ACTIONS_PER_TURN, MERCHANT_TRACK_REFILL
from companion.engines.merchants_marauders.death import new_captain_due
from companion.engines.merchants_marauders.glory import due_declarations
from companion.engines.merchants_marauders.scoring import end_game
from companion.engines.merchants_marauders.seats import alive, in_port, name, player, seat_count
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import owe, top


def fresh_turn() -> dict[str, Any]:
    return {
        "actions": ACTIONS_PER_TURN,
        "acted": False,
        "port_done": False,
        "scouted": [],
        "activities": [],
        "demand_changed": False,
        "missions_tried": [],
    }


def take_action(state: State, seat: int | None, rule: str = "MM-3.3.2") -> dict[str, Any]:
    """One of the turn's three actions (MM-3.3.2): only the player in turn, with an action
    left and nothing else owed. The player's record."""
    if state["phase"] != "turn" or seat is None or seat != state["current"]:
        raise RuleError("MM-3.3.1", _("It is not your turn (MM-3.3.1)."))
    if top(state) is not None:
        raise RuleError("MM-3.3.2", _("Finish what the table is waiting for first (MM-3.3.2)."))
    if state["turn"]["actions"] <= 0:
        raise RuleError("MM-3.3.2", _("You have no action left this turn (MM-3.3.2)."))
    state["turn"]["actions"] -= 1
    state["turn"]["acted"] = True
    return player(state, seat)


def start_turn(state: State, seat: int) -> list[Msg]:
    state["current"] = seat
    state["turn"] = fresh_turn()
    p = player(state, seat)
    p["turns"] += 1
    lines = [_("%(name)s's turn (round %(round)s).", name=name(state, seat), round=state["round"])]
    lines += new_captain_due(state, seat)
    if state["phase"] == "over":
        return lines
    from companion.engines.merchants_marauders import areas  # the areas import this module

    return lines + areas.on_turn_start(state, seat)


def end_turn(state: State) -> list[Msg]:
    after = (state["current"] + 1) % seat_count(state)
    if after == state["first"]:
        state["phase"] = "round_end"
        state["current"] = None
        state["turn"] = None
        return []
    return start_turn(state, after)


def advance(state: State, lines: list[Msg] | None = None) -> list[Msg]:
    """End turns that are over (actions spent or the captain dead, nothing owed)."""
    out = list(lines or [])
    while state["phase"] == "turn" and top(state) is None:
        p = player(state, state["current"])
        if state["turn"]["actions"] > 0 and alive(p):
            break
        out += end_turn(state)
    return out


def begin_turns(state: State) -> list[Msg]:
    """After the event card: the starting player's turn (MM-3.1.1)."""
    state["phase"] = "turn"
    return advance(state, start_turn(state, state["first"]))


@move("start_round", N_("Start the round"), rule="MM-3.1.2", system=True)
def start_round(state: State, seat: int | None) -> Played:
    """MM-3.1.2, MM-5.1.3, MM-Q17: the merchant check, then the event card (MM-2.4.1: none
    left ends the game)."""
    state["round"] += 1
    lines: list[Msg] = [_("Round %(round)s begins.", round=state["round"])]
    if state["merchant_track"] >= MERCHANT_TRACK_REFILL:
        lines.append(refill_merchants(state))
    if state["event_deck"] <= 0:
        return played(state, *lines, end_game(state, "MM-2.4.1"))
    state["phase"] = "event"
    owe(state, "event", [state["first"]])
    return played(state, *lines)


def refill_merchants(state: State) -> Msg:
    """MM-Q17: the 8 markers of the track go to the zones that lack one."""
    empty = [z for z, present in state["merchants"].items() if not present]
    on_track = state["merchant_track"]
    placed = empty[:on_track]
    for z in placed:
        state["merchants"][z] = True
    state["merchant_track"] -= len(placed)
    # The track may hold more than 8 when a round took several markers (MM-Q17).
    return ngettext(
        "The merchant track holds %(track)s markers: they go face down, one into the sea "
        "zone without one (MM-5.1.3).",
        "The merchant track holds %(track)s markers: they go face down, one into each of the "
        "%(n)s sea zones without one (MM-5.1.3).",
        len(placed),
        track=on_track,
    )


@move("end_round", N_("End the round"), rule="MM-3.1.3", system=True)
def end_round(state: State, seat: int | None) -> Played:
    """MM-3.1.3: NPCs placed or moved as the event cards ordered, then the end of the
    game if someone declared this round (MM-2.3.2)."""
    from companion.engines.merchants_marauders import areas  # the areas import this module

    lines: list[Msg] = [_("Round %(round)s is over.", round=state["round"])]
    lines += areas.on_round_end(state)
    if state["declared_end"]:
        return played(state, *lines, end_game(state, "MM-2.3.2"))
    state["phase"] = "round_start"
    return played(state, *lines)


def pending_system_moves(state: State) -> list[dict[str, Any]]:
    if state["phase"] == "over":
        return []
    for seat in due_declarations(state):
        return [{"type": "declare_target", "args": {"player": seat}, "key": f"declare:{seat}"}]
    if (
        state["phase"] == "setup"
        and not state["waiting"]
        and any(p["setup"] for p in state["players"])
    ):
        return [{"type": "reveal_captains", "args": {}, "key": "reveal_captains"}]
    if state["phase"] == "round_start" or (state["phase"] == "setup" and not state["waiting"]):
        return [{"type": "start_round", "args": {}, "key": f"start_round:{state['round'] + 1}"}]
    if state["phase"] == "round_end" and not state["waiting"]:
        return [{"type": "end_round", "args": {}, "key": f"end_round:{state['round']}"}]
    return []


@move(
    "pass_turn",
    N_("End your turn"),
    rule="MM-Q4",
    example={},
    confirm=N_("End your turn now? The actions you have left are lost."),
)
def pass_turn(state: State, seat: int | None) -> Played:
    """MM-Q4: a player may end the turn at any time; unused actions are lost."""
    if state["phase"] != "turn" or seat is None or seat != state["current"]:
        raise RuleError("MM-3.3.1", _("It is not your turn (MM-3.3.1)."))
    if top(state) is not None:
        raise RuleError("MM-3.3.2", _("Finish what the table is waiting for first (MM-3.3.2)."))
    state["turn"]["actions"] = 0
    return played(state, *advance(state, [_("%(name)s ends the turn.", name=name(state, seat))]))


@move(
    "retire",
    N_("Retire your captain"),
    rule="MM-12.4.2",
    example={},
    confirm=N_("Retire your captain? This turn ends, and next turn you play a new captain."),
)
def retire(state: State, seat: int | None) -> Played:
    """MM-12.4.2, MM-Q44: in port, at the start of the turn before any action; the turn
    ends, and the next one starts with the death procedure and a new captain."""
    if state["phase"] != "turn" or seat is None or seat != state["current"]:
        raise RuleError("MM-3.3.1", _("It is not your turn (MM-3.3.1)."))
    p = player(state, seat)
    if state["turn"]["acted"] or not in_port(p) or top(state) is not None:
        raise RuleError(
            "MM-12.4.2",
            _(
                "You may retire only in a port, at the start of your turn, before any action (MM-12.4.2)."
            ),
        )
    p["status"] = "retiring"
    state["turn"]["actions"] = 0
    line = _("%(name)s retires the captain: the turn ends (MM-12.4).", name=name(state, seat))
    return played(state, *advance(state, [line]))


def actions(state: State, seat: int) -> list[LegalMove]:
    out = [LegalMove("pass_turn", N_("End your turn"))]
    p = player(state, seat)
    if not state["turn"]["acted"] and in_port(p):
        out.append(LegalMove("retire", N_("Retire your captain")))
    return out
