"""Worked examples of the rules digest (SPM-EX-13 to SPM-EX-21): setup and adventures."""

from __future__ import annotations

import pytest

from companion.engines.base import RuleError
from tests.engines.spanish_main.builders import (
    ADAM,
    BEA,
    ENGINE,
    L0,
    build,
    line_text,
    play,
    play_told,
)


@pytest.mark.parametrize(
    ("players", "each", "unowned", "hand", "mv_deck_hand", "row", "deck_row"),
    [(2, 3, 3, 4, 16, 2, 56), (3, 2, 3, 3, 15, 3, 55), (4, 2, 1, 3, 12, 4, 54)],
)
def test_spm_ex_13_setup_for_2_3_and_4_players(
    players: int, each: int, unowned: int, hand: int, mv_deck_hand: int, row: int, deck_row: int
) -> None:
    from tests.engines.spanish_main.builders import seats

    base = ENGINE.setup({}, seats(players), seed=3)
    assert all(len(p) == each for p in base["pirates"].values())
    assert len(base["unused_pirates"]) == unowned
    assert base["adv_deck_count"] == 57 and len(base["row"]) == 1
    assert len(base["offer"]) == 3 and len(base["mv_deck"]) == 21
    assert not any(base["damaged"].values()) and not any(base["fame"].values())
    hands = ENGINE.setup({"movement_hand": True}, seats(players), seed=3)
    assert all(len(h) == hand for h in hands["hands"].values())
    assert len(hands["mv_deck"]) == mv_deck_hand and hands["offer"] == []
    imminent = ENGINE.setup({"imminent_adventures": True}, seats(players), seed=3)
    assert len(imminent["row"]) == row and imminent["adv_deck_count"] == deck_row
    physical = ENGINE.setup({"deck_mode": "physical"}, seats(players), seed=3)
    physical = play(physical, 0, "deal_line")
    wrong = ["E1", "E2", "E3"][: 5 - each]
    with pytest.raises(RuleError) as err:
        play(physical, 0, "enter_pirates", pirates=wrong)
    assert (err.value.rule_id, err.value.message) == (
        "SPM-1.4",
        f"In a game of {players} players each player has {each} pirate cards.",
    )


def test_spm_ex_14_fame_to_fixed_spaces_with_a_damaged_ship() -> None:
    state = build(
        "1:E1 2:S1 3:D1* 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3", active="island_discovery", deck=30
    )
    after, public, private = play_told(state, ADAM, "pass")
    assert private == {}
    assert public == [
        "Adam passes.",
        "Island Discovery is resolved.",
        "English ship 1 gains 1 fame: a card from the adventure deck.",
        "Spanish ship 1 gains 1 fame: a card from the adventure deck.",
        "English ship 2 gains 1 fame: the Island Discovery card.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert line_text(after) == "1:E1(1) 2:S1(1) 3:D1* 4:E2(1) 5:S2 6:D2 7:E3 8:S3 9:D3"
    assert after["adv_deck_count"] == 27


def test_spm_ex_15_awards_of_two_fame() -> None:
    a = build("1:E1* 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3", active="cursed_treasure", deck=25)
    a, public, private = play_told(a, ADAM, "pass")
    assert private == {}
    assert public == [
        "Adam passes.",
        "Cursed Treasure is resolved.",
        "Spanish ship 1 gains 2 fame: a card from the adventure deck and the Cursed Treasure card.",
        "Spanish ship 1 (space 2) is damaged: turn it to its damaged side.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert a["fame"]["S1"] == 2 and a["damaged"]["S1"] and a["adv_deck_count"] == 23
    b = build(
        "1:E1* 2:S1* 3:D1* 4:E2* 5:S2 6:D2* 7:E3* 8:S3* 9:D3", active="legendary_treasure", deck=25
    )
    b = play(b, ADAM, "pass")
    assert b["fame"]["S2"] == 2 and b["fame"]["D3"] == 2 and b["adv_deck_count"] == 21
    c = build(
        "1:E1* 2:S1* 3:D1* 4:E2 5:S2* 6:D2* 7:E3* 8:S3* 9:D3*", active="legendary_treasure", deck=25
    )
    c = play(c, ADAM, "pass")
    assert c["fame"]["E2"] == 2 and sum(c["fame"].values()) == 2 and c["adv_deck_count"] == 23


def test_spm_ex_16_ghost_ship_then_cursed_ship() -> None:
    state = build(
        "1:E1(1) 2:S1*(2) 3:D1 4:E2 5:S2 6:D2 7:E3*(2) 8:S3 9:D3(1)",
        active="ghost_ship",
        deck=20,
        adv_discard=5,
        next_cards=["cursed_ship"],
    )
    state, public, private = play_told(state, ADAM, "pass")
    assert private == {}
    assert public == [
        "Adam passes.",
        "Ghost Ship is resolved.",
        "Dutch ship 3 (space 9) discards 1 fame face up.",
        "English ship 3 (space 7) discards 1 fame face up.",
        "Ghost Ship goes to the adventure discard pile.",
        "Cursed Ship is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert (state["fame"]["D3"], state["fame"]["S3"], state["fame"]["E3"]) == (0, 0, 1)
    assert len(state["adv_discard"]) == 8 and state["adv_deck_count"] == 19
    assert state["row"] == ["cursed_ship"]
    state, public, private = play_told(state, BEA, "pass")
    assert private == {}
    assert public == [
        "Bea passes.",
        "Cursed Ship is resolved.",
        "Spanish ship 1 (space 2) discards 1 fame face up.",
        "English ship 1 (space 1) discards 1 fame face up.",
        "Cursed Ship goes to the adventure discard pile.",
        "Parley is turned up from the adventure deck.",
        "Turn 7: Carlo plays a movement card, repairs, accuses or passes.",
    ]
    assert state["fame"]["E1"] == 0 and state["fame"]["S1"] == 1
    assert len(state["adv_discard"]) == 11 and state["adv_deck_count"] == 18


def test_spm_ex_17_damage_and_fame_at_fixed_spaces() -> None:
    state = build(
        "1:E1 2:S1 3:D1 4:E2* 5:S2 6:D2 7:E3 8:S3 9:D3", active="kraken", next_cards=["mermaids"]
    )
    state = play(state, ADAM, "pass")
    assert {s for s, d in state["damaged"].items() if d} == {"S3", "D2", "E2"}
    assert state["row"] == ["mermaids"]
    deck = state["adv_deck_count"]
    state = play(state, BEA, "pass")
    assert state["fame"]["S1"] == 1 and sum(state["fame"].values()) == 1
    assert state["adv_deck_count"] == deck - 1  # only the next active card; no fame card
    c = play(build(L0, active="cursed_waters"), ADAM, "pass")
    assert {s for s, d in c["damaged"].items() if d} == {"D3", "E3", "S2"}


def test_spm_ex_18_english_attack() -> None:
    state = build("1:S1 2:E1 3:E2 4:D1 5:E3* 6:S2 7:D2 8:S3 9:D3", active="english_attack")
    after, public, private = play_told(state, ADAM, "pass")
    assert private == {}
    assert public == [
        "Adam passes.",
        "English Attack is resolved.",
        "Spanish ship 1 (space 1) is damaged: turn it to its damaged side.",
        "English Attack goes to the adventure discard pile.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert {s for s, d in after["damaged"].items() if d} == {"S1", "E3"}
    assert sum(after["fame"].values()) == 0


def test_spm_ex_19_dutch_loot() -> None:
    state = build(
        "1:D1(2) 2:E1 3:D2*(1) 4:S1 5:S2 6:D3(1) 7:E2* 8:E3 9:S3", active="dutch_loot", deck=20
    )
    after, public, private = play_told(state, ADAM, "pass")
    assert private == {}
    assert public == [
        "Adam passes.",
        "Dutch Loot is resolved.",
        "Move 1 fame card from Dutch ship 1 to English ship 1.",
        "Move 1 fame card from Dutch ship 2 to Spanish ship 1.",
        "Dutch Loot goes to the adventure discard pile.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert line_text(after) == "1:D1(1) 2:E1(1) 3:D2* 4:S1(1) 5:S2 6:D3(1) 7:E2* 8:E3 9:S3"
    assert after["adv_deck_count"] == 19 and after["adv_discard"] == ["dutch_loot"]
    b = build("1:D1(2) 2:D2 3:E1 4:S1 5:S2 6:D3 7:E2 8:E3 9:S3", active="dutch_loot")
    assert play(b, ADAM, "pass")["fame"] == b["fame"]


def _mutiny(line: str) -> tuple[dict, list[str]]:
    state = build(line, players=4, active="mutiny", deck=20)
    state["revealed"]["S1"] = {"seat": BEA, "how": "accusation", "turn": 2}
    after, public, private = play_told(state, ADAM, "pass")
    assert private == {}
    return after, public


def test_spm_ex_20_mutiny() -> None:
    a, public = _mutiny("1:S1*(2) 2:E1(5) 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3")
    assert public == [
        "Adam passes.",
        "Mutiny is resolved.",
        "Adam reveals Pirate of English ship 1.",
        "English ship 1 discards 3 fame face up.",
        "Mutiny goes to the adventure discard pile.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert a["revealed"]["E1"]["seat"] == ADAM and a["revealed"]["E1"]["how"] == "mutiny"
    assert a["fame"]["E1"] == 2 and len(a["adv_discard"]) == 4
    b, public = _mutiny("1:D3(3) 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:E1")
    assert public == [
        "Adam passes.",
        "Mutiny is resolved.",
        "Nobody owns Dutch ship 3: nothing happens.",
        "Mutiny goes to the adventure discard pile.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert "D3" not in b["revealed"] and b["fame"]["D3"] == 3 and b["adv_discard"] == ["mutiny"]
    c, _public = _mutiny("1:S1(2) 2:E1*(4) 3:D1(2) 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3")
    assert c["revealed"]["E1"]["seat"] == ADAM and c["fame"]["E1"] == 2
    assert "D1" not in c["revealed"]


def test_spm_ex_21_there_be_fog_ahead() -> None:
    state = build(
        L0,
        offer=["fog_ahead", "sabotage", "lost_at_sea"],
        mv_deck=9,
        mv_discard=["sabotage"] * 3,
        active="kraken",
        deck=15,
        adv_discard=3,
    )
    after, public, private = play_told(state, ADAM, "play_movement", card="fog_ahead")
    assert private == {}
    assert public == [
        "Adam plays the There Be Fog Ahead! card.",
        "Kraken is discarded without effect.",
        "Full Speed Ahead is drawn and laid face up in the offer.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert not any(after["damaged"].values())
    assert len(after["adv_discard"]) == 4 and after["adv_discard"][-1] == "kraken"
    assert len(after["mv_discard"]) == 4 and len(after["mv_deck"]) == 8
    assert after["adv_deck_count"] == 14
