"""MM-3.4: the Move action, ports closed by bounties (MM-6.4.1), Port Royale (MM-Q47) and
cargo discarded before leaving port (MM-4.3.10)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from companion.engines.base import Engine, RuleError
from companion.engines.merchants_marauders import areas
from companion.engines.text import _, english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    lines,
    play,
    played,
    put,
    set_borders,
    set_port,
    started,
    step_moves,
    zone_id,
)


def refused(state, seat, move_type, **args) -> str:
    with pytest.raises(RuleError) as caught:
        play(state, seat, move_type, **args)
    return english(caught.value.text)


def at_sea(zone="Havana", **borders):
    """Anja at sea in ``zone`` (Havana's borders: North to Nassau unless told)."""
    state = started(2)
    set_borders(state, "Havana", **(borders or {"N": ["Nassau"]}))
    put(state, 0, zone)
    return state


def offers(state, seat=0):
    return [(m.label, m.allowed) for m in step_moves(state, seat) if m.type == "move_ship"]


def test_mm_ex_3_havana_to_nassau_in_three_moves():
    state = started(2)
    havana, nassau = zone_id(state, "Havana"), zone_id(state, "Nassau")
    set_borders(state, "Havana", N=["Nassau"])
    state["players"][0]["bounty"]["english"] = 0  # fixture: no bounty from Nassau's nation
    assert state["players"][0]["at"] == {"zone": havana, "port": True}
    first = played(state, 0, "move_ship", to=havana)
    assert lines(first) == ["Anja sails out of the port of Havana into the Havana sea zone."]
    second = played(first.state, 0, "move_ship", to=nassau)
    assert lines(second) == ["Anja sails from the Havana sea zone to the Nassau sea zone."]
    assert second.state["turn"]["actions"] == 1
    # The third move without the turn's bookkeeping: no action is left for a Port action.
    third = Engine.play(ENGINE, second.state, 0, {"type": "move_ship", "args": {"into_port": True}})
    assert lines(third) == ["Anja enters the port of Nassau."]
    assert third.state["players"][0]["at"] == {"zone": nassau, "port": True}
    assert third.state["turn"]["actions"] == 0
    with pytest.raises(RuleError) as caught:
        Engine.play(ENGINE, third.state, 0, {"type": "port_action", "args": {}})
    assert english(caught.value.text) == "You have no action left this turn (MM-3.3.2)."
    # Through the engine the spent turn ends at once: Nassau's business waits a turn.
    after = played(second.state, 0, "move_ship", into_port=True).state
    assert after["current"] == 1
    assert refused(after, 0, "port_action") == "It is not your turn (MM-3.3.1)."


def test_mm_ex_42_ports_closed_by_a_bounty():
    state = at_sea("Santo Domingo")
    santo_domingo = set_port(state, "Santo Domingo", "spanish")
    p = state["players"][0]
    p["captain"]["home"] = zone_id(state, "Nassau")  # his home port is not Spanish
    p["bounty"]["spanish"] = 1
    assert refused(state, 0, "move_ship", into_port=True) == (
        "You have a bounty from Spain: its port of Santo Domingo is closed to you (MM-6.4.1)."
    )
    assert [label for label, _a in offers(state)] == ["Sail on (the table names the borders first)"]
    # Variation: Santo Domingo is his home port (MM-0.3.5).
    p["captain"]["home"] = santo_domingo
    after = play(state, 0, "move_ship", into_port=True)
    assert after["players"][0]["at"] == {"zone": santo_domingo, "port": True}


def test_a_step_from_port_goes_to_its_own_sea_zone_only():
    state = started(2)
    nassau = zone_id(state, "Nassau")
    assert refused(state, 0, "move_ship", to=nassau) == (
        "From a port your ship first sails out into its own sea zone, Havana (MM-3.4.1)."
    )
    assert (
        refused(state, 0, "move_ship", into_port=True) == "Your ship is in port already (MM-3.4.1)."
    )
    assert offers(state) == [("Sail out of port", {"to": [zone_id(state, "Havana")]})]
    after = play(state, 0, "move_ship")
    assert after["players"][0]["at"] == {"zone": zone_id(state, "Havana"), "port": False}


def test_a_step_at_sea_crosses_one_border():
    state = at_sea()
    nassau = zone_id(state, "Nassau")
    curacao = set_port(state, "Curacao", "dutch")
    assert offers(state) == [
        ("Sail to a neighbouring sea zone", {"to": [nassau]}),
        ("Enter the port", {"into_port": [True]}),
    ]
    assert refused(state, 0, "move_ship", to=curacao) == (
        "The Curacao sea zone is not across a border of the Havana sea zone (MM-3.4.1)."
    )
    assert refused(state, 0, "move_ship") == "Name the sea zone to sail to (MM-3.4.1)."
    assert refused(state, 0, "move_ship", to=16) == "That sea zone is not on the board (MM-3.4.1)."
    assert refused(state, 0, "move_ship", to=nassau, into_port=True) == (
        "You can enter only the port of the sea zone you are in (MM-3.4.1)."
    )
    assert refused(state, 0, "move_ship", to=nassau, dice=[5, 1]) == (
        "No Influence check is rolled for this move (MM-6.4.1)."
    )
    assert refused(state, 0, "move_ship", into_port=True, dice=[5, 1]) == (
        "No Influence check is rolled for this move (MM-6.4.1)."
    )


def test_the_caribbean_sea_has_no_port():
    state = at_sea("Caribbean Sea")
    set_port(state, "Caribbean Sea", None)
    assert refused(state, 0, "move_ship", into_port=True) == (
        "The Caribbean Sea sea zone has no port (MM-0.5.1)."
    )
    assert [label for label, _a in offers(state)] == ["Sail on (the table names the borders first)"]


def test_no_move_while_the_port_action_is_open():
    state = play(started(2), 0, "port_action")
    state["waiting"] = []  # the modification token told
    assert refused(state, 0, "move_ship") == "End your Port action before you move (MM-4.1.4)."


def wanted_off_port_royale(influence=2):
    state = at_sea("Port Royale")
    set_port(state, "Port Royale", "english")
    p = state["players"][0]
    p["bounty"]["english"] = 1
    p["captain"]["influence"] = influence
    return state


def test_port_royale_a_failed_influence_check_spends_the_move():
    state = wanted_off_port_royale()
    assert [english(label) for label, _a in offers(state)][-2:] == [
        "Try to enter Port Royale: roll Influence, 2 dice",
        "Try to enter Port Royale: roll Influence, 2 dice, rolled by the companion",
    ]
    answer = played(state, 0, "move_ship", into_port=True, dice=[1, 4])
    assert lines(answer) == [
        "Anja is wanted and rolls Influence to enter Port Royale: 1 and 4, no skull, so the "
        "ship stays in the sea zone and the Move is spent (MM-Q47)."
    ]
    assert answer.state["players"][0]["at"]["port"] is False
    assert answer.state["turn"]["actions"] == 2


def test_port_royale_a_skull_lets_the_wanted_ship_in():
    state = wanted_off_port_royale()
    answer = played(state, 0, "move_ship", into_port=True, dice=[5, 2])
    assert lines(answer) == [
        "Anja is wanted and rolls Influence to enter Port Royale: skull and 2, a skull, so "
        "the port lets the ship in (MM-Q47).",
        "Anja enters the port of Port Royale.",
    ]
    assert answer.state["players"][0]["at"]["port"] is True
    assert refused(state, 0, "move_ship", into_port=True, dice=[5, 2, 1]) == (
        "The Influence check rolls 2 dice, not 3 (MM-Q47)."
    )
    rolled = played(state, 0, "move_ship", into_port=True)  # the companion rolls
    assert "rolls Influence" in lines(rolled)[0]


def test_port_royale_asks_nothing_of_a_player_it_does_not_want():
    state = wanted_off_port_royale()
    state["players"][0]["bounty"]["english"] = 0
    state["players"][0]["bounty"]["dutch"] = 2
    assert lines(played(state, 0, "move_ship", into_port=True)) == [
        "Anja enters the port of Port Royale."
    ]


def cargo_over(goods=("Rum", "Rum", "Sugar")):
    state = started(2)
    state["players"][0]["cargo"] = list(goods)
    state["cargo_cards"]["drawn"] = len(goods)
    return state


def test_leaving_port_with_cargo_over_the_cargo_value_is_refused():
    state = cargo_over()
    assert state["players"][0]["ship"]["loc"]["cargo"] == 2
    assert refused(state, 0, "move_ship") == (
        "Discard 1 cargo card over your ship's Cargo of 2 before leaving port (MM-4.3.10)."
    )
    assert [
        (m.type, m.allowed) for m in step_moves(state, 0) if m.type not in ("pass_turn", "retire")
    ][-1] == (
        "discard_cargo",
        {"goods": ["Rum", "Sugar"]},
    )
    assert offers(state) == []


def test_discarding_cargo_puts_the_cards_face_up_on_the_discard_pile():
    state = cargo_over()
    assert refused(state, 0, "discard_cargo", goods=["Rum", "Sugar"]) == (
        "Discard at most 1 cargo card: the ones over your ship's Cargo (MM-4.3.10)."
    )
    assert refused(state, 0, "discard_cargo", goods=["Silk"]) == (
        "Discard only cards your ship carries (MM-4.3.10)."
    )
    answer = played(state, 0, "discard_cargo", goods=["rum"])
    assert lines(answer) == ["Anja discards Rum face up on the cargo discard pile (MM-4.3.10)."]
    after = answer.state
    assert after["players"][0]["cargo"] == ["Rum", "Sugar"]
    assert after["cargo_cards"]["discard"] == 1
    assert after["turn"]["actions"] == 3  # discarding is no action
    assert refused(after, 0, "discard_cargo", goods=["Rum"]) == (
        "You discard cargo only in port, down to your ship's Cargo (MM-4.3.10)."
    )
    assert play(after, 0, "move_ship")["players"][0]["at"]["port"] is False


def test_entering_a_sea_zone_tells_the_areas(monkeypatch):
    seen: list[int] = []

    def hook(state, seat):
        seen.append(seat)
        return [_("An NPC scouts for %(name)s.", name="Anja")]

    monkeypatch.setattr(areas, "AREAS", (*areas.AREAS, SimpleNamespace(on_enter_zone=hook)))
    state = at_sea()
    answer = played(state, 0, "move_ship", to=zone_id(state, "Nassau"))
    assert lines(answer)[-1] == "An NPC scouts for Anja."
    entering = played(answer.state, 0, "move_ship", into_port=True)
    assert seen == [0]  # a port is not a sea zone
    leaving = played(entering.state, 0, "move_ship")
    assert seen == [0, 0] and "An NPC scouts for Anja." in lines(leaving)


def test_a_ship_off_the_board_does_not_move():
    state = started(2)
    state["players"][0]["at"] = None
    assert refused(state, 0, "move_ship") == "Your ship is not on the board (MM-3.4.1)."
    assert offers(state) == []


def test_several_cards_over_the_cargo_value():
    state = cargo_over(("Rum", "Rum", "Sugar", "Silk"))
    assert refused(state, 0, "move_ship") == (
        "Discard 2 cargo cards over your ship's Cargo of 2 before leaving port (MM-4.3.10)."
    )
    assert refused(state, 0, "discard_cargo", goods=["Rum", "Rum", "Silk"]) == (
        "Discard at most 2 cargo cards: the ones over your ship's Cargo (MM-4.3.10)."
    )
    after = play(state, 0, "discard_cargo", goods=["Rum", "Silk"])
    assert after["players"][0]["cargo"] == ["Rum", "Sugar"]
    assert after["cargo_cards"]["discard"] == 2
