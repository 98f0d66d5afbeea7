"""resample_secrets (the secrets contract, companion/engines/README.md): everything a viewer
cannot know is drawn again, and the viewer reads exactly the same table."""

from __future__ import annotations

import json
import random

import pytest

from companion.engines.base import State
from companion.engines.spanish_main.secrets import derive_lies
from tests.engines.spanish_main.builders import (
    ADAM,
    BEA,
    CARLO,
    ENGINE,
    L0,
    build,
    play,
    random_move,
    seats,
)

OPTION_SETS = [
    {},
    {"movement_hand": True, "identity_mode": "sealed"},
    {"deck_mode": "physical", "movement_hand": True, "imminent_adventures": True},
    {"deck_mode": "physical", "identity_mode": "sealed", "extended_fame": True},
]


def _reads(state: State, viewer: int | None) -> str:
    legal = [m.to_json() for m in ENGINE.legal_moves(state, viewer)]
    return json.dumps([ENGINE.player_view(state, viewer), legal], sort_keys=True)


def _seeded_game(options: dict, players: int, seed: int) -> list[State]:
    """Every state of one seeded game played from legal_moves."""
    state = ENGINE.setup(options, seats(players), seed)
    rng = random.Random(seed)
    states = [state]
    while not ENGINE.is_over(state) and len(states) < 400:
        state, _seat, _type = random_move(state, rng)
        states.append(state)
    return states


@pytest.mark.parametrize("options", OPTION_SETS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_viewer_reads_the_same_table_after_its_secrets_are_drawn_again(
    options: dict, players: int
) -> None:
    states = _seeded_game(options, players, seed=players * 31 + len(options))
    others_differ = 0
    for number in range(0, len(states), max(1, len(states) // 8)):
        state = states[number]
        for viewer in [None, *range(players)]:
            for seed in (1, 2):
                other = ENGINE.resample_secrets(state, viewer, seed)
                assert json.loads(json.dumps(other)) == other
                assert _reads(other, viewer) == _reads(state, viewer), (number, viewer, seed)
                if state["options"]["identity_mode"] == "sealed":
                    assert other["lies"] == derive_lies(other)
                hidden_from_viewer = [s for s in range(players) if s != viewer]
                others_differ += any(
                    ENGINE.player_view(other, s) != ENGINE.player_view(state, s)
                    for s in hidden_from_viewer
                )
    # What a viewer cannot know really was drawn again: another seat reads it changed.
    assert others_differ > 0


def test_the_lies_follow_from_the_answers_and_the_cards() -> None:
    state = build(L0, players=3, current=BEA, identity_mode="sealed", active="maelstrom")
    state = play(state, BEA, "accuse", accused=ADAM, pirate="E1")
    state = play(state, ADAM, "answer_accusation", answer="deny")  # Adam holds E1: a lie
    assert (
        state["lies"]
        == derive_lies(state)
        == [{"turn": 5, "seat": ADAM, "pirate": "E1", "kind": "false_denial"}]
    )
    # Drawn again for Carlo: Adam's and Bea's cards may change, and the lies with them.
    for seed in range(20):
        other = ENGINE.resample_secrets(state, CARLO, seed)
        assert other["pirates"][str(CARLO)] == state["pirates"][str(CARLO)]
        assert other["lies"] == derive_lies(other)
        assert ENGINE.player_view(other, CARLO) == ENGINE.player_view(state, CARLO)


def test_what_the_table_has_seen_is_kept() -> None:
    # Verified mode: the companion said Carlo is not the pirate of S2, so no redraw gives
    # him S2; the pirate of D1, laid face up, stays with Carlo.
    state = build(L0, players=3, current=ADAM, active="maelstrom")
    state = play(state, ADAM, "accuse", accused=CARLO, pirate="S2")  # Adam holds S2: wrong
    state = play(state, BEA, "accuse", accused=CARLO, pirate="D1")  # right: D1 face up
    for seed in range(40):
        other = ENGINE.resample_secrets(state, BEA, seed)
        assert "S2" not in other["pirates"][str(CARLO)]
        assert "D1" in other["pirates"][str(CARLO)]
        assert other["pirates"][str(BEA)] == state["pirates"][str(BEA)]
        held = [p for ships in other["pirates"].values() for p in ships]
        assert sorted(held + other["unused_pirates"]) == sorted(
            [p for ships in state["pirates"].values() for p in ships] + state["unused_pirates"]
        )
    assert any(
        ENGINE.resample_secrets(state, BEA, seed)["pirates"] != state["pirates"]
        for seed in range(40)
    )


def test_a_mutiny_that_found_no_owner_keeps_its_ship_unowned() -> None:
    # E2 is nobody's (T3): the Mutiny said so aloud, so no redraw hands E2 to a seat.
    state = build("1:E2 2:S1 3:D1 4:E1 5:S2 6:D2 7:E3 8:S3 9:D3", active="mutiny")
    state = play(state, ADAM, "pass")
    assert state["unowned_shown"] == ["E2"]
    for seed in range(40):
        other = ENGINE.resample_secrets(state, None, seed)
        assert "E2" in other["unused_pirates"]
