"""A club's catalogue (SPM-0.9) copied into the table's options: its ship and pirate names
replace the neutral labels of RULING SPM-Q-19 wherever a player reads them."""

from __future__ import annotations

import json
from typing import Any

import pytest

from companion.engines.base import MoveInputError
from companion.engines.text import english, render
from tests.engines.spanish_main.builders import ADAM, BEA, CARLO, ENGINE, play, seats

# The first ship entered for a flag is that flag's ship 1 (the catalogue's help).
ROWS = [
    ("English", "Royal Fortune", "Bartholomew Roberts"),
    ("Spanish", "Santa Ana", "Diego el Mulato"),
    ("Dutch", "Vliegende Hollander", "Hendrick van der Decken"),
    ("English", "Adventure Galley", "William Kidd"),
    ("Spanish", "San José", "Rodrigo Tenorio"),
    ("Dutch", "Zeeleeuw", "Laurens de Graaf"),
    ("English", "Queen Anne's Revenge", "Edward Teach"),
    ("Spanish", "Nuestra Señora", "Miguel Enríquez"),
    ("Dutch", "Walvis", "Cornelis Jol"),
]
CATALOGUE = {"ships": [{"flag": f, "ship": s, "pirate": p} for f, s, p in ROWS]}
LINE = ["E1", "S1", "D1", "E2", "S2", "D2", "E3", "S3", "D3"]


def _feld(text: str) -> str:
    """A stand-in translation that changes one word of ours."""
    return text.replace("space", "Feld")


def _englisch(text: str) -> str:
    return "Englisch" if text == "English" else text


def _club_game(**options: Any) -> dict:
    state = ENGINE.setup(
        {"deck_mode": "physical", "catalogue": CATALOGUE, **options}, seats(3), seed=4
    )
    state = play(state, ADAM, "enter_line", ships=LINE, first=ADAM)
    for seat, cards in ((ADAM, ["E1", "S2"]), (BEA, ["S1", "D2"]), (CARLO, ["D1", "E3"])):
        state = play(state, seat, "enter_pirates", pirates=cards)
    for card in ("full_speed_ahead", "lost_at_sea", "temporary_alliance"):
        state = play(state, ADAM, "reveal_movement", card=card)
    return play(state, ADAM, "reveal_adventure", card="parley")


def test_the_names_are_copied_into_the_state_by_ship_id() -> None:
    state = _club_game()
    assert state["names"]["ships"]["E1"] == "Royal Fortune"
    assert state["names"]["ships"]["S3"] == "Nuestra Señora"
    assert state["names"]["pirates"]["D2"] == "Laurens de Graaf"
    assert state["options"]["catalogue"] == CATALOGUE


def test_views_and_labels_use_the_club_s_names() -> None:
    state = _club_game()
    view = ENGINE.player_view(state, ADAM)
    assert [english(s["name"]) for s in view["line"]][:2] == ["Royal Fortune", "Santa Ana"]
    assert english(view["ships"][0]["pirate"]) == "Bartholomew Roberts"
    assert [english(p["pirate"]) for p in view["you"]["pirates"]] == [
        "Bartholomew Roberts",
        "Rodrigo Tenorio",
    ]
    labels = ENGINE.arg_labels(state)
    assert english(labels["space"][1]) == "1: Royal Fortune"
    # A pirate reads as its card prints it, its ship beside it.
    assert english(labels["pirate"]["S2"]) == "Rodrigo Tenorio (San José)"
    assert english(labels["pirates"]["E1"]) == "Bartholomew Roberts (Royal Fortune)"
    assert english(labels["ships"]["D3"]) == "Walvis"


def test_outcomes_name_the_club_s_ships_and_render_from_the_log() -> None:
    answer = ENGINE.play(
        _club_game(),
        ADAM,
        {"type": "play_movement", "args": {"card": "full_speed_ahead", "space": 4}},
    )
    public = [english(line) for line in answer.outcome.public]
    assert "Adventure Galley goes from space 4 to space 1." in public
    # The log stores the outcome as JSON: the name is a parameter and renders as it is,
    # whatever the reader's language.
    stored = json.loads(json.dumps(answer.outcome.to_json()))
    german = [render(line, gettext=_feld, ngettext=lambda s, p, n: s) for line in stored["public"]]
    assert "Adventure Galley goes from Feld 4 to Feld 1." in german


def test_the_final_result_names_the_club_s_pirates() -> None:
    state = _club_game()
    state["adv_deck_count"] = 0
    state["adv_deck"] = []
    state = play(state, ADAM, "pass")
    assert ENGINE.is_over(state)
    breakdown = ENGINE.final_result(state).breakdown[ADAM]
    assert english(breakdown["pirates held"]) == "Bartholomew Roberts and Rodrigo Tenorio"


def test_without_a_catalogue_the_neutral_labels_stay() -> None:
    state = ENGINE.setup({}, seats(3), seed=4)
    assert state["names"] is None
    view = ENGINE.player_view(state, None)
    assert english(view["ships"][0]["name"]) == "English ship 1"
    assert english(view["ships"][0]["pirate"]) == "Pirate of English ship 1"


def test_a_catalogue_with_four_ships_of_one_flag_is_refused_naming_the_flag() -> None:
    rows = [dict(row) for row in CATALOGUE["ships"]]
    rows[1]["flag"] = "English"
    with pytest.raises(MoveInputError) as err:
        ENGINE.setup({"catalogue": {"ships": rows}}, seats(3), seed=4)
    assert english(err.value.text) == (
        "Ships and their pirates: the box has 3 English ships, not 4."
    )
    # The flag is a word of ours, translated with the message.
    said = render(err.value.text, gettext=_englisch, ngettext=lambda s, p, n: s)
    assert said == "Ships and their pirates: the box has 3 Englisch ships, not 4."
