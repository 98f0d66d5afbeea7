"""Buying goods (MM-4.3), an activity of the Port action, entered in steps: the cards
drawn (secret: ``buy_goods``), the cards bought (``buy_cards``: the unbought ones go face
up on the discard pile, so their goods are public), and, when a good was bought at a
reduced price, the player who checks them (``show_goods``, MM-4.3.6).

The draw in progress lies in ``state["buy"]`` (``{"seat", "zone", "cards"}``, None
otherwise) until the cards are bought or discarded: every cargo card drawn is on a ship,
on the discard pile or there.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.catalogue import (
    BUY_DRAW,
    BUY_DRAW_AGAIN,
    GOODS_KINDS,
    buy_price_per_card,
)
from companion.engines.merchants_marauders.demand import (
    cards_words,
    learn,
    missing,
    spelt,
    trade_activity,
)
from companion.engines.merchants_marauders.purse import pay, spent
from companion.engines.merchants_marauders.seats import Player, name, player, seat_count
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import Entry, Owed, done, expect, owe


def draw_count(state: State, p: Player, zone: int) -> int:
    """MM-4.3.9, MM-Q20: 3 cards when this player bought at this port on his previous own
    turn, else 6."""
    if p["last_buy"] == [zone, p["turns"] - 1]:
        return BUY_DRAW_AGAIN
    return BUY_DRAW


def drawn_goods(state: State, goods: list[str], count: int, wanted: str) -> list[str]:
    """The cards as entered: ``count`` of them, none of the demanded good (MM-4.3.2), among
    8 goods at most (MM-4.3.3). A good no one has seen yet is not added to the table's
    list here: the draw is secret."""
    cards = [spelt(state, g) for g in goods]
    if len(cards) != count:
        raise RuleError(
            "MM-4.3.1",
            ngettext(
                "You draw %(n)s cargo card: enter %(n)s good, not %(given)s (MM-4.3.1).",
                "You draw %(n)s cargo cards: enter %(n)s goods, not %(given)s (MM-4.3.1).",
                count,
                given=len(cards),
            ),
        )
    if wanted in cards:
        raise RuleError(
            "MM-4.3.2",
            _(
                "A card showing %(good)s, the good in demand here, is discarded and replaced "
                "by the next card: enter the replacement instead (MM-4.3.2).",
                good=wanted,
            ),
        )
    new = [g for g in dict.fromkeys(cards) if g not in state["goods"]]
    if new and len(state["goods"]) + len(new) > GOODS_KINDS:
        raise RuleError(
            "MM-4.3.3",
            _(
                "The cargo cards show 8 goods and all are known: %(good)s is not one of them "
                "(MM-4.3.3).",
                good=new[0],
            ),
        )
    return cards


@move(
    "buy_goods",
    N_("Buy goods: enter the cards you drew"),
    Arg("goods", "str_list", N_("the cargo cards you drew, one good per card")),
    Arg(
        "new_good",
        "str",
        N_("a good the list does not offer, as printed on a card you drew"),
        required=False,
    ),
    Arg("new_cards", "int", N_("how many cards of that good you drew"), required=False, min=1),
    Arg(
        "replaced",
        "int",
        N_("cards showing the good in demand you discarded and replaced"),
        required=False,
        min=0,
        max=30,
        default=0,
    ),
    rule="MM-4.3.1",
    example={"goods": ["Spice", "Cocoa", "Cocoa", "Rum", "Rum", "Rum"]},
    secret_args=("goods", "new_good", "new_cards"),
)
def buy_goods(
    state: State,
    seat: int | None,
    *,
    goods: list[str],
    new_good: str = "",
    new_cards: int = 1,
    replaced: int = 0,
) -> Played:
    """MM-4.3.1, MM-4.3.2, MM-4.3.9: the cards drawn in secret (6, or 3 when buying at this
    port on the previous own turn), none showing the demanded good. A form lists the goods
    known; a good never seen yet is typed as ``new_good`` with its number of cards."""
    p, zone, wanted = trade_activity(state, seat, "buy", "MM-4.3.1")
    assert seat is not None
    count = draw_count(state, p, zone)
    if new_good:
        goods = [*goods, *[new_good] * new_cards]
    cards = drawn_goods(state, goods, count, wanted)
    state["cargo_cards"]["drawn"] += count + replaced
    state["cargo_cards"]["discard"] += replaced
    state["buy"] = {"seat": seat, "zone": zone, "cards": cards}
    owe(state, "buy_choice", [seat], zone=zone)
    return played(
        state,
        *draw_lines(state, seat, count, replaced, wanted),
        private={seat: _("You drew %(cards)s.", cards=cards_words(cards))},
    )


def draw_lines(state: State, seat: int, count: int, replaced: int, wanted: str) -> list[Msg]:
    who = name(state, seat)
    lines: list[Msg] = [
        ngettext(
            "%(name)s buys goods and draws %(n)s cargo card in secret (MM-4.3.1).",
            "%(name)s buys goods and draws %(n)s cargo cards in secret (MM-4.3.1).",
            count,
            name=who,
        )
    ]
    if count == BUY_DRAW_AGAIN:
        lines.append(
            _(
                "%(name)s bought at this port on the previous turn: 3 cards, not 6 (MM-4.3.9).",
                name=who,
            )
        )
    if replaced:
        lines.append(
            ngettext(
                "%(n)s card showing %(good)s, the good in demand, went face up on the discard "
                "pile and was replaced (MM-4.3.2).",
                "%(n)s cards showing %(good)s, the good in demand, went face up on the discard "
                "pile and were replaced (MM-4.3.2).",
                replaced,
                good=wanted,
            )
        )
    return lines


def price(goods: list[str]) -> int:
    """MM-4.3.4: by the number of cards of the same good bought."""
    return sum(n * buy_price_per_card(n) for n in Counter(goods).values())


@move(
    "buy_cards",
    N_("Choose the cards you buy"),
    Arg(
        "leave",
        "str_list",
        N_("the cards you do not buy: they go face up on the discard pile (none: buy all)"),
    ),
    rule="MM-4.3.5",
    example={"leave": ["Spice", "Cocoa"]},
)
def buy_cards(state: State, seat: int | None, *, leave: list[str]) -> Played:
    """MM-4.3.4 to MM-4.3.7: the cards left go face up on the discard pile (so they are
    named, not the cards bought, which stay secret); the others are paid (from the chest
    too in the home port, MM-4.9.6) and go to the cargo."""
    entry = expect(state, "buy_choice", seat, "MM-4.3.5")
    assert seat is not None
    p = player(state, seat)
    left = [spelt(state, g) for g in leave]
    goods = list(state["buy"]["cards"])
    lacking = missing(goods, left)
    if lacking:
        raise RuleError(
            "MM-4.3.3",
            _("You did not draw %(cards)s (MM-4.3.3).", cards=cards_words(lacking)),
        )
    for good in left:
        goods.remove(good)
    cost = price(goods)
    pay(state, seat, cost, "MM-4.3.4")
    learn(state, left)
    p["cargo"] += goods
    state["cargo_cards"]["discard"] += len(left)
    state["buy"] = None
    done(state, entry)
    p["shown"] = None
    if goods:
        p["last_buy"] = [entry["zone"], p["turns"]]
    lines = bought_lines(state, seat, goods, left, cost)
    reduced = [g for g in goods if goods.count(g) > 1]
    if reduced:
        p["shown"] = {"to": None, "goods": reduced}
        owe(state, "buy_show", [seat])
        lines.append(
            _(
                "%(name)s bought goods at a reduced price and shows them to a player of their "
                "choice (MM-4.3.6).",
                name=name(state, seat),
            )
        )
    mine = _("You bought %(cards)s for %(n)s gold.", cards=cards_words(goods), n=cost)
    return played(state, *lines, private={seat: mine if goods else _("You bought nothing.")})


def bought_lines(
    state: State, seat: int, goods: list[str], left: list[str], cost: int
) -> list[Msg]:
    lines: list[Msg] = []
    if goods:
        what = ngettext("%(n)s cargo card", "%(n)s cargo cards", len(goods))
        lines.append(spent(state, seat, cost, what))
    else:
        lines.append(_("%(name)s buys nothing.", name=name(state, seat)))
    if left:
        lines.append(
            _(
                "The cards not bought go face up on the discard pile: %(cards)s (MM-4.3.7).",
                cards=cards_words(left),
            )
        )
    return lines


@move(
    "show_goods",
    N_("Show the goods bought at a reduced price"),
    Arg("verifier", "seat", N_("the player who checks the price")),
    rule="MM-4.3.6",
    example={"verifier": 1},
    automatic=True,
)
def show_goods(state: State, seat: int | None, *, verifier: int) -> Played:
    """MM-4.3.6: one other player sees the cards bought at a reduced price, and keeps
    quiet: the app shows them to him alone."""
    entry = expect(state, "buy_show", seat, "MM-4.3.6")
    assert seat is not None
    if verifier == seat or not 0 <= verifier < seat_count(state):
        raise RuleError("MM-4.3.6", _("Show the goods to another player (MM-4.3.6)."))
    shown = player(state, seat)["shown"]
    shown["to"] = verifier
    done(state, entry)
    who, checker = name(state, seat), name(state, verifier)
    cards = cards_words(shown["goods"])
    return played(
        state,
        _(
            "%(name)s shows the goods bought at a reduced price to %(verifier)s, who checks "
            "the price and keeps quiet (MM-4.3.6).",
            name=who,
            verifier=checker,
        ),
        private={
            seat: _("You showed %(cards)s to %(verifier)s.", cards=cards, verifier=checker),
            verifier: _(
                "%(name)s shows you %(cards)s, bought at a reduced price (MM-4.3.6).",
                name=who,
                cards=cards,
            ),
        },
    )


def choice_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [
        LegalMove(
            "buy_cards", N_("Choose the cards you buy"), {"leave": sorted(state["buy"]["cards"])}
        )
    ]


def choice_prompt(state: State, entry: Entry) -> Msg:
    return _("%(name)s chooses the cards to buy (MM-4.3.5).", name=name(state, entry["seats"][0]))


def show_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    others = [s for s in range(seat_count(state)) if s != seat]
    return [
        LegalMove(
            "show_goods", N_("Show the goods bought at a reduced price"), {"verifier": others}
        )
    ]


def show_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s shows the goods bought at a reduced price to a player of their choice "
        "(MM-4.3.6).",
        name=name(state, entry["seats"][0]),
    )


OWED = (
    Owed("buy_choice", choice_offers, choice_prompt),
    Owed("buy_show", show_offers, show_prompt),
)


# As many replaced cards as a form offers as buttons; the API takes up to the Arg's max.
REPLACED_OFFERED = 10


def buy_offer(state: State, p: Player, zone: int, wanted: str) -> LegalMove:
    """The draw's form: every known good but the demanded one, as many times as cards are
    drawn (a good may come several times); while goods remain unnamed, a new one typed
    with its number of cards."""
    count = draw_count(state, p, zone)
    allowed: dict[str, Any] = {
        "goods": [g for g in state["goods"] if g != wanted for _card in range(count)]
    }
    if len(state["goods"]) < GOODS_KINDS:
        allowed["new_cards"] = list(range(1, count + 1))
    # Each card showing the demanded good is discarded and replaced (MM-4.3.2): the deck
    # counts follow only when the table says how many.
    allowed["replaced"] = list(range(0, REPLACED_OFFERED + 1))
    return LegalMove("buy_goods", N_("Buy goods: enter the cards you drew"), allowed)


def view_part(state: State, seat: int | None) -> list[dict[str, Any]]:
    """A draw in progress: how many cards everyone sees; the goods, the buyer alone."""
    buy = state.get("buy")
    if not buy:
        return []
    part: dict[str, Any] = {"seat": buy["seat"], "zone": buy["zone"], "count": len(buy["cards"])}
    if seat == buy["seat"]:
        part["cards"] = list(buy["cards"])
    return [{"buy": part}]


def resample(state: State, viewer: int | None, rng: random.Random) -> None:
    """Another buyer's cards drawn: any goods but the demanded one."""
    buy = state.get("buy")
    if not buy or viewer == buy["seat"]:
        return
    wanted = state["demand"].get(str(buy["zone"]))
    pool = [g for g in state["goods"] if g != wanted] or list(state["goods"])
    buy["cards"] = [rng.choice(pool) for _card in buy["cards"]]
