"""One or more tests per adventure card (SPM-3.1), on hand-built lines with damaged ships
and the ends of the line, plus fame placement (SPM-3.3)."""

from __future__ import annotations

import pytest

from companion.engines.spanish_main.catalogue import ADVENTURES
from tests.engines.spanish_main.builders import ADAM, L0, build, line_text, play, play_told


def resolve(card: str, line: str = L0, **kwargs: object) -> dict:
    return play(build(line, active=card, **kwargs), ADAM, "pass")


def fame(state: dict) -> dict[str, int]:
    return {s: n for s, n in state["fame"].items() if n}


def damaged(state: dict) -> set[str]:
    return {s for s, d in state["damaged"].items() if d}


@pytest.mark.parametrize(
    ("card", "spaces"),
    [
        ("ancient_relics", (1, 2, 3)),
        ("native_alliance", (1, 2, 3)),
        ("island_discovery", (1, 2, 3, 4)),
        ("parley", (1, 2, 3, 4)),
        ("neptunes_favor", (1, 3, 5)),
        ("mermaids", (2, 4, 6)),
    ],
)
def test_fame_by_space(card: str, spaces: tuple[int, ...]) -> None:
    ships = L0.split()
    after = resolve(card, deck=20)
    assert fame(after) == {ships[p - 1][2:]: 1 for p in spaces}
    assert after["adv_deck_count"] == 20 - (len(spaces) - 1) - 1
    # A damaged ship in a named space gets nothing, and nobody gets its point (SPM-3.2.3).
    hit = spaces[0]
    line = " ".join(c + ("*" if i + 1 == hit else "") for i, c in enumerate(ships))
    after = resolve(card, line)
    assert sum(after["fame"].values()) == len(spaces) - 1
    assert after["fame"][ships[hit - 1][2:]] == 0


@pytest.mark.parametrize(
    ("card", "count", "each"),
    [("treasure_map", 3, 1), ("legendary_treasure", 2, 2), ("secret_charts", 2, 1)],
)
def test_fame_by_order_skips_damaged_ships(card: str, count: int, each: int) -> None:
    line = "1:E1* 2:S1 3:D1* 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3*"
    after = resolve(card, line)
    expected = ["S1", "E2", "S2", "D2"][:count]
    assert fame(after) == dict.fromkeys(expected, each)


def test_fame_by_order_with_fewer_undamaged_ships() -> None:
    after = resolve("treasure_map", "1:E1* 2:S1* 3:D1* 4:E2* 5:S2* 6:D2* 7:E3* 8:S3* 9:D3")
    assert fame(after) == {"D3": 1}
    assert after["adv_discard"] == []  # the Treasure Map card itself is the fame


def test_fame_card_with_every_target_damaged_is_discarded() -> None:
    line = " ".join(f"{c}*" for c in L0.split())
    after, public, _private = play_told(build(line, active="treasure_map", deck=10), ADAM, "pass")
    assert public[1:4] == [
        "Treasure Map is resolved.",
        "It affects no ship.",
        "Treasure Map goes to the adventure discard pile.",
    ]
    assert fame(after) == {} and after["adv_discard"] == ["treasure_map"]
    assert after["adv_deck_count"] == 9


def test_cursed_treasure_gains_then_damages() -> None:
    after = resolve("cursed_treasure", "1:E1* 2:S1(1) 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3")
    assert fame(after) == {"S1": 3} and damaged(after) == {"E1", "S1"}


def test_storm_ahead_damages_the_last_two_undamaged() -> None:
    after = resolve("storm_ahead", "1:E1 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3* 8:S3 9:D3*")
    assert damaged(after) == {"E3", "D3", "S3", "D2"}
    only_one = resolve("storm_ahead", "1:E1 2:S1* 3:D1* 4:E2* 5:S2* 6:D2* 7:E3* 8:S3* 9:D3*")
    assert len(damaged(only_one)) == 9


def test_maelstrom_damages_the_rearmost_undamaged() -> None:
    assert damaged(resolve("maelstrom")) == {"D3"}
    after = resolve("maelstrom", "1:E1 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3* 9:D3*")
    assert damaged(after) == {"S3", "D3", "E3"}


def test_ghost_ship_takes_fame_from_spaces_9_8_7_damaged_or_not() -> None:
    after = resolve(
        "ghost_ship", "1:E1(2) 2:S1 3:D1 4:E2 5:S2 6:D2(1) 7:E3*(1) 8:S3 9:D3(3)", adv_discard=0
    )
    assert fame(after) == {"E1": 2, "D2": 1, "D3": 2}
    assert after["adv_discard"] == [None, None, "ghost_ship"]


def test_ghost_ship_removes_owed_points_first() -> None:
    after = resolve("ghost_ship", "1:E1 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3(2, 1 owed)")
    assert after["fame"]["D3"] == 1 and after["owed"]["D3"] == 0
    assert after["adv_discard"] == ["ghost_ship"]


def test_volcano_damages_the_first_undamaged() -> None:
    assert damaged(resolve("volcano")) == {"E1"}
    assert damaged(resolve("volcano", "1:E1* 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3")) == {
        "E1",
        "S1",
    }


def test_kraken_damages_spaces_8_6_4() -> None:
    after = resolve("kraken", "1:E1 2:S1 3:D1 4:E2*(2) 5:S2 6:D2 7:E3 8:S3 9:D3")
    assert damaged(after) == {"E2", "D2", "S3"} and after["fame"]["E2"] == 2


def test_cursed_waters_damages_spaces_9_7_5() -> None:
    assert damaged(resolve("cursed_waters")) == {"D3", "E3", "S2"}


def test_cursed_ship_takes_fame_from_spaces_2_and_1() -> None:
    after = resolve("cursed_ship", "1:E1*(1) 2:S1 3:D1(4) 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3")
    assert fame(after) == {"D1": 4}
    assert after["adv_discard"] == [None, "cursed_ship"]


def test_mutiny_reveals_the_first_unrevealed_owner() -> None:
    after = resolve("mutiny", "1:E1(3) 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3")
    assert after["revealed"]["E1"]["seat"] == ADAM and after["fame"]["E1"] == 1
    assert after["adv_discard"] == [None, None, "mutiny"]
    # The table learns from the log what happened, and the banked fame is untouched.
    assert after["banked"] == [0, 0, 0]


def test_mutiny_on_an_unowned_ship_does_nothing() -> None:
    after = resolve("mutiny", "1:E2(3) 2:S1 3:D1 4:E1 5:S2 6:D2 7:E3 8:S3 9:D3")
    assert after["revealed"] == {} and after["fame"]["E2"] == 3


@pytest.mark.parametrize("flag", ["english", "spanish", "dutch"])
def test_attack(flag: str) -> None:
    # Each flag's ships sit behind a ship of another flag; E3/S3/D3 are damaged and idle.
    line = "1:E1 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3* 8:S3* 9:D3*"
    after = resolve(f"{flag}_attack", line)
    front = {"english": {"D1"}, "spanish": {"E1", "E2"}, "dutch": {"S1", "S2"}}[flag]
    assert damaged(after) == {"E3", "S3", "D3"} | front


def test_attack_spares_a_ship_of_the_same_flag_and_hits_the_front_of_the_line() -> None:
    after = resolve("english_attack", "1:S1 2:E1 3:E2 4:D1 5:S2 6:D2 7:E3 8:S3 9:D3")
    assert damaged(after) == {"S1", "D2"}


@pytest.mark.parametrize("flag", ["english", "spanish", "dutch"])
def test_loot(flag: str) -> None:
    line = "1:E1(1) 2:S1(1) 3:D1(1) 4:E2(1) 5:S2*(1) 6:D2(1) 7:E3(1) 8:S3(1) 9:D3(1)"
    after = resolve(f"{flag}_loot", line)
    moved = {
        "english": {"E1": 0, "S1": 2, "E2": 1, "S2": 1, "E3": 0, "S3": 2},  # S2 cannot loot
        "spanish": {"S1": 0, "D1": 2, "S2": 0, "D2": 2, "S3": 0, "D3": 2},  # S2 is looted
        "dutch": {"D1": 0, "E2": 2, "D2": 0, "E3": 2, "D3": 1},
    }[flag]
    for ship, n in moved.items():
        assert after["fame"][ship] == n, ship
    assert sum(after["fame"].values()) == 9


def test_loot_from_a_ship_without_fame_moves_nothing_and_owed_moves_as_owed() -> None:
    after = resolve("english_loot", "1:E1 2:S1 3:E2(2, 2 owed) 4:D1 5:S2 6:D2 7:E3 8:S3 9:D3")
    assert line_text(after) == "1:E1 2:S1 3:E2(1, 1 owed) 4:D1(1, 1 owed) 5:S2 6:D2 7:E3 8:S3 9:D3"


def test_revealed_ship_can_still_be_looted() -> None:
    # RULING SPM-Q-11: the protection covers accusations only.
    state = build("1:D1(2) 2:E1 3:S1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3", active="dutch_loot")
    state["revealed"]["D1"] = {"seat": 2, "how": "accusation", "turn": 1}
    assert play(state, ADAM, "pass")["fame"]["E1"] == 1


def test_every_adventure_card_is_covered_here() -> None:
    tested = {
        "ancient_relics",
        "native_alliance",
        "island_discovery",
        "parley",
        "neptunes_favor",
        "mermaids",
        "treasure_map",
        "legendary_treasure",
        "secret_charts",
        "cursed_treasure",
        "storm_ahead",
        "maelstrom",
        "ghost_ship",
        "volcano",
        "kraken",
        "cursed_waters",
        "cursed_ship",
        "mutiny",
        "english_attack",
        "spanish_attack",
        "dutch_attack",
        "english_loot",
        "spanish_loot",
        "dutch_loot",
    }
    assert tested == set(ADVENTURES)


def test_fame_with_no_deck_left_becomes_owed_points_front_first() -> None:
    after = resolve("legendary_treasure", L0, deck=1)
    # 4 points: one deck card, two owed, the active card last (RULING SPM-Q-6 / SPM-Q-7).
    assert (after["fame"]["E1"], after["owed"]["E1"]) == (2, 1)
    assert (after["fame"]["S1"], after["owed"]["S1"]) == (2, 1)
    assert after["adv_deck_count"] == 0
