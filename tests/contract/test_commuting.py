"""Moves declared as commuting commute (issue 13 part 1): from states the playthroughs
reach, every pair of such moves that touch different things (two seats' own entries,
two players' scores), played in both orders, gives the same state and the same lines. The table merges entries on this promise (it also checks the
real states each time, ``companion/tables/merging.py``); this finds a declaration that
is wrong before a table meets it.

A pair accepted in one order only is not a finding: the table then refuses the late
entry as a conflict. Nothing here names a game.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from companion.engines.base import Engine, MoveInputError, Outcome, RuleError, State
from companion.engines.text import english
from tests.contract.agent import build_args, canonical
from tests.contract.runs import SLUGS, engine_of, playthroughs, recorded_playthroughs
from tests.contract.tables import sample_stops
from tests.helpers import runs

pytestmark = pytest.mark.by_game

RUNS = runs(full=30, fast=10)
STOPS = runs(full=12, fast=8)
DRAWS = runs(full=3, fast=2)

Entry = tuple[int, dict[str, Any]]


def _commuting_entries(engine: Engine, state: State, seats: int, rng: random.Random) -> list[Entry]:
    specs = engine.move_specs()
    entries = []
    for seat in range(seats):
        for legal in engine.legal_moves(state, seat):
            spec = specs.get(legal.type)
            if spec is not None and spec.commutes and not spec.system:
                args = build_args(spec, legal, seats, rng)
                entries.append((seat, {"type": legal.type, "args": args}))
    return entries


def _touched(engine: Engine, entry: Entry) -> Any:
    seat, move = entry
    return engine.move_specs()[move["type"]].touched(seat, move["args"])


def _both(engine: Engine, state: State, first: Entry, second: Entry):
    """The state and every reader's lines after ``first`` then ``second`` (None: refused)."""
    try:
        one = engine.play(state, *first)
        two = engine.play(one.state, *second)
    except (RuleError, MoveInputError):
        return None
    lines: Counter[str] = Counter()
    for outcome in (one.outcome, two.outcome):
        for viewer in [None, first[0], second[0]]:
            lines.update(
                f"{viewer}: {english(m)}" for m in Outcome.seen_by(outcome.to_json(), viewer)
            )
    return canonical(two.state), lines


def _findings(engine: Engine, state: State, entries: list[Entry], where: str) -> list[str]:
    findings = []
    for i, first in enumerate(entries):
        for second in entries[i + 1 :]:
            if _touched(engine, first) == _touched(engine, second):
                continue
            ab, ba = _both(engine, state, first, second), _both(engine, state, second, first)
            if ab is None or ba is None:
                continue
            if ab[0] != ba[0]:
                findings.append(f"{where}: {first} and {second} leave different states")
            elif ab[1] != ba[1]:
                findings.append(f"{where}: {first} and {second} say different things")
    return findings


@pytest.mark.parametrize("slug", SLUGS)
def test_moves_declared_as_commuting_commute(slug):
    engine = engine_of(slug)
    findings, pairs_seen = [], 0
    for run in [*playthroughs(slug)[:RUNS], *recorded_playthroughs(slug)]:
        states, rng = run.states(), random.Random(f"commute:{run.seed}")
        for number in sorted(sample_stops(run, STOPS)):
            for draw in range(DRAWS):
                where = f"seed {run.seed}, step {number}, draw {draw}"
                entries = _commuting_entries(engine, states[number], len(run.seats), rng)
                pairs_seen += len({_touched(engine, entry) for entry in entries}) > 1
                findings += _findings(engine, states[number], entries, where)
    commuting = [t for t, spec in engine.move_specs().items() if spec.commutes]
    if commuting:
        assert pairs_seen, f"{slug}: no sampled state offered commuting moves to two seats"
    assert not findings, f"{slug}:\n" + "\n".join(findings[:20])
