"""The setup of Piracy (PIR-1, PIR-APP-5.1, RULING PIR-Q-5): the map, the starting player,
then each player in seating order; PIR-EX-6 and PIR-EX-8 replayed in full."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from companion.engines import piracy
from companion.engines.base import MoveInputError, RuleError, SeatInfo
from companion.engines.text import english as render
from tests.engines.piracy.builders import (
    ENGINE,
    PORTS,
    mapped,
    new,
    play,
    refused,
    said,
    through,
)


def test_a_table_without_a_catalogue_enters_its_map_first() -> None:
    state = new()
    assert (state["phase"], state["step"]) == ("setup", "config")
    offered = [o.type for o in ENGINE.legal_moves(state, 1)]
    # Only what may be entered now: nothing to take off the list, nor complete yet.
    assert offered == ["set_rations_top", "add_port", "add_europe_hex"]
    assert said(state, 0, "add_port", **PORTS[0]) == ["Tortuga (modifier +1) is on the map."]
    state = play(state, 0, "add_port", **PORTS[0])
    assert refused(state, 1, "add_port", name="tortuga", modifier=0, continent="elsewhere") == (
        "PIR-5.06",
        "The port Tortuga is already on the list.",
    )
    assert refused(state, 1, "finish_map") == (
        "PIR-1.1.2",
        "3 players need at least 3 ports off the American continent for their pirate bases; "
        "the list has 1.",
    )
    state = play(state, 1, "remove_port", port="TORTUGA")
    assert state["ports"] == []


def test_the_map_needs_a_hex_of_europe() -> None:
    state = new()
    for port in PORTS:
        state = play(state, 0, "add_port", **port)
    assert refused(state, 0, "finish_map") == ("PIR-1.1.2", "Enter at least one hex of Europe.")
    state = play(state, 0, "add_europe_hex", hex="E1")
    assert refused(state, 0, "add_europe_hex", hex="e1") == (
        "PIR-5.04.1",
        "The hex E1 is already on the list.",
    )
    assert said(state, 0, "finish_map") == ["The map has 6 ports and 1 hex of Europe."]


def test_a_club_catalogue_holds_the_map() -> None:
    catalogue = {"ports": PORTS, "europe": [{"hex": "E1"}]}
    state = new({"catalogue": ENGINE.clean_catalogue(catalogue)})
    assert state["step"] == "start_player"
    # Without the Rations scale's top among the options, the table enters it first.
    unknown = ENGINE.setup(
        {"catalogue": ENGINE.clean_catalogue(catalogue)}, [SeatInfo(0, "A"), SeatInfo(1, "B")], 1
    )
    assert unknown["step"] == "config"
    assert [p["name"] for p in state["ports"]] == [p["name"] for p in PORTS]
    assert state["ports"][3]["american"] is True


def test_pir_q_5_the_start_player_first_then_each_player_in_seating_order() -> None:
    state = mapped()
    assert state["step"] == "start_player"
    assert said(state, 0, "name_start_player", player=1) == [
        "Jona starts; the others follow clockwise."
    ]
    state = play(state, 0, "name_start_player", player=1)
    assert state["order"] == [1, 2, 0]
    assert (state["step"], state["current"]) == ("bases", 1)
    assert ENGINE.legal_moves(state, 0) == []
    assert refused(state, 0, "choose_base", port="Tortuga") == (
        "PIR-Q-5",
        "Setup choices go one player at a time: it is Jona's turn to choose.",
    )


def test_pir_1_1_pirate_bases() -> None:
    state = through(mapped(), "bases")
    offer = ENGINE.legal_moves(state, 1)[0]
    assert offer.allowed == {
        "port": ["Tortuga", "Nassau", "Port Royal", "Port Y", "Port Q"],
        "far_enough": [False],
    }
    assert refused(state, 1, "choose_base", port="Cartagena") == (
        "PIR-1.1.2",
        "Cartagena lies on the American continent: no pirate base there.",
    )
    assert refused(state, 1, "choose_base", port="Havana") == (
        "PIR-1.1.1",
        "There is no port called Havana on this map.",
    )
    state = play(state, 1, "choose_base", port="Tortuga")
    assert refused(state, 2, "choose_base", port="Tortuga", far_enough=True) == (
        "PIR-1.1.3",
        "Tortuga is a pirate base already.",
    )
    # RULING PIR-Q-6: without a map the player confirms the distance.
    assert refused(state, 2, "choose_base", port="Nassau") == (
        "PIR-1.1.3",
        "Pirate bases lie at least 8 hexes apart: confirm that Nassau does.",
    )
    state = play(state, 2, "choose_base", port="Nassau", far_enough=True)
    tortuga = state["ports"][0]
    assert (tortuga["kind"], tortuga["chosen_by"], tortuga["modifier"]) == ("pirate_base", 1, 1)
    # RULING PIR-Q-44: recorded for display only.
    assert state["players"][1]["base_chosen"] == "Tortuga"


def test_pir_1_2_colours_given_at_creation_are_not_asked_again() -> None:
    state = through(mapped(), "equip")
    assert [p["colour"] for p in state["players"]] == ["red", "blue", "green"]
    partly = new(colours=("red", "", ""))
    for port in PORTS:
        partly = play(partly, 0, "add_port", **port)
    partly = play(play(partly, 0, "add_europe_hex", hex="E1"), 0, "finish_map")
    partly = through(partly, "colours")
    # Jona (the start player) chooses first; Anja's red was given at creation.
    assert partly["current"] == 1
    assert ENGINE.legal_moves(partly, 1)[0].allowed == {
        "colour": ["black", "purple", "green", "blue"]
    }
    assert refused(partly, 1, "choose_colour", colour="red") == (
        "PIR-1.2.1",
        "Another player sails red already.",
    )
    partly = play(partly, 1, "choose_colour", colour="black")
    partly = play(partly, 2, "choose_colour", colour="blue")
    assert partly["step"] == "equip"
    assert [p["colour"] for p in partly["players"]] == ["red", "black", "blue"]


@pytest.mark.parametrize(
    ("better_ships", "battle", "sails", "error"),
    [
        (False, 6, 4, None),
        (False, 8, 2, None),
        (False, 2, 8, None),
        (False, 9, 1, ("PIR-1.3.6", "Battle and Sails are each between 2 and 8.")),
        (False, 5, 4, ("PIR-1.3.5", "Split exactly 10 points between Battle and Sails, not 9.")),
        (True, 8, 4, None),
        (True, 6, 6, None),
        (True, 9, 3, ("PIR-1.3.6", "Battle and Sails are each between 4 and 8.")),
        (True, 3, 9, ("PIR-1.3.6", "Battle and Sails are each between 4 and 8.")),
    ],
)
def test_pir_ex_8_setup_split(
    better_ships: bool, battle: int, sails: int, error: tuple[str, str] | None
) -> None:
    state = through(mapped({"better_ships": better_ships}), "equip")
    seat = state["current"]
    # The form offers only the splits the rules allow (sails over 8 is refused by the field).
    if battle > 8 or sails > 8:
        with pytest.raises(MoveInputError, match="8 at most"):
            ENGINE.play(
                state, seat, {"type": "equip_ship", "args": {"battle": battle, "sails": sails}}
            )
        check = ENGINE.moves()["equip_ship"][1]
        with pytest.raises(RuleError) as caught:
            check(state, seat, battle=battle, sails=sails)
        assert (caught.value.rule_id, render(caught.value.text)) == error
        return
    if error is not None:
        assert refused(state, seat, "equip_ship", battle=battle, sails=sails) == error
        return
    after = play(state, seat, "equip_ship", battle=battle, sails=sails)
    p = after["players"][seat]
    # Expected state after equipping: T 0, R 8, H 2, G 0 (and, next, one category-A mission).
    assert (p["battle"], p["sails"], p["terror"], p["rations"], p["hold"], p["gold_scale"]) == (
        battle,
        sails,
        0,
        8,
        2,
        0,
    )
    assert p["has_ship"] is True


def test_pir_1_5_each_player_draws_a_category_a_mission_in_secret() -> None:
    state = through(mapped(), "missions")
    assert said(
        state, 1, "enter_first_mission", number=3, documents=1, task="Deliver the papers"
    ) == ["Jona holds a category A mission."]
    answer = ENGINE.play(
        state, 1, {"type": "enter_first_mission", "args": {"number": 3, "documents": 1}}
    )
    assert [render(m) for m in answer.outcome.private[1]] == ["Your mission: A-3."]
    state = answer.state
    assert state["players"][1]["mission"] == {
        "id": "A-3",
        "category": "A",
        "cargo": {"documents": 1},
        "task": "",
        "reward": None,
        "rum_spoiled": False,
    }
    assert refused(state, 2, "enter_first_mission", number=3) == (
        "PIR-1.5.1",
        "Mission A-3 is held by another player.",
    )
    # RULING PIR-Q-43: the others see that a mission is held and its cargo, not its ID.
    seen = ENGINE.player_view(state, 2)["players"][1]["mission"]
    assert seen == {"held": True, "cargo": {"documents": 1}}
    assert "number" in ENGINE.move_specs()["enter_first_mission"].secret_args


def test_pir_ex_6_two_players_start_in_the_same_pirate_base() -> None:
    state = through(mapped(), "start_bases")
    assert ENGINE.legal_moves(state, 1)[0].allowed == {"port": ["Tortuga", "Nassau", "Port Royal"]}
    assert refused(state, 1, "choose_start_base", port="Cartagena") == (
        "PIR-1.6.1",
        "Cartagena is not a pirate base.",
    )
    state = play(state, 1, "choose_start_base", port="Tortuga")
    state = play(state, 2, "choose_start_base", port="Tortuga")
    assert said(state, 0, "choose_start_base", port="Nassau") == [
        "Anja lies anchored in Nassau.",
        "Round 1 begins.",
        "Jona's turn.",
    ]
    state = play(state, 0, "choose_start_base", port="Nassau")
    jona, mira = state["players"][1], state["players"][2]
    # Valid: both ships lie anchored in the same base, with no port dice rolled (PIR-1.6.3).
    assert (jona["at"], jona["where"], mira["at"], mira["where"]) == (
        "Tortuga",
        "in_port",
        "Tortuga",
        "in_port",
    )
    assert jona["port_values"] is None
    assert (state["phase"], state["round"], state["current"]) == ("turn", 1, 1)
    assert state["deck"]["left"] == 60


@pytest.mark.parametrize(("maps", "left", "each"), [(5, 55, True), (2, 60, False)])
def test_pir_7_2_and_pir_q_39_a_treasure_map_for_each_player(
    maps: int, left: int, each: bool
) -> None:
    state = through(mapped({"split_treasure_maps": True}), "deck")
    assert [o.type for o in ENGINE.legal_moves(state, 0)] == ["count_treasure_maps"]
    state = play(state, 0, "count_treasure_maps", maps=maps)
    assert state["deck"]["left"] == left
    assert [p["treasure_map"] for p in state["players"]] == [each] * 3
    assert state["settings"]["split_treasure_maps"] is each
    assert state["phase"] == "turn"


def test_pir_7_3_fixed_port_values_are_entered_or_rolled_once() -> None:
    state = new({"fixed_port_values": True})
    for port in PORTS:
        state = play(state, 0, "add_port", **port)
    state = play(state, 0, "add_europe_hex", hex="E1")
    assert refused(state, 0, "finish_map") == (
        "PIR-1.1.2",
        "Fix the values of every port first: Tortuga, Nassau, Port Royal, Cartagena, Port Y "
        "and Port Q.",
    )
    state = play(state, 0, "fix_port_values", port="Tortuga", red_dice=7, yellow_die=3)
    assert (state["ports"][0]["fixed_battle"], state["ports"][0]["fixed_gold"]) == (7, 3)
    rolled = new({"fixed_port_values": True, "app_dice": True})
    for port in PORTS:
        rolled = play(rolled, 0, "add_port", **port)
    rolled = play(play(rolled, 0, "add_europe_hex", hex="E1"), 0, "finish_map")
    assert all(2 <= p["fixed_battle"] <= 12 and 1 <= p["fixed_gold"] <= 6 for p in rolled["ports"])
    assert (
        refused(mapped(), 0, "fix_port_values", port="Tortuga", red_dice=7, yellow_die=3)[0]
        == "PIR-1.0.2"
    )
    plain = new()
    assert refused(plain, 0, "fix_port_values", port="Tortuga", red_dice=7, yellow_die=3) == (
        "PIR-7.3.1",
        "This table plays without fixed port values: they are rolled on entry.",
    )


def test_pir_q_1_the_rations_scale_top_is_read_off_the_deck_plan() -> None:
    """No default: a table created without it enters it with the map."""
    state = ENGINE.setup({}, [SeatInfo(0, "Anja"), SeatInfo(1, "Jona")], seed=1)
    assert state["settings"]["rations_max"] is None
    for port in PORTS[:2]:
        state = play(state, 0, "add_port", **port)
    state = play(state, 0, "add_europe_hex", hex="E1")
    assert "finish_map" not in [o.type for o in ENGINE.legal_moves(state, 0)]
    assert refused(state, 0, "finish_map") == (
        "PIR-1.1.2",
        "Enter the top of the Rations scale, as the deck plan prints it.",
    )
    assert said(state, 1, "set_rations_top", top=12) == ["The Rations scale goes up to 12."]
    state = play(state, 1, "set_rations_top", top=12)
    assert [o.type for o in ENGINE.legal_moves(state, 0)][-1] == "finish_map"
    state = new()
    assert state["settings"]["rations_max"] == 12
    assert state["settings"]["overfull_hold"] is True
    assert (state["settings"]["ship_points"], state["settings"]["npc_speed"]) == (10, 2)


def test_every_rule_the_setup_names_is_in_the_rules_reference() -> None:
    named = {spec.rule for spec in ENGINE.move_specs().values()}
    for module in ("config.py", "setup_moves.py", "seats.py"):
        source = (Path(piracy.__file__).parent / module).read_text(encoding="utf-8")
        named |= set(re.findall(r'RuleError\(\s*"(PIR-[^"]+)"', source))
    assert named and named <= set(ENGINE.rules), sorted(named - set(ENGINE.rules))
