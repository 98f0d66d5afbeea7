"""NAS-2.3 notoriety and NAS-2.4 the navy."""

from __future__ import annotations

import pytest

from companion.engines.base import RuleError
from companion.engines.nassau.notoriety import landing_options
from tests.engines.nassau.builders import (
    captains,
    check_invariants,
    exactly,
    fill_hold,
    give_tile,
    play,
    said,
    set_notoriety,
    started,
    step_turn,
)


def navy_state(n: int, row: list[dict]) -> dict:
    state = started(n)
    for card in state["navy"]["row"]:
        key = f"{card['phase']}:{card['icon']}"
        state["navy"]["unknown"][key] += 1
    state["navy"]["row"] = [
        {"id": f"N{i}", "phase": 1, "icon": "none", **c} for i, c in enumerate(row)
    ]
    for _ in row:
        state["navy"]["unknown"]["1:none"] -= 1
    return state


def test_nas_ex_17_computing_a_notoriety_gain() -> None:
    state = started(3)
    state["round"] = 2
    set_notoriety(state, [14, 2, 1])
    p = state["players"][0]
    m1 = {"id": "M2-a", "symbol": 2, "sail": 3, "cannon": 2, "loot": {}}
    m2 = {"id": "M3-b", "symbol": 3, "sail": 2, "cannon": 4, "loot": {}}
    for card in (m1, m2):
        state["merchant_decks"][str(card["symbol"])]["unknown"] -= 1
    p["captured"] = [m1, m2]
    p["ports_plundered"] = [10]
    state["plundered"]["10"] = {"seat": 0, "round": 2}
    state["supply"]["plundered_token"] -= 1
    p["overboard"] = 1
    state["supply"]["hostage"] -= 1
    fill_hold(state, 0, hostage=1)
    p["wind"] = True
    state["supply"]["trade_wind"] -= 1
    give_tile(state, 0, "bard")
    step_turn(state, "notoriety", [0, 1, 2])
    state = play(state, 0, "throw_overboard")
    variant = play(state, 0, "adjust_notoriety")
    assert variant["players"][0]["notoriety"] == 41 and variant["players"][0]["wind"]
    state, lines = said(state, 0, "adjust_notoriety", use_trade_wind=True, use_bard=True)
    assert lines == [
        "Anja gains 29 notoriety: 11 from merchant ships captured, 10 from ports plundered,"
        " 1 from the trade wind token, 6 from hostages thrown overboard and 1 from the Bard.",
        "Anja's notoriety goes from 14 to 43.",
    ]
    p = state["players"][0]
    assert p["notoriety"] == 43
    assert state["merchant_decks"]["2"]["bottom"][-1]["id"] == "M2-a"
    assert state["merchant_decks"]["3"]["bottom"][-1]["id"] == "M3-b"
    assert p["overboard"] == 0 and state["supply"]["hostage"] == 7 and not p["wind"]
    assert p["tiles"][0]["used"]
    assert state["turn"]["pos"] == 1
    check_invariants(state)


def test_nas_ex_18_collisions_jump_several_markers() -> None:
    state = started(4)
    set_notoriety(state, [20, 15, 12, 9])
    gains = {0: 5, 1: 10, 2: 13, 3: 15}
    for seat, extra in gains.items():
        state["players"][seat]["ports_plundered"] = []
        state["players"][seat]["overboard"] = 0
        state["players"][seat]["captured"] = [
            {"id": f"M1-{seat}", "symbol": 1, "sail": extra, "cannon": 0, "loot": {}}
        ]
        state["merchant_decks"]["1"]["unknown"] -= 1
    step_turn(state, "notoriety", [0, 1, 2, 3])
    state = play(state, 0, "adjust_notoriety")
    assert state["players"][0]["notoriety"] == 25
    state, lines = said(state, 1, "adjust_notoriety")
    assert lines == [
        "Jona gains 10 notoriety: 10 from merchant ships captured.",
        "Jona's notoriety would go from 15 to 25, a taken space: Jona chooses the free space"
        " 26 or 24.",
    ]
    assert state["pending"][0] | {} == {
        "kind": "notoriety_space",
        "seat": 1,
        "up": 26,
        "down": 24,
        "rule": "NAS-2.3.4",
    }
    state, lines = said(state, 1, "choose_notoriety_space", direction="up")
    assert lines == ["Jona's notoriety goes from 15 to 26."]
    state = play(state, 2, "adjust_notoriety")
    assert (state["pending"][0]["up"], state["pending"][0]["down"]) == (27, 24)
    state = play(state, 2, "choose_notoriety_space", direction="down")
    state = play(state, 3, "adjust_notoriety")
    assert (state["pending"][0]["up"], state["pending"][0]["down"]) == (27, 23)
    with pytest.raises(
        RuleError, match=exactly("NAS-2.3.4: No notoriety marker of yours is waiting for a space.")
    ) as err:
        play(state, 0, "choose_notoriety_space", direction="up")
    assert err.value.rule_id == "NAS-2.3.4"
    state = play(state, 3, "choose_notoriety_space", direction="up")
    assert [p["notoriety"] for p in state["players"]] == [25, 26, 24, 27]
    assert state["step"] == "navy"
    check_invariants(state)


def test_own_space_counts_as_free_and_no_room_below_forces_up() -> None:
    state = started(3)
    set_notoriety(state, [3, 1, 2])
    assert landing_options(state, 0, 3) == (3, None)
    assert landing_options(state, 0, 1) == (3, None)


def test_nas_ex_7_evading_the_navy() -> None:
    row = [
        {"kind": "open_sea"},
        {"kind": "open_sea"},
        {"kind": "ship", "sail": 2, "cannon": 3},
        {"kind": "ship", "sail": 4, "cannon": 4},
    ]
    state = navy_state(4, row)
    state["round"] = 2
    set_notoriety(state, [10, 8, 11, 13])  # Anja, Jona, Jon, Ewan
    for tile in ("mainsail", "mainsail", "cannons", "cannons"):
        give_tile(state, 3, tile)
    captains(state, 2, [(3, 3), (1, 1), (1, 1), (1, 1)])
    captains(state, 3, [(2, 1), (1, 1), (1, 1), (1, 1)])
    step_turn(state, "navy", [1, 0, 2, 3])
    with pytest.raises(RuleError, match=exactly("NAS-2.4.1: It is Jona's turn, not yours.")) as err:
        play(state, 2, "evade_navy", navy=0)
    assert err.value.rule_id == "NAS-2.4.1"
    state, lines = said(state, 1, "evade_navy", navy=0)
    assert lines == [
        "Jona takes an open sea card: no navy ship to face, so the ship (sail 1, cannon 1) sails on safe."
    ]
    state = play(state, 0, "evade_navy", navy=0)
    with pytest.raises(
        RuleError,
        match=exactly("NAS-2.4.4: A navy ship must be faced with one of your captain cards."),
    ) as err:
        play(state, 2, "evade_navy", navy=0)
    assert err.value.rule_id == "NAS-2.4.4"
    state, lines = said(state, 2, "evade_navy", navy=0, card=0)
    assert state["players"][2]["last"]["outcome"] == "escaped"
    assert lines == [
        "Jon faces a navy ship with sail 2 and cannon 3.",
        "Navy evaded: against the navy ship, Jon's sail 4 beats 2 and cannon 4 beats 3.",
        "Captain card 1 (sail 3, cannon 3) is spent for this round.",
    ]
    state, lines = said(state, 3, "evade_navy", navy=0, card=0)
    assert state["players"][3]["last"]["outcome"] == "one"
    assert lines == [
        "Ewan faces a navy ship with sail 4 and cannon 4.",
        "Navy half evaded: against the navy ship, Ewan's sail 5 beats 4 and cannon 4 does not"
        " beat 4; Ewan chooses to lose half the hold or half the notoriety.",
        "Captain card 1 (sail 2, cannon 1) is spent for this round.",
    ]
    state, lines = said(state, 3, "choose_navy_penalty", lose="notoriety")
    assert lines == ["Ewan's notoriety goes from 13 to 7."]
    assert [p["notoriety"] for p in state["players"]] == [10, 8, 11, 7]
    assert [c["kind"] for c in state["navy"]["bottom"][-4:]] == [
        "open_sea",
        "open_sea",
        "ship",
        "ship",
    ]
    assert state["step"] == "nassau"
    assert state["turn"]["queue"] == [2, 0, 1, 3]
    check_invariants(state)


def test_nas_ex_21_failing_both_values() -> None:
    state = navy_state(
        3, [{"kind": "ship", "sail": 3, "cannon": 4}, {"kind": "open_sea"}, {"kind": "open_sea"}]
    )
    set_notoriety(state, [25, 13, 3])
    fill_hold(state, 0, poe=3, rum=2, goods=1, hostage=1)
    captains(state, 0, [(2, 2), (1, 1), (1, 1), (1, 1)])
    step_turn(state, "navy", [0, 1, 2])
    state, lines = said(state, 0, "evade_navy", navy=0, card=0)
    assert lines == [
        "Anja faces a navy ship with sail 3 and cannon 4.",
        "Navy not evaded: against the navy ship, Anja's sail 3 does not beat 3 and cannon 3"
        " does not beat 4; Anja loses half the hold and half the notoriety.",
        "Anja chooses 3 pieces of the hold to lose to the navy.",
        "Anja's notoriety would go from 25 to 13, a taken space: Anja chooses the free space"
        " 14 or 12.",
        "Captain card 1 (sail 2, cannon 2) is spent for this round.",
    ]
    assert state["pending"][0]["kind"] == "lose_cargo" and state["pending"][0]["count"] == 3
    with pytest.raises(RuleError, match=exactly("NAS-2.4.6: You must give up exactly 3 pieces.")):
        play(state, 0, "lose_cargo", pieces=["rum", "rum"])
    state = play(state, 0, "lose_cargo", pieces=["rum", "rum", "goods"])
    assert (state["pending"][0]["up"], state["pending"][0]["down"]) == (14, 12)
    state = play(state, 0, "choose_notoriety_space", direction="down")
    p = state["players"][0]
    assert p["notoriety"] == 12
    assert p["hold"] == {"poe": 3, "gunpowder": 0, "goods": 0, "rum": 0, "hostage": 1}
    check_invariants(state)


def test_open_sea_keeps_the_captain_card_in_hand() -> None:
    state = navy_state(3, [{"kind": "open_sea"}] * 3)
    step_turn(state, "navy", [0, 1, 2])
    with pytest.raises(
        RuleError,
        match=exactly("NAS-2.4.3: Open sea: there is nothing to fight, keep your captain card."),
    ) as err:
        play(state, 0, "evade_navy", navy=0, card=1)
    assert err.value.rule_id == "NAS-2.4.3"


def test_a_navy_loss_of_one_kind_is_taken_at_once() -> None:
    state = navy_state(
        3, [{"kind": "ship", "sail": 1, "cannon": 9}, {"kind": "open_sea"}, {"kind": "open_sea"}]
    )
    set_notoriety(state, [25, 13, 3])
    fill_hold(state, 0, rum=3)
    captains(state, 0, [(2, 2), (1, 1), (1, 1), (1, 1)])
    step_turn(state, "navy", [0, 1, 2])
    state, lines = said(state, 0, "evade_navy", navy=0, card=0)
    assert lines[1] == (
        "Navy half evaded: against the navy ship, Anja's sail 3 beats 1 and cannon 3 does not"
        " beat 9; Anja chooses to lose half the hold or half the notoriety."
    )
    with pytest.raises(
        RuleError, match=exactly("NAS-2.4.5: You have no loss to the navy to choose.")
    ):
        play(state, 1, "choose_navy_penalty", lose="hold")
    state, lines = said(state, 0, "choose_navy_penalty", lose="hold")
    assert lines == ["Anja loses 1 rum to the navy."]
    assert state["players"][0]["hold"]["rum"] == 2
    check_invariants(state)


def test_a_notoriety_round_without_gains_says_so() -> None:
    state = started(3)
    set_notoriety(state, [10, 5, 1])
    step_turn(state, "notoriety", [0, 1, 2])
    state, lines = said(state, 0, "adjust_notoriety")
    assert lines == ["Anja gains no notoriety this round.", "Anja's notoriety stays at 10."]
    with pytest.raises(RuleError, match=exactly("NAS-2.2.9.5: You hold no trade wind token.")):
        play(state, 1, "adjust_notoriety", use_trade_wind=True)
