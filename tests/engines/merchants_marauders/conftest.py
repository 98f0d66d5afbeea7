"""Worked examples are replayed with the rules' own moves: none may lean on a manual
adjustment (MM-Q48 is for card texts the rulebook does not give)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from companion.engines.merchants_marauders.engine import MerchantsMaraudersEngine


def adjustment_types() -> set[str]:
    moves = MerchantsMaraudersEngine().moves()
    return {t for t, (_spec, fn) in moves.items() if fn.__module__.endswith(".adjust")}


@pytest.fixture(autouse=True)
def examples_use_no_adjustment(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    if not request.node.name.startswith("test_mm_ex_"):
        yield
        return
    used: list[str] = []
    original = MerchantsMaraudersEngine.play

    def recording(self: MerchantsMaraudersEngine, state: Any, seat: Any, move: Any) -> Any:
        used.append(move.get("type"))
        return original(self, state, seat, move)

    monkeypatch.setattr(MerchantsMaraudersEngine, "play", recording)
    yield
    adjusted = sorted(set(used) & adjustment_types())
    assert not adjusted, f"{request.node.name} replays a worked example with {adjusted} (MM-Q48)"
