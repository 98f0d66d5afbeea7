"""The first setup step (PIR-APP-5.1 CONFIG, PIR-Q-3): the map's ports with their die
modifiers and continent, the European hexes and, with optional rule 7.3, each port's
fixed battle and gold dice. A club's catalogue fills in the ports and hexes; what it does
not hold is entered here, by any seat, before the players choose their bases."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move, played, rng_draw
from companion.engines.piracy.club_catalogue import PORT_FIELDS
from companion.engines.piracy.seats import find_port, port_named, proper
from companion.engines.piracy.setup import port_record
from companion.engines.text import N_, Msg, _, ngettext

RED_DICE = Arg(
    "red_dice", "int", N_("the two red dice of the port's battle value, added up"), min=2, max=12
)
YELLOW_DIE = Arg("yellow_die", "int", N_("the yellow die of the port's gold"), min=1, max=6)


def in_config(state: State) -> None:
    if state["phase"] != "setup" or state["step"] != "config":
        raise RuleError(
            "PIR-1.0.2", _("The map's ports are entered before the players choose their bases.")
        )


@move(
    "add_port",
    N_("Add a port of the map"),
    *PORT_FIELDS,
    rule="PIR-5.06",
    example={"name": "Tortuga", "modifier": 1, "continent": "elsewhere"},
)
def add_port(state: State, seat: int | None, *, name: str, modifier: int, continent: str) -> Played:
    in_config(state)
    name = proper(name)
    if find_port(state, name) is not None:
        raise RuleError("PIR-5.06", _("The port %(port)s is already on the list.", port=name))
    state["ports"].append(port_record(name, modifier, continent))
    return played(
        state,
        _("%(port)s (modifier %(modifier)s) is on the map.", port=name, modifier=f"{modifier:+d}"),
    )


@move(
    "remove_port",
    N_("Take a port off the list"),
    Arg("port", "str", N_("the port's name")),
    rule="PIR-5.06",
    example={"port": "Tortuga"},
)
def remove_port(state: State, seat: int | None, *, port: str) -> Played:
    in_config(state)
    record = port_named(state, port, "PIR-5.06")
    state["ports"].remove(record)
    return played(state, _("%(port)s is off the list.", port=record["name"]))


@move(
    "add_europe_hex",
    N_("Add a hex of Europe"),
    Arg("hex", "str", N_("a hex of the European continent, as the table names it")),
    rule="PIR-5.04.1",
    example={"hex": "E1"},
)
def add_europe_hex(state: State, seat: int | None, *, hex: str) -> Played:
    in_config(state)
    hex = proper(hex)
    if hex.casefold() in {h.casefold() for h in state["europe"]}:
        raise RuleError("PIR-5.04.1", _("The hex %(hex)s is already on the list.", hex=hex))
    state["europe"].append(hex)
    return played(state, _("%(hex)s is a hex of Europe.", hex=hex))


@move(
    "remove_europe_hex",
    N_("Take a hex of Europe off the list"),
    Arg("hex", "str", N_("the hex")),
    rule="PIR-5.04.1",
    example={"hex": "E1"},
)
def remove_europe_hex(state: State, seat: int | None, *, hex: str) -> Played:
    in_config(state)
    found = [h for h in state["europe"] if h.casefold() == hex.casefold()]
    if not found:
        raise RuleError("PIR-5.04.1", _("%(hex)s is not on the list of Europe's hexes.", hex=hex))
    state["europe"].remove(found[0])
    return played(state, _("%(hex)s is off the list of Europe's hexes.", hex=found[0]))


@move(
    "set_rations_top",
    N_("Enter the top of the Rations scale"),
    Arg(
        "top",
        "int",
        N_("the highest value printed on the deck plan's Rations scale"),
        min=8,
        max=30,
    ),
    rule="PIR-Q-1",
    example={"top": 12},
)
def set_rations_top(state: State, seat: int | None, *, top: int) -> Played:
    in_config(state)
    state["settings"]["rations_max"] = top
    return played(state, _("The Rations scale goes up to %(top)s.", top=top))


@move(
    "fix_port_values",
    N_("Fix a port's values"),
    Arg("port", "str", N_("the port's name")),
    RED_DICE,
    YELLOW_DIE,
    rule="PIR-7.3.1",
    example={"port": "Tortuga", "red_dice": 7, "yellow_die": 3},
)
def fix_port_values(
    state: State, seat: int | None, *, port: str, red_dice: int, yellow_die: int
) -> Played:
    in_config(state)
    if not state["settings"]["fixed_port_values"]:
        raise RuleError(
            "PIR-7.3.1", _("This table plays without fixed port values: they are rolled on entry.")
        )
    record = port_named(state, port, "PIR-7.3.1")
    record["fixed_battle"], record["fixed_gold"] = red_dice, yellow_die
    return played(state, fixed_words(record))


def fixed_words(record: dict[str, Any]) -> Msg:
    return _(
        "%(port)s keeps battle dice %(red)s and gold die %(yellow)s for the whole game "
        "(its modifier is added, PIR-7.3.2).",
        port=record["name"],
        red=record["fixed_battle"],
        yellow=record["fixed_gold"],
    )


def missing(state: State) -> list[Msg]:
    """What the map still lacks before the bases can be chosen, as refusals' reasons."""
    settings = state["settings"]
    out = []
    bases_possible = [p for p in state["ports"] if not p["american"]]
    if len(bases_possible) < settings["players"]:
        out.append(
            _(
                "%(players)s players need at least %(players)s ports off the American continent "
                "for their pirate bases; the list has %(count)s.",
                players=settings["players"],
                count=len(bases_possible),
            )
        )
    if not state["europe"]:
        out.append(_("Enter at least one hex of Europe."))
    if settings["rations_max"] is None:
        out.append(_("Enter the top of the Rations scale, as the deck plan prints it."))
    if settings["fixed_port_values"] and not settings["app_dice"]:
        unfixed = [p["name"] for p in state["ports"] if p["fixed_battle"] is None]
        if unfixed:
            out.append(_("Fix the values of every port first: %(ports)s.", ports=unfixed))
    return out


@move("finish_map", N_("The map is complete"), rule="PIR-1.0.2", example={})
def finish_map(state: State, seat: int | None) -> Played:
    in_config(state)
    reasons = missing(state)
    if reasons:
        raise RuleError("PIR-1.1.2", reasons[0])
    lines = []
    if state["settings"]["fixed_port_values"]:
        # PIR-APP-3.3, PIR-Q-40: rolled once, by the companion when the table lets it.
        for record in state["ports"]:
            if record["fixed_battle"] is None:
                dice = rng_draw(state)
                record["fixed_battle"] = dice.randint(1, 6) + dice.randint(1, 6)
                record["fixed_gold"] = dice.randint(1, 6)
                lines.append(fixed_words(record))
    state["step"] = "start_player"
    return played(
        state,
        _(
            "The map has %(ports)s and %(hexes)s.",
            ports=ngettext("%(n)s port", "%(n)s ports", len(state["ports"])),
            hexes=ngettext("%(n)s hex of Europe", "%(n)s hexes of Europe", len(state["europe"])),
        ),
        *lines,
    )
