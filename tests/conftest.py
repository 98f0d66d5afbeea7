"""Shared fixtures: the named people of every table test, and the CI service guard.

Host, Anja and Jona (seats), Mira (a third seat), a spectator (no token) and a
stranger (a token of another table) appear across tests, as in healthchecks'
alice/bob/charlie.
"""

from __future__ import annotations

import contextlib
import os
import time
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


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup: None, django_db_blocker: Any) -> Iterator[None]:
    """pytest-django's test databases, with no connection left behind at the end.

    Threads the tests start (the live server's, the race tests') open connections of
    their own. With persistent connections (``CONN_MAX_AGE``, 60 s on PostgreSQL) a
    live-server thread kept one open for as long as chromium kept its socket alive, and
    dropping the test database at the end of a CI run failed ("being accessed by other
    users"). In tests each request closes its connection; at the end the run waits for
    the threads still answering a last request to let go.
    """
    from django.conf import settings
    from django.db import connections

    for conn in connections.all():
        conn.settings_dict["CONN_MAX_AGE"] = 0
        settings.DATABASES[conn.alias]["CONN_MAX_AGE"] = 0
    yield
    _close_every_connection_of_this_process()
    with django_db_blocker.unblock():
        for conn in connections.all():
            if conn.vendor == "postgresql":
                _wait_until_alone(conn)


def _close_every_connection_of_this_process() -> None:
    """Close the connections held in other contexts of this process.

    Django keeps a connection per thread and per context: Playwright's event loop and the
    live server's threads leave some that ``connections.close_all()`` (this context's)
    does not reach, and an idle one kept the test database from being dropped.
    """
    import gc

    from django.db import connections
    from django.db.backends.base.base import BaseDatabaseWrapper

    def is_wrapper(thing: object) -> bool:
        try:
            return isinstance(thing, BaseDatabaseWrapper)
        except ReferenceError:  # a weak proxy to something gone
            return False

    own = {id(conn) for conn in connections.all()}
    for wrapper in [o for o in gc.get_objects() if is_wrapper(o)]:
        if id(wrapper) in own or wrapper.connection is None:
            continue
        # The wrapper's own close() refuses another thread's connection; nothing uses it
        # any more at the end of the run, so its socket is closed directly.
        with contextlib.suppress(Exception):  # a broken connection is closed already
            wrapper.connection.close()
        wrapper.connection = None


def _wait_until_alone(conn: Any) -> None:
    """Wait (a bounded while) until no other session uses ``conn``'s database."""
    query = (
        "SELECT count(*) FROM pg_stat_activity"
        " WHERE datname = current_database() AND pid <> pg_backend_pid()"
    )
    deadline = time.monotonic() + SESSIONS_END_WAIT
    while True:
        with conn.cursor() as cursor:
            cursor.execute(query)
            (others,) = cursor.fetchone()
        if not others or time.monotonic() > deadline:
            return
        time.sleep(0.2)


# A thread answering a last request lets go within a request's time; past this the
# teardown goes on and reports whoever still holds the database.
SESSIONS_END_WAIT = 60


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


@pytest.fixture(autouse=True)
def _language_reset(request: pytest.FixtureRequest) -> Iterator[None]:
    """Each test starts in the default language: a request through the test client leaves
    its language active in the thread (LocaleMiddleware activates it and nothing
    deactivates it), and a test that reads words without a request read Portuguese."""
    yield
    if request.config.pluginmanager.hasplugin("django"):
        from django.utils import translation

        translation.deactivate()


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
