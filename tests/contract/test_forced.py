"""Steps with nothing to decide pass without a tap (issue 14 part 4), for every game:
the companion enters them for the seat, they are accepted, and whether a step is forced
never depends on what a seat cannot see."""

from __future__ import annotations

import pytest

from companion.engines.forced import forced_moves
from tests.contract.runs import SLUGS, engine_of, every_playthrough
from tests.helpers import SOAK

pytestmark = pytest.mark.by_game

EVERY = 1 if SOAK else 3


@pytest.mark.parametrize("slug", SLUGS)
def test_every_forced_step_is_an_automatic_move_the_engine_accepts(slug):
    engine = engine_of(slug)
    specs = engine.move_specs()
    for run in every_playthrough(slug):
        for state in run.states()[::EVERY]:
            for due in forced_moves(engine, state):
                assert specs[due["type"]].automatic, due
                assert due["key"] == f"pass:{due['seat']}:{due['type']}"
                engine.play(state, due["seat"], {"type": due["type"], "args": due["args"]})


@pytest.mark.parametrize("slug", SLUGS)
def test_a_forced_step_tells_nothing_secret(slug):
    engine = engine_of(slug)
    for run in every_playthrough(slug):
        for number, state in enumerate(run.states()[::EVERY]):
            seen = forced_moves(engine, state)
            for viewer in (None, *range(len(run.seats))):
                other = engine.resample_secrets(state, viewer, seed=number)
                assert forced_moves(engine, other) == seen, f"{slug} state {number * EVERY}"


@pytest.mark.parametrize("slug", SLUGS)
def test_step_moves_are_the_legal_moves_but_the_anytime_ones(slug):
    """A game may list a step's moves without its at-any-time offers (they cost much to
    list), never other moves than ``legal_moves`` would give."""
    engine = engine_of(slug)
    specs = engine.move_specs()
    for run in every_playthrough(slug):
        for state in run.states()[::EVERY]:
            for seat in range(len(run.seats)):
                legal = [m for m in engine.legal_moves(state, seat) if not specs[m.type].anytime]
                steps = [m for m in engine.step_moves(state, seat) if not specs[m.type].anytime]
                assert [m.to_json() for m in steps] == [m.to_json() for m in legal]


def test_notoriety_with_nothing_to_adjust_is_entered_by_the_companion():
    engine = engine_of("nassau")
    found = []
    for run in every_playthrough("nassau"):
        for state in run.states():
            if state["step"] != "notoriety" or engine.pending_system_moves(state):
                continue
            for due in engine.due_moves(state):
                seat = due["seat"]
                player = state["players"][seat]
                assert due["type"] == "adjust_notoriety"
                assert not player["wind"], "a trade wind to spend is a choice"
                found.append(due)
    assert found, "no playthrough reaches a notoriety step with nothing to adjust"
    assert all(d["args"] == {"use_trade_wind": False, "use_bard": False} for d in found)
