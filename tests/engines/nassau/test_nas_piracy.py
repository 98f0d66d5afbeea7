"""NAS-2.2 piracy phases: moves, the trade winds, capture, smuggling, plunder, crew."""

from __future__ import annotations

import re

import pytest

from companion.engines.base import MoveInputError, RuleError
from companion.engines.nassau.piracy import destinations
from tests.engines.nassau.builders import (
    captains,
    check_invariants,
    clear_merchant,
    exactly,
    fill_hold,
    fresh,
    give_tile,
    play,
    said,
    set_merchant,
    set_notoriety,
    started,
    step_turn,
    turn_of,
)


def two_pirates(dice_a: list[int], dice_b: list[int]) -> dict:
    state = started(3, [dice_a, dice_b, [6, 6, 6]])
    return state


def refused(message: str, state: dict, seat: int | None, move_type: str, **args: object) -> None:
    """The move is refused with exactly ``message``: the rule ID, then what the player reads."""
    with pytest.raises(RuleError, match=f"^{re.escape(message)}$"):
        play(state, seat, move_type, **args)


@pytest.mark.parametrize(
    ("here", "die", "expected"),
    [
        (None, 4, [4, 7]),
        (None, 6, [6, 7]),
        (4, 6, [1, 7, 10]),
        (10, 5, [5, 7, 14, 15]),
        (17, 5, [12, 14, 20]),
        (7, 6, [1, 13, 14]),
        (14, 3, [7, 11, 17]),
        (1, 3, [1, 4, 7]),
        (20, 2, [14, 18, 20]),
        (3, 4, [1, 7]),
    ],
)
def test_nas_ex_11_legal_destinations(here: int | None, die: int, expected: list[int]) -> None:
    state = started(3)
    p = state["players"][0]
    p["space"] = here
    assert destinations(state, p, die) == expected


def test_nas_ex_11_rejected_moves() -> None:
    state = started(3, [[4, 4, 4], [5, 5, 5], [6, 6, 6]])
    turn_of(state, 0)
    refused(
        "NAS-2.2.4.3: Space 10 cannot be reached with 4: you may go to the space equal to your"
        " die, or transit space 1, that is spaces 4 and 7.",
        state,
        0,
        "move",
        die=0,
        to=10,
    )
    turn_of(state, 0, space=4)
    refused(
        "NAS-2.2.4.4: Space 14 cannot be reached with 4: you may go to your space plus or minus"
        " the die (stopping at 1 and 20), or an allowed transit space, that is spaces 1, 7 and 8.",
        state,
        0,
        "move",
        die=0,
        to=14,
    )
    turn_of(state, 0, space=17)
    refused(
        "NAS-2.2.4.4: Space 7 cannot be reached with 4: you may go to your space plus or minus"
        " the die (stopping at 1 and 20), or an allowed transit space, that is spaces 13, 14"
        " and 20.",
        state,
        0,
        "move",
        die=0,
        to=7,
    )
    refused(
        "NAS-2.2.3: Move first: every piracy phase starts with a move.", state, 0, "pass_action"
    )


def test_moving_out_of_turn_is_refused() -> None:
    state = started(3)
    turn_of(state, 0)
    refused("NAS-2.2.2: It is Anja's turn, not yours.", state, 1, "move", die=0, to=7)


def test_a_die_is_used_once_per_round() -> None:
    state = started(3, [[2, 3, 5], [5, 5, 5], [6, 6, 6]])
    turn_of(state, 0)
    state, lines = said(state, 0, "move", die=0, to=2)
    assert lines == ["Anja sails onto the sea at space 2 with a die showing 2."]
    turn_of(state, 0, space=2)
    refused(
        "NAS-2.2.4.1: You have already used the first die this round.",
        state,
        0,
        "move",
        die=0,
        to=4,
    )


def test_capture_fails_when_sail_only_ties() -> None:
    # NAS-EX-4 counter-check: merchant 3/2 against sail 1 + 2 = 3.
    state = started(3)
    set_merchant(state, 3, 3, 2, rum=2, goods=1)
    captains(state, 0, [(2, 2), (3, 3), (2, 1), (1, 3)])
    turn_of(state, 0, phase="action", space=3)
    state, lines = said(state, 0, "capture", card=0)
    p = state["players"][0]
    assert state["merchants"]["3"] is not None and p["captured"] == []
    assert p["last"]["success"] is False and p["last"]["rule"] == "NAS-2.2.7.3"
    assert lines == [
        "Capture failed on space 3: against the merchant ship, Anja's sail 3 does not beat 3"
        " and cannon 3 beats 2; the merchant ship stays.",
        "Captain card 1 (sail 2, cannon 2) is spent for this round.",
    ]
    assert p["captain"][0]["played"]


def test_nas_ex_13_hold_overflow_lets_the_player_choose() -> None:
    state = started(3)
    fill_hold(state, 0, poe=3, rum=2, goods=2)
    set_merchant(state, 9, 2, 1, gunpowder=2, hostage=1)
    turn_of(state, 0, phase="action", space=9)
    state, lines = said(state, 0, "capture", card=0)
    assert lines[1] == (
        "Anja is owed 2 gunpowder, 1 hostage and 1 piece of eight, more than the hold takes:"
        " Anja chooses what to keep."
    )
    assert state["pending"][0]["kind"] == "loot"
    with pytest.raises(
        RuleError, match=exactly("NAS-2.2.8.3: Your hold has room for 1: choose exactly 1 piece.")
    ) as err:
        play(state, 0, "take_loot", pieces=["poe", "gunpowder", "gunpowder", "hostage"])
    assert err.value.rule_id == "NAS-2.2.8.3"
    case_a = play(state, 0, "take_loot", pieces=["hostage"])
    assert case_a["players"][0]["hold"] == {
        "poe": 3,
        "gunpowder": 0,
        "goods": 2,
        "rum": 2,
        "hostage": 1,
    }
    case_b = play(state, 0, "jettison", pieces=["rum", "rum"])
    case_b = play(case_b, 0, "take_loot", pieces=["poe", "gunpowder", "hostage"])
    assert case_b["players"][0]["hold"] == {
        "poe": 4,
        "gunpowder": 1,
        "goods": 2,
        "rum": 0,
        "hostage": 1,
    }
    assert case_b["step"] == "piracy" and case_b["turn"]["pos"] == 1
    check_invariants(case_b)


def test_wind_is_refused_without_a_token() -> None:
    state = started(3, [[2, 3, 5], [6, 6, 6], [6, 6, 6]])
    turn_of(state, 0, space=2)
    refused(
        "NAS-2.2.9.4: You hold no trade wind token to change this die.",
        state,
        0,
        "move",
        die=1,
        to=6,
        wind="+1",
    )


def test_nas_ex_15_smuggling_and_ransom_with_the_briber() -> None:
    state = started(3)
    state["players"][0]["sections"] = 3
    fill_hold(state, 0, hostage=2, rum=3, poe=2)
    give_tile(state, 0, "briber")
    state["round"] = 2
    turn_of(state, 0, phase="action", space=16)
    refused(
        "NAS-2.2.10.2: Port 16 does not offer rum: it offers gunpowder and goods.",
        state,
        0,
        "smuggle",
        resource="rum",
    )
    done, lines = said(state, 0, "smuggle", resource="goods", ransom=True, briber=True)
    assert lines == [
        "Anja smuggles in Port 16 (space 16).",
        "Anja ransoms a hostage for 4 pieces of eight.",
        "Anja takes 2 goods and 4 pieces of eight into the hold.",
    ]
    p = done["players"][0]
    assert p["hold"] == {"poe": 6, "gunpowder": 0, "goods": 2, "rum": 3, "hostage": 1}
    assert p["tiles"][0]["used"]
    check_invariants(done)
    turn_of(state, 0, phase="action", space=19)
    spain = play(state, 0, "smuggle", resource="poe", ransom=True)
    assert spain["players"][0]["hold"]["poe"] == 2 + 2 + 3
    refused(
        "NAS-2.2.10.5: Port of Spain pays 2 pieces of eight, not resources.",
        state,
        0,
        "smuggle",
        resource="goods",
    )
    turn_of(state, 0, phase="action", space=5)
    region_one = play(state, 0, "smuggle", resource="goods", ransom=True)
    assert region_one["players"][0]["hold"]["goods"] == 1
    assert region_one["players"][0]["hold"]["poe"] == 3


def test_ransom_needs_a_hostage() -> None:
    state = started(3)
    turn_of(state, 0, phase="action", space=5)
    refused(
        "NAS-2.2.12.2: You have no hostage in your hold to ransom.",
        state,
        0,
        "smuggle",
        resource="goods",
        ransom=True,
    )


def test_a_tile_bought_this_round_cannot_be_used() -> None:
    state = started(3)
    give_tile(state, 0, "navigator", acquired=1)
    turn_of(state, 0)
    refused(
        "NAS-2.5.10: Your Navigator was acquired this round: use it next round.",
        state,
        0,
        "use_navigator",
        die=0,
        delta=1,
    )


def test_first_mate_boatswain_and_coxswain_count_in_a_capture() -> None:
    state = started(3)
    state["round"] = 2
    for tile in ("first_mate", "boatswain", "coxswain"):
        give_tile(state, 0, tile)
    set_merchant(state, 3, 4, 4)
    captains(state, 0, [(2, 2), (1, 1), (1, 1), (1, 1)])
    turn_of(state, 0, phase="action", space=3)
    state, lines = said(
        state, 0, "capture", card=0, first_mate="sail", boatswain=True, coxswain=False
    )
    assert lines == [
        "Capture failed on space 3: against the merchant ship, Anja's sail 4 does not beat 4"
        " and cannon 4 does not beat 4; the merchant ship stays.",
        "Anja's First Mate adds 1 to the sail.",
        "Anja's Boatswain adds 1 to the cannon.",
        "Captain card 1 (sail 2, cannon 2) is spent for this round.",
    ]
    assert state["merchants"]["3"] is not None  # sail 4 ties
    assert all(t["used"] for t in state["players"][0]["tiles"] if t["type"] != "coxswain")


def test_jolly_roger_refreshes_a_used_crew_member() -> None:
    state = started(3)
    state["round"] = 2
    nav = give_tile(state, 0, "navigator")
    give_tile(state, 0, "jolly_roger")
    turn_of(state, 0)
    state = play(state, 0, "use_navigator", die=0, delta=1)
    state = play(state, 0, "use_jolly_roger", crew_tile=nav)
    state = play(state, 0, "use_navigator", die=0, delta=1)
    assert state["players"][0]["dice"][0]["value"] == 3
    refused(
        "NAS-5.3.5: Your Jolly Roger has already been used this round.",
        state,
        0,
        "use_jolly_roger",
        crew_tile=nav,
    )


def test_supply_crew_needs_room_outside_step_five() -> None:
    state = started(3)
    state["round"] = 2
    give_tile(state, 0, "cook")
    fill_hold(state, 0, goods=8)
    refused(
        "NAS-5.4.15: Your hold is full: this works without room only in step 5.",
        state,
        0,
        "use_supply_crew",
        crew="cook",
    )
    fill_hold(state, 0, goods=2)
    state = play(state, 0, "use_supply_crew", crew="cook")
    assert state["players"][0]["hold"]["rum"] == 1


def test_hostages_thrown_overboard_leave_the_hold() -> None:
    state = started(3)
    fill_hold(state, 0, hostage=2)
    state = play(state, 0, "throw_overboard", count=2)
    assert state["players"][0]["overboard"] == 2 and state["players"][0]["hold"]["hostage"] == 0
    refused("NAS-2.2.12.3: Your hold has only 0 hostages.", state, 0, "throw_overboard", count=1)
    check_invariants(state)


def test_jettisoning_a_hostage_is_refused() -> None:
    state = started(3)
    fill_hold(state, 0, hostage=1)
    with pytest.raises(
        MoveInputError,
        match=exactly("the pieces you throw overboard: choose only among the values offered."),
    ):
        play(state, 0, "jettison", pieces=["hostage"])


def test_three_passes_lead_to_step_three() -> None:
    state = started(3, [[1, 1, 1], [2, 2, 2], [3, 3, 3]])
    for _ in range(3):
        for seat in list(state["turn"]["queue"]):
            die = next(i for i, d in enumerate(state["players"][seat]["dice"]) if not d["used"])
            state = play(
                state, seat, "move", die=die, to=7 if state["players"][seat]["space"] != 7 else 14
            )
            state = play(state, seat, "pass_action")
    assert state["step"] == "notoriety"
    assert state["turn"]["queue"] == [2, 1, 0]


def test_smuggler_adds_one_resource_the_port_offers() -> None:
    state = started(3)
    state["round"] = 2
    give_tile(state, 0, "smuggler")
    turn_of(state, 0, phase="action", space=1)
    refused(
        "NAS-Q20: The Smuggler's extra resource must be one La Havana offers.",
        state,
        0,
        "smuggle",
        resource="rum",
        smuggler="goods",
    )
    done = play(state, 0, "smuggle", resource="rum", smuggler="gunpowder")
    assert done["players"][0]["hold"]["rum"] == 1 and done["players"][0]["hold"]["gunpowder"] == 1
    turn_of(state, 0, phase="action", space=19)
    refused(
        "NAS-Q20: The Smuggler adds a resource, and this port offers none.",
        state,
        0,
        "smuggle",
        resource="poe",
        smuggler="rum",
    )


def test_captain_cards_need_four_values() -> None:
    with pytest.raises(
        MoveInputError,
        match=exactly("the sail of each of your 4 captain cards: give exactly 4 values, not 2."),
    ):
        play(fresh(3), 0, "enter_captain_cards", sail=[1, 2], cannon=[1, 2])
    state = play(fresh(3), 0, "enter_captain_cards", sail=[1, 2, 3, 4], cannon=[4, 3, 2, 1])
    assert state["players"][0]["captain"][3] == {"sail": 4, "cannon": 1, "played": False}


def test_a_hostage_thrown_after_the_adjustment_scores_next_round() -> None:
    state = started(3)
    set_notoriety(state, [10, 5, 1])
    fill_hold(state, 0, hostage=1)
    step_turn(state, "notoriety", [0, 1, 2])
    state = play(state, 0, "adjust_notoriety")
    state = play(state, 0, "throw_overboard")
    assert state["players"][0]["notoriety"] == 10 and state["players"][0]["overboard"] == 1
    check_invariants(state)


def test_a_move_names_where_from_where_to_and_the_die() -> None:
    state = started(3, [[2, 3, 5], [6, 6, 6], [6, 6, 6]])
    turn_of(state, 0, space=2)
    state["players"][0]["wind"] = True
    state, lines = said(state, 0, "move", die=1, to=6, wind="+1")
    assert lines == [
        "Anja spends the trade wind token: the die showing 3 counts 4.",
        "Anja sails from space 2 to space 6 with a die showing 4.",
    ]
    assert state["players"][0]["wind_under_dice"] == 1


def test_crew_at_the_helm_say_what_they_did_to_the_dice() -> None:
    state = started(3, [[2, 3, 5], [6, 6, 6], [6, 6, 6]])
    state["round"] = 2
    for tile in ("navigator", "pilot", "helmsman", "cartographer"):
        give_tile(state, 0, tile)
    turn_of(state, 0, space=2)
    state, navigator = said(state, 0, "use_navigator", die=0, delta=-1)
    state, pilot = said(state, 0, "use_pilot", die=1, value=6)
    state, helmsman = said(state, 0, "use_helmsman", die=2)
    state, cartographer = said(state, 0, "use_cartographer")
    assert navigator == ["Anja's Navigator changes the first die from 2 to 1."]
    assert pilot == ["Anja's Pilot rolls the second die again: 3 becomes 6."]
    assert helmsman == [
        "Anja's Helmsman makes the third die (showing 5) count as 6 for the next move."
    ]
    assert cartographer == ["Anja's Cartographer opens every space of region 1 to the next move."]
    refused("NAS-5.4.6: The Cartographer is already at work.", state, 0, "use_cartographer")
    state, lines = said(state, 0, "move", die=2, to=5)
    assert lines == ["Anja sails from space 2 to Port 5 (space 5) with a die showing 6."]


def test_the_cartographer_needs_a_region() -> None:
    state = started(3)
    state["round"] = 2
    give_tile(state, 0, "cartographer")
    turn_of(state, 0, space=7)
    refused(
        "NAS-Q24: The Cartographer needs your ship inside a region"
        " (not before the first move, not on a transit space).",
        state,
        0,
        "use_cartographer",
    )


def test_trade_winds_and_passing_say_so() -> None:
    state = started(3)
    turn_of(state, 0, phase="action", space=7)
    state, lines = said(state, 0, "catch_trade_winds")
    assert lines == ["Anja catches the trade winds and takes a trade wind token."]
    turn_of(state, 0, phase="action", space=7)
    refused("NAS-2.2.9.3: You already hold a trade wind token.", state, 0, "catch_trade_winds")
    turn_of(state, 0, phase="action", space=1)
    refused(
        "NAS-2.2.9.1: Trade winds are caught on trade-route or transit spaces, not in a port.",
        state,
        0,
        "catch_trade_winds",
    )
    _, passed = said(state, 0, "pass_action")
    assert passed == ["Anja takes no action."]


def test_a_capture_names_the_numbers_and_the_loot() -> None:
    state = started(3)
    set_merchant(state, 3, 3, 2, rum=2, goods=1)
    captains(state, 0, [(2, 2), (3, 3), (2, 1), (1, 3)])
    turn_of(state, 0, phase="action", space=3)
    state, lines = said(state, 0, "capture", card=1)
    assert lines == [
        "Capture succeeded on space 3: against the merchant ship, Anja's sail 4 beats 3 and"
        " cannon 4 beats 2; Anja takes its card.",
        "Anja takes 1 goods, 2 rum and 1 piece of eight into the hold.",
        "Captain card 2 (sail 3, cannon 3) is spent for this round.",
    ]
    turn_of(state, 0, phase="action", space=3)
    refused("NAS-2.2.7.1: There is no merchant ship on your space.", state, 0, "capture", card=0)
    set_merchant(state, 3, 1, 1)
    refused(
        "NAS-2.2.7.7: Captain card 2 has already been played this round.",
        state,
        0,
        "capture",
        card=1,
    )


def test_the_crows_nest_refusals_say_why() -> None:
    state = started(3)
    state["round"] = 2
    give_tile(state, 0, "crows_nest")
    set_merchant(state, 3, 1, 1)
    turn_of(state, 0, phase="action", space=1)
    refused(
        "NAS-Q21: The Crow's nest works only from a trade-route space.",
        state,
        0,
        "capture",
        card=0,
        target=2,
    )
    turn_of(state, 0, phase="action", space=3)
    refused(
        "NAS-Q21: The Crow's nest works only when your own space has no merchant ship.",
        state,
        0,
        "capture",
        card=0,
        target=4,
    )
    clear_merchant(state, 4)
    turn_of(state, 0, phase="action", space=4)
    refused(
        "NAS-5.3.2: The Crow's nest reaches a merchant ship exactly one space away.",
        state,
        0,
        "capture",
        card=0,
        target=6,
    )


def test_a_plunder_names_the_cannon_against_the_port() -> None:
    state = started(3)
    captains(state, 0, [(0, 6), (0, 1), (2, 1), (1, 3)])
    turn_of(state, 0, phase="action", space=10)
    failed, lines = said(state, 0, "plunder", card=1)
    assert lines == [
        "Plunder failed: Anja's cannon 2 does not beat the port's 6; nothing happens to"
        " Port Royal (space 10).",
        "Captain card 2 (sail 0, cannon 1) is spent for this round.",
    ]
    assert failed["plundered"] == {}
    won, lines = said(state, 0, "plunder", card=0)
    assert lines == [
        "Plunder succeeded: Anja's cannon 7 beats the port's 6; Port Royal (space 10) is"
        " plundered for the rest of the game.",
        "Anja takes 4 pieces of eight into the hold.",
        "Captain card 1 (sail 0, cannon 6) is spent for this round.",
    ]
    turn_of(won, 0, phase="action", space=10)
    refused(
        "NAS-2.2.11.7: This port has been plundered: no actions here for the rest of the game.",
        won,
        0,
        "smuggle",
        resource="goods",
    )
    check_invariants(won)


def test_a_single_reachable_space_is_named_as_one() -> None:
    state = started(3, [[6, 6, 6], [5, 5, 5], [4, 4, 4]])
    turn_of(state, 0)
    state["players"][0]["wind"] = True
    refused(
        "NAS-2.2.4.3: Space 6 cannot be reached with 7: you may go to the space equal to your"
        " die, or transit space 1, that is space 7.",
        state,
        0,
        "move",
        die=0,
        to=6,
        wind="+1",
    )
