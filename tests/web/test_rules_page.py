"""The rules reference of every game: one page each, rule IDs in reading order."""

from __future__ import annotations

import pytest
from django.test import Client

from companion.engines.registry import all_engines
from companion.web.views.rules import _key

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("slug", [engine.slug for engine in all_engines()])
def test_every_game_has_its_rules_page(slug):
    response = Client().get(f"/rules/{slug}/")
    assert response.status_code == 200
    html = response.content.decode()
    engine = next(e for e in all_engines() if e.slug == slug)
    assert all(f'<dt id="{rule_id}">' in html for rule_id in engine.rules)


def test_rule_ids_sort_numbers_as_numbers_and_rulings_after_the_rules():
    # Real IDs of the digest: 3.1.9 before 3.1.10, rules before rulings (Q), Q-2 before Q-12.
    ids = ["SPM-Q-12", "SPM-3.1.10", "SPM-4.7", "SPM-Q-2", "SPM-4", "SPM-3.1.9", "SPM-5"]
    assert sorted(ids, key=_key) == [
        "SPM-3.1.9",
        "SPM-3.1.10",
        "SPM-4",
        "SPM-4.7",
        "SPM-5",
        "SPM-Q-2",
        "SPM-Q-12",
    ]
    assert sorted(["NAS-Q2", "NAS-Q10", "NAS-1.2", "NAS-0.1.1"], key=_key) == [
        "NAS-0.1.1",
        "NAS-1.2",
        "NAS-Q2",
        "NAS-Q10",
    ]
