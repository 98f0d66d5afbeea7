"""Digest 10.1: what a club enters once for its box, the values the rulebook text never
prints (NAS-Q1 to NAS-Q5): captain, merchant and navy cards, the board's ports and the
ship boards' printed points.

A table copies its club's catalogue at creation (``options["catalogue"]``). What a
catalogue gives takes the place of the matching options (``effective_options``); a card
section lets the table pick each card drawn by name (``decks.py``), and a complete one
lets the companion shuffle and deal that deck itself (``app_mode.py``). The project ships
no catalogue: the rulebook lists no card.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import (
    Arg,
    Catalogue,
    CatalogueSection,
    CatalogueShape,
    CountLimit,
    RuleError,
)
from companion.engines.catalogues import table_catalogue
from companion.engines.nassau.catalogue import (
    CAPTAIN_CARDS,
    ICON_OPTION,
    ICONS,
    MERCHANT_DECK_SIZES,
    NAVY_TOTAL,
    build_board,
)
from companion.engines.text import N_, _

COLOURS: tuple[str, ...] = ("black", "green", "yellow", "red", "blue")  # NAS-0.1.1
NAVY_PHASE_SIZES: dict[int, int] = {1: 20, 2: 10}  # NAS-0.1.12


def _value(
    name: str, help_text: str, *, required: bool = True, most: int = 9, default: int | None = None
) -> Arg:
    # Printed values are whole numbers from 0 (NAS-Q2): a negative one is refused here.
    return Arg(name, "int", help_text, required=required, min=0, max=most, default=default)


def _copies(most: int) -> Arg:
    return Arg(
        "count",
        "int",
        N_("how many such cards the box holds"),
        required=False,
        min=1,
        max=most,
        default=1,
    )


CAPTAINS = CatalogueSection(
    "captains",
    N_("Captain cards"),
    (
        Arg("colour", "choice", N_("the colour of the card"), choices=COLOURS),
        _value("sail", N_("the sail printed on the card")),
        _value("cannon", N_("the cannon printed on the card")),
        _copies(CAPTAIN_CARDS),
    ),
    help=N_("NAS-0.1.6 / NAS-Q2: the four captain cards of each colour, sail and cannon."),
    key=("colour", "sail", "cannon"),
    count="count",
    limits=(
        CountLimit(
            dict.fromkeys(COLOURS, CAPTAIN_CARDS),
            group="colour",
            text=N_("%(section)s: the box has %(most)s %(group)s cards, not %(given)s."),
        ),
    ),
    max_rows=20,
)

MERCHANTS = CatalogueSection(
    "merchants",
    N_("Merchant cards"),
    (
        Arg("name", "str", N_("the ship's name, as printed on its card")),
        Arg("region", "choice", N_("the region symbol on the card"), choices=(1, 2, 3)),
        _value("sail", N_("the sail printed on the card")),
        _value("cannon", N_("the cannon printed on the card")),
        _value("gunpowder", N_("gunpowder the card carries"), required=False, most=5, default=0),
        _value("goods", N_("goods the card carries"), required=False, most=5, default=0),
        _value("rum", N_("rum the card carries"), required=False, most=5, default=0),
        _value("hostage", N_("hostages the card carries"), required=False, most=5, default=0),
        _value("poe", N_("pieces of eight the card carries"), required=False, most=5, default=0),
        _copies(20),
    ),
    help=N_(
        "NAS-0.1.14 / NAS-0.3.1: the 58 merchant cards, 20 of Region 1, 18 of Region 2 "
        "and 20 of Region 3, with their sail, cannon and loot."
    ),
    key=("region", "name"),
    count="count",
    limits=(
        CountLimit(
            {int(r): n for r, n in MERCHANT_DECK_SIZES.items()},
            group="region",
            text=N_("%(section)s: the box has %(most)s Region %(group)s cards, not %(given)s."),
        ),
    ),
    max_rows=58,
)

NAVY = CatalogueSection(
    "navy",
    N_("Navy cards"),
    (
        Arg("name", "str", N_("the card's name, as printed (or open sea)")),
        Arg("phase", "choice", N_("the Phase I or Phase II deck"), choices=(1, 2)),
        Arg("icon", "choice", N_("the player icon on the card"), choices=ICONS),
        Arg("kind", "choice", N_("open sea or a navy ship"), choices=("open_sea", "ship")),
        _value("sail", N_("the sail of a navy ship"), required=False),
        _value("cannon", N_("the cannon of a navy ship"), required=False),
        _copies(NAVY_TOTAL),
    ),
    help=N_(
        "NAS-0.1.12 / NAS-Q3: the 30 navy cards, 20 of Phase I and 10 of Phase II; the "
        "end-game card is not one of them."
    ),
    key=("name", "phase", "icon"),
    count="count",
    limits=(
        CountLimit(
            NAVY_PHASE_SIZES,
            group="phase",
            text=N_("%(section)s: the box has %(most)s Phase %(group)s cards, not %(given)s."),
        ),
        CountLimit(NAVY_TOTAL),
    ),
    max_rows=NAVY_TOTAL,
)

PORTS = CatalogueSection(
    "ports",
    N_("The board's ports"),
    (
        Arg("space", "int", N_("the port's space number"), min=1, max=20),
        Arg("name", "str", N_("the port's name")),
        Arg(
            "trades",
            "str",
            N_(
                "what it trades, joined by +: gunpowder, goods or rum (poe for Port of "
                "Spain, which pays pieces of eight)"
            ),
        ),
        _value("cannon", N_("the cannon printed on the port"), required=False, most=20),
    ),
    help=N_(
        "NAS-0.5 / NAS-Q1: every port of the board; every other space of a region is a trade route."
    ),
    key=("space",),
    max_rows=7,
)

SHIP_POINTS = CatalogueSection(
    "ship_points",
    N_("Ship points printed on the ship boards"),
    tuple(
        _value(section, help_text, most=20)
        for section, help_text in (
            ("stern", N_("ship points printed on the stern section")),
            ("bow", N_("ship points printed on the bow section")),
            ("middle1", N_("ship points printed on the first middle section")),
            ("middle2", N_("ship points printed on the second middle section")),
        )
    ),
    help=N_("NAS-0.4.5 / NAS-Q5: the same for every colour."),
    single=True,
)


def port_entries(rows: list[dict[str, Any]]) -> list[str]:
    """The ports as the ``ports`` option writes them, so ``build_board`` checks them."""
    entries = []
    for row in rows:
        if ":" in row["name"]:
            raise RuleError(
                "NAS-Q1", _("The port %(name)s: a name cannot hold a colon.", name=row["name"])
            )
        printed = f":{row['cannon']}" if row.get("cannon") else ""
        entries.append(f"{row['space']}:{row['name']}:{row['trades']}{printed}")
    return entries


def _check(catalogue: Catalogue) -> None:
    for i, row in enumerate(catalogue["navy"]):
        if row["kind"] == "ship" and (row.get("sail") is None or row.get("cannon") is None):
            raise RuleError(
                "NAS-0.1.12",
                _(
                    "Navy cards, row %(row)s: a navy ship needs its sail and its cannon.",
                    row=i + 1,
                ),
            )
    if catalogue["ports"]:
        build_board(port_entries(catalogue["ports"]))  # NAS-0.5 / NAS-Q1 checks


CATALOGUE = CatalogueShape((CAPTAINS, MERCHANTS, NAVY, PORTS, SHIP_POINTS), check=_check)


def navy_option_counts(rows: list[dict[str, Any]]) -> dict[str, int]:
    """The navy counts by phase and icon (the ``navy_phase*`` options) a catalogue gives."""
    counts = {f"navy_phase{p}_{suffix}": 0 for p in (1, 2) for suffix in ICON_OPTION.values()}
    for row in rows:
        counts[f"navy_phase{row['phase']}_{ICON_OPTION[row['icon']]}"] += NAVY.copies(row)
    return counts


def effective_options(options: dict[str, Any]) -> dict[str, Any]:
    """The options with what the table's catalogue gives in place of the matching ones:
    its board, its ship points and (for a complete navy section) its navy counts."""
    catalogue = table_catalogue(options)
    out = dict(options)
    if catalogue.get("ports"):
        out["ports"] = port_entries(catalogue["ports"])
    if catalogue.get("ship_points"):
        row = catalogue["ship_points"][0]
        for section in ("stern", "bow", "middle1", "middle2"):
            out[f"ship_points_{section}"] = int(row[section])
    if NAVY.complete(catalogue.get("navy", [])):
        out.update(navy_option_counts(catalogue["navy"]))
    return out
