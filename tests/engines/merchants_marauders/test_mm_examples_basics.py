"""Worked examples of the basics and of rewards: a skill check (MM-EX-1), a Sloop's cubes
(MM-EX-2), claiming a reward (MM-EX-11) and a reward reduced by a war (MM-EX-32)."""

from __future__ import annotations

import pytest

from companion.engines.base import RuleError
from companion.engines.merchants_marauders.combat import player_side
from companion.engines.state import State
from tests.engines.merchants_marauders.builders import (
    at_sea_together,
    boarding,
    lines,
    open_port,
    play,
    played,
    started,
)


@pytest.mark.parametrize(
    ("dice", "passed"),
    [([1, 4, 5], True), ([1, 2, 3], False), ([5, 5, 2], True)],
    ids=["one-skull", "no-skull", "two-skulls"],
)
def test_mm_ex_1_a_skill_check(dice: list[int], passed: bool) -> None:
    """MM-EX-1: Influence 3 rolls 3 dice and needs one skull (5 stands for a skull)."""
    state = started(2)
    state["players"][0]["captain"]["influence"] = 3
    state = open_port(state, 0)
    # The check states its pool and refuses another count (MM-0.2.2).
    with pytest.raises(RuleError) as wrong:
        play(state, 0, "acquire_rumor", dice=[1, 2])
    assert wrong.value.message == "Influence rolls 3 dice, not 2 (MM-4.7.1)."
    answer = played(state, 0, "acquire_rumor", dice=dice)
    said = lines(answer)
    if passed:
        assert said[1].endswith("a success, and draws a rumor card (MM-4.7.1).")
        assert answer.state["waiting"][-1]["kind"] == "rumor_card"
    else:
        assert said[1] == "Anja rolls Influence (1, 2 and 3): no success, no rumor (MM-4.7.1)."


def test_mm_ex_2_a_sloops_cubes() -> None:
    """MM-EX-2: Seaworthiness 2 puts Hull and Mast on 2; Cargo 2, Crew 2, Cannons 1."""
    state = started(2)
    assert state["players"][0]["ship"]["type"] == "sloop"
    assert state["players"][0]["ship"]["loc"] == {
        "hull": 2,
        "mast": 2,
        "cargo": 2,
        "crew": 2,
        "cannons": 1,
    }


def won_crew_combat(state: State, winner: int, loser: int) -> State:
    """``winner`` boards ``loser`` and wins the first crew round (``loser`` at Crew 1)."""
    at_sea_together(state, (winner, loser))
    state["players"][loser]["ship"]["loc"]["crew"] = 1
    boarding(state, [player_side(winner), player_side(loser)], boarder=0)
    pools = {s: state["players"][s]["captain"]["leadership"] for s in (winner, loser)}
    state = play(state, winner, "crew_roll", dice=[5] + [1] * (pools[winner] - 1))
    state = play(state, loser, "crew_roll", dice=[1] * pools[loser])
    while state["waiting"] and state["waiting"][-1]["kind"] == "crew_window":
        state = play(state, state["waiting"][-1]["seats"][0], "crew_go_on")
    return state


def test_mm_ex_11_claiming_a_reward() -> None:
    """MM-EX-11: the claimant (Spain 1, not at war with England) defeats a pirate with
    Spain 3 and England 1: 5 gold from England only, and a glory point."""
    state = started(2)
    claimant, pirate = state["players"][1], state["players"][0]
    claimant["bounty"]["spanish"] = 1
    pirate["bounty"].update(spanish=3, english=1)
    gold = claimant["gold"]
    state = won_crew_combat(state, 1, 0)
    assert state["players"][1]["gold"] == gold + 5
    assert state["players"][1]["glory"] == 1


@pytest.mark.parametrize(("war", "reward"), [(True, 5), (False, 15)], ids=["war", "peace"])
def test_mm_ex_32_a_reward_reduced_by_a_war(war: bool, reward: int) -> None:
    """MM-EX-32: a French claimant without bounties; France at war with England; the
    pirate has England 2 and the Netherlands 1: 5 gold (15 without the war)."""
    state = started(4)
    claimant, pirate = state["players"][3], state["players"][0]
    assert claimant["captain"]["home"] is not None
    if war:
        state["wars"] = [["english", "french"]]
    pirate["bounty"].update(english=2, dutch=1)
    gold = claimant["gold"]
    state = won_crew_combat(state, 3, 0)
    assert state["players"][3]["gold"] == gold + reward
    assert state["players"][3]["glory"] == 1


def test_the_worked_examples_are_kept_from_every_manual_adjustment() -> None:
    """The check on every ``test_mm_ex_*`` (conftest.py) knows the MM-Q48 adjustments."""
    from tests.engines.merchants_marauders.conftest import adjustment_types

    assert {"adjust_gold", "adjust_glory", "adjust_ship", "adjust_bounty"} <= adjustment_types()
