"""NAS-4 final scoring: rankings, shared places, tie-breaks, the why of each category."""

from __future__ import annotations

from companion.engines.nassau.scoring import ranking_vp, result_from_values
from companion.engines.text import english
from tests.engines.nassau.builders import ENGINE, fill_hold, give_tile, set_notoriety, started


def values(rows: dict[int, tuple[int, int, int, int]]) -> dict[str, dict[int, int]]:
    keys = ("famous", "motley", "ship", "richest")
    return {k: {s: row[i] for s, row in rows.items()} for i, k in enumerate(keys)}


def test_nas_ex_9_ties_share_the_place() -> None:
    richest = ranking_vp({0: 20, 1: 20, 2: 15, 3: 9})
    assert {s: vp for s, (_, vp) in richest.items()} == {0: 7, 1: 7, 2: 3, 3: 1}
    famous = ranking_vp({0: 44, 1: 31, 2: 52, 3: 12})
    assert {s: vp for s, (_, vp) in famous.items()} == {0: 5, 1: 3, 2: 7, 3: 1}


def test_nas_ex_31_five_players_ties_everywhere_and_both_tie_breaks() -> None:
    state = started(5)
    rows = {
        0: (62, 10, 22, 19),
        1: (55, 15, 22, 19),
        2: (71, 10, 14, 12),
        3: (30, 4, 25, 20),
        4: (48, 8, 16, 18),
    }
    result = result_from_values(state, values(rows))
    assert result.scores == {0: 20.0, 1: 20.0, 2: 12.0, 3: 14.0, 4: 4.0}
    assert result.winners == [0]
    assert result.places == {0: 1, 1: 2, 3: 3, 2: 4, 4: 5}
    assert result.breakdown[0]["motley"]["vp"] == 5
    assert (
        english(result.breakdown[0]["motley"]["why"]) == "10 motley points: tied for place 2, 5 VP"
    )
    assert english(result.breakdown[2]["ship"]["why"]) == "14 ship points: place 5, 0 VP"
    assert [english(line) for line in result.tiebreaks] == [
        "NAS-4.3: equal values in a ranking share its VP",
        "NAS-4.9: Anja and Jona tie on 20 VP; most buried treasure wins, then most notoriety",
        "NAS-Q36: other places follow VP, then buried treasure, then notoriety",
    ]


def test_nas_ex_32_three_players_the_hold_does_not_count() -> None:
    state = started(3)
    set_notoriety(state, [40, 35, 50])
    for seat, tiles in (
        (0, ["ships_dog", "navigator", "quartermaster"]),
        (1, ["ships_cat", "cook"]),
        (2, ["cabin_boy"]),
    ):
        for tile in tiles:
            give_tile(state, seat, tile)
    # Ship points: A 15, B 18, C 20 (figureheads and cabins and cannons).
    for seat, tiles in (
        (0, ["majestic_figurehead", "majestic_cabin", "long_range_cannons", "cannons"]),
        (
            1,
            [
                "fine_figurehead",
                "fine_cabin",
                "mainsail",
                "mainsail",
                "mainsail",
                "mainsail",
                "cannons",
            ],
        ),
        (
            2,
            [
                "basic_figurehead",
                "basic_cabin",
                "long_range_cannons",
                "long_range_cannons",
                "long_range_cannons",
                "cannons",
                "ratlines",
            ],
        ),
    ):
        for tile in tiles:
            give_tile(state, seat, tile)
    state["players"][0]["chest"] = {"poe": 12, "doubloon": 0}
    state["players"][1]["chest"] = {"poe": 2, "doubloon": 1}
    state["players"][2]["chest"] = {"poe": 10, "doubloon": 0}
    state["supply"]["poe"] -= 24
    state["supply"]["doubloon"] -= 1
    fill_hold(state, 1, poe=9)
    fill_hold(state, 2, rum=2)
    state["over"] = True
    result = ENGINE.final_result(state)
    assert [result.breakdown[s]["ship"]["value"] for s in range(3)] == [15, 18, 20]
    assert [result.breakdown[s]["motley"]["value"] for s in range(3)] == [8, 8, 5]
    assert result.breakdown[1]["richest"]["value"] == 7  # the 9 in the hold do not count
    assert result.scores == {0: 22.0, 1: 18.0, 2: 22.0} and result.winners == [0]


def test_nas_ex_32_totals_and_the_buried_treasure_tie_break() -> None:
    state = started(3)
    rows = {0: (40, 8, 15, 12), 1: (35, 8, 18, 7), 2: (50, 5, 20, 10)}
    result = result_from_values(state, values(rows))
    assert result.scores == {0: 22.0, 1: 18.0, 2: 22.0}
    assert result.winners == [0] and result.places == {0: 1, 2: 2, 1: 3}
    wrong = result_from_values(state, values({**rows, 1: (35, 8, 18, 16)}))
    assert wrong.winners == [1]


def test_the_final_view_reveals_every_chest() -> None:
    state = started(3)
    state["players"][1]["chest"]["poe"] = 4
    state["supply"]["poe"] -= 4
    assert ENGINE.player_view(state, 0)["players"][1]["chest"] is None
    state["over"] = True
    view = ENGINE.player_view(state, 0)
    assert view["players"][1]["chest"] == {"poe": 4, "doubloon": 0}
    assert view["final"]["breakdown"]["1"]["richest"]["vp"] == 7
