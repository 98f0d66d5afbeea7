"""Moves allowed at any time (a card's or an ability's effect) never bury the step the
table waits for: a few stand with the others, many fold away below them. For every game."""

from __future__ import annotations

import pytest
from django.test import Client

from companion.engines.registry import all_engines, get_engine
from companion.web.views.tables import ANYTIME_INLINE
from tests.browser.midgame import table_in_play

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("slug", [engine.slug for engine in all_engines()])
def test_at_any_time_moves_stand_inline_when_few_and_fold_away_when_many(slug):
    engine = get_engine(slug)
    table = table_in_play(slug, engine.min_seats, 25, seed=4)
    specs = engine.move_specs()
    for seat in range(len(table.seats.all())):
        phone = Client()
        phone.post(f"/t/{table.code}/join/{seat}/")
        html = phone.get(f"/t/{table.code}/").content.decode()
        anytime = {m.type for m in engine.legal_moves(table.state, seat) if specs[m.type].anytime}
        folded = '<details class="anytime"' in html
        assert folded == (len(anytime) > ANYTIME_INLINE), (seat, sorted(anytime))
        if folded:
            before, fold = html.split('<details class="anytime"', 1)
            for move_type in anytime:
                assert f'name="type" value="{move_type}"' in fold
                assert f'name="type" value="{move_type}"' not in before
