"""A table's languages, changed by its host after the table was made (the create page and
``services.table_create`` set them first)."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from companion.language import check_languages
from companion.tables.access import Caller, require_host
from companion.tables.journal import lock
from companion.tables.models import Table


def table_set_languages(
    *, table: Table, caller: Caller, language: str, screen_language: str
) -> Table:
    """The language phones that chose none start in, and the table screen's ("": the
    browser's; for the screen, as the table's). Phones that chose keep their choice."""
    require_host(caller, _("Only the host can change the table's languages."))
    check_languages(language=language, screen_language=screen_language)
    with transaction.atomic():
        locked = lock(table)
        locked.language = language
        locked.screen_language = screen_language
        # The screen and the phones redraw in the new language at their next poll.
        locked.revision += 1
        locked.save(update_fields=["language", "screen_language", "revision", "updated_at"])
    return locked
