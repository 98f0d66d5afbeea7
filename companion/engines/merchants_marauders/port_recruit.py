"""Recruiting (MM-4.6, MM-Q22): one activity of the Port action. The Leadership roll
comes first; a success fills the Crew for free, a failure lets the player hire crew at
2 gold each in the same activity (while it is the last one started, MM-4.1.4)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.catalogue import RECRUIT_PRICE
from companion.engines.merchants_marauders.dice import (
    check_passed,
    dice_arg,
    pool_size,
    roll_offers,
    roll_words,
    take,
)
from companion.engines.merchants_marauders.port import activity, port_open
from companion.engines.merchants_marauders.purse import available, pay, spent
from companion.engines.merchants_marauders.seats import name, player, skill
from companion.engines.merchants_marauders.ship import maximum
from companion.engines.text import N_, Msg, _, ngettext


@move(
    "recruit",
    N_("Recruit: roll Leadership"),
    dice_arg(),
    rule="MM-4.6.1",
    example={"dice": [1, 3]},
)
def recruit(state: State, seat: int | None, *, dice: list[int] | None = None) -> Played:
    """MM-4.6.1, MM-Q22: a success fills the Crew to its value (MM-4.6.3) for free."""
    p = activity(state, seat, "recruit", "MM-4.6.1")
    assert seat is not None
    faces = take(state, dice, skill(p, "leadership"), "MM-4.6.1", _("Leadership"))
    ship = p["ship"]
    full = maximum(state, ship)["crew"]
    if check_passed(faces):
        ship["loc"]["crew"] = full
        line = _(
            "%(name)s rolls Leadership (%(roll)s): a success, the Crew is full at %(crew)s "
            "for free (MM-Q22).",
            name=name(state, seat),
            roll=roll_words(faces),
            crew=full,
        )
        return played(state, line)
    state["turn"]["recruit_failed"] = True
    line = _(
        "%(name)s rolls Leadership (%(roll)s): no success; crew may be hired at 2 gold each "
        "(MM-4.6.2).",
        name=name(state, seat),
        roll=roll_words(faces),
    )
    return played(state, line)


def hiring(state: State, seat: int | None) -> bool:
    """Crew may be paid for: the recruit activity is the one going on and its roll failed."""
    return bool(
        port_open(state, seat)
        and state["turn"]["activities"][-1:] == ["recruit"]
        and state["turn"].get("recruit_failed")
    )


@move(
    "hire_crew",
    N_("Hire crew at 2 gold each"),
    Arg("count", "int", N_("crew hired"), min=1, max=5),
    rule="MM-4.6.2",
    example={"count": 2},
)
def hire_crew(state: State, seat: int | None, *, count: int) -> Played:
    """MM-4.6.2, MM-Q22: after a failed roll, any number up to the Crew value."""
    if not hiring(state, seat):
        raise RuleError(
            "MM-Q22",
            _("Crew is hired only after a failed Leadership roll when recruiting (MM-Q22)."),
        )
    p = player(state, seat)
    assert seat is not None
    ship = p["ship"]
    room = maximum(state, ship)["crew"] - ship["loc"]["crew"]
    if count > room:
        raise RuleError(
            "MM-4.6.3",
            ngettext(
                "Your ship has room for %(n)s more crew (MM-4.6.3).",
                "Your ship has room for %(n)s more crew (MM-4.6.3).",
                room,
            ),
        )
    cost = RECRUIT_PRICE * count
    pay(state, seat, cost, "MM-4.6.2")
    ship["loc"]["crew"] += count
    state["turn"]["recruit_failed"] = False
    return played(
        state,
        spent(state, seat, cost, ngettext("%(n)s crew", "%(n)s crew", count)),
        _(
            "%(name)s's Crew is now %(crew)s.",
            name=name(state, seat),
            crew=ship["loc"]["crew"],
        ),
    )


def port_activities(state: State, seat: int) -> list[LegalMove]:
    if hiring(state, seat):
        p = player(state, seat)
        ship = p["ship"]
        room = maximum(state, ship)["crew"] - ship["loc"]["crew"]
        most = min(room, available(state, seat) // RECRUIT_PRICE)
        if most <= 0:
            return []
        allowed: dict[str, list[Any]] = {"count": list(range(1, most + 1))}
        return [LegalMove("hire_crew", N_("Hire crew at 2 gold each"), allowed)]
    if "recruit" in state["turn"]["activities"]:
        return []
    size = skill(player(state, seat), "leadership")
    label = ngettext(
        "Recruit: roll Leadership, %(n)s die",
        "Recruit: roll Leadership, %(n)s dice",
        pool_size(size),
    )
    return roll_offers("recruit", label, size)


def caution(state: State, seat: int | None, move_type: str, args: dict[str, Any]) -> Msg | None:
    """Recruiting with a full Crew spends the activity for nothing."""
    if move_type != "recruit" or seat is None:
        return None
    ship = player(state, seat)["ship"]
    if ship is None or ship["loc"] is None:
        return None
    if ship["loc"]["crew"] < maximum(state, ship)["crew"]:
        return None
    return _("The rules allow it (MM-4.6.3), but your Crew is full: no one can join.")
