"""Event cards at sea (PIR-6) and the battles against ports and prizes (PIR-3.41,
PIR-3.42); worked examples replayed by their IDs."""

from __future__ import annotations

from typing import Any

import pytest

from companion.engines.base import MoveInputError, State
from companion.engines.piracy import turns
from companion.engines.text import english
from tests.engines.piracy.builders import (
    ANJA,
    ENGINE,
    JONA,
    MIRA,
    at_sea,
    offered,
    pass_turns,
    play,
    port_of,
    prompt,
    refused,
    said,
    set_player,
    started,
)

PRIZE = {"card": "prize", "battle": 6, "sails": 3, "gold": 4, "rations": 5}


def sailed(state: State, seat: int = JONA, **values: Any) -> State:
    """``seat`` ends its move at sea, at the step of the event card."""
    return play(at_sea(state, seat, **values), seat, "sail", hexes=1, to="H13")


def both_roll(state: State, pirate: list[int], other: list[int], seat: int = JONA) -> State:
    roller = ANJA if seat == JONA else JONA
    state = play(state, seat, "battle_dice", dice=pirate)
    return play(state, roller, "battle_dice", dice=other)


def test_at_sea_the_player_draws_a_card_or_buries() -> None:
    state = sailed(started())
    assert state["turn"]["step"] == "sea"
    assert offered(state, JONA) == ["draw_event", "draw_face_down", "complete_mission"]
    assert prompt(state) == "Jona ends at sea and draws an event card."
    assert refused(state, JONA, "draw_event", card="prize", battle=6) == (
        "PIR-M.2",
        "Enter the card's battle, sails, gold and rations as printed.",
    )
    assert said(state, JONA, "draw_event", **PRIZE) == ["Jona spots a prize."]
    after = play(state, JONA, "draw_event", **PRIZE)
    assert after["deck"]["left"] == 59
    assert offered(after, JONA) == ["attack_prize", "end_battles"]


def test_pir_ex_13_boarding_a_prize_with_a_full_rations_scale() -> None:
    state = sailed(started(), sails=4, battle=5, terror=2, rations=12, hold=6)
    state = play(state, JONA, "draw_event", **PRIZE)
    state = play(state, JONA, "attack_prize")
    # Both sides roll at once, on their own phones, in any order.
    assert sorted(offered(state, JONA) + offered(state, ANJA)) == ["battle_dice", "battle_dice"]
    assert prompt(state) == "Anja rolls two dice for Prize."
    state = play(state, ANJA, "battle_dice", dice=[2, 5])
    assert said(state, JONA, "battle_dice", dice=[3, 4]) == [
        "Jona's dice are in.",
        "Sailing: Jona 11 (dice 7 + Sails 4) against Prize 10 (dice 7 + 3).",
    ]
    state = play(state, JONA, "battle_dice", dice=[3, 4])
    assert offered(state, JONA) == ["fight_or_not"]
    state = play(state, JONA, "fight_or_not", fight=True)
    state = play(state, JONA, "battle_dice", dice=[5, 5])
    lines = said(state, ANJA, "battle_dice", dice=[6, 4])
    # No other battle to choose: the turn goes on by itself, and the reduction comes out
    # of the surplus of 5 (the other 4 are lost).
    assert lines[:4] == [
        "Anja's dice are in.",
        "Battle: Jona 17 (dice 10 + Battle 5 + Terror 2) against Prize 16 (dice 10 + 6).",
        "Jona boards it: +1 Terror, 4 gold and 5 rations plundered.",
        "Jona's crew eats from the surplus; the Rations scale stays.",
    ]
    state = play(state, ANJA, "battle_dice", dice=[6, 4])
    p = state["players"][JONA]
    assert (p["terror"], p["hold"]) == (3, 10)
    assert state["deck"]["discard"] == ["prize"]
    assert state["players"][JONA]["rations"] == 12
    assert state["current"] == MIRA


def test_a_prize_not_outsailed_escapes_and_one_let_go_sails_away() -> None:
    state = play(sailed(started(), sails=2), JONA, "draw_event", **PRIZE)
    state = play(state, JONA, "attack_prize")
    escaped = both_roll(state, [1, 1], [1, 1])
    assert escaped["battle"] is None and escaped["deck"]["discard"] == ["prize"]
    won = both_roll(state, [6, 6], [1, 1])
    let_go = play(won, JONA, "fight_or_not", fight=False)
    assert let_go["battle"] is None and let_go["current"] == MIRA
    ignored = play(play(sailed(started()), JONA, "draw_event", **PRIZE), JONA, "end_battles")
    assert ignored["deck"]["discard"] == ["prize"] and ignored["current"] == MIRA


def test_pir_ex_14_losing_to_a_prize_sinks_a_worn_out_ship() -> None:
    state = sailed(
        started(), sails=1, battle=1, terror=2, rations=6, hold=5, gold_scale=12, letter=True
    )
    state["players"][JONA].update(treasure_map=True, buried=3)
    prize = {"card": "prize", "battle": 7, "sails": 2, "gold": 3, "rations": 2}
    state = play(play(state, JONA, "draw_event", **prize), JONA, "attack_prize")
    state = both_roll(state, [4, 4], [1, 1])
    state = play(state, JONA, "fight_or_not", fight=True)
    state = both_roll(state, [1, 2], [3, 3])
    assert state["players"][JONA]["terror"] == 1
    assert offered(state, JONA) == ["take_damage"]
    lines = said(state, JONA, "take_damage", value="sails")
    assert lines[:3] == [
        "Jona's ship is damaged: Sails 0.",
        "Jona's ship sinks.",
        "Jona pays 8 gold from the gold scale for a new ship.",
    ]
    state = play(state, JONA, "take_damage", value="sails")
    p = state["players"][JONA]
    assert (p["hold"], p["mission"], p["terror"], p["letter"], p["buried"], p["gold_scale"]) == (
        0,
        None,
        1,
        True,
        3,
        4,
    )
    state = play(state, JONA, "restart", port="Tortuga", battle=6, sails=4)
    p = state["players"][JONA]
    assert (p["battle"], p["sails"], p["rations"], p["hold"]) == (6, 4, 8, 2)
    # No ration step this turn; he skips his next.
    assert state["current"] == MIRA and p["skip_next_turn"] is True


def entered_port(state: State, port: str, **values: Any) -> State:
    state = play(at_sea(state, **values), JONA, "sail", hexes=1, to=port, enter_port=True)
    return state


def test_pir_ex_9_storming_a_fortress() -> None:
    state = started()
    state["round"] = 7
    port_of(state, "Port Q").update(modifier=2)
    state = set_player(state, JONA, battle=6, sails=4, terror=3, rations=5, hold=14)
    assert ENGINE.legal_moves(at_sea(state), JONA)[0].allowed["hexes"] == [0, 1, 2]
    state = entered_port(state, "Port Q")
    state = play(state, ANJA, "enter_port_dice", red=[4, 5], yellow=4, blue=3)
    assert state["players"][JONA]["port_values"] == {"battle": 11, "gold": 6, "rations": 3}
    assert offered(state, JONA)[0] == "attack_port"
    state = play(state, JONA, "attack_port")
    state = play(state, JONA, "battle_dice", dice=[6, 5])
    assert said(state, ANJA, "battle_dice", dice=[3, 4])[:3] == [
        "Anja's dice are in.",
        "Jona 20 (dice 11 + Battle 6 + Terror 3) against Port Q 18 (dice 7 + 11).",
        "Port Q falls: Jona plunders 2 gold and 3 rations.",
    ]
    state = play(state, ANJA, "battle_dice", dice=[3, 4])
    p = state["players"][JONA]
    assert (p["terror"], p["hold"], p["rations"]) == (4, 16, 8)
    assert offered(state, JONA) == ["take_noble"]
    state = play(state, JONA, "take_noble", take=True)
    assert state["players"][JONA]["nobles"] == 1
    port = port_of(state, "Port Q")
    assert (port["intact"], port["destroyed_round"], port["destroyed_by"]) == (False, 7, JONA)
    # One option only: no trade now.
    assert refused(state, JONA, "buy_rations", gold=1) == (
        "PIR-3.32.3",
        "Only one port option per turn: you already chose to attack.",
    )
    state = play(state, JONA, "port_done")
    assert state["players"][JONA]["rations"] == 7 and state["waiting"] == []
    state = pass_turns(state, MIRA, ANJA)
    assert state["round"] == 8 and state["waiting"][0]["ports"] == ["Port Q"]


def test_pir_ex_12_a_failed_port_assault() -> None:
    state = entered_port(started(), "Port Y", battle=3, terror=1, sails=5, hold=4)
    state = play(state, ANJA, "enter_port_dice", red=[5, 6], yellow=5, blue=2)
    assert state["players"][JONA]["port_values"] == {"battle": 9, "gold": 3, "rations": 2}
    state = play(state, JONA, "attack_port")
    state = both_roll(state, [2, 3], [1, 1])
    p = state["players"][JONA]
    assert p["terror"] == 0 and offered(state, JONA) == ["take_damage"]
    state = play(state, JONA, "take_damage", value="battle")
    assert state["players"][JONA]["battle"] == 2
    assert port_of(state, "Port Y")["intact"] is True
    assert state["players"][JONA]["port_values"] == {"battle": 9, "gold": 3, "rations": 2}
    assert "buy_rations" not in offered(state, JONA)


def test_pir_ex_35_the_last_pirate_base_falls_to_a_letter_of_marque() -> None:
    state = started()
    state["round"] = 12
    for base in ("Tortuga", "Nassau"):
        port_of(state, base).update(intact=False, destroyed_round=10)
    port_of(state, "Port Royal").update(modifier=2)
    state = set_player(state, JONA, battle=7, terror=3, rations=5, letter=True, hold=4)
    set_player(state, JONA, gold_scale=22)
    set_player(state, MIRA, gold_scale=18, terror=0)
    set_player(state, ANJA, gold_scale=5, terror=0)
    base = {"at": "Port Royal", "where": "in_port", "port_values": None}
    state = play(set_player(state, JONA, **base), JONA, "sail", hexes=0)
    # A base's dice are rolled for a captain holding a Letter (RULING PIR-Q-11 (4)).
    state = play(state, ANJA, "enter_port_dice", red=[3, 2], yellow=4, blue=3)
    assert state["players"][JONA]["port_values"] == {"battle": 7, "gold": 6, "rations": 3}
    state = play(state, JONA, "attack_port")
    state = play(state, JONA, "battle_dice", dice=[4, 4])
    lines = said(state, ANJA, "battle_dice", dice=[5, 1])
    assert lines[-2:] == [
        "The Letter of Marque is spent: Jona's Terror is 0.",
        "The last pirate base has fallen: the game ends.",
    ]
    state = play(state, ANJA, "battle_dice", dice=[5, 1])
    p = state["players"][JONA]
    assert (p["terror"], p["letter"], p["hold"], p["rations"]) == (0, False, 10, 8)
    result = ENGINE.final_result(state)
    assert (result.scores[JONA], result.scores[MIRA], result.winners) == (22.0, 18.0, [JONA])
    assert [english(line) for line in ENGINE.player_view(state, MIRA)["ending"]] == [
        "The game ended in round 12, in Jona's turn: the last pirate base fell (PIR-4.0.1)."
    ]


def test_pir_3_42_7_who_may_attack_a_port() -> None:
    base = play(started(), JONA, "sail", hexes=0)
    assert "attack_port" not in offered(base, JONA)
    assert refused(base, JONA, "attack_port") == (
        "PIR-3.32.9",
        "Pirate bases can be attacked only with a Letter of Marque.",
    )
    # PIR-EX-32: a mission completed this turn bars any port attack.
    done = play(base, JONA, "complete_mission", reward=12, to_scale=8)
    assert refused(set_player(done, JONA, letter=True), JONA, "attack_port") == (
        "PIR-3.4.5",
        "You cannot complete or draw a mission and attack a port in the same turn.",
    )
    traded = play(base, JONA, "buy_rations", gold=1)
    assert refused(set_player(traded, JONA, letter=True), JONA, "attack_port") == (
        "PIR-3.32.3",
        "Only one port option per turn: you already chose to trade.",
    )


def test_pir_ex_32_completing_a_mission_and_drawing_the_next() -> None:
    state = set_player(
        play(started(), JONA, "sail", hexes=0), JONA, terror=2, gold_scale=10, hold=5
    )
    state = play(state, JONA, "complete_mission", reward=12, to_scale=8)
    p = state["players"][JONA]
    assert (p["terror"], p["gold_scale"], p["hold"], p["missions_done"]) == (3, 18, 9, ["A-2"])
    state = play(state, JONA, "draw_mission", category="C", number=2)
    assert state["players"][JONA]["mission"]["id"] == "C-2"
    # Others see that a mission is held and how many are done, not which.
    seen = ENGINE.player_view(state, MIRA)["players"][JONA]
    assert (seen["mission"], seen["missions_done"]) == ({"held": True, "cargo": {}}, 1)


@pytest.mark.parametrize(("before", "after"), [(8, 4), (7, 4), (5, 3), (1, 1), (0, 0)])
def test_pir_ex_27_rotten_rations(before: int, after: int) -> None:
    state = sailed(started())
    for seat in (JONA, MIRA, ANJA):
        state["players"][seat]["rations"] = before
    state = play(state, JONA, "draw_event", card="rotten_rations")
    # Everyone, in port or at sea (Jona's own turn then feeds his crew as usual).
    assert [state["players"][seat]["rations"] for seat in (MIRA, ANJA)] == [after] * 2


def test_pir_ex_25_storm() -> None:
    state = sailed(started(), sails=4)
    state = at_sea(state, MIRA, sails=5)
    state = set_player(state, ANJA, sails=2, gold_scale=8, terror=3, letter=True)
    state = at_sea(state, ANJA)
    state["players"][ANJA]["where"] = "at_sea"
    state = play(state, JONA, "draw_event", card="storm")
    assert state["waiting"][0]["seats"] == [ANJA, JONA, MIRA]
    assert prompt(state) == "Storm: Anja, Jona and Mira roll a die each."
    state = play(state, MIRA, "storm_die", die=2)
    assert state["players"][MIRA]["sails"] == 5
    state = play(state, JONA, "storm_die", die=4)
    assert said(state, ANJA, "storm_die", die=6)[:3] == [
        "Anja rolls 6: 2 Sails lost, Sails 0.",
        "Anja's ship sinks.",
        "Anja pays 8 gold from the gold scale for a new ship.",
    ]
    state = play(state, ANJA, "storm_die", die=6)
    assert state["players"][JONA]["sails"] == 3
    p = state["players"][ANJA]
    assert (p["gold_scale"], p["terror"], p["letter"], p["skip_next_turn"]) == (0, 3, True, True)
    state = play(state, ANJA, "restart", port="Nassau", battle=5, sails=5)
    assert state["current"] == MIRA


def test_a_storm_over_one_ship_asks_for_its_one_die() -> None:
    state = play(sailed(started()), JONA, "draw_event", card="storm")
    assert prompt(state) == "Storm: Jona rolls a die."


def test_a_storm_rolled_by_the_companion_and_a_buried_ship_is_safe() -> None:
    state = sailed(started({"app_dice": True}))
    state = set_player(state, MIRA, where="burying", at="H2")
    state = play(state, JONA, "draw_event", card="storm")
    assert state["waiting"][0]["seats"] == [JONA]
    assert offered(state, JONA) == []
    assert ENGINE.pending_system_moves(state) == [
        {"type": "roll_storm", "args": {}, "key": "storm:1:1"}
    ]
    state = play(state, None, "roll_storm")
    assert state["waiting"] == [] and state["current"] == MIRA


def test_pir_ex_31_burying_treasure() -> None:
    state = sailed(started(), treasure_map=True, hold=10, terror=4)
    assert offered(state, JONA) == ["draw_event", "draw_face_down", "bury", "complete_mission"]
    assert refused(state, JONA, "bury", gold=7, on_land=False) == (
        "PIR-6.6.8",
        "Treasure can't be buried on a port hex or in Europe.",
    )
    # RULING PIR-Q-33: at least one token; 0 would only dodge the card.
    with pytest.raises(MoveInputError, match="1 at least"):
        ENGINE.play(state, JONA, {"type": "bury", "args": {"gold": 0, "on_land": True}})
    answer = ENGINE.play(state, JONA, {"type": "bury", "args": {"gold": 7, "on_land": True}})
    assert [english(m) for m in answer.outcome.public][0] == "Jona drops anchor and buries gold."
    assert [english(m) for m in answer.outcome.private[JONA]] == ["You bury 7 gold; 7 in all."]
    state = answer.state
    p = state["players"][JONA]
    assert (p["hold"], p["where"], state["deck"]["left"]) == (3, "burying", 60)
    assert ENGINE.player_view(state, MIRA)["players"][JONA]["buried"] is None
    # The hold shows what left it; the log never adds burials up (PIR-APP-2).
    assert ENGINE.event_view("bury", {"gold": 7, "on_land": True}, JONA, MIRA) == {"on_land": True}
    assert ENGINE.event_view("bury", {"gold": 7, "on_land": True}, JONA, JONA)["gold"] == 7
    no_map = sailed(started(), hold=10)
    assert refused(no_map, JONA, "bury", gold=7, on_land=True) == (
        "PIR-6.6.2",
        "You need a Treasure Map to bury gold.",
    )
    set_player(state, JONA, gold_scale=30)
    turns.advance(state)
    assert ENGINE.final_result(state).scores[JONA] == 30 - 4 + 7


def test_pir_ex_36_ghost_ship_and_duplicate_cards() -> None:
    ghost = play(sailed(started(), terror=3), JONA, "draw_event", card="ghost_ship")
    assert ghost["players"][JONA]["terror"] == 2
    calm = play(sailed(started(), terror=0), JONA, "draw_event", card="ghost_ship")
    assert calm["players"][JONA]["terror"] == 0
    letter = sailed(started(), letter=True)
    # A card kept goes face down, its type unseen by others (RULING PIR-Q-43).
    assert ENGINE.legal_moves(letter, JONA)[1].allowed == {"card": ["treasure_map"]}
    assert ENGINE.move_specs()["draw_face_down"].secret_args == ("card",)
    answer = ENGINE.play(letter, JONA, {"type": "draw_face_down", "args": {"card": "treasure_map"}})
    assert [english(m) for m in answer.outcome.public][0] == "Jona lays a card face down."
    assert [english(m) for m in answer.outcome.private[JONA]] == ["Your card: Treasure Map."]
    both = answer.state
    assert (both["players"][JONA]["letter"], both["players"][JONA]["treasure_map"]) == (True, True)
    seen = ENGINE.player_view(both, MIRA)["players"][JONA]
    assert (seen["face_down_cards"], seen["letter"], seen["treasure_map"]) == (2, None, None)
    # A second Letter is drawn in the open and discarded.
    assert refused(letter, JONA, "draw_face_down", card="letter_of_marque") == (
        "PIR-6.1.5",
        "You hold one already: the second is discarded. Enter it as the card you drew.",
    )
    second = ENGINE.play(letter, JONA, {"type": "draw_event", "args": {"card": "letter_of_marque"}})
    assert [english(m) for m in second.outcome.public][0] == (
        "Jona draws a second Letter of Marque and discards it."
    )
    assert second.state["deck"]["discard"] == ["letter_of_marque"]
    assert refused(sailed(started()), JONA, "draw_event", card="treasure_map") == (
        "PIR-3.31.5",
        "A card you keep goes face down: enter it as a face-down card, unseen by others.",
    )


def test_ocean_ends_the_battles_not_the_ration_step() -> None:
    state = play(sailed(started()), JONA, "draw_event", card="ocean")
    assert state["current"] == MIRA
    assert state["players"][JONA]["rations"] == 7


def test_pir_ex_18_placing_the_treasure_fleet() -> None:
    state = sailed(started())
    state["ports"].append({**port_of(state, "Cartagena"), "name": "Campeche", "intact": True})
    port_of(state, "Cartagena").update(intact=False, destroyed_round=1)
    fleet = {"card": "treasure_fleet", "battle": 9, "sails": 3, "gold": 12, "rations": 4}
    assert refused(state, JONA, "draw_event", **fleet, start_die=4, hex="H7") == (
        "PIR-6.5.8",
        "Cartagena is destroyed: roll the die again.",
    )
    assert said(state, JONA, "draw_event", **fleet, start_die=2, hex="H7")[0] == (
        "Jona draws the Spanish treasure fleet: it sets out from Campeche (a 2) to H7."
    )
    state = play(state, JONA, "draw_event", **fleet, start_die=2, hex="H7")
    assert state["fleet"]["hex"] == "H7" and state["fleet"]["gold"] == 12
    again = play(pass_turns_at_sea(state), MIRA, "draw_event", **fleet, start_die=1, hex="H9")
    assert again["fleet"]["hex"] == "H9" and again["deck"]["discard"][-1] == "treasure_fleet"


def pass_turns_at_sea(state: State) -> State:
    """Jona's turn has passed; Mira sails out, moves the fleet (two hexes with three
    players, PIR-6.5.9) and draws."""
    assert state["current"] == MIRA
    state = play(at_sea(state, MIRA), MIRA, "sail", hexes=1, to="H20")
    assert offered(state, MIRA) == ["move_npcs"]
    assert prompt(state) == (
        "Mira moves the treasure fleet (now at H7) 2 hexes towards Europe and enters where it ends."
    )
    # No hunter sails: the phone asks only for the fleet's hex.
    assert ENGINE.legal_moves(state, MIRA)[0].allowed == {"hunters": [[]]}
    assert said(state, MIRA, "move_npcs", hunters=[], fleet="H9")[0] == (
        "The treasure fleet sails to H9."
    )
    return play(state, MIRA, "move_npcs", hunters=[], fleet="H9")
