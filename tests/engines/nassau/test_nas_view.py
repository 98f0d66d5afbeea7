"""player_view: what a phone and the table screen see, and what they never see."""

from __future__ import annotations

import json

from companion.engines.text import _, english
from tests.engines.nassau.builders import ENGINE, fill_hold, fresh, give_tile, started, turn_of


def test_chests_are_hidden_from_other_seats_and_the_table() -> None:
    state = started(3)
    state["players"][0]["chest"]["poe"] = 5
    state["supply"]["poe"] -= 5
    assert ENGINE.player_view(state, 0)["players"][0]["chest"] == {"poe": 5, "doubloon": 0}
    for viewer in (None, 1, 2):
        view = ENGINE.player_view(state, viewer)
        assert view["players"][0]["chest"] is None


def test_decks_show_sizes_only() -> None:
    state = started(4)
    view = ENGINE.player_view(state, None)
    text = json.dumps(view)
    assert "unknown" not in text and "bottom" not in text
    assert view["merchant_decks"] == {"1": 16, "2": 14, "3": 16}
    assert view["navy"]["deck_size"] == 25 - 4 and len(view["navy"]["row"]) == 4
    assert set(view["nassau"]["face_down_sets"]) == {"hull", "mast", "crew"}


def test_view_has_everything_a_page_draws() -> None:
    state = started(3)
    give_tile(state, 0, "jib")
    state["round"] = 2
    fill_hold(state, 0, rum=2)
    turn_of(state, 0, phase="action", space=3)
    view = ENGINE.player_view(state, 0)
    for key in (
        "step",
        "step_number",
        "round",
        "whose_turn",
        "waiting_for",
        "board",
        "navy",
        "nassau",
        "notoriety_track",
        "players",
        "supply",
        "piracy_pass",
        "heading",
        "prompt",
    ):
        assert key in view
    assert view["whose_turn"] == 0 and view["waiting_for"][0]["what"] == "action"
    me = view["players"][0]
    assert me["values"]["sail_vs_merchant"] == 2 and me["values"]["sail_vs_navy"] == 1
    assert me["hold_used"] == 2 and me["hold_capacity"] == 8 and me["ship_points"] == 2
    assert english(view["heading"]) == "Round 2: step 2, piracy."
    assert english(view["prompt"]) == "Anja takes an action (piracy phase 1)."
    # NAS-Q35: another seat reads neither the pieces of eight in a hold nor its total.
    other = ENGINE.player_view(state, 1)["players"][0]
    assert other["hold_used"] is None and "poe" not in other["hold"] and other["chest"] is None
    assert view["board"][2]["ships"] == [0] and len(view["board"]) == 20


def test_setup_view_waits_for_cards_captains_and_rolls() -> None:
    view = ENGINE.player_view(fresh(3), None)
    whats = [w["what"] for w in view["waiting_for"]]
    assert whats[:3] == ["merchant_card", "navy_card", "tiles"]
    assert "captain_cards" in whats and "first_roll" in whats
    assert view["waiting_for"][0]["detail"]["space"] == 2


def test_the_move_log_hides_how_much_was_buried() -> None:
    assert ENGINE.event_view("bury", {"poe": 3}, 0, 1) == {"poe": "hidden"}
    assert ENGINE.event_view("bury", {"poe": 3}, 0, None) == {"poe": "hidden"}
    assert ENGINE.event_view("bury", {"poe": 3}, 0, 0) == {"poe": 3}


def test_bookkeeping_waits_for_the_companion_then_for_cards() -> None:
    state = started(3)
    state["step"], state["bk_started"], state["turn"] = "navy_reveal", False, {}
    state["navy"]["bottom"] += state["navy"]["row"]
    state["navy"]["row"] = []
    waiting = ENGINE.player_view(state, None)["waiting_for"]
    assert waiting == [
        {
            "what": "system",
            "seats": [],
            "rule": "NAS-2.6.1",
            "detail": {"move": "replace_navy_cards", "round": 1},
            "text": _("The companion does %(step)s.", step=_("step 6, new navy cards")),
        }
    ]
    assert english(waiting[0]["text"]) == "The companion does step 6, new navy cards."
    assert all(m.type != "replace_navy_cards" for m in ENGINE.legal_moves(state, 0))


def test_arg_labels_name_tiles_spaces_and_navy_cards() -> None:
    state = started(3)
    labels = ENGINE.arg_labels(state)
    tile = state["tiles"]["nassau"][0]
    assert labels["item"][tile["id"]] and english(labels["item"]["section"]) == "a ship section"
    assert english(labels["to"][1]) == "space 1, La Havana"
    assert english(labels["to"][7]) == "space 7, a transit space"
    assert english(labels["navy"][0]) == "open sea"
    assert english(labels["offers"]["poe"]) == "pieces of eight (Port of Spain)"
    assert english(labels["offers"]["goods+rum"]) == "goods and rum"
    json.dumps({k: {str(a): b for a, b in v.items()} for k, v in labels.items()})
