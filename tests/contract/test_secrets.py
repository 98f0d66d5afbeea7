"""Secrets are indistinguishable (issue 12 part 5): ``resample_secrets`` draws again what
a viewer cannot know, and the viewer's view, legal moves, pages, poll fragment, API
answers, log and the error body of a refused move stay byte-identical; a game whose
seats see different things has secrets to draw again. A secret argument of a move (an
amount buried, a card drawn) changes nothing another seat reads (NAS-Q35 for burials).
"""

from __future__ import annotations

import pytest

from tests.contract.runs import SLUGS, engine_of, every_playthrough, played_types, playthroughs
from tests.contract.secrets import (
    PAGE_RUNS,
    RUNS_CHECKED,
    SecretArgCheck,
    canonical,
    check_secret_args,
    engine_differences,
    event_outcome_differences,
    page_differences,
    viewers,
)

pytestmark = pytest.mark.by_game


@pytest.mark.parametrize("slug", SLUGS)
def test_a_resampled_state_reads_the_same_to_its_viewer(slug):
    engine = engine_of(slug)
    differences = [
        d for run in playthroughs(slug)[:RUNS_CHECKED] for d in engine_differences(engine, run)
    ]
    assert not differences, f"{slug}:\n" + "\n".join(differences[:20])


@pytest.mark.django_db
@pytest.mark.parametrize("slug", SLUGS)
def test_a_resampled_table_reads_the_same_on_every_page_and_api_answer(slug):
    engine = engine_of(slug)
    differences = [
        d for run in playthroughs(slug)[:PAGE_RUNS] for d in page_differences(engine, run)
    ]
    assert not differences, f"{slug}:\n" + "\n".join(differences[:20])


@pytest.mark.parametrize("slug", SLUGS)
def test_a_game_whose_seats_see_different_things_resamples_its_secrets(slug):
    """Views that differ by seat mean secrets: the game must say how to draw them again."""
    engine = engine_of(slug)
    secretive = changed = False
    for run in playthroughs(slug)[:RUNS_CHECKED]:
        for state in run.states()[:: max(1, len(run.steps) // 10)]:
            views = {canonical(engine.player_view(state, seat)) for seat in range(len(run.seats))}
            secretive = secretive or len(views) > 1
            changed = changed or any(
                canonical(engine.resample_secrets(state, viewer, 7)) != canonical(state)
                for viewer in viewers(run)
            )
    if secretive:
        assert changed, (
            f"{slug} has views that differ by seat but resample_secrets draws nothing again"
        )


@pytest.mark.django_db
@pytest.mark.parametrize("slug", SLUGS)
def test_each_reader_of_the_log_reads_the_public_lines_and_only_their_own(slug):
    run = playthroughs(slug)[0]
    assert run.steps, f"{slug}: the first playthrough made no move"
    differences = event_outcome_differences(run)
    assert not differences, f"{slug}:\n" + "\n".join(differences[:20])


@pytest.mark.parametrize("slug", SLUGS)
def test_a_secret_argument_changes_nothing_another_seat_reads(slug):
    engine = engine_of(slug)
    check = SecretArgCheck()
    for run in every_playthrough(slug):
        check_secret_args(engine, run, check)
    secret_moves = {t for t, spec in engine.move_specs().items() if spec.secret_args}
    if secret_moves & set(played_types(slug)):
        assert check.compared, f"{slug}: no secret entry could be played again with other values"
    assert not check.leaks, f"{slug}:\n" + "\n".join(sorted(set(check.leaks))[:20])
