"""The seat colours every game's pages show as words (a seat's chip, the catalogue's choices).

One list for all games: a colour reads the same in every game, so it is one message per
language, marked here for ``make messages``. Each engine's ``colours`` must be a subset
(``tests/engines/test_colours.py``), so a new game's colour is translated by adding it here.
"""

from __future__ import annotations

from typing import Final

from companion.engines.text import N_

COLOUR_WORDS: Final[dict[str, str]] = {
    "red": N_("red"),
    "blue": N_("blue"),
    "green": N_("green"),
    "yellow": N_("yellow"),
    "black": N_("black"),
    "white": N_("white"),
    "orange": N_("orange"),
    "purple": N_("purple"),
    "pink": N_("pink"),
    "brown": N_("brown"),
    "grey": N_("grey"),
    "teal": N_("teal"),
}
