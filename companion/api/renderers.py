"""The API's JSON answers, encoded by orjson.

A move's answer carries the seat's whole view (tens of kilobytes in a big game), and
orjson encodes it about ten times faster than the standard library. What orjson does not
know (a lazy translation, a datetime as DRF writes it) goes to DRF's own encoder, and an
answer asked for indented is left to DRF, so the bytes are those DRF would send.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import orjson
from rest_framework.renderers import JSONRenderer
from rest_framework.utils.encoders import JSONEncoder

_OPTIONS = orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATETIME
_ENCODER = JSONEncoder()


class FastJSONRenderer(JSONRenderer):
    def render(
        self,
        data: Any,
        accepted_media_type: str | None = None,
        renderer_context: Mapping[str, Any] | None = None,
    ) -> bytes:
        if data is None:
            return b""
        if self.get_indent(accepted_media_type, dict(renderer_context or {})) is not None:
            return bytes(super().render(data, accepted_media_type, renderer_context))
        try:
            out = orjson.dumps(data, default=_ENCODER.default, option=_OPTIONS)
        except TypeError:  # an integer past 64 bits: the standard codec takes any
            return bytes(super().render(data, accepted_media_type, renderer_context))
        # As DRF does: the two line separators JavaScript reads as line ends are escaped.
        if b"\xe2\x80\xa8" in out or b"\xe2\x80\xa9" in out:
            out = out.replace(b"\xe2\x80\xa8", b"\\u2028").replace(b"\xe2\x80\xa9", b"\\u2029")
        return out
