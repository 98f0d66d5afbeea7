"""What a move's form offers, from its declaration and the values allowed now."""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, MoveSpec
from companion.web.moveforms import form_fields

SEATS = {0: "Anja", 1: "Jona", 2: "Mira"}


def offered(field: dict) -> list[tuple[object, str]]:
    return [(option["value"], option["label"]) for option in field["options"]]


def test_cards_allowed_as_whole_hands_are_ticked_one_by_one_by_their_names():
    spec = MoveSpec(
        "enter_cards", "Enter your cards", (Arg("cards", "str_list", choices=("Z9", "A1", "B2")),)
    )
    hands = [["A1", "Z9"], ["B2", "Z9"], ["A1", "B2"]]
    labels = {"cards": {"Z9": "the Zephyr", "A1": "the Albatross", "B2": "the Bounty"}}
    (field,) = form_fields(
        spec, LegalMove("enter_cards", "Enter your cards", {"cards": hands}), SEATS, labels
    )
    assert field["multiple"] and field["positions"] is None
    # In the order the declaration lists them, each by its name.
    assert offered(field) == [("Z9", "the Zephyr"), ("A1", "the Albatross"), ("B2", "the Bounty")]


def test_dice_allowed_as_whole_rolls_get_a_picker_per_die():
    spec = MoveSpec("roll", "Enter your roll", (Arg("dice", "int_list", length=2, min=1, max=6),))
    rolls = [[1, 4], [2, 4], [1, 5]]
    (field,) = form_fields(spec, LegalMove("roll", "Enter your roll", {"dice": rolls}), SEATS)
    assert field["options"] is None
    assert [[o["label"] for o in row] for row in field["positions"]] == [["1", "2"], ["4", "5"]]


def test_a_single_whole_list_is_fixed_and_named_in_words():
    spec = MoveSpec("roll", "Enter your roll", (Arg("dice", "int_list", length=3),))
    (field,) = form_fields(spec, LegalMove("roll", "Enter your roll", {"dice": [[3, 1, 6]]}), SEATS)
    assert offered(field) == [([3, 1, 6], "3, 1 and 6")]


def test_a_single_whole_list_shown_visibly_is_ticked_item_by_item():
    spec = MoveSpec(
        "throw", "Throw overboard", (Arg("pieces", "str_list", choices=("rum", "goods")),)
    )
    legal = LegalMove("throw", "Throw overboard", {"pieces": [["rum", "rum"]]})
    (field,) = form_fields(spec, legal, SEATS, {"pieces": {"rum": "rum"}}, visible=True)
    assert offered(field) == [("rum", "rum"), ("rum", "rum")]
    assert all(option["checked"] for option in field["options"])


def test_seats_by_name_and_truth_values_as_yes_or_no():
    spec = MoveSpec(
        "raid",
        "Raid",
        (Arg("target", "seat", "the player you raid"), Arg("at_night", "bool", "by night")),
    )
    legal = LegalMove("raid", "Raid", {"target": [2, 0], "at_night": [True, False]})
    target, at_night = form_fields(spec, legal, SEATS)
    assert offered(target) == [(2, "Mira"), (0, "Anja")]
    assert target["help"] == "the player you raid"
    # Posted as yes/no, which the move reader takes for True/False.
    assert offered(at_night) == [("yes", "yes"), ("no", "no")]


def test_a_seat_argument_with_no_list_offers_every_seat():
    spec = MoveSpec("gift", "Give", (Arg("to", "seat", "the player you give to"),))
    (field,) = form_fields(spec, LegalMove("gift", "Give"), SEATS)
    assert offered(field) == [(0, "Anja"), (1, "Jona"), (2, "Mira")]


def test_a_posted_yes_or_no_is_read_as_a_truth_value():
    from django.http import QueryDict

    from companion.web.moveforms import move_from_post

    spec = MoveSpec("raid", "Raid", (Arg("at_night", "bool", "by night"),))

    class OneMove:
        def move_specs(self) -> dict[str, MoveSpec]:
            return {"raid": spec}

    for posted, read in (("yes", True), ("no", False)):
        move = move_from_post(OneMove(), QueryDict(f"type=raid&at_night={posted}"))  # type: ignore[arg-type]
        assert move == {"type": "raid", "args": {"at_night": read}}


def test_choices_named_by_long_words_ask_for_wider_buttons_than_numbers():
    spec = MoveSpec(
        "sail",
        "Sail",
        (Arg("ship", "str", choices=("e1", "s2")), Arg("space", "int", min=1, max=6)),
    )
    legal = LegalMove("sail", "Sail", {"ship": ["e1", "s2"], "space": [1, 2, 3]})
    labels = {"ship": {"e1": "English ship 1", "s2": "Spanish ship 2"}}
    ship, space = form_fields(spec, legal, SEATS, labels)
    assert ship["words"], "English and Spanish are not split inside a narrow button"
    assert not space["words"]
