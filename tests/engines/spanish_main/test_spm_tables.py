"""Setup in both deck modes, the physical entries and what each view shows."""

from __future__ import annotations

import json

import pytest

from companion.engines.base import RuleError
from companion.engines.spanish_main.catalogue import ship_words
from companion.engines.text import english
from tests.engines.spanish_main.builders import (
    ADAM,
    BEA,
    CARLO,
    ENGINE,
    L0,
    build,
    play,
    play_told,
    seats,
)


def _physical(players: int = 3, **options: object) -> dict:
    """A physical table whose line the companion dealt (the first setup entry)."""
    state = ENGINE.setup({"deck_mode": "physical", **options}, seats(players), seed=5)
    return play(state, ADAM, "deal_line")


def test_app_mode_deals_and_starts_at_once() -> None:
    state = ENGINE.setup({}, seats(4), seed=9)
    assert state["phase"] == "action" and state["waiting"] == []
    assert sorted(state["line"]) == sorted(["E1", "E2", "E3", "S1", "S2", "S3", "D1", "D2", "D3"])
    view = ENGINE.player_view(state, None)
    assert view["adventure"]["active"] is not None and view["adventure"]["deck_count"] == 57
    assert view["current_seat"] == state["starting_seat"]
    assert ENGINE.setup({}, seats(4), seed=9) == state


def test_physical_setup_waits_for_each_entry_in_turn() -> None:
    state = _physical()
    assert state["phase"] == "setup"
    view = ENGINE.player_view(state, None)
    assert (
        english(view["waiting_for"][0]) == "Still to enter their pirate cards: Adam, Bea and Carlo."
    )
    assert english(view["heading"]) == "Setting up"
    # Reveal entries are refused while the table waits for pirate cards.
    with pytest.raises(RuleError) as err:
        play(state, ADAM, "reveal_adventure", card="kraken")
    assert (err.value.rule_id, err.value.message) == (
        "SPM-3.0.4",
        "The companion is not waiting for this entry now.",
    )
    assert [m.type for m in ENGINE.legal_moves(state, BEA)] == ["enter_pirates"]
    state, public, private = play_told(state, BEA, "enter_pirates", pirates=["S1", "D2"])
    assert public == ["Bea has entered their pirate cards."]
    assert private == {
        BEA: ["Your pirate cards: Pirate of Dutch ship 2 and Pirate of Spanish ship 1."]
    }
    with pytest.raises(RuleError) as err:
        play(state, BEA, "enter_pirates", pirates=["E1", "E2"])
    assert (err.value.rule_id, err.value.message) == (
        "SPM-1.4",
        "This entry is for another player.",
    )
    state = play(state, ADAM, "enter_pirates", pirates=["E1", "S2"])
    state, public, _private = play_told(state, CARLO, "enter_pirates", pirates=["D1", "E3"])
    assert public == [
        "Carlo has entered their pirate cards.",
        "Every player has entered their pirate cards.",
        "Draw 3 movement cards one by one, lay each face up in the offer and enter it.",
    ]
    assert state["unused_pirates"] == ["D3", "E2", "S3"]
    assert state["waiting"][0]["kind"] == "movement_card"


def _physical_with_pirates() -> dict:
    state = _physical()
    for seat, cards in ((BEA, ["S1", "D2"]), (ADAM, ["E1", "S2"]), (CARLO, ["D1", "E3"])):
        state = play(state, seat, "enter_pirates", pirates=cards)
    return state


def test_physical_cards_are_entered_as_the_table_turns_them_up() -> None:
    state = _physical_with_pirates()
    state, public, private = play_told(state, CARLO, "reveal_movement", card="fog_ahead")
    assert public == [
        "There Be Fog Ahead! is drawn and laid face up in the offer.",
        "Draw 2 movement cards one by one, lay each face up in the offer and enter it.",
    ]
    assert private == {}
    with pytest.raises(RuleError) as err:
        play(state, ADAM, "reveal_movement", card="fog_ahead")  # one copy only: not in pile
    assert (err.value.rule_id, err.value.message) == (
        "SPM-0.7",
        "There Be Fog Ahead! cannot be in the draw pile: check the card and enter it again.",
    )
    for card in ("sabotage", "sabotage"):
        state = play(state, CARLO, "reveal_movement", card=card)
    with pytest.raises(RuleError) as err:
        play(state, ADAM, "reveal_movement", card="sabotage")
    assert (err.value.rule_id, err.value.message) == (
        "SPM-2.1.4",
        "The companion is not waiting for this entry now.",
    )
    legal = ENGINE.legal_moves(state, ADAM)[0]
    assert legal.type == "reveal_adventure" and "mutiny" in legal.allowed["card"]
    state, public, _private = play_told(state, ADAM, "reveal_adventure", card="mutiny")
    first = state["seats"][state["current_seat"]]["name"]
    assert public == [
        "Mutiny is turned up from the adventure deck.",
        f"Turn 1: {first} plays a movement card, repairs, accuses or passes.",
    ]
    assert state["phase"] == "action" and state["row"] == ["mutiny"]
    assert state["offer"] == ["fog_ahead", "sabotage", "sabotage"]
    assert len(state["mv_deck"]) == 21 and state["adv_deck_count"] == 57


def _first_turn() -> dict:
    """The physical table of the tests above, ready for its first turn (Mutiny active)."""
    state = _physical_with_pirates()
    for card in ("fog_ahead", "sabotage", "sabotage"):
        state = play(state, CARLO, "reveal_movement", card=card)
    return play(state, ADAM, "reveal_adventure", card="mutiny")


def test_after_a_physical_turn_the_table_enters_the_replacement_and_the_next_adventure() -> None:
    state = _first_turn()
    seat = state["current_seat"]
    state, public, _private = play_told(state, seat, "pass", discard="fog_ahead")
    name = state["seats"][seat]["name"]
    assert public[0] == f"{name} passes and discards There Be Fog Ahead! to draw a new card."
    assert public[1] == "Mutiny is resolved."
    assert public[-1] == "Draw a movement card, lay it face up in the offer and enter it."
    assert [w["kind"] for w in state["waiting"]] == ["movement_card", "adventure_card"]
    assert ENGINE.legal_moves(state, seat)[0].type == "reveal_movement"
    with pytest.raises(RuleError) as err:
        play(state, seat, "pass")  # the turn cannot go on before the entries
    assert (err.value.rule_id, err.value.message) == (
        "SPM-2.0.3",
        "First enter what the table is waiting for. Draw a movement card, lay it face up in the "
        "offer and enter it.",
    )
    state, public, _private = play_told(state, seat, "reveal_movement", card="lost_at_sea")
    assert public == [
        "Lost at Sea is drawn and laid face up in the offer.",
        "Turn up the next adventure card and enter it.",
    ]
    with pytest.raises(RuleError) as err:
        play(state, seat, "reveal_adventure", card="mutiny")  # its one copy was seen
    assert (err.value.rule_id, err.value.message) == (
        "SPM-0.6",
        "The only Mutiny card has already been seen: check the card and enter it again.",
    )
    state = play(state, seat, "reveal_adventure", card="kraken")
    assert state["phase"] == "action" and state["current_seat"] == (seat + 1) % 3


def _adam_after_entering(bea: list[str]) -> tuple[str, str, str, str]:
    state = play(_physical(), BEA, "enter_pirates", pirates=bea)
    state, public, private = play_told(state, ADAM, "enter_pirates", pirates=["S1", "E1"])
    assert public == ["Adam has entered their pirate cards."]
    return (
        json.dumps(ENGINE.player_view(state, ADAM), sort_keys=True),
        json.dumps([public, private[ADAM]]),
        repr(ENGINE.legal_moves(state, ADAM)),
        json.dumps(ENGINE.event_view("enter_pirates", {"pirates": ["S1", "E1"]}, ADAM, ADAM)),
    )


def test_a_pirate_entry_reveals_nothing_of_another_seats_cards() -> None:
    # Adam's answer must be the same whether Bea holds S1 or not: a refusal naming a clash
    # would let any seat probe who holds which pirate (SPM-1.4 is checked once all are in).
    assert _adam_after_entering(["S1", "D2"]) == _adam_after_entering(["E2", "D3"])


def test_a_card_entered_twice_sends_every_seat_back_to_its_cards() -> None:
    state = play(_physical(), BEA, "enter_pirates", pirates=["S1", "D2"])
    state = play(state, ADAM, "enter_pirates", pirates=["S1", "E1"])
    state, public, private = play_told(state, CARLO, "enter_pirates", pirates=["D1", "E3"])
    assert state["phase"] == "setup" and state["pirates"] == {"0": [], "1": [], "2": []}
    assert state["waiting"][0] == {"kind": "pirates", "seats": [0, 1, 2], "count": 3, "told": True}
    # The table hears of the clash, never which card or whose entry.
    assert public == [
        "Carlo has entered their pirate cards.",
        "Two players entered the same pirate card: everyone checks their pirate cards and "
        "enters them again.",
    ]
    assert private == {
        CARLO: ["Your pirate cards: Pirate of Dutch ship 1 and Pirate of English ship 3."]
    }
    assert state["unused_pirates"] == []
    state = play(state, ADAM, "enter_pirates", pirates=["E1", "S2"])
    state = play(state, BEA, "enter_pirates", pirates=["S1", "D2"])
    state = play(state, CARLO, "enter_pirates", pirates=["D1", "E3"])
    assert state["unused_pirates"] == ["D3", "E2", "S3"]
    assert state["waiting"][0]["kind"] == "movement_card"


def test_physical_hands_are_entered_privately() -> None:
    state = _physical(2, movement_hand=True)
    state = play(state, ADAM, "enter_pirates", pirates=["E1", "S2", "D3"])
    state = play(state, BEA, "enter_pirates", pirates=["S1", "D2", "E3"])
    assert state["waiting"][0] == {"kind": "hand_card", "seats": [0], "count": 4}
    assert ENGINE.legal_moves(state, BEA) == []
    for card in ("sabotage", "fog_ahead", "lost_at_sea"):
        state = play(state, ADAM, "draw_movement", card=card)
    state, public, private = play_told(state, ADAM, "draw_movement", card="sabotage")
    # The card drawn is Adam's secret (SPM-5.2.2): only he reads its name.
    assert public == [
        "Adam draws a movement card into their hand.",
        "Bea draws 4 movement cards into their hand and enters each.",
    ]
    assert private == {ADAM: ["You draw Sabotage! into your hand."]}
    assert ENGINE.event_view("draw_movement", {"card": "fog_ahead"}, ADAM, BEA) == {
        "card": "hidden"
    }
    assert ENGINE.event_view("enter_pirates", {"pirates": ["E1"]}, ADAM, None) == {
        "pirates": "hidden"
    }
    # Bea's choices come only from public facts and her own hand: fog_ahead stays possible.
    assert "fog_ahead" in ENGINE.legal_moves(state, BEA)[0].allowed["card"]
    text = json.dumps(ENGINE.player_view(state, BEA))
    assert "fog_ahead" not in text
    assert ENGINE.player_view(state, BEA)["movement"]["hand_sizes"] == [4, 0]


def test_views_show_a_seat_only_its_own_secrets() -> None:
    state = build("1:E1(2) 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3", active="treasure_map")
    table = ENGINE.player_view(state, None)
    adam = ENGINE.player_view(state, ADAM)
    assert table["you"] is None
    assert [p["ship"] for p in adam["you"]["pirates"]] == ["E1", "S2"]
    assert adam["you"]["running_total"] == 2
    bea_text = json.dumps(ENGINE.player_view(state, BEA))
    assert '"E1", "pirate"' not in bea_text and 'running_total": 2' not in bea_text
    for view in (table, adam):
        assert "rng" not in view and "unused_pirates" not in json.dumps(view)
        assert [c["space"] for c in view["line"]] == list(range(1, 10))
        assert view["line"][0] == {
            "space": 1,
            "ship": "E1",
            "name": ship_words("E1"),
            "flag": "English",
            "damaged": False,
            "fame": 2,
            "owed": 0,
            "owner": None,
        }
        assert english(view["line"][0]["name"]) == "English ship 1"
        assert view["adventure"]["active"]["id"] == "treasure_map"
        assert view["result"] is None


def test_revealed_owner_and_final_result_appear_in_every_view() -> None:
    state = build("1:E1(2) 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3", active="secret_charts", deck=0)
    state = play(state, ADAM, "accuse", accused=BEA, pirate="S1")
    assert ENGINE.is_over(state)
    view = ENGINE.player_view(state, CARLO)
    assert view["result"]["winners"] == ENGINE.final_result(state).winners
    assert {line["ship"]: line["owner"] for line in view["line"]}["S1"] == BEA
    assert view["revealed"]["S1"]["how"] == "accusation"
    assert ENGINE.legal_moves(state, view["result"]["winners"][0]) == []


def test_legal_moves_only_for_the_current_seat_with_allowed_targets() -> None:
    state = build(
        "1:E1* 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3",
        offer=["sabotage", "english_advance", "temporary_alliance"],
    )
    assert ENGINE.legal_moves(state, BEA) == [] and ENGINE.legal_moves(state, None) == []
    moves = {(m.type, m.allowed.get("card", [None])[0]): m for m in ENGINE.legal_moves(state, ADAM)}
    assert moves[("play_movement", "sabotage")].allowed["space"] == list(range(2, 10))
    assert moves[("play_movement", "temporary_alliance")].allowed["space"] == list(range(1, 9))
    assert moves[("play_movement", "english_advance")].allowed["space"] == []
    assert moves[("accuse", None)].allowed["accused"] == [BEA, CARLO]
    assert ("repair", None) in moves and ("pass", None) in moves
    state["revealed"]["E1"] = {"seat": ADAM, "how": "mutiny", "turn": 1}
    accuse = next(m for m in ENGINE.legal_moves(state, ADAM) if m.type == "accuse")
    assert "E1" not in accuse.allowed["pirate"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_accuse_list_never_offers_your_own_pirates(players: int) -> None:
    state = ENGINE.setup({}, seats(players), seed=players)
    seat = state["current_seat"]
    own = state["pirates"][str(seat)]
    assert own
    accuse = next(m for m in ENGINE.legal_moves(state, seat) if m.type == "accuse")
    assert not set(own) & set(accuse.allowed["pirate"])
    # Every other pirate not yet face up is offered.
    assert sorted(accuse.allowed["pirate"]) == sorted(set(state["line"]) - set(own))


def test_hand_rule_empty_hand_can_only_repair_or_pass() -> None:
    # RULING SPM-Q-17 (iii): a player accused down to 0 cards keeps only repair and pass.
    state = build(
        L0, movement_hand=True, hands={ADAM: [], BEA: ["sabotage"], CARLO: []}, active="parley"
    )
    assert sorted(m.type for m in ENGINE.legal_moves(state, ADAM)) == ["pass", "repair"]
    with pytest.raises(RuleError) as err:
        play(state, ADAM, "pass", discard="sabotage")
    assert (err.value.rule_id, err.value.message) == (
        "SPM-5.2.7",
        "You can only discard a movement card from your hand.",
    )
    state["current_seat"] = BEA
    after = play(
        build(
            L0, movement_hand=True, hands={ADAM: ["sabotage", "sabotage"], BEA: []}, active="parley"
        ),
        ADAM,
        "accuse",
        accused=BEA,
        pirate="S1",
        discard="sabotage",
    )
    assert after["waiting"] == [] and after["current_seat"] == BEA


def test_a_drawn_card_is_checked_only_against_what_its_drawer_may_know() -> None:
    # Adam holds the only There Be Fog Ahead! in his secret hand. Bea, entering her draw, is
    # checked against public cards and her own hand: refusing her would tell her where
    # the card is (issue 12 part 6).
    state = _physical(2, movement_hand=True)
    state = play(state, ADAM, "enter_pirates", pirates=["E1", "S2", "D3"])
    state = play(state, BEA, "enter_pirates", pirates=["S1", "D2", "E3"])
    for card in ("fog_ahead", "sabotage", "lost_at_sea", "sabotage"):
        state = play(state, ADAM, "draw_movement", card=card)
    pile = len(state["mv_deck"])
    state, public, private = play_told(state, BEA, "draw_movement", card="fog_ahead")
    assert public[0] == "Bea draws a movement card into their hand."
    assert private == {BEA: ["You draw There Be Fog Ahead! into your hand."]}
    assert len(state["mv_deck"]) == pile - 1
    # Her own hand now holds the only copy: that she knows, so a second is refused.
    with pytest.raises(RuleError) as refused:
        play(state, BEA, "draw_movement", card="fog_ahead")
    assert refused.value.message == (
        "There Be Fog Ahead! cannot be in the draw pile: check the card and enter it again."
    )
