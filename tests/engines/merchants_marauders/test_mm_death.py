"""MM-12: a captain's death, what is kept, the new captain, retirement (MM-Q42 to MM-Q44)
and the end when no captain card is left (MM-2.4.2)."""

from __future__ import annotations

from companion.engines.merchants_marauders.captains import new_captain_gold
from companion.engines.merchants_marauders.combat import player_side
from companion.engines.merchants_marauders.death import kill
from companion.engines.merchants_marauders.victory import defeat
from companion.engines.text import _, english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    lines,
    new_captain,
    next_round_with_card,
    play,
    played,
    put,
    refusal,
    started,
    with_npc,
)


def test_mm_ex_30_a_captain_dies_in_crew_combat_and_plays_on_with_a_new_one():
    """MM-EX-30: D (Anja) loses a crew combat to E (Jona, English, not at war with Spain)."""
    state = play(started(2), 0, "pass_turn")  # Jona's turn: the battle is in it
    d = state["players"][0]
    d.update(
        glory=6,
        chest=7,
        gold=15,
        hand=["A", "B"],
        cargo=["Rum", "Cocoa"],
        weapons=["chain"],
        mission={"name": "Escort", "zone": 0},
        hides=1,
    )
    d["rumor"] = {"name": "Treasure"}
    d["bounty"]["spanish"] = 2
    state["cargo_cards"]["drawn"] = 2
    put(state, 0, "Havana")
    put(state, 1, "Havana")
    deck = state["captain_deck"]
    out = [
        english(m) for m in defeat(state, player_side(1), player_side(0), _("lost a crew combat"))
    ]
    assert out == [
        "Jona gains a glory point (defeating Anja): 1 on the track, and draws a glory card.",
        "Jona gains 10 gold: the reward for a pirate (MM-6.6).",
        "Anja's captain dies: lost a crew combat (MM-12.1).",
    ]
    e = state["players"][1]
    assert e["gold"] == 20 and e["glory"] == 1
    # D: everything aboard and his cards are discarded, glory and chest kept (MM-12.2).
    assert d["status"] == "dead" and d["captain"] is None and d["ship"] is None
    assert d["hand"] == [] and d["cargo"] == [] and d["gold"] == 0 and d["rumor"] is None
    assert d["mission"] is None and d["weapons"] == [] and d["bounty"]["spanish"] == 0
    assert d["glory"] == 6 and d["chest"] == 7 and d["hides"] == 1
    assert state["captain_deck"] == deck - 1  # MM-12.1.3: drawn now
    assert state["cargo_cards"]["discard"] == 2
    # Jona's turn goes on; Anja re-enters at her own next turn (MM-12.1.3).
    state = play(state, 1, "draw_glory_card", card="C")
    state = next_round_with_card(state)
    assert state["current"] == 0
    view = ENGINE.player_view(state, 1)
    assert english(view["prompt"]) == (
        "Anja: enter your new captain and your ship (a Sloop or a Flute). If an NPC pirate is "
        "in his home port's sea zone you may shuffle him back and draw another first; enter "
        "the one you keep (MM-12.3.2)."
    )
    answer = new_captain(state, 0, "Blackbeard", "Santo Domingo", "spanish")
    assert lines(answer) == [
        "Anja plays Blackbeard (home the port of Santo Domingo) with a Sloop.",
        "Anja takes 7 gold from the chest and 3 from the bank (MM-12.3.3).",
    ]
    state = answer.state
    d = state["players"][0]
    assert d["gold"] == 10 and d["chest"] == 0 and d["glory"] == 6
    assert d["at"]["port"] and d["status"] == "alive" and d["captains"] == 2
    state = play(state, 0, "draw_glory_card", card="D")
    assert state["players"][0]["hand"] == ["D"]
    assert english(ENGINE.player_view(state, 0)["prompt"]) == "Anja's turn: 3 actions left."


def test_mm_ex_31_starting_gold_for_a_new_captain():
    state = started(2)
    p = state["players"][0]
    for chest, gold_left, said in (
        (0, 0, "Anja takes 10 gold from the bank (MM-12.3.3)."),
        (7, 0, "Anja takes 7 gold from the chest and 3 from the bank (MM-12.3.3)."),
        (25, 15, "Anja takes 10 gold from the chest and 0 from the bank (MM-12.3.3)."),
    ):
        p["chest"], p["gold"] = chest, 0
        assert [english(m) for m in new_captain_gold(state, 0)] == [said]
        assert p["gold"] == 10 and p["chest"] == gold_left


def test_the_game_ends_at_once_when_a_captain_dies_with_no_captain_card_left():
    """MM-2.4.2 through a move: a reef (an adjustment) sinks Jona's ship."""
    state = started(2)
    state["captain_deck"] = 0
    state["players"][0]["glory"] = 3
    put(state, 1, "Nassau")
    state["players"][1]["ship"]["loc"]["hull"] = 1
    answer = played(state, 0, "adjust_ship", source="Reef", target=1, location="hull", change=-1)
    assert lines(answer)[-2:] == [
        "Jona's captain dies: the ship sank (Reef) (MM-12.1).",
        "The game is over: a captain died and no captain card was left (MM-2.4.2). Every "
        "chest is shown: Anja 0 gold and Jona 0 gold.",
    ]
    state = answer.state
    assert ENGINE.is_over(state)
    result = ENGINE.final_result(state)
    assert result.ended_by == "MM-2.4.2" and result.winners == [0]


def test_the_last_captain_card_goes_to_the_first_of_two_deaths():
    state = started(3)
    state["captain_deck"] = 1
    kill(state, 1, _("a storm"))
    assert state["captain_deck"] == 0 and state["phase"] == "turn"
    out = kill(state, 2, _("a storm"))
    assert english(out[-1]).startswith("The game is over: a captain died and no captain card")
    assert state["phase"] == "over"


def test_a_shared_entry_waits_only_for_the_living():
    state = started(3)
    state["waiting"].append({"kind": "glory_draw", "seats": [1, 2]})
    state["waiting"].append({"kind": "glory_discard", "seats": [1]})
    kill(state, 1, _("a storm"))
    assert [(e["kind"], e["seats"]) for e in state["waiting"]] == [("glory_draw", [2])]


def test_a_captain_dying_while_npcs_scout_for_him_is_not_found():
    """Found by a whole game: a glory card sank Mira while a Man-of-war scouted for her,
    and the roll still owed started a combat against a captain with no ship."""
    state = started(3)
    put(state, 1, "Curacao")
    state["players"][1]["bounty"]["dutch"] = 5
    with_npc(state, "dutch", "Curacao", name="Van Ghent", scouting=2, bounty_icon=True)
    state = play(state, 0, "pass_turn")
    entry = state["waiting"][-1]
    assert entry["kind"] == "npc_scout_roll" and entry["target"] == 1
    (roller,) = entry["seats"]
    kill(state, 1, _("a storm"))
    assert not [e for e in state["waiting"] if e["kind"] == "npc_scout_roll"]
    assert state["npc_scouting"] is None
    assert "npc_scout_roll" not in {m.type for m in ENGINE.legal_moves(state, roller)}


def test_retiring_ends_the_turn_and_the_new_captain_comes_at_the_next():
    """MM-12.4, MM-Q44: in port at the start of the turn; the death procedure at the start
    of the next turn, which is played with the new captain."""
    state = started(2)
    state["players"][0]["chest"] = 4
    deck = state["captain_deck"]
    answer = played(state, 0, "retire")
    assert lines(answer)[:2] == [
        "Anja retires the captain: the turn ends (MM-12.4).",
        "Jona's turn (round 1).",
    ]
    state = next_round_with_card(answer.state)
    assert state["current"] == 0 and state["players"][0]["status"] == "dead"
    assert state["captain_deck"] == deck - 1
    state = new_captain(state, 0, "Blackbeard", "Santo Domingo", "spanish").state
    assert state["players"][0]["gold"] == 10 and state["players"][0]["chest"] == 0
    state = play(state, 0, "draw_glory_card", card="D")
    assert state["turn"]["actions"] == 3 and state["current"] == 0


def test_retiring_with_no_captain_card_left_ends_the_game_at_the_next_turn():
    state = play(started(2), 0, "retire")
    state["captain_deck"] = 0
    state = next_round_with_card(state)
    assert ENGINE.is_over(state)
    assert ENGINE.final_result(state).ended_by == "MM-2.4.2"


def test_retiring_is_refused_after_an_action_or_at_sea():
    state = started(2)
    state["turn"]["acted"] = True
    message = (
        "You may retire only in a port, at the start of your turn, before any action (MM-12.4.2)."
    )
    assert refusal(state, 0, "retire") == message
    state = started(2)
    put(state, 0, "Havana")
    assert refusal(state, 0, "retire") == message
    assert refusal(state, 1, "retire") == "It is not your turn (MM-3.3.1)."


def test_mm_12_1_2_a_dead_captains_modifications_go_back_to_ports_without_one():
    state = play(started(2), 0, "pass_turn")
    state["players"][0]["ship"]["mods"] = ["hold", "swivels"]
    state["mods"]["0"] = None  # Havana's token was bought
    out = [english(m) for m in kill(state, 0, _("a storm"))]
    assert out[-1] == (
        "Anja puts 1 modification token back face down in a port without one (MM-4.5.8)."
    )
    assert english(ENGINE.player_view(state, 1)["prompt"]) == (
        "Anja puts a modification token back in a port (MM-4.5.8)."
    )
    # The dead player places it, though it is Jona's turn.
    state = play(state, 0, "place_modification", port=0)
    assert state["mods"]["0"] == "hidden" and not state["waiting"]
    assert state["current"] == 1 and state["turn"]["actions"] == 3
