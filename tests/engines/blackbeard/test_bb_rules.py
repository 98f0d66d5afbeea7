"""The rules reference: every rule ID the package cites is a key, every table row and every
ruling of the digest has a summary in our own words."""

from __future__ import annotations

import re
from pathlib import Path

from companion.engines.blackbeard import catalogue
from companion.engines.blackbeard.rules import RULES

PACKAGE = Path(catalogue.__file__).parent
RULE_ID = re.compile(r"BB-[A-Z]+\d+(?:\.\d+)*")
RULE_KEY = re.compile(r"^BB-([GTPS]\d+(\.\d+)?|Q\d+)$")

# The rows of each table, as numbered in the digest.
TABLE_ROWS = {1: 8, 2: 7, 3: 7, 4: 9, 5: 18, 6: 5}


def cited() -> dict[str, set[str]]:
    return {
        path.name: set(RULE_ID.findall(path.read_text(encoding="utf-8")))
        for path in sorted(PACKAGE.glob("*.py"))
    }


def test_every_rule_id_the_package_cites_is_a_key() -> None:
    found = cited()
    assert set(found) >= {"catalogue.py", "tables.py", "victory.py", "ports.py", "contests.py"}
    missing = {name: sorted(ids - set(RULES)) for name, ids in found.items() if ids - set(RULES)}
    assert missing == {}


def test_no_worked_example_is_cited_or_a_key() -> None:
    sources = [path.read_text(encoding="utf-8") for path in PACKAGE.glob("*.py")]
    assert [text for text in sources if "BB-EX" in text] == []
    assert [key for key in RULES if key.startswith("BB-EX")] == []


def test_every_key_is_a_rule_id() -> None:
    assert [key for key in RULES if not RULE_KEY.match(key)] == []
    assert [key for key in RULES if not RULE_ID.fullmatch(key)] == []


def test_every_table_row_is_present() -> None:
    rows = {f"BB-T{t}.{r}" for t, last in TABLE_ROWS.items() for r in range(1, last + 1)}
    tables = {f"BB-T{t}" for t in TABLE_ROWS}
    assert sorted((rows | tables) - set(RULES)) == []
    assert sorted(key for key in RULES if key.startswith("BB-T") and key not in rows | tables) == []


def test_the_conventions_and_the_port_status_summary_are_present() -> None:
    wanted = {f"BB-G{n}" for n in range(1, 8)} | {f"BB-S3.{n}" for n in range(1, 9)}
    assert sorted(wanted - set(RULES)) == []


def test_the_rulings_are_exactly_q1_to_q40() -> None:
    rulings = {key for key in RULES if key.startswith("BB-Q")}
    assert rulings == {f"BB-Q{n}" for n in range(1, 41)}
    assert all(RULES[key].startswith("Ruling: ") for key in rulings)


def test_every_summary_is_a_sentence() -> None:
    assert [key for key, text in RULES.items() if not text.strip()] == []
    assert [key for key, text in RULES.items() if not text.endswith(".")] == []
    assert [key for key, text in RULES.items() if "RULING" in text] == []
