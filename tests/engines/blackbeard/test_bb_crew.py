"""The crew through the engine: Mutiny Conspiracy and the mutiny (BB-P7), scurvy
(BB-T5.2) and a card's effect on a tracker (digest 9.2); each worked example replayed by
its ID, every refusal pinned."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.blackbeard import crew
from tests.engines.blackbeard.builders import (
    ENGINE,
    after,
    lines,
    pirate,
    play,
    refused,
    table,
    the_pirate,
)

DICE = [1, 2, 3, 4, 5, 6]
MODIFIERS = list(range(-6, 7))


def offers_for(state: State, seat: int | None, pirate_id: int = 1) -> list[Any]:
    return [m for m in ENGINE.legal_moves(state, seat) if m.allowed.get("pirate") == [pirate_id]]


def test_bb_ex_31_mutiny_conspiracy() -> None:
    state = pirate(table(), loyalty=5, leadership=3, notoriety=7)
    # (a) AP 2d6 = 5: not greater than 5, no mutiny.
    calm = play(state, 1, "mutiny_conspiracy", pirate=1, dice=5)
    assert lines(calm) == [
        "Mutiny Conspiracy is played against Edward Teach.",
        "Mutiny Conspiracy: 2d6 5 does not beat crew loyalty 5: no mutiny (BB-P7.1).",
    ]
    assert calm.state == state
    # (b) AP 2d6 = 6: mutiny, resolved by the pirate's player.
    answer = play(state, 1, "mutiny_conspiracy", pirate=1, dice=6)
    assert lines(answer)[1:] == [
        "Mutiny Conspiracy: 2d6 6 beats crew loyalty 5: the crew mutinies (BB-P7.1).",
        "Anja resolves the mutiny: a die against Leadership 3 (BB-P7.3).",
    ]
    mutiny = answer.state
    assert the_pirate(mutiny)["mutiny"] == "conspiracy"
    assert [(m.type, m.allowed) for m in offers_for(mutiny, 0)] == [
        ("mutiny", {"pirate": [1], "die": DICE, "modifier": MODIFIERS})
    ]
    # Die 2: put down, nothing else; loyalty 5.
    low = play(mutiny, 0, "mutiny", pirate=1, die=2)
    assert lines(low) == [
        "Edward Teach's crew mutinies (Mutiny Conspiracy, BB-P7.1).",
        "Mutiny: 2 is under Leadership 3: the revolt is put down (BB-P7.6).",
    ]
    assert (the_pirate(low.state)["loyalty"], the_pirate(low.state)["mutiny"]) == (5, None)
    # Die 3: put down; loyalty 4.
    equal = play(mutiny, 0, "mutiny", pirate=1, die=3)
    assert lines(equal)[1:] == [
        "Mutiny: 3 equals Leadership 3: the revolt is put down, crew loyalty -1 (BB-P7.5).",
        "Crew loyalty -1: a mutiny put down on a roll equal to Leadership (BB-T5.7, rule "
        "14.2); now 4.",
    ]
    assert (the_pirate(equal.state)["loyalty"], the_pirate(equal.state)["mutiny"]) == (4, None)
    # Die 4: the mutiny succeeds; out for good, loyalty recorded as 6, 7 VP.
    out = play(mutiny, 0, "mutiny", pirate=1, die=4)
    assert lines(out)[1:] == [
        "Mutiny: 4 beats Leadership 3: the mutiny succeeds; the pirate is out of the game and "
        "scores as eliminated, not by the KC; crew loyalty is recorded as 6 (BB-P7.4, BB-Q19).",
        "Crew loyalty returns to 6: a successful mutiny (BB-T5.15, rule 14.2).",
        "Eliminated, not by the KC, with notoriety 7: 7 VP; wealth scores nothing (BB-T3.2).",
    ]
    gone = the_pirate(out.state)
    assert (gone["status"], gone["cause"], gone["loyalty"], gone["mutiny"]) == (
        "eliminated",
        "mutiny",
        6,
        None,
    )
    assert out.state["vp"] == [7, 0]
    assert offers_for(out.state, 0) == []


def test_bb_ex_32_automatic_mutiny_at_zero() -> None:
    # (a) Crew loyalty 0 when activated: Leadership 3, die 3: put down, loyalty stays 0,
    # and no new mutiny until the next activation at 0.
    state = pirate(table(), loyalty=0, leadership=3)
    activation = [m for m in offers_for(state, 0) if m.type == "mutiny"]
    assert [m.allowed for m in activation] == [{"pirate": [1], "die": DICE, "modifier": MODIFIERS}]
    answer = play(state, 0, "mutiny", pirate=1, die=3)
    assert lines(answer) == [
        "Edward Teach is activated with crew loyalty 0: his crew mutinies (BB-P7.2, BB-Q18).",
        "Mutiny: 3 equals Leadership 3: the revolt is put down, crew loyalty -1 (BB-P7.5).",
        "Crew loyalty -1: a mutiny put down on a roll equal to Leadership (BB-T5.7, rule "
        "14.2); now 0.",
        "Crew loyalty stops at 0 (BB-Q15).",
        "No new mutiny breaks out now: the next activation at 0 brings one (BB-Q18).",
    ]
    me = the_pirate(answer.state)
    assert (me["loyalty"], me["mutiny"]) == (0, None)
    assert crew.owed(answer.state, me) is None  # nothing forced now
    # The next activation at 0 brings another.
    assert play(answer.state, 0, "mutiny", pirate=1, die=1).state["pirates"][0]["loyalty"] == 0
    # (b) Crew loyalty 1, a Mutiny Conspiracy (2d6 = 4) and an "equal" result: loyalty 0,
    # so a new automatic mutiny is resolved at once.
    state = pirate(table(), loyalty=1, leadership=3)
    state = after(state, 1, "mutiny_conspiracy", pirate=1, dice=4)
    answer = play(state, 0, "mutiny", pirate=1, die=3)
    assert lines(answer)[-1] == (
        "Crew loyalty is 0: an automatic mutiny is resolved now (BB-P7.2, BB-Q18)."
    )
    assert the_pirate(answer.state)["mutiny"] == "automatic"
    assert [m.type for m in offers_for(answer.state, 0)] == ["mutiny"]
    again = play(answer.state, 0, "mutiny", pirate=1, die=1)
    assert lines(again) == [
        "Edward Teach's crew loyalty has fallen to 0: his crew mutinies (BB-P7.2).",
        "Mutiny: 1 is under Leadership 3: the revolt is put down (BB-P7.6).",
    ]
    assert the_pirate(again.state)["mutiny"] is None


def test_bb_ex_34_scurvy_leading_to_mutiny() -> None:
    state = pirate(table(), loyalty=3)
    # 1. Scurvy begins: crew loyalty 2.
    answer = play(state, 0, "scurvy", pirate=1, event="onset")
    assert lines(answer) == [
        "Scurvy breaks out aboard Edward Teach's ship (rule 17.2).",
        "Crew loyalty -1: scurvy, at its onset and each owner's turn with it (BB-T5.2, rule "
        "17.2); now 2.",
    ]
    state = answer.state
    assert (the_pirate(state)["scurvy"], the_pirate(state)["loyalty"]) == (True, 2)
    # 2. The start of the owner's next player turn, still with scurvy: 1.
    answer = play(state, 0, "scurvy", pirate=1, event="turn")
    assert lines(answer)[0] == (
        "Anja's player turn starts with scurvy aboard Edward Teach's ship (BB-Q16)."
    )
    state = answer.state
    assert the_pirate(state)["loyalty"] == 1
    # 3. The next: 0; an automatic mutiny is resolved at once.
    answer = play(state, 0, "scurvy", pirate=1, event="turn")
    assert lines(answer)[-1] == (
        "Crew loyalty is 0: an automatic mutiny is resolved now (BB-P7.2, BB-Q18)."
    )
    state = answer.state
    assert (the_pirate(state)["loyalty"], the_pirate(state)["mutiny"]) == (0, "automatic")
    assert [m.type for m in offers_for(state, 0)] == ["mutiny"]


def test_bb_ex_16_eliminated_not_by_the_kc_or_in_play_at_the_end() -> None:
    # (a) Sunk (BB-Q13), notoriety 13, wealth 2450: 13 VP at once.
    state = pirate(table(), notoriety=13, wealth=2450, where="transit", place="Windward Passage")
    sunk = play(state, 0, "storm", pirate=1, die=6)
    assert sunk.state["vp"] == [13, 0]
    assert lines(sunk)[-1] == (
        "Eliminated, not by the KC, with notoriety 13: 13 VP; wealth scores nothing (BB-T3.2)."
    )
    # ... and the same for a successful mutiny (BB-Q19).
    state = after(state, 1, "mutiny_conspiracy", pirate=1, dice=12)
    mutiny = play(state, 0, "mutiny", pirate=1, die=6)
    assert mutiny.state["vp"] == [13, 0]
    assert the_pirate(mutiny.state)["cause"] == "mutiny"
    # (b) Still in play at the end: notoriety 9, wealth 5000, holds [3000]: 9 VP then.
    state = pirate(table(), notoriety=1, wealth=5000, holds=1)
    state = after(
        state, 0, "plunder_merchant", pirate=1, die=6, cargo_value=2, take=True, column="india"
    )
    state = after(state, 0, "end_plunder", pirate=1, revelry=False)
    me = the_pirate(state)
    assert (me["notoriety"], me["wealth"], me["holds"]) == (9, 5000, [3000])
    assert state["vp"] == [0, 0]
    declared = after(state, 0, "end_game")
    assert after(declared, None, "score_the_end")["vp"] == [9, 0]


def test_bb_q17_a_modifier_entered_is_logged_and_compared() -> None:
    state = pirate(table(), loyalty=5, leadership=3)
    state = after(state, 1, "mutiny_conspiracy", pirate=1, dice=9)
    answer = play(state, 0, "mutiny", pirate=1, die=2, modifier=1)
    assert lines(answer)[1:3] == [
        "The players add +1 to the die 2: 3 (BB-Q17).",
        "Mutiny: 3 equals Leadership 3: the revolt is put down, crew loyalty -1 (BB-P7.5).",
    ]
    assert the_pirate(answer.state)["loyalty"] == 4


def test_mutiny_refusals() -> None:
    state = pirate(table(), loyalty=5)
    assert refused(state, 0, "mutiny", pirate=1, die=3) == (
        "BB-P7.3",
        "No mutiny is owed: Edward Teach's crew loyalty is 5.",
    )
    owed = after(state, 1, "mutiny_conspiracy", pirate=1, dice=9)
    assert refused(owed, 1, "mutiny_conspiracy", pirate=1, dice=12) == (
        "BB-P7.1",
        "Edward Teach's crew already owes a mutiny: it is resolved first.",
    )
    assert refused(owed, 1, "mutiny", pirate=1, die=3) == (
        "BB-G6",
        "Edward Teach is Anja's pirate: his entries are made on that phone.",
    )
    assert refused(state, 1, "mutiny_conspiracy", pirate=4, dice=9) == (
        "BB-P4.2",
        "There is no pirate number 4 at this table.",
    )


def test_scurvy_refusals_and_cure() -> None:
    state = pirate(table(), loyalty=4)
    assert refused(state, 0, "scurvy", pirate=1, event="turn") == (
        "BB-T5.2",
        "Edward Teach has no scurvy.",
    )
    assert refused(state, 0, "scurvy", pirate=1, event="cured") == (
        "BB-T5.2",
        "Edward Teach has no scurvy.",
    )
    assert [m.allowed["event"] for m in offers_for(state, 0) if m.type == "scurvy"] == [["onset"]]
    sick = after(state, 0, "scurvy", pirate=1, event="onset")
    assert refused(sick, 0, "scurvy", pirate=1, event="onset") == (
        "BB-T5.2",
        "Edward Teach already has scurvy.",
    )
    assert [m.allowed["event"] for m in offers_for(sick, 0) if m.type == "scurvy"] == [
        ["turn"],
        ["cured"],
    ]
    cured = play(sick, 0, "scurvy", pirate=1, event="cured")
    assert lines(cured) == ["Edward Teach's crew is cured of scurvy (rule 17.2)."]
    me = the_pirate(cured.state)
    assert (me["scurvy"], me["loyalty"]) == (False, 3)  # no loyalty change at the cure


def test_a_cards_effect_is_logged_with_the_cards_name() -> None:
    state = pirate(table(), loyalty=1, wealth=1000, notoriety=4)
    answer = play(
        state, 0, "card_effect", pirate=1, card="Event card", tracker="wealth", change=-400
    )
    assert lines(answer) == [
        "Card Event card: Edward Teach's wealth (in D) -400, from 1000 to 600."
    ]
    assert the_pirate(answer.state)["wealth"] == 600
    fame = after(
        state, 0, "card_effect", pirate=1, card="Event card", tracker="notoriety", change=3
    )
    assert the_pirate(fame)["notoriety"] == 7
    hits = after(
        state, 1, "card_effect", pirate=1, card="AP Event", tracker="combat_hits", change=2
    )
    assert the_pirate(hits)["combat_hits"] == 2  # another seat enters it against him
    mended = after(
        hits, 0, "card_effect", pirate=1, card="Event card", tracker="combat_hits", change=-1
    )
    assert the_pirate(mended)["combat_hits"] == 1
    # Loyalty falling to 0 owes an automatic mutiny (BB-P7.2).
    answer = play(state, 1, "card_effect", pirate=1, card="AP Event", tracker="loyalty", change=-1)
    assert lines(answer) == [
        "Card AP Event: Edward Teach's crew loyalty -1, from 1 to 0.",
        "Crew loyalty is 0: an automatic mutiny is resolved now (BB-P7.2, BB-Q18).",
    ]
    assert the_pirate(answer.state)["mutiny"] == "automatic"


def test_card_effect_refusals() -> None:
    state = pirate(table(), loyalty=1, wealth=100, notoriety=4)

    def card(tracker: str, change: int) -> tuple[str, str]:
        return refused(
            state, 0, "card_effect", pirate=1, card="AP Event", tracker=tracker, change=change
        )

    assert card("wealth", 0) == ("BB-S2.4", "Enter the change the card makes: 0 changes nothing.")
    assert card("notoriety", -1) == (
        "BB-T4.8",
        "Nothing lowers notoriety: a card cannot take it down.",
    )
    assert card("wealth", -101) == (
        "BB-S2.4",
        "A card cannot take Edward Teach's wealth (in D) below 0: it is 100.",
    )
    assert card("loyalty", -2) == (
        "BB-Q15",
        "A card cannot take Edward Teach's crew loyalty below 0: it is 1.",
    )
    assert card("speed_hits", -1) == (
        "BB-Q14",
        "A card cannot take Edward Teach's speed damage hits below 0: it is 0.",
    )
    assert card("combat_hits", -1) == (
        "BB-Q14",
        "A card cannot take Edward Teach's combat damage hits below 0: it is 0.",
    )


def test_the_crew_entries_offered_to_each_seat() -> None:
    state = pirate(pirate(table(3)), 1, pirate=2, name="Anne Bonny")
    conspiracy = [m.allowed for m in ENGINE.legal_moves(state, 0) if m.type == "mutiny_conspiracy"]
    assert conspiracy == [{"pirate": [2], "dice": list(range(2, 13))}]
    cards = [m.allowed for m in ENGINE.legal_moves(state, 0) if m.type == "card_effect"]
    assert cards == [{"pirate": [1]}, {"pirate": [2]}]  # his own, another player's
    assert [m.allowed for m in crew.table_offers(state, 2) if m.type == "mutiny_conspiracy"] == [
        {"pirate": [1, 2], "dice": list(range(2, 13))}
    ]
    state = after(state, 0, "mutiny_conspiracy", pirate=2, dice=12)
    assert [m.allowed for m in crew.table_offers(state, 2) if m.type == "mutiny_conspiracy"] == [
        {"pirate": [1], "dice": list(range(2, 13))}
    ]
