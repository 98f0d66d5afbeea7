"""Fixtures shared by the table tests."""

from __future__ import annotations

import pytest

from companion.engines.registry import get_engine
from companion.tables.tasks import apply_system_move


@pytest.fixture
def run_on_commit(django_capture_on_commit_callbacks):
    """Run each move's on-commit work (the bookkeeping tasks, in-process) at once."""

    def after_move(table) -> None:
        table.refresh_from_db()
        while table.bookkeeping_pending:
            with django_capture_on_commit_callbacks(execute=True):
                for move in get_engine(table.game).due_moves(table.state):
                    apply_system_move.apply(args=(table.pk, move["key"], table.version))
            table.refresh_from_db()

    return after_move
