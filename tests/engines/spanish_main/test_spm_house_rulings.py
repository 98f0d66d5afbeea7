"""House rulings of the Spanish Main (digest, open questions): the RULING and the group's
reading of SPM-Q-8, SPM-Q-9, SPM-Q-10, SPM-Q-11 and SPM-Q-14 on the digest's worked
examples."""

from __future__ import annotations

import re

import pytest

from companion.engines.base import RuleError
from companion.engines.house_rulings import reading
from tests.engines.spanish_main.builders import (
    ADAM,
    BEA,
    CARLO,
    ENGINE,
    L0,
    build,
    play,
    play_told,
)

NOTE_Q9 = "House ruling SPM-Q-9: Mutiny picks the first ship that is both unrevealed and undamaged."
NOTE_Q10 = "House ruling SPM-Q-10: the Mutiny ship discards half its fame rounded down."
NOTE_Q11 = "House ruling SPM-Q-11: a revealed pirate's ship cannot be looted either."


def mutiny(line: str, **options: str) -> tuple[dict, list[str]]:
    """SPM-EX-20's Given: T4, p(S1) revealed by Bea, active Mutiny, deck 20."""
    state = build(line, players=4, active="mutiny", deck=20, **options)
    state["revealed"]["S1"] = {"seat": BEA, "how": "accusation", "turn": 2}
    after, public, private = play_told(state, ADAM, "pass")
    assert private == {}
    return after, public


def test_the_options_default_to_the_rulings() -> None:
    state = build()
    assert [reading(state, r) for r in ("SPM-Q-8", "SPM-Q-9", "SPM-Q-10", "SPM-Q-11")] == [
        "discard_first",
        "unrevealed",
        "round_up",
        "accusations",
    ]


def test_spm_q_9_ruling_ignores_damage_spm_ex_20_c() -> None:
    c, public = mutiny("1:S1(2) 2:E1*(4) 3:D1(2) 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3")
    assert c["revealed"]["E1"]["seat"] == ADAM and c["fame"]["E1"] == 2
    assert not any("House ruling" in line for line in public)


def test_spm_q_9_group_override_picks_the_first_unrevealed_undamaged_ship_spm_ex_20_c() -> None:
    # "The rejected reading, first undamaged unrevealed ship, would have picked D1 and Carlo."
    c, public = mutiny(
        "1:S1(2) 2:E1*(4) 3:D1(2) 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3",
        ruling_spm_q_9="unrevealed_undamaged",
    )
    assert "E1" not in c["revealed"] and c["fame"]["E1"] == 4
    assert c["revealed"]["D1"]["seat"] == CARLO and c["fame"]["D1"] == 1
    assert public[2:5] == [
        NOTE_Q9,
        "Carlo reveals Pirate of Dutch ship 1.",
        "Dutch ship 1 discards 1 fame face up.",
    ]


def test_spm_q_9_group_override_with_every_unrevealed_ship_damaged_does_nothing() -> None:
    line = "1:S1(2) 2:E1*(4) 3:D1* 4:E2* 5:S2* 6:D2* 7:E3* 8:S3* 9:D3*"
    after, public = mutiny(line, ruling_spm_q_9="unrevealed_undamaged")
    assert after["revealed"].keys() == {"S1"} and after["fame"]["E1"] == 4
    assert public[2:4] == [NOTE_Q9, "No ship is both unrevealed and undamaged: nothing happens."]


def test_spm_q_10_ruling_rounds_up_spm_ex_20_a() -> None:
    a, public = mutiny("1:S1*(2) 2:E1(5) 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3")
    assert a["fame"]["E1"] == 2 and len(a["adv_discard"]) == 4
    assert "English ship 1 discards 3 fame face up." in public


def test_spm_q_10_group_override_rounds_down_spm_ex_20_a() -> None:
    a, public = mutiny(
        "1:S1*(2) 2:E1(5) 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3", ruling_spm_q_10="round_down"
    )
    # floor(5 / 2) = 2 discarded: 2 fame cards and the Mutiny card on the discard pile.
    assert a["fame"]["E1"] == 3 and len(a["adv_discard"]) == 3
    assert public[2:5] == [
        "Adam reveals Pirate of English ship 1.",
        "English ship 1 discards 2 fame face up.",
        NOTE_Q10,
    ]


def loot_state(**options: str) -> dict:
    """SPM-EX-19 (Dutch Loot) with p(D1) revealed by an accusation."""
    state = build(
        "1:D1(2) 2:E1 3:D2*(1) 4:S1 5:S2 6:D3(1) 7:E2* 8:E3 9:S3",
        active="dutch_loot",
        deck=20,
        **options,
    )
    state["revealed"]["D1"] = {"seat": CARLO, "how": "accusation", "turn": 1}
    return state


def test_spm_q_11_ruling_a_revealed_ship_is_still_looted_spm_ex_19() -> None:
    after, public, _private = play_told(loot_state(), ADAM, "pass")
    assert after["fame"]["D1"] == 1 and after["fame"]["E1"] == 1
    assert "Move 1 fame card from Dutch ship 1 to English ship 1." in public


def test_spm_q_11_group_override_protects_a_revealed_ship_from_loot_spm_ex_19() -> None:
    after, public, _private = play_told(loot_state(ruling_spm_q_11="loot"), ADAM, "pass")
    # D1 is revealed: kept; D2 is not: S1 still takes its fame.
    assert after["fame"]["D1"] == 2 and after["fame"]["E1"] == 0
    assert after["fame"]["S1"] == 1 and after["fame"]["D2"] == 0
    assert public[2:4] == [NOTE_Q11, "Move 1 fame card from Dutch ship 2 to Spanish ship 1."]


NOTE_Q8 = (
    "House ruling SPM-Q-8: fame cards come from the deck first, the discard pile only when "
    "it is empty."
)


def test_spm_q_8_ruling_takes_the_discard_pile_first_spm_ex_29() -> None:
    state = build(L0, extended_fame=True, active="island_discovery", deck=10, adv_discard=2)
    after, public, _private = play_told(state, ADAM, "pass")
    assert after["adv_discard"] == [] and after["adv_deck_count"] == 8
    assert NOTE_Q8 not in public


def test_spm_q_8_group_override_takes_the_deck_first_spm_ex_29() -> None:
    state = build(
        L0,
        extended_fame=True,
        active="island_discovery",
        deck=10,
        adv_discard=2,
        ruling_spm_q_8="deck_first",
    )
    after, public, _private = play_told(state, ADAM, "pass")
    assert [after["fame"][s] for s in ("E1", "S1", "D1", "E2")] == [1, 1, 1, 1]
    # 3 cards from the deck (10 to 7), the next card turned up (6); the discard pile waits.
    assert after["adv_deck_count"] == 6 and len(after["adv_discard"]) == 2
    assert NOTE_Q8 in public
    assert "English ship 1 gains 1 fame: a card from the adventure deck." in public


def test_spm_q_8_group_override_uses_the_discard_pile_once_the_deck_is_empty() -> None:
    state = build(
        L0,
        extended_fame=True,
        active="island_discovery",
        deck=1,
        adv_discard=2,
        ruling_spm_q_8="deck_first",
    )
    after, public, _private = play_told(state, ADAM, "pass")
    assert after["adv_deck_count"] == 0 and after["adv_discard"] == []
    assert "Spanish ship 1 gains 1 fame: a card from the adventure discard pile." in public


NOTE_Q14 = "House ruling SPM-Q-14: an action that changes nothing cannot be chosen."


def offered(state: dict, move_type: str) -> list[dict]:
    return [m.allowed for m in ENGINE.legal_moves(state, ADAM) if m.type == move_type]


def test_spm_q_14_ruling_full_speed_ahead_at_the_front_is_played_spm_ex_3_b() -> None:
    state = build(L0, offer=["full_speed_ahead", "sabotage", "lost_at_sea"], active="parley")
    fsa = next(a for a in offered(state, "play_movement") if a["card"] == ["full_speed_ahead"])
    assert 1 in fsa["space"]
    assert offered(state, "repair") == [{}]
    same = play(state, ADAM, "play_movement", card="full_speed_ahead", space=1)
    assert same["line"] == state["line"]


def test_spm_q_14_group_override_refuses_what_changes_nothing_spm_ex_3_b() -> None:
    state = build(
        L0,
        offer=["full_speed_ahead", "english_advance", "temporary_alliance"],
        active="parley",
        ruling_spm_q_14="forbidden",
    )
    with pytest.raises(RuleError, match=f"^SPM-Q-14: {re.escape(NOTE_Q14)}$"):
        play(state, ADAM, "play_movement", card="full_speed_ahead", space=1)
    with pytest.raises(RuleError, match=f"^SPM-Q-14: {re.escape(NOTE_Q14)}$"):
        play(state, ADAM, "repair")
    cards = {a["card"][0]: a for a in offered(state, "play_movement")}
    assert cards["full_speed_ahead"]["space"] == [2, 3, 4, 5, 6, 7, 8, 9]
    assert cards["temporary_alliance"]["space"] == [2, 3, 4, 5, 6, 7, 8]
    assert offered(state, "repair") == []
    # Full Speed Ahead on E2 (space 4) still moves it to the front.
    moved = play(state, ADAM, "play_movement", card="full_speed_ahead", space=4)
    assert moved["line"][0] == "E2"


def test_spm_q_14_group_override_at_the_tail_and_once_a_ship_is_damaged() -> None:
    state = build(
        L0, offer=["lost_at_sea", "sabotage", "english_advance"], ruling_spm_q_14="forbidden"
    )
    cards = {a["card"][0]: a for a in offered(state, "play_movement")}
    assert cards["lost_at_sea"]["space"] == [1, 2, 3, 4, 5, 6, 7, 8]
    # The literal Advance (RULING SPM-Q-15) always reorders the flag's ships: offered.
    assert "english_advance" in cards
    with pytest.raises(RuleError, match=f"^SPM-Q-14: {re.escape(NOTE_Q14)}$"):
        play(state, ADAM, "play_movement", card="lost_at_sea", space=9)
    state["damaged"]["S1"] = True
    assert offered(state, "repair") == [{}]
    assert not play(state, ADAM, "repair")["damaged"]["S1"]


NOTE_Q17_KEEPS = "House ruling SPM-Q-17: he may be accused, but a hand never shrinks below 1 card."
NOTE_Q17_PROTECTED = (
    "House ruling SPM-Q-17: a player with one movement card in hand cannot be accused."
)


def last_card_state(**options: str) -> dict:
    """SPM-EX-27's line and hands, Bea down to her last movement card."""
    hands = {ADAM: ["sabotage", "lost_at_sea", "sabotage"], BEA: ["lost_at_sea"], CARLO: []}
    return build(
        "1:E1 2:S1 3:D1(2) 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3",
        movement_hand=True,
        hands=hands,
        mv_deck=15,
        active="parley",
        deck=20,
        **options,
    )


def test_spm_q_17_ruling_the_accused_discards_the_last_card() -> None:
    state = last_card_state()
    assert BEA in offered(state, "accuse")[0]["accused"]
    state, public, _private = play_told(
        state, ADAM, "accuse", accused=BEA, pirate="D1", discard="sabotage"
    )
    assert state["waiting"][0]["kind"] == "discard"
    state = play(state, BEA, "discard_movement", card="lost_at_sea")
    assert state["hands"][str(BEA)] == []


def test_spm_q_17_group_override_a_hand_never_shrinks_below_one() -> None:
    state = last_card_state(ruling_spm_q_17="keeps")
    state, public, _private = play_told(
        state, ADAM, "accuse", accused=BEA, pirate="D1", discard="sabotage"
    )
    assert NOTE_Q17_KEEPS in public
    assert state["hands"][str(BEA)] == ["lost_at_sea"]
    assert not any(w["kind"] == "discard" for w in state["waiting"])


def test_spm_q_17_group_override_the_last_card_protects_from_accusations() -> None:
    state = last_card_state(ruling_spm_q_17="protected")
    assert offered(state, "accuse")[0]["accused"] == [CARLO]
    with pytest.raises(RuleError, match=f"^SPM-Q-17: {re.escape(NOTE_Q17_PROTECTED)}$"):
        play(state, ADAM, "accuse", accused=BEA, pirate="D1", discard="sabotage")
    # A larger hand is accused as under the RULING.
    state["hands"][str(BEA)] = ["lost_at_sea", "sabotage"]
    assert BEA in offered(state, "accuse")[0]["accused"]
