"""Seeded playthroughs of every registered game (issue 12 parts 2 and 5), engine side.

Nothing here names a game: the agent (``agent.py``) plays from ``legal_moves`` and the
move declarations; the recorded playthroughs (``recorded.py``, written by
``record_playthroughs.py``) play what random games seldom reach.
"""

from __future__ import annotations

import pytest

from companion.engines.base import assert_json
from companion.engines.text import english
from tests.contract.agent import in_jsonb_order, replay
from tests.contract.outcomes import all_messages, contest_types, numbers_named, sentence_problems
from tests.contract.recorded import record_hint
from tests.contract.runs import (
    SLUGS,
    engine_of,
    every_playthrough,
    played_types,
    playthroughs,
    recorded_playthroughs,
)

pytestmark = pytest.mark.by_game


@pytest.mark.parametrize("slug", SLUGS)
def test_every_state_is_json_and_a_replay_gives_the_same_states(slug):
    """The replay reads each state back with its keys in another order, as a table's
    database gives it (PostgreSQL's jsonb sorts them): a rule that took an order from
    them (whom to shuffle first) would play differently at a table than in its replay."""
    engine = engine_of(slug)
    for run in every_playthrough(slug):
        assert run.steps, f"{slug} seed {run.seed}: the agent made no move at all"
        again = replay(engine, run, stored=in_jsonb_order)
        for number, (first, second) in enumerate(zip(run.states(), again, strict=True)):
            assert first == second, f"{slug} seed {run.seed}: step {number} differs on replay"


@pytest.mark.parametrize("slug", SLUGS)
def test_every_refusal_cites_a_rule_of_the_game_and_nothing_else_is_raised(slug):
    engine = engine_of(slug)
    refusals = [refusal for run in playthroughs(slug) for refusal in run.refusals]
    assert any(r.rule_id for r in refusals), f"{slug}: the playthroughs met no rule refusal"
    uncited = {
        (refusal.move["type"], refusal.rule_id)
        for refusal in refusals
        if refusal.rule_id is not None and refusal.rule_id not in engine.rules
    }
    assert not uncited, f"{slug}: refusals citing rules its reference lacks: {sorted(uncited)}"
    crashes = [
        f"seed {run.seed}: {crash.move} by seat {crash.seat}: {crash.error}"
        for run in every_playthrough(slug)
        for crash in run.crashes
    ]
    assert not crashes, f"{slug}: moves that raised instead of refusing:\n" + "\n".join(
        crashes[:10]
    )


@pytest.mark.parametrize("slug", SLUGS)
def test_every_outcome_renders_in_english(slug):
    broken = set()
    for run in every_playthrough(slug):
        for step in run.steps:
            for message in all_messages(step.outcome):
                try:
                    english(message)
                except (KeyError, ValueError, TypeError) as exc:
                    broken.add((step.move["type"], repr(message)[:160], type(exc).__name__))
    assert not broken, f"{slug}: outcomes that do not render: {sorted(broken)[:10]}"


@pytest.mark.parametrize("slug", SLUGS)
def test_every_ending_is_played(slug):
    engine = engine_of(slug)
    assert engine.end_rules, f"{slug} names no ending (Engine.end_rules)"
    endings = {run.ended_by for run in every_playthrough(slug) if run.ended_by is not None}
    unknown = sorted(e for e in endings if e not in engine.end_rules)
    assert not unknown, f"{slug}: results name endings not in end_rules: {unknown}"
    never = sorted(set(engine.end_rules) - endings)
    assert not never, f"{slug}: endings no playthrough reached: {never}; {record_hint(slug)}"


@pytest.mark.parametrize("slug", SLUGS)
def test_every_outcome_line_is_a_sentence_in_words_for_players(slug):
    engine = engine_of(slug)
    problems: dict[str, str] = {}
    for run in every_playthrough(slug):
        for step in run.steps:
            for message in all_messages(step.outcome):
                for problem in sentence_problems(message, engine):
                    problems.setdefault(problem, step.move["type"])
    listed = [f"{move_type}: {problem}" for problem, move_type in problems.items()]
    assert not listed, f"{slug}:\n" + "\n".join(sorted(listed)[:30])


@pytest.mark.parametrize("slug", SLUGS)
def test_every_move_type_says_what_happened(slug):
    silent = sorted(
        {
            step.move["type"]
            for run in every_playthrough(slug)
            for step in run.steps
            if not all_messages(step.outcome)
        }
    )
    assert not silent, f"{slug}: move types played without an outcome: {silent}"


@pytest.mark.parametrize("slug", SLUGS)
def test_every_recorded_move_is_accepted_and_every_state_is_json(slug):
    for number, run in enumerate(recorded_playthroughs(slug)):
        errors = [crash.error for crash in run.crashes]
        assert not errors, f"{slug} recorded game {number}: {errors[0]}"
        for step in run.steps:
            assert_json(step.state)


@pytest.mark.parametrize("slug", SLUGS)
def test_a_contest_names_the_numbers_it_compared(slug):
    contests = contest_types(engine_of(slug))
    vague = sorted(
        {
            (step.move["type"], english(step.outcome.public[0]) if step.outcome.public else "")
            for run in every_playthrough(slug)
            for step in run.steps
            if step.move["type"] in contests
            and len([n for m in step.outcome.public for n in numbers_named(m)]) < 2
        }
    )
    assert not vague, (
        f"{slug}: contests whose public outcome names fewer than 2 numbers: {vague[:10]}"
    )


@pytest.mark.parametrize("slug", SLUGS)
def test_every_view_says_what_the_table_waits_for_in_a_sentence(slug):
    engine = engine_of(slug)
    problems: dict[str, str] = {}
    for run in every_playthrough(slug):
        for number, state in enumerate(run.states()[:: max(1, len(run.steps) // 8)]):
            for viewer in [*range(len(run.seats)), None]:
                view = engine.player_view(state, viewer)
                where = f"seed {run.seed}, state {number}, viewer {viewer}"
                if "prompt" not in view:
                    problems.setdefault("the view has no prompt", where)
                elif view["prompt"] is not None:
                    for problem in sentence_problems(view["prompt"], engine):
                        problems.setdefault(problem, where)
    listed = [f"{problem} ({where})" for problem, where in problems.items()]
    assert not listed, f"{slug}:\n" + "\n".join(sorted(listed)[:30])


@pytest.mark.parametrize("slug", SLUGS)
def test_every_move_type_is_played(slug):
    engine = engine_of(slug)
    played = played_types(slug)
    never = sorted(t for t in engine.move_specs() if t not in played)
    assert not never, (
        f"{slug}: move types neither the random nor the recorded playthroughs reached: "
        f"{never}; {record_hint(slug)}"
    )
