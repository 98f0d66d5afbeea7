"""The Port action (MM-4.1): one per turn, in port; inside it any of the activities, each
once, selling first (MM-4.1.3, MM-4.1.4). Opening it reveals the port's face-down
modification token (MM-4.1.5, MM-Q21). The activities live in ``port_*.py``; each starts
with ``activity``; ``end_port_action`` closes the action."""

from __future__ import annotations

from typing import Any

from companion.engines.base import LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.seats import alive, in_port, name, player, zone_of
from companion.engines.merchants_marauders.turns import take_action
from companion.engines.merchants_marauders.words import port_name
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import owe

# MM-4.1.2: the activities, in the order the rules list them.
ACTIVITIES = ("sell", "buy", "shipyard", "recruit", "rumor", "mission", "hide")
ACTIVITY_WORDS = {
    "sell": N_("selling goods"),
    "buy": N_("buying goods"),
    "shipyard": N_("the shipyard"),
    "recruit": N_("recruiting"),
    "rumor": N_("a rumor"),
    "mission": N_("a mission"),
    "hide": N_("hiding gold"),
}


def port_open(state: State, seat: int | None) -> bool:
    turn = state["turn"]
    return bool(
        state["phase"] == "turn"
        and seat is not None
        and seat == state["current"]
        and turn is not None
        and turn.get("port_open")
        and alive(player(state, seat))
    )


def activity(state: State, seat: int | None, key: str, rule: str) -> dict[str, Any]:
    """Start an activity of the open Port action: refused outside one, a second time
    (MM-4.1.4), and selling after another activity (MM-4.1.3). The player's record."""
    if not port_open(state, seat):
        raise RuleError(rule, _("This is done during your Port action, in port (MM-4.1.1)."))
    done = state["turn"]["activities"]
    if key in done:
        raise RuleError(
            "MM-4.1.4",
            _(
                "You have done %(what)s in this Port action already (MM-4.1.4).",
                what=_(ACTIVITY_WORDS[key]),
            ),
        )
    if key == "sell" and done:
        raise RuleError(
            "MM-4.1.3", _("Selling goods must be your first activity in port (MM-4.1.3).")
        )
    done.append(key)
    return player(state, seat)


@move("port_action", N_("Take your Port action"), rule="MM-4.1.1", example={})
def port_action(state: State, seat: int | None) -> Played:
    """MM-4.1.1: one of the three actions, once per turn, in port."""
    if state["turn"] is not None and state["turn"]["port_done"] and seat == state["current"]:
        raise RuleError(
            "MM-4.1.1", _("You have taken your Port action this turn already (MM-4.1.1).")
        )
    p = take_action(state, seat, "MM-4.1.1")
    assert seat is not None
    if not in_port(p):
        raise RuleError("MM-4.1.1", _("You can take a Port action only in a port (MM-4.1.1)."))
    state["turn"]["port_done"] = True
    state["turn"]["port_open"] = True
    zone = zone_of(p)
    assert zone is not None
    lines: list[Msg] = [
        _(
            "%(name)s takes a Port action at %(port)s.",
            name=name(state, seat),
            port=port_name(state, zone),
        )
    ]
    if state["demand"].get(str(zone)) is None:
        # MM-1.3.2: the token lies by the port; selling and buying need its good (demand.py).
        owe(state, "demand", [seat], zone=zone, changed=False)
    if state["mods"].get(str(zone), "hidden") == "hidden":
        # MM-4.5.2, MM-Q21: the token is turned face up now; the table says what it is.
        owe(state, "reveal_modification", [seat], zone=zone)
    return played(state, *lines)


@move("end_port_action", N_("End your Port action"), rule="MM-4.1.4", example={})
def end_port_action(state: State, seat: int | None) -> Played:
    if not port_open(state, seat):
        raise RuleError("MM-4.1.1", _("You have no Port action open (MM-4.1.1)."))
    assert seat is not None
    state["turn"]["port_open"] = False
    return played(state, _("%(name)s ends the Port action.", name=name(state, seat)))


def actions(state: State, seat: int) -> list[LegalMove]:
    """The Port action while in port, once a turn; while it is open, its end."""
    if port_open(state, seat):
        return [LegalMove("end_port_action", N_("End your Port action"))]
    p = player(state, seat)
    if in_port(p) and not state["turn"]["port_done"] and state["turn"]["actions"] > 0:
        return [LegalMove("port_action", N_("Take your Port action"))]
    return []
