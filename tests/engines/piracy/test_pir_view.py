"""What the pages draw of a Piracy table (view_parts.py), as every seat reads it: a port
in ruins and barred to the pirate who sacked it, then rebuilt; the discard pile face up,
the last card first; the race to 40 on the gold scale."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.text import english
from tests.engines.piracy.builders import (
    ANJA,
    ENGINE,
    JONA,
    MIRA,
    at_sea,
    pass_turns,
    play,
    set_player,
    started,
)


def port_row(state: State, name: str, seat: int | None = None) -> dict[str, Any]:
    view = ENGINE.player_view(state, seat)
    row: dict[str, Any] = next(r for r in view["port_rows"] if r["name"] == name)
    return {**row, "bars": [english(bar) for bar in row["bars"]]}


def sacked() -> State:
    """Jona takes Port Q in round 1 (PIR-3.42)."""
    state = play(at_sea(started()), JONA, "sail", hexes=1, to="Port Q", enter_port=True)
    state = play(state, ANJA, "enter_port_dice", red=[3, 4], yellow=3, blue=3)
    state = set_player(state, JONA, battle=8, terror=3)
    state = play(state, JONA, "attack_port")
    return play(play(state, JONA, "battle_dice", dice=[6, 6]), ANJA, "battle_dice", dice=[1, 1])


def test_a_sacked_port_is_in_ruins_and_barred_to_its_destroyer_on_every_seat() -> None:
    state = sacked()
    for seat in (None, ANJA, JONA):
        row = port_row(state, "Port Q", seat)
        assert (row["ruins"], row["since"], row["rebuilt"], row["base"]) == (True, 1, None, False)
        assert row["bars"] == ["barred to Jona through round 4"]


def test_a_rebuilt_port_says_when_and_its_bar_runs_out_after_its_last_round() -> None:
    state = play(sacked(), JONA, "port_done")
    state = pass_turns(state, MIRA, ANJA)
    assert state["round"] == 2
    state = play(state, JONA, "enter_rebuild_rolls", dice=[5])
    row = port_row(state, "Port Q")
    assert (row["ruins"], row["since"], row["rebuilt"]) == (False, None, 2)
    assert row["bars"] == ["barred to Jona through round 4"]
    state["round"] = 5
    assert port_row(state, "Port Q")["bars"] == []


def test_the_discard_pile_is_named_the_last_card_first() -> None:
    state = started()
    assert ENGINE.player_view(state, None)["sea"]["discard"] is None
    state["deck"]["discard"] = ["ocean", "prize", "storm", "ghost_ship", "ocean", "prize"]
    sea = ENGINE.player_view(state, ANJA)["sea"]
    assert sea["discarded"] == 6
    assert english(sea["discard"]) == ("the last first: Prize, Ocean, Ghost ship, Storm and Prize")


def test_the_race_to_40_stops_at_the_end_of_the_scale() -> None:
    state = set_player(set_player(started(), JONA, gold_scale=12), MIRA, gold_scale=43)
    view = ENGINE.player_view(state, JONA)
    assert view["sea"]["race_to"] == 40
    assert [plan["race"] for plan in view["plans"]] == [0, 12, 40]


def test_a_battle_is_shown_side_by_side_with_whose_dice_are_to_come() -> None:
    state = play(at_sea(started()), JONA, "sail", hexes=1, to="Port Q", enter_port=True)
    state = play(state, ANJA, "enter_port_dice", red=[3, 4], yellow=3, blue=3)
    assert ENGINE.player_view(state, MIRA)["fight"] is None
    state = play(state, JONA, "attack_port")
    state = play(state, JONA, "battle_dice", dice=[6, 6])
    fight = ENGINE.player_view(state, MIRA)["fight"]
    assert english(fight["stage"]) == "battle: two dice + Battle + Terror"
    assert fight["sides"] == [
        {"name": "Jona", "by": None, "in": True},
        {"name": "Port Q", "by": "Anja", "in": False},
    ]


def test_the_faster_captain_is_offered_fight_or_flee_in_those_words() -> None:
    state = started()
    state["round"] = 6  # pirates fight each other from round 6 (PIR-2.0.3)
    state = at_sea(at_sea(state, JONA, sails=6), MIRA, sails=3)
    state["turn"]["step"] = "combat"
    state = play(state, JONA, "attack_pirate", target=MIRA)
    state = play(play(state, JONA, "battle_dice", dice=[5, 5]), MIRA, "battle_dice", dice=[1, 2])
    fight = ENGINE.player_view(state, ANJA)["fight"]
    assert english(fight["stage"]) == "the faster captain fights, or flees"
    words = ENGINE.arg_labels(state)["fight"]
    assert (english(words[True]), english(words[False])) == ("fight", "flee")


def test_a_ship_card_is_fought_or_let_go_in_those_words() -> None:
    words = ENGINE.arg_labels(started())["fight"]
    assert (english(words[True]), english(words[False])) == ("fight", "let it go")
