"""Battles against the ships of event cards (PIR-3.41, RULINGS PIR-Q-16, PIR-Q-17,
PIR-Q-24): a prize, a pirate hunter or the Spanish treasure fleet.

The sailing duel, 2d6 + the pirate's effective Sails against 2d6 + the card's sails: a
pirate who outsails a prize or the fleet may board it or let it go, and one who outsails
a hunter may fight it or escape; a prize or the fleet not outsailed escapes, a hunter not
outsailed forces the battle. The battle, 2d6 + Battle + Terror against 2d6 + the card's
battle, is one round. Higher: +1 Terror, the card's gold and rations plundered, the ship
gone (a prize's card always is, PIR-6.3.4). Equal or lower: -1 Terror and the pirate's
ship damaged; a hunter also confiscates the hold and the Nobles and ignores him from
then on (PIR-3.41.7, PIR-6.2.8, RULING PIR-Q-12)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, State, move, played
from companion.engines.piracy import arrival, battle
from companion.engines.piracy.catalogue import EVENT_WORDS, HOLD_MAX
from companion.engines.piracy.movement import effective_sails
from companion.engines.piracy.seats import name, player
from companion.engines.piracy.upkeep import add_rations
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, done, expect, owe


def begin(state: State, seat: int, card: str, values: dict[str, int], npc: Any = None) -> Msg:
    """The sailing duel against ``card`` starts: both sides owe their dice."""
    record = battle.start(
        state,
        "card",
        seat,
        arrival.right_of(state, seat),
        card=card,
        npc=npc,
        values={k: values[k] for k in ("battle", "sails", "gold", "rations")},
        opponent_words=_(EVENT_WORDS[card]),
    )
    battle.ask_dice(state, record, "sailing")
    return _(
        "%(name)s and the %(card)s roll their sailing duel.",
        name=name(state, seat),
        card=_(EVENT_WORDS[card]),
    )


def resolve(state: State, record: dict[str, Any]) -> list[Msg]:
    return sailing(state, record) if record["stage"] == "sailing" else fight(state, record)


def sailing(state: State, record: dict[str, Any]) -> list[Msg]:
    who: int = record["attacker"]
    sails = effective_sails(state, player(state, who))
    pirate = record["dice"]["pirate"] + sails
    other = record["dice"]["other"] + record["values"]["sails"]
    card = _(EVENT_WORDS[record["card"]])
    words = _(
        "Sailing: %(name)s %(pirate)s (dice %(dice)s + Sails %(sails)s) against %(card)s "
        "%(other)s (dice %(other_dice)s + %(card_sails)s).",
        name=name(state, who),
        pirate=pirate,
        dice=record["dice"]["pirate"],
        sails=sails,
        card=card,
        other=other,
        other_dice=record["dice"]["other"],
        card_sails=record["values"]["sails"],
    )
    hunter = record["card"] == "pirate_hunter"
    if pirate > other:
        record["stage"] = "choice"
        owe(state, "fight_or_not", [who])
        return [words]
    if hunter:
        battle.ask_dice(state, record, "combat")
        return [
            words,
            _("The hunter has %(name)s within range: they fight.", name=name(state, who)),
        ]
    end(state, record, beaten=False)
    return [words, _("The %(card)s escapes.", card=card)]


@move(
    "fight_or_not",
    N_("Fight, or let it go"),
    Arg("fight", "bool", N_("fight the ship")),
    rule="PIR-3.41.3",
    example={"fight": True},
)
def fight_or_not(state: State, seat: int | None, *, fight: bool) -> Played:
    entry = expect(state, "fight_or_not", seat, "PIR-3.41.3")
    done(state, entry)
    record = state["battle"]
    if fight:
        battle.ask_dice(state, record, "combat")
        return played(state, _("%(name)s fights.", name=name(state, record["attacker"])))
    end(state, record, beaten=False)
    who = name(state, record["attacker"])
    if record["card"] == "pirate_hunter":
        return played(state, _("%(name)s escapes the hunter.", name=who))
    return played(state, _("%(name)s lets it go.", name=who))


def fight(state: State, record: dict[str, Any]) -> list[Msg]:
    who: int = record["attacker"]
    p = player(state, who)
    values = record["values"]
    pirate = record["dice"]["pirate"] + p["battle"] + p["terror"]
    other = record["dice"]["other"] + values["battle"]
    card = _(EVENT_WORDS[record["card"]])
    words = _(
        "Battle: %(name)s %(pirate)s (dice %(dice)s + Battle %(battle)s + Terror %(terror)s) "
        "against %(card)s %(other)s (dice %(other_dice)s + %(card_battle)s).",
        name=name(state, who),
        pirate=pirate,
        dice=record["dice"]["pirate"],
        battle=p["battle"],
        terror=p["terror"],
        card=card,
        other=other,
        other_dice=record["dice"]["other"],
        card_battle=values["battle"],
    )
    if pirate <= other:
        end(state, record, beaten=False)
        battle.lose_terror(state, who)
        lines = [words, _("%(name)s is beaten and loses a Terror point.", name=name(state, who))]
        if record["card"] == "pirate_hunter":
            lines.append(confiscate(state, who, record["npc"]))
        battle.owe_damage(state, who, "PIR-3.41.6")
        return lines
    end(state, record, beaten=True)
    battle.gain_terror(state, who)
    room = HOLD_MAX - p["hold"]
    p["hold"] += min(values["gold"], room)
    add_rations(state, who, values["rations"])
    return [
        words,
        _(
            "%(name)s boards it: +1 Terror, %(gold)s gold and %(rations)s rations plundered.",
            name=name(state, who),
            gold=min(values["gold"], room),
            rations=values["rations"],
        ),
    ]


def confiscate(state: State, seat: int, npc: int) -> Msg:
    """PIR-3.41.7, PIR-6.2.8, RULINGS PIR-Q-12, PIR-Q-24: the hold and the Nobles go; the
    mission, its cargo and the face-down cards stay; the hunter ignores him from now on."""
    p = player(state, seat)
    p.update(hold=0, nobles=0)
    for hunter in state["hunters"]:
        if hunter["id"] == npc:
            hunter["ignored"].append(seat)
    return _("The hunter confiscates everything in %(name)s's hold.", name=name(state, seat))


def end(state: State, record: dict[str, Any], *, beaten: bool) -> None:
    """The battle is over: a prize's card is discarded; a beaten hunter or fleet leaves
    the map (PIR-6.2.7, PIR-6.5.2); an unbeaten one sails on."""
    state["battle"] = None
    card = record["card"]
    if card == "prize":
        state["deck"]["discard"].append(card)
    elif beaten and card == "pirate_hunter":
        state["hunters"] = [h for h in state["hunters"] if h["id"] != record["npc"]]
        state["deck"]["discard"].append(card)
    elif beaten:
        state["fleet"] = None
        state["deck"]["discard"].append(card)


def choice_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    record = state["battle"]
    if record["card"] == "pirate_hunter":
        label = N_("Fight the hunter, or escape")
    else:
        label = N_("Board it, or let it go")
    return [LegalMove("fight_or_not", label, {"fight": [True, False]})]


def choice_prompt(state: State, entry: Entry) -> Msg:
    return _("%(name)s outsails it: fight, or let it go.", name=name(state, entry["seats"][0]))


OWED = (Owed("fight_or_not", choice_offers, choice_prompt),)
battle.RESOLVE["card"] = resolve
