"""The four RULINGs a group may read otherwise (house rulings BB-Q3, BB-Q9, BB-Q25,
BB-Q27): each reading played, the RULING's own by default, the group's saying so."""

from __future__ import annotations

from companion.engines.base import SeatInfo
from tests.engines.blackbeard.builders import (
    ENGINE,
    PIRATE,
    after,
    lines,
    play,
    port,
    refused,
    the_pirate,
)


def table_with(**rulings: str):
    options = ENGINE.clean_options({f"ruling_bb_{k}": v for k, v in rulings.items()})
    state = ENGINE.setup(options, [SeatInfo(0, "Anja"), SeatInfo(1, "Jona")], 5)
    return after(port(state, "Port X"), 0, "deploy_pirate", **PIRATE)


def test_the_options_offer_each_reading_with_the_ruling_as_default():
    described = {r["ruling"]: r for r in ENGINE.describe()["house_rulings"]}
    assert sorted(described) == ["BB-Q25", "BB-Q27", "BB-Q3", "BB-Q9"]
    assert ENGINE.clean_options({})["ruling_bb_q3"] == "cargo_die"


def test_bb_q3_a_notoriety_die_of_its_own():
    state = table_with(q3="own_die")
    assert refused(
        state, 0, "plunder_merchant", pirate=1, die=6, cargo_value=2, take=True, column="caribbean"
    ) == (
        "BB-Q3",
        "House ruling BB-Q3: notoriety is the cargo value plus a die of its own.",
    )
    answer = play(
        state,
        0,
        "plunder_merchant",
        pirate=1,
        die=6,
        cargo_value=2,
        take=True,
        column="caribbean",
        notoriety_die=1,
    )
    assert the_pirate(answer.state)["notoriety"] == 3  # 2 + 1, not 2 + 6
    assert "House ruling BB-Q3: notoriety is the cargo value plus a die of its own." in lines(
        answer
    )
    # Under the RULING no die of its own is taken.
    assert (
        refused(
            table_with(),
            0,
            "plunder_merchant",
            pirate=1,
            die=6,
            cargo_value=2,
            take=True,
            column="caribbean",
            notoriety_die=1,
        )[0]
        == "BB-Q3"
    )


def test_bb_q9_the_torture_die_read_the_other_way():
    state = table_with(q9="at_most")
    state = after(
        state, 0, "plunder_merchant", pirate=1, die=3, cargo_value=1, take=True, column="atlantic"
    )
    answer = play(
        state, 0, "torture_hostage", pirate=1, value=2, port="Port X", die=2, info_points=1
    )
    assert lines(answer)[1:3] == [
        "House ruling BB-Q9: the hostage talks on a die at most the pirate's cruelty.",
        "Torture: die 2 is at most cruelty 3: the hostage talks; enter the information points "
        "(rule 8.46). Notoriety +2, crew loyalty +1 (BB-P5.6).",
    ]
    assert answer.state["ports"][0]["info"] == {"1": 1}


def test_bb_q25_a_demand_he_cannot_pay_hangs_him():
    state = table_with(q25="hanged")
    state["pirates"][0].update(notoriety=9, wealth=1000)
    answer = play(state, 0, "deception", pirate=1, die=4, two_dice=12)
    me = the_pirate(answer.state)
    assert (me["status"], me["cause"], me["wealth"]) == ("eliminated", "hanged", 0)
    assert "House ruling BB-Q25: he cannot pay and is hanged, as on 5-6." in lines(answer)
    assert answer.state["vp"] == [9, 0]
    # Under the RULING he pays all he has and is acquitted (BB-EX-21).
    paid = after(table_with(), 0, "deception", pirate=1, die=4, two_dice=12)
    assert the_pirate(paid)["status"] == "active"


def test_bb_q27_a_hanged_pirate_scores_as_retired_with_no_wealth():
    state = table_with(q27="retired")
    state["pirates"][0].update(notoriety=9, wealth=3000)
    answer = play(state, 0, "deception", pirate=1, die=6)
    assert answer.state["vp"] == [18, 0]
    assert "House ruling BB-Q27: as retired with no wealth, 2 VP per notoriety point." in lines(
        answer
    )
    assert answer.state["awards"][-1]["rule"] == "BB-T3.1"
