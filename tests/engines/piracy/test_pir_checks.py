"""The checks of PIR-APP-4 not met in a worked example, each with the message players
read: the tops of the scales, what only a pirate base does, the attack and mission bar
the other way round, the event draw only at sea, the ruins of a conquered port."""

from __future__ import annotations

from companion.engines.base import State
from tests.engines.piracy.builders import (
    ANJA,
    JONA,
    at_sea,
    offered,
    play,
    port_of,
    refused,
    set_player,
    started,
)


def in_normal_port(**values: object) -> State:
    state = play(at_sea(started()), JONA, "sail", hexes=1, to="Port Q", enter_port=True)
    state = play(state, ANJA, "enter_port_dice", red=[3, 4], yellow=3, blue=3)
    return set_player(state, JONA, **values)


def in_base(**values: object) -> State:
    return set_player(play(started(), JONA, "sail", hexes=0), JONA, **values)


def test_pir_3_33_9_purchases_stop_at_the_top_of_a_scale() -> None:
    state = in_base(battle=8, hold=5)
    assert "buy_battle" not in offered(state, JONA)
    assert refused(state, JONA, "buy_battle", pay_from="hold") == (
        "PIR-3.33.9",
        "Battle is at its top of 8.",
    )
    state = in_normal_port(sails=8, hold=5)
    assert refused(state, JONA, "buy_sails") == ("PIR-3.33.9", "Sails are at their top of 8.")
    full = in_base(hold=15, gold_scale=4)
    assert refused(full, JONA, "to_hold", gold=2) == (
        "PIR-5.08.1",
        "The hold takes 16 tokens; it has 15.",
    )


def test_pir_3_33_6_what_only_a_pirate_base_does() -> None:
    state = in_normal_port(hold=5, nobles=1, gold_scale=3)
    state["players"][JONA]["mission"] = None
    assert refused(state, JONA, "draw_mission", category="A", number=9) == (
        "PIR-5.09.3",
        "Missions are drawn in a pirate base.",
    )
    assert refused(state, JONA, "ransom_noble", to="scale") == (
        "PIR-5.03.3",
        "Nobles are ransomed only in a pirate base.",
    )
    assert refused(state, JONA, "to_scale", gold=1) == (
        "PIR-3.33.8",
        "Gold moves between hold and scale only in a pirate base.",
    )


def test_pir_3_4_5_a_port_attacked_bars_the_mission_this_turn() -> None:
    state = in_normal_port(battle=8, terror=3)
    state = play(state, JONA, "attack_port")
    state = play(play(state, JONA, "battle_dice", dice=[6, 6]), ANJA, "battle_dice", dice=[1, 1])
    assert "complete_mission" not in offered(state, JONA)
    assert refused(state, JONA, "complete_mission", reward=5, to_scale=5) == (
        "PIR-3.4.5",
        "You cannot complete or draw a mission and attack a port in the same turn.",
    )


def test_pir_3_31_1_event_cards_are_drawn_only_at_sea() -> None:
    state = in_base()
    assert refused(state, JONA, "draw_event", card="ocean") == (
        "PIR-3.31.1",
        "Event cards are drawn by a ship that ends its move at sea.",
    )


def test_pir_q_37_the_destroyer_stays_in_the_ruins_and_trades_with_no_one() -> None:
    state = in_normal_port(battle=8, terror=3, hold=2)
    state = play(state, JONA, "attack_port")
    state = play(play(state, JONA, "battle_dice", dice=[6, 6]), ANJA, "battle_dice", dice=[1, 1])
    assert port_of(state, "Port Q")["intact"] is False
    assert state["players"][JONA]["where"] == "in_port"
    state["turn"]["option"] = None  # his next turn, at anchor in the ruins
    assert "buy_rations" not in offered(state, JONA) and "attack_port" not in offered(state, JONA)
    assert refused(state, JONA, "buy_rations", gold=1) == (
        "PIR-3.33.2",
        "Destroyed ports do not work: no trade here.",
    )
