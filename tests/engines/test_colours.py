"""Every game's seat colours are in the one shared list, so each reads as a word in every language."""

from __future__ import annotations

import pytest

from companion.engines.colours import COLOUR_WORDS
from companion.engines.registry import game_slugs, get_engine


@pytest.mark.parametrize("slug", game_slugs())
def test_each_colour_a_game_offers_is_a_shared_colour_word(slug: str) -> None:
    colours = get_engine(slug).colours
    assert colours, f"{slug} declares no seat colours"
    assert set(colours) <= set(COLOUR_WORDS), set(colours) - set(COLOUR_WORDS)


def test_each_colour_word_is_its_own_key() -> None:
    # The key is what the state and the API carry; the word is the marked message.
    assert all(key == word for key, word in COLOUR_WORDS.items())
