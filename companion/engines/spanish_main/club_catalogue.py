"""SPM-0.9: what a club enters once for its box, the ship and pirate names printed on the
cards only. Until it does, the companion uses neutral labels (RULING SPM-Q-19)."""

from __future__ import annotations

from companion.engines.base import Arg, Catalogue, CatalogueSection, CatalogueShape, CountLimit
from companion.engines.errors import MoveInputError
from companion.engines.spanish_main.catalogue import SHIPS
from companion.engines.text import N_, _

FLAG_CHOICES = ("English", "Spanish", "Dutch")

SHIPS_SECTION = CatalogueSection(
    "ships",
    N_("Ships and their pirates"),
    (
        Arg("flag", "choice", N_("the flag the ship card flies"), choices=FLAG_CHOICES),
        Arg("ship", "str", N_("the ship's name, as printed on its card")),
        Arg("pirate", "str", N_("the name on the pirate card of that ship")),
    ),
    help=N_(
        "SPM-0.9: the 9 ship cards, three per flag, each with the pirate card that goes "
        "with it. The first ship entered for a flag is that flag's ship 1."
    ),
    key=("ship",),
    limits=(
        CountLimit(
            dict.fromkeys(FLAG_CHOICES, 3),
            group="flag",
            text=N_("%(section)s: the box has %(most)s %(group)s ships, not %(given)s."),
        ),
    ),
    max_rows=9,
)


def _check(catalogue: Catalogue) -> None:
    pirates = [row["pirate"].casefold() for row in catalogue["ships"]]
    for i, pirate in enumerate(pirates):
        if pirate in pirates[:i]:
            raise MoveInputError(
                _(
                    "%(section)s, row %(row)s: another ship already has the pirate %(name)s.",
                    section=_(SHIPS_SECTION.label),
                    row=i + 1,
                    name=catalogue["ships"][i]["pirate"],
                ),
                field=f"ships.{i}.pirate",
            )


CATALOGUE = CatalogueShape((SHIPS_SECTION,), check=_check)


def club_names(catalogue: Catalogue) -> dict[str, dict[str, str]] | None:
    """The club's ship and pirate names by ship id, for the state (SPM-0.9); None without
    a catalogue. The first ship entered for a flag is that flag's ship 1 (the section's
    help says so); a ship the catalogue does not name keeps its neutral label."""
    rows = catalogue.get("ships") or []
    if not rows:
        return None
    ships: dict[str, str] = {}
    pirates: dict[str, str] = {}
    numbers: dict[str, int] = {}
    for row in rows:
        flag = row["flag"]
        numbers[flag] = numbers.get(flag, 0) + 1
        ship = f"{flag[0]}{numbers[flag]}"
        if ship in SHIPS:
            ships[ship] = row["ship"]
            pirates[ship] = row["pirate"]
    return {"ships": ships, "pirates": pirates}
