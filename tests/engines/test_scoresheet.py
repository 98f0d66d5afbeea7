from __future__ import annotations

import json

import pytest

from companion.engines.base import MoveInputError, Outcome, RuleError, SeatInfo
from companion.engines.scoresheet import ScoresheetEngine
from companion.engines.text import english

ENGINE = ScoresheetEngine()
SEATS = [SeatInfo(0, "Anja"), SeatInfo(1, "Jona"), SeatInfo(2, "Mira")]


def new(**options):
    return ENGINE.setup(ENGINE.clean_options(options), SEATS, seed=1)


def play(state, seat, type_, **args):
    return ENGINE.apply(state, seat, {"type": type_, "args": args})


def full_round(state, points):
    for target, p in enumerate(points):
        state = play(state, 0, "record_score", target=target, points=p)
    return play(state, 0, "close_round")


def test_setup_is_json_and_empty():
    state = new()
    assert json.loads(json.dumps(state)) == state
    assert state["rounds"] == [] and state["current"] == [None, None, None]


def test_a_round_closes_only_when_every_seat_has_a_score():
    state = play(new(), 0, "record_score", target=0, points=3)
    with pytest.raises(RuleError) as exc:
        play(state, 0, "close_round")
    assert exc.value.rule_id == "SHEET-2"
    assert exc.value.message == "The round needs a score for Jona and Mira first."


def test_negative_scores_need_the_option():
    with pytest.raises(RuleError) as exc:
        play(new(), 0, "record_score", target=0, points=-2)
    assert exc.value.rule_id == "SHEET-3"
    assert exc.value.message == "This table does not allow negative scores."
    state = play(new(allow_negative=True), 0, "record_score", target=0, points=-2)
    assert state["current"][0] == -2


def test_a_score_can_be_corrected_and_cleared_before_closing():
    state = play(new(), 0, "record_score", target=1, points=3)
    state = play(state, 0, "record_score", target=1, points=4)
    assert state["current"][1] == 4
    state = play(state, 0, "clear_score", target=1)
    assert state["current"][1] is None


def test_unknown_seat_and_bad_types_are_refused():
    with pytest.raises(MoveInputError) as exc:
        play(new(), 0, "record_score", target=5, points=1)
    assert exc.value.message == "the player the score is for: there is no such seat at this table."
    with pytest.raises(MoveInputError) as exc:
        play(new(), 0, "record_score", target=0, points="lots")
    assert exc.value.field == "points"
    assert exc.value.message == "points this round: enter a whole number."
    with pytest.raises(MoveInputError) as exc:
        ENGINE.apply(new(), 0, {"type": "fly", "args": {}})
    assert exc.value.message == "Scoresheet (any game) has no entry of that kind."


def test_fixed_rounds_end_the_game_and_places_share_ties():
    state = new(rounds=2)
    state = full_round(state, [5, 3, 5])
    assert not ENGINE.is_over(state)
    state = full_round(state, [1, 3, 1])
    assert ENGINE.is_over(state)
    result = ENGINE.final_result(state)
    assert result.scores == {0: 6.0, 1: 6.0, 2: 6.0}
    assert result.places == {0: 1, 1: 1, 2: 1}
    assert ENGINE.legal_moves(state, 0) == []


def test_lowest_wins_and_competition_places():
    state = full_round(new(lowest_wins=True), [2, 7, 2])
    state = play(state, 0, "end_game")
    result = ENGINE.final_result(state)
    assert result.places == {0: 1, 2: 1, 1: 3}
    assert result.winners == [0, 2]


def test_the_game_ends_only_between_rounds():
    with pytest.raises(RuleError) as exc:
        play(new(), 0, "end_game")
    assert exc.value.rule_id == "SHEET-6"
    state = full_round(new(), [1, 2, 3])
    state = play(state, 0, "record_score", target=0, points=1)
    with pytest.raises(RuleError):
        play(state, 0, "end_game")


def test_no_moves_after_the_end():
    state = play(full_round(new(), [1, 2, 3]), 0, "end_game")
    with pytest.raises(MoveInputError, match="^The game is over: it takes no more entries.$"):
        play(state, 0, "record_score", target=0, points=1)


def test_legal_moves_follow_the_sheet():
    state = new()
    assert [m.type for m in ENGINE.legal_moves(state, 0)] == ["record_score"]
    for t in range(3):
        state = play(state, 0, "record_score", target=t, points=1)
    assert [m.type for m in ENGINE.legal_moves(state, 0)] == [
        "record_score",
        "clear_score",
        "close_round",
    ]
    state = play(state, 0, "close_round")
    assert "end_game" in [m.type for m in ENGINE.legal_moves(state, 0)]


def test_every_cited_rule_is_in_the_reference():
    assert {"SHEET-1", "SHEET-2", "SHEET-3", "SHEET-5", "SHEET-6"} <= set(ENGINE.rules)


def said(state, seat, move_type, viewer=None, **args):
    answer = ENGINE.play(state, seat, {"type": move_type, "args": args})
    return answer.state, [english(m) for m in Outcome.seen_by(answer.outcome.to_json(), viewer)]


def test_every_entry_tells_the_table_what_it_did():
    state, lines = said(new(), 0, "record_score", target=1, points=7)
    assert lines == ["Jona scores 7 this round."]
    state, lines = said(state, 0, "record_score", target=1, points=9)
    assert lines == ["Jona's score this round is now 9 (it was 7)."]
    state, lines = said(state, 0, "clear_score", target=1)
    assert lines == ["Jona's score of 9 this round is cleared."]
    for target, points in enumerate([4, 6, 5]):
        state = play(state, 0, "record_score", target=target, points=points)
    state, lines = said(state, 0, "close_round")
    assert lines == [
        "Round 1 is closed: Anja 4, Jona 6 and Mira 5.",
        "Totals: Anja 4, Jona 6 and Mira 5.",
    ]
    state, lines = said(state, 0, "end_game")
    assert lines == ["The game ends after 1 round. Totals: Anja 4, Jona 6 and Mira 5."]


def test_the_last_round_of_a_fixed_length_game_says_the_game_is_over():
    state = full_round(new(rounds=2), [1, 1, 1])
    for target in range(3):
        state = play(state, 0, "record_score", target=target, points=2)
    state, lines = said(state, 0, "close_round")
    assert lines[-1] == "That was the last round (SHEET-4): the game is over."


def test_the_view_says_what_the_table_does_next():
    state = new()
    assert english(ENGINE.player_view(state, None)["prompt"]) == (
        "Round 1: enter the scores of Anja, Jona and Mira."
    )
    for target in range(3):
        state = play(state, 0, "record_score", target=target, points=1)
    assert english(ENGINE.player_view(state, 0)["prompt"]) == (
        "Round 1: every score is in; close the round."
    )
    state = play(play(state, 0, "close_round"), 0, "end_game")
    assert ENGINE.player_view(state, 0)["prompt"] is None
