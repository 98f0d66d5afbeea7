"""Every word a player reads can be translated: makemessages finds the engines' texts, and
the committed catalogues hold exactly what it finds."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import polib
import pytest
from django.conf import settings
from django.core.management import call_command

from tests.helpers import IN_CI

ROOT = Path(settings.BASE_DIR)


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> polib.POFile:
    """The Italian catalogue as `make messages` would extract it now, made apart from the
    project's own (its locale/ would otherwise receive it): the sources are linked into a
    directory of their own."""
    if shutil.which("xgettext") is None:
        # Fail in CI (the machine has GNU gettext), skip on a laptop without it.
        if IN_CI:
            pytest.fail("CI needs GNU gettext (xgettext) to check the catalogues", pytrace=False)
        pytest.skip("GNU gettext (xgettext) is not installed (apt-get install gettext)")
    sources = tmp_path_factory.mktemp("sources")
    for name in ("companion", "templates"):
        (sources / name).symlink_to(ROOT / name)
    out = tmp_path_factory.mktemp("locale")
    cwd = Path.cwd()
    original = settings.LOCALE_PATHS
    settings.LOCALE_PATHS = [out]
    try:
        os.chdir(sources)
        call_command("makemessages", locale=["it"], verbosity=0, symlinks=True)
    finally:
        os.chdir(cwd)
        settings.LOCALE_PATHS = original
    return polib.pofile(str(out / "it" / "LC_MESSAGES" / "django.po"))


def test_makemessages_extracts_engine_messages_fixed_texts_and_templates(extracted):
    ids = {(e.msgid, e.msgid_plural) for e in extracted}
    # A message with parameters, a counted one, and a fixed text marked N_ in an engine.
    assert ("%(name)s scores %(points)s this round.", "") in ids
    assert (
        "The game ends after %(n)s round. Totals: %(totals)s.",
        "The game ends after %(n)s rounds. Totals: %(totals)s.",
    ) in ids
    assert ("Enter a score", "") in ids
    # A refusal from the engine protocol, and the list joiner every message uses.
    assert ("%(field)s: enter a whole number.", "") in ids
    assert ("%(items)s and %(last)s", "") in ids


@pytest.mark.parametrize("language", ["it", "pt"])
def test_the_committed_catalogues_hold_every_message_and_no_other(extracted, language):
    """A message added to the code without `make messages` (and its translation) would
    reach a player in English."""
    committed = polib.pofile(str(ROOT / "locale" / language / "LC_MESSAGES" / "django.po"))
    now = {(e.msgctxt, e.msgid) for e in extracted}
    kept = {(e.msgctxt, e.msgid) for e in committed}
    assert not sorted(now - kept, key=str)[:20], "run `make messages` and translate"
    assert not sorted(kept - now, key=str)[:20], "run `make messages`: these are gone"
