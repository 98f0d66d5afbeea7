"""English left on a page read in another language.

A page's visible text (text, and the words read aloud: alt, title, aria-label,
placeholder; not what is marked as another language, as the language buttons are) is
split into words. A word is English left over when it is a word of our
English messages (the catalogue's msgids) that no translation of that language uses, or
a small English function word ("the", "your") no Italian or Portuguese text has, unless
it is a proper name of the allow-list.
"""

from __future__ import annotations

import re
from functools import cache
from html.parser import HTMLParser
from pathlib import Path

from django.conf import settings

WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ]+(?:'[A-Za-z]+)?")
PLACEHOLDER = re.compile(r"%\([a-z_0-9]+\)[sd]|%[sd]|<[^>]+>|&[a-z]+;")
# English words that are not words of Italian or Portuguese ("for" is: "se for"): a
# sentence that slipped through a translation untranslated shows at least one of them.
FUNCTION_WORDS = frozenset(
    [
        "the",
        "and",
        "of",
        "your",
        "with",
        "this",
        "that",
        "you",
        "has",
        "have",
        "was",
        "were",
        "will",
        "from",
        "are",
        "to",
        "on",
        "at",
        "by",
        "its",
        "their",
        "which",
        "what",
        "who",
        "when",
        "where",
        "there",
        "into",
        "than",
        "then",
        "they",
        "he",
        "she",
        "his",
        "her",
        "been",
        "can",
        "cannot",
        "must",
        "should",
        "would",
        "could",
        "each",
        "every",
        "after",
        "before",
        "enter",
        "choose",
    ]
)
# Names the pages show as they are in every language, one per line: players' and places'
# names typed at the table, and names the editions print in English.
PROPER_NAMES = [
    line.strip()
    for line in Path(__file__)
    .with_name("proper_names.txt")
    .read_text(encoding="utf-8")
    .splitlines()
    if line.strip() and not line.startswith("#")
]
# A line "re:<pattern>" is a pattern (names numbered by the recordings, "Captain 7").
_NAMES = re.compile(
    "|".join(
        rf"\b{name[3:]}\b" if name.startswith("re:") else rf"(?<!\w){re.escape(name)}(?!\w)"
        for name in sorted(PROPER_NAMES, key=len, reverse=True)
    ),
    re.IGNORECASE,
)
SKIPPED = {"script", "style", "template", "noscript", "code"}
READ_ALOUD = ("alt", "title", "aria-label", "placeholder")


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skipping = 0
        # Open elements marked as another language (<button lang="en">English</button>).
        self.foreign: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in SKIPPED:
            self.skipping += 1
        # Another language, or text that is no language at all (translate="no": time
        # zone names such as Europe/Rome are identifiers).
        if tag != "html" and (dict(attrs).get("lang") or dict(attrs).get("translate") == "no"):
            self.foreign.append(tag)
            self.skipping += 1
        for name, value in attrs:
            if name in READ_ALOUD and value:
                self.parts.append(value)

    def handle_endtag(self, tag: str) -> None:
        if tag in SKIPPED and self.skipping:
            self.skipping -= 1
        if self.foreign and self.foreign[-1] == tag:
            self.foreign.pop()
            self.skipping -= 1

    def handle_data(self, data: str) -> None:
        if not self.skipping:
            self.parts.append(data)


def visible_text(html: str) -> str:
    parser = _Text()
    parser.feed(html)
    return " ".join(parser.parts)


# A link shown as text (the join link on the screen) is an address, and a table's code
# (letters and digits, W3ZZZS) a code: neither is words.
ADDRESS = re.compile(r"https?://\S+|(?<!\w)/[\w/.?=&-]+|\b(?=[A-Z]*\d)[A-Z0-9]{4,12}\b")


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(PLACEHOLDER.sub(" ", ADDRESS.sub(" ", text)))}


@cache
def vocabularies(language: str) -> tuple[frozenset[str], frozenset[str]]:
    """The English words of our messages, and the words the ``language`` catalogue uses."""
    import polib  # type: ignore[import-untyped]

    path = Path(settings.LOCALE_PATHS[0]) / language / "LC_MESSAGES" / "django.po"
    english: set[str] = set()
    translated: set[str] = set()
    for entry in polib.pofile(str(path)):
        english |= _words(entry.msgid) | _words(entry.msgid_plural or "")
        translated |= _words(entry.msgstr)
        for form in entry.msgstr_plural.values():
            translated |= _words(form)
    return frozenset(english), frozenset(translated)


def english_left(html: str, language: str) -> list[str]:
    """The English words on a page that should read in ``language``, sorted."""
    english, translated = vocabularies(language)
    found = set()
    for word in _words(_NAMES.sub(" ", visible_text(html))):
        if word in FUNCTION_WORDS or (word in english and word not in translated):
            found.add(word)
    return sorted(found)


def where_left(html: str, words: list[str], around: int = 40) -> str:
    """Where each English word sits on the page: for a failing test's message."""
    text = re.sub(r"\s+", " ", visible_text(html))
    shown = []
    for word in words:
        found = re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.IGNORECASE)
        if found:
            start, end = max(0, found.start() - around), found.end() + around
            shown.append(f"«{text[start:end]}»")
    return " ".join(shown)
