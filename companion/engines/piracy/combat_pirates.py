"""Battles between pirates (PIR-3.43, RULINGS PIR-Q-8, PIR-Q-21 to PIR-Q-23): from round
6, in one hex, never in a pirate base or Europe, in a port only as its option (b).

The sailing duel (2d6 + effective Sails each, ties rolled again): the faster chooses to
fight or flee. Then rounds until a ship sinks or a captain surrenders (offered before
each round's dice are both in): 2d6 + Battle + Terror each; the lower loses a point of
Sails or Battle, a tie costs both, and in a port the port's fire costs both one more;
the owners choose, all losses land together, then sinking is checked. The winner gains
Terror, plunders what he wants of the loser's hold and Nobles, takes his Letter of
Marque; the loser loses his mission and a Terror point, and his ship if it sank."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.piracy import battle, lost_ship
from companion.engines.piracy.catalogue import HOLD_MAX, PIRATE_BATTLES_FROM_ROUND
from companion.engines.piracy.movement import effective_sails
from companion.engines.piracy.npc_moves import same_hex
from companion.engines.piracy.seats import find_port, name, player
from companion.engines.piracy.turn_state import own_step
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import Entry, Owed, answered_by, done, expect, offering, owe


def may_fight(state: State, attacker: int, target: int) -> tuple[str, Msg] | None:
    """Why ``attacker`` may not fight ``target`` now (PIR-3.43.9): the rule and the words,
    or None."""
    if state["round"] < PIRATE_BATTLES_FROM_ROUND:
        return "PIR-2.0.3", _("Pirates may not attack each other during the first five rounds.")
    a, b = player(state, attacker), player(state, target)
    apart = "PIR-3.4.2", _("%(name)s is not in your hex.", name=name(state, target))
    if target == attacker or not b["has_ship"] or not same_hex(a["at"], b["at"]):
        return apart
    for p in (a, b):
        port = find_port(state, p["at"] or "") if p["where"] == "in_port" else None
        if p["where"] == "in_europe" or (port is not None and port["kind"] == "pirate_base"):
            return "PIR-3.32.10", _(
                "No fighting between pirates anchored in a pirate base or in Europe."
            )
    if a["where"] != b["where"] and "in_port" in (a["where"], b["where"]):
        return apart
    return None


def targets(state: State, seat: int, turn: dict[str, Any]) -> list[int]:
    """The pirates ``seat`` may attack now."""
    return [
        s
        for s in range(len(state["players"]))
        if s != seat and f"pirate:{s}" not in turn["fought"] and may_fight(state, seat, s) is None
    ]


@move(
    "attack_pirate",
    N_("Attack another pirate"),
    Arg("target", "seat", N_("the pirate you attack"), min=0, max=4),
    rule="PIR-3.43",
    example={"target": 1},
)
def attack_pirate(state: State, seat: int | None, *, target: int) -> Played:
    turn = own_step(
        state,
        seat,
        ("port", "combat"),
        "PIR-3.43.9",
        _("Pirates fight in the battle step, or as a port's option."),
    )
    who: int = turn["seat"]
    refusal = may_fight(state, who, target)
    if refusal is not None:
        raise RuleError(*refusal)
    key = f"pirate:{target}"
    if key in turn["fought"]:
        raise RuleError(
            "PIR-3.4.9", _("You fought %(name)s this turn already.", name=name(state, target))
        )
    in_port = turn["step"] == "port"
    if in_port:
        if turn["option"] is not None:
            raise RuleError(
                "PIR-3.32.3", _("Only one port option per turn: you already chose to trade.")
            )
        turn["option"] = "attack_pirate"
    turn["fought"].append(key)
    record = battle.start(
        state, "pirates", who, target, in_port=in_port, opponent_words=name(state, target)
    )
    battle.ask_dice(state, record, "sailing")
    return played(
        state, _("%(name)s attacks %(target)s.", name=name(state, who), target=name(state, target))
    )


def resolve(state: State, record: dict[str, Any]) -> list[Msg]:
    if record["stage"] == "sailing":
        return duel(state, record)
    return round_fought(state, record)


def duel(state: State, record: dict[str, Any]) -> list[Msg]:
    a, b = record["attacker"], record["roller"]
    totals = {
        a: record["dice"]["pirate"] + effective_sails(state, player(state, a)),
        b: record["dice"]["other"] + effective_sails(state, player(state, b)),
    }
    words = _(
        "Sailing: %(a)s %(ta)s, %(b)s %(tb)s.",
        a=name(state, a),
        ta=totals[a],
        b=name(state, b),
        tb=totals[b],
    )
    if totals[a] == totals[b]:
        battle.ask_dice(state, record, "sailing")
        return [words, _("A tie: both roll again.")]
    faster = a if totals[a] > totals[b] else b
    record["stage"] = "choice"
    owe(state, "fight_or_flee", [faster])
    return [words]


@move(
    "fight_or_flee",
    N_("Fight, or flee"),
    Arg("fight", "bool", N_("fight the battle")),
    rule="PIR-3.43.2",
    example={"fight": True},
)
def fight_or_flee(state: State, seat: int | None, *, fight: bool) -> Played:
    entry = expect(state, "fight_or_flee", seat, "PIR-3.43.2")
    done(state, entry)
    record = state["battle"]
    who = name(state, entry["seats"][0])
    if not fight:
        # RULING PIR-Q-42: no one moves; the battle does not take place.
        state["battle"] = None
        return played(state, _("%(name)s flees: no battle.", name=who))
    battle.ask_dice(state, record, "round")
    return played(state, _("%(name)s chooses to fight.", name=who))


@move(
    "surrender",
    N_("Surrender"),
    rule="PIR-3.43.3",
    example={},
    confirm=N_("Surrender this battle?"),
)
def surrender(state: State, seat: int | None) -> Played:
    record = state.get("battle")
    if record is None or record["kind"] != "pirates" or record["stage"] != "round":
        raise RuleError("PIR-3.43.3", _("A captain surrenders before a battle round."))
    sides = (record["attacker"], record["roller"])
    if seat is None or seat not in sides:
        raise RuleError("PIR-3.43.3", _("Only the two captains may surrender."))
    state["waiting"] = [e for e in state["waiting"] if e["kind"] != "battle_dice"]
    winner = sides[1] if seat == sides[0] else sides[0]
    lines = [_("%(name)s surrenders.", name=name(state, seat))]
    return played(state, *lines, *finish(state, record, winner, seat, sunk=False))


def round_fought(state: State, record: dict[str, Any]) -> list[Msg]:
    a, b = record["attacker"], record["roller"]
    pa, pb = player(state, a), player(state, b)
    ta = record["dice"]["pirate"] + pa["battle"] + pa["terror"]
    tb = record["dice"]["other"] + pb["battle"] + pb["terror"]
    hits = {a: 0, b: 0}
    if ta <= tb:
        hits[a] += 1
    if tb <= ta:
        hits[b] += 1
    lines = [
        _("Round: %(a)s %(ta)s, %(b)s %(tb)s.", a=name(state, a), ta=ta, b=name(state, b), tb=tb)
    ]
    if record["in_port"]:
        # RULING PIR-Q-22: the port fires at both ships, no dice.
        hits[a] += 1
        hits[b] += 1
        lines.append(_("The port fires at both ships."))
    record["stage"] = "hits"
    for seat_, n in hits.items():
        if n:
            owe(state, "hits", [seat_], n=n)
    return lines


@move(
    "take_hits",
    N_("Lower Sails or Battle"),
    Arg("sails", "int", N_("points off Sails"), min=0, max=2, default=0, required=False),
    Arg("battle", "int", N_("points off Battle"), min=0, max=2, default=0, required=False),
    rule="PIR-3.43.5",
    example={"sails": 1, "battle": 0},
)
def take_hits(state: State, seat: int | None, *, sails: int, battle: int) -> Played:
    entry = expect(state, "hits", seat, "PIR-3.43.5")
    if sails + battle != entry["n"]:
        raise RuleError(
            "PIR-3.43.5",
            ngettext(
                "Your ship takes 1 hit: lower Sails or Battle by 1.",
                "Your ship takes %(n)s hits: lower Sails and Battle by that many in all.",
                entry["n"],
            ),
        )
    who: int = entry["seats"][0]
    p = player(state, who)
    p["sails"] = max(0, p["sails"] - sails)
    p["battle"] = max(0, p["battle"] - battle)
    answered_by(state, entry, who)
    line = _(
        "%(name)s: Sails %(sails)s, Battle %(battle)s.",
        name=name(state, who),
        sails=p["sails"],
        battle=p["battle"],
    )
    record = state["battle"]
    if any(e["kind"] == "hits" for e in state["waiting"]):
        return played(state, line)
    return played(state, line, *after_hits(state, record))


def after_hits(state: State, record: dict[str, Any]) -> list[Msg]:
    a, b = record["attacker"], record["roller"]
    sunk = [s for s in (a, b) if player(state, s)["battle"] == 0 or player(state, s)["sails"] == 0]
    if not sunk:
        battle.ask_dice(state, record, "round")
        return []
    if len(sunk) == 2:
        # RULING PIR-Q-21: no winner; both lose a Terror point and their ships.
        state["battle"] = None
        lines = [_("Both ships sink.")]
        for s in sunk:
            battle.lose_terror(state, s)
            lines += lost_ship.lose_ship(state, s, "sunk")
        return lines
    loser = sunk[0]
    return finish(state, record, b if loser == a else a, loser, sunk=True)


def finish(
    state: State, record: dict[str, Any], winner: int, loser: int, *, sunk: bool
) -> list[Msg]:
    """Step 7, then (the plunder chosen) step 8."""
    state["battle"] = None
    battle.gain_terror(state, winner)
    lines = [_("%(name)s wins the battle.", name=name(state, winner))]
    w, l_ = player(state, winner), player(state, loser)
    if l_["letter"]:
        l_["letter"] = False
        l_["shown"]["letter"] = False
        if w["letter"]:
            state["deck"]["discard"].append("letter_of_marque")
        w["letter"] = True
        w["shown"]["letter"] = True
        lines.append(
            _(
                "%(name)s takes %(loser)s's Letter of Marque.",
                name=name(state, winner),
                loser=name(state, loser),
            )
        )
    if l_["mission"] is not None:
        l_["mission"] = None
        lines.append(_("%(loser)s's mission is lost.", loser=name(state, loser)))
    battle.lose_terror(state, loser)
    room = HOLD_MAX - w["hold"]
    if (l_["hold"] and room) or l_["nobles"]:
        owe(state, "plunder", [winner], loser=loser, sunk=sunk)
    elif sunk:
        lines += lost_ship.lose_ship(state, loser, "sunk")
    return lines


@move(
    "plunder",
    N_("Plunder the beaten ship"),
    Arg("gold", "int", N_("gold tokens you take from its hold"), min=0, max=16),
    Arg("nobles", "int", N_("Noble hostages you take"), min=0, max=5, default=0, required=False),
    rule="PIR-3.43.7",
    example={"gold": 6, "nobles": 0},
)
def plunder(state: State, seat: int | None, *, gold: int, nobles: int) -> Played:
    entry = expect(state, "plunder", seat, "PIR-3.43.7")
    winner: int = entry["seats"][0]
    loser: int = entry["loser"]
    w, l_ = player(state, winner), player(state, loser)
    most = min(l_["hold"], HOLD_MAX - w["hold"])
    if gold > most:
        raise RuleError("PIR-3.43.7", _("You can take at most %(n)s gold.", n=most))
    if nobles > l_["nobles"]:
        raise RuleError(
            "PIR-3.43.7", _("%(name)s holds %(n)s Nobles.", name=name(state, loser), n=l_["nobles"])
        )
    done(state, entry)
    w["hold"] += gold
    l_["hold"] -= gold
    w["nobles"] += nobles
    l_["nobles"] -= nobles
    lines = [
        _(
            "%(name)s takes %(gold)s gold and %(nobles)s Nobles.",
            name=name(state, winner),
            gold=gold,
            nobles=nobles,
        )
    ]
    if entry["sunk"]:
        # PIR-3.43.10: plunder first, then the loser takes to the longboat.
        lines += lost_ship.lose_ship(state, loser, "sunk")
    return played(state, *lines)


def hits_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s lowers Sails or Battle by %(n)s.",
        name=name(state, entry["seats"][0]),
        n=entry["n"],
    )


def choice_prompt(state: State, entry: Entry) -> Msg:
    return _("%(name)s is faster: fight, or flee.", name=name(state, entry["seats"][0]))


def plunder_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s plunders %(loser)s's ship.",
        name=name(state, entry["seats"][0]),
        loser=name(state, entry["loser"]),
    )


def hits_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    """The hits split between Sails and Battle as the player likes (PIR-3.43.5)."""
    split = list(range(entry["n"] + 1))
    return [LegalMove("take_hits", N_("Lower Sails or Battle"), {"sails": split, "battle": split})]


def plunder_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    """The gold is typed; the Nobles aboard the beaten ship are counted (PIR-3.43.7)."""
    nobles = list(range(player(state, entry["loser"])["nobles"] + 1))
    return [LegalMove("plunder", N_("Plunder the beaten ship"), {"nobles": nobles})]


OWED = (
    Owed(
        "fight_or_flee",
        offering("fight_or_flee", N_("Fight, or flee"), {"fight": [True, False]}),
        choice_prompt,
    ),
    Owed("hits", hits_offers, hits_prompt),
    Owed("plunder", plunder_offers, plunder_prompt),
)
battle.RESOLVE["pirates"] = resolve


def surrender_offers(state: State, seat: int) -> list[LegalMove]:
    """PIR-3.43.3: either captain, before a round's dice are both in."""
    record = state.get("battle")
    if record is None or record["kind"] != "pirates" or record["stage"] != "round":
        return []
    if seat not in (record["attacker"], record["roller"]):
        return []
    return [LegalMove("surrender", N_("Surrender"))]
