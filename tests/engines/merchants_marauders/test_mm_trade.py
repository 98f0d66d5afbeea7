"""MM-4.2, MM-4.3, MM-1.3.2: the demand tokens, selling and buying goods."""

from __future__ import annotations

import pytest

from companion.engines.base import RuleError
from companion.engines.text import english
from tests.engines.merchants_marauders.builders import (
    ENGINE,
    bookkeeping,
    cards_accounted,
    lines,
    load,
    open_trade_port,
    play,
    played,
    started,
    step_moves,
)

EX5_DRAW = ["Spice", "Cocoa", "Cocoa", "Rum", "Rum", "Rum"]


def refused(state, seat, move_type, **args):
    with pytest.raises(RuleError) as caught:
        played(state, seat, move_type, **args)
    return caught.value.rule_id, english(caught.value.text)


def moves(state, seat):
    return {m.type: m for m in step_moves(state, seat)}


def prompt(state):
    return english(ENGINE.player_view(state, None)["prompt"])


# The demand token


def test_a_port_action_asks_for_the_demand_token_the_table_has_not_told():
    state = open_trade_port(started(2))
    assert (
        prompt(state)
        == "Anja enters the good on the demand token of the port of Havana (MM-1.3.2)."
    )
    assert list(moves(state, 0)) == ["enter_demand"]
    assert refused(state, 0, "sell_goods", goods=["Rum"]) == (
        "MM-3.3.2",
        "Finish what the table is waiting for first (MM-3.3.2).",
    )
    answer = played(state, 0, "enter_demand", good="rum")
    assert lines(answer) == [
        "The demand token of the port of Havana shows Rum: it sells there for 6 gold a card (MM-4.2.3)."
    ]
    assert answer.state["demand"]["0"] == "Rum" and answer.state["waiting"] == []


def test_a_known_token_is_not_asked_again():
    state = open_trade_port(started(2), demand="Cocoa")
    assert state["waiting"] == []
    assert "buy_goods" in moves(state, 0)


def test_a_token_may_show_a_good_not_seen_yet_up_to_eight_kinds():
    state = open_trade_port(started(2))
    state = play(state, 0, "enter_demand", good="Sugar")
    assert state["goods"] == ["Spice", "Cocoa", "Rum", "Tobacco", "Sugar"]
    state = open_trade_port(started(2))
    state["goods"] += ["Sugar", "Coffee", "Cotton", "Indigo"]
    assert "good" in moves(state, 0)["enter_demand"].allowed
    assert refused(state, 0, "enter_demand", good="Silk") == (
        "MM-1.3.2",
        "The cargo cards show 8 goods and all are known: Silk is not one of them (MM-4.3.3).",
    )


def test_the_demand_token_is_entered_only_when_asked():
    state = started(2)
    assert refused(state, 0, "enter_demand", good="Rum") == (
        "MM-1.3.2",
        "The table is not waiting for a demand token now (MM-1.3.2).",
    )


def test_an_open_port_action_without_a_token_offers_its_entry_and_refuses_trade():
    state = open_trade_port(started(2), demand="Rum")
    del state["demand"]["0"]
    load(state, 0, ["Rum"])
    assert "enter_demand" in moves(state, 0)
    assert refused(state, 0, "sell_goods", goods=["Rum"]) == (
        "MM-1.3.2",
        "Enter the good on this port's demand token first (MM-1.3.2).",
    )
    state = play(state, 0, "enter_demand", good="Rum")
    assert state["demand"]["0"] == "Rum"


# Selling


def ex28(cargo):
    state = started(2)
    load(state, 0, cargo)
    return open_trade_port(state, demand="Rum")


def test_mm_ex_28_selling_three_of_the_demanded_good():
    state = ex28(["Rum", "Rum", "Rum", "Tobacco", "Spice"])
    assert moves(state, 0)["sell_goods"].allowed == {
        "goods": ["Rum", "Rum", "Rum", "Spice", "Tobacco"]
    }
    answer = played(state, 0, "sell_goods", goods=["Rum", "Rum", "Rum", "Tobacco"])
    assert lines(answer) == [
        "Anja gains 21 gold: selling 3 × Rum and 1 × Tobacco.",
        "Price: 3 × 6 gold for Rum, the good in demand at the port of Havana, and 1 × 3 gold "
        "for the others (MM-4.2.2, MM-4.2.3).",
        "Anja gains a glory point (3 or more cards of the good in demand sold): 1 on the "
        "track, and draws a glory card.",
        "The good in demand was Rum: a new token from the reserve replaces it, and no more goods may "
        "be sold this turn (MM-4.2.5, MM-4.2.6).",
    ]
    state = answer.state
    p = state["players"][0]
    assert p["gold"] == 10 + 21 and p["glory"] == 1 and p["cargo"] == ["Spice"]
    assert state["cargo_cards"]["discard"] == 4 and cards_accounted(state)
    assert state["turn"]["demand_changed"]
    # MM-Q19: the new token is drawn after the sale (Cocoa in this fixture), then the card.
    assert prompt(state) == (
        "Anja draws a new demand token for the port of Havana and enters its good (MM-4.2.5)."
    )
    state = play(state, 0, "enter_demand", good="Cocoa")
    assert state["demand"]["0"] == "Cocoa"
    assert prompt(state) == "Anja draws a glory card."
    state = play(state, 0, "draw_glory_card", card="Broadside")
    # The Spice stays unsold; other activities go on, such as buying.
    offered = moves(state, 0)
    assert "sell_goods" not in offered and "buy_goods" in offered
    assert refused(state, 0, "sell_goods", goods=["Spice"]) == (
        "MM-4.1.4",
        "You have done selling goods in this Port action already (MM-4.1.4).",
    )


def test_mm_ex_28_variation_two_demanded_cards_give_no_glory():
    state = ex28(["Rum", "Rum", "Tobacco", "Spice"])
    answer = played(state, 0, "sell_goods", goods=["Rum", "Rum", "Tobacco", "Spice"])
    assert lines(answer)[0] == "Anja gains 18 gold: selling 2 × Rum, 1 × Tobacco and 1 × Spice."
    state = answer.state
    assert state["players"][0]["gold"] == 28 and state["players"][0]["glory"] == 0
    assert [e["kind"] for e in state["waiting"]] == ["demand"]  # no glory card (MM-Q6)


def test_mm_ex_28_variation_selling_after_buying_is_refused():
    state = ex28(["Rum", "Rum", "Rum", "Tobacco", "Spice"])
    state = play(
        state, 0, "buy_goods", goods=["Spice", "Cocoa", "Cocoa", "Tobacco", "Spice", "Spice"]
    )
    state = play(
        state, 0, "buy_cards", leave=["Spice", "Cocoa", "Cocoa", "Tobacco", "Spice", "Spice"]
    )
    assert "sell_goods" not in moves(state, 0)
    assert refused(state, 0, "sell_goods", goods=["Rum"]) == (
        "MM-4.1.3",
        "Selling goods must be your first activity in port (MM-4.1.3).",
    )


def test_mm_ex_20_a_sale_reaches_the_target_with_the_capped_hidden_gold():
    state = ex28(["Rum", "Rum", "Rum"])
    p = state["players"][0]
    p["glory"], p["chest"], p["hides"] = 4, 63, 3
    answer = played(state, 0, "sell_goods", goods=["Rum", "Rum", "Rum"])
    assert lines(answer)[0] == "Anja gains 18 gold: selling 3 × Rum."
    state = bookkeeping(answer.state)  # the companion declares for Anja at once
    assert state["players"][0]["declared"]
    assert state["players"][0]["glory"] == 5 and state["declared_end"]
    assert ENGINE.player_view(state, 1)["players"][0]["chest"] == 63


def test_mm_ex_20_variation_target_12_no_declaration():
    state = started(2, options={"glory_target": 12})
    load(state, 0, ["Rum", "Rum", "Rum"])
    state = open_trade_port(state, demand="Rum")
    p = state["players"][0]
    p["glory"], p["chest"], p["hides"] = 4, 63, 3
    state = play(state, 0, "sell_goods", goods=["Rum", "Rum", "Rum"])
    p = state["players"][0]
    assert p["glory"] == 5 and not p["declared"] and not state["declared_end"]
    assert "chest" not in ENGINE.player_view(state, 1)["players"][0]


def test_selling_other_goods_leaves_the_token_and_pays_3_a_card():
    state = ex28(["Spice", "Tobacco"])
    answer = played(state, 0, "sell_goods", goods=["Spice"])
    assert lines(answer)[0] == "Anja gains 3 gold: selling 1 × Spice."
    assert answer.state["demand"]["0"] == "Rum" and not answer.state["turn"]["demand_changed"]
    assert answer.state["waiting"] == []


def test_selling_refusals():
    state = ex28(["Rum"])
    assert refused(state, 0, "sell_goods", goods=[]) == (
        "MM-4.2.1",
        "Name the cargo cards you sell (MM-4.2.1).",
    )
    assert refused(state, 0, "sell_goods", goods=["Rum", "Rum", "Sugar"]) == (
        "MM-4.2.1",
        "You hold no such cargo card: 1 × Rum and 1 × Sugar (MM-4.2.1).",
    )
    state["turn"]["demand_changed"] = True
    assert refused(state, 0, "sell_goods", goods=["Rum"]) == (
        "MM-4.2.6",
        "The demand token changed this turn: no more goods may be sold (MM-4.2.6).",
    )


def test_selling_needs_an_open_port_action():
    state = started(2)
    load(state, 0, ["Rum"])
    assert refused(state, 0, "sell_goods", goods=["Rum"]) == (
        "MM-4.2.1",
        "This is done during your Port action, in port (MM-4.1.1).",
    )


# Buying


def ex5(players=3, gold=10):
    state = started(players)
    state["players"][0]["gold"] = gold
    return open_trade_port(state, demand="Tobacco")


def test_mm_ex_5_buying_at_reduced_prices():
    state = ex5()
    answer = played(state, 0, "buy_goods", goods=EX5_DRAW)
    assert lines(answer) == ["Anja buys goods and draws 6 cargo cards in secret (MM-4.3.1)."]
    assert lines(answer, 0)[-1] == "You drew 1 × Spice, 2 × Cocoa and 3 × Rum."
    state = answer.state
    assert cards_accounted(state) and state["cargo_cards"]["drawn"] == 6
    assert prompt(state) == "Anja chooses the cards to buy (MM-4.3.5)."
    assert moves(state, 0)["buy_cards"].allowed == {"leave": sorted(EX5_DRAW)}
    answer = played(state, 0, "buy_cards", leave=[])
    assert lines(answer) == [
        "Anja pays 10 gold for 6 cargo cards.",
        "Anja bought goods at a reduced price and shows them to a player of their choice "
        "(MM-4.3.6).",
    ]
    assert lines(answer, 0)[-1] == ("You bought 1 × Spice, 2 × Cocoa and 3 × Rum for 10 gold.")
    state = answer.state
    p = state["players"][0]
    assert p["gold"] == 0 and p["cargo"] == EX5_DRAW and p["last_buy"] == [0, 1]
    assert state["buy"] is None and cards_accounted(state)
    assert moves(state, 0)["show_goods"].allowed == {"verifier": [1, 2]}
    answer = played(state, 0, "show_goods", verifier=2)
    assert lines(answer) == [
        "Anja shows the goods bought at a reduced price to Mira, who checks the price and "
        "keeps quiet (MM-4.3.6)."
    ]
    assert lines(answer, 2)[-1] == (
        "Anja shows you 2 × Cocoa and 3 × Rum, bought at a reduced price (MM-4.3.6)."
    )
    state = answer.state
    shown = ["Cocoa", "Cocoa", "Rum", "Rum", "Rum"]
    assert ENGINE.player_view(state, 2)["players"][0]["shown"] == {"to": 2, "goods": shown}
    assert "shown" not in ENGINE.player_view(state, 1)["players"][0]
    assert "cargo" not in ENGINE.player_view(state, 2)["players"][0]


def test_mm_ex_5_variation_full_price_and_the_rest_discarded_face_up():
    state = play(ex5(), 0, "buy_goods", goods=EX5_DRAW)
    answer = played(state, 0, "buy_cards", leave=["Spice", "Cocoa", "Rum", "Rum"])
    assert lines(answer) == [
        "Anja pays 6 gold for 2 cargo cards.",
        "The cards not bought go face up on the discard pile: 1 × Spice, 1 × Cocoa and "
        "2 × Rum (MM-4.3.7).",
    ]
    state = answer.state
    assert state["players"][0]["gold"] == 4 and state["players"][0]["shown"] is None
    assert state["cargo_cards"]["discard"] == 4 and cards_accounted(state)
    assert state["waiting"] == []  # no card bought at a reduced price: nothing shown


def test_mm_ex_5_variation_buying_again_next_turn_draws_3():
    state = play(ex5(players=2), 0, "buy_goods", goods=EX5_DRAW)
    state = play(state, 0, "buy_cards", leave=["Spice", "Cocoa", "Rum", "Rum"])
    state = play(state, 0, "pass_turn")
    state = play(state, 1, "pass_turn")
    state = bookkeeping(bookkeeping(state))
    state = play(state, 0, "event_card", card="Trade winds")
    assert state["current"] == 0 and state["players"][0]["turns"] == 2
    state = open_trade_port(state)
    assert moves(state, 0)["buy_goods"].allowed == {
        "goods": [g for g in ("Spice", "Cocoa", "Rum") for _card in range(3)],
        "new_cards": [1, 2, 3],  # goods not all named yet: a new one may be typed
        "replaced": list(range(11)),  # cards showing the good in demand, for the deck counts
    }
    assert refused(state, 0, "buy_goods", goods=EX5_DRAW) == (
        "MM-4.3.1",
        "You draw 3 cargo cards: enter 3 goods, not 6 (MM-4.3.1).",
    )
    answer = played(state, 0, "buy_goods", goods=["Spice", "Spice", "Cocoa"])
    assert lines(answer) == [
        "Anja buys goods and draws 3 cargo cards in secret (MM-4.3.1).",
        "Anja bought at this port on the previous turn: 3 cards, not 6 (MM-4.3.9).",
    ]


def test_a_buy_on_a_later_turn_or_elsewhere_draws_6_again():
    state = ex5()
    state["players"][0]["last_buy"] = [0, -1]  # two own turns ago
    state = play(state, 0, "buy_goods", goods=EX5_DRAW)
    assert len(state["buy"]["cards"]) == 6


def test_the_draw_never_shows_the_demanded_good():
    state = ex5()
    goods = ["Spice", "Cocoa", "Cocoa", "Rum", "Rum", "Tobacco"]
    assert refused(state, 0, "buy_goods", goods=goods) == (
        "MM-4.3.2",
        "A card showing Tobacco, the good in demand here, is discarded and replaced by the "
        "next card: enter the replacement instead (MM-4.3.2).",
    )
    answer = played(state, 0, "buy_goods", goods=EX5_DRAW, replaced=2)
    assert lines(answer)[-1] == (
        "2 cards showing Tobacco, the good in demand, went face up on the discard pile and "
        "were replaced (MM-4.3.2)."
    )
    counts = answer.state["cargo_cards"]
    assert counts == {"drawn": 8, "discard": 2} and cards_accounted(answer.state)


def test_a_ninth_good_is_refused_and_a_new_one_stays_secret_until_discarded():
    state = ex5()
    state["goods"] += ["Sugar", "Coffee", "Cotton"]
    goods = ["Silk", "Indigo", "Cocoa", "Rum", "Rum", "Rum"]
    assert refused(state, 0, "buy_goods", goods=goods) == (
        "MM-4.3.3",
        "The cargo cards show 8 goods and all are known: Silk is not one of them (MM-4.3.3).",
    )
    state = play(state, 0, "buy_goods", goods=["Silk", "Cocoa", "Cocoa", "Rum", "Rum", "Rum"])
    assert "Silk" not in state["goods"]  # drawn in secret: not yet met by the table
    state = play(state, 0, "buy_cards", leave=["Silk", "Cocoa", "Rum", "Rum", "Rum"])
    assert state["goods"][-1] == "Silk"  # face up on the discard pile now


def test_a_new_good_bought_stays_unknown_to_the_table():
    state = ex5()
    state = play(state, 0, "buy_goods", goods=["Spice", "Cocoa"], new_good="Silk", new_cards=4)
    assert state["buy"]["cards"] == ["Spice", "Cocoa", "Silk", "Silk", "Silk", "Silk"]
    state = play(state, 0, "buy_cards", leave=["Spice", "Cocoa"])
    assert state["players"][0]["cargo"] == ["Silk", "Silk", "Silk", "Silk"]
    assert "Silk" not in state["goods"] and state["players"][0]["gold"] == 6


def test_buying_refusals():
    state = play(ex5(gold=5), 0, "buy_goods", goods=EX5_DRAW)
    assert refused(state, 0, "buy_cards", leave=["Spice", "Spice", "Tobacco"]) == (
        "MM-4.3.3",
        "You did not draw 1 × Spice and 1 × Tobacco (MM-4.3.3).",
    )
    assert refused(state, 0, "buy_cards", leave=[]) == (
        "MM-4.3.4",
        "That costs 10 gold and you do not have them (MM-4.3.4).",
    )
    assert refused(state, 1, "buy_cards", leave=[]) == (
        "MM-4.3.5",
        "This entry is for another player (MM-4.3.5).",
    )
    state = play(state, 0, "buy_cards", leave=["Spice", "Cocoa", "Cocoa", "Rum"])
    assert refused(state, 0, "show_goods", verifier=0) == (
        "MM-4.3.6",
        "Show the goods to another player (MM-4.3.6).",
    )
    assert refused(state, 0, "buy_goods", goods=EX5_DRAW) == (
        "MM-4.1.4",
        "You have done buying goods in this Port action already (MM-4.1.4).",
    )


def test_buying_nothing_discards_the_draw_and_counts_as_no_buy():
    state = play(ex5(), 0, "buy_goods", goods=EX5_DRAW)
    answer = played(state, 0, "buy_cards", leave=EX5_DRAW)
    assert lines(answer)[0] == "Anja buys nothing."
    assert lines(answer, 0)[-1] == "You bought nothing."
    assert answer.state["players"][0]["last_buy"] is None and cards_accounted(answer.state)


def test_in_the_home_port_a_purchase_may_be_paid_from_the_chest():
    state = ex5(gold=2)
    state["players"][0]["chest"] = 20
    state = play(state, 0, "buy_goods", goods=EX5_DRAW)
    answer = played(state, 0, "buy_cards", leave=["Cocoa", "Rum", "Rum"])
    assert lines(answer)[0] == "Anja pays 9 gold for 3 cargo cards."  # no balance, no split
    p = answer.state["players"][0]
    assert (p["gold"], p["chest"]) == (0, 13)


def test_with_two_players_the_only_verifier_is_entered_by_the_companion():
    state = play(ex5(players=2), 0, "buy_goods", goods=EX5_DRAW)
    state = play(state, 0, "buy_cards", leave=["Spice", "Cocoa", "Cocoa", "Rum"])
    due = ENGINE.due_moves(state)
    assert [(d["type"], d["args"]) for d in due] == [("show_goods", {"verifier": 1})]


def test_the_cards_drawn_and_bought_stay_secret():
    state = ex5()
    before = ENGINE.player_view(state, 1)
    state = play(state, 0, "buy_goods", goods=EX5_DRAW)
    seen = ENGINE.player_view(state, 1)
    assert seen["buy"] == {"seat": 0, "zone": 0, "count": 6}
    assert ENGINE.player_view(state, 0)["buy"]["cards"] == EX5_DRAW
    for viewer in (1, None):
        again = ENGINE.resample_secrets(state, viewer, 7)
        assert ENGINE.player_view(again, viewer) == ENGINE.player_view(state, viewer)
        if viewer is not None:
            assert ENGINE.legal_moves(again, viewer) == ENGINE.legal_moves(state, viewer)
    state = play(state, 0, "buy_cards", leave=[])
    after = ENGINE.player_view(state, 1)["players"][0]
    assert "cargo" not in after and after["cargo_count"] == 6
    assert before["players"][0].keys() == after.keys()
    again = ENGINE.resample_secrets(state, 1, 3)
    assert ENGINE.player_view(again, 1) == ENGINE.player_view(state, 1)
