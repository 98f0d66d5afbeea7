"""NAS-2.2 Step 2, the piracy phases: one compulsory move, then at most one action."""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import RuleError, State
from companion.engines.nassau.catalogue import (
    PORT_OF_SPAIN_GOODS,
    RESOURCES,
    region_of,
    region_spaces,
)
from companion.engines.nassau.common import (
    cannon_value,
    describe_pieces,
    gain,
    player,
    require_tile,
    sail_value,
    seat_index,
    usable_tile,
)
from companion.engines.nassau.flow import advance, require_step, require_turn
from companion.engines.nassau.layout import ask_if_unknown

# NAS-2.2.4.4: transit spaces reachable by option (b), by where the ship is.
TRANSIT_FROM = {"r1": (7,), 7: (14,), "r2": (7, 14), 14: (7,), "r3": (14,)}


def space_info(state: State, space: int) -> dict[str, Any]:
    return cast(dict[str, Any], state["board"][space - 1])  # the state is JSON


def transit_targets(space: int) -> tuple[int, ...]:
    if space in (7, 14):
        return TRANSIT_FROM[space]
    return TRANSIT_FROM[f"r{region_of(space)}"]


def destinations(state: State, p: dict[str, Any], value: int) -> list[int]:
    """Legal destinations for a die showing ``value`` (after modifiers)."""
    if p["space"] is None:  # NAS-2.2.4.3; NAS-Q15: 0 is no space, 7 is transit space 1
        return sorted({value, 7} if 1 <= value <= 7 else {7})
    here = p["space"]
    out = {min(20, max(1, here + value)), min(20, max(1, here - value))}  # NAS-2.2.4.4 (a)
    out.update(transit_targets(here))  # NAS-2.2.4.4 (b); NAS-Q16: never to itself
    region = region_of(here)
    if p["cartographer"] and region is not None:  # NAS-5.4.6, NAS-Q24
        out.update(s for s in region_spaces(region) if s != here)
    return sorted(out)


def _require_move_phase(state: State, seat: int | None, what: str) -> dict[str, Any]:
    require_step(state, "piracy", what)
    require_turn(state, seat, "NAS-2.2.2")
    if state["turn"]["phase"] != "move":
        raise RuleError("NAS-2.2.3", "you have moved already: take an action or pass")
    return player(state, seat)


def _require_die(p: dict[str, Any], die: int) -> dict[str, Any]:
    if not 0 <= die < len(p["dice"]) or p["dice"][die]["used"]:
        raise RuleError("NAS-2.2.4.1", "that die has already been used this round")
    return cast(dict[str, Any], p["dice"][die])


def move(state: State, seat: int | None, *, die: int, to: int, wind: str = "none") -> State:
    """NAS-2.2.4: place a die and the ship token, by the die's value or to a transit space."""
    p = _require_move_phase(state, seat, "a move")
    chosen = _require_die(p, die)
    value = chosen["value"]  # a Helmsman's 6 and Navigator/Pilot changes are already on it
    if wind != "none":
        if not p["wind"]:
            raise RuleError("NAS-2.2.9.4", "you hold no trade wind token to change this die")
        value += 1 if wind == "+1" else -1  # NAS-2.2.9.4; NAS-Q15 allows 0 and 7
    legal = destinations(state, p, value)
    if to not in legal:
        first = p["space"] is None
        rule = "NAS-2.2.4.3" if first else "NAS-2.2.4.4"
        hint = (
            "the space equal to your die, or transit space 1"
            if first
            else (
                "your space plus or minus the die (stopping at 1 and 20), or an allowed transit space"
            )
        )
        raise RuleError(rule, f"space {to} is not reachable with {value}: {hint} ({legal})")
    if p["helmsman"] is not None and p["helmsman"]["die"] != die:
        # NAS-Q25: the Helmsman's 6 was only for the very next move.
        p["dice"][p["helmsman"]["die"]]["value"] = p["helmsman"]["prior"]
    p["helmsman"] = None
    p["cartographer"] = False
    if wind != "none":
        p["wind"] = False
        p["wind_under_dice"] += 1  # NAS-2.2.9.4: under the die until step 5 (NAS-Q14)
    chosen["used"] = True
    chosen["space"] = to
    p["space"] = to
    p["moves_made"] += 1
    state["turn"]["phase"] = "action"
    p["last"] = {"what": "move", "to": to, "value": value}
    ask_if_unknown(state, seat_index(seat), to)  # NAS-Q1: the table tells what the space is
    return state


def use_navigator(state: State, seat: int | None, *, die: int, delta: int) -> State:
    """NAS-5.4.4: +1 or -1 on an unused die before the move (NAS-Q15, NAS-Q25)."""
    p = _require_move_phase(state, seat, "the Navigator")
    chosen = _require_die(p, die)
    if delta not in (-1, 1):
        raise RuleError("NAS-5.4.4", "the Navigator changes a die by +1 or -1")
    require_tile(state, p, "navigator")["used"] = True
    chosen["value"] = max(0, min(7, chosen["value"] + delta))
    if p["helmsman"] is not None and p["helmsman"]["die"] == die:
        # The +-1 stays on the die even if the Helmsman's 6 lapses (NAS-Q25).
        p["helmsman"]["prior"] = max(0, min(7, p["helmsman"]["prior"] + delta))
    return state


def use_pilot(state: State, seat: int | None, *, die: int, value: int) -> State:
    """NAS-5.4.17: re-roll one unused die; the new value is entered as rolled (NAS-Q25)."""
    p = _require_move_phase(state, seat, "the Pilot")
    chosen = _require_die(p, die)
    require_tile(state, p, "pilot")["used"] = True
    chosen["value"] = value
    chosen["rolled"] = value
    if p["helmsman"] is not None and p["helmsman"]["die"] == die:
        p["helmsman"] = None
    return state


def use_helmsman(state: State, seat: int | None, *, die: int) -> State:
    """NAS-5.4.5: the die counts as a 6 if it is used for the very next move (NAS-Q25)."""
    p = _require_move_phase(state, seat, "the Helmsman")
    chosen = _require_die(p, die)
    if p["helmsman"] is not None:
        raise RuleError("NAS-5.4.5", "the Helmsman is already at work on a die")
    require_tile(state, p, "helmsman")["used"] = True
    p["helmsman"] = {"die": die, "prior": chosen["value"]}
    chosen["value"] = 6
    return state


def use_cartographer(state: State, seat: int | None) -> State:
    """NAS-5.4.6: the next move may go to any space of the current region (NAS-Q24)."""
    p = _require_move_phase(state, seat, "the Cartographer")
    if p["space"] is None or region_of(p["space"]) is None:
        raise RuleError(
            "NAS-Q24",
            "the Cartographer needs your ship inside a region (not the first move, not a transit space)",
        )
    if p["cartographer"]:
        raise RuleError("NAS-5.4.6", "the Cartographer is already at work")
    require_tile(state, p, "cartographer")["used"] = True
    p["cartographer"] = True
    return state


# -- actions -------------------------------------------------------------------------------


def _require_action(state: State, seat: int | None, what: str) -> dict[str, Any]:
    require_step(state, "piracy", what)
    require_turn(state, seat, "NAS-2.2.5.1")
    if state["turn"]["phase"] != "action":
        raise RuleError("NAS-2.2.3", "move first: every piracy phase starts with a move")
    return player(state, seat)


def _end_action(state: State) -> State:
    state["turn"]["phase"] = "done"
    return advance(state)


def _captain(p: dict[str, Any], card: int, rule: str) -> dict[str, Any]:
    if not 0 <= card < len(p["captain"]):
        raise RuleError(rule, "choose one of your 4 captain cards")
    chosen = p["captain"][card]
    if chosen["played"]:
        raise RuleError(rule, "that captain card has been played this round")
    return cast(dict[str, Any], chosen)


def crew_bonus(
    state: State, p: dict[str, Any], first_mate: str, boatswain: bool, coxswain: bool
) -> tuple[int, int]:
    """Once-per-encounter crew (NAS-5.4.2, NAS-5.4.13, NAS-5.4.14); flips what is used."""
    sail = cannon = 0
    if first_mate != "none":
        require_tile(state, p, "first_mate")["used"] = True
        sail, cannon = (1, 0) if first_mate == "sail" else (0, 1)
    if boatswain:
        require_tile(state, p, "boatswain")["used"] = True
        cannon += 1
    if coxswain:
        require_tile(state, p, "coxswain")["used"] = True
        sail += 1
    return sail, cannon


def _check_crew(
    state: State, p: dict[str, Any], first_mate: str, boatswain: bool, coxswain: bool
) -> None:
    # Validate before anything is flipped, so a refused move changes nothing.
    for used, key in (
        (first_mate != "none", "first_mate"),
        (boatswain, "boatswain"),
        (coxswain, "coxswain"),
    ):
        if used:
            require_tile(state, p, key)


def capture(
    state: State,
    seat: int | None,
    *,
    card: int,
    target: int = 0,
    first_mate: str = "none",
    boatswain: bool = False,
    coxswain: bool = False,
) -> State:
    """NAS-2.2.7: play a captain card and outclass the merchant in sail and cannon."""
    p = _require_action(state, seat, "a capture")
    here = p["space"]
    crows_nest = None
    if target in (0, here):
        target = here
        if state["merchants"].get(str(here)) is None:
            raise RuleError("NAS-2.2.7.1", "there is no merchant ship on your space")
    else:
        # NAS-5.3.2 with NAS-Q21: from an empty trade-route space, one space away.
        if str(here) not in state["merchants"]:
            raise RuleError("NAS-Q21", "the Crow's nest works only from a trade-route space")
        if state["merchants"][str(here)] is not None:
            raise RuleError(
                "NAS-Q21", "the Crow's nest works only when your own space has no merchant"
            )
        if abs(target - here) != 1 or state["merchants"].get(str(target)) is None:
            raise RuleError(
                "NAS-5.3.2", "the Crow's nest reaches a merchant exactly one space away"
            )
        crows_nest = require_tile(state, p, "crows_nest")
    captain = _captain(p, card, "NAS-2.2.7.7")
    _check_crew(state, p, first_mate, boatswain, coxswain)
    bonus_sail, bonus_cannon = crew_bonus(state, p, first_mate, boatswain, coxswain)
    if crows_nest is not None:
        crows_nest["used"] = True  # flipped whatever the outcome (NAS-EX-33)
    merchant = state["merchants"][str(target)]
    sail = sail_value(state, p, "merchant") + captain["sail"] + bonus_sail
    cannon = cannon_value(state, p, "merchant") + captain["cannon"] + bonus_cannon
    captain["played"] = True  # NAS-2.2.7.7: success or failure
    result: dict[str, Any] = {
        "what": "capture",
        "space": target,
        "sail": sail,
        "cannon": cannon,
        "merchant": [merchant["sail"], merchant["cannon"]],
    }
    if sail > merchant["sail"] and cannon > merchant["cannon"]:  # NAS-2.2.6.2
        state["merchants"][str(target)] = None
        p["captured"].append(merchant)
        owed = {k: v for k, v in merchant["loot"].items() if v}
        owed["poe"] = owed.get("poe", 0) + 1  # NAS-2.2.7.5: the unprinted piece of eight
        taken = gain(state, seat_index(seat), owed, "NAS-2.2.8.3")
        result.update(
            success=True,
            rule="NAS-2.2.7.5",
            why=f"sail {sail} > {merchant['sail']} and cannon {cannon} > {merchant['cannon']}: plundered, took {describe_pieces(taken) if taken else 'loot to choose'}",
        )
    else:
        rule = "NAS-2.2.7.3" if sail <= merchant["sail"] else "NAS-2.2.7.4"
        bits = []
        if sail <= merchant["sail"]:
            tie = " - it only ties" if sail == merchant["sail"] else ""
            bits.append(f"your sail {sail} must beat the merchant's {merchant['sail']}{tie}")
        if cannon <= merchant["cannon"]:
            tie = " - it only ties" if cannon == merchant["cannon"] else ""
            bits.append(f"your cannon {cannon} must beat the merchant's {merchant['cannon']}{tie}")
        result.update(success=False, rule=rule, why="; ".join(bits) + " (NAS-2.2.6.2)")
    p["last"] = result
    return _end_action(state)


def catch_trade_winds(state: State, seat: int | None) -> State:
    """NAS-2.2.9: take a trade wind token on a trade-route or transit space."""
    p = _require_action(state, seat, "catching the trade winds")
    if space_info(state, p["space"])["kind"] == "port":
        raise RuleError(
            "NAS-2.2.9.1", "trade winds are caught on trade-route or transit spaces, not in a port"
        )
    if p["wind"]:
        raise RuleError("NAS-2.2.9.3", "you already hold a trade wind token")
    if state["supply"]["trade_wind"] <= 0:
        raise RuleError("NAS-Q8", "no trade wind token is left in the supply")
    state["supply"]["trade_wind"] -= 1
    p["wind"] = True
    p["last"] = {"what": "trade_winds", "rule": "NAS-2.2.9.2"}
    return _end_action(state)


def _require_open_port(state: State, p: dict[str, Any], rule: str) -> dict[str, Any]:
    info = space_info(state, p["space"])
    if info["kind"] != "port":
        raise RuleError(rule, "you must be in a port")
    if str(p["space"]) in state["plundered"]:
        raise RuleError(
            "NAS-2.2.11.7", "this port has been plundered: no actions here for the rest of the game"
        )
    return info


def smuggle(
    state: State,
    seat: int | None,
    *,
    resource: str = "none",
    ransom: bool = False,
    briber: bool = False,
    smuggler: str = "none",
) -> State:
    """NAS-2.2.10 with the optional ransom of one hostage (NAS-2.2.12.2)."""
    p = _require_action(state, seat, "smuggling")
    port = _require_open_port(state, p, "NAS-2.2.10.1")
    region = port["region"]
    offers = port["smuggle"]
    owed: dict[str, int] = {}
    if PORT_OF_SPAIN_GOODS in offers:
        if resource not in ("none", PORT_OF_SPAIN_GOODS):
            raise RuleError("NAS-2.2.10.5", f"{port['name']} pays 2 pieces of eight, not resources")
        if resource == PORT_OF_SPAIN_GOODS:
            owed["poe"] = 2
        if smuggler != "none":
            raise RuleError("NAS-Q20", "the Smuggler adds a resource, and this port offers none")
    elif resource != "none":
        if resource not in offers:
            raise RuleError(
                "NAS-2.2.10.2", f"{port['name']} offers {' or '.join(offers)}, not {resource}"
            )
        owed[resource] = 2 if region == 3 else 1  # NAS-2.2.10.3, NAS-2.2.10.4
    if smuggler != "none":
        if smuggler not in offers or smuggler not in RESOURCES:
            raise RuleError(
                "NAS-Q20", f"the Smuggler's extra resource must be one {port['name']} offers"
            )
        require_tile(state, p, "smuggler")
    if ransom and p["hold"]["hostage"] <= 0:
        raise RuleError("NAS-2.2.12.2", "you have no hostage in your hold to ransom")
    if briber:
        if not ransom:
            raise RuleError("NAS-5.4.16", "the Briber only helps when you ransom a hostage")
        require_tile(state, p, "briber")
    if not owed and not ransom and smuggler == "none":
        raise RuleError("NAS-2.2.10.3", "choose what to smuggle, or ransom a hostage")
    if smuggler != "none":
        require_tile(state, p, "smuggler")["used"] = True
        owed[smuggler] = owed.get(smuggler, 0) + 1
    if ransom:
        # NAS-Q19: the departing hostage frees its space before the pieces come in.
        p["hold"]["hostage"] -= 1
        state["supply"]["hostage"] += 1
        owed["poe"] = owed.get("poe", 0) + region  # NAS-2.2.12.2
        if briber:
            require_tile(state, p, "briber")["used"] = True
            owed["poe"] += 1
    taken = gain(state, seat_index(seat), owed, "NAS-2.2.10.6")
    p["last"] = {
        "what": "smuggle",
        "rule": "NAS-2.2.10",
        "ransom": ransom,
        "why": f"took {describe_pieces(taken) if taken else 'pieces to choose'}",
    }
    return _end_action(state)


def plunder(state: State, seat: int | None, *, card: int) -> State:
    """NAS-2.2.11: beat the port's cannon (4 + region) with a captain card."""
    p = _require_action(state, seat, "plundering")
    port = _require_open_port(state, p, "NAS-2.2.11.1")
    captain = _captain(p, card, "NAS-2.2.11.8")
    cannon = cannon_value(state, p, "port") + captain["cannon"]  # NAS-2.2.11.4, NAS-Q22
    captain["played"] = True
    result: dict[str, Any] = {
        "what": "plunder",
        "space": p["space"],
        "cannon": cannon,
        "port": port["cannon"],
    }
    if cannon > port["cannon"]:
        state["plundered"][str(p["space"])] = {"seat": seat, "round": state["round"]}
        state["supply"]["plundered_token"] = max(0, state["supply"]["plundered_token"] - 1)
        p["ports_plundered"].append(p["space"])
        taken = gain(
            state, seat_index(seat), {"poe": 2 * port["region"]}, "NAS-Q19"
        )  # NAS-2.2.11.5
        result.update(
            success=True,
            rule="NAS-2.2.11.5",
            why=f"cannon {cannon} > {port['cannon']}: plundered, took {describe_pieces(taken)}",
        )
    else:
        result.update(
            success=False,
            rule="NAS-2.2.11.6",
            why=f"your cannon {cannon} does not beat the port's {port['cannon']} (NAS-2.2.6.2)",
        )
    p["last"] = result
    return _end_action(state)


def pass_action(state: State, seat: int | None) -> State:
    """NAS-2.2.5.2: the action is optional."""
    p = _require_action(state, seat, "passing")
    p["last"] = {"what": "pass"}
    return _end_action(state)


def usable(state: State, p: dict[str, Any], key: str) -> bool:
    return usable_tile(state, p, key) is not None
