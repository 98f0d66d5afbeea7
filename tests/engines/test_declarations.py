"""The one shape of a game: moves declared beside their functions, outcomes, seats."""

from __future__ import annotations

import sys
import types

import pytest

from companion.engines.base import (
    Arg,
    Engine,
    LegalMove,
    MoveInputError,
    Outcome,
    Played,
    RuleError,
    declared_moves,
    move,
    played,
)
from companion.engines.declarations import best_fit
from companion.engines.text import N_, _, english, ngettext


def _module_with_moves() -> types.ModuleType:
    module = types.ModuleType("tests_fake_game_moves")

    @move("nudge", N_("Nudge a seat"), Arg("target", "seat", "the seat nudged"), rule="FAKE-1")
    def nudge(state, seat, *, target):
        state["nudged"].append(target)
        return played(
            state,
            _("%(who)s nudged %(whom)s.", who=state["seats"][seat]["name"], whom=target),
            private={target: _("You were nudged.")},
        )

    @move("shrug", N_("Shrug"), rule="FAKE-2", commutes=True)
    def shrug(state, seat):
        return state

    nudge.__module__ = shrug.__module__ = module.__name__
    module.nudge, module.shrug = nudge, shrug
    sys.modules[module.__name__] = module
    return module


MODULE = _module_with_moves()


class FakeEngine(Engine):
    slug = "fake"
    title = "Fake"
    move_modules = (MODULE,)

    def is_over(self, state):
        return False


def _state():
    return {"seats": [{"name": "Anja"}, {"name": "Jona"}], "nudged": []}


def test_moves_are_collected_from_their_modules_in_the_order_written():
    specs = FakeEngine().move_specs()
    assert list(specs) == ["nudge", "shrug"]
    assert specs["nudge"].rule == "FAKE-1" and not specs["nudge"].commutes
    assert specs["shrug"].commutes


def test_a_move_type_declared_twice_is_refused():
    with pytest.raises(TypeError, match="declared twice"):
        declared_moves(MODULE, MODULE)


def test_play_returns_the_outcome_with_public_and_private_parts():
    answer = FakeEngine().play(_state(), 0, {"type": "nudge", "args": {"target": 1}})
    assert isinstance(answer, Played)
    assert answer.state["nudged"] == [1]
    stored = answer.outcome.to_json()
    assert [english(m) for m in Outcome.seen_by(stored, 1)] == [
        "Anja nudged 1.",
        "You were nudged.",
    ]
    assert [english(m) for m in Outcome.seen_by(stored, 0)] == ["Anja nudged 1."]
    assert [english(m) for m in Outcome.seen_by(stored, None)] == ["Anja nudged 1."]


def test_a_move_that_returns_a_bare_state_has_an_empty_outcome():
    answer = FakeEngine().play(_state(), 0, {"type": "shrug", "args": {}})
    assert not answer.outcome
    assert Outcome.seen_by(answer.outcome.to_json(), 0) == []


def test_a_seat_argument_must_name_a_seat_of_the_table():
    with pytest.raises(MoveInputError) as refused:
        FakeEngine().play(_state(), 0, {"type": "nudge", "args": {"target": 2}})
    assert refused.value.message == "the seat nudged: there is no such seat at this table."
    assert refused.value.field == "target"


def test_outcomes_add_up_seat_by_seat():
    one = Outcome((_("a"),), {0: (_("b"),)})
    two = Outcome((_("c"),), {0: (_("d"),), 1: (_("e"),)})
    both = (one + two).to_json()
    assert [m["id"] for m in both["public"]] == ["a", "c"]
    assert [m["id"] for m in both["private"]["0"]] == ["b", "d"]


def test_messages_fill_in_lists_counts_and_nested_messages():
    assert english(_("Rolled %(dice)s.", dice=[4, 7])) == "Rolled 4 and 7."
    assert english(_("Rolled %(dice)s.", dice=[1, 2, 3])) == "Rolled 1, 2 and 3."
    assert english(ngettext("%(n)s piece", "%(n)s pieces", 1)) == "1 piece"
    assert english(ngettext("%(n)s piece", "%(n)s pieces", 3)) == "3 pieces"
    assert english(_("Took %(what)s.", what=_("rum"))) == "Took rum."


def test_a_rule_error_keeps_the_message_for_translation_and_its_english():
    error = RuleError("FAKE-1", _("sail %(sail)s does not beat %(need)s", sail=3, need=3))
    assert error.message == "sail 3 does not beat 3"
    assert error.text == {
        "id": "sail %(sail)s does not beat %(need)s",
        "params": {"sail": 3, "need": 3},
    }
    assert str(error) == "FAKE-1: sail 3 does not beat 3"


def test_an_entry_belongs_to_the_offer_its_values_fit_best():

    offers = [
        LegalMove("record_score", "Your score this round"),
        LegalMove("record_score", "Another player's score", {"target": [1, 2]}),
        LegalMove("clear_score", "Clear a score", {"target": [0]}),
    ]
    assert best_fit(offers, "record_score", {"points": 3}) == 0
    assert best_fit(offers, "record_score", {"target": "2", "points": 3}) == 1
    assert best_fit(offers, "record_score", {"target": 0, "points": 3}) == 0
    assert best_fit(offers, "end_game", {}) is None


def test_dice_entered_on_a_pad_belong_to_the_pad_not_to_the_roll_for_me():
    pad = [[face] * 3 for face in (1, 2, 3, 4, 5)]
    offers = [
        LegalMove("scout", "Scout", {"target": ["merchant"], "dice": pad}),
        LegalMove("scout", "Scout, rolled by the companion", {"target": ["merchant"]}),
    ]
    assert best_fit(offers, "scout", {"target": "merchant", "dice": [1, 5, 3]}) == 0
    assert best_fit(offers, "scout", {"target": "merchant"}) == 0
    # A roll of the wrong size fits the pad no better than the companion's roll.
    assert best_fit(offers, "scout", {"target": "merchant", "dice": [1, 5]}) == 1
