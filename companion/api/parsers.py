"""The API's JSON parser: DRF's, plus limits on what no view can use.

Python's JSON decoder recurses once per nesting level, so a body of many thousand
brackets raised RecursionError (a 500); the stored state and the engines recurse
too, so the parser refuses anything nested deeper than any real move or club
export is. NUL characters and lone surrogates cannot be stored (PostgreSQL refuses
NUL; UTF-8 cannot encode a surrogate), and numbers must fit a database column.
Each refusal names the field, as ``seats[0].name``.
"""

from __future__ import annotations

import codecs
import json
import math
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser, get_encoding

from companion.middleware import text_problem

# A club export (the deepest document we take) nests about 6 levels; moves fewer.
MAX_DEPTH = 32
# A signed 64-bit integer: the widest integer column of either database.
MIN_INT, MAX_INT = -(2**63), 2**63 - 1


class BadInput(ParseError):
    """A body the API cannot read: ``field`` says where (``seats[0].name``, ``body``)."""

    default_detail = gettext_lazy("The request body could not be read.")

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


def _child(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    shown = key.replace("\x00", "\\u0000")
    return f"{path}.{shown}" if path else shown


def check_json(data: Any) -> None:
    """Raise BadInput on the first value no view can use; walk without recursion."""
    stack: list[tuple[Any, str, int]] = [(data, "", 0)]
    while stack:
        value, path, depth = stack.pop()
        if isinstance(value, dict | list):
            if depth >= MAX_DEPTH:
                raise BadInput(
                    _("The JSON is nested too deeply: at most %(limit)s levels.")
                    % {"limit": MAX_DEPTH},
                    path or "body",
                )
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                child = _child(path, key)
                if isinstance(key, str):
                    message = text_problem(key, child)
                    if message:
                        raise BadInput(message, child)
                stack.append((item, child, depth + 1))
        elif isinstance(value, str):
            message = text_problem(value, path or "body")
            if message:
                raise BadInput(message, path or "body")
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            if not MIN_INT <= value <= MAX_INT:
                raise BadInput(
                    _("'%(name)s' is too large a number.") % {"name": path or "body"},
                    path or "body",
                )
        elif isinstance(value, float) and not math.isfinite(value):
            raise BadInput(
                _("'%(name)s' is too large a number.") % {"name": path or "body"}, path or "body"
            )


def _refuse_constant(name: str) -> Any:
    raise ValueError(_("%(name)s is not a JSON number") % {"name": name})


class SafeJSONParser(JSONParser):
    """JSON bodies with a nesting limit and text a database can store."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        encoding = get_encoding(parser_context or {})
        try:
            text = codecs.getreader(encoding)(stream).read()
            data = json.loads(text, parse_constant=_refuse_constant if self.strict else None)
        except RecursionError:
            raise BadInput(
                _("The JSON is nested too deeply: at most %(limit)s levels.")
                % {"limit": MAX_DEPTH},
                "body",
            ) from None
        except ValueError as exc:  # also UnicodeDecodeError: not text in this encoding
            message = _("The body is not valid JSON: %(reason)s.") % {"reason": exc}
            raise BadInput(message, "body") from None
        check_json(data)
        return data
