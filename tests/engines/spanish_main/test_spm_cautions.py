"""Entries that are legal but asked about first (section G, "allowed with a warning"):
moves and repairs that change nothing (RULING SPM-Q-14) and an accusation the accused
has already answered "no" (RULING SPM-Q-13). The engine warns; it never refuses."""

from __future__ import annotations

from typing import Any

import pytest

from companion.engines.text import english
from tests.engines.spanish_main.builders import ADAM, BEA, CARLO, ENGINE, L0, build, play

NOTHING_MOVES = (
    "%s would move no ship: the ships it moves are already as far as they can go. The rules "
    "allow it (SPM-Q-14), and the card still goes to the discard pile."
)
NOTHING_DAMAGED = (
    "No ship is damaged: repairing changes nothing. The rules allow it (SPM-Q-14), and it is "
    "your action this turn."
)


def _caution(state: dict, seat: int, move_type: str, **args: Any) -> str | None:
    said = ENGINE.caution_for(state, seat, {"type": move_type, "args": args})
    return None if said is None else english(said)


@pytest.mark.parametrize(
    ("offer", "card", "targets", "name"),
    [
        (["full_speed_ahead"], "full_speed_ahead", {"space": 1}, "Full Speed Ahead"),
        (["lost_at_sea"], "lost_at_sea", {"space": 9}, "Lost at Sea"),
        (["temporary_alliance"], "temporary_alliance", {"space": 1}, "Temporary Alliance"),
        (["caught_in_a_rip"], "caught_in_a_rip", {"space": 8}, "Caught in a Rip"),
    ],
)
def test_spm_q_14_a_card_that_moves_nothing_is_asked_about(
    offer: list[str], card: str, targets: dict[str, int], name: str
) -> None:
    state = build(L0, offer=offer)
    assert _caution(state, ADAM, "play_movement", card=card, **targets) == NOTHING_MOVES % name
    # Still legal: the card is played and the line stays as it is.
    after = play(state, ADAM, "play_movement", card=card, **targets)
    assert after["line"] == state["line"] and card in after["mv_discard"]


def test_an_advance_whose_ships_lead_already_still_reorders_them_so_is_not_asked() -> None:
    # RULING SPM-Q-15: each ship of the flag moves in turn and pushes the one ahead back,
    # so the three leaders change places: something changes, nothing to ask.
    state = build("1:E1 2:E2 3:E3 4:S1 5:S2 6:D1 7:D2 8:S3 9:D3", offer=["english_advance"])
    assert _caution(state, ADAM, "play_movement", card="english_advance") is None
    after = play(state, ADAM, "play_movement", card="english_advance")
    assert after["line"][:3] != state["line"][:3]


def test_a_card_that_moves_a_ship_or_always_acts_is_not_asked_about() -> None:
    state = build(L0, offer=["full_speed_ahead", "sabotage", "fog_ahead"])
    assert _caution(state, ADAM, "play_movement", card="full_speed_ahead", space=2) is None
    assert _caution(state, ADAM, "play_movement", card="sabotage", space=1) is None
    assert _caution(state, ADAM, "play_movement", card="fog_ahead") is None
    # A move the engine refuses gets its refusal, not a warning.
    assert _caution(state, ADAM, "play_movement", card="full_speed_ahead") is None
    assert _caution(state, ADAM, "play_movement", card="nonsense") is None


def test_spm_q_14_a_repair_with_nothing_damaged_is_asked_about() -> None:
    assert _caution(build(L0), ADAM, "repair") == NOTHING_DAMAGED
    assert _caution(build("1:E1* 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3"), ADAM, "repair") is None


def test_spm_q_13_accusing_again_after_a_wrong_accusation_is_asked_about() -> None:
    state = build(L0, current=ADAM, deck=30)
    assert _caution(state, ADAM, "accuse", accused=BEA, pirate="E2") is None
    state = play(state, ADAM, "accuse", accused=BEA, pirate="E2")  # Bea holds S1 and D2
    state = play(state, BEA, "pass")
    state = play(state, CARLO, "pass")
    assert _caution(state, ADAM, "accuse", accused=BEA, pirate="E2") == (
        "Bea was already accused of being Pirate of English ship 2, and was not: this "
        "accusation cannot succeed. The rules allow it (SPM-Q-13), and it is your action "
        "this turn."
    )
    # Another player, or another pirate, is a new accusation.
    assert _caution(state, ADAM, "accuse", accused=CARLO, pirate="E2") is None
    assert _caution(state, ADAM, "accuse", accused=BEA, pirate="S3") is None
    # Never a warning from a secret: E2's card was removed unseen, and nothing says so.
    assert "E2" in state["unused_pirates"]


def test_spm_q_13_sealed_a_denial_is_asked_about_without_calling_it_true() -> None:
    state = build(L0, current=ADAM, deck=30, identity_mode="sealed")
    state = play(state, ADAM, "accuse", accused=BEA, pirate="S1")
    state = play(state, BEA, "answer_accusation", answer="deny")  # a lie: Bea holds S1
    state = play(state, BEA, "pass")
    state = play(state, CARLO, "pass")
    assert _caution(state, ADAM, "accuse", accused=BEA, pirate="S1") == (
        "Bea has already denied being Pirate of Spanish ship 1. The rules allow accusing "
        "again (SPM-Q-13), and it is your action this turn."
    )
