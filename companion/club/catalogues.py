"""A club's catalogues: per game, the component data of its own box, in the shape the
game's engine declares (``Engine.catalogue``). Nothing here names a game: every game
whose engine declares a shape has a catalogue, checked by ``engine.clean_catalogue``
before anything is written. A table copies its club's catalogue when it is created
(:func:`table_copy`), so later edits never reach a running or finished game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.utils.translation import gettext

from companion.club import cleaning
from companion.club.errors import InvalidInput, NotFound, Problem
from companion.club.models import Club, ClubCatalogue
from companion.engines.base import Catalogue, Engine, MoveInputError, RuleError
from companion.engines.registry import UnknownGame, all_engines, get_engine
from companion.i18n import say


def catalogue_engines() -> list[Engine]:
    """The registered games that declare a catalogue, in the registry's order."""
    return [engine for engine in all_engines() if engine.catalogue is not None]


def catalogue_engine(game: str) -> Engine:
    """The engine of ``game`` if it declares a catalogue; otherwise a 404."""
    try:
        engine = get_engine(game)
    except UnknownGame:
        engine = None
    if engine is None or engine.catalogue is None:
        shown = "".join(c for c in game[:40] if c.isascii() and (c.isalnum() or c in "-_"))
        raise NotFound(gettext("there is no catalogue for a game %(game)s") % {"game": repr(shown)})
    return engine


def clean(engine: Engine, data: Any, *, prefix: str = "") -> Catalogue:
    """``data`` checked against the engine's declared shape; a refusal is an
    ``InvalidInput`` naming the section, row and field the engine named."""
    try:
        cleaned = engine.clean_catalogue(data)
    except MoveInputError as exc:
        field = f"{prefix}{exc.field}" if exc.field else (prefix.rstrip(".") or None)
        raise InvalidInput([Problem(say(exc.text), field)]) from None
    except RuleError as exc:
        message = gettext("%(message)s (rule %(rule)s)") % {
            "message": say(exc.text),
            "rule": exc.rule_id,
        }
        raise InvalidInput([Problem(message, prefix.rstrip(".") or None)]) from None
    _check_text(cleaned, prefix)
    return cleaned


def _check_text(cleaned: Catalogue, prefix: str) -> None:
    """Text the database cannot hold (NUL) or a page would garble (control characters):
    the engines take any text, the club's store does not."""
    for section, rows in cleaned.items():
        for i, row in enumerate(rows):
            for name, value in row.items():
                items = value if isinstance(value, list) else [value]
                for item in items:
                    problem = cleaning.text_problem(item) if isinstance(item, str) else None
                    if problem:
                        where = f"{prefix}{section}.{i}.{name}"
                        raise InvalidInput([Problem(problem, where, i + 1)])


def stored(club: Club, game: str) -> ClubCatalogue | None:
    return ClubCatalogue.objects.filter(club=club, game=game).select_related("updated_by").first()


def catalogue_save(*, club: Club, game: str, data: Any, user: Any = None) -> ClubCatalogue:
    """Replace the club's catalogue of ``game`` with ``data``; nothing is written when
    the engine refuses it."""
    engine = catalogue_engine(game)
    cleaned = clean(engine, data)
    by = user if user is not None and user.is_authenticated else None
    with transaction.atomic():
        row, _created = ClubCatalogue.objects.update_or_create(
            club=club, game=engine.slug, defaults={"data": cleaned, "updated_by": by}
        )
    return row


@dataclass(frozen=True)
class SectionStatus:
    name: str
    rows: int
    complete: bool


@dataclass(frozen=True)
class CatalogueSummary:
    """A game's catalogue as the list page and the API show it."""

    engine: Engine
    row: ClubCatalogue | None
    sections: list[SectionStatus]

    @property
    def complete(self) -> bool:
        return all(s.complete for s in self.sections)


def summary(engine: Engine, row: ClubCatalogue | None) -> CatalogueSummary:
    assert engine.catalogue is not None
    data: Mapping[str, Any] = row.data if row is not None else {}
    sections = [
        SectionStatus(s.name, len(data.get(s.name) or []), s.complete(list(data.get(s.name) or [])))
        for s in engine.catalogue.sections
    ]
    return CatalogueSummary(engine, row, sections)


def club_catalogues(club: Club) -> list[CatalogueSummary]:
    """Every game with a declared catalogue, with what the club has stored for it."""
    rows = {r.game: r for r in ClubCatalogue.objects.filter(club=club).select_related("updated_by")}
    return [summary(engine, rows.get(engine.slug)) for engine in catalogue_engines()]


def table_copy(club: Club | None, game: str) -> tuple[Catalogue | None, dict[str, Any] | None]:
    """What a new table of ``club`` copies: the stored catalogue of ``game`` and where it
    came from (the club's name, when it was saved); ``(None, None)`` when there is none."""
    if club is None:
        return None, None
    row = stored(club, game)
    if row is None:
        return None, None
    return row.data, {"club": club.name, "saved_at": row.updated_at.isoformat()}


# -- export and import ------------------------------------------------------------------


def export_catalogues(club: Club) -> dict[str, Catalogue]:
    return {row.game: row.data for row in ClubCatalogue.objects.filter(club=club).order_by("game")}


def clean_imported(raw: Any) -> dict[str, Catalogue]:
    """An export's ``catalogues``: each game's checked by its engine; any problem
    refuses the whole import."""
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise InvalidInput([Problem(gettext("must be an object"), "catalogues")])
    cleaned: dict[str, Catalogue] = {}
    for game, data in raw.items():
        try:
            engine = catalogue_engine(str(game))
        except NotFound as exc:
            raise InvalidInput([Problem(exc.message, f"catalogues.{str(game)[:40]}")]) from None
        cleaned[engine.slug] = clean(engine, data, prefix=f"catalogues.{engine.slug}.")
    return cleaned


def import_catalogues(club: Club, catalogues: Mapping[str, Catalogue]) -> int:
    """Store catalogues already checked by :func:`clean_imported` (inside the import's
    transaction)."""
    for game, data in catalogues.items():
        ClubCatalogue.objects.update_or_create(
            club=club, game=game, defaults={"data": data, "updated_by": None}
        )
    return len(catalogues)
