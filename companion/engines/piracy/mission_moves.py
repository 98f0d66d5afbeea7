"""Missions in play (PIR-5.09, RULINGS PIR-Q-2, PIR-Q-30, PIR-Q-32): a new one drawn in a
pirate base once the last is done (category A until the first is completed; four at
most in a game, counting the one in progress), and one completed whenever the player
says its task is done: +1 Terror, the reward split between the gold scale and the hold.
Never in a turn with a port attack (PIR-3.4.5)."""

from __future__ import annotations

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.piracy.catalogue import (
    HOLD_MAX,
    MISSION_CATEGORIES,
    MISSION_COUNTERS,
    MISSIONS_MAX,
    TERROR_MAX,
)
from companion.engines.piracy.missions import CARGO_ARGS, TASK_ARG, mission_held, mission_record
from companion.engines.piracy.seats import name, player
from companion.engines.piracy.trade import in_base, trading
from companion.engines.piracy.turn_state import own_step
from companion.engines.text import N_, _

NO_ATTACK = N_("You cannot complete or draw a mission and attack a port in the same turn.")


@move(
    "draw_mission",
    N_("Enter the mission you drew"),
    Arg(
        "category",
        "choice",
        N_("the mission's category"),
        choices=MISSION_CATEGORIES,
        choice_labels=(N_("A"), N_("B"), N_("C")),
    ),
    Arg("number", "int", N_("the number on the mission counter"), min=1, max=MISSION_COUNTERS),
    *CARGO_ARGS,
    TASK_ARG,
    rule="PIR-5.09.3",
    example={"category": "B", "number": 4, "spy": 1},
    secret_args=("category", "number", "task"),
)
def draw_mission(
    state: State,
    seat: int | None,
    *,
    category: str,
    number: int,
    task: str | None = None,
    **cargo: int,
) -> Played:
    who, p, place = trading(state, seat, "PIR-5.09.3")
    in_base(place, "PIR-5.09.3", _("Missions are drawn in a pirate base."))
    if state["turn"]["port_attacked"]:
        raise RuleError("PIR-3.4.5", _(NO_ATTACK))
    if p["mission"] is not None:
        raise RuleError("PIR-5.09.7", _("Complete your current mission before drawing a new one."))
    if len(p["missions_done"]) >= MISSIONS_MAX:
        raise RuleError("PIR-5.09.7", _("You have had your four missions of this game."))
    if category != "A" and not p["missions_done"]:
        # RULING PIR-Q-32 (2): category A until the first mission is completed.
        raise RuleError("PIR-5.09.3", _("Until you complete your first mission, draw category A."))
    record = mission_record(category, number, cargo, task)
    if mission_held(state, record["id"]):
        raise RuleError(
            "PIR-5.09.3", _("Mission %(id)s is held by another player.", id=record["id"])
        )
    p["mission"] = record
    state["turn"]["mission_done_or_drawn"] = True
    return played(
        state,
        _("%(name)s draws a new mission.", name=name(state, who)),
        private={who: _("Your mission: %(id)s.", id=record["id"])},
    )


@move(
    "complete_mission",
    N_("Complete your mission"),
    Arg("reward", "int", N_("the reward on the mission sheet"), min=0, max=40),
    Arg("to_scale", "int", N_("gold of the reward that goes on the gold scale"), min=0, max=40),
    rule="PIR-5.09.9",
    example={"reward": 6, "to_scale": 4},
)
def complete_mission(state: State, seat: int | None, *, reward: int, to_scale: int) -> Played:
    turn = own_step(
        state,
        seat,
        ("port", "europe", "sea"),
        "PIR-5.09.9",
        _("A mission is completed in your turn, after your move."),
    )
    who: int = turn["seat"]
    p = player(state, who)
    mission = p["mission"]
    if mission is None:
        raise RuleError("PIR-5.09.9", _("You hold no mission."))
    if turn["port_attacked"]:
        raise RuleError("PIR-3.4.5", _(NO_ATTACK))
    if mission["rum_spoiled"]:
        raise RuleError(
            "PIR-3.5.4", _("Your rum is spoiled: buy a new load in a pirate base first.")
        )
    if to_scale > reward:
        raise RuleError(
            "PIR-5.09.9",
            _("The reward is %(reward)s: no more than that goes on the scale.", reward=reward),
        )
    p["terror"] = min(TERROR_MAX, p["terror"] + 1)
    p["gold_scale"] += to_scale
    kept = reward - to_scale
    room = HOLD_MAX - p["hold"]
    p["hold"] += min(kept, room)
    p["missions_done"].append(mission["id"])
    p["mission"] = None
    turn["mission_done_or_drawn"] = True
    lines = [
        _(
            "%(name)s completes a mission: Terror %(terror)s, %(scale)s gold on the scale, "
            "%(hold)s in the hold.",
            name=name(state, who),
            terror=p["terror"],
            scale=p["gold_scale"],
            hold=p["hold"],
        )
    ]
    if kept > room:
        lines.append(_("%(n)s gold does not fit in the hold and is lost.", n=kept - room))
    return played(state, *lines)
