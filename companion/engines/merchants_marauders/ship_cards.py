"""A ship card the companion does not know yet (MM-Q13): entered once by the player who
chose or bought that ship, then remembered for every ship of its type."""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, State, move, played
from companion.engines.merchants_marauders.catalogue import STATS
from companion.engines.merchants_marauders.seats import name, player
from companion.engines.merchants_marauders.ship import new_ship
from companion.engines.merchants_marauders.words import word
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, done, expect


@move(
    "enter_ship_card",
    N_("Enter your ship card's values"),
    *(Arg(stat, "int", N_("as printed on the ship card"), min=1, max=5) for stat in STATS),
    rule="MM-Q13",
    example={"seaworthiness": 2, "cargo": 3, "crew": 2, "cannons": 1, "maneuverability": 3},
)
def enter_ship_card(state: State, seat: int | None, **stats: int) -> Played:
    """MM-Q13: a ship card the companion does not know yet, entered once and remembered."""
    entry = expect(state, "ship_card", seat, "MM-Q13")
    assert seat is not None
    ship_type = entry["ship"]
    state["ship_types"][ship_type] = dict(stats)
    done(state, entry)
    # Another seat waiting on the same card has it now too.
    for other in [
        e for e in state["waiting"] if e["kind"] == "ship_card" and e["ship"] == ship_type
    ]:
        done(state, other)
        for s in other["seats"]:
            player(state, s)["ship"] = new_ship(state, ship_type)
    # A ship bought at the shipyard brings its crew and any modifications moved over.
    waiting_ship = player(state, seat)["ship"] or {}
    player(state, seat)["ship"] = new_ship(
        state, ship_type, entry.get("crew"), waiting_ship.get("mods")
    )
    return played(
        state,
        _(
            "The %(ship)s card: Seaworthiness %(seaworthiness)s, Cargo %(cargo)s, Crew %(crew)s, "
            "Cannons %(cannons)s, Maneuverability %(maneuverability)s.",
            ship=word(ship_type),
            **stats,
        ),
    )


def ship_card_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [LegalMove("enter_ship_card", N_("Enter your ship card's values"))]


def ship_card_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s enters the values printed on the %(ship)s card (MM-Q13).",
        name=name(state, entry["seats"][0]),
        ship=word(entry["ship"]),
    )


OWED = (Owed("ship_card", ship_card_offers, ship_card_prompt),)
