"""Words a page shows for nations and ship types: Merchants & Marauders's keys and values read as words where they are
shown (``companion.words.key_label``, the club catalogue's choices). Marked here so
that ``make messages`` extracts them for translation; nothing imports this module.
The seat colours are in ``companion/engines/colours.py``, one list for every game."""

from __future__ import annotations

from typing import Final

from companion.engines.text import N_

SHOWN_AS_WORDS: Final = (
    N_("english"),
    N_("spanish"),
    N_("dutch"),
    N_("french"),
    N_("sloop"),
    N_("flute"),
    N_("frigate"),
    N_("galleon"),
    N_("man-of-war"),
)
