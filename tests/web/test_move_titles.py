"""A move's button names the values it is fixed to, once."""

from __future__ import annotations

from companion.engines.declarations import LegalMove
from companion.engines.text import _
from companion.web.offers import move_title


def fixed(label: str) -> dict[str, object]:
    return {"options": [{"value": label.lower(), "label": label}]}


def test_a_fixed_value_is_named_in_the_title() -> None:
    legal = LegalMove("play_card", _("Play a card"), {})
    assert move_title(legal, [fixed("Broadside")]) == "Play a card: Broadside"
    both = [fixed("Broadside"), fixed("Lucky wind")]
    assert move_title(legal, both) == "Play a card: Broadside and Lucky wind"


def test_a_value_the_label_already_names_is_not_repeated() -> None:
    legal = LegalMove("attempt_mission", _("Roll Scouting for your mission: 3 dice"), {})
    assert move_title(legal, [fixed("Scouting")]) == "Roll Scouting for your mission: 3 dice"
    assert move_title(legal, [fixed("scouting"), fixed("Havana")]) == (
        "Roll Scouting for your mission: 3 dice: Havana"
    )


def test_no_fixed_value_is_the_label() -> None:
    assert move_title(LegalMove("pass_turn", _("End your turn"), {}), []) == "End your turn"


def test_a_number_or_a_part_of_a_word_is_still_named() -> None:
    legal = LegalMove("naval_roll", _("Roll your Seamanship: 2 dice"), {})
    assert move_title(legal, [fixed("2")]) == "Roll your Seamanship: 2 dice: 2"
    assert move_title(legal, [fixed("Sea")]) == "Roll your Seamanship: 2 dice: Sea"


def test_a_fixed_yes_is_told_in_its_words_and_a_fixed_no_is_not_told() -> None:
    legal = LegalMove("choose_base", _("Choose a pirate base"), {})
    far = {
        "type": "bool",
        "help": "it lies at least 8 hexes from every pirate base chosen before",
        "options": [{"value": "yes", "label": "yes"}],
    }
    assert move_title(legal, [fixed("Nassau"), far]) == (
        "Choose a pirate base: Nassau "
        "(it lies at least 8 hexes from every pirate base chosen before)"
    )
    no = {**far, "options": [{"value": "no", "label": "no"}]}
    assert move_title(legal, [fixed("Nassau"), no]) == "Choose a pirate base: Nassau"
