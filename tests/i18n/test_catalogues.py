"""The Italian and Portuguese catalogues: complete, checked, compiled, and true to the
games' glossaries."""

from __future__ import annotations

import gettext
import json
import re
from pathlib import Path

import polib
import pytest
from django.conf import settings

LOCALE = Path(settings.LOCALE_PATHS[0])
LANGUAGES = [code for code, _name in settings.LANGUAGES if code != settings.LANGUAGE_CODE]
PLACEHOLDER = re.compile(r"%\([a-z_0-9]+\)[sd]|%[sd]|\{[a-z_0-9]+\}|</?[a-z]+\b[^>]*>")


def catalogue(language: str) -> polib.POFile:
    return polib.pofile(str(LOCALE / language / "LC_MESSAGES" / "django.po"))


def forms(entry: polib.POEntry) -> list[tuple[str, str]]:
    """(English, translation) for each form of an entry."""
    if entry.msgid_plural:
        return [
            (entry.msgid if n == 0 else entry.msgid_plural, text)
            for n, text in sorted(entry.msgstr_plural.items())
        ]
    return [(entry.msgid, entry.msgstr)]


def test_the_languages_are_english_italian_and_portuguese():
    assert [code for code, _name in settings.LANGUAGES] == ["en", "it", "pt"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated_and_none_is_a_guess(language):
    po = catalogue(language)
    assert len(po) > 1000
    assert po.metadata["Plural-Forms"] == "nplurals=2; plural=(n != 1);"
    untranslated = [e.msgid for e in po if not all(text for _en, text in forms(e))]
    assert not untranslated, f"{len(untranslated)} untranslated, first: {untranslated[:5]}"
    assert not [e.msgid for e in po if "fuzzy" in e.flags], "fuzzy entries"
    assert not po.obsolete_entries(), "obsolete entries: `make messages` drops them"


def allowed_as_english() -> dict[str, str]:
    """The reviewed list of messages that read the same in every language, each with why."""
    return json.loads((LOCALE / "same_as_english.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_translation_is_its_english_outside_the_reviewed_list(language):
    allowed = allowed_as_english()
    same = sorted(
        en for e in catalogue(language) for en, text in forms(e) if en == text and en not in allowed
    )
    assert not same, f"{len(same)} read as in English: {same[:20]}"


def test_the_reviewed_list_holds_only_what_some_catalogue_needs():
    needed = {
        en
        for language in LANGUAGES
        for e in catalogue(language)
        for en, text in forms(e)
        if en == text
    }
    assert not sorted(set(allowed_as_english()) - needed)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_translation_keeps_the_placeholders_and_tags(language):
    # A lost %(name)s shows a blank, a stray one is a 500: each form keeps them all.
    wrong = [
        (en, text)
        for e in catalogue(language)
        for en, text in forms(e)
        if sorted(PLACEHOLDER.findall(en)) != sorted(PLACEHOLDER.findall(text))
    ]
    assert not wrong, wrong[:10]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_committed_mo_says_what_the_po_says(language):
    """`make messages` compiles them; the .mo is what Django reads."""
    path = LOCALE / language / "LC_MESSAGES"
    with (path / "django.mo").open("rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    for entry in catalogue(language):
        key = f"{entry.msgctxt}\x04{entry.msgid}" if entry.msgctxt else entry.msgid
        if entry.msgid_plural:
            for n, text in entry.msgstr_plural.items():
                count = 1 if n == 0 else 2
                found = (
                    compiled.npgettext(entry.msgctxt, entry.msgid, entry.msgid_plural, count)
                    if entry.msgctxt
                    else compiled.ngettext(entry.msgid, entry.msgid_plural, count)
                )
                assert found == text, key
        else:
            found = (
                compiled.pgettext(entry.msgctxt, entry.msgid)
                if entry.msgctxt
                else compiled.gettext(entry.msgid)
            )
            assert found == entry.msgstr, f"{key!r}: run `make messages`"


def glossary(language: str) -> list[dict]:
    return json.loads((LOCALE / language / "glossary.json").read_text(encoding="utf-8"))["terms"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_glossary_term_is_used_as_the_glossary_gives_it(language):
    terms = glossary(language)
    assert len(terms) >= 40
    po = catalogue(language)
    misses = []
    for term in terms:
        english = re.compile(rf"(?<![\w-]){re.escape(term['en'])}(?![\w-])", re.IGNORECASE)
        # A term may hold for some files only ("where": path prefixes, e.g. one game's).
        where = tuple(term.get("where", ()))
        used = 0
        for entry in po:
            if where and not any(path.startswith(where) for path, _line in entry.occurrences):
                continue
            for en, text in forms(entry):
                # %(crew)s is a slot, not the word.
                if not english.search(PLACEHOLDER.sub(" ", en)):
                    continue
                used += 1
                if not any(
                    form.lower() in PLACEHOLDER.sub(" ", text).lower() for form in term[language]
                ):
                    misses.append(f"{term['en']!r} should read {term[language]}: {text!r}")
        assert used, f"the glossary's {term['en']!r} is in no message where it holds"
    assert not misses, f"{len(misses)} misses:\n" + "\n".join(misses[:30])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_glossary_keeps_each_editions_words(language):
    """Spot checks against the editions' own words (the seeds' glossaries)."""
    words = {t["en"]: [f.lower() for f in t[language]] for t in glossary(language)}
    expected = {
        "it": {"pieces of eight": "pezzi da otto", "notoriety": "notorietà", "fame": "fama"},
        "pt": {"glory": "glória", "bounty": "recompensa", "seamanship": "marinheiraria"},
    }[language]
    for english, word in expected.items():
        assert word in words.get(english, []), english


def test_nassaus_tiles_read_in_italian_as_the_edition_names_them():
    from django.utils import translation

    from companion.engines.nassau.catalogue import TILES
    from companion.i18n import say

    with translation.override("it"):
        assert {t.name: say(t.name) for t in TILES.values()} == {
            t.name: t.italian for t in TILES.values()
        }
