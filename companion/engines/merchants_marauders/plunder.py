"""Plunder and claiming ships (MM-11, MM-Q16, MM-Q24, MM-Q46): what the winner of a crew
combat takes before the loser falls (MM-12.1.1: a victorious boarder plunders first).

``begin`` (called by ``crew_end.finish``) gives the winner his gains (``victory``) and
owes him the plunder: from a player, a choice of what to take (``plunder``); from a
warship, the 3 cargo cards drawn (``plunder_warship``); from an NPC pirate only its ship.
Over the hand limit or the Cargo at sea, the winner then discards (``plunder_discard``).
Then the loser falls (``victory.loser_falls``): a player dies, an NPC is replaced.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.catalogue import (
    GLORY_HAND,
    SPECIALISTS,
    WARSHIP_PLUNDER_CARDS,
    WEAPONS,
)
from companion.engines.merchants_marauders.combat import Side, side_name
from companion.engines.merchants_marauders.plunder_take import (
    TAKE_WORDS,
    claim,
    good_name,
    take_from_player,
)
from companion.engines.merchants_marauders.purse import gain
from companion.engines.merchants_marauders.seats import at_sea, name, player
from companion.engines.merchants_marauders.ship import capacity, card, known
from companion.engines.merchants_marauders.victory import (
    is_warship,
    loser_falls,
    npc_card,
    winner_gains,
)
from companion.engines.state import shuffled
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import Entry, Owed, done, expect, owe

__all__ = ["TAKE_WORDS", "begin"]


def cause(state: State, entry: Entry) -> Msg:
    return _("beaten in crew combat by %(winner)s", winner=name(state, entry["winner"]))


def begin(state: State, winner: Side, loser: Side) -> list[Msg]:
    """MM-10.5: the winner's glory, reward, prize or bounty (``victory.winner_gains``),
    the loser's mission discarded (MM-11.1.4), and the plunder owed. An NPC winner takes
    nothing: the player simply dies."""
    if "seat" not in winner:
        return loser_falls(
            state, loser, _("beaten in crew combat by %(winner)s", winner=side_name(state, winner))
        )
    seat = winner["seat"]
    lines = winner_gains(state, winner, loser)
    data: dict[str, Any] = {"winner": seat, "loser": dict(loser)}
    if "seat" in loser:
        p = player(state, loser["seat"])
        if p["mission"] is not None:
            p["mission"] = None
            lines.append(
                _(
                    "%(name)s's mission is discarded (MM-11.1.4).",
                    name=name(state, loser["seat"]),
                )
            )
        owe(state, "plunder", [seat], source="player", **data)
        return lines
    ship = {"type": str(npc_card(state, loser).get("ship", "")), "loc": dict(loser["loc"])}
    source = "warship" if is_warship(state, loser) else "pirate"
    owe(
        state,
        "plunder_warship" if source == "warship" else "plunder",
        [seat],
        source=source,
        ship=ship,
        **data,
    )
    return lines


def loser_ship(state: State, entry: Entry) -> dict[str, Any] | None:
    if entry["source"] == "player":
        ship = player(state, entry["loser"]["seat"])["ship"]
        return None if ship is None else {"type": ship["type"], "loc": dict(ship["loc"])}
    return dict(entry["ship"])


def can_claim(state: State, entry: Entry) -> bool:
    """MM-11.4.1: the beaten ship may be claimed (its card's values must be known)."""
    ship = loser_ship(state, entry)
    return ship is not None and ship["type"] != "" and known(state, ship["type"])


def take_options(state: State, entry: Entry) -> list[str]:
    """What the winner may take now: from a player whatever he holds (the gold always
    offered: its amount is his secret), a rumor only to a winner without one (MM-4.7.2),
    weapons and specialists the winner lacks (MM-4.4.9, MM-Q46); the ship if claimable."""
    out: list[str] = []
    if entry["source"] == "player":
        me = player(state, entry["winner"])
        him = player(state, entry["loser"]["seat"])
        out.append("gold")
        if him["hand"]:
            out.append("cards")
        if him["cargo"]:
            out.append("cargo")
        if him["rumor"] is not None and me["rumor"] is None:
            out.append("rumor")
        out += [w for w in WEAPONS if w in him["weapons"] and w not in me["weapons"]]
        out += [s for s in SPECIALISTS if s in him["specialists"] and s not in me["specialists"]]
    if can_claim(state, entry):
        out.append("ship")
    return out


@move(
    "plunder",
    N_("Plunder the beaten captain"),
    Arg("take", "str_list", N_("what you take"), required=False),
    rule="MM-11.1.1",
    example={"take": ["gold", "cargo"]},
)
def plunder(state: State, seat: int | None, *, take: list[str] | None = None) -> Played:
    """MM-11.1.1, MM-11.4, MM-11.3.1: the winner takes what he chooses; the rest goes down
    with the loser (MM-11.1.5)."""
    entry = expect(state, "plunder", seat, "MM-11.1.1")
    assert seat is not None
    chosen = list(dict.fromkeys(take or []))
    offered = take_options(state, entry)
    if any(t not in offered for t in chosen):
        raise RuleError(
            "MM-11.1.1",
            _(
                "You may take only what %(loser)s has and you may hold (MM-11.1.1).",
                loser=side_name(state, entry["loser"]),
            ),
        )
    lines: list[Msg] = []
    private: list[Msg] = []
    if "ship" in chosen:
        ship = loser_ship(state, entry)
        assert ship is not None
        lines += claim(state, seat, ship["type"], ship["loc"], side_name(state, entry["loser"]))
    if entry["source"] == "player":
        public, private = take_from_player(state, seat, entry["loser"]["seat"], chosen)
        lines += public
    if not chosen:
        lines.append(
            _(
                "%(name)s takes nothing from %(loser)s.",
                name=name(state, seat),
                loser=side_name(state, entry["loser"]),
            )
        )
    done(state, entry)
    lines += limits(state, entry)
    return played(state, *lines, private={seat: private} if private else None)


@move(
    "plunder_warship",
    N_("Enter the cargo cards plundered from the warship"),
    Arg("goods", "str_list", N_("the goods of the 3 cargo cards drawn"), length=3),
    Arg("values", "int_list", N_("their plunder values"), min=1, max=5, length=3),
    Arg("claim", "bool", N_("claim the warship"), required=False, default=False),
    rule="MM-11.2.1",
    example={"goods": ["Rum", "Spice", "Cocoa"], "values": [2, 3, 1], "claim": False},
)
def plunder_warship(
    state: State, seat: int | None, *, goods: list[str], values: list[int], claim: bool = False
) -> Played:
    """MM-11.2.1: 3 cargo cards drawn; their plunder values in gold; one card discarded at
    random per hit the warship took on its Cargo; the rest kept (MM-Q16); the ship too if
    the winner wishes."""
    entry = expect(state, "plunder_warship", seat, "MM-11.2.1")
    assert seat is not None
    names = [good_name(state, g) for g in goods]
    if claim and not can_claim(state, entry):
        raise RuleError(
            "MM-Q13",
            _("The warship's ship card's values are not entered yet (MM-Q13)."),
        )
    state["cargo_cards"]["drawn"] += WARSHIP_PLUNDER_CARDS
    ship = entry["ship"]
    hits = (
        max(0, card(state, ship["type"])["cargo"] - ship["loc"]["cargo"])
        if known(state, ship["type"])
        else 0
    )
    lost = sorted(shuffled(state, range(WARSHIP_PLUNDER_CARDS))[: min(hits, len(names))])
    kept = [g for i, g in enumerate(names) if i not in lost]
    state["cargo_cards"]["discard"] += len(lost)
    lines = [gain(state, seat, sum(values), _("the plunder values of 3 cargo cards (MM-11.2.1)"))]
    lines.append(
        ngettext(
            "%(n)s card of the 3 is discarded at random, one per hit on the warship's Cargo; %(name)s keeps %(kept)s.",
            "%(n)s cards of the 3 are discarded at random, one per hit on the warship's Cargo; %(name)s keeps %(kept)s.",
            len(lost),
            name=name(state, seat),
            kept=len(kept),
        )
    )
    if claim:
        lines += claim_ship(state, seat, entry)
    player(state, seat)["cargo"] += kept
    done(state, entry)
    lines += limits(state, entry)
    mine = _(
        "You drew %(goods)s; you keep %(kept)s.",
        goods=names,
        kept=kept or [_("nothing")],
    )
    return played(state, *lines, private={seat: mine})


def claim_ship(state: State, seat: int, entry: Entry) -> list[Msg]:
    ship = loser_ship(state, entry)
    assert ship is not None
    return claim(state, seat, ship["type"], ship["loc"], side_name(state, entry["loser"]))


def limits(state: State, entry: Entry) -> list[Msg]:
    """MM-Q46: a hand over 4 glory cards is cut at once; MM-Q16: at sea, cargo over the
    Cargo value is cut, the winner choosing. Then the loser falls."""
    p = player(state, entry["winner"])
    cards = max(0, len(p["hand"]) - GLORY_HAND)
    goods = max(0, len(p["cargo"]) - capacity(p["ship"])) if at_sea(p) else 0
    if cards or goods:
        owe(state, "plunder_discard", [entry["winner"]], cards=cards, goods=goods, plunder=entry)
        return []
    return loser_falls(state, entry["loser"], cause(state, entry))


def subsets(items: list[str], size: int) -> list[list[str]]:
    return [list(c) for c in sorted(set(combinations(sorted(items), size)))]


@move(
    "plunder_discard",
    N_("Discard down to your hand limit and Cargo"),
    Arg("cards", "str_list", N_("the glory cards you discard"), required=False),
    Arg("goods", "str_list", N_("the cargo cards you discard"), required=False),
    rule="MM-Q46",
    example={"cards": ["Broadside"], "goods": ["Rum"]},
    secret_args=("cards", "goods"),
)
def plunder_discard(
    state: State,
    seat: int | None,
    *,
    cards: list[str] | None = None,
    goods: list[str] | None = None,
) -> Played:
    """MM-Q46, MM-7.1.2: down to 4 glory cards; MM-Q16: down to the Cargo value at sea,
    own older cards included; the surplus goes on the discard piles."""
    entry = expect(state, "plunder_discard", seat, "MM-Q46")
    assert seat is not None
    p = player(state, seat)
    cards, goods = cards or [], goods or []
    if sorted(cards) not in subsets(p["hand"], entry["cards"]):
        raise RuleError(
            "MM-Q46",
            ngettext(
                "Discard exactly %(n)s of the glory cards you hold (MM-Q46).",
                "Discard exactly %(n)s of the glory cards you hold (MM-Q46).",
                entry["cards"],
            ),
        )
    if sorted(goods) not in subsets(p["cargo"], entry["goods"]):
        raise RuleError(
            "MM-Q16",
            ngettext(
                "Discard exactly %(n)s of the cargo cards you hold (MM-Q16).",
                "Discard exactly %(n)s of the cargo cards you hold (MM-Q16).",
                entry["goods"],
            ),
        )
    for c in cards:
        p["hand"].remove(c)
    for g in goods:
        p["cargo"].remove(g)
    state["cargo_cards"]["discard"] += len(goods)
    done(state, entry)
    line = _(
        "%(name)s discards %(cards)s glory cards and %(goods)s cargo cards (MM-Q46, MM-Q16).",
        name=name(state, seat),
        cards=len(cards),
        goods=len(goods),
    )
    mine = _("You discarded %(what)s.", what=[*cards, *goods])
    lines = loser_falls(state, entry["plunder"]["loser"], cause(state, entry["plunder"]))
    return played(state, line, *lines, private={seat: mine})


def plunder_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [
        LegalMove("plunder", N_("Plunder the beaten captain"), {"take": take_options(state, entry)})
    ]


def plunder_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s chooses what to take from %(loser)s (MM-11.1.1).",
        name=name(state, entry["winner"]),
        loser=side_name(state, entry["loser"]),
    )


def warship_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    allowed: dict[str, list[Any]] = {"goods": list(state["goods"])}
    allowed["claim"] = [False, True] if can_claim(state, entry) else [False]
    return [
        LegalMove(
            "plunder_warship", N_("Enter the cargo cards plundered from the warship"), allowed
        )
    ]


def warship_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s draws 3 cargo cards from the beaten warship and enters them (MM-11.2.1).",
        name=name(state, entry["winner"]),
    )


def discard_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    p = player(state, seat)
    allowed: dict[str, list[Any]] = {
        "cards": subsets(p["hand"], entry["cards"]) if entry["cards"] else [],
        "goods": subsets(p["cargo"], entry["goods"]) if entry["goods"] else [],
    }
    return [LegalMove("plunder_discard", N_("Discard down to your hand limit and Cargo"), allowed)]


def discard_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s discards down to 4 glory cards and the ship's Cargo (MM-Q46, MM-Q16).",
        name=name(state, entry["seats"][0]),
    )


OWED = (
    Owed("plunder", plunder_offers, plunder_prompt),
    Owed("plunder_warship", warship_offers, warship_prompt),
    Owed("plunder_discard", discard_offers, discard_prompt),
)
