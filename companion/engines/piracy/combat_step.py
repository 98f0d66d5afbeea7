"""Step 4 of a turn (PIR-3.4.9, RULINGS PIR-Q-24, PIR-Q-34, PIR-Q-41): the battles. A
hunter in the active pirate's hex that hunts him fights first, without a choice; then he
chooses among the battles he may want (a prize drawn this turn, the fleet or a hunter in
his hex), each opponent once; then hunters that ended on other pirates this turn fight
them. A pirate whose ship is lost fights no more."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.piracy import combat_cards, combat_pirates
from companion.engines.piracy.npc_moves import same_hex, sharing
from companion.engines.piracy.seats import name, player
from companion.engines.piracy.turn_state import own_step
from companion.engines.text import N_, Msg, _

NO_BATTLE = N_("There is no such battle to fight now.")


def hunter_by_id(state: State, npc: int) -> dict[str, Any] | None:
    return next((h for h in state["hunters"] if h["id"] == npc), None)


def run(state: State, turn: dict[str, Any]) -> list[Msg]:
    """What the step does by itself, called while nothing is owed and no battle is on:
    start the next battle the rules force, or wait on the pirate's choices, or end."""
    seat: int = turn["seat"]
    p = player(state, seat)
    if p["has_ship"]:
        for hunter in state["hunters"]:
            key = f"hunter:{hunter['id']}"
            if key not in turn["fought"] and seat in sharing(state, hunter):
                turn["fought"].append(key)
                return [combat_cards.begin(state, seat, "pirate_hunter", hunter, hunter["id"])]
        if optional(state, seat, turn) and not turn.get("battles_done"):
            return []
    while turn["reached"]:
        npc, target = turn["reached"].pop(0)
        hunter = hunter_by_id(state, npc)
        if hunter is not None and target in sharing(state, hunter):
            return [combat_cards.begin(state, target, "pirate_hunter", hunter, npc)]
    if turn["prize"] is not None:
        turn["prize"] = None
        state["deck"]["discard"].append("prize")
    turn["step"] = "upkeep"
    return []


def optional(state: State, seat: int, turn: dict[str, Any]) -> list[LegalMove]:
    """The battles the active pirate may choose now."""
    at = player(state, seat)["at"]
    out = []
    if turn["prize"] is not None:
        out.append(LegalMove("attack_prize", N_("Attack the prize")))
    fleet = state["fleet"]
    if fleet is not None and "fleet" not in turn["fought"] and same_hex(at, fleet["hex"]):
        out.append(LegalMove("attack_fleet", N_("Attack the treasure fleet")))
    hunters = [
        h["id"]
        for h in state["hunters"]
        if f"hunter:{h['id']}" not in turn["fought"] and same_hex(at, h["hex"])
    ]
    if hunters:
        out.append(LegalMove("attack_hunter", N_("Attack a pirate hunter"), {"hunter": hunters}))
    pirates = combat_pirates.targets(state, seat, turn)
    if pirates:
        out.append(LegalMove("attack_pirate", N_("Attack another pirate"), {"target": pirates}))
    return out


def offers(state: State, seat: int, turn: dict[str, Any]) -> list[LegalMove]:
    choices = optional(state, seat, turn)
    return [*choices, LegalMove("end_battles", N_("No more battles this turn"))] if choices else []


def chosen(state: State, seat: int | None, rule: str) -> dict[str, Any]:
    return own_step(state, seat, "combat", rule, _(NO_BATTLE))


@move("attack_prize", N_("Attack the prize"), rule="PIR-6.3.2", example={})
def attack_prize(state: State, seat: int | None) -> Played:
    turn = chosen(state, seat, "PIR-6.3.2")
    if turn["prize"] is None:
        raise RuleError("PIR-6.3.2", _("There is no prize to attack now."))
    card, turn["prize"] = turn["prize"], None
    return played(state, combat_cards.begin(state, turn["seat"], "prize", card))


@move("attack_fleet", N_("Attack the treasure fleet"), rule="PIR-6.5.10", example={})
def attack_fleet(state: State, seat: int | None) -> Played:
    turn = chosen(state, seat, "PIR-6.5.10")
    fleet = state["fleet"]
    if (
        fleet is None
        or "fleet" in turn["fought"]
        or not same_hex(player(state, turn["seat"])["at"], fleet["hex"])
    ):
        raise RuleError("PIR-3.4.2", _("The treasure fleet is not in your hex."))
    turn["fought"].append("fleet")
    return played(state, combat_cards.begin(state, turn["seat"], "treasure_fleet", fleet, "fleet"))


@move(
    "attack_hunter",
    N_("Attack a pirate hunter"),
    Arg("hunter", "int", N_("the hunter"), min=1, max=10_000),
    rule="PIR-6.2.13",
    example={"hunter": 1},
)
def attack_hunter(state: State, seat: int | None, *, hunter: int) -> Played:
    turn = chosen(state, seat, "PIR-6.2.13")
    record = hunter_by_id(state, hunter)
    key = f"hunter:{hunter}"
    if (
        record is None
        or key in turn["fought"]
        or not same_hex(player(state, turn["seat"])["at"], record["hex"])
    ):
        raise RuleError("PIR-3.4.2", _("That hunter is not in your hex."))
    turn["fought"].append(key)
    return played(state, combat_cards.begin(state, turn["seat"], "pirate_hunter", record, hunter))


@move("end_battles", N_("No more battles this turn"), rule="PIR-3.4.9", example={})
def end_battles(state: State, seat: int | None) -> Played:
    """The pirate fights no more this turn; a prize not attacked sails away (PIR-6.3.4)."""
    turn = chosen(state, seat, "PIR-3.4.9")
    turn["battles_done"] = True
    return played(state, _("%(name)s fights no more this turn.", name=name(state, turn["seat"])))
