"""Scoresheet logs written before the companion closed rounds itself (issue 13).

Then a phone closed a round (``close_round`` by a seat, no round named) and a second
score for a seat replaced the first without asking. Today the close is the
companion's entry and a second score must say ``replace``: the old entries are
rewritten so, and every old table still replays to the same state.
"""

from __future__ import annotations

from django.db import migrations
from django.db.backends.base.schema import BaseDatabaseSchemaEditor
from django.db.migrations.state import StateApps


def rewrite(apps: StateApps, schema_editor: BaseDatabaseSchemaEditor | None) -> None:
    Event = apps.get_model("tables", "Event")
    events = Event.objects.filter(table__game="scoresheet", kind__in=("move", "correct"))
    for event in events.filter(move_type="close_round").exclude(actor="system"):
        event.actor, event.seat = "system", None
        event.save(update_fields=["actor", "seat"])
    for event in events.filter(move_type="record_score"):
        if "replace" not in event.args:
            event.args = {**event.args, "replace": True}
            event.save(update_fields=["args"])


class Migration(migrations.Migration):
    dependencies = [("tables", "0006_event_correction")]

    operations = [migrations.RunPython(rewrite, migrations.RunPython.noop)]
