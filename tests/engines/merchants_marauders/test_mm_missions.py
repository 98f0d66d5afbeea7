"""MM-4.8, MM-Q26: missions claimed in port and completed."""

from __future__ import annotations

from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    lines,
    open_port,
    play,
    played,
    refused,
    started,
    step_moves,
)

LETTERS = "Deliver the letters"  # lies at Havana in the builders' game


def kinds(state):
    return [e["kind"] for e in state["waiting"]]


def holding(card="Hunt the smugglers"):
    state = open_port(started(2))
    state["players"][0]["mission"] = {
        "name": card,
        "zone": 0,
        "requirement": "Influence",
        "reward": "8 gold",
    }
    return state


def test_claiming_a_mission_and_its_replacement():
    state = open_port(started(2))
    offers = {m.type: m.allowed for m in step_moves(state, 0)}
    assert offers["claim_mission"] == {"mission": [LETTERS]}
    answer = played(state, 0, "claim_mission", mission=LETTERS)
    assert lines(answer) == [
        "Anja claims the mission Deliver the letters at the port of Havana (MM-4.8.3)."
    ]
    state = answer.state
    assert state["players"][0]["mission"]["name"] == LETTERS
    assert [m["name"] for m in state["missions"]] == ["Escort the governor"]
    assert kinds(state) == ["mission"]
    state = play(state, 0, "enter_mission", card="Find the map", location="Caracas")
    assert len(state["missions"]) == 2 and kinds(state) == []


def test_a_new_mission_replaces_the_one_held():
    state = holding()
    answer = played(state, 0, "claim_mission", mission=LETTERS)
    assert lines(answer)[1] == (
        "Anja discards the mission Hunt the smugglers: one is held at a time (MM-4.8.4)."
    )


def test_a_mission_is_claimed_only_at_its_port():
    state = open_port(started(2))
    assert refused(state, 0, "claim_mission", mission="Escort the governor") == (
        "No mission called Escort the governor lies at this port (MM-Q26)."
    )


def test_completing_a_mission_by_its_roll():
    state = holding()
    answer = played(state, 0, "attempt_mission", skill="influence", dice=[5, 2])
    assert lines(answer) == [
        "Anja rolls Influence for the mission Hunt the smugglers (skull and 2).",
        "Anja completes the mission Hunt the smugglers: its Earn line is carried out at the "
        "table (MM-4.8.6).",
        "Anja gains a glory point (a mission completed, MM-4.8.6): 1 on the track, and draws "
        "a glory card.",
    ]
    assert answer.state["players"][0]["mission"] is None


def test_a_mission_s_roll_is_offered_for_each_skill_on_a_pad():
    """MM-Q26: the card (at the table) names the skill; each is offered with a pad of the
    captain's value, or rolled by the companion."""
    state = holding()
    state["players"][0]["mission"]["requirement"] = "Sail to Havana"
    captain = state["players"][0]["captain"]
    offers = [
        (english(m.label), m.allowed) for m in step_moves(state, 0) if m.type == "attempt_mission"
    ]
    skills = [("seamanship", "Seamanship"), ("scouting", "Scouting")]
    skills += [("leadership", "Leadership"), ("influence", "Influence")]
    padded = [
        (
            f"Roll {word} for your mission: {captain[key]} "
            + ("die" if captain[key] == 1 else "dice"),
            {"skill": [key], "dice": [[f] * captain[key] for f in (1, 2, 3, 4, 5)]},
        )
        for key, word in skills
        if captain[key]
    ]
    assert offers == [
        ("Try to complete your mission", {"success": [True, False]}),
        *padded,
        (
            "Roll the skill your mission names, rolled by the companion",
            {"skill": [key for key, _word in skills]},
        ),
    ]
    rolled = [5] * captain["influence"]
    answer = played(state, 0, "attempt_mission", skill="influence", dice=rolled)
    assert answer.state["players"][0]["mission"] is None


def test_a_requirement_naming_a_skill_offers_that_skill_only():
    state = holding()  # its requirement: "Influence"
    n = state["players"][0]["captain"]["influence"]
    offers = [
        (english(m.label), m.allowed) for m in step_moves(state, 0) if m.type == "attempt_mission"
    ]
    assert offers == [
        ("Try to complete your mission", {"success": [True, False]}),
        (
            f"Roll Influence for your mission: {n} " + ("die" if n == 1 else "dice"),
            {"skill": ["influence"], "dice": [[f] * n for f in (1, 2, 3, 4, 5)]},
        ),
        ("Roll the skill your mission names, rolled by the companion", {"skill": ["influence"]}),
    ]


def test_a_failed_mission_stays_and_is_tried_once_a_turn():
    state = holding()
    answer = played(state, 0, "attempt_mission", success=False)
    assert lines(answer) == [
        "The mission Hunt the smugglers is not done; it stays with Anja (MM-4.8.5)."
    ]
    state = answer.state
    assert state["players"][0]["mission"] is not None
    assert refused(state, 0, "attempt_mission", success=True) == (
        "You have tried this mission this turn already (MM-Q26)."
    )


def test_mission_refusals():
    state = open_port(started(2))
    assert refused(state, 0, "attempt_mission", success=True) == "You hold no mission (MM-4.8.5)."
    state = holding()
    assert refused(state, 0, "attempt_mission") == (
        "Enter either whether the mission is done or the skill its card rolls (MM-Q26)."
    )
    state["turn"]["port_open"] = False
    assert refused(state, 0, "attempt_mission", success=True) == (
        "A mission is tried during your Port action (MM-4.8.5)."
    )


def test_mm_ex_39_a_fifth_glory_card_is_discarded_before_play():
    state = holding()
    state["players"][0]["hand"] = ["A", "B", "C", "D"]
    state = play(state, 0, "attempt_mission", success=True)
    assert state["players"][0]["glory"] == 1 and kinds(state) == ["glory_draw"]
    state = play(state, 0, "draw_glory_card", card="E")
    assert len(state["players"][0]["hand"]) == 5 and kinds(state) == ["glory_discard"]
    # Nothing else is offered (no card played) until one is discarded.
    assert [m.type for m in step_moves(state, 0)] == ["discard_glory_card"]
    state = play(state, 0, "discard_glory_card", card="B")
    assert state["players"][0]["hand"] == ["A", "C", "D", "E"] and kinds(state) == []
