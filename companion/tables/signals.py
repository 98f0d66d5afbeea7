"""Signals a table sends, so other apps can react without tables importing them.

``entry_committed``: an entry of a table's log (a move, an undo, a redo) is committed
(sent after the commit). Keyword arguments ``table_id``, ``game``, ``version``,
``state``, ``over`` (the game is over) and ``pending`` (bookkeeping is due). The tasks
module queues the bookkeeping and the result recording from it (connected in
``TablesConfig.ready``), so the log never imports the tasks that write to it.

``table_finished``: a finished table's result is stored (sent after the commit).
Keyword argument ``table_id``. The club history connects a receiver that records the
play (``companion.club.receivers``). A receiver's error propagates into the task that
stored the result, so a transient failure retries the whole recording.

``sweep_requested``: the sweeper (the beat task and ``manage.py sweep_pending``) has
re-queued the tables' pending work; receivers re-queue their own app's through the
``sweep`` keyword argument (a ``companion.tables.queue.Sweep``: its clock, leases,
publish and count). Not sent when the broker already refused the sweep.
"""

from __future__ import annotations

from django.dispatch import Signal

entry_committed = Signal()
table_finished = Signal()
sweep_requested = Signal()
