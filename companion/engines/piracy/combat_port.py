"""Attacking a port, option (a) (PIR-3.42, PIR-6.1.3, RULINGS PIR-Q-11, PIR-Q-12,
PIR-Q-20): the pirate's 2d6 + Battle + Terror against the port's 2d6 + its Battle value.
Higher: +1 Terror, the port's gold and rations plundered, the port destroyed and barred
to him for three rounds, a fortress's Noble if he wants him; a pirate base falls only to a
Letter of Marque, which then sets his Terror to 0 and is discarded. Equal or lower: -1
Terror and his ship damaged."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.piracy import arrival, battle
from companion.engines.piracy.catalogue import COUNTERS_PER_KIND, HOLD_MAX
from companion.engines.piracy.seats import find_port, name, player
from companion.engines.piracy.turn_state import own_step
from companion.engines.piracy.upkeep import add_rations
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, done, expect, offering, owe

BAR_ROUNDS = 3  # PIR-3.32.13, RULING PIR-Q-13


@move("attack_port", N_("Attack the port"), rule="PIR-3.42", example={})
def attack_port(state: State, seat: int | None) -> Played:
    turn = own_step(state, seat, "port", "PIR-3.42.7", _("Ports are attacked from inside them."))
    who: int = turn["seat"]
    p = player(state, who)
    port = find_port(state, p["at"] or "")
    assert port is not None  # a ship in port lies in a port of the map
    if turn["option"] is not None:
        raise RuleError(
            "PIR-3.32.3", _("Only one port option per turn: you already chose to trade.")
        )
    if not port["intact"]:
        raise RuleError("PIR-3.42.7", _("%(port)s lies in ruins.", port=port["name"]))
    if port["kind"] == "pirate_base" and not p["letter"]:
        raise RuleError(
            "PIR-3.32.9", _("Pirate bases can be attacked only with a Letter of Marque.")
        )
    if turn["mission_done_or_drawn"]:
        raise RuleError(
            "PIR-3.4.5",
            _("You cannot complete or draw a mission and attack a port in the same turn."),
        )
    turn.update(option="attack_port", port_attacked=True)
    record = battle.start(
        state,
        "port",
        who,
        arrival.right_of(state, who),
        port=port["name"],
        opponent_words=port["name"],
    )
    lines = [_("%(name)s attacks %(port)s.", name=name(state, who), port=port["name"])]
    if p["port_values"] is None:
        # RULING PIR-Q-11 (5): a ship that never entered rolls the port's dice now.
        record["stage"] = "await_values"
        owe(
            state,
            "port_dice",
            [record["roller"], who],
            port=port["name"],
            fixed=port["fixed_battle"] is not None,
        )
        return played(state, *lines)
    battle.ask_dice(state, record, "combat")
    return played(state, *lines)


def resolve(state: State, record: dict[str, Any]) -> list[Msg]:
    who: int = record["attacker"]
    p = player(state, who)
    values = p["port_values"]
    pirate = record["dice"]["pirate"] + p["battle"] + p["terror"]
    port_total = record["dice"]["other"] + values["battle"]
    state["battle"] = None
    words = _(
        "%(name)s %(pirate)s (dice %(dice)s + Battle %(battle)s + Terror %(terror)s) against "
        "%(port)s %(total)s (dice %(port_dice)s + %(value)s).",
        name=name(state, who),
        pirate=pirate,
        dice=record["dice"]["pirate"],
        battle=p["battle"],
        terror=p["terror"],
        port=record["port"],
        total=port_total,
        port_dice=record["dice"]["other"],
        value=values["battle"],
    )
    if pirate <= port_total:
        battle.lose_terror(state, who)
        battle.owe_damage(state, who, "PIR-3.42.6")
        return [
            words,
            _("The assault fails: %(name)s loses a Terror point.", name=name(state, who)),
        ]
    return [words, *conquer(state, who, record["port"], values)]


def conquer(state: State, seat: int, port_name: str, values: dict[str, int]) -> list[Msg]:
    p = player(state, seat)
    port = find_port(state, port_name)
    assert port is not None
    battle.gain_terror(state, seat)
    room = HOLD_MAX - p["hold"]
    p["hold"] += min(values["gold"], room)
    add_rations(state, seat, values["rations"])
    port.update(intact=False, destroyed_round=state["round"], destroyed_by=seat)
    p["port_bars"][port_name] = state["round"] + BAR_ROUNDS
    lines = [
        _(
            "%(port)s falls: %(name)s plunders %(gold)s gold and %(rations)s rations.",
            port=port_name,
            name=name(state, seat),
            gold=min(values["gold"], room),
            rations=values["rations"],
        )
    ]
    if port["kind"] == "pirate_base":
        # PIR-6.1.3, PIR-3.42.8: forgiven, and the Letter is spent.
        p.update(terror=0, letter=False)
        p["shown"]["letter"] = False
        lines.append(
            _("The Letter of Marque is spent: %(name)s's Terror is 0.", name=name(state, seat))
        )
    if values["battle"] >= arrival.FORTRESS and nobles_left(state) > 0:
        owe(state, "noble", [seat], port=port_name)
    return lines


def nobles_left(state: State) -> int:
    """PIR-M.1, RULING PIR-Q-12 (3): five Noble counters in the box."""
    held = sum(p["nobles"] for p in state["players"])
    carried = sum((p["mission"] or {}).get("cargo", {}).get("noble", 0) for p in state["players"])
    return int(COUNTERS_PER_KIND - held - carried)


@move(
    "take_noble",
    N_("Take the fortress's Noble hostage"),
    Arg("take", "bool", N_("keep the Noble as a hostage")),
    rule="PIR-3.42.5",
    example={"take": True},
)
def take_noble(state: State, seat: int | None, *, take: bool) -> Played:
    entry = expect(state, "noble", seat, "PIR-3.42.5")
    who: int = entry["seats"][0]
    done(state, entry)
    if not take:
        return played(state, _("%(name)s leaves the Noble behind.", name=name(state, who)))
    player(state, who)["nobles"] += 1
    return played(state, _("%(name)s takes a Noble hostage.", name=name(state, who)))


def noble_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s may take the Noble of %(port)s hostage.",
        name=name(state, entry["seats"][0]),
        port=entry["port"],
    )


OWED = (
    Owed(
        "noble",
        offering("take_noble", N_("Take the fortress's Noble hostage"), {"take": [True, False]}),
        noble_prompt,
    ),
)
battle.RESOLVE["port"] = resolve
