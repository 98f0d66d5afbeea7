"""Move forms rendered once and kept: a seat's forms rarely change from one move to the
next, and rendering them was most of a live update's cost.

A form is rendered with placeholders where each page needs its own values (the CSRF
field, the table's version, a fresh id per form) and kept, per process, under a key of
everything else it shows; each page then fills the placeholders in. A refused form (it
holds the player's kept choices and the refusal) is never kept.
"""

from __future__ import annotations

import threading
import uuid
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from django.conf import settings
from django.template import Context
from django.template.defaulttags import CsrfTokenNode
from django.urls import get_script_prefix
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language

TEMPLATE = "tables/_move_form.html"

# Placeholders: letters only, so escaping leaves them as they are and no label holds one.
CSRF = "TortugaFormCsrfPlaceholder"
VERSION = "TortugaFormVersionPlaceholder"
MOVE_ID = "TortugaFormMoveIdPlaceholder"
CSRF_FIELD = f'<input type="hidden" name="csrfmiddlewaretoken" value="{CSRF}">'


class Kept[V]:
    """A bounded, thread-safe store of rendered forms (or anything made once and read
    many times, never changed), least recently used out first."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[str, V] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, key: str) -> V | None:
        with self._lock:
            found = self._items.get(key)
            if found is None:
                self.misses += 1
                return None
            self._items.move_to_end(key)
            self.hits += 1
            return found

    def put(self, key: str, value: V) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self.hits = self.misses = 0


kept: Kept[str] = Kept(settings.MOVE_FORM_CACHE_SIZE)


def move_form(context: Context, move: Mapping[str, Any]) -> SafeString:
    """The form of ``move`` (one of ``offered_forms``) as this page shows it."""
    key = None if move["refused"] else _key(context, move)
    html = kept.get(key) if key is not None else None
    if html is None:
        template = context.template.engine.get_template(TEMPLATE)  # type: ignore[union-attr]
        with context.push(m=move, csrf_token=CSRF, form_version=VERSION, form_move_id=MOVE_ID):
            html = str(template.render(context))
        if key is not None:
            kept.put(key, html)
    return mark_safe(_filled(context, html))  # noqa: S308 - rendered by the template


def _key(context: Context, move: Mapping[str, Any]) -> str:
    """Everything the form's HTML depends on but the placeholders: the game's move
    (its declaration is fixed per game), what the form offers, the table (its address),
    who enters (a host picks the seat), the language and number formatting."""
    table = context["table"]
    caller = context["caller"]
    seats = None if caller.seat else tuple(context["seat_names"].items())
    # Forms built once and kept (companion.web.offers) carry their shape already.
    shown = move.get("shape") or repr({k: v for k, v in move.items() if k not in ("legal", "spec")})
    return repr(
        (
            table.game,
            move["spec"].type,
            shown,
            table.code,
            seats,
            get_language(),
            context.use_l10n,
            get_script_prefix(),
        )
    )


def _filled(context: Context, html: str) -> str:
    # One CSRF field for every form of the page: each masking of the token costs.
    csrf = context.render_context.get(CSRF)
    if csrf is None:
        csrf = context.render_context[CSRF] = str(CsrfTokenNode().render(context))
    html = html.replace(CSRF_FIELD, csrf).replace(VERSION, str(context["table"].version))
    parts = html.split(MOVE_ID)
    # A fresh id per form: a double tap or a retry re-sends the id its form was given.
    return "".join(part + uuid.uuid4().hex for part in parts[:-1]) + parts[-1]
