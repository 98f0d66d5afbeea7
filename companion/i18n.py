"""Engine messages in the reader's language: the one place they meet gettext."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from django.utils.translation import get_language, gettext, ngettext

from companion.engines.text import Text, render

# Each language's translations as looked up so far: a view holds hundreds of messages, many
# alike ("Hull", a nation), and Django's lookup through the active translation costs far
# more than a dict. The catalogues do not change while the process runs.
_SEEN: dict[str | None, dict[str, str]] = {}
_SEEN_PLURAL: dict[str | None, dict[tuple[str, str, int], str]] = {}
# Names typed at a table (a captain, a card) pass through gettext too: the memory stays
# bounded by starting afresh past this many.
_MOST = 20_000

_Translators = tuple[Callable[[str], str], Callable[[str, str, int], str]]
# One pair of lookups per language, made once: ``say`` runs for every value a page shows.
_TRANSLATORS: dict[str | None, _Translators] = {}


def _translators() -> _Translators:
    language = get_language()
    seen = _SEEN.setdefault(language, {})
    seen_plural = _SEEN_PLURAL.setdefault(language, {})
    if len(seen) > _MOST or len(seen_plural) > _MOST:
        seen.clear()
        seen_plural.clear()
    found = _TRANSLATORS.get(language)
    if found is None:
        found = _TRANSLATORS[language] = _make_translators(seen, seen_plural)
    return found


def _make_translators(
    seen: dict[str, str], seen_plural: dict[tuple[str, str, int], str]
) -> _Translators:

    def cached_gettext(message: str) -> str:
        found = seen.get(message)
        if found is None:
            found = seen[message] = gettext(message)
        return found

    def cached_ngettext(singular: str, plural: str, n: int) -> str:
        key = (singular, plural, n)
        found = seen_plural.get(key)
        if found is None:
            found = ngettext(singular, plural, n)
            if found in (singular, plural):
                # Engines may mark each form with N_ (a count of a kind named at run
                # time): the catalogue then holds the two forms as two messages.
                found = cached_gettext(singular if n == 1 else plural)
            seen_plural[key] = found
        return found

    return cached_gettext, cached_ngettext


def say(text: Text | None) -> str:
    """A message of an engine (or a fixed text of ours) in the active language."""
    gettext_, ngettext_ = _translators()
    return render(text, gettext=gettext_, ngettext=ngettext_)


def say_all(lines: Iterable[Text]) -> list[str]:
    return [say(line) for line in lines]


def readable(value: Any) -> Any:
    """Messages anywhere inside a view turned into text; everything else kept."""
    gettext_, ngettext_ = _translators()

    # A view holds a thousand values, most of them plain: only dicts and lists are
    # walked into, so a number or a word costs no call.
    def inside(value: Any) -> Any:
        kind = type(value)
        if kind is dict:
            if isinstance(value.get("id"), str):  # a message (``is_msg``)
                return render(value, gettext=gettext_, ngettext=ngettext_)
            return {
                k: inside(v) if type(v) is dict or type(v) is list else v for k, v in value.items()
            }
        return [inside(v) if type(v) is dict or type(v) is list else v for v in value]

    kind = type(value)
    return inside(value) if kind is dict or kind is list else value
