"""NAS-Q22: in a capture or against a navy ship, the totals are shown first, then the player
chooses the crew (First Mate, Boatswain, Coxswain) or none, then the encounter is settled
(encounters.py, with raids.py and navy.py)."""

from __future__ import annotations

import re

import pytest

from companion.engines.base import RuleError
from companion.engines.text import english
from tests.engines.nassau.builders import (
    ENGINE,
    captains,
    check_invariants,
    give_tile,
    play,
    said,
    set_merchant,
    started,
    step_turn,
    turn_of,
)
from tests.engines.nassau.test_nas_notoriety_navy import navy_state


def refused(message: str, state: dict, seat: int | None, move_type: str, **args: object) -> None:
    with pytest.raises(RuleError, match=f"^{re.escape(message)}$"):
        play(state, seat, move_type, **args)


def _capture_ready(*crew: str) -> dict:
    """Anja on space 3 after her move, merchant 4/4, captain card 1 worth 2/2, round 2."""
    state = started(3)
    state["round"] = 2
    for tile in crew:
        give_tile(state, 0, tile)
    set_merchant(state, 3, 4, 4, rum=1)
    captains(state, 0, [(2, 2), (1, 1), (1, 1), (1, 1)])
    turn_of(state, 0, phase="action", space=3)
    return state


TOTALS = (
    "Against the merchant ship's sail 4 and cannon 4, Anja has sail 3 and cannon 3 with "
    "captain card 1."
)
QUESTION = (
    "Anja chooses which crew to use (First Mate, Boatswain, Coxswain) or none, and the "
    "encounter is settled."
)
PROMPT = (
    "Against the merchant ship's sail 4 and cannon 4, Anja has sail 3 and cannon 3: Anja "
    "chooses which crew to use (First Mate, Boatswain, Coxswain) or none."
)


def test_a_capture_shows_the_totals_before_the_crew() -> None:
    state, lines = said(_capture_ready("first_mate", "boatswain"), 0, "capture", card=0)
    assert lines == [TOTALS, QUESTION]
    assert state["merchants"]["3"] is not None  # nothing settled yet
    assert state["players"][0]["captain"][0]["played"] is True  # the card is on the table
    assert not any(t["used"] for t in state["players"][0]["tiles"])
    view = ENGINE.player_view(state, 1)
    assert english(view["prompt"]) == PROMPT
    assert view["waiting_for"][0]["what"] == "choose_crew"
    assert view["waiting_for"][0]["rule"] == "NAS-Q22"
    assert view["encounter"] == {
        "kind": "merchant",
        "seat": 0,
        "card": 0,
        "space": 3,
        "sail": 3,
        "cannon": 3,
        "their_sail": 4,
        "their_cannon": 4,
    }
    # Only the crew choice (and the moves allowed at any time, none here) is offered.
    offered = list(ENGINE.legal_moves(state, 0))
    assert [(m.type, m.allowed) for m in offered] == [
        (
            "choose_crew",
            {
                "first_mate": ["none", "sail", "cannon"],
                "boatswain": [False, True],
                "coxswain": [False],
            },
        )
    ]
    check_invariants(state)


def test_the_crew_chosen_then_settles_the_capture() -> None:
    state = play(_capture_ready("first_mate", "boatswain"), 0, "capture", card=0)
    state, lines = said(state, 0, "choose_crew", first_mate="sail", boatswain=True)
    assert lines == [
        "Capture failed on space 3: against the merchant ship, Anja's sail 4 does not beat 4"
        " and cannon 4 does not beat 4; the merchant ship stays.",
        "Anja's First Mate adds 1 to the sail.",
        "Anja's Boatswain adds 1 to the cannon.",
        "Captain card 1 (sail 2, cannon 2) is spent for this round.",
    ]
    assert all(t["used"] for t in state["players"][0]["tiles"])
    assert "encounter" not in state["turn"] and state["turn"]["queue"][state["turn"]["pos"]] != 0
    check_invariants(state)


def test_a_capture_won_with_the_crew_takes_the_loot() -> None:
    state = _capture_ready("first_mate", "boatswain", "coxswain")
    state["merchants"]["3"].update(sail=3, cannon=3)
    state = play(state, 0, "capture", card=0)
    state, lines = said(state, 0, "choose_crew", first_mate="cannon", coxswain=True)
    assert lines[0] == (
        "Capture succeeded on space 3: against the merchant ship, Anja's sail 4 beats 3 and "
        "cannon 4 beats 3; Anja takes its card."
    )
    assert state["players"][0]["hold"]["rum"] == 1 and state["merchants"]["3"] is None
    boatswain = next(t for t in state["players"][0]["tiles"] if t["type"] == "boatswain")
    assert boatswain["used"] is False  # not called on: still there this round


def test_no_crew_chosen_settles_with_the_totals_shown() -> None:
    state = play(_capture_ready("coxswain"), 0, "capture", card=0)
    state, lines = said(state, 0, "choose_crew")
    assert lines == [
        "Capture failed on space 3: against the merchant ship, Anja's sail 3 does not beat 4"
        " and cannon 3 does not beat 4; the merchant ship stays.",
        "Captain card 1 (sail 2, cannon 2) is spent for this round.",
    ]
    assert state["players"][0]["tiles"][0]["used"] is False


def test_nothing_else_goes_on_while_the_crew_is_weighed() -> None:
    state = play(_capture_ready("first_mate"), 0, "capture", card=0)
    message = "NAS-Q22: First the crew for the encounter under way: choose which to use, or none."
    refused(message, state, 0, "pass_action")
    refused(message, state, 0, "capture", card=1)
    refused("NAS-Q22: You have no encounter waiting for your crew.", state, 1, "choose_crew")
    refused("NAS-5.4.13: Your ship has no Boatswain.", state, 0, "choose_crew", boatswain=True)


def test_without_crew_to_call_on_a_capture_settles_at_once() -> None:
    state, lines = said(_capture_ready(), 0, "capture", card=0)
    assert lines[0].startswith("Capture failed on space 3")
    assert "encounter" not in state["turn"]
    used = _capture_ready("first_mate")
    used["players"][0]["tiles"][0]["used"] = True  # already used this round
    assert "encounter" not in play(used, 0, "capture", card=0)["turn"]
    fresh_crew = _capture_ready()
    give_tile(fresh_crew, 0, "coxswain", acquired=2)  # bought this round (NAS-2.5.10)
    assert "encounter" not in play(fresh_crew, 0, "capture", card=0)["turn"]


def test_the_crew_may_still_be_entered_with_the_card_in_one_entry() -> None:
    state, lines = said(
        _capture_ready("first_mate", "boatswain"), 0, "capture", card=0, first_mate="sail"
    )
    assert lines[1] == "Anja's First Mate adds 1 to the sail."
    assert "encounter" not in state["turn"]


def test_the_crows_nest_is_named_once_when_the_crew_waits() -> None:
    state = _capture_ready("crows_nest", "coxswain")
    state["merchants"]["4"] = state["merchants"]["3"]
    state["merchants"]["3"] = None
    state, lines = said(state, 0, "capture", card=0, target=4)
    assert lines[0] == "Anja's Crow's nest reaches space 4."
    _after, lines = said(state, 0, "choose_crew", coxswain=True)
    assert not any("Crow's nest" in line for line in lines)
    assert lines[-2:] == [
        "Anja's Coxswain adds 1 to the sail.",
        "Captain card 1 (sail 2, cannon 2) is spent for this round.",
    ]


def _navy_ready() -> dict:
    state = navy_state(3, [{"kind": "ship", "sail": 3, "cannon": 3}, {"kind": "open_sea"}])
    state["round"] = 2
    give_tile(state, 0, "first_mate")
    captains(state, 0, [(2, 2), (1, 1), (1, 1), (1, 1)])
    step_turn(state, "navy", [0, 1, 2])
    return state


def test_a_navy_ship_shows_the_totals_before_the_crew() -> None:
    state, lines = said(_navy_ready(), 0, "evade_navy", navy=0, card=0)
    assert lines == [
        "Anja faces a navy ship with sail 3 and cannon 3.",
        "Against the navy ship's sail 3 and cannon 3, Anja has sail 3 and cannon 3 with "
        "captain card 1.",
        "Anja chooses which crew to use (First Mate, Boatswain, Coxswain) or none, and the "
        "encounter is settled.",
    ]
    assert len(state["navy"]["row"]) == 2  # the card faced stays in the row until settled
    assert english(ENGINE.player_view(state, 2)["prompt"]) == (
        "Against the navy ship's sail 3 and cannon 3, Anja has sail 3 and cannon 3: Anja "
        "chooses which crew to use (First Mate, Boatswain, Coxswain) or none."
    )
    refused(
        "NAS-Q22: First the crew for the encounter under way: choose which to use, or none.",
        state,
        0,
        "evade_navy",
        navy=1,
    )
    state, lines = said(state, 0, "choose_crew", first_mate="sail")
    assert lines == [
        "Navy half evaded: against the navy ship, Anja's sail 4 beats 3 and cannon 3 does not "
        "beat 3; Anja chooses to lose half the hold or half the notoriety.",
        "Anja's First Mate adds 1 to the sail.",
        "Captain card 1 (sail 2, cannon 2) is spent for this round.",
    ]
    assert [c["kind"] for c in state["navy"]["row"]] == ["open_sea"]
    assert state["navy"]["bottom"][-1]["sail"] == 3
    assert state["pending"][0]["kind"] == "navy_penalty"
    state = play(state, 0, "choose_navy_penalty", lose="notoriety")
    assert state["turn"]["queue"][state["turn"]["pos"]] == 1
    check_invariants(state)


def test_an_open_sea_card_never_waits_for_the_crew() -> None:
    state, lines = said(_navy_ready(), 0, "evade_navy", navy=1)
    assert lines[0].startswith("Anja takes an open sea card")
    assert "encounter" not in state["turn"]
