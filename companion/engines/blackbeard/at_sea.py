"""A pirate at sea: the merchant search (BB-S1.2), the merchant plunder procedure step by
step (BB-P5.1 to BB-P5.9: the cargo, the hostage, the D&R declared at its end) and a storm (BB-T2)."""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.blackbeard import contests, fleet, tables
from companion.engines.blackbeard.entries import MAX_PIRATE_ID
from companion.engines.blackbeard.words import AREA_COLUMN, CARGO_AREAS, area_arg
from companion.engines.dice import one_die
from companion.engines.house_rulings import house_note, overridden
from companion.engines.text import N_, Msg, _

PIRATE = Arg("pirate", "int", N_("the pirate"), min=1, max=MAX_PIRATE_ID)
CARGO_VALUES = list(range(0, 7))


def die_arg(name: str, help: str, required: bool = True) -> Arg:
    """A die rolled at the table: 1 to 6, never clamped (BB-G1, BB-Q2)."""
    return Arg(name, "int", help, required=required, min=1, max=6)


def at_sea(pirate: fleet.Pirate, rule_id: str) -> None:
    if pirate["where"] == fleet.IN_PORT:
        raise RuleError(
            rule_id, _("%(pirate)s is In Port: this happens at sea.", pirate=pirate["name"])
        )


def _plunder_notoriety(
    state: State, who: fleet.Pirate, cargo: tables.Cargo, value: int, own_die: int | None
) -> list[Msg]:
    """BB-T4.1: the cargo value plus the cargo die (the RULING of BB-Q3), or plus a die of
    its own under the house ruling."""
    if own_die is None:
        fleet.gain_notoriety(who, cargo.notoriety)
        return [
            _(
                "Notoriety +%(points)s for the plunder: cargo value and die (BB-T4.1, BB-Q3); "
                "now %(now)s.",
                points=cargo.notoriety,
                now=who["notoriety"],
            )
        ]
    points = tables.notoriety("plunder", value + own_die).points
    fleet.gain_notoriety(who, points)
    return [
        house_note(state, "BB-Q3"),
        _(
            "Notoriety +%(points)s for the plunder: cargo value %(value)s and notoriety die "
            "%(die)s (BB-T4.1); now %(now)s.",
            points=points,
            value=value,
            die=own_die,
            now=who["notoriety"],
        ),
    ]


@move(
    "merchant_search",
    N_("Search for a merchant"),
    PIRATE,
    die_arg("die", N_("the search die")),
    rule="BB-S1.2",
    contest=True,
    example={"pirate": 1, "die": 5},
)
def merchant_search(state: State, seat: int | None, *, pirate: int, die: int) -> Played:
    who = fleet.acting(state, seat, pirate)
    at_sea(who, "BB-S1.2")
    found = contests.merchant_search(die, who["ability"])
    return played(state, _("%(pirate)s: %(result)s", pirate=who["name"], result=found.message))


@move(
    "plunder_merchant",
    N_("Plunder a merchant"),
    PIRATE,
    die_arg("die", N_("the cargo die")),
    Arg("cargo_value", "int", N_("the merchant's cargo value"), min=0, max=9),
    Arg("take", "bool", N_("take the cargo")),
    area_arg(N_("the Merchant Cargo Table column where he plunders")),
    Arg(
        "notoriety_die",
        "int",
        N_("the notoriety die, where the table rolls one of its own (house ruling BB-Q3)"),
        required=False,
        min=1,
        max=6,
    ),
    rule="BB-P5.1",
    contest=True,
    example={"pirate": 1, "die": 6, "cargo_value": 2, "take": True, "column": "caribbean"},
)
def plunder_merchant(
    state: State,
    seat: int | None,
    *,
    pirate: int,
    die: int,
    cargo_value: int,
    take: bool,
    column: str | None = None,
    notoriety_die: int | None = None,
) -> Played:
    """BB-P5.1 to BB-P5.3: the cargo read in the sea zone's column (the players pick it
    where the map does not say, BB-Q4); taken into an empty hold with its marker's loyalty
    and the plunder's notoriety (the same die, BB-Q3), or declined for -1 and nothing more
    (BB-Q5, BB-Q6)."""
    who = fleet.acting(state, seat, pirate)
    at_sea(who, "BB-P5.1")
    if who["plunder"] is not None:
        raise RuleError(
            "BB-P5.1", _("%(pirate)s is already plundering a merchant.", pirate=who["name"])
        )
    column = column or who["column"]
    if column is None:
        raise RuleError("BB-Q4", _("Say which Merchant Cargo Table column this sea zone uses."))
    if notoriety_die is not None and not overridden(state, "BB-Q3"):
        raise RuleError(
            "BB-Q3", _("The plunder's notoriety uses the cargo die: no die of its own (BB-Q3).")
        )
    if take and notoriety_die is None and overridden(state, "BB-Q3"):
        raise RuleError("BB-Q3", house_note(state, "BB-Q3"))
    cargo = tables.cargo(die, cargo_value, AREA_COLUMN[column])
    lines: list[Msg] = [_("%(pirate)s plunders a merchant.", pirate=who["name"]), cargo.message]
    lines += list(cargo.warnings)
    if not take:
        lines.append(_("The cargo is declined: the merchant goes back to the pool (BB-P5.3)."))
        lines += fleet.change_loyalty(who, *cargo.decline_rows)
        return played(state, *lines)
    empty = [i for i, hold in enumerate(who["holds"]) if hold is None]
    if not empty:
        raise RuleError(
            "BB-Q7",
            _("%(pirate)s has no empty hold: the cargo cannot be taken.", pirate=who["name"]),
        )
    if cargo.fills_hold:
        who["holds"][empty[0]] = cargo.doubloons
        lines.append(_("A hold now carries %(doubloons)s D (BB-P5.2).", doubloons=cargo.doubloons))
    else:
        lines.append(_("The cargo is worth 0 D: the hold stays empty (BB-Q7)."))
    lines += fleet.change_loyalty(who, *cargo.take_rows)
    lines += _plunder_notoriety(state, who, cargo, cargo_value, notoriety_die)
    if who["mutiny"] is None:
        who["plunder"] = {"stage": "hostage"}
        lines.append(_("Draw a hostage (BB-P5.4)."))
    return played(state, *lines)


def _drawn(
    state: State, seat: int | None, pirate: int, port: str
) -> tuple[fleet.Pirate, fleet.Port]:
    who = fleet.acting(state, seat, pirate)
    if (who["plunder"] or {}).get("stage") != "hostage":
        raise RuleError("BB-P5.4", _("A hostage is drawn only after a plunder's cargo is taken."))
    return who, fleet.port(state, port)


HOSTAGE_ARGS = (
    PIRATE,
    Arg("value", "int", N_("the hostage's value"), min=0, max=9),
    Arg("port", "str", N_("the hostage's home port")),
)


@move(
    "keep_hostage",
    N_("Keep the hostage for ransom"),
    *HOSTAGE_ARGS,
    rule="BB-P5.5",
    example={"pirate": 1, "value": 2, "port": "Nassau"},
)
def keep_hostage(state: State, seat: int | None, *, pirate: int, value: int, port: str) -> Played:
    """BB-P5.4, BB-P5.5: the player chooses ransom (BB-Q8): the hostage goes to the pirate
    sheet."""
    who, home = _drawn(state, seat, pirate, port)
    who["hostages"].append({"value": value, "port": home["name"]})
    who["plunder"] = {"stage": "dr"}
    return played(
        state,
        _(
            "%(pirate)s keeps the hostage from %(port)s, value %(value)s, for ransom (BB-P5.5).",
            pirate=who["name"],
            port=home["name"],
            value=value,
        ),
    )


@move(
    "torture_hostage",
    N_("Torture the hostage"),
    *HOSTAGE_ARGS,
    die_arg("die", N_("the torture die")),
    Arg(
        "info_points",
        "int",
        N_("information points he gives, if he talks (rule 8.46)"),
        required=False,
        min=0,
        max=9,
        default=0,
    ),
    rule="BB-P5.6",
    contest=True,
    example={"pirate": 1, "value": 2, "port": "Nassau", "die": 5, "info_points": 2},
)
def torture_hostage(
    state: State,
    seat: int | None,
    *,
    pirate: int,
    value: int,
    port: str,
    die: int,
    info_points: int = 0,
) -> Played:
    """BB-P5.6, BB-P5.7: notoriety and loyalty either way (BB-Q10, BB-T5.11); a hostage
    who talks writes his points on the Port Grid (BB-P4.2, BB-Q11)."""
    who, home = _drawn(state, seat, pirate, port)
    talk = contests.torture(die, who["cruelty"], value)
    talks = talk.success
    if overridden(state, "BB-Q9"):
        talks = die <= who["cruelty"]
        message: Msg = house_note(state, "BB-Q9")
    else:
        message = talk.message
    if not talks and info_points:
        raise RuleError("BB-P5.6", _("A hostage who says nothing gives no information points."))
    lines: list[Msg] = [
        _("%(pirate)s tortures the hostage from %(port)s.", pirate=who["name"], port=home["name"])
    ]
    lines.append(message)
    if overridden(state, "BB-Q9"):
        lines.append(_torture_words(die, who["cruelty"], talks, talk.notoriety))
    elif "BB-Q9" not in state["notices"]:
        state["notices"].append("BB-Q9")
        lines.append(
            _("Check rules 8.45 and 8.46: the companion reads the torture die as printed (BB-Q9).")
        )
    fleet.gain_notoriety(who, talk.notoriety)
    lines += fleet.change_loyalty(who, *talk.loyalty_rows)
    if talks and info_points:
        key = str(who["id"])
        home["info"][key] = home["info"].get(key, 0) + info_points
        lines.append(
            _(
                "Port Grid: %(port)s and pirate %(id)s now hold %(points)s information points (BB-P4.2).",
                port=home["name"],
                id=who["id"],
                points=home["info"][key],
            )
        )
    if who["plunder"] is not None:
        who["plunder"] = {"stage": "dr"}
    return played(state, *lines)


def _torture_words(die: int, cruelty: int, talks: bool, gain: int) -> Msg:
    """The torture read the other way round (house ruling BB-Q9)."""
    if talks:
        return _(
            "Torture: die %(die)s is at most cruelty %(cruelty)s: the hostage talks; enter the "
            "information points (rule 8.46). Notoriety +%(gain)s, crew loyalty +1 (BB-P5.6).",
            die=die,
            cruelty=cruelty,
            gain=gain,
        )
    return _(
        "Torture: die %(die)s is above cruelty %(cruelty)s: the hostage says nothing. "
        "Notoriety +%(gain)s, crew loyalty +1 all the same (BB-P5.6, BB-Q10).",
        die=die,
        cruelty=cruelty,
        gain=gain,
    )


@move(
    "end_plunder",
    N_("End the plunder"),
    PIRATE,
    Arg("revelry", "bool", N_("the crew goes into D&R now")),
    rule="BB-P5.8",
    example={"pirate": 1, "revelry": False},
)
def end_plunder(state: State, seat: int | None, *, pirate: int, revelry: bool) -> Played:
    """BB-P5.8, BB-P5.9: the merchant goes back to the pool; a voluntary D&R may be
    declared (rule 8.38)."""
    who = fleet.acting(state, seat, pirate)
    if who["plunder"] is None:
        raise RuleError(
            "BB-P5.8", _("%(pirate)s is not plundering a merchant.", pirate=who["name"])
        )
    who["plunder"] = None
    lines = [_("The merchant goes back to the pool (BB-P5.8).")]
    if revelry:
        who["dr"] = "voluntary"
        lines.append(_("%(pirate)s's crew goes into D&R, by choice (BB-P5.9).", pirate=who["name"]))
    return played(state, *lines)


@move(
    "storm",
    N_("A storm strikes"),
    PIRATE,
    die_arg("die", N_("the storm die")),
    rule="BB-T2",
    contest=True,
    example={"pirate": 1, "die": 4},
)
def storm(state: State, seat: int | None, *, pirate: int, die: int) -> Played:
    """BB-T2 on 1d6 (BB-Q12), +1 read from a Transit Box the pirate is in: speed hits, a
    crossing from 0 to -1 costing loyalty (BB-T5.5), or the ship sunk (BB-Q13)."""
    who = fleet.acting(state, seat, pirate)
    struck = tables.storm(die, who["where"] == fleet.TRANSIT)
    lines: list[Msg] = [_("%(pirate)s: %(storm)s", pirate=who["name"], storm=struck.message)]
    if struck.sunk:
        who["holds"] = [None] * len(who["holds"])
        who["hostages"] = []
        lines += fleet.leave_play(state, who, fleet.ELIMINATED, "sunk")
        return played(state, *lines)
    lines += fleet.speed_hits(who, struck.speed_hits)
    lines.append(_("Speed now %(speed)s (BB-Q14).", speed=fleet.speed_now(who)))
    return played(state, *lines)


def offers(state: State, pirate: fleet.Pirate) -> list[LegalMove]:
    me = {"pirate": [pirate["id"]]}
    out = [LegalMove("storm", N_("A storm strikes"), {**me, "die": one_die()})]
    if pirate["where"] == fleet.IN_PORT:
        return out
    columns = [pirate["column"]] if pirate["column"] else list(CARGO_AREAS)
    plunder = {**me, "die": one_die(), "cargo_value": CARGO_VALUES, "column": columns}
    if overridden(state, "BB-Q3"):
        plunder["notoriety_die"] = one_die()
    if not any(h is None for h in pirate["holds"]):
        plunder["take"] = [False]
    return [
        LegalMove("merchant_search", N_("Search for a merchant"), {**me, "die": one_die()}),
        LegalMove("plunder_merchant", N_("Plunder a merchant"), plunder),
        *out,
    ]


def owed(state: State, pirate: fleet.Pirate) -> list[LegalMove] | None:
    """A plunder in progress: the hostage, then its end."""
    stage = (pirate["plunder"] or {}).get("stage")
    if stage is None:
        return None
    me = {"pirate": [pirate["id"]]}
    ends = LegalMove("end_plunder", N_("End the plunder"), me)
    if stage != "hostage" or not state["ports"]:
        return [ends]
    ports = [p["name"] for p in state["ports"]]
    return [
        LegalMove(
            "torture_hostage",
            N_("Torture the hostage drawn"),
            {**me, "port": ports, "die": one_die(), "info_points": list(range(0, 10))},
        ),
        LegalMove("keep_hostage", N_("Keep the hostage drawn for ransom"), {**me, "port": ports}),
        ends,
    ]
