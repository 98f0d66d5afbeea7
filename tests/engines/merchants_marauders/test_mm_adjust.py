"""MM-Q48: manual adjustments for what cards, events and abilities do, each logged with
its source and held to the ranges of the rules."""

from __future__ import annotations

from tests.engines.merchants_marauders.builders import (
    ENGINE,
    lines,
    offered,
    play,
    played,
    put,
    refusal,
    started,
)


def test_gold_gained_and_lost_names_the_amount_not_the_balance():
    state = started(2)
    answer = played(state, 0, "adjust_gold", source="Lucky find", change=5)
    assert lines(answer) == ["Anja gains 5 gold: Lucky find."]
    state = answer.state
    assert state["players"][0]["gold"] == 15
    answer = played(state, 0, "adjust_gold", source="Storm", change=-4)
    assert lines(answer) == ["Anja pays 4 gold for Storm."]
    assert answer.state["players"][0]["gold"] == 11
    assert refusal(answer.state, 0, "adjust_gold", source="Storm", change=-12) == (
        "You do not have 12 gold to lose: gold never goes below 0 (MM-Q48)."
    )
    assert refusal(state, 0, "adjust_gold", source="Storm", change=0) == (
        "Enter a change other than 0 (MM-Q48)."
    )


def test_gold_lost_in_the_home_port_may_come_from_the_chest():
    state = started(2)
    state["players"][0]["chest"] = 8
    state = play(state, 0, "adjust_gold", source="Taxes", change=-15)
    assert state["players"][0]["gold"] == 0 and state["players"][0]["chest"] == 3


def test_glory_adjusted_on_the_track_checks_the_declaration():
    state = started(2)
    state["players"][1]["glory"] = 9
    answer = played(state, 0, "adjust_glory", source="Hero of the Main", target=1, change=1)
    assert lines(answer) == ["Jona's Glory track goes from 9 to 10 (Hero of the Main)."]
    # The companion's next step declares for him (MM-2.3.2).
    declared = played(answer.state, None, "declare_target", player=1)
    assert lines(declared) == [
        "Jona reaches 10 glory and declares it: 0 gold hidden. The game ends when this "
        "round's turns are over (MM-2.3.2).",
    ]
    state = declared.state
    assert state["players"][1]["declared"] and state["declared_end"]
    # No glory card comes with it (MM-7.1.1).
    assert not state["waiting"]
    assert refusal(state, 0, "adjust_glory", source="Scandal", target=0, change=-1) == (
        "Anja has 0 glory on the track: it cannot go below 0 (MM-2.1.4)."
    )


def test_bounties_stay_between_0_and_5():
    state = started(2)
    answer = played(
        state, 1, "adjust_bounty", source="Wanted poster", target=0, nation="english", change=2
    )
    assert lines(answer) == ["Anja's bounty from England goes to 2 (Wanted poster)."]
    state = answer.state
    assert (
        refusal(state, 1, "adjust_bounty", source="X", target=0, nation="english", change=4)
        == "A bounty stays between 0 and 5; Anja's from England is 2 (MM-6.3.3)."
    )
    assert (
        refusal(state, 1, "adjust_bounty", source="X", target=0, nation="english", change=-3)
        == "A bounty stays between 0 and 5; Anja's from England is 2 (MM-6.3.3)."
    )


def test_a_ship_location_stays_between_0_and_its_full_value():
    state = started(2)
    answer = played(state, 0, "adjust_ship", source="Storm", target=0, location="mast", change=-1)
    assert lines(answer) == ["Anja's Mast goes to 1 (Storm)."]
    state = answer.state
    assert (
        refusal(state, 0, "adjust_ship", source="Carpenter", target=0, location="mast", change=2)
        == "Mast is at 1 and stays between 0 and 2 (MM-0.4.3)."
    )
    # Crew is adjusted the same way (recruits from a card, sailors lost).
    state = play(state, 0, "adjust_ship", source="Fever", target=0, location="crew", change=-2)
    assert state["players"][0]["ship"]["loc"]["crew"] == 0


def test_cargo_over_a_damaged_hold_at_sea_is_dropped():
    state = started(2)
    put(state, 0, "Havana")
    state["players"][0]["cargo"] = ["Rum", "Rum"]
    state["cargo_cards"]["drawn"] = 2
    answer = played(state, 1, "adjust_ship", source="Storm", target=0, location="cargo", change=-1)
    assert lines(answer)[-1] == "Anja drops 1 cargo card over the damaged Cargo (MM-9.6.1)."
    assert lines(answer, 0)[-1] == "You dropped Rum."
    assert answer.state["cargo_cards"]["discard"] == 1


def test_a_hull_adjusted_to_0_sinks_the_ship_and_kills_the_captain():
    state = started(2)
    put(state, 1, "Nassau")
    state["players"][1]["ship"]["loc"]["hull"] = 1
    answer = played(state, 0, "adjust_ship", source="Reef", target=1, location="hull", change=-1)
    assert lines(answer)[-1] == "Jona's captain dies: the ship sank (Reef) (MM-12.1)."
    assert answer.state["players"][1]["status"] == "dead"
    assert (
        refusal(answer.state, 0, "adjust_ship", source="X", target=1, location="hull", change=1)
        == "That player has no ship in play now (MM-12.1.1)."
    )
    assert (
        refusal(answer.state, 0, "adjust_bounty", source="X", target=1, nation="dutch", change=1)
        == "That player has no captain in play now (MM-12.1.1)."
    )


def test_an_extra_action_for_the_player_in_turn():
    state = started(2)
    answer = played(state, 0, "adjust_actions", source="Fair winds", change=1)
    assert lines(answer) == ["Anja has 4 actions left this turn (Fair winds)."]
    assert refusal(answer.state, 1, "adjust_actions", source="Fair winds", change=1) == (
        "Only the player in turn gains or loses actions (MM-3.3.2)."
    )
    state = answer.state
    state["turn"]["actions"] = 1
    assert refusal(state, 0, "adjust_actions", source="Calm", change=-2) == (
        "You have 1 action left and cannot lose more (MM-3.3.2)."
    )
    assert "adjust_actions" in offered(state, 0) and "adjust_actions" not in offered(state, 1)


def test_glory_cards_drawn_or_discarded_by_a_card():
    state = started(2)
    answer = played(state, 0, "adjust_glory_cards", source="Patron", count=2)
    assert lines(answer) == ["Anja draws 2 glory cards (Patron)."]
    state = play(answer.state, 0, "draw_glory_card", card="A")
    state = play(state, 0, "draw_glory_card", card="B")
    assert state["players"][0]["hand"] == ["Card 0", "A", "B"]
    answer = played(state, 0, "adjust_discard", source="Mutiny", card="A")
    assert lines(answer) == ["Anja discards a glory card (Mutiny)."]
    assert lines(answer, 0)[-1] == "You discarded A."
    assert refusal(answer.state, 0, "adjust_discard", source="Mutiny", card="A") == (
        "You hold no glory card called A (MM-Q48)."
    )


def test_npcs_placed_or_removed_by_a_card():
    state = started(2)
    state["npcs"]["pirate-sloop"] = {
        "cards": [{"name": "Calico Jack", "ship": "sloop"}],
        "zone": None,
        "arrive": 0,
    }
    assert offered(state, 1)["adjust_npc"]["slot"] == ["pirate-sloop"]
    assert ENGINE.arg_labels(state)["slot"] == {"pirate-sloop": "Calico Jack"}
    answer = played(state, 1, "adjust_npc", source="Storm", slot="pirate-sloop", zone=0)
    assert lines(answer) == ["Placed in the Havana sea zone (Storm): Captain Calico Jack."]
    state = answer.state
    assert state["npcs"]["pirate-sloop"]["zone"] == 0
    answer = played(state, 1, "adjust_npc", source="Pardon", slot="pirate-sloop")
    assert lines(answer) == ["Taken off the board (Pardon): Captain Calico Jack."]
    assert refusal(state, 1, "adjust_npc", source="X", slot="dutch", zone=0) == (
        "No NPC card lies in that slot now (MM-8.2.1)."
    )
    assert refusal(state, 1, "adjust_npc", source="X", slot="pirate-sloop", zone=12) == (
        "Name a sea zone the table knows (MM-Q47)."
    )


def test_wars_started_and_ended_by_a_card():
    state = started(2)
    answer = played(
        state, 0, "adjust_war", source="War", nation="spanish", other="english", war=True
    )
    assert lines(answer) == ["A war begins (War): Spain against England."]
    state = answer.state
    assert state["wars"] == [["english", "spanish"]]
    assert (
        refusal(state, 0, "adjust_war", source="War", nation="english", other="spanish", war=True)
        == "At war already: England and Spain (MM-0.5.4)."
    )
    assert (
        refusal(state, 0, "adjust_war", source="War", nation="english", other="english", war=True)
        == "A war is between two different nations (MM-0.5.4)."
    )
    answer = played(
        state, 1, "adjust_war", source="Treaty", nation="english", other="spanish", war=False
    )
    assert lines(answer) == ["Peace is made (Treaty): England and Spain."]
    assert (
        refusal(
            answer.state,
            1,
            "adjust_war",
            source="Treaty",
            nation="english",
            other="spanish",
            war=False,
        )
        == "Not at war: England and Spain (MM-0.5.4)."
    )


def test_adjustments_wait_for_the_game_to_be_on():
    state = started(2)
    state["phase"] = "setup"
    assert refusal(state, 0, "adjust_gold", source="X", change=1) == (
        "Adjustments are entered while the game is on (MM-Q48)."
    )
    assert not [m for m in ENGINE.legal_moves(state, 0) if m.type.startswith("adjust")]


def test_every_seat_is_offered_the_public_adjustments():
    state = started(2)
    jona = offered(state, 1)
    assert {"adjust_glory", "adjust_bounty", "adjust_ship", "adjust_war", "adjust_gold"} <= set(
        jona
    )
    assert jona["adjust_glory"]["target"] == [0, 1]


def test_a_dead_captains_player_draws_no_glory_card_from_a_card():
    state = started(2)
    state["players"][1]["status"] = "dead"
    assert refusal(state, 1, "adjust_glory_cards", source="Patron", count=1) == (
        "You have no captain in play now (MM-12.1.1)."
    )
    assert "adjust_glory_cards" not in offered(state, 1)
    assert refusal(state, 1, "adjust_gold", source="Patron", change=3) == (
        "You have no captain in play now (MM-12.1.1)."
    )
