"""The rules reference: every section, rule and ruling of the digest has a summary."""

from __future__ import annotations

import re

from companion.engines.piracy.rules import RULES

# Chapters and their rules (PIR-3.2.1), the principles' two-digit sections (PIR-5.01), the
# rulings (PIR-Q-1), the component catalogue (PIR-M.1), the quick-reference tables (PIR-QR-1)
# and the companion-app items (PIR-APP-1, PIR-APP-5.4).
RULE_KEY = re.compile(r"^PIR-(\d+(\.\d+)*|Q-\d+|M\.\d+|QR-\d+|APP-\d+(\.\d+)?)$")

# Every "### PIR-x.y" and "#### PIR-x.yy" heading of the digest, typed from its headings.
# PIR-0, PIR-2 and PIR-4 have none. The trading section is printed "3.3" in the rulebook; the
# digest calls it PIR-3.33, as the rulebook's cross-references do. The principles keep the
# rulebook's two digits: PIR-5.01 to PIR-5.17.
SUBSECTIONS = (
    *(f"PIR-1.{n}" for n in range(1, 9)),
    *("PIR-3.1", "PIR-3.2", "PIR-3.3", "PIR-3.31", "PIR-3.32", "PIR-3.33"),
    *("PIR-3.4", "PIR-3.41", "PIR-3.42", "PIR-3.43", "PIR-3.5", "PIR-3.51"),
    *(f"PIR-5.{n:02d}" for n in range(1, 18)),
    *(f"PIR-6.{n}" for n in range(1, 10)),
    *(f"PIR-7.{n}" for n in range(1, 5)),
)

# The last numbered rule of each part, typed from the digest: the introduction's PIR-0.n, the
# rules a chapter gives before its first section (PIR-3.0.n; PIR-2 and PIR-4 have only these),
# and each section's own rules (PIR-3.4.n are those of 3.4 itself, not of 3.41 to 3.43).
LAST_RULE = {
    "PIR-0": 2,
    "PIR-1.0": 2,
    "PIR-1.1": 6,
    "PIR-1.2": 1,
    "PIR-1.3": 8,
    "PIR-1.4": 2,
    "PIR-1.5": 4,
    "PIR-1.6": 3,
    "PIR-1.7": 4,
    "PIR-1.8": 1,
    "PIR-2.0": 3,
    "PIR-3.0": 5,
    "PIR-3.1": 6,
    "PIR-3.2": 11,
    "PIR-3.3": 1,
    "PIR-3.31": 9,
    "PIR-3.32": 15,
    "PIR-3.33": 10,
    "PIR-3.4": 9,
    "PIR-3.41": 9,
    "PIR-3.42": 8,
    "PIR-3.43": 10,
    "PIR-3.5": 7,
    "PIR-3.51": 9,
    "PIR-4.0": 5,
    "PIR-5.0": 1,
    "PIR-5.01": 1,
    "PIR-5.02": 1,
    "PIR-5.03": 5,
    "PIR-5.04": 8,
    "PIR-5.05": 5,
    "PIR-5.06": 3,
    "PIR-5.07": 6,
    "PIR-5.08": 4,
    "PIR-5.09": 12,
    "PIR-5.10": 2,
    "PIR-5.11": 2,
    "PIR-5.12": 2,
    "PIR-5.13": 8,
    "PIR-5.14": 4,
    "PIR-5.15": 1,
    "PIR-5.16": 1,
    "PIR-5.17": 4,
    "PIR-6.0": 4,
    "PIR-6.1": 8,
    "PIR-6.2": 13,
    "PIR-6.3": 4,
    "PIR-6.4": 1,
    "PIR-6.5": 10,
    "PIR-6.6": 12,
    "PIR-6.7": 1,
    "PIR-6.8": 6,
    "PIR-6.9": 2,
    "PIR-7.0": 1,
    "PIR-7.1": 1,
    "PIR-7.2": 1,
    "PIR-7.3": 3,
    "PIR-7.4": 4,
}
NUMBERED_RULES = tuple(
    f"{part}.{n}" for part, last in LAST_RULE.items() for n in range(1, last + 1)
)

# The component catalogue, the quick-reference tables and the companion-app items.
CATALOGUE = tuple(f"PIR-M.{n}" for n in range(1, 9))
QUICK_REFERENCE = tuple(f"PIR-QR-{n}" for n in range(1, 8))
APP_ITEMS = (
    *(f"PIR-APP-{n}" for n in range(1, 9)),
    *(f"PIR-APP-1.{n}" for n in range(1, 4)),
    *(f"PIR-APP-3.{n}" for n in range(1, 4)),
    *(f"PIR-APP-5.{n}" for n in range(1, 6)),
)


def test_every_key_is_a_rule_id() -> None:
    assert [key for key in RULES if not RULE_KEY.match(key)] == []


def test_the_rulings_are_exactly_q_1_to_q_45() -> None:
    rulings = {key for key in RULES if key.startswith("PIR-Q-")}
    assert rulings == {f"PIR-Q-{n}" for n in range(1, 46)}
    assert all(RULES[key].startswith("Ruling: ") for key in rulings)


def test_every_top_section_is_present() -> None:
    assert [f"PIR-{n}" for n in range(8) if f"PIR-{n}" not in RULES] == []


def test_every_sub_section_is_present() -> None:
    assert len(SUBSECTIONS) == 50
    assert [key for key in SUBSECTIONS if key not in RULES] == []


def test_every_numbered_rule_is_present_and_no_other() -> None:
    assert len(NUMBERED_RULES) == 291
    assert [key for key in NUMBERED_RULES if key not in RULES] == []
    numbered = {key for key in RULES if re.match(r"^PIR-\d+(\.\d+)*$", key)}
    top_and_sub = {f"PIR-{n}" for n in range(8)} | set(SUBSECTIONS)
    assert sorted(numbered - top_and_sub - set(NUMBERED_RULES)) == []


def test_the_catalogue_tables_and_app_items_are_present() -> None:
    assert len(APP_ITEMS) == 19
    assert [key for key in (*CATALOGUE, *QUICK_REFERENCE, *APP_ITEMS) if key not in RULES] == []


def test_every_summary_is_a_sentence() -> None:
    assert [key for key, text in RULES.items() if not text.strip()] == []
    assert [key for key, text in RULES.items() if not text.endswith(".")] == []
    assert [key for key, text in RULES.items() if "RULING" in text] == []


def test_no_worked_example_is_a_rule() -> None:
    assert [key for key in RULES if key.startswith("PIR-EX")] == []
    # 8 sections, 50 sub-sections, 291 numbered rules and 45 rulings; and 8 catalogue items,
    # 7 quick-reference tables and 19 companion-app items.
    assert len(RULES) == 8 + 50 + 291 + 45 + 8 + 7 + 19
