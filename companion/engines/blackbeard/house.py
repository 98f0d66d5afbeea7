"""The BB-Qn RULINGs a group may read otherwise (digest section 11: "Every RULING should be
switchable in the app's settings"), each with the digest's candidate readings.

Here the four the digest gives "a setting for (b)": BB-Q3 (which die scores a plunder's
notoriety), BB-Q9 (which way the torture die reads), BB-Q25 (a Deception demand above what
the pirate owns) and BB-Q27 (which VP row a hanged pirate scores). Not here: the RULINGs
that fill in component data (a club catalogue or an entry at the table), those whose
readings play the same, and those with no other reading to choose.
"""

from __future__ import annotations

from companion.engines.base import HouseRuling, Reading
from companion.engines.text import N_

PLUNDER_DIE = HouseRuling(
    "BB-Q3",
    N_("the die of a plunder's notoriety (house ruling BB-Q3)"),
    (
        Reading(
            "cargo_die",
            N_("the cargo die counts again: notoriety is the modified cargo roll (the RULING)"),
        ),
        Reading("own_die", N_("notoriety is the cargo value plus a die of its own")),
    ),
    default="cargo_die",
)
TORTURE = HouseRuling(
    "BB-Q9",
    N_("which way the torture die reads (house ruling BB-Q9)"),
    (
        Reading("above", N_("the hostage talks on a die above the pirate's cruelty (the RULING)")),
        Reading("at_most", N_("the hostage talks on a die at most the pirate's cruelty")),
    ),
    default="above",
)
DEMAND = HouseRuling(
    "BB-Q25",
    N_("a Deception demand above his wealth (house ruling BB-Q25)"),
    (
        Reading("pays_all", N_("he pays all he owns and is acquitted (the RULING)")),
        Reading("hanged", N_("he cannot pay and is hanged, as on 5-6")),
    ),
    default="pays_all",
)
HANGED = HouseRuling(
    "BB-Q27",
    N_("how a hanged pirate scores (house ruling BB-Q27)"),
    (
        Reading("eliminated", N_("as eliminated, 1 VP per notoriety point (the RULING)")),
        Reading("retired", N_("as retired with no wealth, 2 VP per notoriety point")),
    ),
    default="eliminated",
)

HOUSE_RULINGS = (PLUNDER_DIE, TORTURE, DEMAND, HANGED)
