"""MM-0.5, MM-Q47: the map told at the table as ships meet it, and the club's map."""

from __future__ import annotations

import pytest

from companion.engines.base import RuleError
from companion.engines.merchants_marauders import board
from companion.engines.text import english
from companion.engines.waiting import owe
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    catalogue_map,
    lines,
    put,
    set_borders,
    set_port,
    started,
    step_moves,
    zone_id,
)
from tests.engines.merchants_marauders.builders import play as play_move
from tests.engines.merchants_marauders.builders import played as played_move

SIDES = ("north", "east", "south", "west")


def with_sides(move_type, args):
    """A side left out of a description is a side without a border."""
    if move_type == "describe_zone":
        return {**dict.fromkeys(SIDES, []), **args}
    return args


def play(state, seat, move_type, **args):
    return play_move(state, seat, move_type, **with_sides(move_type, args))


def played(state, seat, move_type, **args):
    return played_move(state, seat, move_type, **with_sides(move_type, args))


def refused(state, seat, move_type, **args) -> str:
    with pytest.raises(RuleError) as caught:
        play(state, seat, move_type, **args)
    return english(caught.value.text)


def out_of_havana():
    """Anja at sea off Havana, whose borders nobody has told yet."""
    return play(started(2), 0, "move_ship")


def test_leaving_a_zone_of_unknown_borders_asks_the_table_first():
    state = out_of_havana()
    assert state["map"] == "learnt" and state["zones"][0]["borders"] is None
    moves = [(m.label, m.allowed) for m in step_moves(state, 0) if m.type == "move_ship"]
    assert moves[0] == ("Sail on (the table names the borders first)", {"to": []})
    answer = played(state, 0, "move_ship")
    assert lines(answer) == [
        "The borders of the Havana sea zone are not known yet: the table names the zones "
        "across them first, then Anja moves (MM-0.5.3)."
    ]
    asked = answer.state
    assert asked["turn"]["actions"] == 2  # asking the board is no Move
    prompt = ENGINE.player_view(asked, None)["prompt"]
    assert english(prompt) == (
        "Someone names the sea zones across each border of the Havana sea zone, as the "
        "board shows them (MM-0.5.3)."
    )
    # Any seat may answer: the board is public.
    assert [m.type for m in step_moves(asked, 1)] == ["describe_zone"]
    told = played(asked, 1, "describe_zone", north=["Nassau"], south=["caribbean sea", " "])
    assert lines(told) == [
        "The borders of the Havana sea zone are noted.",
        "Across its North border: Nassau.",
        "Across its South border: caribbean sea.",
    ]
    state = told.state
    havana, nassau = zone_id(state, "Havana"), zone_id(state, "Nassau")
    caribbean = zone_id(state, "Caribbean Sea")
    assert board.zone(state, havana)["borders"] == {
        "N": [nassau],
        "E": [],
        "S": [caribbean],
        "W": [],
    }
    assert board.zone(state, nassau)["borders"] is None  # asked when a ship leaves it
    moves = [(m.label, m.allowed) for m in step_moves(state, 0) if m.type == "move_ship"]
    assert moves[0] == ("Sail to a neighbouring sea zone", {"to": [nassau, caribbean]})
    state = play(state, 0, "move_ship", to=nassau)
    assert state["players"][0]["at"] == {"zone": nassau, "port": False}
    assert state["turn"]["actions"] == 1


def test_a_border_seen_from_one_side_is_seen_from_the_other():
    state = out_of_havana()
    state = play(state, 0, "move_ship")
    state = play(state, 1, "describe_zone", north=["Nassau"])
    state = play(state, 0, "move_ship", to=zone_id(state, "Nassau"))
    state = play(state, 0, "move_ship")
    assert refused(state, 1, "describe_zone", east=["Curacao"]) == (
        "The Havana sea zone borders the Nassau sea zone: name it among the neighbours (MM-Q47)."
    )
    state = play(state, 1, "describe_zone", south=["Havana"], east=["Curacao"])
    assert board.neighbours(state, zone_id(state, "Nassau")) == [
        zone_id(state, "Curacao"),
        zone_id(state, "Havana"),
    ]


def test_a_description_must_agree_with_the_board_as_told():
    state = out_of_havana()
    set_borders(state, "Curacao", W=["Santo Domingo"])
    state = play(state, 0, "move_ship")
    assert refused(state, 1, "describe_zone") == (
        "Every sea zone has at least one neighbour: name one (MM-Q47)."
    )
    assert refused(state, 1, "describe_zone", west=["havana"]) == (
        "A sea zone is not across its own border (MM-Q47)."
    )
    assert refused(state, 1, "describe_zone", east=["Curacao"]) == (
        "The borders of the Curacao sea zone are known and do not touch the Havana sea "
        "zone (MM-Q47)."
    )
    assert refused(state, 0, "move_ship") == (
        "Finish what the table is waiting for first (MM-3.3.2)."
    )


def test_the_board_has_17_zones():
    state = out_of_havana()
    for i in range(17 - len(state["zones"])):
        board.named(state, f"Zone {i}", "MM-0.5.1")
    state = play(state, 0, "move_ship")
    assert refused(state, 1, "describe_zone", north=["Atlantis"]) == (
        "The board has 17 sea zones and all are known: Atlantis is not one of them (MM-0.5.1)."
    )


def off(zone, bounty=None):
    state = started(2)
    put(state, 0, zone)
    for nation, level in (bounty or {}).items():
        state["players"][0]["bounty"][nation] = level
    return state


def test_entering_a_zone_of_unknown_port_asks_the_table_first():
    state = off("Caribbean Sea")
    answer = played(state, 0, "move_ship", into_port=True)
    assert lines(answer) == [
        "The table says first whether the Caribbean Sea sea zone has a port and whose flag "
        "it flies, then Anja moves (MM-0.5.1)."
    ]
    asked = answer.state
    assert asked["turn"]["actions"] == 3
    assert english(ENGINE.player_view(asked, 1)["prompt"]) == (
        "Someone says whether the Caribbean Sea sea zone has a port and whose flag it "
        "flies, as the board shows it (MM-0.5.1)."
    )
    offer = step_moves(asked, 1)[0]
    assert (offer.type, offer.allowed) == (
        "describe_port",
        {"flag": ["dutch", "english", "french", "spanish", "none"]},
    )
    told = played(asked, 1, "describe_port", flag="none")
    assert lines(told) == [
        "The Caribbean Sea sea zone has no port: it is the board's only one without (MM-0.5.1)."
    ]
    assert refused(told.state, 0, "move_ship", into_port=True) == (
        "The Caribbean Sea sea zone has no port (MM-0.5.1)."
    )


def test_only_one_zone_has_no_port():
    state = off("Tortuga")
    set_port(state, "Caribbean Sea", None)
    state = play(state, 0, "move_ship", into_port=True)
    assert step_moves(state, 1)[0].allowed == {"flag": ["dutch", "english", "french", "spanish"]}
    assert refused(state, 1, "describe_port", flag="none") == (
        "Only one sea zone has no port: Caribbean Sea (MM-0.5.1)."
    )
    told = played(state, 1, "describe_port", flag="french")
    assert lines(told) == ["The port of Tortuga flies the flag of France."]
    assert play(told.state, 0, "move_ship", into_port=True)["players"][0]["at"]["port"]


def test_a_known_port_is_asked_its_flag_only_when_a_bounty_makes_it_matter():
    state = off("Tortuga")
    board.named(state, "Tortuga", "MM-4.8.1", port=True)  # a mission's location
    assert play(state, 0, "move_ship", into_port=True)["players"][0]["at"]["port"]
    wanted = off("Tortuga", {"spanish": 1})
    board.named(wanted, "Tortuga", "MM-4.8.1", port=True)
    state = play(wanted, 0, "move_ship", into_port=True)
    assert state["waiting"][-1]["kind"] == "describe_port"
    assert refused(state, 1, "describe_port", flag="none") == (
        "The Tortuga sea zone has a port: the table has met it already (MM-0.5.1)."
    )
    state = play(state, 1, "describe_port", flag="spanish")
    assert refused(state, 0, "move_ship", into_port=True) == (
        "You have a bounty from Spain: its port of Tortuga is closed to you (MM-6.4.1)."
    )


def test_the_board_has_16_ports():
    state = off("Tortuga")
    while sum(1 for z in state["zones"] if z["port"]) < 16:
        board.named(state, f"Port {len(state['zones'])}", "MM-0.5.1", port=True)
    state = play(state, 0, "move_ship", into_port=True)
    assert step_moves(state, 1)[0].allowed == {"flag": ["none"]}
    assert refused(state, 1, "describe_port", flag="dutch") == (
        "The board has 16 ports and all are known (MM-0.5.1)."
    )


def test_the_clubs_map_is_known_from_the_start():
    options = ENGINE.clean_options({"catalogue": catalogue_map()})
    state = started(2, options=options)
    assert state["map"] == "catalogue" and len(state["zones"]) == 17
    havana, nassau = zone_id(state, "Havana"), zone_id(state, "Nassau")
    curacao = zone_id(state, "Curacao")
    state = play(state, 0, "move_ship")
    moves = [(m.label, m.allowed) for m in step_moves(state, 0) if m.type == "move_ship"]
    assert moves == [
        ("Sail to a neighbouring sea zone", {"to": [nassau]}),
        ("Enter the port", {"into_port": [True]}),
    ]
    state = play(state, 0, "move_ship", to=nassau)
    assert board.neighbours(state, nassau) == [curacao, havana]
    answer = played(state, 0, "move_ship", to=curacao)
    assert answer.state["players"][0]["at"] == {"zone": curacao, "port": False}
    assert not answer.state["waiting"]
    assert havana == 0


def test_a_catalogue_without_17_zones_is_refused():
    data = catalogue_map()
    data["zones"] = data["zones"][:16]
    data["borders"] = []
    with pytest.raises(Exception) as caught:
        ENGINE.clean_options({"catalogue": data})
    assert "the board has 17, not 16 (MM-0.5.1)" in english(caught.value.text)


def test_the_map_is_described_only_when_the_table_asks():
    state = started(2)
    assert refused(state, 1, "describe_zone", north=["Nassau"]) == (
        "The table is not waiting for this entry now (MM-Q47)."
    )
    assert refused(state, 1, "describe_port", flag="dutch") == (
        "The table is not waiting for this entry now (MM-Q47)."
    )


def test_a_port_whose_flag_is_known_keeps_it():
    state = started(2)
    owe(state, "describe_port", None, zone=zone_id(state, "Havana"), mover=0)
    assert step_moves(state, 1)[0].allowed == {"flag": ["spanish"]}
    assert refused(state, 1, "describe_port", flag="dutch") == (
        "The port of Havana flies the flag of Spain (MM-0.5.1)."
    )
