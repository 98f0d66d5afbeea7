"""Sealed identity mode (RULING SPM-Q-12): the accused answers, lies are possible and
secret, and a player shown at the end to have lied cannot win (SPM-2.3.4, SPM-4.7)."""

from __future__ import annotations

import pytest

from companion.engines.base import RuleError
from companion.engines.spanish_main.catalogue import pirate_words
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

FAME_S2 = "1:E1 2:S1 3:D1 4:E2 5:S2(5) 6:D2 7:E3 8:S3 9:D3"


def _sealed(line: str = FAME_S2, **kwargs: object) -> dict:
    kwargs.setdefault("players", 4)
    kwargs.setdefault("current", BEA)
    return build(line, identity_mode="sealed", **kwargs)  # type: ignore[arg-type]


def _move_types(state: dict, seat: int) -> list[str]:
    return [m.type for m in ENGINE.legal_moves(state, seat)]


def test_an_accusation_waits_for_the_accused_and_only_the_accused() -> None:
    state = _sealed(active="maelstrom", deck=30)
    state = play(state, BEA, "accuse", accused=ADAM, pirate="S2")
    # Nothing is settled yet, and the adventure waits for the answer (SPM-2.0.2).
    assert state["revealed"] == {} and state["banked"] == [0, 0, 0, 0]
    assert state["row"] == ["maelstrom"] and not state["damaged"]["D3"]
    view = ENGINE.player_view(state, CARLO)
    assert [english(line) for line in view["waiting_for"]] == [
        "Bea accuses Adam of being Pirate of Spanish ship 2: Adam answers on their phone."
    ]
    assert english(view["prompt"]) == english(view["waiting_for"][0])
    assert view["pending_accusation"] == {
        "accuser": BEA,
        "accused": ADAM,
        "pirate": "S2",
        "pirate_name": pirate_words("S2"),
    }
    assert english(view["pending_accusation"]["pirate_name"]) == "Pirate of Spanish ship 2"
    assert state["accusations"] == []
    # Only Adam may answer, with either answer offered; nobody else may do anything.
    legal = ENGINE.legal_moves(state, ADAM)
    assert [(m.type, m.allowed) for m in legal] == [
        ("answer_accusation", {"answer": ["admit", "deny"]})
    ]
    for seat in (BEA, CARLO, DANA):
        assert ENGINE.legal_moves(state, seat) == []
        with pytest.raises(RuleError) as err:
            play(state, seat, "answer_accusation", answer="admit")
        assert (err.value.rule_id, err.value.message) == (
            "SPM-Q-12",
            "Only Adam, the accused player, can answer this accusation.",
        )
    with pytest.raises(RuleError) as err:
        play(state, BEA, "pass")
    assert (err.value.rule_id, err.value.message) == (
        "SPM-2.0.3",
        "First enter what the table is waiting for. Bea accuses Adam of being Pirate of Spanish "
        "ship 2: Adam answers on their phone.",
    )


def test_answering_is_refused_when_nothing_waits_or_in_verified_mode() -> None:
    with pytest.raises(RuleError) as err:
        play(_sealed(), ADAM, "answer_accusation", answer="deny")
    assert (err.value.rule_id, err.value.message) == (
        "SPM-Q-12",
        "No accusation is waiting for an answer.",
    )
    with pytest.raises(RuleError) as err:
        play(build(FAME_S2, players=4), ADAM, "answer_accusation", answer="deny")
    assert (err.value.rule_id, err.value.message) == (
        "SPM-Q-12",
        "In verified mode the companion answers every accusation itself.",
    )


def test_a_truthful_admission_plays_like_a_correct_accusation() -> None:
    state = _sealed(active="maelstrom", deck=30)
    state = play(state, BEA, "accuse", accused=ADAM, pirate="S2")
    state, public, private = play_told(state, ADAM, "answer_accusation", answer="admit")
    assert public[:2] == [
        "Adam admits being Pirate of Spanish ship 2.",
        "Adam lays Pirate of Spanish ship 2 face up; Bea banks 3 fame from Spanish ship 2, "
        "which keeps 2.",
    ]
    assert public[-1] == "Turn 6: Carlo plays a movement card, repairs, accuses or passes."
    assert private == {}
    assert state["revealed"]["S2"] == {"seat": ADAM, "how": "accusation", "turn": 5}
    assert state["banked"][BEA] == 3 and state["fame"]["S2"] == 2  # SPM-EX-1
    assert state["damaged"]["D3"] and state["adv_deck_count"] == 29  # then the adventure
    assert state["current_seat"] == CARLO and state["lies"] == []
    entry = state["accusations"][-1]
    assert entry["answer"] == "admit" and entry["correct"] is None and entry["taken"] == 3
    with pytest.raises(RuleError) as err:
        play(state, CARLO, "accuse", accused=DANA, pirate="S2")
    assert (err.value.rule_id, err.value.message) == (
        "SPM-2.3.5",
        "Pirate of Spanish ship 2 has already been revealed.",
    )


def test_a_truthful_denial_moves_nothing() -> None:
    state = _sealed()
    state = play(state, BEA, "accuse", accused=CARLO, pirate="S2")
    state = play(state, CARLO, "answer_accusation", answer="deny")
    assert state["revealed"] == {} and state["banked"] == [0, 0, 0, 0]
    assert state["lies"] == [] and state["accusations"][-1]["answer"] == "deny"
    assert state["current_seat"] == CARLO and state["phase"] == "action"


def test_a_false_denial_is_recorded_and_visible_only_to_the_liar() -> None:
    # A: Dana holds p(S3) and denies it (a lie). B: the same table, except that p(S3) was
    # removed unseen and Dana holds p(D3), so her denial is true. Everyone but Dana must
    # see exactly the same thing in both.
    lying = _sealed(L0, current=ADAM)
    honest = _sealed(L0, current=ADAM)
    honest["pirates"][str(DANA)] = ["D3", "E2"]
    honest["unused_pirates"] = ["S3"]
    after = {}
    for name, state in (("lying", lying), ("honest", honest)):
        state = play(state, ADAM, "accuse", accused=DANA, pirate="S3")
        after[name] = play(state, DANA, "answer_accusation", answer="deny")
    assert after["lying"]["lies"] == [
        {"turn": 5, "seat": DANA, "pirate": "S3", "kind": "false_denial"}
    ]
    assert after["honest"]["lies"] == []
    for seat in (None, ADAM, BEA, CARLO):
        assert ENGINE.player_view(after["lying"], seat) == ENGINE.player_view(after["honest"], seat)
        assert ENGINE.player_view(after["lying"], seat)["accusations"][-1]["correct"] is None
    assert ENGINE.player_view(after["lying"], DANA)["you"]["lies"] == after["lying"]["lies"]
    assert ENGINE.player_view(after["honest"], DANA)["you"]["lies"] == []
    # The game goes on: an honest accusation of p(S3) is still possible later.
    assert "S3" not in after["lying"]["revealed"]


def test_a_false_claim_reveals_publicly_and_is_corrected_at_the_end() -> None:
    # Carlo "admits" being p(E2), which Dana holds: the table plays it as correct.
    state = _sealed("1:E1 2:S1 3:D1 4:E2(3) 5:S2 6:D2 7:E3 8:S3 9:D3", active="parley", deck=0)
    state = play(state, BEA, "accuse", accused=CARLO, pirate="E2")
    state = play(state, CARLO, "answer_accusation", answer="admit")
    assert state["banked"][BEA] == 2
    assert state["lies"] == [{"turn": 5, "seat": CARLO, "pirate": "E2", "kind": "false_claim"}]
    assert ENGINE.is_over(state)
    # SPM-4.2: E2's true holder is shown at the end; the claim is kept for the record.
    assert state["revealed"]["E2"] == {"seat": DANA, "how": "end", "turn": 5, "claimed_by": CARLO}
    assert state["accusations"][-1]["correct"] is False
    result = ENGINE.final_result(state)
    assert CARLO not in result.winners and result.places[CARLO] == 4
    assert english(result.breakdown[CARLO]["lied about their ships"]) == "yes"
    assert english(result.breakdown[DANA]["lied about their ships"]) == "no"
    # The rest of E2's fame still counts for Dana.
    assert state["result"]["breakdown"][DANA]["ship_fame"]["E2"] == 2
    assert result.breakdown[DANA]["fame under their ships"] == 2


def test_a_liar_cannot_win_even_with_the_most_fame() -> None:
    # Adam has by far the most fame but denied a true accusation earlier.
    state = _sealed(
        "1:E1(9) 2:S1(1) 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3",
        players=3,
        current=BEA,
        active="maelstrom",
        deck=0,
    )
    state, public, _private = play_told(state, BEA, "accuse", accused=ADAM, pirate="E1")
    assert public == [
        "Bea accuses Adam of being Pirate of English ship 1: Adam answers on their phone."
    ]
    state, public, private = play_told(state, ADAM, "answer_accusation", answer="deny")
    assert public == [
        "Adam says they are not Pirate of English ship 1: nothing is revealed.",
        "Maelstrom is resolved.",
        "Dutch ship 3 (space 9) is damaged: turn it to its damaged side.",
        "Maelstrom goes to the adventure discard pile.",
        "No adventure card is left: the game is over.",
        "Every pirate card is laid face up: Adam holds Pirate of English ship 1 and Pirate "
        "of Spanish ship 2, Bea holds Pirate of Dutch ship 2 and Pirate of Spanish ship 1 and "
        "Carlo holds Pirate of Dutch ship 1 and Pirate of English ship 3.",
        "Final fame: Bea 1, Carlo 0 and Adam 9.",
        "Adam lied about their ships and cannot win.",
        "Bea wins.",
    ]
    assert private == {}
    result = ENGINE.final_result(state)
    assert result.scores[ADAM] == 9.0 and result.scores[BEA] == 1.0
    assert result.winners == [BEA]
    assert result.places == {BEA: 1, CARLO: 2, ADAM: 3}
    assert state["result"]["liars"] == [ADAM]


def test_if_every_player_lied_nobody_wins() -> None:
    state = _sealed(L0, players=2, current=ADAM, active="maelstrom", deck=1)
    # Two players: Adam holds E1 S2 D3, Bea holds S1 D2 E3.
    state = play(state, ADAM, "accuse", accused=BEA, pirate="S1")
    state = play(state, BEA, "answer_accusation", answer="deny")
    state = play(state, BEA, "accuse", accused=ADAM, pirate="D2")
    state = play(state, ADAM, "answer_accusation", answer="admit")
    assert ENGINE.is_over(state)
    result = ENGINE.final_result(state)
    assert state["result"]["liars"] == [ADAM, BEA]
    assert result.winners == []
    assert sorted(result.places.values()) == [1, 2]


def test_verified_mode_is_unchanged() -> None:
    state = build(FAME_S2, players=4, current=BEA)
    assert state["options"]["identity_mode"] == "verified"
    assert "answer_accusation" not in _move_types(state, BEA)
    state = play(state, BEA, "accuse", accused=ADAM, pirate="S2")
    # Answered at once by the companion: nothing waits, the turn has moved on.
    assert state["waiting"] == [] and state["current_seat"] == CARLO
    assert state["accusations"][-1] == {
        "turn": 5,
        "accuser": BEA,
        "accused": ADAM,
        "pirate": "S2",
        "correct": True,
        "taken": 3,
    }
    view = ENGINE.player_view(state, ADAM)
    assert view["pending_accusation"] is None and view["pending_mutiny"] is None
    assert view["you"]["lies"] is None
    end = build(L0, players=3, deck=0)
    end = play(end, ADAM, "pass")
    assert "liars" not in end["result"] and "lies" not in end["result"]
    assert "liar" not in end["result"]["breakdown"][0]


def test_sealed_mode_with_a_hand_both_discard_after_the_answer() -> None:
    state = _sealed(
        L0,
        players=3,
        current=ADAM,
        movement_hand=True,
        offer=[],
        hands={ADAM: ["sabotage", "lost_at_sea", "fog_ahead"], BEA: ["sabotage"] * 3},
    )
    state = play(state, ADAM, "accuse", accused=BEA, pirate="S1", discard="fog_ahead")
    assert state["hands"]["0"] == ["sabotage", "lost_at_sea"]
    assert _move_types(state, BEA) == ["answer_accusation"]
    state = play(state, BEA, "answer_accusation", answer="admit")
    assert _move_types(state, BEA) == ["discard_movement"]
    state = play(state, BEA, "discard_movement", card="sabotage")
    assert len(state["hands"]["1"]) == 2 and state["current_seat"] == BEA


# -- Mutiny in sealed mode: the owner must declare himself (RULING SPM-Q-12) -------------


def _mutiny_table(
    line: str = "1:S1(2) 2:E1(5) 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3", ship: str = "English ship 1"
) -> dict:
    """Adam passes on Mutiny; ``ship`` is the first ship whose pirate is not revealed."""
    state = _sealed(line, current=ADAM, active="mutiny", deck=20)
    state["revealed"]["S1"] = {"seat": BEA, "how": "accusation", "turn": 2}
    state, public, private = play_told(state, ADAM, "pass")
    assert public == [
        "Adam passes.",
        "Mutiny is resolved.",
        f"{ship} is the first ship whose pirate is not revealed.",
        "Mutiny goes to the adventure discard pile.",
        f"Mutiny on {ship}: its owner must declare themselves. Still to answer on their "
        "phone: Adam, Bea, Carlo and Dana.",
    ]
    assert private == {}
    return state


def _answer_all(state: dict, answers: dict[int, str]) -> dict:
    for seat, answer in answers.items():
        state = play(state, seat, "answer_mutiny", answer=answer)
    return state


def test_sealed_mutiny_asks_every_player_and_the_owner_declares() -> None:
    state = _mutiny_table()
    view = ENGINE.player_view(state, None)
    assert view["pending_mutiny"]["ship"] == "E1"
    assert english(view["waiting_for"][0]) == (
        "Mutiny on English ship 1: its owner must declare themselves. Still to answer on "
        "their phone: Adam, Bea, Carlo and Dana."
    )
    assert all(_move_types(state, s) == ["answer_mutiny"] for s in range(4))
    state, public, private = play_told(state, CARLO, "answer_mutiny", answer="silent")
    # The table hears that Carlo answered, never what: that is his alone.
    # Who is still to answer is the view's waiting line, not a line of each answer.
    assert public == ["Carlo has answered the Mutiny."]
    assert private == {CARLO: ["You stay silent: English ship 1 is not yours."]}
    with pytest.raises(RuleError) as err:
        play(state, CARLO, "answer_mutiny", answer="declare")
    assert (err.value.rule_id, err.value.message) == (
        "SPM-3.1.16",
        "You have already answered this Mutiny.",
    )
    # Answers are secret until all are in; the event log hides them from other seats.
    assert ENGINE.event_view("answer_mutiny", {"answer": "silent"}, CARLO, ADAM) == {
        "answer": "hidden"
    }
    state = _answer_all(state, {ADAM: "declare", BEA: "silent"})
    state, public, private = play_told(state, DANA, "answer_mutiny", answer="silent")
    assert public == [
        "Dana has answered the Mutiny.",
        "Adam declares Pirate of English ship 1.",
        "English ship 1 discards 3 fame face up.",
        "Parley is turned up from the adventure deck.",
        "Turn 6: Bea plays a movement card, repairs, accuses or passes.",
    ]
    assert private == {DANA: ["You stay silent: English ship 1 is not yours."]}
    assert state["revealed"]["E1"] == {"seat": ADAM, "how": "mutiny", "turn": 5}
    assert state["fame"]["E1"] == 2 and state["lies"] == []  # SPM-EX-20 (a)
    assert state["current_seat"] == BEA and state["adv_deck_count"] == 19


def test_sealed_mutiny_a_silent_owner_lies_and_nothing_happens() -> None:
    state = _answer_all(_mutiny_table(), dict.fromkeys(range(4), "silent"))
    assert "E1" not in state["revealed"] and state["fame"]["E1"] == 5
    assert state["lies"] == [{"turn": 5, "seat": ADAM, "pirate": "E1", "kind": "false_silence"}]
    assert ENGINE.player_view(state, BEA)["you"]["lies"] == []


def test_sealed_mutiny_on_an_unowned_ship_and_a_false_claim() -> None:
    line = "1:D3(3) 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:E1"  # SPM-EX-20 (b): D3 unowned
    quiet = _answer_all(_mutiny_table(line, "Dutch ship 3"), dict.fromkeys(range(4), "silent"))
    assert "D3" not in quiet["revealed"] and quiet["fame"]["D3"] == 3 and quiet["lies"] == []
    claimed = _answer_all(
        _mutiny_table(line, "Dutch ship 3"), {ADAM: "silent", BEA: "declare", CARLO: "declare"}
    )
    claimed = play(claimed, DANA, "answer_mutiny", answer="silent")
    # Nobody holds the card, so the first claimant clockwise from Adam is taken at his word.
    assert claimed["revealed"]["D3"]["seat"] == BEA and claimed["fame"]["D3"] == 1
    assert [(lie["seat"], lie["kind"]) for lie in claimed["lies"]] == [
        (BEA, "false_claim"),
        (CARLO, "false_claim"),
    ]


def test_answer_mutiny_is_refused_in_verified_mode() -> None:
    with pytest.raises(RuleError) as err:
        play(build(L0), ADAM, "answer_mutiny", answer="silent")
    assert (err.value.rule_id, err.value.message) == (
        "SPM-Q-12",
        "In verified mode the companion resolves Mutiny itself.",
    )
