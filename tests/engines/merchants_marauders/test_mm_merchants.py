"""MM-5.1, MM-5.2: merchant markers, a merchant found, its nationality, raid or let sail,
and the refill of the markers at a round's start."""

from __future__ import annotations

import pytest

from companion.engines.base import RuleError
from companion.engines.merchants_marauders import board
from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    lines,
    play,
    played,
    put,
    started,
    step_moves,
    zone_id,
)

SKULL = 5


def found_at(zone="Havana", port=None):
    """Anja at sea in ``zone`` has found its merchant (the marker not turned yet)."""
    state = started(2)
    z = board.named(state, zone, "MM-3.4.1")
    if port is not None:
        state["zones"][z]["port"] = port
    put(state, 0, zone)
    return play(state, 0, "scout", target="merchant", dice=[SKULL, 1, 1])


def refusal(state, seat, move_type, **args):
    with pytest.raises(RuleError) as caught:
        play(state, seat, move_type, **args)
    return english(caught.value.text)


def offers(state, seat=0):
    return {o.type: o.allowed for o in step_moves(state, seat)}


def test_the_marker_is_turned_then_raided_or_let_go():
    state = found_at()
    assert offers(state) == {
        "reveal_merchant": {"nation": ["dutch", "english", "french", "spanish"]}
    }
    assert english(ENGINE.player_view(state, 1)["prompt"]) == (
        "Anja turns the merchant marker over and enters its nation (MM-5.2.1)."
    )
    answer = played(state, 0, "reveal_merchant", nation="french")
    assert lines(answer) == ["The merchant marker shows France (MM-5.2.1)."]
    state = answer.state
    assert offers(state) == {
        "raid_merchant": {"nation": ["french", "spanish"]},
        "let_merchant_sail": {},
    }
    assert english(ENGINE.player_view(state, 1)["prompt"]) == (
        "Anja chooses the merchant's nationality and raids it, or lets it sail (MM-5.2.2)."
    )


def test_letting_the_merchant_sail_gives_no_bounty_and_keeps_the_marker_on_the_track():
    state = play(found_at(), 0, "reveal_merchant", nation="dutch")
    answer = played(state, 0, "let_merchant_sail")
    assert lines(answer) == ["Anja lets the merchant sail away (MM-5.2.3)."]
    state = answer.state
    assert not any(state["players"][0]["bounty"].values())
    assert state["merchant_track"] == 1
    assert state["merchants"][str(zone_id(state, "Havana"))] is False
    assert state["waiting"] == [] and state["raid"] is None
    assert state["turn"]["actions"] == 2


def test_the_nationality_is_the_markers_or_the_zones():
    state = play(found_at(), 0, "reveal_merchant", nation="dutch")
    assert refusal(state, 0, "raid_merchant", nation="english") == (
        "The merchant's nationality is the marker's nation or the nation of your sea zone "
        "(MM-5.2.2)."
    )
    assert play(state, 0, "raid_merchant", nation="spanish")["players"][0]["bounty"]["spanish"] == 1


def test_in_the_caribbean_sea_only_the_markers_nation():
    state = play(found_at("Caribbean Sea", port=False), 0, "reveal_merchant", nation="dutch")
    assert offers(state)["raid_merchant"] == {"nation": ["dutch"]}
    assert refusal(state, 0, "raid_merchant", nation="spanish").startswith(
        "The merchant's nationality is the marker's nation"
    )
    assert play(state, 0, "raid_merchant", nation="dutch")["raid"]["zone_nation"] is None


def test_a_zone_whose_port_nation_is_not_told_is_asked_with_the_marker():
    state = found_at("Santo Domingo")
    z = zone_id(state, "Santo Domingo")
    assert offers(state)["reveal_merchant"]["port_nation"] == [
        "dutch",
        "english",
        "french",
        "spanish",
    ]
    state = play(state, 0, "reveal_merchant", nation="english", port_nation="spanish")
    assert state["zones"][z]["nation"] == "spanish" and state["zones"][z]["port"] is True
    assert offers(state)["raid_merchant"] == {"nation": ["english", "spanish"]}


def test_a_known_port_nation_is_not_entered_again():
    assert refusal(found_at(), 0, "reveal_merchant", nation="dutch", port_nation="french") == (
        "The nation of this sea zone is known already, or it has no port (MM-5.2.2)."
    )


def test_the_marker_is_entered_once_and_first():
    state = found_at()
    assert refusal(state, 0, "raid_merchant", nation="spanish") == (
        "Enter the nation on the merchant marker first (MM-5.2.1)."
    )
    assert refusal(state, 0, "let_merchant_sail") == (
        "Enter the nation on the merchant marker first (MM-5.2.1)."
    )
    state = play(state, 0, "reveal_merchant", nation="dutch")
    assert refusal(state, 0, "reveal_merchant", nation="french") == (
        "The merchant's nation is entered already (MM-5.2.1)."
    )


def test_only_the_scout_answers_and_only_when_asked():
    assert refusal(found_at(), 1, "reveal_merchant", nation="dutch") == (
        "This entry is for another player (MM-5.2.1)."
    )
    assert refusal(started(2), 0, "let_merchant_sail") == (
        "The table is not waiting for this entry now (MM-5.2.3)."
    )


def board_of_17(state, without):
    """Every sea zone named; the first ``without`` have lost their marker to the track."""
    for i in range(len(state["zones"]), 17):
        board.named(state, f"Zone {i}", "MM-0.5.1")
    for z in range(without):
        state["merchants"][str(z)] = False
    state["merchant_track"] = without
    state["phase"] = "round_start"
    return state


def test_mm_ex_43_refilling_the_merchant_markers():
    state = board_of_17(started(2), 8)
    answer = played(state, None, "start_round")
    assert lines(answer) == [
        "Round 2 begins.",
        "The merchant track holds 8 markers: they go face down, one into each of the 8 sea "
        "zones without one (MM-5.1.3).",
    ]
    state = answer.state
    assert state["merchant_track"] == 0
    assert all(state["merchants"].get(str(z), True) for z in range(17))
    assert state["waiting"][-1]["kind"] == "event"  # the refill comes before the event card

    # Variation: 7 markers on the track: nothing happens.
    state = board_of_17(started(2), 7)
    answer = played(state, None, "start_round")
    assert lines(answer) == ["Round 2 begins."]
    assert answer.state["merchant_track"] == 7
    assert sum(1 for z in range(17) if not answer.state["merchants"].get(str(z), True)) == 7


def test_a_track_over_8_fills_every_empty_zone():
    state = board_of_17(started(2), 9)
    answer = played(state, None, "start_round")
    assert lines(answer)[1].startswith("The merchant track holds 9 markers")
    assert answer.state["merchant_track"] == 0
