"""Fixtures of the club tests (the people are described in tests/club/people.py)."""

from __future__ import annotations

import pytest

from tests.club.people import Club, make_club


@pytest.fixture
def bay(db) -> Club:
    return make_club()
