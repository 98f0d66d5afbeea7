"""The public parts of a live region, rendered once per change of the table and kept.

After a move every phone at the table and the table screen fetch their live region.
Most of what they show is the same for all of them: the board, the tracks, the other
pirates. A template marks such a part ``{% shared "name" %}...{% endshared %}``; it is
rendered once per table revision, language and name, per process, and each page after
that takes the kept HTML.

A shared part is always rendered from the public view (``player_view(state, None)``)
and a handful of public values (:data:`PUBLIC`), never from the seat's own context: what
a kept part holds is what a spectator may read, whichever phone rendered it first. The
one thing a shared part may show a seat apart, its own row, is marked with
``{% mine seat %}``: a placeholder that each page turns into ``me`` on its own seat's
rows (a class name) and into nothing elsewhere.

``tests/web/test_shared.py`` renders every seat's and the screen's pages of a seeded
game of every registered game with the parts kept and rendered in place, and compares
them: a part that shows anything seat by seat (beyond ``{% mine %}``) fails there.
"""

from __future__ import annotations

import re
from typing import Any

from django.conf import settings
from django.template import Context, NodeList
from django.urls import get_script_prefix
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language

from companion.tables.access import Caller
from companion.web.fragments import Kept

# What a shared part may read besides the public view: nothing a seat holds alone.
PUBLIC = ("table", "engine", "seat_names", "seat_colours", "rules", "mode", "stamp")
# The context key that tells {% mine %} it renders inside a shared part.
INSIDE = "_tortuga_shared_part"
MINE = re.compile(r"TortugaMine(\d+)Mark")
PUBLIC_VIEW = "_tortuga_public_view"

kept: Kept[str] = Kept(settings.SHARED_PART_CACHE_SIZE)


def render(context: Context, name: str, vary: tuple[Any, ...], nodelist: NodeList) -> SafeString:
    """The part ``name`` as this page shows it (see the module's docstring)."""
    if not settings.LIVE_SHARED_PARTS:
        return nodelist.render(context)
    table = context["table"]
    key = repr(
        (
            # A table's id, code and creation time name it for good (a deleted table's
            # code may come back); its revision moves on with every change it shows.
            table.pk,
            table.code,
            table.created_at,
            table.revision,
            name,
            vary,
            get_language(),
            context.use_l10n,
            get_script_prefix(),
        )
    )
    html = kept.get(key)
    if html is None:
        html = _render_public(context, nodelist)
        kept.put(key, html)
    return mark_safe(_filled(html, _my_seat(context)))  # noqa: S308 - rendered by the template


def mine(context: Context, seat: Any) -> str:
    """``me`` on the asking seat's own rows; inside a shared part, a placeholder for that."""
    if context.get(INSIDE):
        return f"TortugaMine{seat}Mark" if isinstance(seat, int) else ""
    return "me" if seat is not None and seat == _my_seat(context) else ""


def _render_public(context: Context, nodelist: NodeList) -> str:
    values = {key: context.get(key) for key in PUBLIC}
    values["view"] = _public_view(context)
    values["caller"] = Caller()
    values[INSIDE] = True
    # A fresh context (not a layer on top of the page's): the seat's view, its moves and
    # anything else the page holds stay out of reach of the part.
    part = context.new(values)
    return str(nodelist.render(part))


def _public_view(context: Context) -> Any:
    caller = context.get("caller")
    if caller is not None and caller.seat is None:
        return context["view"]  # a page of no seat (the screen, a host) has the public view
    cached = context.render_context.get(PUBLIC_VIEW)
    if cached is None:
        table = context["table"]
        cached = context["engine"].player_view(table.state, None)
        context.render_context[PUBLIC_VIEW] = cached
    return cached


def _my_seat(context: Context) -> int | None:
    caller = context.get("caller")
    return caller.seat_index if caller is not None else None


def _filled(html: str, seat: int | None) -> str:
    if "TortugaMine" not in html:
        return html
    mark = f"TortugaMine{seat}Mark"
    return MINE.sub(lambda m: "me" if m.group(0) == mark else "", html)
