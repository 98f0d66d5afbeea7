"""What the Piracy rulebook prints (PIR-M), as the catalogue keeps it."""

from __future__ import annotations

import pytest

from companion.engines.piracy import catalogue as c


def test_pir_m_1_the_box() -> None:
    assert (c.MIN_PLAYERS, c.MAX_PLAYERS) == (2, 5)
    assert c.COLOURS == ("black", "red", "purple", "green", "blue")
    assert set(c.COLOUR_WORDS) == set(c.COLOURS)
    assert (c.GOLD_TOKENS, c.EVENT_CARDS, c.MISSION_COUNTERS) == (150, 60, 42)
    assert len(c.CARGO_KINDS) == 6 and c.COUNTERS_PER_KIND == 5
    assert set(c.CARGO_WORDS) == set(c.CARGO_KINDS)


def test_pir_m_2_nine_event_types_each_with_its_section_and_words() -> None:
    assert len(c.EVENT_TYPES) == 9
    assert set(c.EVENT_SECTIONS) == set(c.EVENT_WORDS) == set(c.EVENT_TYPES)
    assert sorted(c.EVENT_SECTIONS.values()) == [f"PIR-6.{n}" for n in range(1, 10)]
    # Only these print battle, sails, gold and rations, entered by the drawer (PIR-APP-3).
    assert c.SHIP_CARDS == ("pirate_hunter", "prize", "treasure_fleet")
    assert c.CARD_VALUES == ("battle", "sails", "gold", "rations")
    assert set(c.FACE_DOWN_CARDS) <= set(c.EVENT_TYPES)


def test_pir_m_3_the_deck_plan_and_a_new_ship() -> None:
    assert (c.TERROR_MAX, c.BATTLE_MAX, c.SAILS_MAX, c.HOLD_MAX) == (7, 8, 8, 16)
    # PIR-1.3.2 to PIR-1.4.1 (PIR-EX-8's state after equipping): T 0, R 8, H 2, G 0.
    assert (c.START_TERROR, c.START_RATIONS, c.START_HOLD, c.START_GOLD_SCALE) == (0, 8, 2, 0)
    assert c.RATIONS_MIN_TOP == c.START_RATIONS  # PIR-Q-1: the top is read off the plan


@pytest.mark.parametrize(
    ("better_ships", "points", "battles"),
    [(False, 10, range(2, 9)), (True, 12, range(4, 9))],
)
def test_pir_1_3_6_and_pir_q_7_the_split(better_ships: bool, points: int, battles: range) -> None:
    assert c.ship_points(better_ships) == points
    assert c.split_range(better_ships) == battles
    for battle in battles:
        assert 2 <= points - battle <= c.SAILS_MAX


def test_pir_ex_8_the_splits_it_names() -> None:
    """The catalogue's part of PIR-EX-8 (the setup move replays it whole)."""
    basic, better = c.split_range(False), c.split_range(True)
    assert all(b in basic and 10 - b == s for b, s in ((6, 4), (8, 2), (2, 8)))
    assert 9 not in basic  # (B 9, S 1): 9 is over the top of the scale
    assert all(b in better and 12 - b == s for b, s in ((8, 4), (6, 6)))
    assert 9 not in better and 3 not in better  # (B 9, S 3) and (B 3, S 9)


def test_pir_6_2_11_and_6_5_8_the_starting_ports() -> None:
    assert list(c.START_PORTS) == [1, 2, 3, 4, 5, 6]
    assert c.START_PORTS[1] == "Vera Cruz" and c.START_PORTS[6] == "Caracas"


def test_pir_6_2_12_and_6_5_9_hunters_and_the_fleet_move_faster_at_a_small_table() -> None:
    assert [c.npc_speed(n) for n in range(2, 6)] == [2, 2, 1, 1]
    assert (c.HUNTER_BASE_BATTLE, c.HUNTERS_MAX, c.FLEETS_MAX) == (12, 2, 1)


def test_pir_6_8_3_the_storm() -> None:
    assert [c.storm_sails_lost(d) for d in range(1, 7)] == [0, 0, 1, 1, 2, 2]


def test_pir_3_1_2_a_destroyed_city_is_rebuilt_on_five_or_six() -> None:
    assert [c.rebuilt(d) for d in range(1, 7)] == [False, False, False, False, True, True]


def test_pir_7_4_2_and_pir_q_36_the_overload_penalty_is_at_most_two() -> None:
    penalties = [c.overload_penalty(h) for h in range(c.HOLD_MAX + 1)]
    assert penalties == [0] * 9 + [1] * 4 + [2] * 4


def test_pir_4_0_1_and_2_the_end_and_the_score_values() -> None:
    assert (c.GOLD_TO_END, c.LETTER_OF_MARQUE_POINTS) == (40, 1)
    assert (c.PIRATE_BATTLES_FROM_ROUND, c.NEW_SHIP_PRICE, c.MISSIONS_MAX) == (6, 8, 4)
    assert c.MISSION_CATEGORIES == ("A", "B", "C")
