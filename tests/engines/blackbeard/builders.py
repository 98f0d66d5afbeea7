"""Blackbeard tables built for a test: seats, ports and pirates entered as the table
would enter them, and moves played through the engine. A test sets a tracker by hand only
to stand for what earlier play left there (a haven bought, a hold filled)."""

from __future__ import annotations

from typing import Any

import pytest

from companion.engines.base import Played, RuleError, SeatInfo, State
from companion.engines.blackbeard.engine import BlackbeardEngine
from companion.engines.text import english

ENGINE = BlackbeardEngine()
NAMES = ("Anja", "Jona", "Mira")


def table(seats: int = 2, seed: int = 7) -> State:
    return ENGINE.setup({}, [SeatInfo(i, NAMES[i]) for i in range(seats)], seed)


def play(state: State, seat: int | None, move_type: str, **args: Any) -> Played:
    return ENGINE.play(state, seat, {"type": move_type, "args": args})


def after(state: State, seat: int | None, move_type: str, **args: Any) -> State:
    return play(state, seat, move_type, **args).state


def lines(answer: Played) -> list[str]:
    return [english(line) for line in answer.outcome.public]


def refused(state: State, seat: int | None, move_type: str, **args: Any) -> tuple[str, str]:
    with pytest.raises(RuleError) as caught:
        play(state, seat, move_type, **args)
    return caught.value.rule_id, english(caught.value.text)


def port(
    state: State,
    name: str = "Nassau",
    *,
    status: str = "pro_pirate",
    nationality: str = "other",
    value: int = 2,
    defense: int = 3,
) -> State:
    return after(
        state,
        0,
        "add_port",
        name=name,
        nationality=nationality,
        value=value,
        defense=defense,
        status=status,
    )


PIRATE = {
    "name": "Edward Teach",
    "pirate": 1,
    "ability": 2,
    "cruelty": 3,
    "leadership": 4,
    "ship": "sloop",
    "speed": 3,
    "combat": 2,
    "holds": 3,
    "where": "sea",
    "place": "Caribbean",
}


def pirate(state: State, seat: int = 0, **overrides: Any) -> State:
    """A pirate of ``seat`` (number 1 unless ``pirate=`` says otherwise), deployed."""
    return after(state, seat, "deploy_pirate", **{**PIRATE, **overrides})


def the_pirate(state: State, pirate_id: int = 1) -> dict[str, Any]:
    found: dict[str, Any] = next(p for p in state["pirates"] if p["id"] == pirate_id)
    return found
