"""What the table enters that the aid does not print (digest 3.2): the ports and the
pirates with their card and ship, by hand or from the club's catalogue, and where a pirate
is. Changes the rulebook decides are in ``records.py``."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.blackbeard import fleet
from companion.engines.blackbeard.catalogue import (
    BASE_STATUSES,
    DESTROYED,
    ORIGINS,
    START_LOYALTY,
)
from companion.engines.blackbeard.setup import port_entry
from companion.engines.blackbeard.words import (
    NATION,
    ORIGIN_LABELS,
    SHIP_LABELS,
    SHIP_TYPES,
    STATUS_LABELS,
    WHERE_LABELS,
    area_arg,
    where_words,
)
from companion.engines.catalogues import table_catalogue
from companion.engines.text import N_, _

MAX_PIRATE_ID = 99
# Where a pirate comes into play and how he starts: the rulebook's (digest 3.3), entered.
ARRIVAL = (
    Arg("where", "choice", N_("where he is"), choices=fleet.WHERE, choice_labels=WHERE_LABELS),
    Arg("place", "str", N_("the sea zone, port or Transit Box")),
    Arg("notoriety", "int", N_("his notoriety now"), required=False, min=0, max=200, default=0),
    Arg("wealth", "int", N_("his wealth now, in D"), required=False, min=0, max=100000, default=0),
    Arg(
        "loyalty",
        "int",
        N_("his crew loyalty now"),
        required=False,
        min=0,
        max=20,
        default=START_LOYALTY,
    ),
)


def place_of(state: State, where: str, place: str) -> str:
    place = place.strip()
    if not place:
        raise RuleError("BB-S1.1", _("Name the sea zone, port or Transit Box."))
    if where == fleet.IN_PORT:
        found = fleet.port(state, place)
        if found["status"] == DESTROYED:
            raise RuleError(
                "BB-S3.6", _("%(port)s is destroyed: no pirate can be there.", port=found["name"])
            )
        return str(found["name"])
    return place


@move(
    "add_port",
    N_("Add a port"),
    Arg("name", "str", N_("the port's name, as on the map")),
    Arg(
        "nationality", "choice", N_("its nationality"), choices=ORIGINS, choice_labels=ORIGIN_LABELS
    ),
    NATION,
    Arg("value", "int", N_("its port value"), min=0, max=20),
    Arg("defense", "int", N_("its defense value"), min=0, max=20),
    Arg(
        "status",
        "choice",
        N_("its status now"),
        choices=BASE_STATUSES,
        choice_labels=STATUS_LABELS,
    ),
    rule="BB-S3.6",
    example={
        "name": "Nassau",
        "nationality": "other",
        "value": 2,
        "defense": 3,
        "status": "pirate_port",
    },
)
def add_port(
    state: State,
    seat: int | None,
    *,
    name: str,
    nationality: str,
    value: int,
    defense: int,
    status: str,
    nation: str | None = None,
) -> Played:
    """Digest 3.2: a port's value, defense, nationality and status are the map's."""
    name = fleet.proper(name)
    if not name:
        raise RuleError("BB-S3.6", _("Name the port."))
    if any(p["name"].casefold() == name.casefold() for p in state["ports"]):
        raise RuleError("BB-S3.6", _("%(port)s is already on the table.", port=name))
    state["ports"].append(
        port_entry(
            {
                "name": name,
                "nationality": nationality,
                "nation": (nation or "").strip(),
                "value": value,
                "defense": defense,
                "status": status,
            }
        )
    )
    return played(
        state,
        _(
            "%(port)s joins the table: %(status)s, value %(value)s, defense %(defense)s (BB-S3.6).",
            port=name,
            status=_(STATUS_LABELS[BASE_STATUSES.index(status)]),
            value=value,
            defense=defense,
        ),
    )


@move(
    "deploy_pirate",
    N_("Deploy a pirate"),
    Arg("name", "str", N_("the pirate's name, as on his card")),
    Arg("pirate", "int", N_("his ID number on the Port Grid"), min=1, max=MAX_PIRATE_ID),
    Arg("ability", "int", N_("his ability"), min=0, max=9),
    Arg("cruelty", "int", N_("his cruelty"), min=0, max=9),
    Arg("leadership", "int", N_("his Leadership"), min=0, max=9),
    Arg("ship", "choice", N_("his ship"), choices=SHIP_TYPES, choice_labels=SHIP_LABELS),
    Arg("speed", "int", N_("the ship's printed speed"), min=0, max=9),
    Arg("combat", "int", N_("the ship's printed combat value"), min=0, max=9),
    Arg("holds", "int", N_("the ship's number of holds"), min=0, max=9),
    *ARRIVAL,
    rule="BB-S1.12",
    example={
        "name": "Edward Teach",
        "pirate": 1,
        "ability": 3,
        "cruelty": 4,
        "leadership": 4,
        "ship": "sloop",
        "speed": 3,
        "combat": 2,
        "holds": 2,
        "where": "sea",
        "place": "Caribbean",
    },
)
def deploy_pirate(
    state: State,
    seat: int | None,
    *,
    name: str,
    pirate: int,
    ability: int,
    cruelty: int,
    leadership: int,
    ship: str,
    speed: int,
    combat: int,
    holds: int,
    where: str,
    place: str,
    notoriety: int = 0,
    wealth: int = 0,
    loyalty: int = START_LOYALTY,
) -> Played:
    """BB-S1.12, digest 3.2: a pirate card and ship put in play, for the seat entering it.
    Starting notoriety, wealth and loyalty are the rulebook's (digest 3.3): loyalty 6 unless
    the table says otherwise (BB-Q15)."""
    card = {
        "name": name,
        "pirate": pirate,
        "ability": ability,
        "cruelty": cruelty,
        "leadership": leadership,
    }
    vessel = {"ship": ship, "speed": speed, "combat": combat, "holds": holds}
    return put_in_play(state, seat, card, vessel, where, place, (notoriety, wealth, loyalty))


def put_in_play(
    state: State,
    seat: int | None,
    card: dict[str, Any],
    vessel: dict[str, Any],
    where: str,
    place: str,
    start: tuple[int, int, int],
) -> Played:
    if seat is None:
        raise RuleError("BB-G6", _("A pirate is deployed by the player who controls him."))
    name = fleet.proper(str(card["name"]))
    if not name:
        raise RuleError("BB-S1.12", _("Name the pirate."))
    if any(p["id"] == card["pirate"] for p in state["pirates"]):
        raise RuleError(
            "BB-P4.2", _("Pirate number %(id)s is already at this table.", id=card["pirate"])
        )
    notoriety, wealth, loyalty = start
    place = place_of(state, where, place)
    state["pirates"].append(
        {
            "id": card["pirate"],
            "name": name,
            "owner": seat,
            "status": fleet.ACTIVE,
            "cause": None,
            "scored": False,
            "notoriety": notoriety,
            "wealth": wealth,
            "loyalty": loyalty,
            "holds": [None] * vessel["holds"],
            "speed_hits": 0,
            "combat_hits": 0,
            "ability": card["ability"],
            "cruelty": card["cruelty"],
            "leadership": card["leadership"],
            "ship": {"type": vessel["ship"], "speed": vessel["speed"], "combat": vessel["combat"]},
            "where": where,
            "place": place,
            "column": state["zones"].get(place) if where == fleet.AT_SEA else None,
            "dr": "none",
            "scurvy": False,
            "marque": False,
            "hostages": [],
            "alliance": None,
            "sack_blocked": None,
            "attacked": None,
            "plunder": None,
            "mutiny": None,
            "kc": None,
        }
    )
    return played(
        state,
        _(
            "%(player)s deploys %(pirate)s (number %(id)s) %(where)s: ability %(ability)s, "
            "cruelty %(cruelty)s, Leadership %(leadership)s; a %(ship)s of speed %(speed)s, "
            "combat %(combat)s and %(holds)s holds (BB-S1.12).",
            player=fleet.seat_name(state, seat),
            pirate=name,
            id=card["pirate"],
            where=where_words(where, place),
            ability=card["ability"],
            cruelty=card["cruelty"],
            leadership=card["leadership"],
            ship=_(SHIP_LABELS[SHIP_TYPES.index(vessel["ship"])]),
            speed=vessel["speed"],
            combat=vessel["combat"],
            holds=vessel["holds"],
        ),
    )


def club_rows(state: State, section: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = table_catalogue(state["options"]).get(section, [])
    return rows


@move(
    "deploy_card",
    N_("Deploy a pirate from the club's cards"),
    Arg("card", "str", N_("the pirate card")),
    Arg("ship", "str", N_("his ship")),
    *ARRIVAL,
    rule="BB-S1.12",
    example={
        "card": "Edward Teach",
        "ship": "Queen Anne's Revenge",
        "where": "sea",
        "place": "Caribbean",
    },
)
def deploy_card(
    state: State,
    seat: int | None,
    *,
    card: str,
    ship: str,
    where: str,
    place: str,
    notoriety: int = 0,
    wealth: int = 0,
    loyalty: int = START_LOYALTY,
) -> Played:
    """BB-S1.12: the card's and ship's printed values from the club's catalogue."""
    cards = {row["name"].casefold(): row for row in club_rows(state, "pirates")}
    ships = {row["name"].casefold(): row for row in club_rows(state, "ships")}
    if card.strip().casefold() not in cards:
        raise RuleError(
            "BB-S1.12", _("The club's catalogue has no pirate card %(card)s.", card=card)
        )
    if ship.strip().casefold() not in ships:
        raise RuleError("BB-S1.12", _("The club's catalogue has no ship %(ship)s.", ship=ship))
    return put_in_play(
        state,
        seat,
        cards[card.strip().casefold()],
        ships[ship.strip().casefold()],
        where,
        place,
        (notoriety, wealth, loyalty),
    )


@move(
    "move_pirate",
    N_("Move a pirate"),
    Arg("pirate", "int", N_("the pirate"), min=1, max=MAX_PIRATE_ID),
    Arg("where", "choice", N_("where he goes"), choices=fleet.WHERE, choice_labels=WHERE_LABELS),
    Arg("place", "str", N_("the sea zone, port or Transit Box")),
    area_arg(N_("the Merchant Cargo Table column of this sea zone")),
    rule="BB-S1.1",
    example={"pirate": 1, "where": "sea", "place": "Caribbean", "column": "caribbean"},
)
def move_pirate(
    state: State,
    seat: int | None,
    *,
    pirate: int,
    where: str,
    place: str,
    column: str | None = None,
) -> Played:
    """BB-S1.1: movement is the rulebook's (rule 7.0); the table says where he is now.
    Leaving a port lifts a failed sack's bar there (BB-P3.4)."""
    who = fleet.acting(state, seat, pirate)
    if who["plunder"] is not None or who["kc"] is not None or who["mutiny"] is not None:
        raise RuleError(
            "BB-S1.1", _("Finish %(pirate)s's entry in progress first.", pirate=who["name"])
        )
    new_place = place_of(state, where, place)
    if (where, new_place) != (who["where"], who["place"]):
        who["sack_blocked"] = None
        who["attacked"] = None
    who["where"], who["place"] = where, new_place
    if where == fleet.AT_SEA:
        who["column"] = column or state["zones"].get(new_place)
    elif column is not None:
        raise RuleError("BB-T1.2", _("Only a sea zone has a Merchant Cargo Table column."))
    else:
        who["column"] = None
    return played(
        state,
        _(
            "%(pirate)s is now %(where)s (BB-S1.1).",
            pirate=who["name"],
            where=where_words(where, new_place),
        ),
    )
