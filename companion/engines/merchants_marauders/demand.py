"""The ports' demand tokens (MM-1.3.2, MM-4.2.3, MM-4.2.5, MM-Q19) and the names of the
goods (MM-4.3.3).

The tokens lie face up by the ports at the real table; the companion learns each one
when a Port action first needs it (``port.port_action`` owes the entry) and again when a
sale of the demanded good changes it. The goods are known by name: the four the text
prints, the club's, and any other the table enters, up to the box's 8 kinds.
"""

from __future__ import annotations

from collections import Counter
from typing import cast

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.catalogue import GOODS_KINDS
from companion.engines.merchants_marauders.port import activity, port_open
from companion.engines.merchants_marauders.seats import Player, name, player, zone_of
from companion.engines.merchants_marauders.words import port_name
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, done, open_entries, top

KIND = "demand"


def demanded(state: State, zone: int) -> str | None:
    """The good on the port's demand token, or None while the table has not told it."""
    return cast(str | None, state["demand"].get(str(zone)))


def good_named(state: State, good: str, rule: str) -> str:
    """A good by the name entered: a known one (spelt as first entered), or a new one while
    fewer than 8 are known (MM-4.3.3)."""
    wanted = good.strip()
    for known in state["goods"]:
        if known.casefold() == wanted.casefold():
            return cast(str, known)
    if len(state["goods"]) >= GOODS_KINDS:
        raise RuleError(
            rule,
            _(
                "The cargo cards show 8 goods and all are known: %(good)s is not one of them "
                "(MM-4.3.3).",
                good=wanted,
            ),
        )
    state["goods"].append(wanted)
    return wanted


def learn(state: State, goods: list[str]) -> None:
    """Goods that went face up (sold, discarded) are known to everyone now. Their number was
    checked when the cards were entered, so no 8-kinds refusal comes this late."""
    for good in goods:
        if spelt(state, good) not in state["goods"]:
            state["goods"].append(good.strip())


def owe_demand(state: State, seat: int, zone: int, *, changed: bool = False) -> None:
    """Ask the player in port for the good on the token (MM-1.3.2; a new token, MM-4.2.5)."""
    state["demand"].pop(str(zone), None)
    state["waiting"].append({"kind": KIND, "seats": [seat], "zone": zone, "changed": changed})


def goods_allowed(state: State) -> dict[str, list[str]]:
    """The goods a form offers for a good's name: the 8 once all are known; before that a
    free text, so a good never seen yet can be entered (MM-4.3.3)."""
    if len(state["goods"]) >= GOODS_KINDS:
        return {"good": list(state["goods"])}
    return {}


def demand_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [
        LegalMove(
            "enter_demand", N_("Enter the good on the port's demand token"), goods_allowed(state)
        )
    ]


def unknown_here(state: State, seat: int | None) -> int | None:
    """The zone of the open Port action when its demand token is not told yet."""
    if not port_open(state, seat):
        return None
    zone = zone_of(player(state, seat))
    return zone if zone is not None and demanded(state, zone) is None else None


def demand_prompt(state: State, entry: Entry) -> Msg:
    who = name(state, entry["seats"][0])
    if entry.get("changed"):
        return _(
            "%(name)s draws a new demand token for %(port)s and enters its good (MM-4.2.5).",
            name=who,
            port=port_name(state, entry["zone"]),
        )
    return _(
        "%(name)s enters the good on the demand token of %(port)s (MM-1.3.2).",
        name=who,
        port=port_name(state, entry["zone"]),
    )


OWED = (Owed(KIND, demand_offers, demand_prompt),)


def _owed_entry(state: State, seat: int | None) -> Entry | None:
    for entry in open_entries(state):
        if entry["kind"] == KIND and seat in entry["seats"]:
            return entry
    return None


@move(
    "enter_demand",
    N_("Enter the good on the port's demand token"),
    Arg("good", "str", N_("the good the token shows")),
    rule="MM-1.3.2",
    example={"good": "Rum"},
)
def enter_demand(state: State, seat: int | None, *, good: str) -> Played:
    """The token's good, when the table is asked for it, or while the Port action is open
    at a port whose token is not told yet. MM-Q19: a new token may show the same good."""
    entry = _owed_entry(state, seat)
    zone = int(entry["zone"]) if entry is not None else unknown_here(state, seat)
    if zone is None:
        raise RuleError(
            "MM-1.3.2", _("The table is not waiting for a demand token now (MM-1.3.2).")
        )
    assert seat is not None
    good = good_named(state, good, "MM-1.3.2")
    state["demand"][str(zone)] = good
    if entry is not None:
        done(state, entry)
    return played(
        state,
        _(
            "The demand token of %(port)s shows %(good)s: it sells there for 6 gold a card "
            "(MM-4.2.3).",
            port=port_name(state, zone),
            good=good,
        ),
    )


def port_activities(state: State, seat: int) -> list[LegalMove]:
    """A Port action opened at a port whose token the table has not told (a state the
    companion did not ask for it): the entry is offered before selling or buying."""
    if unknown_here(state, seat) is None:
        return []
    return demand_offers(state, seat, {})


def spelt(state: State, good: str) -> str:
    """A good's name as the table first entered it (the case of a known one), without
    learning a new one: a secret entry must not show the others a good never seen."""
    wanted = good.strip()
    for known in state["goods"]:
        if known.casefold() == wanted.casefold():
            return cast(str, known)
    return wanted


def missing(have: list[str], want: list[str]) -> list[str]:
    """The cards of ``want`` that ``have`` lacks, counting each card."""
    left = Counter(have)
    out: list[str] = []
    for good in want:
        if left[good] > 0:
            left[good] -= 1
        else:
            out.append(good)
    return out


def cards_words(goods: list[str]) -> list[Msg]:
    """Cards as players read them, "3 × Rum and 1 × Tobacco", goods in the order met."""
    counts = Counter(goods)
    return [_("%(n)s × %(good)s", n=counts[g], good=g) for g in dict.fromkeys(goods)]


def trade_activity(state: State, seat: int | None, key: str, rule: str) -> tuple[Player, int, str]:
    """An activity of the open Port action that needs the port's demanded good: the
    player, the zone and the good."""
    p = activity(state, seat, key, rule)
    if top(state) is not None:
        raise RuleError("MM-3.3.2", _("Finish what the table is waiting for first (MM-3.3.2)."))
    zone = zone_of(p)
    assert zone is not None
    good = demanded(state, zone)
    if good is None:
        raise RuleError(
            "MM-1.3.2",
            _("Enter the good on this port's demand token first (MM-1.3.2)."),
        )
    return p, zone, good
