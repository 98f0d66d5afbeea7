"""``compilemessages`` without GNU gettext: the project's catalogues compiled with polib.

The compiled ``.mo`` files are committed, so a fresh clone runs translated with nothing
to install; ``make messages`` runs this after extracting, and a test checks that every
committed ``.mo`` says what its ``.po`` says.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand


def catalogues() -> list[Path]:
    found: list[Path] = []
    for root in settings.LOCALE_PATHS:
        found.extend(sorted(Path(root).glob("*/LC_MESSAGES/django.po")))
    return found


class Command(BaseCommand):
    help = "Compile the project's .po catalogues into .mo files (no GNU gettext needed)."

    def handle(self, *args: Any, **options: Any) -> None:
        import polib  # type: ignore[import-untyped]  # a dev tool: not needed to serve

        for po_path in catalogues():
            catalogue = polib.pofile(str(po_path))
            # Fuzzy and obsolete entries would be guesses: a reader gets the English.
            catalogue.save_as_mofile(str(po_path.with_suffix(".mo")))
            self.stdout.write(f"{po_path.with_suffix('.mo')}: {len(catalogue)} entries")
