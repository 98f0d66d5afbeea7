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


def test_truth_values_the_engine_words_read_as_its_words():
    spec = MoveSpec("fight_or_flee", "Fight, or flee", (Arg("fight", "bool", "fight"),))
    legal = LegalMove("fight_or_flee", "Fight, or flee", {"fight": [True, False]})
    # A label keyed 1 is not the word for True: only the truth values themselves count.
    words = {"fight": {True: "fight", False: "flee"}, "other": {1: "one"}}
    (fight,) = form_fields(spec, legal, SEATS, words)
    assert offered(fight) == [("yes", "fight"), ("no", "flee")]
    (plain,) = form_fields(spec, legal, SEATS, {"fight": {1: "one", 0: "zero"}})
    assert offered(plain) == [("yes", "yes"), ("no", "no")]


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


def test_free_text_for_a_list_is_typed_in_one_box_separated_by_commas():
    from django.http import QueryDict

    from companion.web.moveforms import move_from_post

    spec = MoveSpec("move_npcs", "Move", (Arg("hunters", "str_list", "where each ends"),))

    class OneMove:
        def move_specs(self) -> dict[str, MoveSpec]:
            return {"move_npcs": spec}

    for typed, read in (("H20, Open sea ,", ["H20", "Open sea"]), ("", []), ("Cadiz", ["Cadiz"])):
        posted = QueryDict(mutable=True)
        posted.update({"type": "move_npcs", "hunters__text": typed})
        move = move_from_post(OneMove(), posted)  # type: ignore[arg-type]
        assert move == {"type": "move_npcs", "args": {"hunters": read}}


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


def test_an_optional_choice_in_a_list_starts_empty_and_is_left_out_when_left_so():
    """More choices than buttons hold go in a select; a browser posts a select's first
    option when nothing is chosen, so an optional one starts on "none" (an event card
    with no NPC icon must not move the first NPC of the list)."""
    import re

    from django.http import QueryDict
    from django.template.loader import render_to_string

    from companion.web.moveforms import move_from_post

    icons = [f"{nation} {wind}" for nation in ("french", "spanish", "dutch", "english") for wind in "NESW"]  # fmt: skip
    spec = MoveSpec(
        "event_card",
        "Enter the event card",
        (
            Arg("icon", "choice", "its NPC icon (none: leave empty)", required=False),
            Arg("wind", "choice", "the wind", required=True),
        ),
    )
    legal = LegalMove("event_card", "Enter the event card", {"icon": icons, "wind": icons})
    page = render_to_string("tables/_fields.html", {"fields": form_fields(spec, legal, SEATS)})
    optional = re.search(r'<select name="icon"[^>]*>(.*?)</select>', page, re.S)
    required = re.search(r'<select name="wind"[^>]*>(.*?)</select>', page, re.S)
    assert optional and required
    assert optional.group(1).startswith('<option value="">none</option>')
    assert " selected" not in optional.group(1)
    assert 'value=""' not in required.group(1), "a required choice has no empty option"
    # An optional value whose default the offer leaves out must be chosen: no "none".
    lay = MoveSpec(
        "lay_card", "Lay a card", (Arg("space", "int", "its space", required=False, default=0),)
    )
    spaces = LegalMove("lay_card", "Lay a card", {"space": list(range(1, 20))})
    laid = render_to_string("tables/_fields.html", {"fields": form_fields(lay, spaces, SEATS)})
    assert 'name="space"' in laid and 'value=""' not in laid

    class OneMove:
        def move_specs(self) -> dict[str, MoveSpec]:
            return {"event_card": spec}

    move = move_from_post(OneMove(), QueryDict("type=event_card&icon=&wind=dutch+N"))  # type: ignore[arg-type]
    assert move == {"type": "event_card", "args": {"wind": "dutch N"}}


def test_values_offered_several_times_are_counted_not_listed_one_by_one():
    from django.http import QueryDict

    from companion.web.moveforms import move_from_post

    spec = MoveSpec("buy", "Buy goods", (Arg("goods", "str_list", "the cards you drew"),))
    drawn = ["Spice", "Cocoa", "Rum"] * 3
    (field,) = form_fields(spec, LegalMove("buy", "Buy goods", {"goods": drawn}), SEATS)
    assert field["options"] is None
    assert [(c["value"], c["range"]) for c in field["counts"]] == [
        ("Spice", [0, 1, 2, 3]),
        ("Cocoa", [0, 1, 2, 3]),
        ("Rum", [0, 1, 2, 3]),
    ]

    class OneMove:
        def move_specs(self) -> dict[str, MoveSpec]:
            return {"buy": spec}

    posted = QueryDict(
        "type=buy&goods__value__0=Spice&goods__count__0=2&goods__value__1=Cocoa"
        "&goods__count__1=0&goods__value__2=Rum&goods__count__2=1"
    )
    move = move_from_post(OneMove(), posted)  # type: ignore[arg-type]
    assert move == {"type": "buy", "args": {"goods": ["Spice", "Spice", "Rum"]}}


def test_distinct_values_stay_choices():
    spec = MoveSpec("pick", "Pick", (Arg("cards", "str_list"),))
    (field,) = form_fields(spec, LegalMove("pick", "Pick", {"cards": ["A", "B"]}), SEATS)
    assert field["counts"] is None and offered(field) == [("A", "A"), ("B", "B")]


def test_choices_declared_with_words_are_offered_by_those_words():
    words = ("Anti-Pirate port", "Pirate port")
    spec = MoveSpec(
        "set", "Set", (Arg("status", "choice", choices=("anti", "pirate"), choice_labels=words),)
    )
    (field,) = form_fields(spec, LegalMove("set", "Set"), SEATS)
    assert offered(field) == [("anti", "Anti-Pirate port"), ("pirate", "Pirate port")]
    # The engine's own labels for a value still come first.
    labels = {"status": {"pirate": "a pirate port, as the table calls it"}}
    (field,) = form_fields(spec, LegalMove("set", "Set"), SEATS, labels)
    assert offered(field)[1] == ("pirate", "a pirate port, as the table calls it")


def test_a_forms_options_are_printed_escaped_with_the_chosen_one_selected():
    from companion.web.templatetags.tortuga import option_tags

    html = option_tags(
        [
            {"value": 1, "label": "Port <Royal> & co", "checked": False},
            {"value": 'x"y', "label": "Anja", "checked": True},
            {"value": None, "label": "none"},
        ]
    )
    assert html == (
        '<option value="1">Port &lt;Royal&gt; &amp; co</option>'
        '<option value="x&quot;y" selected>Anja</option>'
        '<option value="None">none</option>'
    )
