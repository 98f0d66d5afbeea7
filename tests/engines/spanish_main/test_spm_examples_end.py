"""Worked examples of the rules digest (SPM-EX-22 to SPM-EX-29): the end of the game,
scoring and the advanced rules."""

from __future__ import annotations

import pytest

from companion.engines.base import MoveInputError, RuleError
from companion.engines.text import english
from tests.engines.spanish_main.builders import (
    ADAM,
    BEA,
    CARLO,
    DANA,
    ENGINE,
    L0,
    build,
    play,
    play_told,
)


def test_spm_ex_22_last_card_too_few_fame_cards_and_scoring() -> None:
    state = build(
        "1:E1*(2) 2:S1(3) 3:D1(1) 4:E2(4) 5:S2(2) 6:D2 7:E3(3) 8:S3 9:D3*(2)",
        active="treasure_map",
        deck=1,
        current=BEA,
        banked=[2, 0, 1],
    )
    after, public, private = play_told(state, BEA, "pass")
    assert private == {}
    assert public == [
        "Bea passes.",
        "Treasure Map is resolved.",
        "Spanish ship 1 gains 1 fame: a card from the adventure deck.",
        "Dutch ship 1 gains 1 fame: an owed point (no card left).",
        "English ship 2 gains 1 fame: the Treasure Map card.",
        "No adventure card is left: the game is over.",
        "Every pirate card is laid face up: Adam holds Pirate of English ship 1 and Pirate of Spanish ship 2, Bea holds Pirate of Dutch ship 2 and Pirate of Spanish ship 1 and Carlo holds Pirate of Dutch ship 1 and Pirate of English ship 3.",
        "Final fame: Carlo 6, Adam 6 and Bea 4.",
        "Carlo wins.",
    ]
    assert after["fame"]["S1"] == 4 and after["fame"]["E2"] == 5
    assert after["fame"]["D1"] == 2 and after["owed"]["D1"] == 1
    assert ENGINE.is_over(after)
    assert set(after["revealed"]) == {"E1", "S2", "S1", "D2", "D1", "E3"}
    result = ENGINE.final_result(after)
    assert result.scores == {ADAM: 6.0, BEA: 4.0, CARLO: 6.0}
    assert result.winners == [CARLO]
    with pytest.raises(MoveInputError) as err:
        play(after, CARLO, "pass")
    assert err.value.message == "The game is over: it takes no more entries."


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
    state, public, private = play_told(state, ADAM, "accuse", accused=DANA, pirate="S3")
    assert private == {}
    assert public == [
        "Adam accuses Dana of being Pirate of Spanish ship 3: Dana answers on their phone.",
    ]
    assert not ENGINE.is_over(state)  # the adventure waits for Dana's answer
    state, public, private = play_told(state, DANA, "answer_accusation", answer="deny")
    assert private == {}
    assert public == [
        "Dana says they are not Pirate of Spanish ship 3: nothing is revealed.",
        "Volcano is resolved.",
        "Dutch ship 3 (space 1) is damaged: turn it to its damaged side.",
        "Volcano goes to the adventure discard pile.",
        "No adventure card is left: the game is over.",
        "Every pirate card is laid face up: Adam holds Pirate of English ship 1 and Pirate of Spanish ship 2, Bea holds Pirate of Dutch ship 2 and Pirate of Spanish ship 1, Carlo holds Pirate of Dutch ship 1 and Pirate of English ship 3 and Dana holds Pirate of English ship 2 and Pirate of Spanish ship 3.",
        "Final fame: Adam 4, Bea 4, Carlo 3 and Dana 4.",
        "Dana lied about their ships and cannot win.",
        "Adam wins.",
    ]
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
    state, public, private = play_told(state, BEA, "pass")
    assert private == {}
    assert public == [
        "Bea passes.",
        "Secret Charts is resolved.",
        "Spanish ship 1 gains 1 fame: an owed point (no card left).",
        "Dutch ship 1 gains 1 fame: the Secret Charts card.",
        "No adventure card is left: the game is over.",
        "Every pirate card is laid face up: Adam holds Pirate of English ship 1 and Pirate of Spanish ship 2, Bea holds Pirate of Dutch ship 2 and Pirate of Spanish ship 1 and Carlo holds Pirate of Dutch ship 1 and Pirate of English ship 3.",
        "Final fame: Bea 1, Carlo 1 and Adam 0.",
        "Bea wins.",
    ]
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
    after, public, private = play_told(state, ADAM, "play_movement", card="lost_at_sea", space=1)
    assert private == {}
    assert public == [
        "Adam plays the Lost at Sea card.",
        "English ship 1 goes from space 1 to space 7.",
        "Parley is resolved.",
        "Spanish ship 1 gains 1 fame: a card from the adventure deck.",
        "Dutch ship 1 gains 1 fame: a card from the adventure deck.",
        "English ship 2 gains 1 fame: a card from the adventure deck.",
        "Spanish ship 2 gains 1 fame: the Parley card.",
        "Shuffle the movement discard pile to form a new draw pile.",
        "Lost at Sea is drawn and laid face up in the offer.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
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
    after, public, private = play_told(state, BEA, "pass", discard="sabotage")
    assert private == {}
    assert public == [
        "Bea passes and discards Sabotage! to draw a new card.",
        "Maelstrom is resolved.",
        "Dutch ship 3 (space 9) is damaged: turn it to its damaged side.",
        "Maelstrom goes to the adventure discard pile.",
        "Full Speed Ahead is drawn and laid face up in the offer.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Carlo plays a movement card, repairs, accuses or passes.",
    ]
    assert len(after["mv_discard"]) == 5 and len(after["mv_deck"]) == 11
    assert after["offer"][:2] == ["fog_ahead", "caught_in_a_rip"]
    assert after["damaged"]["D3"] and after["adv_deck_count"] == 19
    plain = play(state, BEA, "pass")
    assert plain["offer"] == state["offer"] and plain["mv_deck"] == state["mv_deck"]
    with pytest.raises(RuleError) as err:
        play(state, BEA, "pass", discard="lost_at_sea")
    assert (err.value.rule_id, err.value.message) == (
        "SPM-2.4.2",
        "You can only discard one of the face-up movement cards.",
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
    state, public, private = play_told(
        state, ADAM, "accuse", accused=BEA, pirate="D1", discard="sabotage"
    )
    assert public[:3] == [
        "Adam discards Sabotage! from their hand.",
        "Adam accuses Bea of being Pirate of Dutch ship 1: wrong.",
        "Nothing is revealed and no fame moves.",
    ]
    assert public[-1] == "Bea discards a movement card of their choice from their hand."
    assert private == {}
    assert state["waiting"][0]["kind"] == "discard"
    assert english(ENGINE.player_view(state, None)["waiting_for"][0]) == (
        "Bea discards a movement card of their choice from their hand."
    )
    state, public, private = play_told(state, BEA, "discard_movement", card="lost_at_sea")
    assert private == {}
    assert public == [
        "Bea discards Lost at Sea from their hand.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
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
        "With only one movement card in hand you cannot accuse.",
    )
    assert "accuse" not in [m.type for m in ENGINE.legal_moves(state, ADAM)]
    from tests.engines.spanish_main.builders import seats

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
