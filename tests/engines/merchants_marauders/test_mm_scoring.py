"""Section H: the declaration, the end of the game and the ranking (MM-2.3, MM-2.4,
MM-Q7 to MM-Q11)."""

from __future__ import annotations

from companion.engines.merchants_marauders.glory import check_declaration, gain_glory, total
from companion.engines.merchants_marauders.purse import gain
from companion.engines.merchants_marauders.scoring import end_game
from companion.engines.text import _, english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    bookkeeping,
    lines,
    next_round_with_card,
    play,
    played,
    started,
)


def test_mm_ex_20_the_hidden_gold_cap():
    """MM-EX-20: track 4, chest 63 (capped at 5 points): 9; selling 3 Rum in demand brings
    18 gold and a glory point: 10, so A declares and shows 63."""
    state = started(2)
    a = state["players"][0]
    a.update(glory=4, chest=63, hides=3)
    assert total(state, a) == 9 and check_declaration(state, 0) == []
    out = [english(gain(state, 0, 18, _("selling 3 Rum")))]
    out += [english(m) for m in gain_glory(state, 0, _("selling 3 cards of the good in demand"))]
    assert out == [
        "Anja gains 18 gold: selling 3 Rum.",
        "Anja gains a glory point (selling 3 cards of the good in demand): 5 on the track, "
        "and draws a glory card.",
    ]
    # The companion declares for her as its next step (MM-2.3.2).
    assert ENGINE.due_moves(state)[0]["args"] == {"player": 0}
    declared = played(state, None, "declare_target", player=0)
    assert lines(declared) == [
        "Anja reaches 10 glory and declares it: 63 gold hidden. The game ends when this "
        "round's turns are over (MM-2.3.2).",
    ]
    state = declared.state
    a = state["players"][0]
    assert a["glory"] == 5 and total(state, a) == 10 and state["declared_end"]
    assert state["waiting"][0] == {"kind": "glory_draw", "seats": [0]}
    # The chest is shown to everyone from the declaration on (MM-2.3.3).
    assert ENGINE.player_view(state, 1)["players"][0]["chest"] == 63


def test_mm_ex_20_variation_a_target_of_12_caps_hidden_gold_at_6():
    state = started(2, options={"glory_target": 12})
    a = state["players"][0]
    a.update(glory=4, chest=63)
    assert total(state, a) == 10
    gain_glory(state, 0, _("selling 3 cards of the good in demand"))
    assert total(state, a) == 11 and not a["declared"] and not state["declared_end"]


def round_12(tracks, chests):
    state = started(3)
    state["round"] = 11
    state = next_round_with_card(state)
    assert state["round"] == 12 and state["current"] == 0
    for p, glory, chest in zip(state["players"], tracks, chests, strict=True):
        p.update(glory=glory, chest=chest)
    return state


def test_mm_ex_21_two_players_reach_10_and_the_glory_track_decides():
    state = round_12((9, 6, 8), (0, 35, 0))
    # A's turn: a mission completed.
    gain_glory(state, 0, _("completing a mission"))
    declared = played(state, None, "declare_target", player=0)
    assert lines(declared)[0].startswith("Anja reaches 10 glory and declares it: 0 gold hidden.")
    state = declared.state
    state = play(state, 0, "draw_glory_card", card="A")
    state = play(state, 0, "pass_turn")
    # B's turn: 7 gold hidden in his home port (chest 42: 4 points).
    b = state["players"][1]
    b["chest"] += 7
    b["hides"] += 1
    out = check_declaration(state, 1)
    assert english(out[0]).startswith("Jona reaches 10 glory and declares it: 42 gold hidden.")
    state = play(state, 1, "pass_turn")
    answer = played(state, 2, "pass_turn")  # C: no glory; the round ends
    state = answer.state
    while ENGINE.due_moves(state):
        state = bookkeeping(state)
    assert ENGINE.is_over(state)
    result = ENGINE.final_result(state)
    assert result.ended_by == "MM-2.3.2"
    assert result.winners == [0]
    assert result.places == {0: 1, 1: 2, 2: 3}
    assert result.breakdown[1]["glory from hidden gold"] == 4


def end_after_declarations(tracks, chests, target=10):
    state = started(len(tracks), options={"glory_target": target})
    for seat, (glory, chest) in enumerate(zip(tracks, chests, strict=True)):
        state["players"][seat].update(glory=glory, chest=chest)
        check_declaration(state, seat)
    return next_round_with_card(state)


def test_mm_ex_21_variation_the_track_not_the_total():
    state = end_after_declarations((9, 10), (25, 0))
    result = ENGINE.final_result(state)
    assert result.winners == [1]


def test_mm_ex_22_a_tie_on_the_track_goes_to_hidden_gold_then_is_shared():
    result = ENGINE.final_result(end_after_declarations((8, 8), (27, 24)))
    assert result.winners == [0] and result.places == {0: 1, 1: 2}
    result = ENGINE.final_result(end_after_declarations((8, 8), (27, 27)))
    assert result.winners == [0, 1] and result.places == {0: 1, 1: 1}


def test_mm_q10_a_declared_player_below_the_target_still_ends_the_game():
    state = started(2)
    state["players"][0].update(glory=5, chest=50)
    check_declaration(state, 0)
    state["players"][0]["chest"] = 20  # spent in the home port
    state["players"][1]["glory"] = 8
    state = next_round_with_card(state)
    result = ENGINE.final_result(state)
    assert result.ended_by == "MM-2.3.2" and result.winners == [0]


def test_mm_q11_glory_goes_past_10():
    state = started(2)
    state["players"][0]["glory"] = 10
    gain_glory(state, 0, _("completing a mission"))
    assert state["players"][0]["glory"] == 11


def test_mm_ex_40_the_game_ends_when_the_event_deck_is_empty():
    """MM-EX-40: the 34th card was drawn in round 34; round 35 starts with none to draw.
    A and C tie on total 9; A wins on the track (MM-Q8)."""
    state = started(3)
    state["round"], state["event_deck"] = 34, 0
    for p, glory, chest in zip(state["players"], (7, 8, 6), (22, 5, 38), strict=True):
        p.update(glory=glory, chest=chest)
    for seat in range(3):
        state = play(state, seat, "pass_turn")
    answer = played(state, None, "end_round")
    answer = played(answer.state, None, "start_round")
    assert lines(answer) == [
        "Round 35 begins.",
        "The game is over: no event card was left to draw (MM-2.4.1). Every chest is shown: "
        "Anja 22 gold, Jona 5 gold and Mira 38 gold.",
    ]
    state = answer.state
    assert ENGINE.is_over(state)
    result = ENGINE.final_result(state)
    assert result.ended_by == "MM-2.4.1"
    assert result.winners == [0]
    assert result.places == {0: 1, 2: 2, 1: 3}
    assert result.scores == {0: 9.0, 1: 8.0, 2: 9.0}
    assert ENGINE.player_view(state, 1)["players"][2]["chest"] == 38


def test_an_announced_card_goes_back_to_its_hand_when_the_game_ends():
    state = started(2)
    state["players"][0]["hand"] = ["Lucky wind"]
    state = play(state, 0, "announce_glory_card", card="Lucky wind")
    end_game(state, "MM-2.4.1")
    assert state["players"][0]["hand"] == ["Lucky wind"] and state["waiting"] == []
