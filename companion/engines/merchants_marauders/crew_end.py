"""The hits of a crew round and the end of a crew combat (MM-10.3 to MM-10.7, MM-Q41):
who won, the record closed, and the winner's plunder begun (``plunder.py``)."""

from __future__ import annotations

from collections.abc import Callable

from companion.engines.base import State
from companion.engines.merchants_marauders import plunder
from companion.engines.merchants_marauders.combat import Side, side_name
from companion.engines.merchants_marauders.dice import successes, tie_value
from companion.engines.merchants_marauders.seats import player
from companion.engines.text import Msg, _, ngettext


def crew_of(state: State, side: Side) -> int:
    """A side's Crew now: on the player's ship, or on "The Enemy!" for an NPC."""
    if "seat" in side:
        ship = player(state, side["seat"])["ship"]
        return 0 if ship is None else int(ship["loc"]["crew"])
    return int(side["loc"]["crew"])


def set_crew(state: State, side: Side, value: int) -> None:
    if "seat" in side:
        player(state, side["seat"])["ship"]["loc"]["crew"] = value
    else:
        side["loc"]["crew"] = value


def decide(rolls: list[list[int]], empty: list[int]) -> int | None:
    """MM-10.5, MM-10.6: the side left with Crew wins; both at 0: more successes, then the
    higher sum of the other dice, else nobody (MM-Q41). The index of the winner."""
    if len(empty) == 1:
        return 1 - empty[0]
    hits = [successes(r) for r in rolls]
    if hits[0] != hits[1]:
        return 0 if hits[0] > hits[1] else 1
    sums = [tie_value(r) for r in rolls]
    if sums[0] != sums[1]:
        return 0 if sums[0] > sums[1] else 1
    return None


def apply_round(state: State, next_round: Callable[[State], list[Msg]]) -> list[Msg]:
    """MM-10.3, MM-10.4: each success is a hit on the enemy's Crew, at most one's own Crew
    before the roll; both sides' hits fall at once. Then the end check."""
    record = state["combat"]
    both, rolls = record["sides"], record["rolls"]
    before = [crew_of(state, s) for s in both]
    hits = [min(successes(rolls[i]), before[i]) for i in (0, 1)]
    lines: list[Msg] = []
    for i in (0, 1):
        set_crew(state, both[1 - i], max(0, before[1 - i] - hits[i]))
    for i in (0, 1):
        lines.append(
            ngettext(
                "%(name)s inflicts %(n)s hit on %(other)s's Crew: %(succ)s, at most Crew "
                "%(crew)s before the roll (MM-10.4); Crew %(before)s to %(after)s.",
                "%(name)s inflicts %(n)s hits on %(other)s's Crew: %(succ)s, at most Crew "
                "%(crew)s before the roll (MM-10.4); Crew %(before)s to %(after)s.",
                hits[i],
                name=side_name(state, both[i]),
                other=side_name(state, both[1 - i]),
                succ=skulls(successes(rolls[i])),
                crew=before[i],
                before=before[1 - i],
                after=crew_of(state, both[1 - i]),
            )
        )
    empty = [i for i in (0, 1) if crew_of(state, both[i]) <= 0]
    if not empty:
        record["round"] += 1
        return lines + next_round(state)
    if len(empty) == 2:
        lines.append(tie_line(state, both, rolls))
    return lines + finish(state, decide(rolls, empty), "MM-10.5")


def tie_line(state: State, both: list[Side], rolls: list[list[int]]) -> Msg:
    return _(
        "Both crews are lost: %(a)s rolled %(sa)s and %(ta)s on the other dice, "
        "%(b)s %(sb)s and %(tb)s (MM-10.6).",
        a=side_name(state, both[0]),
        sa=skulls(successes(rolls[0])),
        ta=tie_value(rolls[0]),
        b=side_name(state, both[1]),
        sb=skulls(successes(rolls[1])),
        tb=tie_value(rolls[1]),
    )


def skulls(n: int) -> Msg:
    return ngettext("%(n)s success", "%(n)s successes", n)


def close(state: State) -> None:
    """The fight is over: Chasers face up again (MM-Q37), the NPC's "The Enemy!" cubes
    go back with the record (MM-8.8.4), and the interrupted turn goes on (MM-Q27)."""
    for side in state["combat"]["sides"]:
        if "seat" in side:
            ship = player(state, side["seat"])["ship"]
            if ship is not None:
                ship["chasers"] = True
    state["combat"] = None


def finish(state: State, winner: int | None, rule: str) -> list[Msg]:
    """The end: no winner (MM-Q41) leaves both ships at their Crew; else the winner's
    gains and plunder, then the loser's fall (``plunder.begin``)."""
    both = list(state["combat"]["sides"])
    close(state)
    if winner is None:
        return [
            _("The crew combat ends with no winner: nobody dies, plunders or gains glory (MM-Q41).")
        ]
    line = _(
        "%(winner)s wins the crew combat against %(loser)s (%(rule)s).",
        winner=side_name(state, both[winner]),
        loser=side_name(state, both[1 - winner]),
        rule=rule,
    )
    return [line, *plunder.begin(state, both[winner], both[1 - winner])]
