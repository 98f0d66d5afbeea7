"""What a club enters once for its box (MM-0.7.1, MM-Q13, MM-Q47): the map, the captain
deck, the ship cards and the goods. Without it the table enters each as it is met."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Catalogue, CatalogueSection, CatalogueShape
from companion.engines.errors import MoveInputError
from companion.engines.merchants_marauders.catalogue import (
    CAPTAIN_CARDS,
    DIRECTIONS,
    GOODS_KINDS,
    NATIONS,
    PORTS,
    SHIP_TYPES,
    ZONES,
)
from companion.engines.text import N_, _

NATION_LABELS = (N_("the Netherlands"), N_("England"), N_("France"), N_("Spain"))
PORT_CHOICES = (*NATIONS, "none")
PORT_LABELS = (*NATION_LABELS, N_("no port (the Caribbean Sea)"))
DIRECTION_LABELS = (N_("North"), N_("East"), N_("South"), N_("West"))
SHIP_LABELS = (N_("Sloop"), N_("Flute"), N_("Frigate"), N_("Galleon"), N_("Man-of-war"))


def _skill(name: str, help: str) -> Arg:
    return Arg(name, "int", help, min=1, max=4)


def _stat(name: str, help: str) -> Arg:
    return Arg(name, "int", help, min=1, max=5)


ZONES_SECTION = CatalogueSection(
    "zones",
    N_("Sea zones"),
    (
        Arg("name", "str", N_("the sea zone's name, as printed on the board")),
        Arg(
            "port",
            "choice",
            N_("the nation of its port"),
            choices=PORT_CHOICES,
            choice_labels=PORT_LABELS,
        ),
        Arg("effect", "str", N_("the zone's printed advantage or disadvantage"), required=False),
    ),
    help=N_("MM-0.5: the 17 sea zones; 16 have a port flying one of the four flags."),
    key=("name",),
    max_rows=ZONES,
)
BORDERS_SECTION = CatalogueSection(
    "borders",
    N_("Borders between sea zones"),
    (
        Arg("zone", "str", N_("a sea zone")),
        Arg(
            "letter",
            "choice",
            N_("the letter on its border"),
            choices=DIRECTIONS,
            choice_labels=DIRECTION_LABELS,
        ),
        Arg("neighbour", "str", N_("the sea zone across that border")),
    ),
    help=N_("MM-0.5.3: each border of each zone, with its compass letter (both sides)."),
    key=("zone", "letter", "neighbour"),
    max_rows=ZONES * 8,
)
CAPTAINS_SECTION = CatalogueSection(
    "captains",
    N_("Captains"),
    (
        Arg("name", "str", N_("the captain's name")),
        _skill("seamanship", N_("Seamanship")),
        _skill("scouting", N_("Scouting")),
        _skill("leadership", N_("Leadership")),
        _skill("influence", N_("Influence")),
        Arg("home", "str", N_("the home port's sea zone, as named in the sea zones")),
        Arg("ability", "str", N_("the special ability, as printed"), required=False),
    ),
    help=N_("MM-0.3: the 16 captain cards."),
    key=("name",),
    max_rows=CAPTAIN_CARDS,
)
SHIPS_SECTION = CatalogueSection(
    "ships",
    N_("Ship cards"),
    (
        Arg("type", "choice", N_("the ship type"), choices=SHIP_TYPES, choice_labels=SHIP_LABELS),
        _stat("seaworthiness", N_("Seaworthiness")),
        _stat("cargo", N_("Cargo")),
        _stat("crew", N_("Crew")),
        _stat("cannons", N_("Cannons")),
        _stat("maneuverability", N_("Maneuverability")),
    ),
    help=N_("MM-0.4, MM-Q13: the five ship cards' values."),
    key=("type",),
    max_rows=len(SHIP_TYPES),
)
GOODS_SECTION = CatalogueSection(
    "goods",
    N_("Goods"),
    (Arg("name", "str", N_("a good, as printed on the cargo cards")),),
    help=N_("MM-4.3.3: the 8 goods of the cargo cards."),
    key=("name",),
    max_rows=GOODS_KINDS,
)


def _refuse(text: str, field: str, **params: Any) -> MoveInputError:
    return MoveInputError(_(text, **params), field=field)


def _check(catalogue: Catalogue) -> None:
    zones = {row["name"].casefold() for row in catalogue["zones"]}
    if catalogue["zones"] and len(catalogue["zones"]) != ZONES:
        raise _refuse(
            N_("Sea zones: the board has 17, not %(given)s (MM-0.5.1)."),
            "zones",
            given=len(catalogue["zones"]),
        )
    ports = sum(1 for row in catalogue["zones"] if row["port"] != "none")
    if catalogue["zones"] and ports != PORTS:
        raise _refuse(
            N_("Sea zones: 16 of them have a port, not %(given)s (MM-0.5.1)."), "zones", given=ports
        )
    for i, row in enumerate(catalogue["borders"]):
        for field in ("zone", "neighbour"):
            if row[field].casefold() not in zones:
                raise _refuse(
                    N_("Borders, row %(row)s: %(name)s is not a sea zone of the list."),
                    f"borders.{i}.{field}",
                    row=i + 1,
                    name=row[field],
                )
    port_zones = {row["name"].casefold() for row in catalogue["zones"] if row["port"] != "none"}
    for i, row in enumerate(catalogue["captains"]):
        if catalogue["zones"] and row["home"].casefold() not in port_zones:
            raise _refuse(
                N_("Captains, row %(row)s: %(name)s is not a sea zone with a port."),
                f"captains.{i}.home",
                row=i + 1,
                name=row["home"],
            )


CATALOGUE = CatalogueShape(
    (ZONES_SECTION, BORDERS_SECTION, CAPTAINS_SECTION, SHIPS_SECTION, GOODS_SECTION),
    check=_check,
)
