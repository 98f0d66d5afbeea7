"""Ship modifications (MM-4.5): the port's token turned face up when a Port action opens
there (MM-4.5.2, MM-Q21), and bought at the shipyard (MM-4.5.3, MM-4.5.4) with what it
does to the ship's values (MM-4.5.7, capped: MM-0.4.3, MM-Q12)."""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.catalogue import (
    MODIFICATION_PRICE,
    MODIFICATION_STAT,
    MODIFICATIONS,
)
from companion.engines.merchants_marauders.port_shipyard import may_visit, shipyard
from companion.engines.merchants_marauders.purse import available, pay, spent
from companion.engines.merchants_marauders.seats import name, player, zone_of
from companion.engines.merchants_marauders.ship import maximum
from companion.engines.merchants_marauders.words import port_name, stat_word, word
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, done, expect


@move(
    "reveal_modification",
    N_("Enter the modification token turned face up"),
    Arg("modification", "choice", N_("the modification the token shows"), choices=MODIFICATIONS),
    rule="MM-4.5.2",
    example={"modification": "hammocks"},
)
def reveal_modification(state: State, seat: int | None, *, modification: str) -> Played:
    """MM-4.5.2, MM-Q21: turned face up as the Port action starts, for sale in it."""
    entry = expect(state, "reveal_modification", seat, "MM-4.5.2")
    zone = entry["zone"]
    state["mods"][str(zone)] = modification
    done(state, entry)
    return played(
        state,
        _(
            "The modification token at %(port)s is turned face up: %(mod)s (MM-4.5.2).",
            port=port_name(state, zone),
            mod=word(modification),
        ),
    )


def reveal_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [
        LegalMove(
            "reveal_modification",
            N_("Enter the modification token turned face up"),
            {"modification": list(MODIFICATIONS)},
        )
    ]


def reveal_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s turns the modification token at %(port)s face up and enters it (MM-4.5.2).",
        name=name(state, entry["seats"][0]),
        port=port_name(state, entry["zone"]),
    )


OWED = (Owed("reveal_modification", reveal_offers, reveal_prompt),)


def for_sale(state: State, seat: int) -> str | None:
    """The modification the port where the seat lies offers now (None: none, MM-4.5.3)."""
    zone = zone_of(player(state, seat))
    if zone is None:
        return None
    offered = state["mods"].get(str(zone), "hidden")
    return None if offered in (None, "hidden") else str(offered)


@move(
    "buy_modification",
    N_("Buy the port's ship modification"),
    rule="MM-4.5.3",
    example={},
)
def buy_modification(state: State, seat: int | None) -> Played:
    """MM-4.5.3, MM-4.5.4: 3 gold, one of each type; the port has none for sale after."""
    p = shipyard(state, seat, "MM-4.5.3")
    assert seat is not None
    mod = for_sale(state, seat)
    if mod is None:
        raise RuleError("MM-4.5.3", _("This port has no modification for sale (MM-4.5.3)."))
    ship = p["ship"]
    if mod in ship["mods"]:
        raise RuleError(
            "MM-4.5.4",
            _("Your ship has %(mod)s already: one of each type (MM-4.5.4).", mod=word(mod)),
        )
    pay(state, seat, MODIFICATION_PRICE, "MM-4.5.3")
    before = maximum(state, ship)
    ship["mods"].append(mod)
    state["mods"][str(zone_of(p))] = None
    lines = [spent(state, seat, MODIFICATION_PRICE, word(mod))]
    lines += fitted(state, seat, mod, before)
    return played(state, *lines)


def fitted(state: State, seat: int, mod: str, before: dict[str, int]) -> list[Msg]:
    """What a new modification does to the ship (MM-4.5.7): Cargo and Cannons cubes move
    up with their value; Extra Hammocks raises the Crew value only (crew is recruited);
    a value at its cap stays (MM-Q12)."""
    ship = player(state, seat)["ship"]
    if mod == "reinforced":
        ship["reinforced"] = True
    if mod == "chasers":
        ship["chasers"] = True
    stat = MODIFICATION_STAT.get(mod)
    if stat is None:
        return []
    after = maximum(state, ship)
    if after[stat] == before[stat]:
        return [
            _(
                "The %(stat)s value is at its cap already: %(mod)s does not raise it (MM-Q12).",
                stat=stat_word(stat),
                mod=word(mod),
            )
        ]
    if stat in ("cargo", "cannons"):
        ship["loc"][stat] += 1
    return [
        _(
            "%(name)s's %(stat)s value is now %(value)s.",
            name=name(state, seat),
            stat=stat_word(stat),
            value=after[stat],
        )
    ]


def port_activities(state: State, seat: int) -> list[LegalMove]:
    mod = for_sale(state, seat)
    p = player(state, seat)
    if (
        mod is None
        or not may_visit(state, seat)
        or mod in p["ship"]["mods"]
        or available(state, seat) < MODIFICATION_PRICE
    ):
        return []
    return [LegalMove("buy_modification", N_("Buy the port's ship modification"))]


def caution(state: State, seat: int | None, move_type: str, args: dict[str, object]) -> Msg | None:
    """MM-Q12: a modification whose value is at its cap may be bought, with a warning."""
    if move_type != "buy_modification" or seat is None:
        return None
    mod = for_sale(state, seat)
    ship = player(state, seat)["ship"]
    stat = MODIFICATION_STAT.get(mod or "")
    if mod is None or stat is None or ship is None or ship["loc"] is None:
        return None
    before = maximum(state, ship)
    if maximum(state, {**ship, "mods": [*ship["mods"], mod]})[stat] > before[stat]:
        return None
    return _(
        "The rules allow it (MM-Q12), but %(mod)s cannot raise your %(stat)s above its cap.",
        mod=word(mod),
        stat=stat_word(stat),
    )
