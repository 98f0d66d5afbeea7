"""A table's copy of a catalogue (the component data its engine declares): checked when
the table is created, kept in ``options["catalogue"]`` with where it came from in
``options["catalogue_source"]``, and described in words (never shown as raw data)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils import formats, timezone
from django.utils.dateparse import parse_datetime
from django.utils.translation import gettext as _

from companion.engines.base import Engine, MoveInputError, RuleError
from companion.i18n import say
from companion.tables.errors import InvalidInput

SOURCE = "catalogue_source"


def catalogue_options(
    engine: Engine, catalogue: Any, source: Mapping[str, Any] | None
) -> dict[str, Any]:
    """The options a table adds for ``catalogue`` (none when it has none)."""
    if catalogue is None:
        return {}
    if engine.catalogue is None:
        raise InvalidInput(
            _("%(game)s has no catalogue.") % {"game": say(engine.title)}, field="catalogue"
        )
    try:
        cleaned = engine.clean_catalogue(catalogue)
    except MoveInputError as exc:
        field = f"catalogue.{exc.field}" if exc.field else "catalogue"
        raise InvalidInput(say(exc.text), field=field) from None
    except RuleError as exc:
        raise InvalidInput(say(exc.text), field="catalogue", rule=exc.rule_id) from None
    return {"catalogue": cleaned, SOURCE: dict(source or {})}


def setup_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The options an engine's setup reads: the catalogue's origin is the table's own
    record, not the game's."""
    return {k: v for k, v in options.items() if k != SOURCE}


def catalogue_words(engine: Engine, options: Mapping[str, Any]) -> str | None:
    """Where the table's catalogue came from, in words; None for a game without one."""
    if engine.catalogue is None:
        return None
    if not options.get("catalogue"):
        return _("Club catalogue: none")
    source = options.get(SOURCE) or {}
    club = source.get("club")
    if not club:
        return _("Catalogue: brought by the program that created the table")
    saved = parse_datetime(str(source.get("saved_at") or ""))
    if saved is None:
        return _("Club catalogue: %(club)s") % {"club": club}
    return _("Club catalogue: %(club)s, saved %(date)s") % {
        "club": club,
        "date": formats.date_format(
            timezone.localtime(saved) if timezone.is_aware(saved) else saved, "DATE_FORMAT"
        ),
    }


def shape_in_words(described: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """A declared catalogue shape (``CatalogueShape.describe()``) with its labels and
    help in the reader's language."""
    if described is None:
        return None

    def said(item: Mapping[str, Any]) -> dict[str, Any]:
        return {**item, **{k: say(item[k]) for k in ("label", "help") if item.get(k)}}

    return {
        **described,
        "sections": [
            {**said(section), "fields": [said(f) for f in section["fields"]]}
            for section in described["sections"]
        ],
    }
