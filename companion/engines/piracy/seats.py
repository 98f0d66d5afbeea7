"""Who is who at a Piracy table: seats' names and records, the seating order from the
starting player (PIR-2.0.2), and the ports by name."""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import RuleError, State
from companion.engines.text import _


def name(state: State, seat: int) -> str:
    return cast(str, state["seats"][seat]["name"])


def player(state: State, seat: int) -> dict[str, Any]:
    return cast(dict[str, Any], state["players"][seat])


def clockwise_from(first: int, seats: int) -> list[int]:
    """PIR-2.0.2: the others follow clockwise, the seats' order at the table."""
    return [(first + i) % seats for i in range(seats)]


def find_port(state: State, port: str) -> dict[str, Any] | None:
    wanted = port.strip().casefold()
    for record in state["ports"]:
        if record["name"].casefold() == wanted:
            return cast(dict[str, Any], record)
    return None


def port_named(state: State, port: str, rule: str) -> dict[str, Any]:
    """The port of the registry called ``port``; refused naming ``rule`` otherwise."""
    record = find_port(state, port)
    if record is None:
        raise RuleError(rule, _("There is no port called %(port)s on this map.", port=port))
    return record


def pirate_bases(state: State) -> list[dict[str, Any]]:
    return [p for p in state["ports"] if p["kind"] == "pirate_base" and p["intact"]]


def proper(text: str) -> str:
    """A name entered at the table, as a name is written: its first letter a capital
    ("tortuga" is Tortuga); the rest as typed."""
    text = text.strip()
    return text[:1].upper() + text[1:]
