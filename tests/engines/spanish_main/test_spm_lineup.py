"""Physical decks: the table enters the ship line it dealt and the player who starts
(section F of the digest, SPM-1.2, SPM-1.6), or lets the companion deal them."""

from __future__ import annotations

import random

import pytest

from companion.engines.base import MoveInputError, RuleError
from companion.engines.spanish_main.catalogue import SHIPS
from companion.engines.text import english
from tests.engines.spanish_main.builders import (
    ADAM,
    BEA,
    CARLO,
    ENGINE,
    acting_seats,
    check_invariants,
    concrete_args,
    play,
    play_told,
    seats,
)

DEALT = ["S2", "E1", "D3", "E2", "D1", "S3", "E3", "S1", "D2"]


def _physical(players: int = 3, **options: object) -> dict:
    return ENGINE.setup({"deck_mode": "physical", **options}, seats(players), seed=11)


def test_the_line_is_the_first_setup_entry_and_any_seat_may_make_it() -> None:
    state = _physical()
    assert state["line"] == [] and state["phase"] == "setup"
    view = ENGINE.player_view(state, None)
    assert [english(line) for line in view["waiting_for"]][0] == (
        "Shuffle the ships, lay them in a line and enter it from space 1 to space 9 with the "
        "player who starts, or let the companion deal it."
    )
    assert english(view["prompt"]) == english(view["waiting_for"][0])
    for seat in (ADAM, BEA, CARLO):
        offers = ENGINE.legal_moves(state, seat)
        assert [m.type for m in offers] == ["enter_line", "deal_line"]
        assert offers[0].allowed == {"ships": list(SHIPS), "first": [0, 1, 2]}
    # Nothing else may be entered before the line.
    with pytest.raises(RuleError) as err:
        play(state, ADAM, "enter_pirates", pirates=["E1", "S2"])
    assert (err.value.rule_id, err.value.message) == (
        "SPM-1.4",
        "The companion is not waiting for this entry now.",
    )


def test_the_entered_line_and_first_player_are_the_game_s() -> None:
    state, public, private = play_told(_physical(), CARLO, "enter_line", ships=DEALT, first=BEA)
    assert state["line"] == DEALT and state["starting_seat"] == BEA
    assert public == [
        "Carlo enters the ship line.",
        "The ship line from space 1 to space 9: 1: Spanish ship 2, 2: English ship 1, "
        "3: Dutch ship 3, 4: English ship 2, 5: Dutch ship 1, 6: Spanish ship 3, "
        "7: English ship 3, 8: Spanish ship 1 and 9: Dutch ship 2.",
        "Bea starts.",
        "Still to enter their pirate cards: Adam, Bea and Carlo.",
    ]
    assert private == {}
    assert state["waiting"][0]["kind"] == "pirates"
    for seat, cards in ((ADAM, ["E1", "S2"]), (BEA, ["S1", "D2"]), (CARLO, ["D1", "E3"])):
        state = play(state, seat, "enter_pirates", pirates=cards)
    for card in ("sabotage", "lost_at_sea", "fog_ahead"):
        state = play(state, ADAM, "reveal_movement", card=card)
    state = play(state, ADAM, "reveal_adventure", card="parley")
    assert state["phase"] == "action" and state["current_seat"] == BEA
    assert state["line"] == DEALT  # the entries after it leave the line as the table laid it


def test_a_line_that_repeats_a_ship_is_refused_naming_it_and_the_one_missing() -> None:
    repeated = ["S2", "E1", "D3", "E2", "D1", "S3", "E3", "S1", "S2"]
    with pytest.raises(RuleError) as err:
        play(_physical(), ADAM, "enter_line", ships=repeated, first=ADAM)
    assert (err.value.rule_id, err.value.message) == (
        "SPM-1.2",
        "Spanish ship 2 is entered for spaces 1 and 9 and Dutch ship 2 is missing: the line "
        "holds each of the 9 ships once.",
    )


def test_a_line_of_eight_ships_is_refused_before_any_rule() -> None:
    with pytest.raises(MoveInputError) as err:
        play(_physical(), ADAM, "enter_line", ships=DEALT[:8], first=ADAM)
    assert err.value.message == (
        "the ships from space 1 (the front) to space 9 (the tail): give exactly 9 values, not 8."
    )


def test_the_line_is_entered_once() -> None:
    state = play(_physical(), ADAM, "enter_line", ships=DEALT, first=ADAM)
    with pytest.raises(RuleError) as err:
        play(state, ADAM, "enter_line", ships=DEALT, first=ADAM)
    assert (err.value.rule_id, err.value.message) == (
        "SPM-1.2",
        "The companion is not waiting for this entry now.",
    )
    with pytest.raises(RuleError) as err:
        play(state, ADAM, "deal_line")
    assert err.value.rule_id == "SPM-1.2"


def test_letting_the_companion_deal_is_one_tap_and_seeded() -> None:
    state, public, _private = play_told(_physical(), BEA, "deal_line")
    assert sorted(state["line"]) == sorted(SHIPS)
    assert public[0] == "The companion deals the ship line: lay the ships as it says."
    assert public[2] == f"{('Adam', 'Bea', 'Carlo')[state['starting_seat']]} starts."
    assert play(_physical(), ADAM, "deal_line")["line"] == state["line"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_physical_game_with_the_entered_line_is_played_to_the_end(seed: int) -> None:
    rng = random.Random(seed)
    state = _physical(4, movement_hand=seed == 2, imminent_adventures=seed == 3)
    line = rng.sample(SHIPS, len(SHIPS))
    state = play(state, ADAM, "enter_line", ships=line, first=CARLO)
    for _step in range(3000):
        if ENGINE.is_over(state):
            break
        before = state
        seat = rng.choice(acting_seats(state))
        offer = rng.choice(ENGINE.legal_moves(state, seat))
        args = concrete_args(state, seat, offer, rng)
        if offer.type in ("draw_movement", "reveal_movement"):
            args["card"] = rng.choice(state["mv_deck"] or state["mv_discard"])
        state = ENGINE.apply(state, seat, {"type": offer.type, "args": args})
        check_invariants(before, state, offer.type)
    assert ENGINE.is_over(state)
    result = ENGINE.final_result(state)
    assert sorted(result.places.values()) == [1, 2, 3, 4] and result.ended_by == "SPM-4.1"
