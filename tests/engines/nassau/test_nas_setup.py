"""NAS-1 setup: decks by player count, the Nassau offer, the first roll and its ties."""

from __future__ import annotations

import pytest

from companion.engines.base import RuleError
from tests.engines.nassau.builders import (
    ENGINE,
    check_invariants,
    exactly,
    fresh,
    lay_out,
    play,
)


@pytest.mark.parametrize(("n", "deck", "removed"), [(3, 19, 12), (4, 25, 6), (5, 31, 0)])
def test_navy_deck_is_built_by_player_count(n: int, deck: int, removed: int) -> None:
    state = fresh(n)
    navy = state["navy"]
    assert navy["out_of_game"] == removed
    assert sum(navy["unknown"].values()) + int(navy["end_card"]) == deck
    assert state["reveal"]["navy"] == n
    check_invariants(state)


def test_tied_first_roll_waits_for_the_age_order() -> None:
    state = fresh(3)
    state = lay_out(state)
    for seat in range(3):
        state = play(state, seat, "enter_captain_cards", sail=[1, 2, 3, 2], cannon=[1, 2, 3, 1])
        state = play(state, seat, "enter_first_roll", values=[3, 3, 3])
    assert state["step"] == "setup"
    assert ENGINE.player_view(state, None)["waiting_for"][0]["what"] == "age_order"
    state = play(state, 1, "set_age_order", seats=[2, 0, 1])
    assert [p["notoriety"] for p in state["players"]] == [2, 3, 1]


def test_setup_refuses_a_phase_two_navy_card_on_top() -> None:
    with pytest.raises(
        RuleError, match=exactly("NAS-1.3.4: Phase I cards are still on top of the navy deck.")
    ) as err:
        play(fresh(4), 0, "reveal_navy_card", kind="ship", phase=2, sail=2, cannon=2)
    assert err.value.rule_id == "NAS-1.3.4"


def test_setup_refuses_a_five_plus_card_with_three_players() -> None:
    with pytest.raises(
        RuleError, match=exactly("NAS-1.3.1: Cards with the 5+ icon are not used with 3 players.")
    ) as err:
        play(fresh(3), 0, "reveal_navy_card", kind="open_sea", phase=1, icon="5+")
    assert err.value.rule_id == "NAS-1.3.1"


def test_setup_refuses_the_end_game_card_among_phase_one_cards() -> None:
    with pytest.raises(
        RuleError, match=exactly("NAS-1.3.4: 12 Phase I cards lie above the end-game card.")
    ) as err:
        play(fresh(3), 0, "reveal_navy_card", kind="end_game", phase=2)
    assert err.value.rule_id == "NAS-1.3.4"


def test_nassau_offer_enforces_catalogue_counts() -> None:
    state = fresh(5)
    state = play(state, 0, "reveal_tile", tile="majestic_cabin")
    with pytest.raises(
        RuleError,
        match=exactly("NAS-5.1.10: No Majestic captain's cabin is left in the face-down hull set."),
    ) as err:
        play(state, 0, "reveal_tile", tile="majestic_cabin")
    assert err.value.rule_id == "NAS-5.1.10"


def test_nassau_offer_takes_only_as_many_tiles_as_players() -> None:
    state = fresh(3)
    for _ in range(3):
        state = play(state, 0, "reveal_tile", tile="cannons")
    with pytest.raises(
        RuleError, match=exactly("NAS-2.8.2: No hull tile is waiting to be laid out in Nassau.")
    ) as err:
        play(state, 0, "reveal_tile", tile="cannons")
    assert err.value.rule_id == "NAS-2.8.2"


def test_piracy_is_refused_during_setup() -> None:
    with pytest.raises(
        RuleError,
        match=exactly(
            "NAS-1.7.5: Not now: this belongs to step 2, piracy, and the table is at setup."
        ),
    ) as err:
        play(fresh(3), 0, "pass_action")
    assert err.value.rule_id == "NAS-1.7.5"


def test_board_layout_option_rejects_a_port_on_a_transit_space() -> None:
    with pytest.raises(
        RuleError,
        match=exactly(
            "NAS-Q1: Space 7 cannot be a port: ports are on spaces 1 to 20, never 7 or 14."
        ),
    ) as err:
        fresh(3, ports=["7:Nowhere:rum"])
    assert err.value.rule_id == "NAS-Q1"


def test_board_layout_option_moves_ports() -> None:
    state = fresh(3, ports=["1:La Havana:rum", "10:Port Royal:goods", "18:Port of Spain:poe"])
    kinds = {c["space"]: c["kind"] for c in state["board"]}
    assert kinds[5] == "route" and kinds[18] == "port" and kinds[19] == "route"


def test_setup_says_how_far_each_reveal_has_got() -> None:
    """Issue 14: a long setup shows its progress ("merchant cards: 7 of 12")."""
    from companion.engines.nassau.prompts import waiting_for
    from companion.engines.text import english as render

    state = fresh(4)
    total = len(state["merchants"])
    lines = {line["what"]: render(line["text"]) for line in waiting_for(state)}
    assert lines["merchant_card"].startswith(f"Merchant cards: 0 of {total}.")
    assert lines["navy_card"].startswith("Navy cards: 0 of 4.")
    assert lines["tiles"].startswith(f"Tiles: 0 of {4 * len(state['reveal']['tiles'])}.")
    space = state["reveal"]["merchants"][0]
    state = play(state, 0, "reveal_merchant_card", sail=2, cannon=1, space=space)
    state = play(state, 0, "reveal_navy_card", kind="open_sea")
    lines = {line["what"]: render(line["text"]) for line in waiting_for(state)}
    assert lines["merchant_card"].startswith(f"Merchant cards: 1 of {total}.")
    assert lines["navy_card"].startswith("Navy cards: 1 of 4.")


def test_a_navy_ship_needs_its_sail_and_cannon() -> None:
    with pytest.raises(
        RuleError,
        match=exactly("NAS-0.1.12: A navy ship: enter the sail and the cannon printed on it."),
    ):
        play(fresh(4), 0, "reveal_navy_card", kind="ship", phase=1, sail=2)


def test_a_navy_ship_is_offered_apart_with_its_values() -> None:
    from companion.web.moveforms import form_fields

    offers = [m for m in ENGINE.legal_moves(fresh(3), 0) if m.type == "reveal_navy_card"]
    kinds = [m.allowed["kind"] for m in offers]
    assert kinds == [["open_sea"], ["ship"]]
    spec = ENGINE.move_specs()["reveal_navy_card"]
    ship = {f["name"] for f in form_fields(spec, offers[1], {})}
    open_sea = {f["name"] for f in form_fields(spec, offers[0], {})}
    assert {"sail", "cannon"} <= ship
    assert not {"sail", "cannon"} & open_sea
