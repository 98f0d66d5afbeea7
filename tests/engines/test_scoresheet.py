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


def companion(state):
    """The companion's own moves now due, made as the table's tasks make them."""
    for due in ENGINE.pending_system_moves(state):
        state = ENGINE.apply(state, None, {"type": due["type"], "args": due["args"]})
    return state


def full_round(state, points):
    """Each phone enters its own score; the last one closes the round."""
    for seat, p in enumerate(points):
        state = play(state, seat, "record_score", points=p)
    return companion(state)


def said(state, seat, move_type, viewer=None, **args):
    answer = ENGINE.play(state, seat, {"type": move_type, "args": args})
    return answer.state, [english(m) for m in Outcome.seen_by(answer.outcome.to_json(), viewer)]


def test_setup_is_json_and_empty():
    state = new()
    assert json.loads(json.dumps(state)) == state
    assert state["rounds"] == [] and state["current"] == [None, None, None]


# -- SHEET-1: one score per seat and round -------------------------------------------------


def test_a_phone_enters_its_own_score_without_naming_itself():
    state = play(new(), 1, "record_score", points=4)
    assert state["current"] == [None, 4, None]
    # Any seat may still enter another's.
    state = play(state, 1, "record_score", target=2, points=6)
    assert state["current"] == [None, 4, 6]


def test_a_score_without_a_seat_or_a_target_is_refused():
    with pytest.raises(MoveInputError, match=r"^the player the score is for: this is needed\.$"):
        play(new(), None, "record_score", points=4)


def test_a_second_score_for_a_seat_asks_to_replace_the_first():
    state = play(new(), 0, "record_score", target=1, points=5)
    with pytest.raises(
        RuleError,
        match=r"^SHEET-1: Jona already has a score of 5 this round: replace it with 7\?$",
    ) as exc:
        play(state, 1, "record_score", points=7)
    assert exc.value.rule_id == "SHEET-1"
    state, lines = said(state, 1, "record_score", points=7, replace=True)
    assert state["current"] == [None, 7, None]
    assert lines == ["Jona's score this round is now 7 (it was 5)."]


def test_replace_on_an_empty_cell_just_enters_the_score():
    state, lines = said(new(), 2, "record_score", points=3, replace=True)
    assert state["current"] == [None, None, 3]
    assert lines == ["Mira scores 3 this round."]


def test_a_score_can_be_cleared_before_the_round_closes():
    state = play(new(), 0, "record_score", target=1, points=3)
    state, lines = said(state, 0, "clear_score", target=1)
    assert state["current"][1] is None
    assert lines == ["Jona's score of 3 this round is cleared."]
    with pytest.raises(RuleError, match=r"^SHEET-1: Jona has no score this round\.$"):
        play(state, 0, "clear_score", target=1)


def test_unknown_seat_and_bad_types_are_refused():
    with pytest.raises(MoveInputError) as exc:
        play(new(), 0, "record_score", target=5, points=1)
    assert exc.value.message == "the player the score is for: there is no such seat at this table."
    with pytest.raises(MoveInputError) as exc:
        play(new(), 0, "record_score", target=0, points="lots")
    assert exc.value.field == "points"
    assert exc.value.message == "points this round: enter a whole number."
    with pytest.raises(
        MoveInputError, match=r"^replace the score already entered this round: answer yes or no\.$"
    ):
        play(new(), 0, "record_score", points=1, replace="maybe")
    with pytest.raises(MoveInputError) as exc:
        ENGINE.apply(new(), 0, {"type": "fly", "args": {}})
    assert exc.value.message == "Scoresheet (any game) has no entry of that kind."


# -- SHEET-2: the round closes itself once every seat has a score --------------------------


def test_the_round_closes_itself_once_every_seat_has_entered():
    state = play(play(new(), 0, "record_score", points=4), 1, "record_score", points=6)
    assert ENGINE.pending_system_moves(state) == []
    state = play(state, 2, "record_score", points=5)
    assert ENGINE.pending_system_moves(state) == [
        {"type": "close_round", "args": {"round": 1}, "key": "round-1-close"}
    ]
    # Nothing is offered while the companion closes the round.
    assert all(ENGINE.legal_moves(state, seat) == [] for seat in (0, 1, 2, None))
    state, lines = said(state, None, "close_round", round=1)
    assert lines == [
        "Every score is in: round 1 is closed (Anja 4, Jona 6 and Mira 5).",
        "Totals: Anja 4, Jona 6 and Mira 5.",
    ]
    assert state["rounds"] == [[4, 6, 5]] and state["current"] == [None, None, None]
    assert ENGINE.pending_system_moves(state) == []


def test_a_phone_cannot_close_a_round():
    state = full_round(new(), [1, 2, 3])
    with pytest.raises(
        MoveInputError, match=r"^The companion makes this entry itself, not a player\.$"
    ):
        play(state, 0, "close_round", round=2)


def test_a_close_delivered_twice_or_early_is_refused():
    state = full_round(new(), [1, 2, 3])
    with pytest.raises(RuleError, match=r"^SHEET-2: Round 1 is not the round in progress\.$"):
        play(state, None, "close_round", round=1)
    state = play(state, 0, "record_score", points=3)
    with pytest.raises(
        RuleError, match=r"^SHEET-2: The round needs a score for Jona and Mira first\.$"
    ):
        play(state, None, "close_round", round=2)


# -- SHEET-3: negative scores ---------------------------------------------------------------


def test_negative_scores_need_the_option():
    with pytest.raises(RuleError, match=r"^SHEET-3: This table does not allow negative scores\.$"):
        play(new(), 0, "record_score", target=0, points=-2)
    state = play(new(allow_negative=True), 0, "record_score", target=0, points=-2)
    assert state["current"][0] == -2


# -- SHEET-4 and SHEET-6: the end -----------------------------------------------------------


def test_the_last_round_of_a_fixed_length_game_ends_it():
    state = full_round(new(rounds=2), [1, 1, 1])
    assert not ENGINE.is_over(state)
    for seat in range(3):
        state = play(state, seat, "record_score", points=2)
    state, lines = said(state, None, "close_round", round=2)
    assert lines[-1] == "That was the last round (SHEET-4): the game is over."
    assert ENGINE.is_over(state) and ENGINE.final_result(state).ended_by == "SHEET-4"
    assert ENGINE.pending_system_moves(state) == []
    assert all(ENGINE.legal_moves(state, seat) == [] for seat in (0, 1, 2, None))


def test_the_game_ends_only_between_rounds():
    with pytest.raises(
        RuleError, match=r"^SHEET-6: Close at least one round before ending the game\.$"
    ):
        play(new(), 0, "end_game")
    state = play(full_round(new(), [1, 2, 3]), 0, "record_score", points=1)
    with pytest.raises(
        RuleError,
        match=r"^SHEET-6: Clear the scores of the round in progress before ending the game\.$",
    ):
        play(state, 0, "end_game")
    state, lines = said(play(state, 0, "clear_score", target=0), 0, "end_game")
    assert lines == ["The game ends after 1 round. Totals: Anja 1, Jona 2 and Mira 3."]
    assert ENGINE.final_result(state).ended_by == "SHEET-6"


def test_no_moves_after_the_end():
    state = play(full_round(new(), [1, 2, 3]), 0, "end_game")
    with pytest.raises(MoveInputError, match=r"^The game is over: it takes no more entries\.$"):
        play(state, 0, "record_score", target=0, points=1)


# -- SHEET-5: places -------------------------------------------------------------------------


def test_highest_total_wins_and_equal_totals_share_a_place():
    state = full_round(full_round(new(rounds=2), [5, 3, 5]), [1, 3, 2])
    result = ENGINE.final_result(state)
    assert result.scores == {0: 6.0, 1: 6.0, 2: 7.0}
    assert result.places == {2: 1, 0: 2, 1: 2}
    assert result.winners == [2]


def test_lowest_total_wins_when_set_and_equal_totals_share_a_place():
    state = full_round(new(rounds=1, lowest_wins=True), [2, 7, 2])
    result = ENGINE.final_result(state)
    assert result.places == {0: 1, 2: 1, 1: 3}
    assert result.winners == [0, 2]
    assert result.tiebreaks == ["Equal totals share a place (SHEET-5)."]


def test_a_tie_for_everyone_makes_everyone_a_winner():
    state = full_round(new(rounds=1), [4, 4, 4])
    result = ENGINE.final_result(state)
    assert result.places == {0: 1, 1: 1, 2: 1} and result.winners == [0, 1, 2]


# -- what phones are offered and read ---------------------------------------------------------


def offered(state, seat):
    return [(m.type, m.label, m.allowed) for m in ENGINE.legal_moves(state, seat)]


def test_a_phone_is_offered_its_own_score_first():
    state = new()
    assert offered(state, 1) == [
        ("record_score", "Your score this round", {}),
        ("record_score", "Another player's score", {"target": [0, 2]}),
    ]
    # The host's phone names the seat.
    assert offered(state, None) == [("record_score", "Enter a score", {"target": [0, 1, 2]})]
    state = play(state, 1, "record_score", points=3)
    assert offered(state, 0)[-1] == ("clear_score", "Clear a score", {"target": [1]})
    state = companion(play(play(state, 0, "record_score", points=1), 2, "record_score", points=2))
    assert offered(state, 0)[-1] == ("end_game", "End the game", {})


def test_the_view_says_whose_scores_the_table_waits_for():
    state = new(rounds=3)
    view = ENGINE.player_view(state, None)
    assert english(view["prompt"]) == "Round 1: waiting for Anja's, Jona's and Mira's scores."
    assert (view["round"], view["rounds_played"]) == (1, 0)
    state = play(state, 2, "record_score", points=1)
    assert english(ENGINE.player_view(state, 0)["prompt"]) == (
        "Round 1: waiting for Anja's and Jona's scores."
    )
    state = play(state, 0, "record_score", points=1)
    assert english(ENGINE.player_view(state, 0)["prompt"]) == ("Round 1: waiting for Jona's score.")
    state = play(state, 1, "record_score", points=1)
    assert english(ENGINE.player_view(state, 0)["prompt"]) == (
        "Round 1: every score is in; the round closes."
    )


def test_a_finished_game_shows_the_rounds_it_had_not_one_more():
    state = full_round(full_round(full_round(new(rounds=3), [1, 2, 3]), [1, 2, 3]), [1, 2, 3])
    view = ENGINE.player_view(state, 0)
    assert view["over"] and view["prompt"] is None
    assert (view["round"], view["rounds_played"]) == (None, 3)


def test_every_cited_rule_is_in_the_reference():
    assert {"SHEET-1", "SHEET-2", "SHEET-3", "SHEET-4", "SHEET-5", "SHEET-6"} <= set(ENGINE.rules)
