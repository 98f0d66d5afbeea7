"""The NAS-Qn RULINGs a group may override (digest section 12: "A group may override a
RULING in the game options"), each with the digest's candidate readings.

Here: NAS-Q7, Q12, Q13, Q17, Q20 (the digest's own "group override") and Q23, whose
readings are clean switches of play. Not here:
- NAS-Q1 to Q6: component data the text does not print (a club catalogue or an entry at
  the table, not a choice of reading);
- NAS-Q11, Q14, Q32: the readings play the same;
- the other NAS-Qn give a question and a RULING but no other reading to choose;
- NAS-Q8 (b) an unlimited supply, Q21 (b) the Crow's nest as a plunder with no contest,
  Q27 (b) a purchase turn skipped and taken later: well-defined, not done yet (each
  reaches far: every gain and the conservation checks, the capture contest, the
  purchase loop).
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import HouseRuling, Reading, State
from companion.engines.house_rulings import overridden, reading
from companion.engines.nassau.catalogue import HOLD_PER_SECTION, JETTISONABLE, PIECES, RESOURCES
from companion.engines.text import N_

SMUGGLER_POS = HouseRuling(
    "NAS-Q20",
    N_("the Smuggler in Port of Spain (house ruling NAS-Q20)"),
    (
        Reading("none", N_("the Smuggler cannot be used in Port of Spain (the RULING)")),
        Reading("poe", N_("the Smuggler adds 1 piece of eight in Port of Spain")),
    ),
    default="none",
)
JETTISON = HouseRuling(
    "NAS-Q17",
    N_("what may be thrown overboard (house ruling NAS-Q17)"),
    (
        Reading("goods", N_("only goods crates may be thrown overboard")),
        Reading("resources", N_("only resources may be thrown overboard, no pieces of eight")),
        Reading(
            "resources_poe",
            N_("resources and pieces of eight may be thrown overboard (the RULING)"),
        ),
    ),
    default="resources_poe",
)
QUARTERMASTER = HouseRuling(
    "NAS-Q23",
    N_("the Quartermaster's 3 resources (house ruling NAS-Q23)"),
    (
        Reading("any_mix", N_("any mix of 3 resources (the RULING)")),
        Reading("one_kind", N_("the Quartermaster gives 3 resources of one kind")),
    ),
    default="any_mix",
)
CARGO = HouseRuling(
    "NAS-Q12",
    N_("what counts as cargo lost to the navy (house ruling NAS-Q12)"),
    (
        Reading("pieces", N_("every piece in the hold (the RULING)")),
        Reading(
            "resources",
            N_("the navy takes half of the resources only, not pieces of eight or hostages"),
        ),
    ),
    default="pieces",
)

OPEN_SEA = HouseRuling(
    "NAS-Q13",
    N_("open sea cards after step 4 (house ruling NAS-Q13)"),
    (
        Reading("bottom", N_("they go under the navy deck like navy ships (the RULING)")),
        Reading("out", N_("an open sea card leaves the game once taken")),
    ),
    default="bottom",
)

NEW_SECTION = HouseRuling(
    "NAS-Q7",
    N_("the hold of a section bought in step 5 (house ruling NAS-Q7)"),
    (
        Reading("at_once", N_("it counts at once, also for the end of step 5 (the RULING)")),
        Reading(
            "next_round",
            N_("the hold of a section bought this round counts only from the next round"),
        ),
    ),
    default="at_once",
)

HOUSE_RULINGS: tuple[HouseRuling, ...] = (
    NEW_SECTION,
    CARGO,
    OPEN_SEA,
    JETTISON,
    SMUGGLER_POS,
    QUARTERMASTER,
)


def end_of_step_capacity(state: State, p: dict[str, Any]) -> int:
    """The hold checked at the end of step 5: all of it (RULING NAS-Q7), or without the
    sections bought this round (the group's reading)."""
    full = HOLD_PER_SECTION * int(p["sections"])
    if not overridden(state, NEW_SECTION.ruling_id):
        return full
    new = sum(1 for bought in p.get("sections_bought", []) if bought == state["round"])
    return full - HOLD_PER_SECTION * new


def jettisonable(state: State) -> tuple[str, ...]:
    """What may go overboard under the reading of NAS-Q17 in force."""
    chosen = reading(state, JETTISON.ruling_id)
    if chosen == "goods":
        return ("goods",)
    if chosen == "resources":
        return RESOURCES
    return JETTISONABLE


def cargo_kinds(state: State) -> tuple[str, ...]:
    """What counts as cargo when the navy takes half (NAS-Q12)."""
    return RESOURCES if reading(state, CARGO.ruling_id) == "resources" else PIECES
