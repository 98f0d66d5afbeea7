"""Words for players, kept as message ids with named parameters.

Engines never import Django, yet everything they say reaches a player in the
player's language, possibly long after the move (a log read the next day, in
Italian). So an engine does not format sentences: it returns a *message*, the
English text as the message id plus its parameters, and the web side translates
the id and fills in the parameters when it shows it (``companion.i18n.say``).

Two markers, both extracted by ``manage.py makemessages``:

* ``_("Capture succeeded: sail %(sail)s beats %(need)s", sail=3, need=2)`` builds a
  message with parameters (a :data:`Msg`); ``ngettext(singular, plural, n, ...)``
  does the same for a count.
* ``N_("Enter your first roll")`` marks a fixed text (labels, help, rules summaries)
  and returns it unchanged; it is translated where it is shown.

A parameter is a number, a text, another message, or a list of those (shown as
"a, b and c"). Texts that are names (a seat's name, a card's printed title) are
passed as they are, and read in the edition's words where the catalogue has them
(a printed name marked with ``N_``); words of ours are passed as messages.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeGuard

# {"id": <English text with %(name)s slots>, "params": {...}}; a counted message also
# has "plural" (the plural id) and "n" (the count that picks the form).
Msg = dict[str, Any]
Text = Msg | str


def _(message_id: str, /, **params: Any) -> Msg:
    return {"id": message_id, "params": params}


def ngettext(singular: str, plural: str, n: int, /, **params: Any) -> Msg:
    return {"id": singular, "plural": plural, "n": n, "params": {"n": n, **params}}


def N_(text: str) -> str:  # noqa: N802 - the usual name of gettext_noop's marker
    return text


def is_msg(value: Any) -> TypeGuard[Msg]:
    return isinstance(value, dict) and isinstance(value.get("id"), str)


def render(
    text: Text | None,
    *,
    gettext: Callable[[str], str],
    ngettext: Callable[[str, str, int], str],
) -> str:
    """Fill in a message in the language of the given gettext functions."""
    if text is None:
        return ""
    if isinstance(text, str):
        return gettext(text)
    if "plural" in text:
        template = ngettext(text["id"], text["plural"], int(text.get("n", 0)))
    else:
        template = gettext(text["id"])
    params: Mapping[str, Any] = text.get("params") or {}
    if not params:
        return template
    filled = {k: _param(v, gettext=gettext, ngettext=ngettext) for k, v in params.items()}
    try:
        return template % filled
    except (KeyError, ValueError, TypeError):
        # A translation that lost a slot must not hide the English sentence.
        return str(text["id"]) % filled


def _param(
    value: Any, *, gettext: Callable[[str], str], ngettext: Callable[[str, str, int], str]
) -> Any:
    if is_msg(value):
        return render(value, gettext=gettext, ngettext=ngettext)
    if isinstance(value, bool):
        return gettext("yes") if value else gettext("no")
    if isinstance(value, (list, tuple)):
        items = [str(_param(v, gettext=gettext, ngettext=ngettext)) for v in value]
        return join_words(items, gettext=gettext)
    if value is None:
        return gettext("none")
    if isinstance(value, str):
        # A name: a printed one the catalogue knows reads in the edition's words (a
        # Nassau tile, a ship type); one typed at the table finds none and stays as typed.
        return gettext(value)
    return value


def join_words(items: Sequence[str], *, gettext: Callable[[str], str]) -> str:
    """ "a", "a and b", "a, b and c" in the reader's language."""
    if not items:
        return gettext("none")
    if len(items) == 1:
        return items[0]
    return gettext("%(items)s and %(last)s") % {
        "items": ", ".join(items[:-1]),
        "last": items[-1],
    }


def _identity(text: str) -> str:
    return text


def _english_plural(singular: str, plural: str, n: int) -> str:
    return singular if n == 1 else plural


def english(text: Text | None) -> str:
    """The message as written in the code: for logs, exceptions and tests."""
    return render(text, gettext=_identity, ngettext=_english_plural)
