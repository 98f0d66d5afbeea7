"""MM-7.2, MM-7.3, MM-Q34, MM-Q45: glory cards announced in a window, resolved in turn
order, played or taken back; specialists hired."""

from __future__ import annotations

import copy

from companion.engines.merchants_marauders.death import kill
from companion.engines.merchants_marauders.glory import gain_glory
from companion.engines.merchants_marauders.glory_cards import open_window
from companion.engines.merchants_marauders.secrets import resample_secrets
from companion.engines.text import _, english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    hand,
    lines,
    offered,
    play,
    played,
    refusal,
    started,
)


def two_hands(players=2):
    state = started(players)
    hand(state, 0, "Lucky wind", "Broadside")
    hand(state, 1, "Old map")
    if players > 2:
        hand(state, 2, "Bribe")
    return state


def test_an_announcement_is_face_down_and_opens_a_window_for_the_others():
    state = two_hands()
    answer = played(state, 0, "announce_glory_card", card="Lucky wind")
    assert lines(answer) == [
        "Anja announces a glory card: the others may announce one too or pass (MM-7.2.3)."
    ]
    assert lines(answer, 0)[-1] == "You announced Lucky wind, face down."
    state = answer.state
    assert state["players"][0]["hand"] == ["Broadside"]
    jona = ENGINE.player_view(state, 1)
    assert jona["glory_window"]["announced"] == [0]
    assert jona["glory_window"]["mine"] == []
    assert jona["players"][0]["hand_count"] == 1
    assert ENGINE.player_view(state, 0)["glory_window"]["mine"] == ["Lucky wind"]
    assert set(offered(state, 1)) >= {"announce_glory_card", "pass_glory_window"}
    assert "close_glory_window" in offered(state, 0)
    assert "announce_glory_card" not in offered(state, 0)
    assert english(jona["prompt"]) == (
        "Glory cards (Anja's announcement): Jona may announce one or pass; Anja may close "
        "the announcements (MM-7.2.3)."
    )
    # The turn waits for the window (MM-3.3.2).
    assert (
        refusal(state, 0, "pass_turn") == "Finish what the table is waiting for first (MM-3.3.2)."
    )


def test_the_announced_card_stays_secret_from_the_others():
    state = play(two_hands(), 0, "announce_glory_card", card="Lucky wind")
    other = resample_secrets(state, 1, 7)
    assert ENGINE.player_view(other, 1) == ENGINE.player_view(state, 1)
    assert ENGINE.legal_moves(other, 1) == ENGINE.legal_moves(state, 1)


def test_cards_resolve_clockwise_from_the_player_in_turn_and_one_may_be_taken_back():
    state = two_hands(3)
    state["current"] = 1  # Jona's turn: Jona, Mira, then Anja (MM-Q45)
    state = play(state, 0, "announce_glory_card", card="Lucky wind")
    state = play(state, 2, "announce_glory_card", card="Bribe")
    answer = played(state, 1, "pass_glory_window")
    assert lines(answer)[-1] == (
        "The announced glory cards are resolved in this order: Mira and Anja (MM-Q45)."
    )
    state = answer.state
    assert (
        refusal(state, 0, "play_glory_card") == "Mira's announced card is resolved first (MM-Q45)."
    )
    assert set(offered(state, 2)) >= {"play_glory_card", "decline_glory_card"}
    answer = played(state, 2, "play_glory_card")
    assert lines(answer) == ["Mira plays Bribe (MM-7.2.3)."]
    state = answer.state
    assert state["glory_cards"]["played"] == [{"seat": 2, "card": "Bribe", "round": 1}]
    answer = played(state, 0, "decline_glory_card")
    assert lines(answer) == [
        "Anja does not play the announced card and shows it: Lucky wind (MM-7.2.4)."
    ]
    state = answer.state
    assert sorted(state["players"][0]["hand"]) == ["Broadside", "Lucky wind"]
    assert not state["waiting"]
    assert ENGINE.player_view(state, 1)["glory_window"] is None


def test_a_card_is_taken_back_once_per_turn():
    state = two_hands()
    state = play(state, 0, "announce_glory_card", card="Lucky wind")
    state = play(state, 1, "pass_glory_window")
    state = play(state, 0, "decline_glory_card")
    state = play(state, 0, "announce_glory_card", card="Lucky wind")
    state = play(state, 1, "pass_glory_window")
    assert "decline_glory_card" not in offered(state, 0)
    assert refusal(state, 0, "decline_glory_card") == (
        "You have taken back an announced card this turn already: play it (MM-7.2.4)."
    )
    # Next turn (another player's turn) the card may be taken back again.
    state["current"] = 1
    state = play(state, 0, "decline_glory_card")
    assert "Lucky wind" in state["players"][0]["hand"]


def test_the_player_in_turn_closes_the_window_when_the_others_had_their_chance():
    state = two_hands(3)
    state = play(state, 1, "announce_glory_card", card="Old map")
    assert refusal(state, 1, "close_glory_window") == (
        "Only Anja, the player in turn, may close the announcements (MM-7.2.3)."
    )
    answer = played(state, 0, "close_glory_window")
    assert lines(answer) == [
        "Anja closes the announcements; no card from Anja and Mira.",
        "The announced glory cards are resolved in this order: Jona (MM-Q45).",
    ]
    state = answer.state
    assert refusal(state, 2, "announce_glory_card", card="Bribe") == (
        "The announced glory cards are being resolved: announce yours after them (MM-7.2.3)."
    )
    assert refusal(state, 2, "pass_glory_window") == (
        "No glory card is being announced now (MM-7.2.3)."
    )


def test_refusals_of_an_announcement():
    state = two_hands(3)
    assert refusal(state, 0, "announce_glory_card", card="Old map") == (
        "You hold no glory card called Old map (MM-7.2.3)."
    )
    assert refusal(state, 0, "play_glory_card") == (
        "No announced glory card is waiting now (MM-7.2.3)."
    )
    state = play(state, 0, "announce_glory_card", card="Lucky wind")
    state = play(state, 1, "pass_glory_window")
    assert refusal(state, 1, "pass_glory_window") == (
        "You have answered at this moment already (MM-7.2.3)."
    )
    assert refusal(state, 1, "announce_glory_card", card="Old map") == (
        "You have answered at this moment already (MM-7.2.3)."
    )
    # A glory card drawn on top of the window: the window waits for it.
    state["waiting"].append({"kind": "glory_draw", "seats": [2]})
    assert refusal(state, 2, "announce_glory_card", card="Bribe") == (
        "Finish what the table is waiting for first (MM-7.2.3)."
    )
    over = two_hands()
    over["phase"] = "round_end"
    assert refusal(over, 0, "announce_glory_card", card="Lucky wind") == (
        "Glory cards are played during the turns of a round (MM-7.2.1)."
    )


def test_mm_ex_39_no_card_is_played_while_holding_five():
    """MM-EX-39: four cards, a mission completed (+1 glory, a fifth card): nothing may be
    played until one of the five is discarded."""
    state = started(2)
    hand(state, 0, "A", "B", "C", "D")
    gain_glory(state, 0, _("completing a mission"))
    assert state["players"][0]["glory"] == 1
    state = play(state, 0, "draw_glory_card", card="E")
    assert len(state["players"][0]["hand"]) == 5
    assert refusal(state, 0, "announce_glory_card", card="E") == (
        "You hold five glory cards: discard one before playing any (MM-7.1.3)."
    )
    assert "announce_glory_card" not in offered(state, 0)
    state = play(state, 0, "discard_glory_card", card="A")
    assert len(state["players"][0]["hand"]) == 4
    state = play(state, 0, "announce_glory_card", card="E")
    assert state["waiting"][-1]["announced"] == [{"seat": 0, "card": "E"}]


def combat_state(players=3):
    state = two_hands(players)
    # Jona attacks Anja: Jona is the aggressor (MM-9.1.1).
    state["combat"] = {
        "kind": "crew",
        "round": 1,
        "sides": [{"seat": 1, "controller": 1}, {"seat": 0, "controller": 0}],
        "step": "roll",
        "resume": None,
    }
    return state


def test_in_combat_only_the_fighters_announce_and_the_aggressor_resolves_first():
    state = combat_state()
    moment = _("after the Leadership rolls")
    out = open_window(state, moment, [0, 1, 2])
    assert [english(m) for m in out] == [
        "Glory cards may be played now (after the Leadership rolls): Anja and Jona may "
        "announce one (MM-7.2.5)."
    ]
    assert refusal(state, 2, "announce_glory_card", card="Bribe") == (
        "During a combat only the captains fighting may play glory cards (MM-7.2.5)."
    )
    state = play(state, 0, "announce_glory_card", card="Lucky wind")
    answer = played(state, 1, "announce_glory_card", card="Old map")
    assert lines(answer)[-1] == (
        "The announced glory cards are resolved in this order: Jona and Anja (MM-Q45)."
    )


def test_a_window_nobody_may_answer_does_not_open():
    state = combat_state()
    hand(state, 0)
    hand(state, 1)
    assert open_window(state, _("after the contest"), [0, 1]) == []
    assert not state["waiting"]


def test_mm_q34_a_player_who_passed_may_announce_at_a_later_moment():
    """MM-EX-19 / MM-Q34: Felipe passes when Frances announces; after her card he
    announces his own at the new moment."""
    state = combat_state(2)
    hand(state, 1, "Crew Combat re-rolls")
    open_window(state, _("after the Leadership rolls"), [0, 1])
    state = play(state, 1, "announce_glory_card", card="Crew Combat re-rolls")
    state = play(state, 0, "pass_glory_window")
    answer = played(state, 1, "play_glory_card")
    assert lines(answer) == ["Jona plays Crew Combat re-rolls (MM-7.2.3)."]
    state = answer.state
    assert not state["waiting"]
    hand(state, 0, "Fast Leaner")
    open_window(state, _("after the reroll"), [0, 1])
    state = play(state, 0, "announce_glory_card", card="Fast Leaner")
    state = play(state, 0, "play_glory_card")
    assert [c["card"] for c in state["glory_cards"]["played"]] == [
        "Crew Combat re-rolls",
        "Fast Leaner",
    ]


def test_a_specialist_card_hires_him_face_up():
    state = two_hands()
    state = play(state, 0, "announce_glory_card", card="Lucky wind")
    state = play(state, 1, "pass_glory_window")
    answer = played(state, 0, "play_glory_card", specialist="surgeons", cost=3)
    assert lines(answer) == [
        "Anja plays Lucky wind (MM-7.2.3).",
        "Anja pays 3 gold for Surgeons.",
        "Anja hires Surgeons (Lucky wind): face up on the board (MM-7.3.4).",
    ]
    state = answer.state
    assert state["players"][0]["specialists"] == ["surgeons"]
    assert state["players"][0]["gold"] == 7
    assert state["players"][0]["hand"] == ["Broadside"]
    assert ENGINE.player_view(state, 1)["players"][0]["specialists"] == ["surgeons"]
    state = play(state, 0, "announce_glory_card", card="Broadside")
    state = play(state, 1, "pass_glory_window")
    assert "surgeons" not in offered(state, 0)["play_glory_card"]["specialist"]
    assert refusal(state, 0, "play_glory_card", specialist="surgeons") == (
        "You employ Surgeons already: one of each kind (MM-7.3.5)."
    )
    assert refusal(state, 0, "play_glory_card", specialist="lookouts", cost=40) == (
        "That costs 40 gold and you do not have them (MM-7.3.3)."
    )
    assert refusal(state, 0, "play_glory_card", cost=2) == (
        "Only a specialist card asks gold to hire him (MM-7.3.3)."
    )


def test_a_mission_or_rumor_hires_or_loses_a_specialist():
    state = started(2)
    answer = played(
        state, 1, "enter_specialist", source="The surgeon's debt", specialist="lookouts", hired=True
    )
    assert lines(answer) == [
        "Jona hires Lookouts (The surgeon's debt): face up on the board (MM-7.3.4)."
    ]
    state = answer.state
    assert (
        refusal(state, 1, "enter_specialist", source="X", specialist="lookouts", hired=True)
        == "You employ Lookouts already: one of each kind (MM-7.3.5)."
    )
    assert (
        refusal(state, 1, "enter_specialist", source="X", specialist="pursers", hired=False)
        == "You employ no Pursers (MM-7.3.4)."
    )
    answer = played(
        state, 1, "enter_specialist", source="Mutiny", specialist="lookouts", hired=False
    )
    assert lines(answer) == ["Jona loses Lookouts (Mutiny)."]
    state = answer.state
    state["players"][1]["status"] = "dead"
    assert (
        refusal(state, 1, "enter_specialist", source="X", specialist="pursers", hired=True)
        == "You have no captain in play now (MM-7.3.4)."
    )


def test_a_captain_dying_during_a_window_loses_his_announced_card():
    state = two_hands(3)
    state = play(state, 1, "announce_glory_card", card="Old map")
    kill(state, 1, _("a storm"))
    entry = state["waiting"][-1]
    assert entry["kind"] == "glory_window"
    assert entry["announced"] == [] and 1 not in entry["pending"]
    state = play(state, 0, "pass_glory_window")
    state = play(state, 2, "pass_glory_window")
    assert not any(e["kind"] == "glory_window" for e in state["waiting"])


def test_offers_and_views_leave_the_state_as_it_was():
    state = play(two_hands(), 0, "announce_glory_card", card="Lucky wind")
    state = play(state, 1, "pass_glory_window")
    before = copy.deepcopy(state)
    for seat in (0, 1, None):
        ENGINE.legal_moves(state, seat)
        view = ENGINE.player_view(state, seat)
    assert state == before
    assert english(view["prompt"]) == (
        "Anja plays the announced glory card or takes it back (MM-7.2.4)."
    )
