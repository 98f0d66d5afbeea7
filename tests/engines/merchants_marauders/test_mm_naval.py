"""Naval combat (MM-9, MM-8.8): declarations, the Seamanship contest, its results and the
end of the combat, replayed from the worked examples."""

from __future__ import annotations

from typing import Any

import pytest

from companion.engines.base import RuleError, State
from companion.engines.merchants_marauders.combat import player_side
from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    fight,
    lines,
    npc,
    npc_fighter,
    play,
    played,
    ship,
    started,
)


def ctrl(state: State, i: int) -> int:
    return int(state["combat"]["sides"][i]["controller"])


def declare(state: State, a: str, b: str) -> State:
    state = play(state, ctrl(state, 0), "naval_declare", action=a)
    return play(state, ctrl(state, 1), "naval_declare", action=b)


def contest(state: State, a: list[int], b: list[int]) -> State:
    """Both contest rolls, then both go on with the dice."""
    state = play(state, ctrl(state, 0), "naval_roll", dice=a)
    state = play(state, ctrl(state, 1), "naval_roll", dice=b)
    state = play(state, ctrl(state, 0), "contest_done")
    return play(state, ctrl(state, 1), "contest_done")


def locations(state: State, **by_side: list[int]) -> State:
    """``a=[...]`` / ``b=[...]``: each shooter's location dice."""
    for key, i in (("a", 0), ("b", 1)):
        if key in by_side:
            state = play(state, ctrl(state, i), "hit_locations", dice=by_side[key])
    return state


def take(state: State, *sides: int, **skulls: Any) -> State:
    for i in sides:
        state = play(state, ctrl(state, i), "take_hits", **skulls)
    return state


def loc(state: State, seat: int) -> dict[str, int]:
    return dict(state["players"][seat]["ship"]["loc"])


def refused(state: State, seat: int, move: str, **args: Any) -> str:
    with pytest.raises(RuleError) as err:
        play(state, seat, move, **args)
    return english(err.value.text)


def two_captains(
    a_ship: str = "frigate", b_ship: str = "sloop", a_sea: int = 3, b_sea: int = 2
) -> State:
    state = started(2)
    ship(state, 0, a_ship)
    ship(state, 1, b_ship)
    state["players"][0]["captain"]["seamanship"] = a_sea
    state["players"][1]["captain"]["seamanship"] = b_sea
    return fight(state, player_side(0), player_side(1))


def test_mm_ex_16_frigate_against_sloop():
    state = two_captains()
    state = declare(state, "shoot", "shoot")
    state = contest(state, [5, 5, 5], [5, 5])
    assert state["combat"]["volley"]["hits"] == [3, 1]  # min(2 skulls, 1 Cannon)
    state = locations(state, a=[2, 1, 3], b=[1])
    state = take(state, 0, 1)
    assert loc(state, 1) == {"hull": 2, "mast": 1, "cargo": 1, "crew": 1, "cannons": 1}
    assert loc(state, 0)["cargo"] == 2
    assert state["combat"]["round"] == 2
    state = declare(state, "shoot", "board")
    state = contest(state, [5, 1, 1], [5, 5])
    assert state["combat"]["volley"]["hits"] == [1, 0]
    state = locations(state, a=[2])
    answer = played(state, 1, "take_hits")
    state = answer.state
    assert loc(state, 1)["mast"] == 0
    assert state["combat"]["kind"] == "crew"
    assert state["combat"]["boarder"] == 1
    assert state["combat"]["step"] == "swivel"
    assert "Jona boards: crew combat begins (MM-9.4.3, MM-10.1)." in lines(answer)


def test_mm_ex_17_grapeshot():
    state = two_captains()
    state["players"][0]["weapons"] = ["grape"]
    state = declare(state, "shoot", "shoot")
    state = contest(state, [5, 1, 1], [1, 2])
    state = locations(state, a=[5, 5, 3])
    state = play(state, 0, "special_weapon", weapon="grape")
    state = take(state, 1)
    assert loc(state, 1)["crew"] == 0
    assert loc(state, 1)["hull"] == 2
    assert state["players"][0]["weapons"] == []
