"""Small template helpers for table pages: words for players, never Python values."""

from __future__ import annotations

import uuid
from typing import Any

from django import template
from django.conf import settings
from django.template import Context
from django.utils.html import format_html_join, json_script
from django.utils.safestring import SafeString
from django.utils.translation import gettext, pgettext

from companion import i18n
from companion import words as player_words
from companion.engines.base import Engine
from companion.engines.registry import UnknownGame, all_engines, get_engine
from companion.tables.catalogue import catalogue_words as table_catalogue_words
from companion.web import fragments, shared

register = template.Library()


@register.filter
def option_tags(options: Any) -> SafeString:
    """A move form's ``<option>``s (value, label, checked), escaped, in one call: a long
    list through the template language cost a tenth of a live update."""
    return format_html_join(
        "",
        '<option value="{}"{}>{}</option>',
        (
            (o.get("value", ""), SELECTED if o.get("checked") else "", o.get("label", ""))
            for o in options
        ),
    )


SELECTED = SafeString(" selected")


@register.simple_tag
def new_move_id() -> str:
    """A fresh id per rendered form: a double tap or a retry re-sends the same id."""
    return uuid.uuid4().hex


@register.simple_tag(takes_context=True)
def move_form(context: Context, move: Any) -> SafeString:
    """A move's form, rendered once and kept while what it shows is the same."""
    return fragments.move_form(context, move)


class SharedNode(template.Node):
    def __init__(
        self, name: template.base.FilterExpression, vary: list[Any], nodelist: template.NodeList
    ) -> None:
        self.name = name
        self.vary = vary
        self.nodelist = nodelist

    def render(self, context: Context) -> SafeString:
        vary = tuple(v.resolve(context) for v in self.vary)
        return shared.render(context, str(self.name.resolve(context)), vary, self.nodelist)


@register.tag("shared")
def shared_part(parser: template.base.Parser, token: template.base.Token) -> SharedNode:
    """``{% shared "name" [value ...] %}...{% endshared %}``: a public part of a live
    region, rendered once per table revision and language (companion/web/shared.py);
    the values, if any, are what else the part depends on (the page's mode)."""
    bits = token.split_contents()
    if len(bits) < 2:
        raise template.TemplateSyntaxError("{% shared %} needs the part's name")
    nodelist = parser.parse(("endshared",))
    parser.delete_first_token()
    return SharedNode(
        parser.compile_filter(bits[1]), [parser.compile_filter(b) for b in bits[2:]], nodelist
    )


@register.simple_tag(takes_context=True)
def mine(context: Context, seat: Any) -> str:
    """``me`` on the asking seat's own rows (a class name); see companion/web/shared.py."""
    return shared.mine(context, seat)


@register.filter
def get(mapping: Any, key: Any) -> Any:
    try:
        return mapping[key]
    except (KeyError, IndexError, TypeError):
        return None


@register.filter
def say(value: Any) -> str:
    """An engine message (or a fixed text of ours) in the reader's language."""
    return i18n.say(value)


@register.filter
def words(value: Any) -> str:
    """Any value of a view or a result in words: lists "a, b and c", yes or no."""
    return player_words.readable(value)


@register.filter
def label(key: Any) -> str:
    """A view's or a result's key as a label in the reader's language."""
    return player_words.key_label(key)


@register.filter
def view_items(view: Any) -> list[tuple[str, str]]:
    """A view as labelled values (games without a page of their own)."""
    return player_words.view_items(view) if isinstance(view, dict) else []


@register.simple_tag
def script_text() -> SafeString:
    """The words static/js/app.js shows, translated here: a JSON data block (not a
    script the browser runs, so the Content-Security-Policy allows it)."""
    return json_script(
        {
            "changed": gettext(
                "The table changed. Finish your entry; it will be checked against the new state."
            ),
            "offline": gettext(
                "No connection. Entries you make are kept on this phone and sent when it is back."
            ),
            # A page without entries to keep (the table screen).
            "offline-view": gettext("No connection: this page updates again when it is back."),
            # The offline queue (templates/tables/_queue.html): each entry's state.
            "waiting": gettext("Waiting to send"),
            "sending": gettext("Sending…"),
            "applied": gettext("Applied"),
            "merged": gettext("Applied after the entries others made at the same time"),
            "refused": gettext("Not applied:"),
            "asks": gettext("It asks before it is recorded: answer below."),
            "old": gettext("Made more than 15 minutes ago. Send it now?"),
            "send": gettext("Send"),
            "discard": gettext("Discard"),
            "dismiss": gettext("OK"),
            "unknown": gettext("The table could not take it."),
            # A form's answer was a server failure or never came (not the queue's).
            "not-taken": gettext(
                "The companion could not take this just now. Your choices are kept: "
                "send it again in a moment."
            ),
        },
        "tortuga-text",
    )


@register.simple_tag
def registered_games() -> list[Engine]:
    """Every game the companion has an engine for (forms that name a game offer them)."""
    return all_engines()


@register.simple_tag
def own_language_names() -> list[tuple[str, str]]:
    """Each language by its own name, untranslated: Django's get_available_languages
    translates them, and "English" read as "inglese" is not what an English reader
    looks for."""
    return list(settings.LANGUAGES)


@register.filter
def game_name(slug: Any) -> str:
    """A game as players know it: a registered game by its title, another (a club's
    history keeps games the companion has no engine for) by its name in words."""
    try:
        return i18n.say(get_engine(str(slug)).title)
    except UnknownGame:
        return player_words.readable(str(slug))


@register.filter
def status_words(status: Any) -> str:
    """A table's status as a sentence part: "This table is <finished>." """
    words = {
        "playing": pgettext("table status", "being played"),
        "finished": pgettext("table status", "finished"),
        "abandoned": pgettext("table status", "stopped before the end"),
    }
    return words.get(str(status), player_words.readable(status))


@register.filter
def catalogue_words(table: Any) -> str:
    """Where a table's catalogue came from, in words ("" for a game without one): the
    copy itself is the game's data, never shown raw."""
    try:
        engine = get_engine(table.game)
    except UnknownGame:
        return ""
    return table_catalogue_words(engine, table.options or {}) or ""
