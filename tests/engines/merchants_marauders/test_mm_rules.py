"""The rules reference: every section, rule and ruling of the digest has a summary."""

from __future__ import annotations

import re

from companion.engines.merchants_marauders.rules import RULES

RULE_KEY = re.compile(r"^MM-(\d+(\.\d+)*|Q\d+)$")

# Every "### MM-x.y" heading of the digest, typed from its table of sections.
SUBSECTIONS = (
    *(f"MM-0.{n}" for n in range(1, 8)),
    *(f"MM-1.{n}" for n in range(1, 5)),
    *(f"MM-2.{n}" for n in range(1, 7)),
    *(f"MM-3.{n}" for n in range(1, 6)),
    *(f"MM-4.{n}" for n in range(1, 10)),
    *(f"MM-5.{n}" for n in range(1, 5)),
    *(f"MM-6.{n}" for n in range(1, 8)),
    *(f"MM-7.{n}" for n in range(1, 4)),
    *(f"MM-8.{n}" for n in range(1, 9)),
    *(f"MM-9.{n}" for n in range(1, 12)),
    *(f"MM-11.{n}" for n in range(1, 5)),
    *(f"MM-12.{n}" for n in range(1, 5)),
)

# MM-10 has no sub-sections: its rules are numbered directly.
CREW_COMBAT_RULES = tuple(f"MM-10.{n}" for n in range(1, 10))


def test_every_key_is_a_rule_id() -> None:
    assert [key for key in RULES if not RULE_KEY.match(key)] == []


def test_the_rulings_are_exactly_q1_to_q48() -> None:
    rulings = {key for key in RULES if key.startswith("MM-Q")}
    assert rulings == {f"MM-Q{n}" for n in range(1, 49)}
    assert all(RULES[key].startswith("Ruling: ") for key in rulings)


def test_every_top_section_is_present() -> None:
    assert [f"MM-{n}" for n in range(13) if f"MM-{n}" not in RULES] == []


def test_every_sub_section_is_present() -> None:
    assert len(SUBSECTIONS) == 72
    assert [key for key in (*SUBSECTIONS, *CREW_COMBAT_RULES) if key not in RULES] == []


def test_every_summary_is_a_sentence() -> None:
    assert [key for key, text in RULES.items() if not text.strip()] == []
    assert [key for key, text in RULES.items() if not text.endswith(".")] == []
    assert [key for key, text in RULES.items() if "RULING" in text] == []


def test_no_worked_example_is_a_rule() -> None:
    assert [key for key in RULES if key.startswith("MM-EX")] == []
    # 13 sections, 72 sub-sections, 345 numbered rules and 48 rulings.
    assert len(RULES) == 13 + 72 + 345 + 48
