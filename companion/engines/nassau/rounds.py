"""NAS-2.0 The round as a state machine: which step, whose turn, when a step is over.

Steps: setup, dice (1), piracy (2), notoriety (3), navy (4), nassau (5), then the bookkeeping
steps navy_reveal (6), merchants (7), restock (8) and prepare (9), made by system moves, and
finally over. Every move function ends by calling :func:`advance`, which moves the machine on
as far as it can go without a player.
"""

from __future__ import annotations

from companion.engines.base import RuleError, State
from companion.engines.nassau.catalogue import RESOURCES
from companion.engines.nassau.hold import capacity, hold_total, move_to_supply
from companion.engines.nassau.house import NEW_SECTION, end_of_step_capacity
from companion.engines.nassau.seats import ascending, current_seat, descending, name
from companion.engines.nassau.words import pending_name, step_name
from companion.engines.text import Msg, Text, _

STEP_NUMBERS = {
    "setup": 0,
    "dice": 1,
    "piracy": 2,
    "notoriety": 3,
    "navy": 4,
    "nassau": 5,
    "navy_reveal": 6,
    "merchants": 7,
    "restock": 8,
    "prepare": 9,
    "over": 10,
}
BOOKKEEPING = ("navy_reveal", "merchants", "restock", "prepare")
# The companion's own move for each bookkeeping step (bookkeeping.py).
SYSTEM_MOVES = {
    "navy_reveal": "replace_navy_cards",
    "merchants": "merchants_set_sail",
    "restock": "restock_nassau",
    "prepare": "prepare_next_voyage",
}
STEP_RULES = {
    "setup": "NAS-1.7.5",
    "dice": "NAS-2.1.1",
    "piracy": "NAS-2.2.1",
    "notoriety": "NAS-2.3.2",
    "navy": "NAS-2.4.1",
    "nassau": "NAS-2.5.3",
    "navy_reveal": "NAS-2.6.1",
    "merchants": "NAS-2.7.4",
    "restock": "NAS-2.8.2",
    "prepare": "NAS-2.9.1",
    "over": "NAS-3.1",
}


def require_step(state: State, step: str, what: Text = "") -> None:
    """The table is at ``step``; ``what`` (the entry refused) is kept for callers' sake."""
    if state["step"] != step:
        raise RuleError(
            STEP_RULES.get(state["step"], "NAS-2.0.1"),
            _(
                "Not now: this belongs to %(needed)s, and the table is at %(now)s.",
                needed=step_name(step),
                now=step_name(state["step"]),
            ),
        )


def require_no_pending(state: State) -> None:
    if state["pending"]:
        head = state["pending"][0]
        if head["kind"] == "describe_space":
            raise RuleError(
                "NAS-Q1",
                _(
                    "First the table must tell what space %(space)s is: a port or a trade route.",
                    space=head["space"],
                ),
            )
        raise RuleError(
            head["rule"],
            _(
                "First %(name)s must %(what)s.",
                name=name(state, head["seat"]),
                what=pending_name(head["kind"]),
            ),
        )


def require_turn(state: State, seat: int | None, rule: str) -> None:
    require_no_pending(state)
    if seat is None or current_seat(state) != seat:
        who = current_seat(state)
        if who is None:
            raise RuleError(rule, _("It is nobody's turn now."))
        raise RuleError(rule, _("It is %(name)s's turn, not yours.", name=name(state, who)))


def start_piracy(state: State) -> None:
    # NAS-2.2.2 with NAS-Q11: the ascending order is fixed at the start of the step.
    state["step"] = "piracy"
    state["turn"] = {"queue": ascending(state), "pos": 0, "pass": 1, "phase": "move"}


def start_notoriety(state: State) -> None:
    state["step"] = "notoriety"
    state["turn"] = {"queue": descending(state), "pos": 0, "acted": False}  # NAS-2.3.2


def start_navy(state: State) -> None:
    state["step"] = "navy"
    state["turn"] = {"queue": ascending(state), "pos": 0, "acted": False}  # NAS-2.4.1


def start_nassau(state: State) -> None:
    # NAS-2.5.1 and NAS-Q14: dice, ship tokens and tokens under dice leave the board.
    for p in state["players"]:
        p["space"] = None
        for die in p["dice"] or []:
            die["space"] = None
        state["supply"]["trade_wind"] += p["wind_under_dice"]
        p["wind_under_dice"] = 0
        p["done_buying"] = False
    state["step"] = "nassau"
    state["turn"] = {"phase": "buying", "queue": descending(state), "pos": 0}  # NAS-2.5.3


def _next_buyer(state: State) -> None:
    turn = state["turn"]
    queue = turn["queue"]
    if all(state["players"][s]["done_buying"] for s in queue):
        # NAS-2.5.12: burying, in descending notoriety order (fixed now, NAS-Q11).
        state["turn"] = {"phase": "burying", "queue": descending(state), "pos": 0}
        return
    pos = turn["pos"]
    for _step in range(len(queue)):
        pos = (pos + 1) % len(queue)
        if not state["players"][queue[pos]]["done_buying"]:
            break
    turn["pos"] = pos


def end_buy_turn(state: State) -> None:
    _next_buyer(state)


def _excess_check(state: State) -> None:
    """NAS-2.5.15 / NAS-Q28: resources beyond capacity are lost; the owner picks which."""
    for seat in descending(state):
        p = state["players"][seat]
        room = end_of_step_capacity(state, p)
        excess = hold_total(p) - room
        if excess <= 0:
            continue
        kinds = [r for r in RESOURCES if p["hold"][r] > 0]
        # A loss only the house reading of NAS-Q7 makes is chosen, so that it is said.
        if len(kinds) == 1 and room == capacity(p):
            move_to_supply(state, p, {kinds[0]: excess})
        else:
            state["pending"].append(
                {
                    "kind": "excess",
                    "seat": seat,
                    "count": excess,
                    "rule": "NAS-2.5.15" if room == capacity(p) else NEW_SECTION.ruling_id,
                }
            )


def advance(state: State) -> State:
    """Move the round on as far as it goes without a player's or the companion's move."""
    for _round in range(200):
        if not _step_forward(state):
            break
    return state


def _step_forward(state: State) -> bool:  # one branch per step
    from companion.engines.nassau.setup import finish_setup, setup_missing

    step = state["step"]
    if state["over"] or state["pending"]:
        return False
    turn = state["turn"]
    if step == "setup":
        if setup_missing(state):
            return False
        finish_setup(state)
        start_piracy(state)
        return True
    if step == "dice":
        if any(p["dice"] is None for p in state["players"]):
            return False
        start_piracy(state)
        return True
    if step == "piracy":
        if turn["phase"] != "done":
            return False
        turn["pos"] += 1
        turn["phase"] = "move"
        if turn["pos"] >= len(turn["queue"]):
            turn["pos"] = 0
            turn["pass"] += 1
            if turn["pass"] > 3:  # NAS-2.2.1: three piracy phases each
                start_notoriety(state)
        return True
    if step in ("notoriety", "navy"):
        if turn["pos"] >= len(turn["queue"]):
            if step == "notoriety":
                start_navy(state)
            else:
                start_nassau(state)
            return True
        if not turn["acted"]:
            return False
        turn["pos"] += 1
        turn["acted"] = False
        return True
    if step == "nassau":
        if turn["phase"] == "burying" and turn["pos"] >= len(turn["queue"]):
            turn["phase"] = "excess"
            _excess_check(state)
            return True
        if turn["phase"] == "excess":
            state["step"] = "navy_reveal"
            state["bk_started"] = False
            state["turn"] = {}
            return True
        return False
    if step in BOOKKEEPING and state["bk_started"]:
        return _bookkeeping_done(state)
    return False


def _bookkeeping_done(state: State) -> bool:
    """A bookkeeping step whose cards the table has all entered hands over to the next."""
    step, reveal = state["step"], state["reveal"]
    if step == "navy_reveal" and reveal["navy"] == 0:
        state["step"], state["bk_started"] = "merchants", False
        return True
    if step == "merchants" and not reveal["merchants"]:
        state["step"], state["bk_started"] = "restock", False
        return True
    if step == "restock" and not any(reveal["tiles"].values()):
        state["step"], state["bk_started"] = "prepare", False
        return True
    return False


def setup_complete(state: State) -> list[Msg]:
    """Once setup is complete: the starting notoriety the first roll gave (NAS-1.7.4)."""
    if state["step"] == "setup" or state["round"] != 1:
        return []
    order = sorted(range(state["n"]), key=lambda s: state["players"][s]["notoriety"])
    return [
        _(
            "Setup is complete; notoriety from lowest to highest: %(names)s.",
            names=[name(state, s) for s in order],
        )
    ]
