"""One test per worked example of the rules digest (SPM-EX-n)."""

from __future__ import annotations

import pytest

from companion.engines.base import RuleError
from tests.engines.spanish_main.builder import (
    ADAM,
    BEA,
    CARLO,
    DANA,
    ENGINE,
    L0,
    build,
    line_text,
    play,
)


def test_spm_ex_1_correct_accusation_rulebook_example() -> None:
    state = build(
        "1:E1 2:S1 3:D1 4:E2 5:S2(5) 6:D2 7:E3 8:S3 9:D3",
        players=4,
        active="maelstrom",
        deck=30,
        current=BEA,
    )
    state = play(state, BEA, "accuse", accused=ADAM, pirate="S2")
    assert state["revealed"]["S2"]["seat"] == ADAM
    assert state["banked"][BEA] == 3
    assert state["fame"]["S2"] == 2
    assert "E1" not in state["revealed"]
    assert state["damaged"]["D3"]
    assert state["adv_deck_count"] == 29
    assert state["current_seat"] == CARLO
    assert state["accusations"][-1]["correct"] is True
    with pytest.raises(RuleError) as err:
        play(state, CARLO, "accuse", accused=DANA, pirate="S2")
    assert (err.value.rule_id, err.value.message) == (
        "SPM-2.3.5",
        "that pirate has already been revealed",
    )


def test_spm_ex_2_damaged_ships_are_skipped() -> None:
    state = build("1:E1* 2:S1 3:D1* 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3", active="treasure_map", deck=40)
    state = play(state, ADAM, "pass")
    assert line_text(state) == "1:E1* 2:S1(1) 3:D1* 4:E2(1) 5:S2(1) 6:D2 7:E3 8:S3 9:D3"
    assert state["adv_deck_count"] == 37


def test_spm_ex_3_full_speed_ahead_at_the_front() -> None:
    state = build(
        "1:E1 2:S1 3:D1 4:E2*(1) 5:S2 6:D2 7:E3 8:S3 9:D3",
        offer=["full_speed_ahead", "sabotage", "lost_at_sea"],
        active="kraken",
        mv_deck=10,
    )
    after = play(state, ADAM, "play_movement", card="full_speed_ahead", space=4)
    # Kraken then damages 8, 6 and 4; the line itself is what the example checks.
    assert after["line"] == ["E2", "E1", "S1", "D1", "S2", "D2", "E3", "S3", "D3"]
    assert after["damaged"]["E2"] and after["fame"]["E2"] == 1
    assert after["mv_discard"] == ["full_speed_ahead"]
    assert len(after["mv_deck"]) == 9 and len(after["offer"]) == 3
    # (b) on the ship already in space 1: legal, nothing moves (RULING SPM-Q-14).
    same = play(state, ADAM, "play_movement", card="full_speed_ahead", space=1)
    assert same["line"] == state["line"]


def test_spm_ex_4_lost_at_sea_at_the_tail_and_in_the_middle() -> None:
    state = build(L0, offer=["lost_at_sea", "sabotage", "sabotage"], active="parley")
    a = play(state, ADAM, "play_movement", card="lost_at_sea", space=7)
    assert a["line"] == ["E1", "S1", "D1", "E2", "S2", "D2", "S3", "D3", "E3"]
    b = play(state, ADAM, "play_movement", card="lost_at_sea", space=2)
    assert b["line"] == ["E1", "D1", "E2", "S2", "D2", "E3", "S3", "S1", "D3"]


def test_spm_ex_5_temporary_alliance() -> None:
    state = build(L0, offer=["temporary_alliance", "sabotage", "sabotage"], active="volcano")
    a = play(state, ADAM, "play_movement", card="temporary_alliance", space=2, second_space=3)
    assert a["line"] == ["S1", "D1", "E1", "E2", "S2", "D2", "E3", "S3", "D3"]
    b = play(state, ADAM, "play_movement", card="temporary_alliance", space=6, second_space=7)
    assert b["line"] == ["E1", "S1", "D2", "E3", "D1", "E2", "S2", "S3", "D3"]
    with pytest.raises(RuleError) as err:
        play(state, ADAM, "play_movement", card="temporary_alliance", space=2, second_space=4)
    assert (err.value.rule_id, err.value.message) == (
        "SPM-2.1.2.3",
        "choose two ships that sit side by side",
    )


def test_spm_ex_6_caught_in_a_rip() -> None:
    state = build(L0, offer=["caught_in_a_rip", "sabotage", "sabotage"], active="volcano")
    a = play(state, ADAM, "play_movement", card="caught_in_a_rip", space=7, second_space=8)
    assert a["line"] == ["E1", "S1", "D1", "E2", "S2", "D2", "D3", "E3", "S3"]
    b = play(state, ADAM, "play_movement", card="caught_in_a_rip", space=2, second_space=3)
    assert b["line"] == ["E1", "E2", "S2", "D2", "S1", "D1", "E3", "S3", "D3"]


def test_spm_ex_7_advance_frontmost_first() -> None:
    state = build(
        "1:S1 2:D1 3:E1 4:E2 5:S2 6:D2 7:S3 8:E3 9:D3",
        offer=["english_advance", "sabotage", "sabotage"],
        active="parley",
    )
    a = play(state, ADAM, "play_movement", card="english_advance")
    assert a["line"] == ["E1", "E2", "S1", "D1", "S2", "E3", "D2", "S3", "D3"]
    assert a["line"] != ["S1", "E1", "E2", "D1", "S2", "E3", "D2", "S3", "D3"]
    state = build(
        "1:E1 2:E2 3:S1 4:D1 5:E3 6:S2 7:D2 8:S3 9:D3",
        offer=["english_advance", "sabotage", "sabotage"],
        active="parley",
    )
    b = play(state, ADAM, "play_movement", card="english_advance")
    assert b["line"] == ["E2", "E1", "E3", "S1", "D1", "S2", "D2", "S3", "D3"]  # SPM-Q-15


def test_spm_ex_8_retreat_rearmost_first() -> None:
    state = build(
        "1:E1 2:S1 3:E2 4:S2 5:D1 6:D2 7:E3 8:S3 9:D3",
        offer=["dutch_retreat", "sabotage", "sabotage"],
        active="parley",
    )
    after = play(state, ADAM, "play_movement", card="dutch_retreat")
    assert after["line"] == ["E1", "S1", "E2", "S2", "E3", "S3", "D1", "D2", "D3"]
    assert after["line"] != ["E1", "S1", "E2", "S2", "E3", "D1", "D2", "S3", "D3"]


def test_spm_ex_9_sabotage_then_storm_ahead() -> None:
    state = build(
        "1:E1 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3*",
        offer=["sabotage", "lost_at_sea", "temporary_alliance"],
        mv_deck=10,
        mv_discard=["lost_at_sea"] * 4,
        active="storm_ahead",
        deck=20,
        adv_discard=6,
    )
    after = play(state, ADAM, "play_movement", card="sabotage", space=1)
    assert len(after["mv_discard"]) == 5 and len(after["mv_deck"]) == 9
    assert after["offer"][:2] == ["lost_at_sea", "temporary_alliance"]
    assert len(after["adv_discard"]) == 7 and after["adv_deck_count"] == 19
    assert {s for s, d in after["damaged"].items() if d} == {"E1", "E3", "S3", "D3"}
    with pytest.raises(RuleError) as err:
        play(state, ADAM, "play_movement", card="sabotage", space=9)
    assert (err.value.rule_id, err.value.message) == (
        "SPM-2.1.2.7",
        "Sabotage! must target an undamaged ship",
    )


def test_spm_ex_10_repair_then_volcano() -> None:
    state = build("1:E1* 2:S1 3:D1*(2) 4:E2 5:S2 6:D2 7:E3 8:S3* 9:D3", active="volcano", deck=12)
    after = play(state, ADAM, "repair")
    assert line_text(after) == "1:E1* 2:S1 3:D1(2) 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3"
    assert after["adv_deck_count"] == 11


def test_spm_ex_11_correct_accusation_odd_fame_and_protection() -> None:
    state = build(
        "1:E1 2:S1 3:D1(3) 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3", active="secret_charts", deck=20
    )
    after = play(state, ADAM, "accuse", accused=CARLO, pirate="D1")
    assert after["revealed"]["D1"]["seat"] == CARLO
    assert after["banked"][ADAM] == 2 and after["fame"]["D1"] == 1
    assert after["fame"]["E1"] == 1 and after["fame"]["S1"] == 1
    assert after["adv_deck_count"] == 18
    for accused in (CARLO, ADAM):
        with pytest.raises(RuleError) as err:
            play(after, BEA, "accuse", accused=accused, pirate="D1")
        assert (err.value.rule_id, err.value.message) == (
            "SPM-2.3.5",
            "that pirate has already been revealed",
        )
    zero = build(L0, active="secret_charts", deck=20)
    zero = play(zero, ADAM, "accuse", accused=CARLO, pirate="D1")
    assert zero["revealed"]["D1"]["seat"] == CARLO and zero["banked"][ADAM] == 0


def test_spm_ex_12_wrong_accusation_and_sneaky_bluff() -> None:
    state = build(L0, active="maelstrom", deck=20, current=BEA)
    after = play(state, BEA, "accuse", accused=CARLO, pirate="S1")
    assert after["accusations"][-1]["correct"] is False
    assert after["revealed"] == {} and after["banked"] == [0, 0, 0]
    assert after["damaged"]["D3"] and after["adv_deck_count"] == 19
    view = ENGINE.player_view(after, None)
    assert "Carlo is not Pirate of Spanish ship 1." in [e["text"] for e in view["turn_log"]]
    with pytest.raises(RuleError) as err:
        play(state, BEA, "accuse", accused=BEA, pirate="E1")
    assert (err.value.rule_id, err.value.message) == (
        "SPM-2.3.1",
        "you must accuse another player",
    )
    unheld = play(state, BEA, "accuse", accused=ADAM, pirate="D3")  # RULING SPM-Q-13
    assert unheld["accusations"][-1]["correct"] is False


@pytest.mark.parametrize(
    ("players", "each", "unowned", "hand", "mv_deck_hand", "row", "deck_row"),
    [(2, 3, 3, 4, 16, 2, 56), (3, 2, 3, 3, 15, 3, 55), (4, 2, 1, 3, 12, 4, 54)],
)
def test_spm_ex_13_setup_for_2_3_and_4_players(
    players: int, each: int, unowned: int, hand: int, mv_deck_hand: int, row: int, deck_row: int
) -> None:
    from tests.engines.spanish_main.builder import seats

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
    wrong = ["E1", "E2", "E3"][: 5 - each]
    with pytest.raises(RuleError) as err:
        play(physical, 0, "enter_pirates", pirates=wrong)
    words = {2: "two", 3: "three", 4: "four"}
    assert (err.value.rule_id, err.value.message) == (
        "SPM-1.4",
        f"in a {words[players]}-player game each player has {each} pirate cards",
    )


def test_spm_ex_14_fame_to_fixed_spaces_with_a_damaged_ship() -> None:
    state = build(
        "1:E1 2:S1 3:D1* 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3", active="island_discovery", deck=30
    )
    after = play(state, ADAM, "pass")
    assert line_text(after) == "1:E1(1) 2:S1(1) 3:D1* 4:E2(1) 5:S2 6:D2 7:E3 8:S3 9:D3"
    assert after["adv_deck_count"] == 27


def test_spm_ex_15_awards_of_two_fame() -> None:
    a = build("1:E1* 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3", active="cursed_treasure", deck=25)
    a = play(a, ADAM, "pass")
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
    state = play(state, ADAM, "pass")
    assert (state["fame"]["D3"], state["fame"]["S3"], state["fame"]["E3"]) == (0, 0, 1)
    assert len(state["adv_discard"]) == 8 and state["adv_deck_count"] == 19
    assert state["row"] == ["cursed_ship"]
    state = play(state, BEA, "pass")
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
    after = play(state, ADAM, "pass")
    assert {s for s, d in after["damaged"].items() if d} == {"S1", "E3"}
    assert sum(after["fame"].values()) == 0


def test_spm_ex_19_dutch_loot() -> None:
    state = build(
        "1:D1(2) 2:E1 3:D2*(1) 4:S1 5:S2 6:D3(1) 7:E2* 8:E3 9:S3", active="dutch_loot", deck=20
    )
    after = play(state, ADAM, "pass")
    assert line_text(after) == "1:D1(1) 2:E1(1) 3:D2* 4:S1(1) 5:S2 6:D3(1) 7:E2* 8:E3 9:S3"
    assert after["adv_deck_count"] == 19 and after["adv_discard"] == ["dutch_loot"]
    b = build("1:D1(2) 2:D2 3:E1 4:S1 5:S2 6:D3 7:E2 8:E3 9:S3", active="dutch_loot")
    assert play(b, ADAM, "pass")["fame"] == b["fame"]


def _mutiny(line: str) -> dict:
    state = build(line, players=4, active="mutiny", deck=20)
    state["revealed"]["S1"] = {"seat": BEA, "how": "accusation", "turn": 2}
    return play(state, ADAM, "pass")


def test_spm_ex_20_mutiny() -> None:
    a = _mutiny("1:S1*(2) 2:E1(5) 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3")
    assert a["revealed"]["E1"]["seat"] == ADAM and a["revealed"]["E1"]["how"] == "mutiny"
    assert a["fame"]["E1"] == 2 and len(a["adv_discard"]) == 4
    b = _mutiny("1:D3(3) 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:E1")
    assert "D3" not in b["revealed"] and b["fame"]["D3"] == 3 and b["adv_discard"] == ["mutiny"]
    c = _mutiny("1:S1(2) 2:E1*(4) 3:D1(2) 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3")
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
    after = play(state, ADAM, "play_movement", card="fog_ahead")
    assert not any(after["damaged"].values())
    assert len(after["adv_discard"]) == 4 and after["adv_discard"][-1] == "kraken"
    assert len(after["mv_discard"]) == 4 and len(after["mv_deck"]) == 8
    assert after["adv_deck_count"] == 14


def test_spm_ex_22_last_card_too_few_fame_cards_and_scoring() -> None:
    state = build(
        "1:E1*(2) 2:S1(3) 3:D1(1) 4:E2(4) 5:S2(2) 6:D2 7:E3(3) 8:S3 9:D3*(2)",
        active="treasure_map",
        deck=1,
        current=BEA,
        banked=[2, 0, 1],
    )
    after = play(state, BEA, "pass")
    assert after["fame"]["S1"] == 4 and after["fame"]["E2"] == 5
    assert after["fame"]["D1"] == 2 and after["owed"]["D1"] == 1
    assert ENGINE.is_over(after)
    assert set(after["revealed"]) == {"E1", "S2", "S1", "D2", "D1", "E3"}
    result = ENGINE.final_result(after)
    assert result.scores == {ADAM: 6.0, BEA: 4.0, CARLO: 6.0}
    assert result.winners == [CARLO]
    with pytest.raises(RuleError) as err:
        play(after, CARLO, "pass")
    assert (err.value.rule_id, err.value.message) == (
        "GAME-OVER",
        "the game is over: no more moves can be entered",
    )


def test_spm_ex_23_three_way_tie_most_advanced_ship() -> None:
    state = build(
        "1:D3(5) 2:S3*(1) 3:E1(2) 4:D1*(3) 5:S1(2) 6:E2 7:S2*(1) 8:E3 9:D2*(1)",
        players=4,
        banked=[1, 1, 0, 3],
    )
    from companion.engines.spanish_main.scoring import score

    state["result"] = score(state)
    result = ENGINE.final_result(state)
    assert result.scores == {ADAM: 4.0, BEA: 4.0, CARLO: 3.0, DANA: 4.0}
    assert result.winners == [DANA]
    assert result.places == {DANA: 1, ADAM: 2, BEA: 3, CARLO: 4}


def test_spm_ex_23_b_sealed_mode_a_liar_cannot_win() -> None:
    # The same line one turn before the end, in sealed mode (RULING SPM-Q-12). Adam accuses
    # Dana of being p(S3), which is true, and Dana denies it. The last adventure, Volcano,
    # only damages D3 (unowned), so the final line scores exactly as in SPM-EX-23.
    state = build(
        "1:D3(5) 2:S3*(1) 3:E1(2) 4:D1*(3) 5:S1(2) 6:E2 7:S2*(1) 8:E3 9:D2*(1)",
        players=4,
        banked=[1, 1, 0, 3],
        active="volcano",
        deck=0,
        identity_mode="sealed",
    )
    state = play(state, ADAM, "accuse", accused=DANA, pirate="S3")
    assert not ENGINE.is_over(state)  # the adventure waits for Dana's answer
    state = play(state, DANA, "answer_accusation", answer="deny")
    assert ENGINE.is_over(state)
    assert state["fame"]["S3"] == 1 and state["banked"] == [1, 1, 0, 3]  # nothing moved
    assert state["damaged"]["D3"]
    result = ENGINE.final_result(state)
    assert result.scores == {ADAM: 4.0, BEA: 4.0, CARLO: 3.0, DANA: 4.0}
    # SPM-4.7: Dana cannot win; Adam's E1 (space 3) is ahead of Bea's S1 (space 5).
    assert result.winners == [ADAM]
    # RULING SPM-Q-21: liars come last.
    assert result.places == {ADAM: 1, BEA: 2, CARLO: 3, DANA: 4}
    assert state["result"]["liars"] == [DANA]
    assert state["result"]["lies"] == [
        {"turn": 5, "seat": DANA, "pirate": "S3", "kind": "false_denial"}
    ]
    # SPM-4.2: identities are revealed, and the denied accusation is now known to be correct.
    assert state["revealed"]["S3"]["seat"] == DANA
    assert state["accusations"][-1] == {
        "turn": 5,
        "accuser": ADAM,
        "accused": DANA,
        "pirate": "S3",
        "correct": True,
        "taken": 0,
        "answer": "deny",
    }
    view = ENGINE.player_view(state, None)
    assert view["result"]["liars"] == [DANA] and view["result"]["winners"] == [ADAM]


def test_spm_ex_24_the_last_card_turned_up_is_still_played() -> None:
    state = build(L0, active="volcano", deck=1, next_cards=["secret_charts"])
    state = play(state, ADAM, "pass")
    assert state["damaged"]["E1"] and state["row"] == ["secret_charts"]
    assert state["adv_deck_count"] == 0 and not ENGINE.is_over(state)
    state = play(state, BEA, "pass")
    assert state["owed"]["S1"] == 1 and state["fame"]["S1"] == 1 and state["fame"]["D1"] == 1
    assert ENGINE.is_over(state)
    result = ENGINE.final_result(state)
    assert result.scores == {ADAM: 0.0, BEA: 1.0, CARLO: 1.0}
    assert result.winners == [BEA]


def test_spm_ex_25_the_movement_draw_pile_runs_out() -> None:
    state = build(
        L0,
        offer=["sabotage", "lost_at_sea", "full_speed_ahead"],
        mv_deck=0,
        mv_discard=["sabotage"] * 5,
        active="parley",
    )
    after = play(state, ADAM, "play_movement", card="lost_at_sea", space=1)
    assert after["line"] == ["S1", "D1", "E2", "S2", "D2", "E3", "E1", "S3", "D3"]
    assert len(after["mv_deck"]) == 5 and after["mv_discard"] == [] and len(after["offer"]) == 3


def test_spm_ex_26_passing_with_and_without_a_swap() -> None:
    state = build(
        L0,
        offer=["sabotage", "fog_ahead", "caught_in_a_rip"],
        mv_deck=12,
        mv_discard=["lost_at_sea"] * 4,
        active="maelstrom",
        deck=20,
        current=BEA,
    )
    after = play(state, BEA, "pass", discard="sabotage")
    assert len(after["mv_discard"]) == 5 and len(after["mv_deck"]) == 11
    assert after["offer"][:2] == ["fog_ahead", "caught_in_a_rip"]
    assert after["damaged"]["D3"] and after["adv_deck_count"] == 19
    plain = play(state, BEA, "pass")
    assert plain["offer"] == state["offer"] and plain["mv_deck"] == state["mv_deck"]
    with pytest.raises(RuleError) as err:
        play(state, BEA, "pass", discard="lost_at_sea")
    assert (err.value.rule_id, err.value.message) == (
        "SPM-2.4.2",
        "you can only discard one of the face-up movement cards",
    )


def test_spm_ex_27_hand_of_movement_cards() -> None:
    hands = {
        ADAM: ["sabotage", "lost_at_sea", "sabotage"],
        BEA: ["lost_at_sea"] * 3,
        CARLO: ["sabotage"] * 3,
    }
    state = build(
        "1:E1 2:S1 3:D1(2) 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3",
        movement_hand=True,
        hands=hands,
        mv_deck=15,
        active="parley",
        deck=20,
    )
    state = play(state, ADAM, "accuse", accused=BEA, pirate="D1", discard="sabotage")
    assert state["waiting"][0]["kind"] == "discard"
    assert ENGINE.player_view(state, None)["waiting_for"][0]["seats"] == [BEA]
    state = play(state, BEA, "discard_movement", card="lost_at_sea")
    assert len(state["mv_discard"]) == 2
    assert [len(state["hands"][str(s)]) for s in range(3)] == [2, 2, 3]
    state["current_seat"] = ADAM
    state = play(state, ADAM, "play_movement", card="lost_at_sea", space=9)
    assert len(state["hands"]["0"]) == 2
    state["current_seat"] = ADAM
    state = play(state, ADAM, "accuse", accused=CARLO, pirate="D1", discard="sabotage")
    state = play(state, CARLO, "discard_movement", card="sabotage")
    assert state["revealed"]["D1"]["seat"] == CARLO
    assert [len(state["hands"][str(s)]) for s in (ADAM, CARLO)] == [1, 2]
    state["current_seat"] = ADAM
    with pytest.raises(RuleError) as err:
        play(state, ADAM, "accuse", accused=BEA, pirate="S1", discard=state["hands"]["0"][0])
    assert (err.value.rule_id, err.value.message) == (
        "SPM-5.2.5",
        "with only one movement card in hand you cannot accuse",
    )
    assert "accuse" not in [m.type for m in ENGINE.legal_moves(state, ADAM)]
    from tests.engines.spanish_main.builder import seats

    two = ENGINE.setup({"movement_hand": True}, seats(2), seed=1)
    assert all(len(h) == 4 for h in two["hands"].values()) and len(two["mv_deck"]) == 16


def test_spm_ex_28_imminent_adventures() -> None:
    state = build(
        L0, imminent_adventures=True, active=["kraken", "treasure_map", "mermaids"], deck=55
    )
    state = play(state, ADAM, "pass")
    assert {s for s, d in state["damaged"].items() if d} == {"S3", "D2", "E2"}
    assert state["row"][:2] == ["treasure_map", "mermaids"] and len(state["row"]) == 3
    assert state["adv_deck_count"] == 54
    state = play(state, BEA, "pass")
    assert state["fame"]["E1"] == state["fame"]["S1"] == state["fame"]["D1"] == 1
    assert state["adv_deck_count"] == 51 and len(state["row"]) == 3
    end = build(L0, imminent_adventures=True, active=["parley", "kraken", "mermaids"], deck=0)
    for seat in (ADAM, BEA):
        end = play(end, seat, "pass")
        assert not ENGINE.is_over(end)
    assert len(end["row"]) == 1
    end = play(end, CARLO, "pass")
    assert ENGINE.is_over(end)


def test_spm_ex_29_extended_version_discards_first() -> None:
    state = build(L0, extended_fame=True, active="island_discovery", deck=10, adv_discard=2)
    after = play(state, ADAM, "pass")
    assert [after["fame"][s] for s in ("E1", "S1", "D1", "E2")] == [1, 1, 1, 1]
    assert after["adv_discard"] == [] and after["adv_deck_count"] == 8
    plain = play(build(L0, active="island_discovery", deck=10, adv_discard=2), ADAM, "pass")
    assert plain["adv_deck_count"] == 6
