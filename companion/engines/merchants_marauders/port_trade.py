"""Selling goods (MM-4.2), and the offers of both trading activities of the Port action.

A sale names the cards sold (they go face up on the discard pile, so the goods are
public) and is paid 6 gold a card for the port's demanded good, 3 for any other; selling
the demanded good changes the token (the table enters the new one) and ends selling for
the turn. Buying is ``port_buy.py``.
"""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.catalogue import (
    SELL_GLORY_CARDS,
    SELL_PRICE_DEMANDED,
    SELL_PRICE_GOOD,
)
from companion.engines.merchants_marauders.demand import (
    cards_words,
    demanded,
    learn,
    missing,
    owe_demand,
    spelt,
    trade_activity,
)
from companion.engines.merchants_marauders.glory import gain_glory
from companion.engines.merchants_marauders.port import port_open
from companion.engines.merchants_marauders.port_buy import buy_offer
from companion.engines.merchants_marauders.purse import gain
from companion.engines.merchants_marauders.seats import player, zone_of
from companion.engines.merchants_marauders.words import port_name
from companion.engines.text import N_, _


@move(
    "sell_goods",
    N_("Sell goods"),
    Arg("goods", "str_list", N_("the cargo cards you sell, one good per card")),
    rule="MM-4.2.1",
    example={"goods": ["Rum", "Rum", "Tobacco"]},
)
def sell_goods(state: State, seat: int | None, *, goods: list[str]) -> Played:
    """MM-4.2: 6 gold a card of the demanded good, 3 for others; the cards go face up on
    the discard pile (MM-4.2.4); the demanded good sold changes the token (MM-4.2.5,
    MM-Q19) and ends selling this turn (MM-4.2.6); 3 or more of it give glory (MM-4.2.7,
    MM-Q6)."""
    p, zone, wanted = trade_activity(state, seat, "sell", "MM-4.2.1")
    assert seat is not None
    if state["turn"]["demand_changed"]:
        raise RuleError(
            "MM-4.2.6",
            _("The demand token changed this turn: no more goods may be sold (MM-4.2.6)."),
        )
    goods = [spelt(state, g) for g in goods]
    if not goods:
        raise RuleError("MM-4.2.1", _("Name the cargo cards you sell (MM-4.2.1)."))
    lacking = missing(p["cargo"], goods)
    if lacking:
        raise RuleError(
            "MM-4.2.1",
            _("You hold no such cargo card: %(cards)s (MM-4.2.1).", cards=cards_words(lacking)),
        )
    for good in goods:
        p["cargo"].remove(good)
    learn(state, goods)
    state["cargo_cards"]["discard"] += len(goods)
    hot = sum(1 for g in goods if g == wanted)
    total = SELL_PRICE_DEMANDED * hot + SELL_PRICE_GOOD * (len(goods) - hot)
    lines = [
        gain(state, seat, total, _("selling %(cards)s", cards=cards_words(goods))),
        _(
            "Price: %(hot)s × 6 gold for %(good)s, the good in demand at %(port)s, and "
            "%(other)s × 3 gold for the others (MM-4.2.2, MM-4.2.3).",
            hot=hot,
            good=wanted,
            port=port_name(state, zone),
            other=len(goods) - hot,
        ),
    ]
    if hot >= SELL_GLORY_CARDS:
        lines += gain_glory(state, seat, _("3 or more cards of the good in demand sold"))
    if hot:
        state["turn"]["demand_changed"] = True
        owe_demand(state, seat, zone, changed=True)
        lines.append(
            _(
                "The good in demand was %(good)s: a new token from the reserve replaces it, and no more "
                "goods may be sold this turn (MM-4.2.5, MM-4.2.6).",
                good=wanted,
            )
        )
    return played(state, *lines)


def port_activities(state: State, seat: int) -> list[LegalMove]:
    """Selling (first, with cargo aboard, before the token changed) and buying, while the
    port's demand token is known."""
    if not port_open(state, seat):
        return []
    p = player(state, seat)
    zone = zone_of(p)
    wanted = None if zone is None else demanded(state, zone)
    if wanted is None:
        return []
    done = state["turn"]["activities"]
    out: list[LegalMove] = []
    if not done and p["cargo"] and not state["turn"]["demand_changed"]:
        out.append(LegalMove("sell_goods", N_("Sell goods"), {"goods": sorted(p["cargo"])}))
    if "buy" not in done:
        assert zone is not None
        out.append(buy_offer(state, p, zone, wanted))
    return out
