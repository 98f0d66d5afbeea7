"""MM-4.6, MM-Q22: recruiting."""

from __future__ import annotations

from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    lines,
    open_port,
    play,
    played,
    refused,
    started,
)


def recruiter(hammocks: bool = False):
    """MM-EX-41: a Sloop with Crew 0 of 2, Leadership 2, 10 gold."""
    state = open_port(started(2))
    p = state["players"][0]
    p["gold"] = 10
    p["captain"]["leadership"] = 2
    p["ship"]["loc"]["crew"] = 0
    if hammocks:
        p["ship"]["mods"] = ["hammocks"]
    return state


def test_mm_ex_41_recruiting_after_a_failed_roll():
    answer = played(recruiter(), 0, "recruit", dice=[1, 3])
    assert lines(answer) == [
        "Anja rolls Leadership (1 and 3): no success; crew may be hired at 2 gold each (MM-4.6.2)."
    ]
    offers = {m.type: m.allowed for m in ENGINE.legal_moves(answer.state, 0)}
    assert offers["hire_crew"] == {"count": [1, 2]}
    answer = played(answer.state, 0, "hire_crew", count=2)
    p = answer.state["players"][0]
    assert p["gold"] == 6 and p["ship"]["loc"]["crew"] == 2
    assert lines(answer) == ["Anja pays 4 gold for 2 crew.", "Anja's Crew is now 2."]


def test_mm_ex_41_with_extra_hammocks_three_crew_for_six_gold():
    state = play(recruiter(hammocks=True), 0, "recruit", dice=[1, 3])
    state = play(state, 0, "hire_crew", count=3)
    p = state["players"][0]
    assert p["gold"] == 4 and p["ship"]["loc"]["crew"] == 3


def test_mm_ex_41_a_success_fills_the_crew_for_free():
    answer = played(recruiter(), 0, "recruit", dice=[5, 3])
    assert lines(answer) == [
        "Anja rolls Leadership (skull and 3): a success, the Crew is full at 2 for free (MM-Q22)."
    ]
    p = answer.state["players"][0]
    assert p["gold"] == 10 and p["ship"]["loc"]["crew"] == 2
    assert "hire_crew" not in [m.type for m in ENGINE.legal_moves(answer.state, 0)]


def test_paid_crew_only_after_a_failed_roll_and_within_the_crew_value():
    state = recruiter()
    assert refused(state, 0, "hire_crew", count=1) == (
        "Crew is hired only after a failed Leadership roll when recruiting (MM-Q22)."
    )
    state = play(state, 0, "recruit", dice=[1, 3])
    assert refused(state, 0, "hire_crew", count=3) == (
        "Your ship has room for 2 more crew (MM-4.6.3)."
    )
    state = play(state, 0, "buy_weapon", weapon="chain")  # the recruiting is over
    assert refused(state, 0, "hire_crew", count=1) == (
        "Crew is hired only after a failed Leadership roll when recruiting (MM-Q22)."
    )


def test_the_leadership_roll_has_as_many_dice_as_the_skill():
    assert refused(recruiter(), 0, "recruit", dice=[1]) == (
        "Leadership rolls 2 dice, not 1 (MM-4.6.1)."
    )


def test_recruiting_once_per_port_action():
    state = play(recruiter(), 0, "recruit", dice=[5, 3])
    assert refused(state, 0, "recruit", dice=[5, 3]) == (
        "You have done recruiting in this Port action already (MM-4.1.4)."
    )


def test_recruiting_with_a_full_crew_is_recorded_after_a_warning():
    state = recruiter()
    assert ENGINE.caution(state, 0, "recruit", {}) is None
    state["players"][0]["ship"]["loc"]["crew"] = 2
    assert english(ENGINE.caution(state, 0, "recruit", {})) == (
        "The rules allow it (MM-4.6.3), but your Crew is full: no one can join."
    )
