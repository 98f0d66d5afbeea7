"""The event card (MM-3.2): its NPC icons, its NPC card, its wars, then the turns."""

from __future__ import annotations

import pytest

from companion.engines.base import RuleError
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    at_event,
    border,
    lines,
    next_round,
    play,
    played,
    started,
    step_moves,
    with_npc,
    zone_id,
)


def test_a_plain_card_starts_the_turns() -> None:
    state = at_event(started())
    answer = played(state, 0, "event_card", card="Storm")
    assert answer.state["phase"] == "turn" and answer.state["current"] == 0
    assert answer.state["event"]["name"] == "Storm"
    assert "Event card of round 2: Storm." in lines(answer)


def test_the_form_offers_icons_in_words() -> None:
    state = at_event(started())
    (offer,) = step_moves(state, 0)
    assert offer.type == "event_card"
    assert "dutch N" in offer.allowed["icon2"]
    assert offer.allowed["icon2"][0] == "french N"  # MM-Q31 orders the picker
    labels = ENGINE.arg_labels(state)["icon1"]
    from companion.engines.text import english

    assert english(labels["dutch N"]) == "the warship of the Netherlands: North"
    assert english(ENGINE.arg_labels(state)["npc"]["war"]) == "a Man-of-war (the War card)"


def test_an_icon_not_offered_is_refused() -> None:
    state = at_event(started())
    with pytest.raises(RuleError) as exc:
        play(state, 0, "event_card", card="X", icon1="dutch NE")
    assert exc.value.message == "Each NPC icon names an NPC and a direction, as offered (MM-8.6.1)."


def test_icons_move_in_printed_order_skipping_npcs_off_the_board() -> None:
    state = at_event(started())
    with_npc(state, "english", "Nassau")
    border(state, "Nassau", "N", "Bermuda")
    border(state, "Nassau", "S", "Havana")
    answer = played(
        state, 0, "event_card", card="Trade winds", icon1="pirate-sloop E", icon2="english N"
    )
    assert lines(answer)[2:4] == [
        "The icon of the pirate Sloop is skipped: it is not on the board (MM-8.6.1).",
        "Following its icon, the warship of England (Captain of english) moves North to the "
        "Bermuda sea zone (MM-8.6.2).",
    ]
    assert answer.state["npcs"]["english"]["zone"] == zone_id(answer.state, "Bermuda")
    assert answer.state["phase"] == "turn"


def test_an_npc_card_is_entered_after_the_icons_and_placed_at_round_end() -> None:
    state = at_event(started())
    state = play(state, 0, "event_card", card="Pirate Sloop", npc=True)
    assert state["phase"] == "event"
    (offer,) = step_moves(state, 0)
    assert offer.allowed["ship"] == ["sloop", "flute", "frigate", "galleon", "man-of-war"]
    assert offer.allowed["bounty_icon"] == [False, True]
    assert step_moves(state, 1) == []
    assert ENGINE.player_view(state, 1)["prompt"]["id"].startswith("%(name)s enters the NPC card")
    answer = played(
        state,
        0,
        "enter_npc_card",
        npc="pirate-sloop",
        captain="Black Bart",
        seamanship=2,
        scouting=2,
        leadership=1,
        influence=1,
        zone="Caribbean Sea",
    )
    assert (
        "An NPC comes into play, the pirate Sloop (Black Bart): its ship is placed in the "
        "Caribbean Sea sea zone at the end of the round (MM-8.1.4)." in lines(answer)
    )
    state = answer.state
    assert state["phase"] == "turn"
    record = state["npcs"]["pirate-sloop"]
    assert record["zone"] is None and record["cards"][0]["ship"] == "sloop"
    assert record["cards"][0]["bounty_icon"] is False
    state = next_round(state)
    assert state["npcs"]["pirate-sloop"]["zone"] == zone_id(state, "Caribbean Sea")


def npc_card_args(**over: object) -> dict[str, object]:
    args: dict[str, object] = {
        "npc": "dutch",
        "captain": "B",
        "seamanship": 2,
        "scouting": 2,
        "leadership": 2,
        "influence": 2,
        "zone": "Caracas",
    }
    args.update(over)
    return args


@pytest.mark.parametrize(
    ("over", "message"),
    [
        (
            {"npc": "pirate-sloop", "ship": "frigate"},
            "The pirate NPCs are the pirate Sloop and the pirate Frigate: the card's ship is "
            "theirs (MM-8.2.1).",
        ),
        ({"npc": "war"}, "Enter the nation the War card gives its Man-of-war (MM-Q33)."),
        ({}, "Enter the warship's ship type, as its card shows (MM-8.8.5)."),
    ],
)
def test_npc_card_refusals(over: dict[str, object], message: str) -> None:
    state = play(at_event(started()), 0, "event_card", card="Card", npc=True)
    with pytest.raises(RuleError) as exc:
        play(state, 0, "enter_npc_card", **npc_card_args(**over))
    assert exc.value.message == message


def test_a_man_of_war_takes_a_slot_of_its_own_and_asks_its_ship_card() -> None:
    state = play(at_event(started()), 0, "event_card", card="War", npc=True)
    state = play(state, 0, "enter_npc_card", **npc_card_args(npc="war", nation="english"))
    assert state["waiting"][-1]["kind"] == "npc_ship_card"
    answer = played(
        state,
        0,
        "enter_npc_ship_card",
        seaworthiness=5,
        cargo=4,
        crew=5,
        cannons=5,
        maneuverability=2,
    )
    state = answer.state
    assert state["npcs"]["war-1"]["cards"][0]["nation"] == "english"
    assert state["npcs"]["war-1"]["cards"][0]["ship"] == "man-of-war"
    assert state["ship_types"]["man-of-war"]["cannons"] == 5
    assert state["phase"] == "turn"


def test_a_war_card_starts_and_ends_wars_and_names_the_card() -> None:
    state = play(at_event(started()), 0, "event_card", card="War", wars=True)
    assert [m.type for m in step_moves(state, 0)] == ["set_war", "end_event"]
    answer = played(state, 0, "set_war", war="start", nation="french", other="english")
    assert lines(answer) == ["Event card War: war between England and France (MM-0.5.4)."]
    state = answer.state
    assert state["wars"] == [["english", "french"]]
    with pytest.raises(RuleError) as exc:
        play(state, 0, "set_war", war="start", nation="english", other="french")
    assert exc.value.message == "There is already a war between England and France (MM-0.5.4)."
    with pytest.raises(RuleError) as exc:
        play(state, 0, "set_war", war="end", nation="english", other="dutch")
    assert exc.value.message == "There is no war between the Netherlands and England (MM-0.5.4)."
    with pytest.raises(RuleError) as exc:
        play(state, 0, "set_war", war="start", nation="dutch", other="dutch")
    assert exc.value.message == "A nation is never at war with itself (MM-0.5.4)."
    state = play(state, 0, "set_war", war="end", nation="english", other="french")
    assert state["wars"] == []
    answer = played(state, 0, "end_event")
    assert "The event card War is carried out." in lines(answer)
    assert answer.state["phase"] == "turn"
