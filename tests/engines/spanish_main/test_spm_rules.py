"""The rules reference and the move declarations."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import companion.engines.spanish_main as package
from companion.engines.base import MoveInputError
from companion.engines.spanish_main import SpanishMainEngine
from companion.engines.spanish_main.catalogue import ADVENTURE_CARDS, MOVEMENT_CARDS
from companion.engines.spanish_main.rules import RULES

RULE_ID = re.compile(r"SPM-(?:Q-\d+|\d+(?:\.\d+)*)")
ENGINE = SpanishMainEngine()


def test_every_rule_id_cited_in_the_engine_exists_in_rules() -> None:
    cited: set[str] = set()
    for path in Path(package.__file__).parent.glob("*.py"):
        if path.name != "rules.py":
            cited |= set(RULE_ID.findall(path.read_text()))
    assert cited, "the engine cites no rule at all"
    assert sorted(cited - set(RULES)) == []


def test_rules_cover_every_numbered_rule_and_ruling() -> None:
    # The digest's numbering: a sample of every part, and all 21 rulings.
    for rule_id in (
        "SPM-0.9",
        "SPM-1.4.1",
        "SPM-2.1.3.5",
        "SPM-2.4.3",
        "SPM-3.1.19",
        "SPM-3.4.1",
        "SPM-4.8",
        "SPM-5.2.8",
    ):
        assert rule_id in RULES
    assert all(f"SPM-Q-{n}" in RULES for n in range(1, 22))
    assert all(RULES[f"SPM-Q-{n}"].startswith("RULING") for n in range(1, 22))
    assert len(RULES) == 143 + 6  # every ID of the digest, plus its six parts
    assert all(text.strip() for text in RULES.values())


def test_card_lists_match_the_rulebook_counts() -> None:
    assert sum(c.copies for c in ADVENTURE_CARDS) == 58 and len(ADVENTURE_CARDS) == 24
    assert sum(c.copies for c in MOVEMENT_CARDS) == 24 and len(MOVEMENT_CARDS) == 12
    assert all(c.rule in RULES for c in (*ADVENTURE_CARDS, *MOVEMENT_CARDS))


def test_every_move_example_is_valid_for_its_declaration() -> None:
    for move_type, (spec, _fn) in ENGINE.moves().items():
        assert spec.example is not None
        ENGINE.clean_move({"type": move_type, "args": spec.example})
    assert not any(spec.system for spec, _fn in ENGINE.moves().values())
    described = ENGINE.describe()
    assert described["slug"] == "spanish_main"
    assert (described["min_seats"], described["max_seats"]) == (2, 4)


def test_options_are_declared_and_checked() -> None:
    assert ENGINE.clean_options({}) == {
        "deck_mode": "app",
        "imminent_adventures": False,
        "movement_hand": False,
        "extended_fame": False,
        "identity_mode": "verified",
        # The house rulings' options, each at its RULING (house.py).
        "ruling_spm_q_8": "discard_first",
        "ruling_spm_q_9": "unrevealed",
        "ruling_spm_q_10": "round_up",
        "ruling_spm_q_11": "accusations",
        "ruling_spm_q_14": "allowed",
        "ruling_spm_q_17": "discards",
    }
    with pytest.raises(MoveInputError):
        ENGINE.clean_options({"deck_mode": "digital"})
    assert ENGINE.clean_options({"identity_mode": "sealed"})["identity_mode"] == "sealed"
    with pytest.raises(MoveInputError):
        ENGINE.clean_options({"identity_mode": "honest"})
