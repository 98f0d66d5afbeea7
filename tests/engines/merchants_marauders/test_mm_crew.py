"""Crew combat (MM-10, MM-4.5.7 Swivel Guns, MM-Q36, MM-Q41): the rounds, the caps, the
end, and the window where cards change the dice (MM-10.8)."""

from __future__ import annotations

from typing import Any

import pytest

from companion.engines.base import RuleError, State
from companion.engines.merchants_marauders.combat import npc_side, player_side
from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    at_sea_together,
    boarding,
    lines,
    npc,
    play,
    played,
    started,
    step_moves,
)


def two_captains(leadership: tuple[int, int] = (2, 3), crew: tuple[int, int] = (2, 2)) -> State:
    """Seats 0 and 1 at sea in one zone, no glory card in hand (no card window)."""
    state = started(2)
    at_sea_together(state, (0, 1))
    for seat in (0, 1):
        p = state["players"][seat]
        p["captain"]["leadership"] = leadership[seat]
        p["ship"]["loc"]["crew"] = crew[seat]
        p["hand"] = []
    return state


def refused(state: State, seat: int | None, move_type: str, **args: Any) -> str:
    with pytest.raises(RuleError) as caught:
        play(state, seat, move_type, **args)
    return english(caught.value.text)


def crew(state: State, seat: int) -> int:
    return int(state["players"][seat]["ship"]["loc"]["crew"])


def test_mm_ex_19_felipe_against_frances_crew_combat() -> None:
    state = started(2)
    state["seats"][0]["name"], state["seats"][1]["name"] = "Felipe", "Frances"
    at_sea_together(state, (0, 1))
    felipe, frances = state["players"]
    felipe["captain"]["leadership"] = 2
    felipe["ship"] = {
        "type": "frigate",
        "mods": [],
        "loc": {"hull": 3, "mast": 3, "cargo": 2, "crew": 3, "cannons": 3},
        "reinforced": True,
        "chasers": True,
    }
    felipe["hand"] = ["Fast Leaner"]
    felipe["mission"] = {"name": "Escort the governor", "zone": 0, "requirement": "", "reward": ""}
    frances["captain"]["leadership"] = 3
    frances["ship"]["mods"] = ["rigs"]
    frances["ship"]["loc"] = {"hull": 1, "mast": 0, "cargo": 0, "crew": 2, "cannons": 0}
    frances["hand"] = ["Crew Combat re-rolls"]
    assert boarding(state, [player_side(0), player_side(1)], boarder=1) == [
        "Crew combat: Frances boards Felipe (MM-10.1)."
    ]
    # Crew round 1: Frances's 3 successes are capped by her Crew 2 (MM-10.4).
    state = play(state, 0, "crew_roll", dice=[5, 2])
    answer = played(state, 1, "crew_roll", dice=[5, 5, 5])
    assert lines(answer)[1:] == [
        "Felipe rolls skull and 2: 1 success.",
        "Frances rolls skull, skull and skull: 3 successes.",
    ]
    assert answer.state["combat"]["step"] == "window"
    state = play(answer.state, 0, "crew_go_on")
    answer = played(state, 1, "crew_go_on")
    assert lines(answer)[1:] == [
        "Felipe inflicts 1 hit on Frances's Crew: 1 success, at most Crew 3 before the roll "
        "(MM-10.4); Crew 2 to 1.",
        "Frances inflicts 2 hits on Felipe's Crew: 3 successes, at most Crew 2 before the roll "
        "(MM-10.4); Crew 3 to 1.",
    ]
    state = answer.state
    assert (crew(state, 0), crew(state, 1), state["combat"]["round"]) == (1, 1, 2)
    # Crew round 2: both crews fall; as rolled Felipe would win (2 successes against 1).
    state = play(state, 1, "crew_roll", dice=[5, 1, 4])
    state = play(state, 0, "crew_roll", dice=[5, 5])
    assert state["combat"]["rolls"] == [[5, 5], [5, 1, 4]]
    # The cards (MM-Q34): Felipe lets the first moment pass, Frances makes him reroll,
    # then Felipe's "Fast Leaner" copies it and he rolls again.
    state = play(state, 0, "crew_go_on")
    answer = played(
        state, 1, "crew_reroll", card="Crew Combat re-rolls", side="aggressor", dice=[1, 3]
    )
    assert lines(answer) == [
        "Frances plays Crew Combat re-rolls: Felipe rolls again.",
        "Felipe rolls 1 and 3: 0 successes.",
    ]
    state = answer.state
    assert state["players"][1]["hand"] == []
    assert state["waiting"][-1] == {"kind": "crew_window", "seats": [0]}
    answer = played(state, 0, "crew_reroll", card="Fast Leaner", side="aggressor", dice=[5, 2])
    assert lines(answer)[:6] == [
        "Felipe plays Fast Leaner: Felipe rolls again.",
        "Felipe rolls skull and 2: 1 success.",
        "Felipe inflicts 1 hit on Frances's Crew: 1 success, at most Crew 1 before the roll "
        "(MM-10.4); Crew 1 to 0.",
        "Frances inflicts 1 hit on Felipe's Crew: 1 success, at most Crew 1 before the roll "
        "(MM-10.4); Crew 1 to 0.",
        "Both crews are lost: Felipe rolled 1 success and 2 on the other dice, Frances 1 "
        "success and 5 (MM-10.6).",
        "Frances wins the crew combat against Felipe (MM-10.5).",
    ]
    state = answer.state
    assert state["combat"] is None
    assert state["players"][1]["glory"] == 1
    assert state["players"][0]["mission"] is None
    assert "Felipe's mission is discarded (MM-11.1.4)." in lines(answer)
    # She may plunder him and claim his Frigate (MM-11.1.1, MM-11.4.1); then he dies.
    assert ENGINE.legal_moves(state, 1)[0].allowed == {"take": ["gold", "ship"]}
    answer = played(state, 1, "plunder", take=["ship"])
    state = answer.state
    assert state["players"][1]["ship"]["type"] == "frigate"
    assert state["players"][1]["ship"]["loc"] == {
        "hull": 3,
        "mast": 3,
        "cargo": 2,
        "crew": 0,
        "cannons": 3,
    }
    assert state["players"][0]["status"] == "dead"
    assert state["players"][0]["captain"] is None
    assert "Felipe's captain dies: beaten in crew combat by Frances (MM-12.1)." in lines(answer)


def test_mm_ex_38_a_crew_combat_with_no_winner() -> None:
    state = two_captains(leadership=(2, 2), crew=(1, 1))
    boarding(state, [player_side(0), player_side(1)])
    state = play(state, 0, "crew_roll", dice=[5, 2])
    answer = played(state, 1, "crew_roll", dice=[5, 2])
    assert lines(answer)[-2:] == [
        "Both crews are lost: Anja rolled 1 success and 2 on the other dice, Jona 1 success and 2 "
        "(MM-10.6).",
        "The crew combat ends with no winner: nobody dies, plunders or gains glory (MM-Q41).",
    ]
    state = answer.state
    assert state["combat"] is None
    assert (crew(state, 0), crew(state, 1)) == (0, 0)
    assert [p["status"] for p in state["players"]] == ["alive", "alive"]
    assert [p["glory"] for p in state["players"]] == [0, 0]
    assert state["waiting"] == []
    # MM-Q27: the interrupted turn goes on with the actions left.
    assert (state["phase"], state["current"], state["turn"]["actions"]) == ("turn", 0, 3)


def test_mm_ex_33_a_pirate_beats_the_npc_pirate_sloop() -> None:
    state = two_captains(leadership=(3, 2))
    state["players"][0]["bounty"]["english"] = 1  # I is a pirate
    npc(state, "pirate-sloop")
    gold = state["players"][0]["gold"]
    sloop = npc_side(
        state, "pirate-sloop", 0, {"hull": 2, "mast": 2, "cargo": 2, "crew": 1, "cannons": 1}
    )
    assert sloop["controller"] == 1  # MM-8.8.1: the player to the left plays it
    boarding(state, [player_side(0), sloop], boarder=0)
    state = play(state, 0, "crew_roll", dice=[5, 1, 1])
    answer = played(state, 1, "crew_roll", dice=[1, 2])
    assert lines(answer)[-2:] == [
        "Anja wins the crew combat against Captain Vane (MM-10.5).",
        "Anja gains a glory point (defeating Captain Vane): 1 on the track, and draws a glory card.",
    ]
    state = answer.state
    # No prize for a pirate (MM-6.7.2), no cargo or gold aboard (MM-11.3.1): only the ship.
    assert state["players"][0]["gold"] == gold
    assert ENGINE.legal_moves(state, 0)[0].allowed == {"take": ["ship"]}
    answer = played(state, 0, "plunder", take=[])
    assert lines(answer)[0] == "Anja takes nothing from Captain Vane."
    assert answer.state["players"][0]["gold"] == gold
    assert answer.state["players"][0]["cargo"] == state["players"][0]["cargo"]


def test_hits_are_capped_by_the_crew_before_the_roll_and_the_fight_goes_on() -> None:
    state = two_captains(leadership=(3, 3), crew=(1, 3))
    boarding(state, [player_side(0), player_side(1)])
    state = play(state, 0, "crew_roll", dice=[5, 5, 5])
    state = play(state, 1, "crew_roll", dice=[1, 1, 1])
    assert (crew(state, 0), crew(state, 1)) == (1, 2)
    assert state["combat"]["round"] == 2
    assert state["waiting"][-1]["kind"] == "crew_roll"


def test_the_rolls_commute_even_when_the_companion_rolls() -> None:
    state = two_captains(leadership=(2, 3), crew=(3, 3))
    boarding(state, [player_side(0), player_side(1)])
    one = play(play(state, 0, "crew_roll"), 1, "crew_roll", dice=[1, 2, 3])
    two = play(play(state, 1, "crew_roll", dice=[1, 2, 3]), 0, "crew_roll")
    assert one == two
    assert len(one["combat"]["rolls"][0]) == 2
    assert one["combat"]["rolls"][1] == [1, 2, 3]


def test_the_swivel_rolls_commute() -> None:
    state = two_captains(crew=(3, 3))
    for seat in (0, 1):
        state["players"][seat]["ship"]["mods"] = ["swivels"]
    boarding(state, [player_side(0), player_side(1)])
    one = play(play(state, 0, "crew_swivel"), 1, "crew_swivel")
    two = play(play(state, 1, "crew_swivel"), 0, "crew_swivel")
    assert one == two


def test_a_roll_waits_unseen_until_the_other_side_rolls() -> None:
    state = two_captains()
    boarding(state, [player_side(0), player_side(1)])
    state = play(state, 0, "crew_roll", dice=[5, 5])
    view = ENGINE.player_view(state, 1)
    assert view["crew_combat"] == {
        "round": 1,
        "step": "roll",
        "crew": [2, 2],
        "rolls": None,
        "rolled": [0],
    }
    assert english(view["prompt"]) == "Jona: roll Leadership for crew round 1 (MM-10.2)."


def test_a_side_without_crew_loses_at_once() -> None:
    state = two_captains(crew=(0, 2))
    out = boarding(state, [player_side(0), player_side(1)])
    assert out[1] == "Jona wins the crew combat against Anja (MM-10.7)."
    assert state["combat"] is None
    assert state["waiting"][-1]["kind"] == "plunder"


def test_swivel_guns_fire_on_both_sides_before_the_first_roll() -> None:
    state = two_captains(crew=(2, 2))
    for seat in (0, 1):
        state["players"][seat]["ship"]["mods"] = ["swivels"]
    boarding(state, [player_side(0), player_side(1)])
    assert state["waiting"][-1] == {"kind": "crew_swivel", "seats": [0, 1], "sides": [0, 1]}
    assert (
        english(ENGINE.player_view(state, None)["prompt"])
        == "Anja and Jona: fire your Swivel Guns before the first Leadership roll (MM-Q36)."
    )
    state = play(state, 1, "crew_swivel", dice=[1, 2])
    answer = played(state, 0, "crew_swivel", dice=[5, 1])
    assert lines(answer)[1:] == [
        "Anja rolls skull and 1: 1 success.",
        "Jona loses 1 Crew: 2 to 1.",
        "Jona rolls 1 and 2: 0 successes.",
    ]
    assert (crew(answer.state, 0), crew(answer.state, 1)) == (2, 1)
    assert answer.state["waiting"][-1]["kind"] == "crew_roll"


def test_swivel_guns_can_end_the_fight_and_do_not_fire_in_port() -> None:
    state = two_captains(crew=(2, 1))
    state["players"][0]["ship"]["mods"] = ["swivels"]
    boarding(state, [player_side(0), player_side(1)])
    answer = played(state, 0, "crew_swivel", dice=[5, 5])
    assert "Anja wins the crew combat against Jona (MM-10.6)." in lines(answer)
    state = two_captains()
    state["players"][0]["ship"]["mods"] = ["swivels"]
    state["players"][0]["at"]["port"] = True
    boarding(state, [player_side(0), player_side(1)])
    assert state["waiting"][-1]["kind"] == "crew_roll"


def test_an_npc_that_wins_takes_nothing_and_the_player_dies() -> None:
    state = two_captains(leadership=(2, 2), crew=(1, 1))
    npc(state, "pirate-sloop", leadership=3)
    sloop = npc_side(
        state, "pirate-sloop", 0, {"hull": 2, "mast": 2, "cargo": 2, "crew": 2, "cannons": 1}
    )
    boarding(state, [sloop, player_side(0)], boarder=0)
    state = play(state, 1, "crew_roll", dice=[5, 1, 1])
    answer = played(state, 0, "crew_roll", dice=[1, 1])
    said = lines(answer)
    won = said.index("Captain Vane wins the crew combat against Anja (MM-10.5).")
    assert said[won + 1] == "Anja's captain dies: beaten in crew combat by Captain Vane (MM-12.1)."
    assert answer.state["players"][0]["status"] == "dead"
    assert answer.state["combat"] is None
    # Jona's turn starts at sea beside the pirate Sloop: it scouts for him (MM-8.4.1).
    assert [e["kind"] for e in answer.state["waiting"]] == ["npc_scout_roll"]


def test_refusals_of_the_crew_combat() -> None:
    state = two_captains()
    assert refused(state, 0, "crew_roll") == "No crew combat is being fought now (MM-10.1)."
    boarding(state, [player_side(0), player_side(1)])
    assert refused(state, 0, "crew_roll", dice=[5, 5, 5]) == "Anja rolls 2 dice, not 3 (MM-10.2)."
    assert (
        refused(state, 0, "crew_reroll", card="Luck", side="defender")
        == "The table is not waiting for this entry now (MM-10.8)."
    )
    once = play(state, 0, "crew_roll", dice=[5, 5])
    assert (
        refused(once, 0, "crew_roll", dice=[5, 5]) == "This entry is for another player (MM-10.2)."
    )
    # A seat that plays both sides (never at a real table) still enters each once.
    once["waiting"][-1]["seats"] = [0, 1]
    once["combat"]["pending"]["1"] = None
    assert refused(once, 0, "crew_roll") == "You have already entered this roll (MM-10.2)."


def test_the_swivel_guns_and_a_card_s_reroll_are_entered_on_pads() -> None:
    """MM-Q36: two dice for the Swivel Guns; MM-10.8: a card's new dice on a pad of the
    side's roll, or rolled by the companion."""
    state = two_captains(crew=(3, 3))
    state["players"][0]["ship"]["mods"] = ["swivels"]
    state["players"][0]["hand"] = ["Fast Leaner"]
    boarding(state, [player_side(0), player_side(1)])
    swivel = [(english(m.label), m.allowed) for m in step_moves(state, 0)]
    assert swivel == [
        ("Fire your Swivel Guns: 2 dice", {"dice": [[f, f] for f in (1, 2, 3, 4, 5)]}),
        ("Fire your Swivel Guns: 2 dice, rolled by the companion", {}),
    ]
    state = play(state, 0, "crew_swivel", dice=[1, 1])
    state = play(play(state, 0, "crew_roll", dice=[5, 5]), 1, "crew_roll", dice=[1, 1, 1])
    window = [(m.type, english(m.label), m.allowed) for m in step_moves(state, 0)]
    assert window == [
        ("crew_go_on", "Play no card now", {}),
        (
            "crew_reroll",
            "Change Anja's dice with a card or ability",
            {"side": ["aggressor"], "dice": [[f, f] for f in (1, 2, 3, 4, 5)]},
        ),
        (
            "crew_reroll",
            "Change Jona's dice with a card or ability",
            {"side": ["defender"], "dice": [[f, f, f] for f in (1, 2, 3, 4, 5)]},
        ),
        (
            "crew_reroll",
            "Change a side's crew-combat dice with a card or ability, rolled by the companion",
            {"side": ["aggressor", "defender"]},
        ),
    ]
    answer = played(state, 0, "crew_reroll", card="Fast Leaner", side="defender", dice=[5, 5, 5])
    assert lines(answer)[1] == "Jona rolls skull, skull and skull: 3 successes."


def test_refusals_of_the_card_window() -> None:
    state = two_captains()
    state["players"][0]["hand"] = ["Fast Leaner"]
    boarding(state, [player_side(0), player_side(1)])
    state = play(play(state, 0, "crew_roll", dice=[5, 5]), 1, "crew_roll", dice=[1, 1, 1])
    assert refused(state, 1, "crew_go_on") == "This entry is for another player (MM-10.8)."
    assert (
        refused(state, 0, "crew_reroll", card="Fast Leaner", side="defender", dice=[5])
        == "Jona rolls 3 dice, not 1 (MM-10.8)."
    )
