"""MM-4.7, MM-Q26: rumors bought, kept secretly, acted on."""

from __future__ import annotations

from tests.engines.merchants_marauders.builders import (
    ENGINE,
    lines,
    open_port,
    play,
    played,
    put,
    refused,
    started,
)


def buyer():
    state = open_port(started(2))
    state["players"][0]["captain"]["influence"] = 2
    return state


def kinds(state):
    return [e["kind"] for e in state["waiting"]]


def test_a_failed_influence_roll_still_costs_two_gold():
    answer = played(buyer(), 0, "acquire_rumor", dice=[1, 2])
    assert lines(answer) == [
        "Anja pays 2 gold for a rumor.",
        "Anja rolls Influence (1 and 2): no success, no rumor (MM-4.7.1).",
    ]
    assert answer.state["players"][0]["gold"] == 8 and kinds(answer.state) == []


def test_a_rumor_is_entered_secretly():
    state = play(buyer(), 0, "acquire_rumor", dice=[5, 2])
    assert kinds(state) == ["rumor_card"]
    answer = played(
        state, 0, "enter_rumor", card="Sunken treasure", place="Nassau", skill="scouting"
    )
    assert lines(answer) == ["Anja keeps a rumor face down."]
    assert lines(answer, 0)[-1] == "Your rumor: Sunken treasure, at Nassau, a Scouting roll."
    other = ENGINE.player_view(answer.state, 1)["players"][0]
    assert other["has_rumor"] and "rumor" not in other
    assert answer.state["players"][0]["rumor"] == {
        "name": "Sunken treasure",
        "place": "Nassau",
        "skill": "scouting",
    }


def test_one_rumor_held_the_player_keeps_one_of_two():
    state = buyer()
    state["players"][0]["rumor"] = {"name": "Old map", "place": "Havana", "skill": "influence"}
    state = play(state, 0, "acquire_rumor", dice=[5, 2])
    offers = {m.type: m.allowed for m in ENGINE.legal_moves(state, 0)}
    assert offers["enter_rumor"]["keep_old"] == [True, False]
    answer = played(
        state,
        0,
        "enter_rumor",
        card="Sunken treasure",
        place="Nassau",
        skill="scouting",
        keep_old=True,
    )
    assert lines(answer) == ["Anja keeps one of two rumors and shuffles the other back (MM-4.7.2)."]
    assert answer.state["players"][0]["rumor"]["name"] == "Old map"


def test_a_true_rumor_in_port_brings_glory_beyond_the_activities():
    state = buyer()
    state["players"][0]["rumor"] = {"name": "Old map", "place": "Havana", "skill": "influence"}
    state = play(state, 0, "acquire_rumor", dice=[1, 1])
    answer = played(state, 0, "check_rumor", dice=[5, 1])
    assert lines(answer) == [
        "Anja reveals the rumor Old map at Havana and rolls Influence (skull and 1).",
        "The rumor is true: its reward is carried out at the table (MM-4.7.5).",
        "Anja gains a glory point (a true rumor, MM-4.7.5): 1 on the track, and draws a glory "
        "card.",
    ]
    p = answer.state["players"][0]
    assert p["rumor"] is None and p["glory"] == 1
    assert kinds(answer.state) == ["glory_draw"]


def test_a_rumor_card_that_says_so_is_kept():
    state = buyer()
    state["players"][0]["rumor"] = {
        "name": "Forged Documents",
        "place": "Havana",
        "skill": "influence",
    }
    state = play(state, 0, "check_rumor", dice=[5, 1], keep=True)
    assert state["players"][0]["rumor"]["name"] == "Forged Documents"
    assert refused(state, 0, "check_rumor", dice=[5, 1]) == (
        "You have acted on a rumor this turn already (MM-Q26)."
    )


def test_a_false_rumor_at_sea_takes_a_scout_action():
    state = started(2)
    put(state, 0, "Nassau")
    state["players"][0]["rumor"] = {
        "name": "Sunken treasure",
        "place": "nassau",
        "skill": "scouting",
    }
    assert "check_rumor" in [m.type for m in ENGINE.legal_moves(state, 0)]
    answer = played(state, 0, "check_rumor", dice=[1, 2, 3])
    assert lines(answer) == [
        "Anja reveals the rumor Sunken treasure at nassau and rolls Scouting (1, 2 and 3).",
        "The rumor was false: the card is discarded (MM-4.7.4).",
    ]
    assert answer.state["players"][0]["rumor"] is None
    assert answer.state["turn"]["actions"] == 2


def test_rumor_refusals():
    state = started(2)
    assert refused(state, 0, "check_rumor") == "You hold no rumor (MM-4.7.4)."
    state["players"][0]["rumor"] = {"name": "Old map", "place": "Nassau", "skill": "influence"}
    assert refused(state, 0, "check_rumor") == (
        "Your rumor is acted on at the place it names (MM-4.7.3)."
    )
    state["players"][0]["rumor"]["place"] = "Havana"
    assert refused(state, 0, "check_rumor") == (
        "In port a rumor is acted on during your Port action (MM-Q26)."
    )
    state = open_port(state)
    state["players"][0]["gold"] = 1
    assert refused(state, 0, "acquire_rumor") == (
        "That costs 2 gold and you do not have them (MM-4.7.1)."
    )


def test_the_rumor_card_stays_out_of_the_public_log():
    state = play(buyer(), 0, "acquire_rumor", dice=[5, 2])
    answer = played(
        state, 0, "enter_rumor", card="Sunken treasure", place="Nassau", skill="scouting"
    )
    assert all("Sunken" not in line for line in lines(answer, 1))
    assert "Sunken" not in str(ENGINE.player_view(answer.state, 1))
