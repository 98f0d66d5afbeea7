"""``Engine.caution`` (a warning before a legal move the player may not mean) for every
game: each warning on a move of the playthroughs is a sentence in words, it only warns
(the move is still accepted), and it reads the same for every arrangement of the secrets
the mover cannot see."""

from __future__ import annotations

import pytest

from companion.engines.registry import game_slugs
from companion.engines.text import english
from tests.contract.outcomes import sentence_problems
from tests.contract.runs import engine_of, every_playthrough

pytestmark = pytest.mark.by_game


@pytest.mark.parametrize("slug", sorted(game_slugs()))
def test_cautions_are_sentences_that_warn_and_tell_no_secret(slug: str) -> None:
    engine = engine_of(slug)
    problems: list[str] = []
    for run in every_playthrough(slug):
        for before, step in zip(run.states(), run.steps, strict=False):
            if step.seat is None:
                continue
            warning = engine.caution_for(before, step.seat, step.move)
            if warning is None:
                continue
            problems += sentence_problems(warning, engine)
            # Another deal of what the mover cannot see gives the same warning.
            other = engine.resample_secrets(before, step.seat, seed=len(problems) + 1)
            again = engine.caution_for(other, step.seat, step.move)
            if again is None or english(again) != english(warning):
                problems.append(f"{step.move['type']}: depends on a secret: {english(warning)}")
    assert problems == []
