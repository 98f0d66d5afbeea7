"""The JSON codec of the tables' columns: orjson, with the standard library behind it.

A move reads the table's state and writes it back (Merchants & Marauders: about 8 KB),
and a bookkeeping task does the same again; orjson does both several times faster
than the standard codec. Django's ``JSONField`` takes codec classes: these keep its
interface and hand the work to orjson, falling back to the standard codec for what
orjson refuses or would read otherwise (an integer past 64 bits).
"""

from __future__ import annotations

import json
import re
from typing import Any

import orjson
from django.db import models


class StateEncoder(json.JSONEncoder):
    def encode(self, o: Any) -> str:
        try:
            return orjson.dumps(o, option=orjson.OPT_NON_STR_KEYS).decode()
        except TypeError:
            return super().encode(o)


# orjson reads an integer past 64 bits as a float, silently: a text holding a run of
# twenty digits or more (a number that long, or a word with one) goes to the standard
# codec, which keeps every integer exact.
_LONG_NUMBER = re.compile(r"\d{20}")


class StateDecoder(json.JSONDecoder):
    def decode(self, s: str, _w: Any = None) -> Any:  # noqa: ARG002 - json's signature
        if _LONG_NUMBER.search(s):
            return super().decode(s)
        try:
            return orjson.loads(s)
        except orjson.JSONDecodeError:
            # orjson refuses what the standard codec reads (NaN, big integers), and its
            # error is the standard one, which JSONField answers with the raw text.
            return super().decode(s)


def json_column(**options: Any) -> models.JSONField[Any]:
    """A ``JSONField`` read and written by orjson."""
    return models.JSONField(encoder=StateEncoder, decoder=StateDecoder, **options)
