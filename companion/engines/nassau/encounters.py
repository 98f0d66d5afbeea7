"""NAS-Q22: the crew called on after the totals are shown. A capture or a navy ship faced
with no crew entered, by a player whose First Mate, Boatswain or Coxswain could still help,
waits here: the table reads both sides' sail and cannon, then the player chooses the crew
(or none) and the encounter is settled."""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import Played, RuleError, State, move, played
from companion.engines.nassau.actions import end_action
from companion.engines.nassau.arguments import crew_args
from companion.engines.nassau.contests import check_crew
from companion.engines.nassau.navy import settle_navy
from companion.engines.nassau.raids import settle_capture
from companion.engines.nassau.rounds import advance
from companion.engines.nassau.seats import player, seat_index
from companion.engines.text import N_, _


def open_encounter(state: State) -> dict[str, Any] | None:
    return cast(dict[str, Any] | None, state["turn"].get("encounter"))


@move(
    "choose_crew",
    N_("Choose the crew for this encounter"),
    *crew_args(),
    rule="NAS-Q22",
    example={"first_mate": "sail"},
    help=N_(
        "Your sail and cannon against the other ship's are shown: call on your First Mate, "
        "Boatswain or Coxswain, or on no one, and the encounter is settled."
    ),
    contest=True,
)
def choose_crew(
    state: State,
    seat: int | None,
    *,
    first_mate: str = "none",
    boatswain: bool = False,
    coxswain: bool = False,
) -> Played:
    """NAS-Q22: the crew decided after adding up the values, before the result."""
    encounter = open_encounter(state)
    if encounter is None or encounter["seat"] != seat_index(seat):
        raise RuleError("NAS-Q22", _("You have no encounter waiting for your crew."))
    p = player(state, seat)
    crew = (first_mate, boatswain, coxswain)
    check_crew(state, p, *crew)
    del state["turn"]["encounter"]
    if encounter["kind"] == "merchant":
        lines = settle_capture(state, encounter, crew)
        return played(end_action(state), *lines)
    lines = settle_navy(state, encounter, crew)
    return played(advance(state), *lines)
