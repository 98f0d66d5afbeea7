"""What every setup, reveal, Nassau, at-any-time and bookkeeping move tells the table,
pinned in English (issue 12: every move says what happened)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.nassau.rounds import start_nassau
from companion.engines.nassau.words import pieces
from companion.engines.text import english
from tests.engines.nassau.builders import (
    CAPTAINS,
    ENGINE,
    fill_hold,
    fresh,
    give_tile,
    lay_out,
    offer,
    play,
    said,
    set_notoriety,
    started,
)


def told(state: State, seat: int | None, move_type: str, **args: Any) -> tuple[State, dict]:
    """Public lines and each seat's private lines of a move, in English."""
    result = ENGINE.play(state, seat, {"type": move_type, "args": args})
    private = {s: [english(m) for m in lines] for s, lines in result.outcome.private.items()}
    return result.state, {"public": [english(m) for m in result.outcome.public], **private}


def in_nassau(n: int = 3) -> State:
    state = started(n)
    set_notoriety(state, [30, 20, 10, 5, 3][:n])
    start_nassau(state)
    return state


def test_setup_entries_say_what_was_entered() -> None:
    state = fresh(3, age_order=[0, 1, 2])
    state, lines = said(state, 0, "enter_captain_cards", sail=[2, 3, 2, 1], cannon=[2, 3, 1, 3])
    assert lines == ["Anja enters their captain cards: sail 2, 3, 2 and 1, cannon 2, 3, 1 and 3."]
    state, lines = said(state, 1, "enter_first_roll", values=[3, 5, 6])
    assert lines == ["Jona rolls 3, 5 and 6."]


def test_the_last_setup_entry_says_the_starting_order() -> None:
    state = started(3)
    # started() made every entry: make them again up to the last one.
    before = fresh(3, age_order=[0, 1, 2])
    before = lay_out(before)
    for seat in range(3):
        before = play(before, seat, "enter_captain_cards", sail=CAPTAINS[0], cannon=CAPTAINS[1])
    before = play(before, 0, "enter_first_roll", values=[1, 1, 1])
    before = play(before, 1, "enter_first_roll", values=[2, 2, 2])
    after, lines = said(before, 2, "enter_first_roll", values=[3, 3, 3])
    assert lines == [
        "Jon rolls 3, 3 and 3.",
        "Setup is complete; notoriety from lowest to highest: Anja, Jona and Jon.",
    ]
    assert after["step"] == state["step"] == "piracy"


def test_reveals_say_what_the_table_laid_out() -> None:
    state = fresh(3)
    state, lines = said(state, 0, "reveal_merchant_card", sail=2, cannon=3, rum=2, goods=1)
    assert lines == [
        "A merchant ship lies on space 2: sail 2, cannon 3, carrying 1 goods and 2 rum."
    ]
    state, lines = said(state, 1, "reveal_navy_card", kind="ship", sail=2, cannon=3)
    assert lines == ["A navy ship is revealed: sail 2, cannon 3."]
    state, lines = said(state, 1, "reveal_navy_card", kind="open_sea")
    assert lines == ["An open sea card is revealed."]
    state, lines = said(state, 2, "reveal_tile", tile="cannons")
    assert lines == ["Cannons is laid out in Nassau."]


def test_the_table_describes_a_space_and_closes_the_deal() -> None:
    state = fresh(3, ports=[])
    for space, sail in ((3, 1), (8, 2), (15, 3)):
        state = play(state, 0, "reveal_merchant_card", space=space, sail=sail, cannon=1)
    state, lines = said(state, 1, "finish_merchant_deal")
    assert lines == ["Every trade-route space has its merchant card."]
    state["pending"].append(
        {
            "kind": "describe_space",
            "seat": 0,
            "space": 5,
            "region": 1,
            "known_port": False,
            "rule": "NAS-Q1",
        }
    )
    _state, lines = said(
        state, 2, "describe_space", kind="port", offers="goods+rum", name="Tortuga"
    )
    assert lines == ["Space 5 is Tortuga, a port that offers goods and rum."]
    _state, lines = said(state, 2, "describe_space", kind="route")
    assert lines == ["Space 5 is a trade-route space."]


def test_purchases_name_what_was_bought_and_paid() -> None:
    state = in_nassau()
    tile = offer(state, "cannons")
    fill_hold(state, 0, gunpowder=2, goods=1, rum=2, poe=1)
    state, lines = said(state, 0, "buy", item=tile)
    assert lines == ["Anja buys Cannons for 2 gunpowder and 1 goods."]
    state, lines = said(state, 1, "done_buying")
    assert lines == ["Jona is done buying."]
    state, lines = said(state, 0, "exchange_poe", resource="goods")
    assert lines == ["Anja changes 1 piece of eight into 2 goods."]


def test_a_burial_tells_the_amount_only_to_the_one_who_buried() -> None:
    state = in_nassau()
    for seat in range(3):
        state = play(state, seat, "done_buying")
    fill_hold(state, 0, poe=3, rum=3)
    state, lines = told(state, 0, "convert_resources", resources=["rum", "rum", "rum"])
    assert lines == {"public": ["Anja changes 3 rum into 1 piece of eight."]}
    state, lines = told(state, 0, "bury", poe=4)
    assert lines == {
        "public": ["Anja has buried their treasure."],
        0: ["You bury 4 pieces of eight."],
    }
    _state, lines = told(state, 1, "bury", poe=0)
    assert lines == {
        "public": ["Jona has buried their treasure."],
        1: ["You bury 0 pieces of eight."],
    }


def test_moves_at_any_time_say_what_left_or_came_aboard() -> None:
    state = started(3)
    fill_hold(state, 0, rum=2, hostage=2)
    state, lines = said(state, 0, "jettison", pieces=["rum", "rum"])
    assert lines == ["Anja throws 2 rum overboard."]
    state, lines = said(state, 0, "throw_overboard", count=1)
    assert lines == ["Anja throws 1 hostage overboard."]
    give_tile(state, 1, "cook")
    state, lines = said(state, 1, "use_supply_crew", crew="cook")
    assert lines == ["Jona's Cook brings 1 rum aboard."]
    give_tile(state, 2, "black_marketeer")
    fill_hold(state, 2, goods=1, gunpowder=1)
    state, lines = said(state, 2, "use_black_marketeer", resources=["goods", "gunpowder"])
    assert lines == ["Jon's Black marketeer changes 1 gunpowder and 1 goods into 1 piece of eight."]


def test_a_doubloon_exchange_is_public_but_not_the_chest() -> None:
    state = started(3)
    state["players"][0]["chest"]["poe"] = 6
    state["supply"]["poe"] = 0
    _state, lines = said(state, 0, "exchange_doubloon")
    assert lines == ["Anja changes 5 buried pieces of eight for a doubloon."]


def test_bookkeeping_steps_say_what_the_companion_did() -> None:
    state = started(3)
    state["step"], state["bk_started"], state["turn"] = "navy_reveal", False, {}
    state["players"][1]["wind"] = True
    state["supply"]["trade_wind"] -= 1
    (step_six,) = ENGINE.pending_system_moves(state)
    _state, lines = said(state, None, step_six["type"], **step_six["args"])
    assert lines == [
        "Step 6: the supply takes back 1 trade wind token; the table reveals 3 new navy cards."
    ]


def test_steps_seven_to_nine_say_what_moved_and_what_begins() -> None:
    state = started(3)
    state["step"], state["bk_started"], state["turn"] = "merchants", False, {}
    (step_seven,) = ENGINE.pending_system_moves(state)
    after, lines = said(state, None, step_seven["type"], **step_seven["args"])
    assert lines == [
        "Step 7: 4 merchant ships leave the board and 8 merchant ships sail one region on; "
        "4 new merchant cards to be laid out."
    ]
    state["step"] = "restock"
    state["merchants"] = after["merchants"]
    (step_eight,) = ENGINE.pending_system_moves(state)
    _after, lines = said(state, None, step_eight["type"], **step_eight["args"])
    assert lines == [
        "Step 8: 9 unbought tiles go to the box; the table lays out 3 new tiles of each set "
        "in Nassau."
    ]
    state["step"] = "prepare"
    (step_nine,) = ENGINE.pending_system_moves(state)
    _after, lines = said(state, None, step_nine["type"], **step_nine["args"])
    assert lines == [
        "Step 9: every tile face up again and every captain card back in hand; round 2 begins."
    ]


def test_the_end_game_card_ends_the_game_in_words() -> None:
    state = started(3)
    state["navy"]["unknown"] = dict.fromkeys(state["navy"]["unknown"], 0)
    state["reveal"]["navy"] = 1
    _state, lines = said(state, 0, "reveal_navy_card", kind="end_game", phase=2)
    assert lines == ["The end-game card is revealed: the game is over."]


def test_pieces_read_in_one_order_whatever_order_the_state_keeps_them_in():
    # PostgreSQL's jsonb gives a state back with its keys reordered: the words must not follow.
    one = {"poe": 3, "hostage": 2, "gunpowder": 2}
    other = dict(reversed(list(one.items())))
    assert english(pieces(one)) == english(pieces(other))
    assert english(pieces(one)) == "2 gunpowder, 2 hostages and 3 pieces of eight"
