from __future__ import annotations

import json

import pytest

from companion.engines.base import MoveInputError, RuleError, SeatInfo
from companion.engines.scoresheet import ScoresheetEngine

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
    assert "Jona, Mira" in exc.value.message


def test_negative_scores_need_the_option():
    with pytest.raises(RuleError) as exc:
        play(new(), 0, "record_score", target=0, points=-2)
    assert exc.value.rule_id == "SHEET-3"
    state = play(new(allow_negative=True), 0, "record_score", target=0, points=-2)
    assert state["current"][0] == -2


def test_a_score_can_be_corrected_and_cleared_before_closing():
    state = play(new(), 0, "record_score", target=1, points=3)
    state = play(state, 0, "record_score", target=1, points=4)
    assert state["current"][1] == 4
    state = play(state, 0, "clear_score", target=1)
    assert state["current"][1] is None


def test_unknown_seat_and_bad_types_are_refused():
    with pytest.raises(RuleError):
        play(new(), 0, "record_score", target=5, points=1)
    with pytest.raises(MoveInputError) as exc:
        play(new(), 0, "record_score", target=0, points="lots")
    assert exc.value.field == "points"
    with pytest.raises(MoveInputError):
        ENGINE.apply(new(), 0, {"type": "fly", "args": {}})


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
    with pytest.raises(RuleError):
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
