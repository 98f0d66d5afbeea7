"""One or more tests per movement card (SPM-2.1.2), at the ends of the line and on damaged
ships, plus the refill of the offer (SPM-2.1.4)."""

from __future__ import annotations

import pytest

from companion.engines.base import RuleError
from tests.engines.spanish_main.builders import ADAM, BEA, ENGINE, L0, build, play

# Parley as the active card keeps the line as the movement left it (it only gives fame).
QUIET = {"active": "parley"}


def _play(card: str, line: str = L0, **args: object) -> dict:
    state = build(line, offer=[card, "sabotage", "lost_at_sea"], **QUIET)
    return play(state, ADAM, "play_movement", card=card, **args)


@pytest.mark.parametrize(
    ("space", "expected"),
    [
        (9, ["E1", "S1", "D3", "D1", "E2", "S2", "D2", "E3", "S3"]),  # 9 -> 3
        (7, ["E3", "E1", "S1", "D1", "E2", "S2", "D2", "S3", "D3"]),  # only 6 spaces to 1
        (1, ["E1", "S1", "D1", "E2", "S2", "D2", "E3", "S3", "D3"]),  # RULING SPM-Q-14
    ],
)
def test_full_speed_ahead(space: int, expected: list[str]) -> None:
    assert _play("full_speed_ahead", space=space)["line"] == expected


def test_full_speed_ahead_carries_damage_and_fame() -> None:
    after = _play("full_speed_ahead", "1:E1 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3*(3) 9:D3", space=8)
    assert after["line"][1] == "S3" and after["damaged"]["S3"] and after["fame"]["S3"] == 3


@pytest.mark.parametrize(
    ("space", "expected"),
    [
        (1, ["S1", "D1", "E2", "S2", "D2", "E3", "E1", "S3", "D3"]),
        (9, ["E1", "S1", "D1", "E2", "S2", "D2", "E3", "S3", "D3"]),
        (5, ["E1", "S1", "D1", "E2", "D2", "E3", "S3", "D3", "S2"]),
    ],
)
def test_lost_at_sea(space: int, expected: list[str]) -> None:
    assert _play("lost_at_sea", space=space)["line"] == expected


def test_temporary_alliance_at_the_front_and_default_pair() -> None:
    assert (
        _play("temporary_alliance", space=1)["line"]
        == _play("temporary_alliance", space=1, second_space=2)["line"]
    )
    assert _play("temporary_alliance", space=1)["line"][:2] == ["E1", "S1"]
    # Naming the pair back to front gives the same pair.
    after = _play("temporary_alliance", space=5, second_space=4)
    assert after["line"][:3] == ["E2", "S2", "E1"]


def test_temporary_alliance_with_a_damaged_ship() -> None:
    after = _play("temporary_alliance", "1:E1 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3*(1) 8:S3 9:D3", space=7)
    assert after["line"][3:5] == ["E3", "S3"] and after["damaged"]["E3"]


def test_caught_in_a_rip_at_the_tail() -> None:
    after = _play("caught_in_a_rip", space=8, second_space=9)
    assert after["line"][-2:] == ["S3", "D3"]
    after = _play("caught_in_a_rip", space=9)  # the ship in 9 and the one in front of it
    assert after["line"][-2:] == ["S3", "D3"]


def test_caught_in_a_rip_from_the_front() -> None:
    after = _play("caught_in_a_rip", space=1, second_space=2)
    assert after["line"] == ["D1", "E2", "S2", "E1", "S1", "D2", "E3", "S3", "D3"]


@pytest.mark.parametrize(
    ("card", "expected"),
    [
        ("english_advance", ["E1", "E2", "S1", "D1", "E3", "S2", "D2", "S3", "D3"]),
        ("spanish_advance", ["S1", "E1", "S2", "D1", "E2", "S3", "D2", "E3", "D3"]),
        ("dutch_advance", ["D1", "E1", "S1", "D2", "E2", "S2", "D3", "E3", "S3"]),
    ],
)
def test_advance(card: str, expected: list[str]) -> None:
    assert _play(card)["line"] == expected


@pytest.mark.parametrize(
    ("card", "expected"),
    [
        ("english_retreat", ["S1", "D1", "E1", "S2", "D2", "E2", "S3", "D3", "E3"]),
        ("spanish_retreat", ["E1", "D1", "E2", "S1", "D2", "E3", "S2", "D3", "S3"]),
        ("dutch_retreat", ["E1", "S1", "E2", "S2", "D1", "E3", "S3", "D2", "D3"]),
    ],
)
def test_retreat(card: str, expected: list[str]) -> None:
    assert _play(card)["line"] == expected


def test_retreat_pushes_a_ship_of_the_same_flag_at_the_tail() -> None:
    # RULING SPM-Q-15: D3 (9) stays, D2 (8) goes to 9 and pushes D3 forward to 8.
    after = _play("dutch_retreat", "1:D1 2:E1 3:S1 4:E2 5:S2 6:E3 7:S3 8:D2 9:D3")
    assert after["line"] == ["E1", "S1", "D1", "E2", "S2", "E3", "S3", "D3", "D2"]


def test_flag_cards_take_no_target() -> None:
    state = build(L0, offer=["english_advance", "sabotage", "fog_ahead"], **QUIET)
    refusals = {
        "english_advance": ("SPM-2.1.2.5", "English Advance takes no target ship."),
        "fog_ahead": ("SPM-2.1.2.8", "There Be Fog Ahead! takes no target ship."),
    }
    for card, refusal in refusals.items():
        with pytest.raises(RuleError) as err:
            play(state, ADAM, "play_movement", card=card, space=3)
        assert (err.value.rule_id, err.value.message) == refusal


def test_sabotage_on_any_undamaged_ship_and_not_on_a_damaged_one() -> None:
    after = _play("sabotage", "1:E1* 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3(2)", space=9)
    assert after["damaged"]["D3"] and after["fame"]["D3"] == 2
    with pytest.raises(RuleError) as err:
        _play("sabotage", "1:E1* 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3", space=1)
    assert (err.value.rule_id, err.value.message) == (
        "SPM-2.1.2.7",
        "Sabotage! must target an undamaged ship.",
    )


def test_sabotage_is_not_offered_when_every_ship_is_damaged() -> None:
    line = " ".join(f"{c}*" for c in L0.split())
    state = build(line, offer=["sabotage", "sabotage", "lost_at_sea"], **QUIET)
    cards = [
        m.allowed["card"][0] for m in ENGINE.legal_moves(state, ADAM) if m.type == "play_movement"
    ]
    assert cards == ["lost_at_sea"]


def test_fog_ahead_discards_the_active_card_unresolved() -> None:
    state = build(
        L0, offer=["fog_ahead", "sabotage", "lost_at_sea"], active="treasure_map", deck=10
    )
    after = play(state, ADAM, "play_movement", card="fog_ahead")
    assert sum(after["fame"].values()) == 0 and after["adv_discard"] == ["treasure_map"]
    assert after["adv_deck_count"] == 9 and after["current_seat"] == BEA


def test_only_a_face_up_card_can_be_played_and_only_by_the_current_seat() -> None:
    state = build(L0, offer=["sabotage", "sabotage", "lost_at_sea"], **QUIET)
    with pytest.raises(RuleError) as err:
        play(state, ADAM, "play_movement", card="full_speed_ahead", space=1)
    assert (err.value.rule_id, err.value.message) == (
        "SPM-2.1.1",
        "That movement card is not face up.",
    )
    with pytest.raises(RuleError) as err:
        play(state, BEA, "play_movement", card="sabotage", space=1)
    assert (err.value.rule_id, err.value.message) == ("SPM-2.0.3", "It is Adam's turn.")


def test_one_ship_cards_need_a_target() -> None:
    state = build(L0, offer=["lost_at_sea", "sabotage", "temporary_alliance"], **QUIET)
    refusals = {
        "lost_at_sea": ("SPM-2.1.2.2", "Lost at Sea: choose a ship by its space (1 to 9)."),
        "sabotage": ("SPM-2.1.2.7", "Sabotage!: choose a ship by its space (1 to 9)."),
        "temporary_alliance": (
            "SPM-2.1.2.3",
            "Temporary Alliance: choose two ships side by side by their spaces.",
        ),
    }
    for card, refusal in refusals.items():
        with pytest.raises(RuleError) as err:
            play(state, ADAM, "play_movement", card=card)
        assert (err.value.rule_id, err.value.message) == refusal
