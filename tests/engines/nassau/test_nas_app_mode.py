"""App-managed components (10.5): the companion shuffles, deals and rolls from the state's
seeded generator; the face-down orders are a secret from everyone."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from companion.engines.base import RuleError, SeatInfo, State
from companion.engines.text import english
from tests.contract.agent import Agent, Playthrough
from tests.engines.nassau.builders import ENGINE, exactly, fresh, lay_out, play, seats
from tests.engines.nassau.club_data import APP_EVERYTHING, club_catalogue, partial


def app_table(n: int = 3, seed: int = 5, **options: Any) -> State:
    chosen = {"catalogue": club_catalogue(), **APP_EVERYTHING, **options}
    return ENGINE.setup(chosen, seats(n), seed)


def companion(state: State) -> State:
    """Every move the companion owes now (its dealing and its bookkeeping)."""
    for _step in range(20):
        due = ENGINE.pending_system_moves(state)
        if not due:
            return state
        state = ENGINE.apply(state, None, {"type": due[0]["type"], "args": due[0]["args"]})
    return state


def test_the_table_is_created_dealt_and_rolled() -> None:
    state = app_table(age_order=[0, 1, 2])
    assert ENGINE.pending_system_moves(state) == []
    assert state["step"] == "piracy"
    assert all(p["dice"] for p in state["players"])
    assert all(state["merchants"][s] for s in state["merchants"])
    assert len(state["navy"]["row"]) == 3
    assert len(state["tiles"]["nassau"]) == 9
    assert state["merchants"]["2"]["name"].startswith("Fortuna 1-")


def test_the_same_seed_deals_the_same_game() -> None:
    first, again = companion(app_table(seed=11)), companion(app_table(seed=11))
    assert first == again
    other = companion(app_table(seed=12))
    assert other["merchants"] != first["merchants"] or other["players"] != first["players"]


def test_a_3_player_setup_needs_no_tap_but_a_tie_order() -> None:
    for seed in range(12):
        state = companion(app_table(seed=seed))
        taps = Counter[int]()
        while state["step"] == "setup":
            seat, move = next(
                (s, m) for s in range(3) for m in ENGINE.legal_moves(state, s) if m.type
            )
            assert move.type == "set_age_order"
            state = play(state, seat, move.type, seats=move.allowed["seats"][0])
            taps[seat] += 1
        assert all(n <= 10 for n in taps.values())
        assert state["step"] == "piracy"


def test_app_decks_need_the_whole_deck_in_the_catalogue() -> None:
    with pytest.raises(
        RuleError,
        match=exactly(
            "NAS-1.2.2: The companion deals the merchant cards only when the club's catalogue "
            "lists all 58 of them."
        ),
    ):
        ENGINE.setup({"catalogue": partial(), "merchant_deck": "app"}, seats(3), 1)
    with pytest.raises(
        RuleError,
        match=exactly(
            "NAS-1.3.3: The companion deals the navy cards only when the club's catalogue "
            "lists all 30 of them."
        ),
    ):
        ENGINE.setup({"navy_deck": "app"}, seats(3), 1)


def test_app_merchants_need_the_board() -> None:
    catalogue = club_catalogue()
    catalogue["ports"] = []
    with pytest.raises(
        RuleError,
        match=exactly(
            "NAS-Q1: The companion deals the merchant cards only on a board the club entered."
        ),
    ):
        ENGINE.setup({"catalogue": catalogue, "merchant_deck": "app"}, seats(3), 1)


def test_the_table_does_not_enter_what_the_companion_deals() -> None:
    state = app_table()
    with pytest.raises(
        RuleError,
        match=exactly(
            "NAS-1.5.1: The companion shuffles and lays out the Nassau tiles at this table."
        ),
    ):
        play(state, 0, "reveal_tile", tile="cannons")
    with pytest.raises(
        RuleError, match=exactly("NAS-1.7.1: The companion rolls the dice at this table.")
    ):
        play(state, 0, "enter_first_roll", values=[1, 2, 3])
    with pytest.raises(
        RuleError, match=exactly("NAS-1.7.1: The companion rolls the dice at this table.")
    ):
        play(state, 0, "roll_dice", values=[1, 2, 3])
    entries = {"reveal_tile", "reveal_merchant_card", "reveal_navy_card", "enter_first_roll"}
    for seat in range(3):
        assert not entries & {m.type for m in ENGINE.legal_moves(state, seat)}


def test_mixed_table_app_tiles_and_dice_with_physical_decks() -> None:
    state = fresh(3, tiles="app", dice="app", age_order=[0, 1, 2])
    state = companion(state)
    assert len(state["tiles"]["nassau"]) == 9 and all(p["dice"] for p in state["players"])
    assert state["reveal"]["navy"] == 3  # the table still reveals its navy cards
    state = lay_out(state)
    for seat in range(3):
        state = play(state, seat, "enter_captain_cards", sail=[1, 2, 3, 2], cannon=[1, 2, 3, 1])
    assert state["step"] == "piracy"


def test_app_decks_with_physical_dice() -> None:
    state = companion(app_table(dice="physical", age_order=[0, 1, 2]))
    assert all(p["dice"] is None for p in state["players"])
    for seat in range(3):
        state = play(state, seat, "enter_first_roll", values=[seat + 1, 2, 3])
    assert state["step"] == "piracy"


def test_no_view_shows_a_face_down_order() -> None:
    state = companion(app_table())
    for seat in (None, 0, 1, 2):
        text = json.dumps(ENGINE.player_view(state, seat))
        assert '"order"' not in text
    again = ENGINE.resample_secrets(state, 0, 99)
    assert again["navy"]["order"] != state["navy"]["order"]
    assert sorted(again["navy"]["order"]) == sorted(state["navy"]["order"])
    assert ENGINE.player_view(again, 0) == ENGINE.player_view(state, 0)


def whole_game(seed: int, **chosen: Any) -> Playthrough:
    names = [
        SeatInfo(i, n, c)
        for i, (n, c) in enumerate([("Ada", "red"), ("Bo", "blue"), ("Cy", "green")])
    ]
    options = ENGINE.clean_options(chosen or {"catalogue": club_catalogue(), **APP_EVERYTHING})
    state = ENGINE.setup(options, names, seed)
    run = Playthrough("nassau", seed, names, options, state)
    agent = Agent(ENGINE, seed, Counter())
    while len(run.steps) < 600 and not ENGINE.is_over(state):
        step = agent.next_step(run, state)
        assert step is not None, "the game is stuck"
        run.steps.append(step)
        state = step.state
    return run


def test_a_whole_app_managed_game_replays_to_the_same_end() -> None:
    run = whole_game(7)
    final = run.steps[-1].state
    assert ENGINE.is_over(final)
    types = Counter(step.move["type"] for step in run.steps)
    assert types["companion_deals"] >= 3
    for banned in ("reveal_merchant_card", "reveal_tile", "roll_dice", "pick_navy_card"):
        assert not types[banned]
    later = [
        english(line)
        for step in run.steps
        if step.move["type"] == "companion_deals" and step.move["args"]["round"] > 1
        for line in step.outcome.public
    ]
    said = " ".join(later)
    assert "The companion rolls" in said  # step 1
    assert "The companion deals the Fortuna" in said  # step 7
    assert "The companion reveals" in said  # step 6
    assert "The companion lays out" in said  # step 8
    # Undo and redo replay the log: every state again, the same cards and dice.
    state = ENGINE.setup(run.options, run.seats, run.seed)
    for step in run.steps:
        state = ENGINE.apply(state, step.seat, step.move)
        assert state == step.state


MIXED = {
    "decks by the companion, tiles and dice at the table": {
        "catalogue": club_catalogue(),
        "merchant_deck": "app",
        "navy_deck": "app",
    },
    "tiles and dice by the companion, no catalogue": {
        "tiles": "app",
        "dice": "app",
        "age_order": [2, 1, 0],
    },
}


@pytest.mark.parametrize("chosen", MIXED.values(), ids=MIXED.keys())
def test_a_mixed_table_plays_to_the_end_and_replays(chosen: dict[str, Any]) -> None:
    run = whole_game(3, **chosen)
    assert ENGINE.is_over(run.steps[-1].state)
    state = ENGINE.setup(run.options, run.seats, run.seed)
    for step in run.steps:
        state = ENGINE.apply(state, step.seat, step.move)
    assert state == run.steps[-1].state


def test_the_opening_deal_is_said_in_every_view() -> None:
    # No entry carries the deal at setup: the view says it (public lines only).
    state = app_table(age_order=[0, 1, 2])
    said = [english(line) for line in ENGINE.player_view(state, 0)["opening"]]
    assert len([s for s in said if s.startswith("The companion rolls ")]) == 3
    assert len([s for s in said if s.startswith("The companion deals ")]) == len(state["merchants"])
    assert len([s for s in said if s.startswith("The companion reveals ")]) == 3
    assert len([s for s in said if s.startswith("The companion lays out ")]) == 9
    assert ENGINE.player_view(state, None)["opening"] == ENGINE.player_view(state, 2)["opening"]
    assert "order" not in json.dumps(ENGINE.player_view(state, None)["opening"])
    physical = ENGINE.setup({"catalogue": club_catalogue()}, seats(3), 5)
    assert ENGINE.player_view(physical, 0)["opening"] == []
