from __future__ import annotations

import pytest

from companion.engines import registry


@pytest.fixture(autouse=True)
def _nassau_registered() -> None:
    assert "nassau" in registry.game_slugs()
