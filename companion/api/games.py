"""The games a table can be created for, described in the request's language."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from companion.api import serializers as shapes
from companion.engines.registry import all_engines
from companion.i18n import say
from companion.tables.catalogue import shape_in_words
from companion.tables.selectors import rulings_in_words


def game_in_words(described: dict[str, Any]) -> dict[str, Any]:
    """A game's description with its title, labels and help in the request's language."""

    def said(item: dict[str, Any]) -> dict[str, Any]:
        out = {**item, **{k: say(item[k]) for k in ("label", "help") if item.get(k)}}
        if item.get("choice_labels"):
            out["choice_labels"] = [say(text) for text in item["choice_labels"]]
        return out

    return {
        **described,
        "title": say(described["title"]),
        "options": [said(option) for option in described["options"]],
        "house_rulings": rulings_in_words(described["house_rulings"]),
        "moves": [
            {**said(move), "args": [said(arg) for arg in move["args"]]}
            for move in described["moves"]
        ],
        "catalogue": shape_in_words(described.get("catalogue")),
    }


class GamesView(APIView):
    @extend_schema(
        responses=shapes.GameOut(many=True), summary="The games a table can be created for"
    )
    def get(self, request: Request) -> Response:
        games = [game_in_words(engine.describe()) for engine in all_engines()]
        return Response(shapes.GameOut(games, many=True).data)
