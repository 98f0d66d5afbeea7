"""MM-1: the secret captain and ship choice, the reveal, the first round."""

from __future__ import annotations

from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    lines,
    new_state,
    play,
    played,
    started,
)


def enter(state, seat, captain="Wright", ship="sloop", home="Havana", nation="spanish"):
    return played(
        state,
        seat,
        "enter_captain",
        captain=captain,
        ship=ship,
        seamanship=2,
        scouting=3,
        leadership=2,
        influence=2,
        home=home,
        nation=nation,
    )


def test_choices_stay_secret_until_every_seat_has_chosen():
    state = new_state(2)
    answer = enter(state, 0)
    assert lines(answer) == ["Anja has chosen a captain and a ship."]
    assert lines(answer, 0)[-1] == "You chose Wright and a Sloop."
    other = ENGINE.player_view(answer.state, 1)["players"][0]
    assert other["chosen"] and other["captain"] is None and "setup" not in other


def test_the_reveal_shows_every_captain_at_once_and_fills_the_boards():
    state = enter(new_state(2), 0).state
    state = enter(state, 1, captain="Frances", home="Nassau", nation="english").state
    # The last choice reveals nothing by itself: the companion's next step shows them all.
    assert [d["type"] for d in ENGINE.due_moves(state)] == ["reveal_captains"]
    answer = played(state, None, "reveal_captains")
    assert lines(answer)[0] == "Every captain and ship is revealed (MM-1.1.5)."
    p = answer.state["players"][0]
    # MM-EX-2: a Sloop's cubes: Hull 2, Mast 2, Cargo 2, Crew 2, Cannons 1.
    assert p["ship"]["loc"] == {"hull": 2, "mast": 2, "cargo": 2, "crew": 2, "cannons": 1}
    assert p["gold"] == 10 and p["glory"] == 0
    assert p["at"] == {"zone": 0, "port": True}


def test_a_round_starts_with_the_event_card_and_the_starting_player():
    state = started(3)
    assert state["phase"] == "turn" and state["current"] == 0
    assert state["event_deck"] == 33
    assert english(ENGINE.player_view(state, None)["prompt"]) == "Anja's turn: 3 actions left."


def test_passing_ends_the_turn_and_the_round_after_the_last_player():
    state = started(2)
    state = play(state, 0, "pass_turn")
    assert state["current"] == 1
    state = play(state, 1, "pass_turn")
    assert state["phase"] == "round_end"


def test_a_club_captain_drawn_once_never_comes_back():
    """MM-12.1.1, MM-12.3.1: a retired captain's card is discarded; the new one is drawn
    from the deck, so the club's card cannot be chosen again."""
    from tests.engines.merchants_marauders.builders import bookkeeping, refused
    from tests.engines.merchants_marauders.record import club_catalogue

    state = new_state(2, options={"catalogue": club_catalogue()})
    state = play(state, 0, "choose_captain", captain="Captain 1", ship="sloop")
    state = bookkeeping(play(state, 1, "choose_captain", captain="Captain 2", ship="sloop"))
    for seat in (0, 1):
        state = play(state, seat, "draw_glory_card", card="Broadside")
    first = state["first"]
    for card in ("Letters", "Escort"):
        state = play(state, first, "enter_mission", card=card, location="Havana")
    state = bookkeeping(state)
    state = play(state, first, "event_card", card="Calm seas")
    if state["current"] != 0:
        state = play(state, 1, "pass_turn")
    state = play(state, 0, "retire")  # MM-12.4.2: in port, before any action
    while state["phase"] != "turn" or state["current"] != 0:
        if state["phase"] == "turn":
            state = play(state, state["current"], "pass_turn")
        elif state["phase"] == "event":
            state = play(state, first, "event_card", card="Calm seas")
        else:
            state = bookkeeping(state)
    assert state["waiting"][-1]["kind"] == "captain"
    (offer,) = ENGINE.legal_moves(state, 0)[:1]
    assert offer.type == "choose_new_captain"
    assert "Captain 1" not in offer.allowed["captain"]
    message = refused(state, 0, "choose_new_captain", captain="Captain 1", ship="sloop")
    assert message == "Captain 1 has been drawn already in this game (MM-0.3.1)."
