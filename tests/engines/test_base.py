from __future__ import annotations

import pytest

from companion.engines.base import (
    Arg,
    MoveInputError,
    MoveSpec,
    assert_json,
    new_rng,
    places_from_scores,
    shuffled,
)


@pytest.mark.parametrize(
    ("arg", "value", "cleaned"),
    [
        (Arg("n", "int", min=1, max=6), "4", 4),
        (Arg("n", "int", min=1, max=6), 6, 6),
        (Arg("ok", "bool"), True, True),
        (Arg("c", "choice", choices=("a", "b")), "b", "b"),
        (Arg("c", "choice", choices=(1, 2)), "2", 2),
        (Arg("xs", "int_list", min=0), ["1", 2], [1, 2]),
        (Arg("s", "str"), "  hi ", "hi"),
    ],
)
def test_arguments_are_cleaned_to_their_declared_type(arg, value, cleaned):
    assert arg.clean(value) == cleaned


@pytest.mark.parametrize(
    ("arg", "value", "message"),
    [
        (Arg("n", "int", "the die", min=1, max=6), 7, "the die: 6 at most."),
        (Arg("n", "int", "the die", min=1, max=6), 0, "the die: 1 at least."),
        (Arg("n", "int", "the die"), "x", "the die: enter a whole number."),
        (Arg("n", "int", "the die"), "--5", "the die: enter a whole number."),
        (Arg("n", "int", "the die"), "9" * 5000, "the die: enter a whole number."),
        (Arg("n", "int", "the die"), True, "the die: enter a whole number."),
        (Arg("ok", "bool", "use the Boatswain"), "yes", "use the Boatswain: answer yes or no."),
        (Arg("c", "choice", choices=("a", "b")), "z", "c: choose one of the values offered."),
        (Arg("xs", "int_list", "your dice"), 3, "your dice: give a list of values."),
        (Arg("the_name", "str"), "", "the name: this cannot be empty."),
        (Arg("the_name", "str"), 12345, "the name: give a text."),
        (Arg("s", "seat", "the seat", min=0, max=11), 12, "the seat: 11 at most."),
    ],
)
def test_bad_arguments_get_a_message_naming_the_field(arg, value, message):
    with pytest.raises(MoveInputError) as exc:
        arg.clean(value)
    assert exc.value.message == message
    assert exc.value.field == arg.name


def test_a_move_refuses_unknown_and_missing_arguments():
    spec = MoveSpec("roll", "Roll", (Arg("die", "int", min=1, max=6),))
    with pytest.raises(MoveInputError, match="^die: this is needed.$"):
        spec.clean_args({})
    with pytest.raises(MoveInputError, match="^This entry takes no value called dice.$"):
        spec.clean_args({"die": 3, "dice": 4})
    with pytest.raises(MoveInputError, match="^The values of an entry come as an object.$"):
        spec.clean_args([3])
    assert spec.clean_args({"die": "3"}) == {"die": 3}


def test_places_share_ties_and_skip_the_next_place():
    assert places_from_scores({0: 10, 1: 7, 2: 10, 3: 3}) == {0: 1, 2: 1, 1: 3, 3: 4}
    assert places_from_scores({0: 10, 1: 7}, lowest_wins=True) == {1: 1, 0: 2}


def test_a_tiebreak_separates_equal_scores():
    places = places_from_scores({0: 5, 1: 5}, tiebreak=lambda seat: (seat,))
    assert places == {1: 1, 0: 2}


def test_the_seeded_generator_replays_the_same_shuffles():
    one = {"rng": new_rng(42)}
    two = {"rng": new_rng(42)}
    assert shuffled(one, range(20)) == shuffled(two, range(20))
    assert shuffled(one, range(20)) != shuffled({"rng": new_rng(43)}, range(20))
    assert one["rng"]["draws"] == 2
    assert_json(one)


def test_a_fixed_length_list_counts_its_items():
    dice = Arg("values", "int_list", "your 3 dice", min=1, max=6, length=3)
    assert dice.clean([1, "6", 3]) == [1, 6, 3]
    with pytest.raises(MoveInputError, match="^your 3 dice: give exactly 3 values, not 2.$"):
        dice.clean([1, 2])
    with pytest.raises(MoveInputError, match="^your 3 dice: 6 at most.$"):
        dice.clean([1, 2, 7])
