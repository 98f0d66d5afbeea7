"""Fixtures of the club tests (the people are described in tests/club/people.py)."""

from __future__ import annotations

import pytest

from tests.club.people import Club, make_club


@pytest.fixture(autouse=True)
def _fast_passwords(settings) -> None:
    # Every club test signs people up; the production hasher's deliberate slowness
    # would make the permission matrix alone take minutes.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def bay(db) -> Club:
    return make_club()
