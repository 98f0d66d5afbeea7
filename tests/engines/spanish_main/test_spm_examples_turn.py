"""Worked examples of the rules digest (SPM-EX-1 to SPM-EX-12): the actions of a turn."""

from __future__ import annotations

import pytest

from companion.engines.base import RuleError
from tests.engines.spanish_main.builders import (
    ADAM,
    BEA,
    CARLO,
    DANA,
    L0,
    build,
    line_text,
    play,
    play_told,
)


def test_spm_ex_1_correct_accusation_rulebook_example() -> None:
    state = build(
        "1:E1 2:S1 3:D1 4:E2 5:S2(5) 6:D2 7:E3 8:S3 9:D3",
        players=4,
        active="maelstrom",
        deck=30,
        current=BEA,
    )
    state, public, private = play_told(state, BEA, "accuse", accused=ADAM, pirate="S2")
    assert private == {}
    assert public == [
        "Bea accuses Adam of being Pirate of Spanish ship 2: right.",
        "Adam lays Pirate of Spanish ship 2 face up; Bea banks 3 fame from Spanish ship 2, which keeps 2.",
        "Maelstrom is resolved.",
        "Dutch ship 3 (space 9) is damaged: turn it to its damaged side.",
        "Maelstrom goes to the adventure discard pile.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Carlo plays a movement card, repairs, accuses or passes.",
    ]
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
        "Pirate of Spanish ship 2 has already been revealed.",
    )


def test_spm_ex_2_damaged_ships_are_skipped() -> None:
    state = build("1:E1* 2:S1 3:D1* 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3", active="treasure_map", deck=40)
    state, public, private = play_told(state, ADAM, "pass")
    assert private == {}
    assert public == [
        "Adam passes.",
        "Treasure Map is resolved.",
        "Spanish ship 1 gains 1 fame: a card from the adventure deck.",
        "English ship 2 gains 1 fame: a card from the adventure deck.",
        "Spanish ship 2 gains 1 fame: the Treasure Map card.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert line_text(state) == "1:E1* 2:S1(1) 3:D1* 4:E2(1) 5:S2(1) 6:D2 7:E3 8:S3 9:D3"
    assert state["adv_deck_count"] == 37


def test_spm_ex_3_full_speed_ahead_at_the_front() -> None:
    state = build(
        "1:E1 2:S1 3:D1 4:E2*(1) 5:S2 6:D2 7:E3 8:S3 9:D3",
        offer=["full_speed_ahead", "sabotage", "lost_at_sea"],
        active="kraken",
        mv_deck=10,
    )
    after, public, private = play_told(
        state, ADAM, "play_movement", card="full_speed_ahead", space=4
    )
    assert private == {}
    assert public == [
        "Adam plays the Full Speed Ahead card.",
        "English ship 2 goes from space 4 to space 1.",
        "Kraken is resolved.",
        "Spanish ship 3 (space 8) is damaged: turn it to its damaged side.",
        "Dutch ship 2 (space 6) is damaged: turn it to its damaged side.",
        "Dutch ship 1 (space 4) is damaged: turn it to its damaged side.",
        "Kraken goes to the adventure discard pile.",
        "Full Speed Ahead is drawn and laid face up in the offer.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
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
    a, public, private = play_told(state, ADAM, "play_movement", card="lost_at_sea", space=7)
    assert private == {}
    assert public == [
        "Adam plays the Lost at Sea card.",
        "English ship 3 goes from space 7 to space 9.",
        "Parley is resolved.",
        "English ship 1 gains 1 fame: a card from the adventure deck.",
        "Spanish ship 1 gains 1 fame: a card from the adventure deck.",
        "Dutch ship 1 gains 1 fame: a card from the adventure deck.",
        "English ship 2 gains 1 fame: the Parley card.",
        "Full Speed Ahead is drawn and laid face up in the offer.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert a["line"] == ["E1", "S1", "D1", "E2", "S2", "D2", "S3", "D3", "E3"]
    b = play(state, ADAM, "play_movement", card="lost_at_sea", space=2)
    assert b["line"] == ["E1", "D1", "E2", "S2", "D2", "E3", "S3", "S1", "D3"]


def test_spm_ex_5_temporary_alliance() -> None:
    state = build(L0, offer=["temporary_alliance", "sabotage", "sabotage"], active="volcano")
    a, public, private = play_told(
        state, ADAM, "play_movement", card="temporary_alliance", space=2, second_space=3
    )
    assert private == {}
    assert public == [
        "Adam plays the Temporary Alliance card.",
        "Spanish ship 1 and Dutch ship 1 now sit in spaces 1 and 2.",
        "Volcano is resolved.",
        "Spanish ship 1 (space 1) is damaged: turn it to its damaged side.",
        "Volcano goes to the adventure discard pile.",
        "Full Speed Ahead is drawn and laid face up in the offer.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert a["line"] == ["S1", "D1", "E1", "E2", "S2", "D2", "E3", "S3", "D3"]
    b = play(state, ADAM, "play_movement", card="temporary_alliance", space=6, second_space=7)
    assert b["line"] == ["E1", "S1", "D2", "E3", "D1", "E2", "S2", "S3", "D3"]
    with pytest.raises(RuleError) as err:
        play(state, ADAM, "play_movement", card="temporary_alliance", space=2, second_space=4)
    assert (err.value.rule_id, err.value.message) == (
        "SPM-2.1.2.3",
        "Choose two ships that sit side by side.",
    )


def test_spm_ex_6_caught_in_a_rip() -> None:
    state = build(L0, offer=["caught_in_a_rip", "sabotage", "sabotage"], active="volcano")
    a, public, private = play_told(
        state, ADAM, "play_movement", card="caught_in_a_rip", space=7, second_space=8
    )
    assert private == {}
    assert public == [
        "Adam plays the Caught in a Rip card.",
        "English ship 3 and Spanish ship 3 now sit in spaces 8 and 9.",
        "Volcano is resolved.",
        "English ship 1 (space 1) is damaged: turn it to its damaged side.",
        "Volcano goes to the adventure discard pile.",
        "Full Speed Ahead is drawn and laid face up in the offer.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert a["line"] == ["E1", "S1", "D1", "E2", "S2", "D2", "D3", "E3", "S3"]
    b = play(state, ADAM, "play_movement", card="caught_in_a_rip", space=2, second_space=3)
    assert b["line"] == ["E1", "E2", "S2", "D2", "S1", "D1", "E3", "S3", "D3"]


def test_spm_ex_7_advance_frontmost_first() -> None:
    state = build(
        "1:S1 2:D1 3:E1 4:E2 5:S2 6:D2 7:S3 8:E3 9:D3",
        offer=["english_advance", "sabotage", "sabotage"],
        active="parley",
    )
    a, public, private = play_told(state, ADAM, "play_movement", card="english_advance")
    assert private == {}
    assert public == [
        "Adam plays the English Advance card.",
        "Lay out the line again: 1: English ship 1, 2: English ship 2, 3: Spanish ship 1, 4: Dutch ship 1, 5: Spanish ship 2, 6: English ship 3, 7: Dutch ship 2, 8: Spanish ship 3 and 9: Dutch ship 3.",
        "Parley is resolved.",
        "English ship 1 gains 1 fame: a card from the adventure deck.",
        "English ship 2 gains 1 fame: a card from the adventure deck.",
        "Spanish ship 1 gains 1 fame: a card from the adventure deck.",
        "Dutch ship 1 gains 1 fame: the Parley card.",
        "Full Speed Ahead is drawn and laid face up in the offer.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
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
    after, public, private = play_told(state, ADAM, "play_movement", card="dutch_retreat")
    assert private == {}
    assert public == [
        "Adam plays the Dutch Retreat card.",
        "Lay out the line again: 1: English ship 1, 2: Spanish ship 1, 3: English ship 2, 4: Spanish ship 2, 5: English ship 3, 6: Spanish ship 3, 7: Dutch ship 1, 8: Dutch ship 2 and 9: Dutch ship 3.",
        "Parley is resolved.",
        "English ship 1 gains 1 fame: a card from the adventure deck.",
        "Spanish ship 1 gains 1 fame: a card from the adventure deck.",
        "English ship 2 gains 1 fame: a card from the adventure deck.",
        "Spanish ship 2 gains 1 fame: the Parley card.",
        "Full Speed Ahead is drawn and laid face up in the offer.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
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
    after, public, private = play_told(state, ADAM, "play_movement", card="sabotage", space=1)
    assert private == {}
    assert public == [
        "Adam plays the Sabotage! card.",
        "English ship 1 (space 1) is damaged: turn it to its damaged side.",
        "Storm Ahead is resolved.",
        "Spanish ship 3 (space 8) is damaged: turn it to its damaged side.",
        "English ship 3 (space 7) is damaged: turn it to its damaged side.",
        "Storm Ahead goes to the adventure discard pile.",
        "Full Speed Ahead is drawn and laid face up in the offer.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert len(after["mv_discard"]) == 5 and len(after["mv_deck"]) == 9
    assert after["offer"][:2] == ["lost_at_sea", "temporary_alliance"]
    assert len(after["adv_discard"]) == 7 and after["adv_deck_count"] == 19
    assert {s for s, d in after["damaged"].items() if d} == {"E1", "E3", "S3", "D3"}
    with pytest.raises(RuleError) as err:
        play(state, ADAM, "play_movement", card="sabotage", space=9)
    assert (err.value.rule_id, err.value.message) == (
        "SPM-2.1.2.7",
        "Sabotage! must target an undamaged ship.",
    )


def test_spm_ex_10_repair_then_volcano() -> None:
    state = build("1:E1* 2:S1 3:D1*(2) 4:E2 5:S2 6:D2 7:E3 8:S3* 9:D3", active="volcano", deck=12)
    after, public, private = play_told(state, ADAM, "repair")
    assert private == {}
    assert public == [
        "Adam repairs English ship 1, Dutch ship 1 and Spanish ship 3: turn them to their undamaged side.",
        "Volcano is resolved.",
        "English ship 1 (space 1) is damaged: turn it to its damaged side.",
        "Volcano goes to the adventure discard pile.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert line_text(after) == "1:E1* 2:S1 3:D1(2) 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3"
    assert after["adv_deck_count"] == 11


def test_spm_ex_11_correct_accusation_odd_fame_and_protection() -> None:
    state = build(
        "1:E1 2:S1 3:D1(3) 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3", active="secret_charts", deck=20
    )
    after, public, private = play_told(state, ADAM, "accuse", accused=CARLO, pirate="D1")
    assert private == {}
    assert public == [
        "Adam accuses Carlo of being Pirate of Dutch ship 1: right.",
        "Carlo lays Pirate of Dutch ship 1 face up; Adam banks 2 fame from Dutch ship 1, which keeps 1.",
        "Secret Charts is resolved.",
        "English ship 1 gains 1 fame: a card from the adventure deck.",
        "Spanish ship 1 gains 1 fame: the Secret Charts card.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert after["revealed"]["D1"]["seat"] == CARLO
    assert after["banked"][ADAM] == 2 and after["fame"]["D1"] == 1
    assert after["fame"]["E1"] == 1 and after["fame"]["S1"] == 1
    assert after["adv_deck_count"] == 18
    for accused in (CARLO, ADAM):
        with pytest.raises(RuleError) as err:
            play(after, BEA, "accuse", accused=accused, pirate="D1")
        assert (err.value.rule_id, err.value.message) == (
            "SPM-2.3.5",
            "Pirate of Dutch ship 1 has already been revealed.",
        )
    zero = build(L0, active="secret_charts", deck=20)
    zero, public, _private = play_told(zero, ADAM, "accuse", accused=CARLO, pirate="D1")
    assert public[1] == (
        "Carlo lays Pirate of Dutch ship 1 face up; Dutch ship 1 has no fame for Adam to bank."
    )
    assert zero["revealed"]["D1"]["seat"] == CARLO and zero["banked"][ADAM] == 0


def test_spm_ex_12_wrong_accusation_and_sneaky_bluff() -> None:
    state = build(L0, active="maelstrom", deck=20, current=BEA)
    after, public, private = play_told(state, BEA, "accuse", accused=CARLO, pirate="S1")
    assert after["accusations"][-1]["correct"] is False
    assert after["revealed"] == {} and after["banked"] == [0, 0, 0]
    assert after["damaged"]["D3"] and after["adv_deck_count"] == 19
    assert public == [
        "Bea accuses Carlo of being Pirate of Spanish ship 1: wrong.",
        "Nothing is revealed and no fame moves.",
        "Maelstrom is resolved.",
        "Dutch ship 3 (space 9) is damaged: turn it to its damaged side.",
        "Maelstrom goes to the adventure discard pile.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Carlo plays a movement card, repairs, accuses or passes.",
    ]
    assert private == {}
    with pytest.raises(RuleError) as err:
        play(state, BEA, "accuse", accused=BEA, pirate="E1")
    assert (err.value.rule_id, err.value.message) == (
        "SPM-2.3.1",
        "You must accuse another player.",
    )
    unheld = play(state, BEA, "accuse", accused=ADAM, pirate="D3")  # RULING SPM-Q-13
    assert unheld["accusations"][-1]["correct"] is False
