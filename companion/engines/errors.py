"""What an engine refuses: a move the rules forbid, or one malformed before any rule."""

from __future__ import annotations

from companion.engines.text import Text, english


class RuleError(Exception):
    """A move the rules do not allow, with the rule it breaks.

    ``text`` is what the player reads (a message of :mod:`companion.engines.text`,
    translated where it is shown); ``message`` is its English form.
    """

    def __init__(self, rule_id: str, text: Text) -> None:
        self.rule_id = rule_id
        self.text = text
        self.message = english(text)
        super().__init__(f"{rule_id}: {self.message}")


class MoveInputError(Exception):
    """A move that is malformed before any rule is consulted (unknown type, bad args)."""

    def __init__(self, text: Text, *, field: str | None = None) -> None:
        self.text = text
        self.message = english(text)
        self.field = field
        super().__init__(self.message)
