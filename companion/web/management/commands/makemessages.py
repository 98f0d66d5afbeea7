"""``makemessages`` that also extracts the engines' fixed texts.

Engines cannot import Django, so they mark fixed texts (labels, help, rules
summaries) with ``N_`` from ``companion.engines.text``; messages with parameters
use ``_`` and ``ngettext``, which xgettext knows already.
"""

from __future__ import annotations

from django.core.management.commands import makemessages


class Command(makemessages.Command):
    xgettext_options = [*makemessages.Command.xgettext_options, "--keyword=N_"]
