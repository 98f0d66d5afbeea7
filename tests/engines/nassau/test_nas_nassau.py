"""NAS-2.5 Return to Nassau: purchases, conversions, burying, doubloons, placement."""

from __future__ import annotations

import re

import pytest

from companion.engines.base import MoveInputError, RuleError
from companion.engines.nassau.catalogue import TILES
from companion.engines.nassau.rounds import start_nassau
from companion.engines.nassau.ship import cannon_value, sail_value
from tests.engines.nassau.builders import (
    check_invariants,
    exactly,
    fill_hold,
    give_tile,
    offer,
    play,
    set_notoriety,
    started,
)


def nassau_state(n: int, notoriety: list[int], offers: list[str]) -> tuple[dict, list[str]]:
    state = started(n)
    for tile in state["tiles"]["nassau"]:
        state["tiles"]["set"][TILES[tile["type"]].set][tile["type"]] += 1
    state["tiles"]["nassau"] = []
    ids = [offer(state, t) for t in offers]
    set_notoriety(state, notoriety)
    start_nassau(state)
    return state, ids


def refused(message: str, state: dict, seat: int | None, move_type: str, **args: object) -> None:
    """The move is refused with exactly ``message``: the rule ID, then what the player reads."""
    with pytest.raises(RuleError, match=f"^{re.escape(message)}$"):
        play(state, seat, move_type, **args)


def test_nas_ex_23_purchase_turns_and_conversions() -> None:
    offers = [
        "cannons",
        "stern_cannons",
        "long_range_cannons",
        "mainsail",
        "jib",
        "crows_nest",
        "cook",
        "recruiter",
        "bard",
    ]
    state, ids = nassau_state(3, [30, 20, 10], offers)
    fill_hold(state, 0, poe=3, gunpowder=2, goods=1, rum=1)
    fill_hold(state, 1, poe=2, gunpowder=2, goods=2, rum=2)
    fill_hold(state, 2, poe=1)
    assert state["turn"]["queue"] == [0, 1, 2]
    refused("NAS-2.5.3: It is Anja's turn, not yours.", state, 1, "buy", item=ids[0])
    state = play(state, 0, "buy", item=ids[0])
    state = play(state, 1, "buy", item="section")
    assert state["players"][1]["sections"] == 3
    refused(
        "NAS-2.5.4: You cannot pay: this costs 1 gunpowder and 2 rum.", state, 2, "buy", item=ids[6]
    )
    state = play(state, 2, "done_buying")
    state = play(state, 0, "exchange_poe", resource="goods")
    state = play(state, 0, "buy", item=ids[3])
    assert state["players"][0]["hold"]["poe"] == 2
    state = play(state, 1, "exchange_poe", resource="rum")
    state = play(state, 1, "exchange_poe", resource="gunpowder")
    state = play(state, 1, "buy", item=ids[7])
    assert state["players"][1]["hold"] == {
        "poe": 0,
        "gunpowder": 1,
        "goods": 0,
        "rum": 0,
        "hostage": 0,
    }
    state = play(state, 0, "done_buying")
    refused(
        "NAS-2.5.10: Your Recruiter was acquired this round: use it next round.",
        state,
        1,
        "buy",
        item=ids[6],
        discount="rum",
    )
    state = play(state, 1, "done_buying")
    assert state["turn"]["phase"] == "burying"
    state = play(state, 0, "bury", poe=2)
    state = play(state, 1, "bury", poe=0)
    state = play(state, 2, "bury", poe=1)
    assert state["step"] == "navy_reveal"
    assert [p["chest"]["poe"] for p in state["players"]] == [2, 0, 1]
    state["round"] += 1
    x = state["players"][0]
    assert sail_value(state, x, "navy") == 2 and cannon_value(state, x, "merchant") == 2
    check_invariants(state)


def test_nas_ex_24_temporary_excess_three_for_one_and_losses() -> None:
    state, ids = nassau_state(3, [30, 20, 10], ["cannons"])
    fill_hold(state, 0, poe=4, goods=2, rum=2)
    state = play(state, 0, "exchange_poe", resource="gunpowder")
    state = play(state, 0, "exchange_poe", resource="gunpowder")
    assert sum(state["players"][0]["hold"].values()) == 10
    variant = state
    state = play(state, 0, "buy", item=ids[0])
    state = play(state, 1, "done_buying")
    state = play(state, 2, "done_buying")
    state = play(state, 0, "done_buying")
    with pytest.raises(
        MoveInputError, match=exactly("the 3 resources you give: give exactly 3 values, not 2.")
    ):
        play(state, 0, "convert_resources", resources=["goods", "rum"])
    state = play(state, 0, "convert_resources", resources=["goods", "rum", "rum"])
    state = play(state, 0, "bury", poe=3)
    assert state["players"][0]["hold"] == {
        "poe": 0,
        "gunpowder": 2,
        "goods": 0,
        "rum": 0,
        "hostage": 0,
    }
    assert state["players"][0]["chest"]["poe"] == 3
    # Variant A: nothing bought or buried: 2 resources of the player's choice are lost.
    for seat in (0, 1, 2):
        variant = play(variant, seat, "done_buying")
    for seat in (0, 1, 2):
        variant = play(variant, seat, "bury", poe=0)
    assert variant["pending"][0]["kind"] == "excess" and variant["pending"][0]["count"] == 2
    with pytest.raises(
        MoveInputError,
        match=exactly("the resources you lose: choose only among the values offered."),
    ):
        play(variant, 0, "discard_excess", pieces=["poe", "poe"])
    refused(
        "NAS-2.5.15: Choose exactly 2 resources to lose.",
        variant,
        0,
        "discard_excess",
        pieces=["rum"],
    )
    variant = play(variant, 0, "discard_excess", pieces=["gunpowder", "gunpowder"])
    assert variant["players"][0]["hold"]["poe"] == 2 and variant["step"] == "navy_reveal"
    check_invariants(variant)


def test_black_marketeer_changes_two_resources() -> None:
    state, _ = nassau_state(3, [30, 20, 10], [])
    state["round"] = 2
    give_tile(state, 0, "black_marketeer")
    fill_hold(state, 0, goods=1, rum=1)
    state = play(state, 0, "use_black_marketeer", resources=["goods", "rum"])
    assert state["players"][0]["hold"]["poe"] == 1


def test_nas_ex_25_gold_doubloons() -> None:
    state, _ = nassau_state(3, [30, 20, 10], [])
    fill_hold(state, 0, poe=6)
    state["players"][0]["chest"]["poe"] = 12
    state["supply"]["poe"] = 54 - 18
    refused(
        "NAS-2.5.16: Doubloons only when the supply has no pieces of eight left.",
        state,
        0,
        "exchange_doubloon",
    )
    state["players"][1]["chest"]["poe"] = state["supply"]["poe"]
    state["supply"]["poe"] = 0
    state = play(state, 0, "exchange_doubloon")
    p = state["players"][0]
    assert p["chest"] == {"poe": 7, "doubloon": 1} and state["supply"]["poe"] == 5
    assert state["supply"]["doubloon"] == 7
    refused(
        "NAS-2.5.16: Doubloons only when the supply has no pieces of eight left.",
        state,
        0,
        "exchange_doubloon",
    )
    check_invariants(state)


def test_nas_ex_26_placement_limits_and_replacement() -> None:
    offers = ["bow_cannons", "stern_cannons", "jib", "spanker", "cook", "long_range_cannons"]
    state, ids = nassau_state(3, [30, 20, 10], offers)
    figurehead = give_tile(state, 0, "basic_figurehead")
    spanker = give_tile(state, 0, "spanker")
    cook = give_tile(state, 0, "cook")
    fill_hold(state, 0, gunpowder=6, goods=6, rum=6)
    refused(
        "NAS-5.1.12: Your ship already has a Basic figurehead: only one is allowed; replace it if you want this one.",
        state,
        0,
        "buy",
        item=ids[0],
    )
    refused(
        "NAS-5.1.11: A Stern cannons goes on the stern; a Basic figurehead is on the bow.",
        state,
        0,
        "buy",
        item=ids[1],
        replace=figurehead,
    )
    refused(
        "NAS-5.2.5: Your ship already has a Spanker: only one is allowed; replace it if you want this one.",
        state,
        0,
        "buy",
        item=ids[3],
    )
    refused(
        "NAS-5.4.22: Your ship already has a Cook: only one is allowed; replace it if you want this one.",
        state,
        0,
        "buy",
        item=ids[4],
    )
    refused(
        "NAS-2.5.7: A Cook cannot take the place of a Spanker.",
        state,
        0,
        "buy",
        item=ids[4],
        replace=spanker,
    )
    swapped = play(state, 0, "buy", item=ids[0], replace=figurehead)
    assert swapped["tiles"]["box"]["hull"] == {"basic_figurehead": 1}
    types = sorted(t["type"] for t in swapped["players"][0]["tiles"])
    assert types == ["bow_cannons", "cook", "spanker"]
    jib = play(state, 0, "buy", item=ids[2])
    assert len(jib["players"][0]["tiles"]) == 4
    second_spanker = play(state, 0, "buy", item=ids[3], replace=spanker)
    assert second_spanker["tiles"]["box"]["mast"] == {"spanker": 1}
    new_cook = play(state, 0, "buy", item=ids[4], replace=cook)
    assert [t["type"] for t in new_cook["players"][0]["tiles"]].count("cook") == 1
    check_invariants(new_cook)


def test_a_third_section_is_refused() -> None:
    state, _ = nassau_state(3, [30, 20, 10], [])
    state["players"][0]["sections"] = 4
    fill_hold(state, 0, gunpowder=2, goods=2, rum=2)
    refused("NAS-2.5.6: A ship can add at most 2 sections.", state, 0, "buy", item="section")


def test_discount_crew_takes_one_resource_off() -> None:
    state, ids = nassau_state(3, [30, 20, 10], ["cannons", "jolly_roger"])
    state["round"] = 2
    give_tile(state, 0, "master_gunner")
    give_tile(state, 0, "rigging_master")
    fill_hold(state, 0, gunpowder=1, goods=1)
    refused(
        "NAS-Q26: No crew member gives a discount on this purchase.",
        state,
        0,
        "buy",
        item=ids[1],
        discount="goods",
    )
    state = play(state, 0, "buy", item=ids[0], discount="gunpowder")
    assert state["players"][0]["hold"]["gunpowder"] == 0
    assert next(t for t in state["players"][0]["tiles"] if t["type"] == "master_gunner")["used"]


def test_quartermaster_gives_any_three_resources() -> None:
    state, _ = nassau_state(3, [30, 20, 10], [])
    state["round"] = 2
    give_tile(state, 0, "quartermaster")
    fill_hold(state, 0, poe=1)
    state = play(state, 0, "use_quartermaster", resources=["gunpowder", "goods", "rum"])
    assert state["players"][0]["hold"] == {
        "poe": 0,
        "gunpowder": 1,
        "goods": 1,
        "rum": 1,
        "hostage": 0,
    }


def test_burying_out_of_order_is_refused() -> None:
    state, _ = nassau_state(3, [30, 20, 10], [])
    for seat in (0, 1, 2):
        state = play(state, seat, "done_buying")
    refused("NAS-2.5.12: It is Anja's turn, not yours.", state, 2, "bury", poe=0)
