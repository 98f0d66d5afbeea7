"""Shared fixtures: the named people of every table test, and the CI service guard.

Host, Anja and Jona (seats), Mira (a third seat), a spectator (no token) and a
stranger (a token of another table) appear across tests, as in healthchecks'
alice/bob/charlie.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from rest_framework.test import APIClient

    from companion.tables.models import Table

# Django is imported inside fixtures only: the pure engine tests also run without it
# (`pytest -p no:django tests/engines`).

from tests.helpers import ARTIFACTS, IN_CI


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked ``by_game`` run grouped by game, each file's order kept within a
    game, so the playthroughs of one game are played once and only one game's are kept
    (tests/contract/runs.py). After pytest-django's ordering (tests without a database
    last), which would split a game's tests; none of them is transactional, so a test
    without a database between two with one changes nothing."""
    places = [i for i, item in enumerate(items) if item.get_closest_marker("by_game")]
    grouped = sorted((items[i] for i in places), key=_game_of)
    for place, item in zip(places, grouped, strict=True):
        items[place] = item


def _game_of(item: pytest.Item) -> str:
    callspec = getattr(item, "callspec", None)
    return str(callspec.params.get("slug", "")) if callspec is not None else ""


@pytest.fixture(autouse=True, scope="session")
def _ci_runs_on_real_services(request: pytest.FixtureRequest) -> None:
    if not IN_CI:
        return
    from django.db import connection

    request.getfixturevalue("django_db_setup")
    with request.getfixturevalue("django_db_blocker").unblock():
        assert connection.vendor == "postgresql", (
            "CI must run on PostgreSQL: set DATABASE_URL (the .ci/run script does)"
        )
    assert os.environ.get("REDIS_URL"), "CI must run with REDIS_URL set (the .ci/run script does)"


@pytest.fixture(autouse=True)
def _tasks_run_inline(request: pytest.FixtureRequest) -> Iterator[None]:
    """Tasks run in-process unless a test starts a real worker (see tests/platform)."""
    if not request.config.pluginmanager.hasplugin("django"):
        yield
        return
    from companion.celery import app as celery_app

    previous = celery_app.conf.task_always_eager
    celery_app.conf.task_always_eager = True
    yield
    celery_app.conf.task_always_eager = previous


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@dataclass
class People:
    """A scoresheet table with its host, three seats, a spectator and a stranger."""

    table: Table
    host: str
    anja: str
    jona: str
    mira: str
    stranger: str

    def client(self, token: str | None = None) -> APIClient:
        from rest_framework.test import APIClient

        client = APIClient()
        if token:
            client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
        return client

    def refresh(self) -> Table:
        self.table.refresh_from_db()
        return self.table


def make_people(
    game: str = "scoresheet",
    options: dict[str, Any] | None = None,
    *,
    seats_taken: bool = True,
    catalogue: dict[str, Any] | None = None,
) -> People:
    """With ``seats_taken`` the table is as the API makes it (the creator got every seat's
    token); without, as the create page makes it (seats free until phones join)."""
    from companion.tables import services

    created = services.table_create(
        game=game,
        seats=[{"name": "Anja"}, {"name": "Jona"}, {"name": "Mira"}],
        options=options or {},
        seed=7,
        issue_seat_tokens=seats_taken,
        catalogue=catalogue,
    )
    other = services.table_create(game="scoresheet", seats=[{"name": "Zed"}], seed=1)
    return People(
        table=created.table,
        host=created.host_token,
        anja=created.seat_tokens[0],
        jona=created.seat_tokens[1],
        mira=created.seat_tokens[2],
        stranger=other.seat_tokens[0],
    )


@pytest.fixture
def people(db: None) -> People:
    return make_people()
