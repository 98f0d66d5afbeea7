"""What a player reads on a page, and the internals that must never be in it.

The visible text is the page's text without tags, scripts and styles, plus the
attributes a person reads (title, alt, placeholder, aria-label). Internals are
Python or JSON (brackets, braces, None, True, False), snake_case words and internal
ids (a ship "E1", a tile "T40", a choice value such as "poe" that the game's own
words never use). Rule IDs the game cites are references players follow (links to
the rules page): they are allowed. The only allow-list is ``proper_names.txt``.
"""

from __future__ import annotations

import re
from functools import cache
from html.parser import HTMLParser
from pathlib import Path

from companion.engines.base import Engine

READ_ATTRIBUTES = {"title", "alt", "placeholder", "aria-label"}
HIDDEN_ELEMENTS = {"script", "style", "template", "noscript"}
PROPER_NAMES = Path(__file__).with_name("proper_names.txt")

SNAKE = re.compile(r"\b[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+\b")
PYTHON_WORDS = re.compile(r"\b(?:None|True|False|null|undefined|NaN)\b")
BRACKETS = re.compile(r"[\[\]{}]")
# A letter code with a number: a ship "E1", a tile "T40", a card "S3".
CODE_ID = re.compile(r"\b[A-Z]{1,3}\d{1,3}\b")
WORD = re.compile(r"[A-Za-z][A-Za-z'+-]*")


class _TextWalker(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.hidden_depth = 0
        self.abbr_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in HIDDEN_ELEMENTS:
            self.hidden_depth += 1
        if tag == "abbr":
            self.abbr_depth += 1
        for name, value in attrs:
            if name in READ_ATTRIBUTES and value:
                self.parts.append(value)
        # A button made of an input shows its value.
        if tag == "input" and dict(attrs).get("type") in ("submit", "button", "reset"):
            self.parts.append(dict(attrs).get("value") or "")

    def handle_endtag(self, tag: str) -> None:
        if tag in HIDDEN_ELEMENTS and self.hidden_depth:
            self.hidden_depth -= 1
        if tag == "abbr" and self.abbr_depth:
            self.abbr_depth -= 1

    def handle_data(self, data: str) -> None:
        # An abbreviation explained by its title is for players (the title is read too).
        if not self.hidden_depth and not self.abbr_depth:
            self.parts.append(data)


def visible_text(html: str) -> str:
    walker = _TextWalker()
    walker.feed(html)
    walker.close()
    return " ".join(" ".join(part.split()) for part in walker.parts if part.strip())


@cache
def proper_names() -> frozenset[str]:
    names = set()
    for line in PROPER_NAMES.read_text().splitlines():
        name = line.split("#", 1)[0].strip()
        if name:
            names.add(name)
    return frozenset(names)


def _game_words(engine: Engine) -> set[str]:
    """Every word the game's own texts for players use (rules, labels, help)."""
    texts = [*engine.rules.values(), engine.title]
    for spec in engine.move_specs().values():
        texts += [spec.label, spec.help, *(arg.help for arg in spec.args)]
    texts += [arg.help for arg in engine.options]
    return {word.lower() for text in texts for word in WORD.findall(str(text))}


@cache
def internal_values(engine: Engine) -> frozenset[str]:
    """Choice values of the game's moves and options that are not words of its texts."""
    words = _game_words(engine)
    args = [arg for spec in engine.move_specs().values() for arg in spec.args]
    choices = {
        c for arg in (*args, *engine.options) for c in arg.choices or () if isinstance(c, str)
    }
    # Values without letters ("+1", "4+") read as they are.
    return frozenset(c for c in choices if any(ch.isalpha() for ch in c) and c.lower() not in words)


def internals_in(text: str, engine: Engine) -> dict[str, str]:
    """The internals found in ``text``: offending token -> where it first stands in it."""
    for name in sorted(proper_names(), key=len, reverse=True):
        text = text.replace(name, " ")
    for rule_id in sorted(engine.rules, key=len, reverse=True):
        text = text.replace(rule_id, " ")
    patterns = [BRACKETS, PYTHON_WORDS, SNAKE, CODE_ID]
    patterns += [re.compile(rf"(?<![\w-]){re.escape(v)}(?![\w-])") for v in internal_values(engine)]
    found: dict[str, str] = {}
    for pattern in patterns:
        for match in pattern.finditer(text):
            start, end = max(0, match.start() - 40), min(len(text), match.end() + 40)
            found.setdefault(match.group(0), f"...{text[start:end]}...")
    return found
