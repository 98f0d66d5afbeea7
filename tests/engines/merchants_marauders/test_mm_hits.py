"""Where hits land and what they do (MM-9.5, MM-9.6, MM-9.7, MM-9.9, MM-Q37, MM-Q48),
and the changes to the contest dice a card, an ability or Grappling hooks make."""

from __future__ import annotations

from typing import Any

import pytest

from companion.engines.base import RuleError, State
from companion.engines.merchants_marauders.combat import player_side
from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    fight,
    lines,
    play,
    played,
    ship,
    started,
    step_moves,
)


def refused(state: State, seat: int, move: str, **args: Any) -> str:
    with pytest.raises(RuleError) as err:
        play(state, seat, move, **args)
    return english(err.value.text)


def hit_by_anja(dice_b: list[int] | None = None, **anja: Any) -> State:
    """Anja's Frigate (Seamanship 3) wins round 1 against Jona's Sloop: 3 hits on the
    Sloop; Jona's one hit on the Frigate when ``dice_b`` has a skull."""
    state = started(2)
    ship(state, 0, "frigate", **anja)
    ship(state, 1, "sloop")
    state["players"][0]["captain"]["seamanship"] = 3
    state = fight(state, player_side(0), player_side(1))
    state = play(state, 0, "naval_declare", action="shoot")
    state = play(state, 1, "naval_declare", action="shoot")
    state = play(state, 0, "naval_roll", dice=[5, 5, 1])
    state = play(state, 1, "naval_roll", dice=dice_b or [1, 2])
    state = play(state, 0, "contest_done")
    return play(state, 1, "contest_done")


def loc(state: State, seat: int) -> dict[str, int]:
    return dict(state["players"][seat]["ship"]["loc"])


def test_the_target_places_each_skull():
    state = hit_by_anja()
    state = play(state, 0, "hit_locations", dice=[5, 5, 4])
    assert refused(state, 1, "take_hits", skulls=["hull"]) == (
        "Name a location for each of the 2 skull hits (MM-9.5.3)."
    )
    answer = played(state, 1, "take_hits", skulls=["cargo", "cargo"])
    assert "Jona places the skull hits on: Cargo and Cargo." in lines(answer)
    # The numbered hit first (Cannons 1 -> 0), then both skulls on the Cargo (2 -> 0).
    assert loc(answer.state, 1) == {"hull": 2, "mast": 2, "cargo": 0, "crew": 2, "cannons": 0}


def test_a_hit_on_a_destroyed_location_goes_to_the_hull():
    state = hit_by_anja()
    state = play(state, 0, "hit_locations", dice=[4, 4, 1])
    state = play(state, 1, "take_hits")
    assert loc(state, 1) == {"hull": 1, "mast": 2, "cargo": 1, "crew": 2, "cannons": 0}


def test_location_dice_count_is_one_per_hit():
    state = hit_by_anja()
    assert refused(state, 0, "hit_locations", dice=[1, 2]) == (
        "Roll one die per hit: 3, not 2 (MM-9.5.1)."
    )


def test_chain_shot_keeps_its_skulls_on_a_destroyed_mast():
    """MM-9.9.3: in a Chain shot round hits on a destroyed Mast are lost, not passed on."""
    state = hit_by_anja(weapons=("chain",))
    state["players"][1]["ship"]["loc"]["mast"] = 1
    state = play(state, 0, "hit_locations", dice=[5, 5, 1])
    assert refused(state, 0, "special_weapon", weapon="grape") == (
        "You hold no Grapeshot to spend (MM-9.9.1)."
    )
    answer = played(state, 0, "special_weapon", weapon="chain")
    assert "Anja spends Chain shot: its skulls hit the Mast (MM-9.9.3)." in lines(answer)
    state = play(answer.state, 1, "take_hits")
    assert loc(state, 1) == {"hull": 2, "mast": 0, "cargo": 1, "crew": 2, "cannons": 1}


def test_no_weapon_is_offered_without_a_skull():
    state = hit_by_anja(weapons=("chain",))
    state = play(state, 0, "hit_locations", dice=[1, 2, 3])
    assert state["waiting"][-1]["kind"] == "naval_take_hits"


def test_reinforced_hull_cancels_one_hit():
    """MM-Q37: flipped once the locations are known; renewed only at a shipyard."""
    state = started(2)
    ship(state, 0, "frigate")
    ship(state, 1, "sloop", mods=("reinforced",))
    state["players"][0]["captain"]["seamanship"] = 3
    state = fight(state, player_side(0), player_side(1))
    state = play(state, 0, "naval_declare", action="shoot")
    state = play(state, 1, "naval_declare", action="shoot")
    state = play(state, 0, "naval_roll", dice=[5, 5, 1])
    state = play(state, 1, "naval_roll", dice=[1, 2])
    state = play(state, 0, "contest_done")
    state = play(state, 1, "contest_done")
    state = play(state, 0, "hit_locations", dice=[2, 2, 3])
    assert refused(state, 1, "take_hits", reinforced="cargo") == (
        "No hit lands on your Cargo to cancel (MM-Q37)."
    )
    answer = played(state, 1, "take_hits", reinforced="mast")
    state = answer.state
    assert "Jona flips the Reinforced Hull to cancel a hit on the Mast (MM-Q37)." in lines(answer)
    assert loc(state, 1)["mast"] == 1 and loc(state, 1)["crew"] == 1
    assert state["players"][1]["ship"]["reinforced"] is False


def test_no_reinforced_hull_to_flip():
    state = hit_by_anja()
    state = play(state, 0, "hit_locations", dice=[2, 2, 3])
    assert refused(state, 1, "take_hits", reinforced="mast") == (
        "Your ship has no face-up Reinforced Hull to flip (MM-Q37)."
    )


def test_relocating_needs_a_hit_there():
    state = hit_by_anja()
    state = play(state, 0, "hit_locations", dice=[2, 2, 3])
    assert refused(state, 1, "relocate_hit", card="Dodge", origin="cargo", location="hull") == (
        "No hit lands on your Cargo to move (MM-9.8.2)."
    )


def test_cargo_over_a_damaged_hold_is_dropped_at_random():
    """MM-9.6.1: cards over the new Cargo value go to the discard pile."""
    state = hit_by_anja()
    state["players"][1]["cargo"] = ["Rum", "Spice"]
    state = play(state, 0, "hit_locations", dice=[1, 4, 3])
    answer = played(state, 1, "take_hits")
    state = answer.state
    assert len(state["players"][1]["cargo"]) == 1
    assert state["cargo_cards"]["discard"] == 1
    assert "Jona loses 1 cargo card over the damaged Cargo, at random (MM-9.6.1)." in lines(answer)


def test_location_rolls_commute():
    """Both shooters roll their locations at once: the order does not matter."""
    state = hit_by_anja(dice_b=[5, 1])
    one = play(play(state, 0, "hit_locations"), 1, "hit_locations", dice=[3])
    two = play(play(state, 1, "hit_locations", dice=[3]), 0, "hit_locations")
    assert one == two


def test_hooks_only_after_declaring_board():
    state = started(2)
    ship(state, 0, "frigate", weapons=("hooks",))
    ship(state, 1, "sloop")
    state = fight(state, player_side(0), player_side(1))
    state = play(state, 0, "naval_declare", action="shoot")
    state = play(state, 1, "naval_declare", action="shoot")
    state = play(state, 0, "naval_roll", dice=[1, 2])
    state = play(state, 1, "naval_roll", dice=[1, 2])
    assert refused(state, 0, "grappling_hooks", positions=[1]) == (
        "Grappling hooks may be spent only after declaring Board, once (MM-9.9.2)."
    )


def test_a_card_rerolls_or_changes_a_die_and_both_may_answer():
    """MM-9.8.2, MM-Q48: logged by the card's name; the window opens again for both."""
    state = started(2)
    ship(state, 0, "frigate")
    ship(state, 1, "sloop")
    state = fight(state, player_side(0), player_side(1))
    state = play(state, 0, "naval_declare", action="shoot")
    state = play(state, 1, "naval_declare", action="shoot")
    state = play(state, 0, "naval_roll", dice=[1, 2])
    state = play(state, 1, "naval_roll", dice=[1, 2])
    state = play(state, 0, "contest_done")
    assert refused(state, 1, "reroll_dice", card="Luck", whose="mine", positions=[3]) == (
        "Name dice by their place in the roll, from 1 to 2 (MM-Q48)."
    )
    assert refused(
        state, 1, "reroll_dice", card="Luck", whose="mine", positions=[1], dice=[5, 5]
    ) == ("Enter one new face per die rolled again: 1, not 2 (MM-Q48).")
    answer = played(state, 1, "reroll_dice", card="Luck", whose="mine", positions=[1], dice=[5])
    assert lines(answer) == [
        "Jona has dice rerolled: Luck (MM-Q48).",
        "Jona rolls skull and 2: 1 skull, sum 2.",
    ]
    state = answer.state
    assert state["waiting"][-1]["seats"] == [0, 1]
    answer = played(state, 0, "set_die", card="Steady hand", whose="mine", position=2, face=5)
    assert lines(answer) == [
        "Anja changes a die: Steady hand (MM-Q48).",
        "Anja rolls 1 and skull: 1 skull, sum 1.",
    ]
    state = play(answer.state, 0, "contest_done")
    state = play(state, 1, "contest_done")
    assert state["combat"]["winner"] == 1


def test_the_dice_rolled_again_at_the_table_are_entered_on_a_pad():
    """MM-9.9.2, MM-Q48: a reroll of every die on a pad of the side's dice (no place
    ticked), or the companion's reroll of the dice ticked; one die is "Change one die"."""
    state = started(2)
    ship(state, 0, "frigate", weapons=("hooks",))
    ship(state, 1, "sloop")
    state = fight(state, player_side(0), player_side(1))
    state["combat"]["round"] = 2  # boarding is declared from the second round (MM-9.2.2)
    state = play(state, 0, "naval_declare", action="board")
    state = play(state, 1, "naval_declare", action="shoot")
    state = play(state, 0, "naval_roll", dice=[1, 2])
    state = play(state, 1, "naval_roll", dice=[1, 2])
    offers = [(m.type, english(m.label), m.allowed) for m in step_moves(state, 0)]
    pad = [[face, face] for face in (1, 2, 3, 4, 5)]
    assert offers == [
        ("contest_done", "Go on with these dice", {}),
        ("grappling_hooks", "Spend your Grappling hooks to reroll all 2 dice", {"dice": pad}),
        (
            "grappling_hooks",
            "Spend your Grappling hooks to reroll, rolled by the companion",
            {"positions": [1, 2]},
        ),
        (
            "reroll_dice",
            "Reroll all 2 of your dice by a card or ability",
            {"whose": ["mine"], "dice": pad},
        ),
        (
            "reroll_dice",
            "Reroll dice by a card or ability, rolled by the companion",
            {"whose": ["mine"], "positions": [1, 2]},
        ),
        (
            "set_die",
            "Change one die by a card or ability",
            {"whose": ["mine"], "position": [1, 2], "face": [1, 2, 3, 4, 5]},
        ),
    ]
    answer = played(state, 0, "grappling_hooks", dice=[5, 5])
    assert lines(answer)[1] == "Anja rolls skull and skull: 2 skulls, sum 0."
    answer = played(state, 0, "reroll_dice", card="Luck", whose="mine", dice=[3, 4])
    assert lines(answer)[1] == "Anja rolls 3 and 4: 0 skulls, sum 7."


def test_no_chain_shot_on_long_guns_hits():
    """MM-9.9.5: the target places a Long Guns skull even against a Chain shot."""
    state = started(2)
    ship(state, 0, "frigate", mods=("longguns",), weapons=("chain",))
    ship(state, 1, "sloop")
    state = fight(state, player_side(0), player_side(1))
    state = play(state, 0, "naval_declare", action="shoot")
    state = play(state, 1, "naval_declare", action="shoot")
    state = play(state, 0, "long_guns", dice=[5, 1, 1])
    state = play(state, 0, "hit_locations", dice=[5])
    assert state["waiting"][-1]["kind"] == "naval_take_hits"
    assert state["waiting"][-1]["skulls"] == 1
    state = play(state, 1, "take_hits", skulls=["hull"])
    assert loc(state, 1)["hull"] == 1
    assert state["players"][0]["weapons"] == ["chain"]


def test_a_tie_on_sums_has_no_winner_but_cannons_fire():
    """MM-9.3.6, MM-9.4.2: nobody wins; each shooter fires one hit per skull."""
    state = started(2)
    ship(state, 0, "frigate")
    ship(state, 1, "sloop")
    state = fight(state, player_side(0), player_side(1))
    state = play(state, 0, "naval_declare", action="shoot")
    state = play(state, 1, "naval_declare", action="shoot")
    state = play(state, 0, "naval_roll", dice=[5, 3])
    state = play(state, 1, "naval_roll", dice=[5, 3])
    state = play(state, 0, "contest_done")
    answer = played(state, 1, "contest_done")
    assert "Skulls: Anja 1, Jona 1; sums 3 and 3: nobody wins the contest (MM-9.3.4)." in (
        lines(answer)
    )
    assert answer.state["combat"]["winner"] is None
    assert answer.state["combat"]["volley"]["hits"] == [1, 1]
