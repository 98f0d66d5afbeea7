"""NPCs (MM-8): arrival and stacking, replacement, movement and hunting, scouting."""

from __future__ import annotations

from typing import Any

import pytest

from companion.engines.base import RuleError, State
from companion.engines.merchants_marauders import areas, combat, victory
from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    at_event,
    border,
    lines,
    next_round,
    play,
    played,
    put,
    started,
    step_moves,
    with_npc,
    zone_id,
)


def admiral(captain: str, zone: str) -> dict[str, Any]:
    return {
        "npc": "dutch",
        "captain": captain,
        "seamanship": 3,
        "scouting": 2,
        "leadership": 3,
        "influence": 2,
        "zone": zone,
        "bounty_icon": True,
        "ship": "frigate",
    }


def npc_enters(state: State, card: dict[str, Any]) -> State:
    state = play(state, 0, "event_card", card="Dutch naval ship", npc=True)
    return play(state, 0, "enter_npc_card", **card)


def test_mm_ex_12_stacked_npc_cards() -> None:
    # Round r1: Philips van Almonde's card; his Frigate is placed at Curacao at round end.
    state = at_event(started())
    state = npc_enters(state, admiral("Philips van Almonde", "Curacao"))
    dutch = state["npcs"]["dutch"]
    assert dutch["zone"] is None and dutch["arrive"] == zone_id(state, "Curacao")
    state = next_round(state)
    dutch = state["npcs"]["dutch"]
    assert dutch["zone"] == zone_id(state, "Curacao")
    assert dutch["cards"][-1]["name"] == "Philips van Almonde"
    assert dutch["cards"][-1]["ship"] == "frigate" and dutch["cards"][-1]["nation"] == "dutch"
    # Round r2: admiral B, placed at Z_B; at round end his card is on top, the ship at Z_B.
    answer = played(state, 0, "event_card", card="Dutch naval ship", npc=True)
    answer = played(answer.state, 0, "enter_npc_card", **admiral("B", "Caracas"))
    assert (
        "The card of B goes on top of the warship of the Netherlands at the end of the round, and "
        "its ship moves to the Caracas sea zone (MM-8.2.2)." in lines(answer)
    )
    state = answer.state
    assert state["npcs"]["dutch"]["cards"][-1]["name"] == "Philips van Almonde"  # until then
    state = next_round(state)
    dutch = state["npcs"]["dutch"]
    assert [c["name"] for c in dutch["cards"]] == ["Philips van Almonde", "B"]
    assert dutch["zone"] == zone_id(state, "Caracas")
    # Round r3: B is killed; Philips van Almonde is back and the Frigate returns to Curacao.
    state = play(state, 0, "event_card", card="Calm seas")
    out = [english(m) for m in areas.on_npc_defeated(state, "dutch")]
    assert out == [
        "The card of B is discarded (MM-8.2.3).",
        "The card beneath takes over, the warship of the Netherlands (Philips van Almonde): the "
        "ship returns to the Curacao sea zone at the end of the round (MM-8.2.3).",
    ]
    assert state["npcs"]["dutch"]["zone"] is None  # MM-Q32: off the board until then
    state = next_round(state)
    dutch = state["npcs"]["dutch"]
    assert [c["name"] for c in dutch["cards"]] == ["Philips van Almonde"]
    assert dutch["zone"] == zone_id(state, "Curacao")


def test_two_cards_beneath_one_drawn_at_random_the_other_stays_beneath() -> None:
    state = started()
    z = with_npc(state, "dutch", "Curacao", name="A")
    state["npcs"]["dutch"]["cards"] += [
        {**state["npcs"]["dutch"]["cards"][0], "name": "B"},
        {**state["npcs"]["dutch"]["cards"][0], "name": "C"},
    ]
    areas.on_npc_defeated(state, "dutch")
    names = [c["name"] for c in state["npcs"]["dutch"]["cards"]]
    assert sorted(names) == ["A", "B"] and len(names) == 2
    assert state["npcs"]["dutch"]["arrive"] == z


def sink_npc(state: State, winner: int, slot: str) -> list[str]:
    side = combat.npc_side(state, slot, winner, {})
    return [english(m) for m in victory.defeat(state, combat.player_side(winner), side, {})]


def test_mm_ex_34_defeated_warship_with_no_card_beneath_leaves_play() -> None:
    state = started()
    j = 1
    state["players"][j]["bounty"]["english"] = 1
    put(state, j, "Windward Passage")
    with_npc(state, "spanish", "Windward Passage", name="Don Diego")
    out = sink_npc(state, j, "spanish")
    assert state["players"][j]["bounty"]["spanish"] == 1
    assert state["players"][j]["glory"] == 1
    assert "The card of Don Diego is discarded (MM-8.2.3)." in out
    assert "No card lies beneath: the warship of Spain leaves play (MM-Q32)." in out
    record = state["npcs"]["spanish"]
    assert record["cards"] == [] and record["zone"] is None and record["arrive"] is None
    # The slot is free: a later Spanish card brings a new warship.
    state = at_event(state)
    state["waiting"] = [e for e in state["waiting"] if e["kind"] == "event"]
    state = npc_enters(state, {**admiral("Don Juan", "Havana"), "npc": "spanish"})
    assert [c["name"] for c in state["npcs"]["spanish"]["cards"]] == ["Don Juan"]


def event_with(state: State, *icons: str) -> tuple[State, list[str]]:
    given = dict(zip(("icon1", "icon2", "icon3"), icons, strict=False))
    answer = played(state, 0, "event_card", card="Winds", **given)
    return answer.state, lines(answer)


def test_mm_ex_14_warship_hunts_instead_of_moving_north() -> None:
    state = at_event(started())
    with_npc(state, "dutch", "Basse-Terre", name="Van Ghent")
    border(state, "Basse-Terre", "N", "Santo Domingo")
    border(state, "Basse-Terre", "E", "Bridgetown")
    p = 1
    state["players"][p]["bounty"]["english"] = 1
    put(state, p, "Bridgetown", port=True)
    state, out = event_with(state, "dutch N")
    assert state["npcs"]["dutch"]["zone"] == zone_id(state, "Bridgetown")
    assert (
        "Instead of going North, the warship of the Netherlands (Van Ghent) hunts and ends its "
        "move in the Bridgetown sea zone (MM-8.7.1)." in out
    )
    assert not [e for e in state["waiting"] if e["kind"] == "npc_scout_roll"]  # MM-8.4.5


def test_mm_ex_15_choosing_between_two_targets() -> None:
    state = at_event(started())
    with_npc(state, "french", "Basse-Terre")
    border(state, "Basse-Terre", "S", "Caribbean Sea")
    border(state, "Basse-Terre", "W", "Caracas")
    p1, p2 = 0, 1
    put(state, p1, "Basse-Terre")
    state["players"][p1]["bounty"]["spanish"] = 2
    put(state, p2, "Caracas")
    state["players"][p2]["bounty"].update(spanish=1, dutch=1, english=1)
    state, _out = event_with(state, "french S")
    assert state["npcs"]["french"]["zone"] == zone_id(state, "Caracas")


def test_a_blocked_direction_turns_clockwise() -> None:
    state = at_event(started())
    with_npc(state, "english", "Nassau")
    border(state, "Nassau", "W", "Havana")
    state, out = event_with(state, "english S")  # S has no border: W is next clockwise
    assert state["npcs"]["english"]["zone"] == zone_id(state, "Havana")
    assert "moves West to the Havana sea zone" in out[2]


def test_several_borders_with_the_letter_the_players_choose() -> None:
    state = at_event(started())
    with_npc(state, "english", "Nassau")
    border(state, "Nassau", "E", "Bermuda")
    border(state, "Nassau", "E", "Tortuga")
    state, _out = event_with(state, "english E", "dutch N")
    assert state["phase"] == "event"
    (offer,) = step_moves(state, 0)
    assert offer.type == "npc_border"
    assert offer.allowed["zone"] == [zone_id(state, "Bermuda"), zone_id(state, "Tortuga")]
    with pytest.raises(RuleError) as exc:
        play(state, 0, "npc_border", zone=zone_id(state, "Havana"))
    assert exc.value.message == (
        "The NPC crosses a border marked East: choose one of the zones across it (MM-Q30)."
    )
    answer = played(state, 0, "npc_border", zone=zone_id(state, "Tortuga"))
    assert answer.state["npcs"]["english"]["zone"] == zone_id(answer.state, "Tortuga")
    assert answer.state["phase"] == "turn"  # the next icon (off the board) is skipped


def test_a_zone_with_untold_borders_is_asked_then_the_icon_moves() -> None:
    state = at_event(started())
    with_npc(state, "english", "Nassau")
    state, _out = event_with(state, "english N")
    assert state["waiting"][-1]["kind"] == "describe_zone"
    assert english(ENGINE.player_view(state, None)["prompt"]) == (
        "Someone names the sea zones across each border of the Nassau sea zone, as the board "
        "shows them, for the move of the warship of England (MM-0.5.3)."
    )
    with pytest.raises(RuleError) as exc:
        play(state, 1, "describe_zone", north=[], east=[], south=[], west=[])
    assert exc.value.message == "Every sea zone has at least one neighbour: name one (MM-Q47)."
    with pytest.raises(RuleError) as exc:
        play(state, 1, "describe_zone", north=["Nassau"], east=[], south=[], west=[])
    assert exc.value.message == "A sea zone is not across its own border (MM-Q47)."
    state = play(
        state, 1, "describe_zone", north=["Bermuda"], east=[], south=[], west=["Havana", "Cuba"]
    )
    assert state["npcs"]["english"]["zone"] == zone_id(state, "Bermuda")
    assert state["zones"][zone_id(state, "Nassau")]["borders"]["W"] == [
        zone_id(state, "Havana"),
        zone_id(state, "Cuba"),
    ]
    assert state["phase"] == "turn"


def test_borders_told_must_agree_with_those_known() -> None:
    state = at_event(started())
    with_npc(state, "english", "Nassau")
    border(state, "Havana", "E", "Nassau")
    state, _out = event_with(state, "english N")
    with pytest.raises(RuleError) as exc:
        play(state, 0, "describe_zone", north=["Bermuda"], east=[], south=[], west=[])
    assert exc.value.message == (
        "The Havana sea zone borders the Nassau sea zone: name it among the neighbours (MM-Q47)."
    )


def test_pirate_hunting_by_secret_gold_reveals_only_the_zone() -> None:
    state = at_event(started(3))
    with_npc(state, "pirate-sloop", "Windward Passage", name="Black Bart")
    border(state, "Windward Passage", "N", "Havana")
    border(state, "Windward Passage", "S", "Curacao")
    put(state, 1, "Havana")
    put(state, 2, "Curacao")
    state["players"][0]["gold"] = 0  # Anja, in port at Havana, is in reach too
    state["players"][1]["gold"], state["players"][1]["cargo"] = 0, []
    state["players"][2]["gold"], state["players"][2]["cargo"] = 7, []
    state, out = event_with(state, "pirate-sloop N")
    assert state["npcs"]["pirate-sloop"]["zone"] == zone_id(state, "Curacao")
    text = " ".join(out).lower()
    assert "gold" not in text and "cargo" not in text and "mira" not in text
    for viewer in (0, 1):
        again = ENGINE.resample_secrets(state, viewer, 5)
        assert ENGINE.player_view(again, viewer) == ENGINE.player_view(state, viewer)


def test_a_full_tie_is_drawn_among_the_targets() -> None:
    state = at_event(started(3))
    with_npc(state, "pirate-sloop", "Windward Passage")
    border(state, "Windward Passage", "N", "Havana")
    border(state, "Windward Passage", "S", "Curacao")
    put(state, 1, "Havana")
    put(state, 2, "Curacao")
    state, _out = event_with(state, "pirate-sloop E")
    assert state["npcs"]["pirate-sloop"]["zone"] in (
        zone_id(state, "Havana"),
        zone_id(state, "Curacao"),
    )


def begin_turn_of(state: State, seat: int) -> State:
    """Seat 0 ends its turn; ``seat`` (1) begins."""
    assert seat == 1
    return play(state, 0, "pass_turn")


def test_mm_ex_13_warship_scouting_icon() -> None:
    state = started()
    put(state, 1, "Curacao")
    state["players"][1]["bounty"]["dutch"] = 5
    with_npc(state, "dutch", "Curacao", name="Van Ghent", scouting=2, bounty_icon=True)
    state = begin_turn_of(state, 1)
    entry = state["waiting"][-1]
    assert entry["kind"] == "npc_scout_roll" and entry["pool"] == 5
    assert entry["seats"] == [0]  # MM-8.8.1: the player to the left of Jona
    offer, by_companion = step_moves(state, 0)
    assert offer.type == by_companion.type == "npc_scout_roll"
    assert offer.allowed["dice"][-1] == [5, 5, 5, 5, 5]  # a picker per die, skull included
    assert "dice" not in by_companion.allowed
    assert step_moves(state, 1) == []
    with pytest.raises(RuleError) as exc:
        play(state, 0, "npc_scout_roll", dice=[1, 2])
    assert exc.value.message == (
        "The Scouting of the warship of the Netherlands (Van Ghent) rolls 5 dice, not 2 (MM-8.4.4)."
    )
    answer = played(state, 0, "npc_scout_roll", dice=[1, 2, 5, 3, 4])
    assert (
        "Scouting of the warship of the Netherlands (Van Ghent) against Jona: 1, 2, skull, 3 "
        "and 4, 1 success." in lines(answer)
    )
    fight = answer.state["combat"]
    assert fight["sides"][0] == {
        "npc": "dutch",
        "controller": 0,
        "loc": {"hull": 3, "mast": 3, "cargo": 3, "crew": 3, "cannons": 3},
    }
    assert fight["sides"][1] == {"seat": 1, "controller": 1}
    assert answer.state["turn"]["actions"] == 3  # MM-Q27: no action spent


def test_without_the_icon_the_printed_scouting_rolls() -> None:
    state = started()
    put(state, 1, "Curacao")
    state["players"][1]["bounty"]["dutch"] = 5
    with_npc(state, "dutch", "Curacao", scouting=2, bounty_icon=False)
    state = begin_turn_of(state, 1)
    assert state["waiting"][-1]["pool"] == 2


def leave_port(state: State, seat: int) -> list[str]:
    """What the movement area does when a ship moves out of port into its zone."""
    state["players"][seat]["at"]["port"] = False
    return [english(m) for m in areas.on_enter_zone(state, seat)]


def test_mm_ex_44_npc_scouting_triggers() -> None:
    state = started()
    lm = 1
    put(state, lm, "Nassau", port=True)
    state["players"][lm]["gold"] = 4
    with_npc(state, "pirate-sloop", "Nassau", name="Black Bart", scouting=1)
    state = begin_turn_of(state, lm)
    assert state["waiting"] == []  # in port: not scouted (MM-8.4.5)
    out = leave_port(state, lm)
    assert out == [
        "In the Nassau sea zone, the pirate Sloop (Black Bart) scouts for Jona (MM-8.4.1)."
    ]
    answer = played(state, 0, "npc_scout_roll", dice=[5])
    assert "Found: the pirate Sloop (Black Bart) attacks Jona (MM-8.4.2)." in lines(answer)
    assert answer.state["combat"]["sides"][0]["npc"] == "pirate-sloop"


def test_mm_ex_44_variation_a_warship_silences_the_pirate() -> None:
    state = started()
    lm = 1
    put(state, lm, "Nassau", port=True)
    state["players"][lm]["gold"] = 4
    with_npc(state, "pirate-sloop", "Nassau")
    with_npc(state, "english", "Nassau")
    state = begin_turn_of(state, lm)
    assert leave_port(state, lm) == []
    assert state["waiting"] == []


def test_mm_ex_44_variation_two_warships_in_random_order() -> None:
    state = started()
    lm = 1
    put(state, lm, "Nassau", port=True)
    state["players"][lm]["bounty"]["french"] = 2
    with_npc(state, "french", "Nassau", name="Duquesne", scouting=1, bounty_icon=False)
    with_npc(state, "english", "Nassau", name="Benbow", scouting=1, bounty_icon=False)
    state = begin_turn_of(state, lm)
    out = leave_port(state, lm)
    queue = state["npc_scouting"]["queue"]
    assert sorted(queue) == ["english", "french"]
    assert "in this order" in out[0]
    first, second = queue
    assert state["waiting"][-1]["slot"] == first
    state = play(state, 0, "npc_scout_roll", dice=[5])  # the first finds Jona: a battle
    assert state["combat"] is not None
    assert [e for e in state["waiting"] if e["kind"] == "npc_scout_roll"] == []
    state["combat"] = None  # the battle is over (the combat area)
    areas.on_combat_end(state)
    assert state["waiting"][-1]["slot"] == second
    answer = played(state, 0, "npc_scout_roll", dice=[2])
    assert "Not found: the warship of England (Benbow) does not find Jona." in lines(
        answer
    ) or "Not found: the warship of France (Duquesne) does not find Jona." in lines(answer)
    assert answer.state["npc_scouting"] is None


def test_two_men_of_war_together_do_not_scout() -> None:
    state = started()
    put(state, 1, "Nassau")
    state["players"][1]["bounty"]["english"] = 1
    with_npc(state, "war-1", "Nassau", nation="english")
    with_npc(state, "war-2", "Nassau", nation="english")
    state = begin_turn_of(state, 1)
    assert state["waiting"] == []


def test_a_warship_scouts_a_non_pirate_of_an_enemy_nation() -> None:
    state = started()
    put(state, 1, "Nassau")  # Jona is English
    state["wars"] = [["english", "french"]]
    with_npc(state, "french", "Nassau")
    state = begin_turn_of(state, 1)
    assert state["waiting"][-1]["kind"] == "npc_scout_roll"


def test_a_stale_queue_does_not_stop_a_later_trigger() -> None:
    state = started()
    put(state, 1, "Nassau", port=True)
    state["players"][1]["bounty"]["english"] = 1
    with_npc(state, "english", "Nassau")
    state["npc_scouting"] = {"target": 0, "zone": 0, "queue": ["dutch"]}
    state = begin_turn_of(state, 1)
    leave_port(state, 1)
    assert state["waiting"][-1]["kind"] == "npc_scout_roll"
    assert state["npc_scouting"]["target"] == 1


def test_a_dead_target_ends_the_queue() -> None:
    state = started()
    put(state, 1, "Nassau")
    state["players"][1]["bounty"]["english"] = 1
    with_npc(state, "english", "Nassau")
    with_npc(state, "war-1", "Nassau", nation="english")
    state = begin_turn_of(state, 1)
    state = play(state, 0, "npc_scout_roll", dice=[5] * state["waiting"][-1]["pool"])
    state["players"][1]["status"] = "dead"  # the battle sank Jona (MM-Q27)
    state["combat"] = None
    areas.on_combat_end(state)
    assert state["npc_scouting"] is None
    assert not [e for e in state["waiting"] if e["kind"] == "npc_scout_roll"]


def test_the_view_lists_npcs_and_wars_in_words() -> None:
    state = started()
    with_npc(state, "dutch", "Curacao", name="Van Ghent")
    state["wars"] = [["english", "french"]]
    view = ENGINE.player_view(state, None)
    (row,) = view["npc_list"]
    assert english(row["name"]) == "the warship of the Netherlands (Van Ghent)"
    assert english(row["place"]) == "the Curacao sea zone"
    assert english(row["ship"]) == "Frigate" and row["arrives"] is None
    assert [english(w) for w in view["war_list"]] == ["England and France"]
