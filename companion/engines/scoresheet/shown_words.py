"""Words a page shows for seat colours and option names: the scoresheet's keys and values read as words where they are
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
    N_("black"),
    N_("white"),
    N_("orange"),
    N_("purple"),
    N_("pink"),
    N_("brown"),
    N_("grey"),
    N_("teal"),
    N_("rounds"),
)
