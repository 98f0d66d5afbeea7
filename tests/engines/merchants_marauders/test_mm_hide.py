"""MM-4.9, MM-2.2, MM-Q25: hiding gold in the home port."""

from __future__ import annotations

import pytest

from companion.engines.base import RuleError
from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    bookkeeping,
    lines,
    open_trade_port,
    pass_to,
    play,
    played,
    put,
    started,
)


def refused(state, seat, move_type, **args):
    with pytest.raises(RuleError) as caught:
        played(state, seat, move_type, **args)
    return caught.value.rule_id, english(caught.value.text)


def test_hiding_gold_in_the_home_port_moves_it_into_the_chest_in_secret():
    state = open_trade_port(started(2), demand="Rum")
    offered = {m.type: m for m in ENGINE.legal_moves(state, 0)}
    assert offered["hide_gold"].allowed == {"amount": list(range(1, 11))}
    before = ENGINE.player_view(state, 1)
    answer = played(state, 0, "hide_gold", amount=7)
    assert lines(answer) == [
        "Anja hides gold in the chest in the home port; how much stays secret (MM-4.9.4)."
    ]
    assert lines(answer, 0)[-1] == (
        "You hide 7 gold: your chest holds 7, worth 0 hidden glory points (MM-2.2.2, MM-2.2.3)."
    )
    state = answer.state
    p = state["players"][0]
    assert (p["gold"], p["chest"], p["hides"]) == (3, 7, 1)
    seen = ENGINE.player_view(state, 1)["players"][0]
    assert seen["hides"] == 1 and "chest" not in seen and "gold" not in seen
    assert seen.keys() == before["players"][0].keys()
    for viewer in (1, None):
        again = ENGINE.resample_secrets(state, viewer, 5)
        assert ENGINE.player_view(again, viewer) == ENGINE.player_view(state, viewer)


def test_gold_is_hidden_only_in_the_home_port():
    state = pass_to(started(2), 1)
    put(state, 1, "Havana", port=True)
    state = open_trade_port(state, 1, demand="Rum")
    assert "hide_gold" not in {m.type for m in ENGINE.legal_moves(state, 1)}
    assert refused(state, 1, "hide_gold", amount=5) == (
        "MM-4.9.1",
        "You may hide gold only in your captain's home port (MM-4.9.1).",
    )


def test_only_gold_aboard_is_hidden_and_chest_gold_never_comes_back():
    state = open_trade_port(started(2), demand="Rum")
    state["players"][0]["chest"] = 30
    assert refused(state, 0, "hide_gold", amount=11) == (
        "MM-4.9.1",
        "You cannot hide more gold than you have aboard your ship; gold in your chest stays "
        "there (MM-4.9.1, MM-Q25).",
    )
    state = play(state, 0, "hide_gold", amount=10)
    assert refused(state, 0, "hide_gold", amount=1) == (
        "MM-4.1.4",
        "You have done hiding gold in this Port action already (MM-4.1.4).",
    )


def test_no_gold_aboard_offers_no_hiding():
    state = open_trade_port(started(2), demand="Rum")
    state["players"][0]["gold"] = 0
    assert "hide_gold" not in {m.type for m in ENGINE.legal_moves(state, 0)}


def test_hiding_needs_an_open_port_action():
    assert refused(started(2), 0, "hide_gold", amount=1) == (
        "MM-4.9.1",
        "This is done during your Port action, in port (MM-4.1.1).",
    )


def test_mm_ex_21_b_hides_7_and_declares_and_the_track_decides():
    state = started(3)
    a, b, c = (state["players"][s] for s in range(3))
    a["glory"], b["glory"], c["glory"] = 9, 6, 8
    b["chest"], b["gold"] = 35, 12
    # A's turn: a mission brings A to 10 on the track; A declares with an empty chest.
    a["glory"] = 10
    a["declared"], state["declared_end"] = True, True
    state = pass_to(state, 1)
    state = open_trade_port(state, 1, demand="Rum")
    answer = played(state, 1, "hide_gold", amount=7)
    assert lines(answer) == [
        "Jona hides gold in the chest in the home port; how much stays secret (MM-4.9.4).",
    ]
    # The declaration is the companion's own next step: the hide itself tells no amount.
    assert ENGINE.due_moves(answer.state)[0]["type"] == "declare_target"
    answer = played(answer.state, None, "declare_target", player=1)
    assert lines(answer) == [
        "Jona reaches 10 glory and declares it: 42 gold hidden. The game ends when this "
        "round's turns are over (MM-2.3.2).",
    ]
    state = answer.state
    assert state["players"][1]["hides"] == 1
    assert ENGINE.player_view(state, 2)["players"][1]["chest"] == 42  # shown (MM-2.3.3)
    state = play(state, 1, "pass_turn")
    state = play(state, 2, "pass_turn")  # C: no glory
    state = bookkeeping(state)
    assert ENGINE.is_over(state)
    result = ENGINE.final_result(state)
    assert result.winners == [0] and result.ended_by == "MM-2.3.2"
