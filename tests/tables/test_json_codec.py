"""The tables' JSON columns (orjson, the standard codec behind it) keep every state."""

from __future__ import annotations

import json

import pytest

from companion.tables.json_codec import StateDecoder, StateEncoder
from companion.tables.models import Table

pytestmark = pytest.mark.django_db

STATES = [
    {"players": [{"name": "Jóna", "gold": 12, "hand": []}], "log": ["Nœud", "☠"], "x": None},
    {"rng": {"state": 2**70 + 3}, "nested": [[1, 2.5], {"k": True}]},  # past 64 bits
    {"nested": {"b": [1, {"c": None}], "a": ""}},
]


@pytest.mark.parametrize("state", STATES)
def test_a_state_comes_back_as_it_was_stored(state):
    table = Table.objects.create(game="scoresheet", seed=1, state=state)
    # Equal, not the same order of keys: PostgreSQL's jsonb keeps its own.
    assert Table.objects.get(pk=table.pk).state == state


@pytest.mark.parametrize("state", STATES)
def test_the_codec_writes_what_the_standard_codec_reads(state):
    text = json.dumps(state, cls=StateEncoder)
    assert json.loads(text) == state
    assert json.loads(text, cls=StateDecoder) == state


def test_what_orjson_refuses_to_read_the_standard_codec_reads():
    assert json.loads('{"a": NaN}', cls=StateDecoder)["a"] != 0
    with pytest.raises(json.JSONDecodeError):
        json.loads("{not json", cls=StateDecoder)


def test_an_integer_past_64_bits_is_read_exactly():
    big = {
        "seed": 2**64,
        "under": 2**63 - 1,
        "neg": -(2**70),
        "just_past": -(2**63) - 1,  # 19 digits, and still past 64 bits
        "word": "x" + "9" * 25,
        "name": "Jóna ☠ " + "1" * 19,
    }
    assert json.loads(json.dumps(big), cls=StateDecoder) == big
    assert json.loads(json.dumps(big, cls=StateEncoder), cls=StateDecoder) == big


@pytest.mark.parametrize(
    ("text", "long"),
    [
        ('{"a": 1234567890123456789}', True),
        ('{"a": -9223372036854775809}', True),
        ('{"a": 123456789012345678}', False),
        ('{"a": "Jóna", "b": [12, 34]}', False),
        ('{"a": "12345678901234567890"}', True),  # in a word: only slower, still exact
    ],
)
def test_a_run_of_nineteen_digits_is_found(text, long):
    from companion.tables.json_codec import has_long_number

    assert has_long_number(text.encode()) is long
