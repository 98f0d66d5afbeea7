"""Words a page shows for colours, deck modes and the flags: Pirates of the Spanish Main's keys and values read as words where they are
shown (``companion.web.words.key_label``, the club catalogue's choices). Marked here so
that ``make messages`` extracts them for translation; nothing imports this module."""

from __future__ import annotations

from typing import Final

from companion.engines.text import N_

SHOWN_AS_WORDS: Final = (
    N_("red"),
    N_("blue"),
    N_("green"),
    N_("yellow"),
    N_("app"),
    N_("physical"),
    N_("english"),
    N_("spanish"),
    N_("dutch"),
    N_("french"),
)
