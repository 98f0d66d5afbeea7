"""Hiding gold (MM-4.9, MM-2.2): an activity of the Port action in the captain's home
port. Gold goes from the ship into the chest, never back (MM-Q25); the act is public
(the hide count, MM-2.2.5, MM-4.9.4), the amount is not. Hidden gold counts as glory
(MM-2.2.2, MM-2.2.3), so hiding may reach the target (MM-2.3.2)."""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.glory import hidden_points
from companion.engines.merchants_marauders.port import activity, port_open
from companion.engines.merchants_marauders.seats import home, in_port, name, player, zone_of
from companion.engines.text import N_, _, ngettext
from companion.engines.waiting import top


def in_home_port(state: State, seat: int) -> bool:
    p = player(state, seat)
    return in_port(p) and zone_of(p) == home(state, seat)


@move(
    "hide_gold",
    N_("Hide gold in your chest"),
    Arg("amount", "int", N_("the gold you move from your ship into your chest"), min=1, max=999),
    rule="MM-4.9.1",
    example={"amount": 7},
    secret_args=("amount",),
)
def hide_gold(state: State, seat: int | None, *, amount: int) -> Played:
    """MM-4.9.1 to MM-4.9.4: in the home port only, gold aboard into the chest."""
    p = activity(state, seat, "hide", "MM-4.9.1")
    assert seat is not None
    if top(state) is not None:
        raise RuleError("MM-3.3.2", _("Finish what the table is waiting for first (MM-3.3.2)."))
    if not in_home_port(state, seat):
        raise RuleError(
            "MM-4.9.1", _("You may hide gold only in your captain's home port (MM-4.9.1).")
        )
    if amount > p["gold"]:
        raise RuleError(
            "MM-4.9.1",
            _(
                "You cannot hide more gold than you have aboard your ship; gold in your chest "
                "stays there (MM-4.9.1, MM-Q25)."
            ),
        )
    p["gold"] -= amount
    p["chest"] += amount
    p["hides"] += 1
    points = hidden_points(state, p)
    public = [
        _(
            "%(name)s hides gold in the chest in the home port; how much stays secret (MM-4.9.4).",
            name=name(state, seat),
        )
    ]
    mine = ngettext(
        "You hide %(n)s gold: your chest holds %(chest)s, worth %(points)s hidden glory "
        "points (MM-2.2.2, MM-2.2.3).",
        "You hide %(n)s gold: your chest holds %(chest)s, worth %(points)s hidden glory "
        "points (MM-2.2.2, MM-2.2.3).",
        amount,
        chest=p["chest"],
        points=points,
    )
    return played(state, *public, private={seat: mine})


def port_activities(state: State, seat: int) -> list[LegalMove]:
    """In the home port, with gold aboard, once per Port action."""
    if not port_open(state, seat) or "hide" in state["turn"]["activities"]:
        return []
    p = player(state, seat)
    if not in_home_port(state, seat) or p["gold"] <= 0:
        return []
    amounts = list(range(1, int(p["gold"]) + 1))
    return [LegalMove("hide_gold", N_("Hide gold in your chest"), {"amount": amounts})]
