"""The JSON codec of the tables' columns: orjson, with the standard library behind it.

A move reads the table's state and writes it back (Merchants & Marauders: about 8 KB),
and a bookkeeping task does the same again; orjson does both several times faster
than the standard codec. Django's ``JSONField`` takes codec classes: these keep its
interface and hand the work to orjson, falling back to the standard codec for what
orjson refuses or would read otherwise (an integer past 64 bits).
"""

from __future__ import annotations

import json
from typing import Any

import orjson
from django.db import models


class StateEncoder(json.JSONEncoder):
    def encode(self, o: Any) -> str:
        try:
            return orjson.dumps(o, option=orjson.OPT_NON_STR_KEYS).decode()
        except TypeError:
            return super().encode(o)


# orjson reads an integer outside 64 bits as a float, silently: 2**64 (20 digits) and
# -(2**63) - 1 (19 digits). A text holding a run of 19 digits or more (a number that
# long, or a word with one) goes to the standard codec, which keeps every integer exact.
# The run is found by mapping every byte to "0" (a digit) or " " (anything else): a
# regular expression over an 8 KB state cost three times orjson's own reading.
_LONG_RUN = b"0" * 19
_DIGITS = bytes(48 if 48 <= byte <= 57 else 32 for byte in range(256))


def has_long_number(text: bytes) -> bool:
    return _LONG_RUN in text.translate(_DIGITS)


class StateDecoder(json.JSONDecoder):
    def decode(self, s: str, _w: Any = None) -> Any:  # noqa: ARG002 - json's signature
        data = s.encode("utf-8", "surrogatepass")
        if has_long_number(data):
            return super().decode(s)
        try:
            return orjson.loads(data)
        except orjson.JSONDecodeError:
            # orjson refuses what the standard codec reads (NaN, big integers, a lone
            # surrogate), and its error is the standard one, which JSONField answers
            # with the raw text.
            return super().decode(s)


def json_column(**options: Any) -> models.JSONField[Any]:
    """A ``JSONField`` read and written by orjson."""
    return models.JSONField(encoder=StateEncoder, decoder=StateDecoder, **options)
