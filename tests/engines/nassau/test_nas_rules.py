"""The rules reference: every rule ID the engine cites exists, and every digest ID is covered."""

from __future__ import annotations

import json
import re
from pathlib import Path

import companion.engines.nassau as package
from companion.engines.nassau import NassauEngine
from companion.engines.nassau.rules import RULES

SOURCE = Path(package.__file__).parent
CITED = re.compile(r"NAS-(?:\d+(?:\.\d+)*|Q\d+)")


def cited_ids() -> set[str]:
    found: set[str] = set()
    for path in SOURCE.glob("*.py"):
        if path.name == "rules.py":
            continue
        found.update(CITED.findall(path.read_text()))
    return found


def test_every_rule_id_cited_in_the_engine_exists_in_rules() -> None:
    missing = sorted(cited_ids() - set(RULES))
    assert not missing, missing


def test_rule_errors_cite_rule_ids_of_the_digest() -> None:
    raised = set()
    for path in SOURCE.glob("*.py"):
        raised.update(re.findall(r'RuleError\(\s*"([^"]+)"', path.read_text()))
    assert raised and not sorted(raised - set(RULES))


def test_every_ruling_nas_q1_to_q39_is_in_rules() -> None:
    assert all(f"NAS-Q{i}" in RULES for i in range(1, 40))


def test_rules_are_short_player_texts() -> None:
    for rule_id, text in RULES.items():
        assert rule_id.startswith("NAS-") and 4 < len(text) < 400, rule_id


def test_every_move_example_is_a_valid_declaration() -> None:
    engine = NassauEngine()
    for move_type, spec in engine.move_specs().items():
        assert spec.example is not None
        assert spec.clean_args(spec.example) is not None, move_type
    json.dumps(engine.describe())
    assert engine.describe()["min_seats"] == 3 and engine.describe()["max_seats"] == 5
