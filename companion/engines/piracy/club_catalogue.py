"""What a club enters once for its box (PIR-Q-3): the ports of the map with their die
modifiers and continent, and the hexes of the European continent. The rulebook prints
neither; without a catalogue the table enters them at setup (``config.py``)."""

from __future__ import annotations

from typing import Final

from companion.engines.base import Arg, CatalogueSection, CatalogueShape
from companion.engines.text import N_

# The modifier printed beside a port's name (PIR-3.32.2); the rulebook gives no range, so
# any small whole number is taken.
MODIFIER_MIN: Final = -6
MODIFIER_MAX: Final = 6
CONTINENTS: Final = ("america", "elsewhere")
CONTINENT_LABELS: Final = (
    N_("on the American continent"),
    N_("not on the American continent"),
)
PORT_FIELDS: Final = (
    Arg("name", "str", N_("the port's name, as printed on the map")),
    Arg(
        "modifier",
        "int",
        N_("the die modifier printed beside the port's name"),
        min=MODIFIER_MIN,
        max=MODIFIER_MAX,
    ),
    Arg(
        "continent",
        "choice",
        N_("where the port lies"),
        choices=CONTINENTS,
        choice_labels=CONTINENT_LABELS,
    ),
)

PORTS_SECTION = CatalogueSection(
    "ports",
    N_("Ports"),
    PORT_FIELDS,
    help=N_(
        "PIR-5.06, PIR-5.10: every port on the map, its die modifier and whether it lies on "
        "the American continent (no pirate base may be chosen there)."
    ),
    key=("name",),
    max_rows=80,
)
EUROPE_SECTION = CatalogueSection(
    "europe",
    N_("European hexes"),
    (Arg("hex", "str", N_("a hex of the European continent, as the table names it")),),
    help=N_("PIR-5.04.1: the hexes of the European continent, where ships reach Europe."),
    key=("hex",),
    max_rows=20,
)

CATALOGUE = CatalogueShape((PORTS_SECTION, EUROPE_SECTION))
