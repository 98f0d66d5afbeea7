"""Words for what the table enters: port statuses and nationalities, ships, and where a
pirate is (shared by the entries, the club's catalogue and the view)."""

from __future__ import annotations

from companion.engines.base import Arg
from companion.engines.blackbeard import fleet
from companion.engines.blackbeard.catalogue import (
    BASE_STATUSES,
    CARGO_COLUMN_NAMES,
    CARGO_COLUMNS,
    PORT_COLUMN_NAMES,
)
from companion.engines.text import N_, Msg, _

STATUS_LABELS = (*(PORT_COLUMN_NAMES[s] for s in BASE_STATUSES[:-1]), N_("destroyed"))
ORIGIN_LABELS = (N_("Arab"), N_("Portuguese"), N_("another nationality"))
# BB-P4.3, BB-Q38: a haven is lost by attacking a port of its nationality, so a port of
# another nationality names it as the map prints it.
NATION = Arg(
    "nation",
    "str",
    N_(
        "its nation as the map prints it (English, Spanish...), for a port neither Arab nor Portuguese"
    ),
    required=False,
)
WHERE_LABELS = (N_("in a sea zone"), N_("In Port"), N_("in a Transit Box"))
SHIP_TYPES = ("sloop", "schooner", "brigantine", "other")
SHIP_LABELS = (N_("Sloop"), N_("Schooner"), N_("Brigantine"), N_("another ship"))


def where_words(where: str, place: str) -> Msg:
    if where == fleet.IN_PORT:
        return _("In Port at %(place)s", place=place)
    if where == fleet.TRANSIT:
        return _("in the Transit Box %(place)s", place=place)
    return _("in the sea zone %(place)s", place=place)


# BB-T1, BB-Q4: the columns of the Merchant Cargo Table are the digest's letters A to D;
# players pick them by their printed sea areas, so the entries take a word for each.
CARGO_AREAS = ("atlantic", "caribbean", "africa", "india")
AREA_COLUMN = dict(zip(CARGO_AREAS, CARGO_COLUMNS, strict=True))
AREA_LABELS = tuple(CARGO_COLUMN_NAMES[column] for column in CARGO_COLUMNS)


def area_words(area: str) -> Msg:
    return _(CARGO_COLUMN_NAMES[AREA_COLUMN[area]])


def area_arg(help: str) -> Arg:
    return Arg(
        "column", "choice", help, required=False, choices=CARGO_AREAS, choice_labels=AREA_LABELS
    )
