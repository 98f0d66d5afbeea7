"""Schemathesis against /api/schema/: every operation, with real tables and clubs behind it.

The schema is the API's contract. For every operation, schemathesis generates
requests that fit it and requests that do not; we aim most of them at seeded
tables of every game (with the host's and the seats' tokens, and the moves each game
declares) and at a public and a private club (as its organiser, as another signed-in
user, as a stranger), and check every answer: never a server error, always a
documented status code and content type, and a body of the documented shape. Every
operation must have been exercised with at least MIN_EXAMPLES examples.

Each example runs in a savepoint that is rolled back, so every example meets the
same seeded data and the run is deterministic (derandomized Hypothesis, no
example database). ``SOAK=1`` runs ten times the examples.
"""

from __future__ import annotations

import os
import secrets
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections, transaction
from django.test import Client
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.core.failures import FailureGroup
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from companion.api.examples import create_examples, move_examples
from companion.engines.registry import all_engines
from tests.club.people import make_club

pytestmark = pytest.mark.django_db

SOAK = bool(os.environ.get("SOAK"))
MIN_EXAMPLES = 50
EXAMPLES = MIN_EXAMPLES * 10 if SOAK else MIN_EXAMPLES
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]


@dataclass
class SeededTable:
    code: str
    game: str
    host: str
    seats: list[str]


@dataclass
class Seeded:
    tables: list[SeededTable]
    public_club: str
    private_club: str
    players: list[int]
    plays: list[int]
    moves: dict[str, list[dict[str, Any]]]
    sessions: dict[str, dict[str, str]] = field(default_factory=dict)


def _signed_in(user: Any) -> dict[str, str]:
    """Cookies of a signed-in session, and a CSRF secret sent as cookie and header."""
    client = Client()
    client.force_login(user)
    return {"sessionid": client.cookies["sessionid"].value, "csrftoken": secrets.token_hex(16)}


def _seed() -> Seeded:
    tables = []
    bay = make_club()
    cove = make_club(slug="hidden-cove", is_public=False)
    # The club's organiser creates its tables (a club table enters the club's history).
    api = bay.api("olga")
    examples = {example.value["game"]: example.value for example in create_examples()}
    assert set(examples) == {engine.slug for engine in all_engines()}
    for game, body in examples.items():
        created = api.post("/api/tables/", {**body, "club": bay.club.slug}, format="json")
        assert created.status_code == 201, created.json()
        data = created.json()
        tables.append(
            SeededTable(data["code"], game, data["host_token"], [s["token"] for s in data["seats"]])
        )
    moves: dict[str, list[dict[str, Any]]] = {}
    for example in move_examples():
        moves.setdefault(example.name.split(".")[0], []).append(example.value)
    plays = []
    for scores in ((4, 9, 1), (7, 2, 5)):
        body = {
            "game": "scoresheet",
            "played_at": "2026-11-02T19:00:00Z",
            "duration_seconds": 3600,
            "results": [
                {"player": p.pk, "score": s}
                for p, s in zip([bay.anja, bay.jona, bay.mira], scores, strict=True)
            ],
        }
        response = bay.api("olga").post(f"{bay.url}/plays/", body, format="json")
        assert response.status_code == 201, response.json()
        plays.append(response.json()["id"])
    return Seeded(
        tables=tables,
        public_club=bay.club.slug,
        private_club=cove.club.slug,
        players=[bay.anja.pk, bay.jona.pk, bay.mira.pk, cove.anja.pk],
        plays=plays,
        moves=moves,
        sessions={"organiser": _signed_in(bay.olga), "member": _signed_in(bay.udo)},
    )


@pytest.fixture
def seeded(db: None) -> Seeded:
    return _seed()


@pytest.fixture
def wsgi_app(seeded: Seeded) -> Iterator[Any]:
    """Django's WSGI app on the test's connection: like Django's test client, keep the
    request signals from closing the connection that holds the test's transaction.
    (After seeding: the test client connects them again after each request.)"""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield get_wsgi_application()
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


# What a header or cookie can carry: visible ASCII, no separators a cookie would split on.
HEADER_TEXT = st.text(
    st.characters(min_codepoint=0x21, max_codepoint=0x7E, exclude_characters=';,"\\'),
    max_size=40,
)


AIM = st.sampled_from([True, True, True, False])  # three in four aimed at seeded data


def _aim_at_table(draw: st.DrawFn, case: Any, seeded: Seeded, headers: dict[str, str]) -> None:
    params = case.path_parameters
    table = draw(st.sampled_from(seeded.tables))
    params["code"] = table.code
    if "index" in params and draw(AIM):
        params["index"] = draw(st.integers(0, len(table.seats)))
    role = draw(st.sampled_from(["host", "seat", "seat", "nobody", "as generated"]))
    if role == "host":
        headers["Authorization"] = f"Bearer {table.host}"
    elif role == "seat":
        headers["Authorization"] = f"Bearer {draw(st.sampled_from(table.seats))}"
    elif role == "nobody":
        headers.pop("Authorization", None)
    if isinstance(case.body, dict) and draw(AIM):
        if case.operation.path.endswith("/moves/") and draw(st.booleans()):
            # A move the game declares (the schema's example for it), on the current version.
            case.body = dict(draw(st.sampled_from(seeded.moves[table.game])))
            if role == "host":
                case.body["seat"] = draw(st.integers(0, len(table.seats) - 1))
        if "expected_version" in case.body or case.operation.path.endswith("/moves/"):
            case.body["expected_version"] = 0  # every example starts from the seeded state


def _aim_at_club(draw: st.DrawFn, case: Any, seeded: Seeded) -> None:
    params = case.path_parameters
    params["code"] = draw(st.sampled_from([seeded.public_club, seeded.private_club]))
    if "index" in params and draw(AIM):
        ids = seeded.players if "/players/" in case.operation.path else seeded.plays
        params["index"] = draw(st.sampled_from(ids))


@st.composite
def _aimed(draw: st.DrawFn, case_strategy: st.SearchStrategy, seeded: Seeded) -> Any:
    """A generated case, mostly aimed at seeded data with a real credential."""
    case = draw(case_strategy)
    path = case.operation.path
    headers = dict(case.headers or {})
    if path.startswith("/api/clubs/"):
        if case.path_parameters and "code" in case.path_parameters and draw(AIM):
            _aim_at_club(draw, case, seeded)
        who = draw(st.sampled_from(["organiser", "organiser", "member", "someone", "as generated"]))
        if who in seeded.sessions:
            session = seeded.sessions[who]
            case.cookies = {**(case.cookies or {}), **session}
            headers["X-CSRFToken"] = session["csrftoken"]
        elif who == "someone":
            case.cookies = {**(case.cookies or {}), "sessionid": draw(HEADER_TEXT)}
    elif case.path_parameters and "code" in case.path_parameters and draw(AIM):
        _aim_at_table(draw, case, seeded, headers)
    elif draw(st.booleans()):
        # Operations without parameters vary by what the caller sends as a token.
        headers["Authorization"] = draw(st.sampled_from(["Bearer ", "bearer ", "Basic "]))
        headers["Authorization"] += draw(HEADER_TEXT)
    # Werkzeug's client does not decompress: read the bodies as sent, not gzipped.
    headers["Accept-Encoding"] = "identity"
    case.headers = headers
    return case


def _strategy(operation: Any, seeded: Seeded) -> st.SearchStrategy:
    modes = [
        operation.as_strategy(generation_mode=mode)
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE)
    ]
    return _aimed(st.one_of(modes), seeded)


def _first_line(text: str) -> str:
    return next((line for line in text.splitlines() if line.strip()), text)[:300]


def _exercise(
    operation: Any, seeded: Seeded, counts: Counter[str], failures: dict[tuple[str, str], str]
) -> None:
    """Run one operation's examples; record failures instead of stopping at the first."""

    @settings(
        max_examples=EXAMPLES,
        derandomize=True,
        database=None,
        deadline=None,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(case=_strategy(operation, seeded))
    def run(case: Any) -> None:
        counts[operation.label] += 1
        with transaction.atomic():
            try:
                response = case.call()
                case.validate_response(response, checks=CHECKS)
            except FailureGroup as group:
                for failure in group.exceptions:
                    key = (operation.label, failure.title or type(failure).__name__)
                    failures.setdefault(
                        key,
                        f"{_first_line(failure.message)}\n    {case.as_curl_command()}"
                        f"\n    -> {response.status_code} {response.content[:200]!r}",
                    )
            finally:
                transaction.set_rollback(True)

    run()


# The moves' schema is one body for every game's moves: with four games Hypothesis warns
# that the repr of a strategy built on it is large (it is only ever shown on a failure).
@pytest.mark.filterwarnings(
    "ignore:Generating overly large repr:hypothesis.errors.HypothesisWarning"
)
def test_every_operation_holds_to_the_schema(seeded: Seeded, wsgi_app: Any) -> None:
    schema = schemathesis.openapi.from_wsgi("/api/schema/", wsgi_app)
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 31, [op.label for op in operations]

    counts: Counter[str] = Counter()
    failures: dict[tuple[str, str], str] = {}
    for operation in operations:
        _exercise(operation, seeded, counts, failures)

    report = "\n".join(
        f"{label}: {title}\n    {detail}" for (label, title), detail in failures.items()
    )
    assert not failures, f"{len(failures)} distinct failure(s):\n{report}"
    short = {op.label: counts[op.label] for op in operations if counts[op.label] < MIN_EXAMPLES}
    assert not short, f"operations exercised with fewer than {MIN_EXAMPLES} examples: {short}"
