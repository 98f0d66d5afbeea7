"""The club API's catalogue answers (``companion.club.api.catalogues``)."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from companion.club.catalogues import CatalogueSummary
from companion.i18n import say
from companion.tables.catalogue import shape_in_words

# A catalogue as the API takes and gives it: per section, its rows (field -> value).
CATALOGUE_SCHEMA = {
    "type": "object",
    "additionalProperties": {
        "type": "array",
        "items": {"type": "object", "additionalProperties": True},
    },
    "description": "per section of the game's catalogue shape, its rows (field name -> value)",
}


class CatalogueSectionStatusOut(serializers.Serializer):
    name = serializers.CharField()
    rows = serializers.IntegerField()
    complete = serializers.BooleanField(
        help_text="every card of the box is entered (app-managed decks need it)"
    )


class ClubCatalogueItemOut(serializers.Serializer):
    game = serializers.CharField()
    title = serializers.CharField()
    saved = serializers.BooleanField(help_text="the club has saved a catalogue for this game")
    updated_at = serializers.DateTimeField(allow_null=True)
    updated_by = serializers.CharField(allow_null=True)
    complete = serializers.BooleanField()
    sections = CatalogueSectionStatusOut(many=True)


class ClubCatalogueOut(ClubCatalogueItemOut):
    data = serializers.DictField(help_text="the catalogue: per section, its rows")
    shape = serializers.DictField(help_text="the game's declared shape, in the reader's language")


def item(summary: CatalogueSummary, *, full: bool = False) -> dict[str, Any]:
    """A catalogue summary as :class:`ClubCatalogueItemOut` (or, ``full``,
    :class:`ClubCatalogueOut`) documents it."""
    engine, row = summary.engine, summary.row
    assert engine.catalogue is not None
    out: dict[str, Any] = {
        "game": engine.slug,
        "title": say(engine.title),
        "saved": row is not None,
        "updated_at": row.updated_at if row is not None else None,
        "updated_by": row.updated_by.get_username() if row and row.updated_by else None,
        "complete": summary.complete,
        "sections": [vars(s) for s in summary.sections],
    }
    if full:
        data = row.data if row is not None else {}
        out["data"] = {s.name: list(data.get(s.name) or []) for s in engine.catalogue.sections}
        out["shape"] = shape_in_words(engine.catalogue.describe())
        return dict(ClubCatalogueOut(out).data)
    return dict(ClubCatalogueItemOut(out).data)
