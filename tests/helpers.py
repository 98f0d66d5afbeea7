"""Helpers shared by tests: where artefacts go, and the CI rule for services."""

from __future__ import annotations

import os
import re
import socket
from pathlib import Path

import pytest

IN_CI = bool(os.environ.get("CI"))
# `make soak` sets SOAK=1: property runs and page or browser matrices at their full
# counts. `make test` runs a fast, deterministic profile of the same tests.
SOAK = bool(os.environ.get("SOAK"))


def runs(full: int, fast: int) -> int:
    """How many examples a property run or a matrix takes in this profile."""
    return full if SOAK else fast


ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"


def service_reachable(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=1):
            return True
    except OSError:
        return False


def need_service(name: str, host: str, port: int) -> None:
    """Fail in CI, skip elsewhere, when a test's service is not running."""
    if service_reachable(host, port):
        return
    message = f"{name} is not reachable on {host}:{port}"
    if IN_CI:
        pytest.fail(f"CI needs {message}", pytrace=False)
    pytest.skip(message)


_URL_ATTRIBUTE = re.compile(r"""(?:src|href|action)\s*=\s*["']([^"']*)["']""", re.IGNORECASE)


def external_urls(html: str) -> list[str]:
    """The URLs a page loads or links that leave this site (a CDN, another host).

    Looks at the attributes only: a random token in the page may spell "cdn".
    """
    return [
        url
        for url in _URL_ATTRIBUTE.findall(html)
        if re.match(r"(?i)^(?:[a-z][a-z0-9+.-]*:)?//", url)
        and not re.match(r"(?i)^(?:https?:)?//(?:testserver|localhost|127\.0\.0\.1)(?:[:/]|$)", url)
    ]


def run_companion_moves(table) -> None:
    """Make the companion's moves now due (a scoresheet's round closing itself), as the
    worker does after the commit a test does not reach."""
    from companion.engines.registry import get_engine
    from companion.tables.tasks import apply_system_move

    table.refresh_from_db()
    while table.bookkeeping_pending:
        for move in get_engine(table.game).due_moves(table.state):
            apply_system_move.apply(args=(table.pk, move["key"], table.version))
        table.refresh_from_db()


def finish_one_seat_sheet(table) -> None:
    """A one-seat scoresheet played to its end: a score of 7 (version 1), the round
    closing itself (2), the game ended by the table (3); nothing of the end is queued."""
    from companion.tables import services

    services.table_apply_move(
        table=table,
        seat=0,
        move={"type": "record_score", "args": {"points": 7}},
        expected_version=0,
        client_move_id=None,
    )
    run_companion_moves(table)
    services.table_apply_move(
        table=table, seat=0, move={"type": "end_game"}, expected_version=2, client_move_id=None
    )
    table.refresh_from_db()
