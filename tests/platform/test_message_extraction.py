"""Every word a player reads can be translated: makemessages finds the engines' texts."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from django.core.management import call_command

from tests.helpers import IN_CI


def test_makemessages_extracts_engine_messages_fixed_texts_and_templates(tmp_path, settings):
    if shutil.which("xgettext") is None:
        # Fail in CI (the machine has GNU gettext), skip on a laptop without it.
        if IN_CI:
            pytest.fail("CI needs GNU gettext (xgettext) to check the catalogues", pytrace=False)
        pytest.skip("GNU gettext (xgettext) is not installed (apt-get install gettext)")
    settings.LOCALE_PATHS = [tmp_path]
    call_command("makemessages", locale=["it"], verbosity=0, ignore_patterns=["tests/*", "bench/*"])
    catalogue = (Path(tmp_path) / "it" / "LC_MESSAGES" / "django.po").read_text()
    # A message with parameters, a counted one, and a fixed text marked N_ in an engine.
    assert 'msgid "%(name)s scores %(points)s this round."' in catalogue
    assert 'msgid "The game ends after %(n)s round. Totals: %(totals)s."' in catalogue
    assert 'msgid_plural "The game ends after %(n)s rounds. Totals: %(totals)s."' in catalogue
    assert 'msgid "Enter a score"' in catalogue
    # A refusal from the engine protocol, and the list joiner every message uses.
    assert 'msgid "%(field)s: enter a whole number."' in catalogue
    assert 'msgid "%(items)s and %(last)s"' in catalogue
