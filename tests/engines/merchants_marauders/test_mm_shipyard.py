"""MM-4.4, MM-4.5: the shipyard and ship modifications."""

from __future__ import annotations

from companion.engines.merchants_marauders import captains
from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    lines,
    open_port,
    play,
    played,
    put,
    refused,
    started,
    zone_id,
)


def anja(state):
    return state["players"][0]


def kinds(state):
    return [e["kind"] for e in state["waiting"]]


def test_a_port_action_turns_the_modification_token_face_up():
    state = started(2)
    state["demand"][str(zone_id(state, "Havana"))] = "Rum"  # told already (demand.py)
    state = play(state, 0, "port_action")
    assert kinds(state) == ["reveal_modification"]
    prompt = english(ENGINE.player_view(state, 1)["prompt"])
    assert prompt == (
        "Anja turns the modification token at the port of Havana face up and enters it (MM-4.5.2)."
    )
    answer = played(state, 0, "reveal_modification", modification="hold")
    assert lines(answer) == [
        "The modification token at the port of Havana is turned face up: Extended Cargo Hold "
        "(MM-4.5.2)."
    ]
    # MM-Q21 (a): it is for sale in the same Port action.
    moves = [m.type for m in ENGINE.legal_moves(answer.state, 0)]
    assert "buy_modification" in moves


def test_a_face_up_token_is_not_revealed_again():
    state = started(2)
    state["mods"][str(zone_id(state, "Havana"))] = "rigs"
    state["demand"][str(zone_id(state, "Havana"))] = "Rum"
    state = play(state, 0, "port_action")
    assert kinds(state) == []


def frigate_buyer():
    """MM-EX-29: 40 gold, a Sloop with Extra Hammocks (Crew value 3), Mast 1 of 2 and
    Crew 1 of 3; Nassau's port has no token (a place for the Hammocks to go)."""
    state = open_port(started(2))
    p = anja(state)
    p["gold"] = 40
    p["ship"]["mods"] = ["hammocks"]
    p["ship"]["loc"].update(mast=1, crew=1)
    state["mods"][str(zone_id(state, "Nassau"))] = None
    return state


def test_mm_ex_29_buying_a_frigate_and_the_once_per_captain_glory():
    state = frigate_buyer()
    answer = played(state, 0, "buy_ship", ship="frigate")
    state = answer.state
    p = anja(state)
    # The Sloop sells for 5 + 1 (modification) - 1 (damage; Crew not counted) = 5.
    assert p["gold"] == 40 - 35 + 5 == 10
    assert lines(answer) == [
        "Anja sells the Sloop for 5 gold and buys a Frigate for 35 gold (MM-4.4.3).",
        "Anja puts 1 modification token back face down in a port without one (MM-4.5.8).",
        "Anja gains a glory point (the first Frigate or Galleon this captain bought, MM-4.4.8): "
        "1 on the track, and draws a glory card.",
    ]
    assert p["glory"] == 1 and p["big_ship_glory"]
    assert p["ship"]["type"] == "frigate" and p["ship"]["mods"] == []
    # The new Frigate: Hull 3, Mast 3, Cargo 3, Cannons 3; the 1 crew moved over.
    assert p["ship"]["loc"] == {"hull": 3, "mast": 3, "cargo": 3, "crew": 1, "cannons": 3}
    assert kinds(state) == ["glory_draw", "place_modification"]
    nassau = zone_id(state, "Nassau")
    state = play(state, 0, "place_modification", port=nassau)
    assert state["mods"][str(nassau)] == "hidden"
    state = play(state, 0, "draw_glory_card", card="Broadside")

    # Later, with 30 gold: the undamaged Frigate sells for 10, a Galleon costs 35: 25
    # less, no glory.
    state = open_port(state)
    anja(state)["gold"] = 30
    state["ship_types"]["galleon"] = {
        "seaworthiness": 4,
        "cargo": 4,
        "crew": 4,
        "cannons": 3,
        "maneuverability": 2,
    }
    answer = played(state, 0, "buy_ship", ship="galleon")
    state = answer.state
    assert anja(state)["gold"] == 30 - 25
    assert anja(state)["glory"] == 1 and kinds(state) == []
    assert anja(state)["ship"]["loc"]["crew"] == 1

    # The next captain of this seat buys a Frigate and gains the glory again.
    state = open_port(state)
    record = captains.captain_record(
        state,
        "Diego",
        {
            "seamanship": 2,
            "scouting": 2,
            "leadership": 2,
            "influence": 2,
            "home": "Havana",
            "nation": "spanish",
        },
    )
    state["players"][0]["captain"] = None
    captains.seat_captain(state, 0, record, "sloop")
    state["waiting"] = []
    anja(state)["gold"] = 40
    state = open_port(state)
    state = play(state, 0, "buy_ship", ship="frigate")
    assert anja(state)["glory"] == 2 and kinds(state) == ["glory_draw"]


def test_a_ship_whose_card_is_not_known_waits_for_its_values_and_takes_the_crew():
    state = frigate_buyer()
    state["mods"][str(zone_id(state, "Nassau"))] = "rigs"  # nowhere for the Hammocks
    answer = played(state, 0, "buy_ship", ship="flute")
    state = answer.state
    assert anja(state)["gold"] == 40 - 10 + 5
    assert kinds(state) == ["ship_card"]
    state = play(
        state,
        0,
        "enter_ship_card",
        seaworthiness=2,
        cargo=4,
        crew=3,
        cannons=1,
        maneuverability=3,
    )
    assert anja(state)["ship"]["loc"] == {"hull": 2, "mast": 2, "cargo": 4, "crew": 1, "cannons": 1}


def test_modifications_move_over_only_at_st_john():
    state = frigate_buyer()
    assert refused(state, 0, "buy_ship", ship="frigate", transfer=True) == (
        "Modifications move to a new ship only at St. John (MM-4.5.5)."
    )
    put(state, 0, "St. John", port=True)
    state = open_port(state)
    state = play(state, 0, "buy_ship", ship="frigate", transfer=True)
    ship = anja(state)["ship"]
    assert ship["mods"] == ["hammocks"]
    assert ship["loc"]["crew"] == 1  # Crew value 4 now, 1 aboard
    # Sold without its Hammocks: 5 - 1 (damage) = 4.
    assert anja(state)["gold"] == 40 - 35 + 4
    assert kinds(state) == ["glory_draw"]


def test_a_man_of_war_is_never_bought_nor_sold():
    state = frigate_buyer()
    assert refused(state, 0, "buy_ship", ship="man-of-war") == (
        "A Man-of-war cannot be bought (MM-4.4.7)."
    )
    anja(state)["ship"]["type"] = "man-of-war"
    state["ship_types"]["man-of-war"] = {
        "seaworthiness": 5,
        "cargo": 3,
        "crew": 5,
        "cannons": 5,
        "maneuverability": 1,
    }
    assert refused(state, 0, "buy_ship", ship="frigate") == (
        "A Man-of-war cannot be sold, so its captain cannot buy a ship (MM-Q23)."
    )


def test_no_sale_without_the_gold_for_the_new_ship():
    state = frigate_buyer()
    anja(state)["gold"] = 29
    assert refused(state, 0, "buy_ship", ship="frigate") == (
        "That costs 30 gold and you do not have them (MM-4.4.6)."
    )


def test_a_wreck_sells_for_nothing():
    state = frigate_buyer()
    anja(state)["ship"]["mods"] = []
    anja(state)["ship"]["loc"].update(hull=1, mast=0, cargo=0, cannons=0)
    answer = played(state, 0, "buy_ship", ship="sloop")
    assert anja(answer.state)["gold"] == 30
    assert lines(answer)[0] == (
        "Anja sells the Sloop for 0 gold and buys a Sloop for 10 gold (MM-4.4.3)."
    )


def test_mm_ex_26_repairing_a_destroyed_mast():
    state = open_port(started(2))
    anja(state)["gold"] = 6
    anja(state)["ship"]["loc"]["mast"] = 0
    answer = played(state, 0, "repair_ship", location="mast", points=2)
    assert anja(answer.state)["gold"] == 2
    assert anja(answer.state)["ship"]["loc"]["mast"] == 2
    assert lines(answer) == [
        "Anja pays 4 gold for repairs.",
        "Anja's Mast is repaired to 2 of 2.",
    ]


def test_repairs_never_crew_and_never_past_the_damage():
    state = open_port(started(2))
    anja(state)["ship"]["loc"].update(crew=0, mast=1)
    assert refused(state, 0, "repair_ship", location="crew", points=1) == (
        "Crew is not repaired at the shipyard: recruit it (MM-4.4.10)."
    )
    assert refused(state, 0, "repair_ship", location="mast", points=2) == (
        "Your Mast has 1 point of damage to repair (MM-4.4.10)."
    )
    anja(state)["gold"] = 1
    assert refused(state, 0, "repair_ship", location="mast", points=1) == (
        "That costs 2 gold and you do not have them (MM-4.4.10)."
    )


def test_the_shipyard_is_one_visit_with_several_purchases():
    state = open_port(started(2))
    anja(state)["gold"] = 20
    anja(state)["ship"]["loc"]["hull"] = 1
    state = play(state, 0, "repair_ship", location="hull", points=1)
    state = play(state, 0, "buy_weapon", weapon="chain")
    state = play(state, 0, "buy_weapon", weapon="grape")
    assert state["turn"]["activities"] == ["shipyard"]
    assert anja(state)["gold"] == 20 - 2 - 3 - 3
    state = play(state, 0, "recruit", dice=[1, 1])
    assert refused(state, 0, "buy_weapon", weapon="hooks") == (
        "You have done the shipyard in this Port action already (MM-4.1.4)."
    )


def test_special_weapons_one_of_each_and_sold_for_one():
    state = open_port(started(2))
    state = play(state, 0, "buy_weapon", weapon="chain")
    assert refused(state, 0, "buy_weapon", weapon="chain") == (
        "You hold Chain shot already: one of each kind (MM-4.4.9)."
    )
    assert refused(state, 0, "sell_weapon", weapon="hooks") == (
        "You hold no Grappling hooks to sell (MM-4.4.2)."
    )
    answer = played(state, 0, "sell_weapon", weapon="chain")
    assert lines(answer) == ["Anja gains 1 gold: Chain shot sold at the shipyard."]
    assert anja(answer.state)["weapons"] == [] and anja(answer.state)["gold"] == 8


def test_renewing_the_reinforced_hull():
    state = open_port(started(2))
    assert refused(state, 0, "renew_hull") == "Your ship has no Reinforced Hull (MM-Q37)."
    anja(state)["ship"]["mods"] = ["reinforced"]
    assert refused(state, 0, "renew_hull") == "Your Reinforced Hull is ready already (MM-Q37)."
    anja(state)["ship"]["reinforced"] = False
    answer = played(state, 0, "renew_hull")
    assert anja(answer.state)["ship"]["reinforced"]
    assert lines(answer) == ["Anja pays 3 gold for Reinforced Hull."]


def test_buying_the_ports_modification():
    state = open_port(started(2), mod="hold")
    answer = played(state, 0, "buy_modification")
    state = answer.state
    assert lines(answer) == [
        "Anja pays 3 gold for Extended Cargo Hold.",
        "Anja's Cargo value is now 3.",
    ]
    assert anja(state)["ship"]["loc"]["cargo"] == 3  # the cube moves up (MM-4.5.7)
    assert state["mods"][str(zone_id(state, "Havana"))] is None
    assert refused(state, 0, "buy_modification") == (
        "This port has no modification for sale (MM-4.5.3)."
    )


def test_extra_hammocks_raise_the_crew_value_only():
    state = open_port(started(2), mod="hammocks")
    state = play(state, 0, "buy_modification")
    assert anja(state)["ship"]["loc"]["crew"] == 2  # to be recruited (MM-4.6)


def test_one_modification_of_each_type_and_the_caps():
    state = open_port(started(2), mod="cannonport")
    anja(state)["ship"]["mods"] = ["cannonport"]
    assert refused(state, 0, "buy_modification") == (
        "Your ship has Extra Cannon Port already: one of each type (MM-4.5.4)."
    )
    anja(state)["ship"]["mods"] = []
    state["ship_types"]["sloop"] = {**state["ship_types"]["sloop"], "cannons": 5}
    anja(state)["ship"]["loc"]["cannons"] = 5
    answer = played(state, 0, "buy_modification")
    assert lines(answer)[1] == (
        "The Cannons value is at its cap already: Extra Cannon Port does not raise it (MM-Q12)."
    )
    assert anja(answer.state)["ship"]["loc"]["cannons"] == 5


def test_advanced_rigs_may_take_maneuverability_to_six():
    state = open_port(started(2), mod="rigs")
    state["ship_types"]["sloop"] = {**state["ship_types"]["sloop"], "maneuverability": 5}
    answer = played(state, 0, "buy_modification")
    assert lines(answer)[1] == "Anja's Maneuverability value is now 6."


def test_the_shipyard_only_during_a_port_action():
    state = started(2)
    assert refused(state, 0, "buy_weapon", weapon="chain") == (
        "This is done during your Port action, in port (MM-4.1.1)."
    )


def test_the_offers_list_what_the_shipyard_sells_now():
    state = open_port(started(2), mod="swivels")
    anja(state)["ship"]["loc"]["mast"] = 1
    offers = {m.type: m.allowed for m in ENGINE.legal_moves(state, 0)}
    assert offers["repair_ship"] == {"location": ["mast"], "points": [1]}
    assert offers["buy_weapon"] == {"weapon": ["hooks", "chain", "grape"]}
    assert offers["buy_ship"] == {"ship": ["sloop", "flute"]}
    assert "buy_modification" in offers and "renew_hull" not in offers


def test_a_purchase_the_player_cannot_pay_for_is_refused():
    state = open_port(started(2), mod="swivels")
    anja(state)["gold"] = 2
    assert refused(state, 0, "buy_modification") == (
        "That costs 3 gold and you do not have them (MM-4.5.3)."
    )
    assert refused(state, 0, "buy_weapon", weapon="hooks") == (
        "That costs 3 gold and you do not have them (MM-4.4.9)."
    )
    assert "buy_modification" not in [m.type for m in ENGINE.legal_moves(state, 0)]


def test_revealed_and_bought_in_the_same_port_action():
    state = play(started(2), 0, "port_action")
    state = play(state, 0, "reveal_modification", modification="swivels")
    state = play(state, 0, "buy_modification")
    assert anja(state)["ship"]["mods"] == ["swivels"]
    assert state["mods"][str(zone_id(state, "Havana"))] is None


def test_a_modification_that_raises_nothing_is_bought_after_a_warning():
    state = open_port(started(2), mod="cannonport")
    assert ENGINE.caution(state, 0, "buy_modification", {}) is None
    state["ship_types"]["sloop"] = {**state["ship_types"]["sloop"], "cannons": 5}
    assert english(ENGINE.caution(state, 0, "buy_modification", {})) == (
        "The rules allow it (MM-Q12), but Extra Cannon Port cannot raise your Cannons above "
        "its cap."
    )
