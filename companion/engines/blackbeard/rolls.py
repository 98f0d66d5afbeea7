"""The checks every calculator shares: dice entered raw and checked against their range,
never clamped (BB-G1, BB-Q2), and the counts that can never be negative."""

from __future__ import annotations

from companion.engines.blackbeard.catalogue import DICE
from companion.engines.errors import RuleError
from companion.engines.text import Msg, _


def check_roll(roll: int, dice: str, rule_id: str, what: Msg) -> int:
    """``roll`` as entered, if ``dice`` can show it; else refused under the rule that
    rolls it. A wrong entry is a typo at the table: reading it as the nearest face would
    record a roll nobody made."""
    low, high = DICE[dice]
    if not low <= roll <= high:
        raise RuleError(
            rule_id,
            _(
                "The %(what)s is a roll of %(dice)s: %(low)s to %(high)s, not %(roll)s.",
                what=what,
                dice=dice,
                low=low,
                high=high,
                roll=roll,
            ),
        )
    return roll


def check_count(value: int, rule_id: str, what: Msg) -> int:
    """A tracked amount (wealth, notoriety, loyalty, hits, plunder) is never below 0."""
    if value < 0:
        raise RuleError(
            rule_id, _("The %(what)s cannot be negative, not %(value)s.", what=what, value=value)
        )
    return value


def signed(change: int) -> str:
    """A change as players write it on the track: +1, -1, 0."""
    return f"{change:+d}" if change else "0"
