"""House rulings, for every registered game: each RULING a group may override is a rule of
the game, has its table option and is read back from a table's options."""

from __future__ import annotations

import re

import pytest

from companion.engines.base import HouseRuling, Reading, SeatInfo
from companion.engines.house_rulings import house_note, reading, rules_at_table
from companion.engines.registry import all_engines
from companion.engines.text import english

DECLARED = [
    pytest.param(engine, ruling, id=ruling.ruling_id)
    for engine in all_engines()
    for ruling in engine.house_rulings
]


def test_the_large_games_declare_house_rulings() -> None:
    declaring = {engine.slug for engine in all_engines() if engine.house_rulings}
    assert {"nassau", "spanish_main"} <= declaring


@pytest.mark.parametrize(("engine", "ruling"), DECLARED)
def test_every_house_ruling_is_a_ruling_of_the_game(engine, ruling) -> None:
    assert ruling.ruling_id in engine.rules
    # Its reference entry states the RULING ("RULING ...", or Blackbeard's "Ruling: ...").
    assert "ruling" in engine.rules[ruling.ruling_id].lower()
    assert ruling.default in {r.key for r in ruling.readings}


@pytest.mark.parametrize(("engine", "ruling"), DECLARED)
def test_every_house_ruling_has_its_option_labelled_in_words(engine, ruling) -> None:
    option = next(a for a in engine.options if a.name == ruling.option_name)
    assert re.fullmatch(r"ruling_[a-z0-9_]+", option.name)
    assert option.type == "choice" and not option.required
    assert option.choices == tuple(r.key for r in ruling.readings)
    assert option.choice_labels == tuple(r.text for r in ruling.readings)
    assert option.default == ruling.default
    assert engine.clean_options({})[option.name] == ruling.default
    described = engine.describe()
    assert ruling.describe() in described["house_rulings"]
    assert next(o for o in described["options"] if o["name"] == option.name)["choice_labels"]


@pytest.mark.parametrize(("engine", "ruling"), DECLARED)
def test_every_reading_can_be_chosen_at_setup_and_is_named_when_it_applies(engine, ruling) -> None:
    seats = [SeatInfo(i, f"P{i}", engine.colours[i]) for i in range(engine.min_seats)]
    for chosen in ruling.readings:
        state = engine.setup({ruling.option_name: chosen.key}, seats, 3)
        assert reading(state, ruling.ruling_id) == chosen.key
        assert reading(state["options"], ruling.ruling_id) == chosen.key
        in_force = {r["ruling"]: r for r in engine.rulings_in_force(state)}[ruling.ruling_id]
        assert in_force["reading"] == chosen.key
        assert in_force["overridden"] == (chosen.key != ruling.default)
        note = english(house_note(state, ruling.ruling_id))
        assert note == f"House ruling {ruling.ruling_id}: {chosen.text}."
        cited = rules_at_table(engine.rules, engine.house_rulings, state)[ruling.ruling_id]
        if chosen.key == ruling.default:
            assert cited == engine.rules[ruling.ruling_id]
        else:
            assert english(cited) == (
                f"House ruling at this table: {chosen.text}. "
                f"Instead of: {engine.rules[ruling.ruling_id]}"
            )


def test_option_names_are_unique_per_game() -> None:
    for engine in all_engines():
        names = [a.name for a in engine.options]
        assert len(names) == len(set(names)), engine.slug


def test_a_house_ruling_needs_its_default_among_distinct_readings() -> None:
    one, two = Reading("a", "first"), Reading("b", "second")
    with pytest.raises(ValueError):
        HouseRuling("TEST-Q1", "a question", (one, two), default="c")
    with pytest.raises(ValueError):
        HouseRuling("TEST-Q1", "a question", (one, one), default="a")
    assert HouseRuling("TEST-Q1", "a question", (one, two), default="a").option_name == (
        "ruling_test_q1"
    )
