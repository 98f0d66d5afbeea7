"""What a club enters once for its Blackbeard box (digest 3.2): the ports of the map with
their printed values, the pirate cards, the ships and which Merchant Cargo Table column
each sea zone uses (BB-Q4). The aid prints none of it; without a catalogue the table
enters each port and pirate as it comes into play (``entries.py``)."""

from __future__ import annotations

from typing import Final

from companion.engines.base import Arg, CatalogueSection, CatalogueShape
from companion.engines.blackbeard.catalogue import BASE_STATUSES, ORIGINS
from companion.engines.blackbeard.words import (
    AREA_LABELS,
    CARGO_AREAS,
    ORIGIN_LABELS,
    SHIP_LABELS,
    SHIP_TYPES,
    STATUS_LABELS,
)
from companion.engines.text import N_

PORTS: Final = CatalogueSection(
    "ports",
    N_("Ports"),
    (
        Arg("name", "str", N_("the port's name, as on the map")),
        Arg(
            "nationality",
            "choice",
            N_("its nationality"),
            choices=ORIGINS,
            choice_labels=ORIGIN_LABELS,
        ),
        Arg("nation", "str", N_("its nation as the map prints it (Arab, Portuguese, English...)")),
        Arg("value", "int", N_("its port value"), min=0, max=20),
        Arg("defense", "int", N_("its defense value"), min=0, max=20),
        Arg(
            "status",
            "choice",
            N_("its status at the start"),
            choices=BASE_STATUSES[:-1],
            choice_labels=STATUS_LABELS[:-1],
        ),
    ),
    help=N_(
        "Digest 3.2: each port of the map with its value, defense, nationality and starting status."
    ),
    key=("name",),
    max_rows=60,
)
PIRATES: Final = CatalogueSection(
    "pirates",
    N_("Pirate cards"),
    (
        Arg("name", "str", N_("the pirate's name, as on his card")),
        Arg("pirate", "int", N_("his ID number on the Port Grid"), min=1, max=99),
        Arg("ability", "int", N_("his ability"), min=0, max=9),
        Arg("cruelty", "int", N_("his cruelty"), min=0, max=9),
        Arg("leadership", "int", N_("his Leadership"), min=0, max=9),
    ),
    help=N_(
        "Digest 3.2: ability, cruelty, Leadership and the ID number printed on each pirate card."
    ),
    key=("name",),
    max_rows=60,
)
SHIPS: Final = CatalogueSection(
    "ships",
    N_("Pirate ships"),
    (
        Arg("name", "str", N_("the ship, as the table names it")),
        Arg("ship", "choice", N_("its type"), choices=SHIP_TYPES, choice_labels=SHIP_LABELS),
        Arg("speed", "int", N_("its printed speed"), min=0, max=9),
        Arg("combat", "int", N_("its printed combat value"), min=0, max=9),
        Arg("holds", "int", N_("its number of holds"), min=0, max=9),
    ),
    help=N_("Digest 3.2: speed, combat and holds printed on each pirate ship."),
    key=("name",),
    max_rows=30,
)
ZONES: Final = CatalogueSection(
    "zones",
    N_("Sea zones"),
    (
        Arg("name", "str", N_("the sea zone, as on the map")),
        Arg(
            "column",
            "choice",
            N_("its Merchant Cargo Table column"),
            choices=CARGO_AREAS,
            choice_labels=AREA_LABELS,
        ),
    ),
    help=N_("BB-Q4: which column of the Merchant Cargo Table each sea zone reads."),
    key=("name",),
    max_rows=60,
)

CATALOGUE = CatalogueShape((PORTS, PIRATES, SHIPS, ZONES))
