"""NAS-2.5 Step 5: return to Nassau; purchases, conversions, burying."""

from __future__ import annotations

from typing import Any

from companion.engines.base import RuleError, State
from companion.engines.nassau.catalogue import (
    COSTS,
    DISCOUNTS,
    MAX_SECTIONS,
    RESOURCES,
    TILES,
)
from companion.engines.nassau.common import (
    check_pieces_in_hold,
    count_pieces,
    gain,
    move_to_supply,
    player,
    require_tile,
    seat_index,
    usable_tile,
)
from companion.engines.nassau.flow import advance, end_buy_turn, require_step, require_turn


def _require_phase(
    state: State, seat: int | None, phase: str, rule: str, what: str
) -> dict[str, Any]:
    require_step(state, "nassau", what)
    if state["turn"].get("phase") != phase:
        raise RuleError(
            rule, f"{what} is not possible now: Nassau is at {state['turn'].get('phase')}"
        )
    require_turn(state, seat, rule)
    return player(state, seat)


def item_kind(state: State, item: str) -> tuple[str, dict[str, Any] | None]:
    if item == "section":
        return "section", None
    tile = next((t for t in state["tiles"]["nassau"] if t["id"] == item), None)
    if tile is None:
        raise RuleError("NAS-2.5.2", "that tile is not on sale in Nassau")
    return TILES[tile["type"]].kind, tile


def price(state: State, p: dict[str, Any], kind: str, discount: str) -> dict[str, int]:
    """NAS-2.5.4 with one resource off from a discount crew member (NAS-5.4.8 to NAS-5.4.10)."""
    cost = dict(COSTS[kind])
    if discount != "none":
        crew = DISCOUNTS.get(kind)
        if crew is None:
            raise RuleError("NAS-Q26", "no crew member gives a discount on this purchase")
        require_tile(state, p, crew)
        if cost.get(discount, 0) <= 0:
            raise RuleError(TILES[crew].rule, f"this purchase costs no {discount} to take off")
        cost[discount] -= 1
    return {k: v for k, v in cost.items() if v}


def can_pay(p: dict[str, Any], cost: dict[str, int]) -> bool:
    return all(p["hold"][k] >= v for k, v in cost.items())


def placement_error(p: dict[str, Any], tile_type: str, replace: str) -> tuple[str, str] | None:
    """A legal destination for the tile (NAS-2.5.7, NAS-2.5.9, NAS-Q37), or why not."""
    kind = TILES[tile_type]
    target = None
    if replace != "none":
        target = next((t for t in p["tiles"] if t["id"] == replace), None)
        if target is None:
            return "NAS-2.5.9", "you can only replace a tile on your own ship"
        old = TILES[target["type"]]
        # Same shape and border: hull for hull, crew for crew, sail for sail, mizzen for mizzen.
        if old.kind != kind.kind:
            return "NAS-2.5.7", f"a {kind.name} cannot take the place of a {old.name}"
        if kind.section and old.section and kind.section != old.section:
            return kind.rule if kind.set != "hull" else "NAS-5.1.11", (
                f"a {kind.name} goes on the {kind.section}, a {old.name} is on the {old.section}"
            )
    if kind.limit_group:
        clash = [
            t
            for t in p["tiles"]
            if TILES[t["type"]].limit_group == kind.limit_group
            and (target is None or t["id"] != target["id"])
        ]
        if clash:
            return kind.limit_rule or "NAS-Q37", (
                f"your ship already has a {TILES[clash[0]['type']].name}: only one is allowed, "
                "replace it if you want this one"
            )
    return None


def buy(
    state: State, seat: int | None, *, item: str, replace: str = "none", discount: str = "none"
) -> State:
    """NAS-2.5.3: one upgrade, crew member or ship section on a purchase turn."""
    p = _require_phase(state, seat, "buying", "NAS-2.5.3", "a purchase")
    kind, tile = item_kind(state, item)
    if kind == "section":
        if p["sections"] >= MAX_SECTIONS:
            raise RuleError("NAS-2.5.6", "a ship can add at most 2 sections")
        if replace != "none":
            raise RuleError("NAS-2.5.6", "a section is added, it replaces nothing")
        if discount != "none":
            raise RuleError("NAS-Q26", "no crew member gives a discount on ship sections")
    else:
        assert tile is not None
        problem = placement_error(p, tile["type"], replace)
        if problem:
            raise RuleError(*problem)
    cost = price(state, p, kind, discount)
    if not can_pay(p, cost):
        text = " + ".join(f"{v} {k}" for k, v in COSTS[kind].items())
        raise RuleError("NAS-2.5.4", f"you cannot pay: a {kind} costs {text}")
    if discount != "none":
        require_tile(state, p, DISCOUNTS[kind])["used"] = True
    move_to_supply(state, p, cost)
    if kind == "section":
        p["sections"] += 1
        what = "a ship section"
    else:
        assert tile is not None
        state["tiles"]["nassau"].remove(tile)
        if replace != "none":
            old = next(t for t in p["tiles"] if t["id"] == replace)
            p["tiles"].remove(old)
            boxed = state["tiles"]["box"][TILES[old["type"]].set]  # NAS-2.5.9: into the box
            boxed[old["type"]] = boxed.get(old["type"], 0) + 1
        p["tiles"].append(
            {"id": tile["id"], "type": tile["type"], "acquired": state["round"], "used": False}
        )
        what = TILES[tile["type"]].name
    p["last"] = {"what": "buy", "item": what, "paid": cost, "rule": "NAS-2.5.4"}
    end_buy_turn(state)
    return advance(state)


def done_buying(state: State, seat: int | None) -> State:
    """NAS-2.5.3 / NAS-Q27: a player who declares is out of the purchases for this step."""
    p = _require_phase(state, seat, "buying", "NAS-2.5.3", "declaring you are done")
    p["done_buying"] = True
    end_buy_turn(state)
    return advance(state)


def _require_nassau(state: State, what: str, rule: str) -> None:
    require_step(state, "nassau", what)
    if state["turn"].get("phase") not in ("buying", "burying"):
        raise RuleError(rule, f"{what} is only possible before the end of step 5")


def exchange_poe(state: State, seat: int | None, *, resource: str) -> State:
    """NAS-2.5.11: one piece of eight from the hold into 2 resources of one kind."""
    _require_nassau(state, "changing pieces of eight", "NAS-2.5.11")
    p = player(state, seat)
    if p["hold"]["poe"] <= 0:
        raise RuleError("NAS-2.5.11", "you have no piece of eight in your hold")
    if state["supply"][resource] <= 0:
        raise RuleError("NAS-Q8", f"no {resource} is left in the supply")
    move_to_supply(state, p, {"poe": 1})
    gain(
        state, seat_index(seat), {resource: 2}, "NAS-2.5.11", ignore_capacity=True
    )  # excess checked later
    return advance(state)


def use_quartermaster(state: State, seat: int | None, *, resources: list[str]) -> State:
    """NAS-5.4.1 / NAS-Q23: one piece of eight into any 3 resources, in step 5."""
    _require_nassau(state, "the Quartermaster", "NAS-5.4.1")
    p = player(state, seat)
    if len(resources) != 3 or any(r not in RESOURCES for r in resources):
        raise RuleError("NAS-Q23", "choose 3 resources")
    if p["hold"]["poe"] <= 0:
        raise RuleError("NAS-5.4.1", "you have no piece of eight in your hold")
    require_tile(state, p, "quartermaster")["used"] = True
    move_to_supply(state, p, {"poe": 1})
    gain(state, seat_index(seat), count_pieces(resources), "NAS-Q23", ignore_capacity=True)
    return advance(state)


def convert_resources(state: State, seat: int | None, *, resources: list[str]) -> State:
    """NAS-2.5.13: while burying, 3 resources of any kinds make 1 piece of eight (NAS-Q29)."""
    p = _require_phase(state, seat, "burying", "NAS-2.5.13", "changing resources")
    if len(resources) != 3:
        raise RuleError("NAS-2.5.13", "3 resources make 1 piece of eight")
    check_pieces_in_hold(p, resources, "NAS-2.5.13", RESOURCES)
    if state["supply"]["poe"] <= 0:
        raise RuleError("NAS-Q8", "no piece of eight is left in the supply")
    move_to_supply(state, p, count_pieces(resources))
    gain(state, seat_index(seat), {"poe": 1}, "NAS-Q29", ignore_capacity=True)
    return advance(state)


def bury(state: State, seat: int | None, *, poe: int) -> State:
    """NAS-2.5.12: move pieces of eight from the hold into the treasure chest (NAS-2.5.14)."""
    p = _require_phase(state, seat, "burying", "NAS-2.5.12", "burying")
    if p["hold"]["poe"] < poe:
        raise RuleError(
            "NAS-2.5.12", f"you have only {p['hold']['poe']} pieces of eight in your hold"
        )
    p["hold"]["poe"] -= poe
    p["chest"]["poe"] += poe
    p["last"] = {"what": "bury", "rule": "NAS-2.5.12"}  # the amount stays secret (NAS-Q35)
    state["turn"]["pos"] += 1
    return advance(state)


def usable_discount(state: State, p: dict[str, Any], kind: str) -> bool:
    crew = DISCOUNTS.get(kind)
    return crew is not None and usable_tile(state, p, crew) is not None
