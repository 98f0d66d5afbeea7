"""The pirates and ports of a table, and what every entry does to them (digest 9.1): find a
pirate of the seat's, read his current speed, apply the crew-loyalty rows (an automatic
mutiny owed at 0), take damage hits, and score a pirate leaving play once (digest 9.3)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import RuleError, State
from companion.engines.blackbeard import tables, victory
from companion.engines.blackbeard.catalogue import PORT_COLUMN_NAMES
from companion.engines.house_rulings import house_note, overridden
from companion.engines.text import Msg, _

Pirate = dict[str, Any]
Port = dict[str, Any]

ACTIVE = "active"
RETIRED = "retired"
ELIMINATED = "eliminated"
ELIMINATED_BY_KC = "eliminated_by_kc"

AT_SEA = "sea"
IN_PORT = "port"
TRANSIT = "transit"
WHERE = (AT_SEA, IN_PORT, TRANSIT)


def proper(name: str) -> str:
    """A name typed at the table, as a name: trimmed, its first letter a capital (it may
    open a sentence of the log)."""
    name = " ".join(name.split())
    return name[:1].upper() + name[1:]


def seat_name(state: State, seat: int) -> str:
    name: str = state["seats"][seat]["name"]
    return name


def find(state: State, pirate_id: int) -> Pirate:
    for pirate in state["pirates"]:
        if pirate["id"] == pirate_id:
            found: Pirate = pirate
            return found
    raise RuleError("BB-P4.2", _("There is no pirate number %(id)s at this table.", id=pirate_id))


def active(state: State) -> list[Pirate]:
    return [p for p in state["pirates"] if p["status"] == ACTIVE]


def of_seat(state: State, seat: int | None) -> list[Pirate]:
    """The active pirates a seat enters for: its own (BB-G6); the host's phone, any."""
    return [p for p in active(state) if seat is None or p["owner"] == seat]


def acting(state: State, seat: int | None, pirate_id: int) -> Pirate:
    """The pirate an entry is for: in play, and the seat's own (the host enters for any)."""
    pirate = find(state, pirate_id)
    if pirate["status"] != ACTIVE:
        raise RuleError(
            "BB-T3.4",
            _("%(pirate)s is out of play: he takes no more entries.", pirate=pirate["name"]),
        )
    if seat is not None and pirate["owner"] != seat:
        raise RuleError(
            "BB-G6",
            _(
                "%(pirate)s is %(owner)s's pirate: his entries are made on that phone.",
                pirate=pirate["name"],
                owner=seat_name(state, pirate["owner"]),
            ),
        )
    return pirate


def port(state: State, name: str) -> Port:
    for entry in state["ports"]:
        if entry["name"].casefold() == name.strip().casefold():
            found: Port = entry
            return found
    raise RuleError("BB-P4.3", _("There is no port called %(name)s at this table.", name=name))


def port_here(state: State, pirate: Pirate, rule_id: str) -> Port:
    """The port a pirate is In Port at; refused at sea or in a Transit Box."""
    if pirate["where"] != IN_PORT:
        raise RuleError(rule_id, _("%(pirate)s must be In Port for this.", pirate=pirate["name"]))
    return port(state, pirate["place"])


def column_words(column: str) -> Msg:
    return _(PORT_COLUMN_NAMES[column])


def speed_now(pirate: Pirate) -> int:
    """BB-Q14: the printed speed less one per speed hit (it may go below 0)."""
    return tables.current_speed(pirate["ship"]["speed"], pirate["speed_hits"])


def combat_now(pirate: Pirate) -> int:
    """BB-Q14, BB-Q29: the printed combat value less one per combat hit."""
    return int(pirate["ship"]["combat"]) - int(pirate["combat_hits"])


def owe_mutiny(pirate: Pirate, trigger: str) -> None:
    pirate["mutiny"] = trigger


def change_loyalty(pirate: Pirate, *rows: str) -> list[Msg]:
    """BB-T5 rows at one moment of play; at 0 from above an automatic mutiny is owed
    (BB-P7.2, BB-Q18)."""
    if not rows:
        return []
    done = tables.loyalty(pirate["loyalty"], *rows)
    pirate["loyalty"] = done.after
    if done.mutiny_due and pirate["status"] == ACTIVE:
        owe_mutiny(pirate, "automatic")
    return list(done.messages)


def gain_notoriety(pirate: Pirate, points: int) -> None:
    pirate["notoriety"] += max(0, points)  # BB-T4.8: nothing lowers it


def speed_hits(pirate: Pirate, hits: int) -> list[Msg]:
    """Speed damage hits; -1 loyalty each time the speed goes from 0 to -1 (BB-T5.5)."""
    before = speed_now(pirate)
    pirate["speed_hits"] += hits
    crossing = tables.speed_crossing(before, speed_now(pirate))
    return change_loyalty(pirate, *crossing.loyalty_rows)


def award(state: State, seat: int, vp: int, pirate: Pirate, rule_id: str) -> None:
    """VP on the track at the moment of the event (BB-T3.4); never negative (digest 9.3)."""
    state["vp"][seat] += max(0, vp)
    state["awards"].append(
        {"seat": seat, "vp": max(0, vp), "pirate": pirate["id"], "rule": rule_id}
    )


def leave_play(state: State, pirate: Pirate, status: str, cause: str) -> list[Msg]:
    """Score a pirate leaving play, once (digest 9.3): retired 2 per notoriety and 1 per 100D
    of wealth; eliminated 1 per notoriety; by the KC the KC's side adds half, rounded
    down (BB-Q21). Plunder in the holds never scores (BB-T3.5)."""
    if pirate["scored"]:
        raise RuleError("BB-T3.4", _("%(pirate)s has already been scored.", pirate=pirate["name"]))
    if status == RETIRED:
        points = victory.vp_retired(pirate["notoriety"], pirate["wealth"])
        award(state, pirate["owner"], points.owner, pirate, "BB-T3.1")
    elif status == ELIMINATED_BY_KC:
        points = victory.vp_by_kc(pirate["notoriety"])
        award(state, pirate["owner"], points.owner, pirate, "BB-T3.3")
        kc_player = state["kc"]["player"]
        if kc_player is not None:
            award(state, kc_player, points.kc_side, pirate, "BB-Q21")
    elif cause == "hanged" and overridden(state, "BB-Q27"):
        # The group's reading: a hanged pirate scores as retired with no wealth.
        points = victory.vp_retired(pirate["notoriety"], 0)
        award(state, pirate["owner"], points.owner, pirate, "BB-T3.1")
        pirate["status"], pirate["cause"], pirate["scored"] = status, cause, True
        for owed in ("mutiny", "plunder", "kc", "attacked"):
            pirate[owed] = None
        return [house_note(state, "BB-Q27"), points.message]
    else:
        ruling = {"sunk": "BB-Q13", "mutiny": "BB-Q19", "hanged": "BB-Q27"}.get(cause)
        points = victory.vp_eliminated(pirate["notoriety"], at_game_end=False, ruling=ruling)
        award(state, pirate["owner"], points.owner, pirate, "BB-T3.2")
    pirate["status"] = status
    pirate["cause"] = cause
    pirate["scored"] = True
    for owed in ("mutiny", "plunder", "kc", "attacked"):
        pirate[owed] = None
    return [points.message]


def nation_of(port: Port) -> str | None:
    """The nationality havens compare (BB-P4.3): the nation the table entered, or Arab or
    Portuguese; None for a port of another nationality whose nation was not entered."""
    nation = str(port.get("nation") or "").strip().casefold()
    if nation:
        return nation
    return None if port["nationality"] == "other" else str(port["nationality"])
