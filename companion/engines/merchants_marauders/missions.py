"""The two missions on the board (MM-1.3.5, MM-4.8.2, MM-4.8.3): each card drawn is
entered with its location, and lies there until a player claims it."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, State, move, played
from companion.engines.merchants_marauders import board
from companion.engines.merchants_marauders.seats import name
from companion.engines.merchants_marauders.words import port_name
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, done, expect


def mission_card(
    state: State, card: str, location: str, requirement: str, reward: str
) -> dict[str, Any]:
    zone = board.named(state, location, "MM-4.8.1", port=True)
    return {"name": card.strip(), "zone": zone, "requirement": requirement, "reward": reward}


@move(
    "enter_mission",
    N_("Enter a mission card drawn"),
    Arg("card", "str", N_("the mission's name")),
    Arg("location", "str", N_("its Location: the port where it is claimed")),
    Arg("requirement", "str", N_("its Req line, in short"), required=False),
    Arg("reward", "str", N_("its Earn line, in short"), required=False),
    rule="MM-4.8.3",
    example={
        "card": "Escort the governor",
        "location": "Havana",
        "requirement": "Influence",
        "reward": "8 gold",
    },
)
def enter_mission(
    state: State,
    seat: int | None,
    *,
    card: str,
    location: str,
    requirement: str = "",
    reward: str = "",
) -> Played:
    """MM-1.3.5 / MM-4.8.3: a mission drawn and placed at its location, face up."""
    entry = expect(state, "mission", seat, "MM-4.8.3")
    mission = mission_card(state, card, location, requirement, reward)
    state["missions"].append(mission)
    entry["count"] -= 1
    if entry["count"] <= 0:
        done(state, entry)
    return played(
        state,
        _(
            "The mission %(card)s is placed at %(port)s.",
            card=mission["name"],
            port=port_name(state, mission["zone"]),
        ),
    )


def mission_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [LegalMove("enter_mission", N_("Enter a mission card drawn"))]


def mission_prompt(state: State, entry: Entry) -> Msg:
    seat = entry["seats"][0] if entry["seats"] else None
    who = name(state, seat) if seat is not None else _("A player")
    return _("%(name)s draws a mission card and enters it (MM-4.8.3).", name=who)


OWED = (Owed("mission", mission_offers, mission_prompt),)
