"""The API's answers are the bytes DRF's own JSON renderer would send, only sooner."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest
from django.utils.translation import gettext_lazy
from rest_framework.renderers import JSONRenderer

from companion.api.renderers import FastJSONRenderer

ANSWERS: list[Any] = [
    {"version": 3, "view": {"players": [{"name": "Jóna", "gold": 12}], "prompt": None}},
    {"outcome": ["Barba Nera arriva — e paga.", "ração"], "merged": False, "warning": None},
    {"line": "a\u2028b\u2029c", "when": dt.datetime(2026, 11, 25, 3, 4, 5, 678901, tzinfo=dt.UTC)},
    {"detail": gettext_lazy("Not found."), "day": dt.date(2026, 11, 25)},
    {"keys": {1: "one", 2: "two"}, "nested": [[1, 2.5, True], {"x": None}]},
    {"big": 2**70},
    [],
]


@pytest.mark.parametrize("answer", ANSWERS, ids=range(len(ANSWERS)))
def test_same_bytes_as_drf(answer: Any) -> None:
    assert FastJSONRenderer().render(answer) == JSONRenderer().render(answer)


@pytest.mark.parametrize("answer", ANSWERS, ids=range(len(ANSWERS)))
def test_indented_as_drf(answer: Any) -> None:
    media = "application/json; indent=2"
    assert FastJSONRenderer().render(answer, media) == JSONRenderer().render(answer, media)


def test_nothing_is_no_bytes() -> None:
    assert FastJSONRenderer().render(None) == b""


def test_line_separators_escaped() -> None:
    out = FastJSONRenderer().render({"line": "a\u2028b"})
    assert b"\\u2028" in out
    assert json.loads(out) == {"line": "a\u2028b"}


def test_api_answers_through_it(client: Any) -> None:
    response = client.get("/api/games/")
    assert response.status_code == 200
    assert isinstance(response.accepted_renderer, FastJSONRenderer)
