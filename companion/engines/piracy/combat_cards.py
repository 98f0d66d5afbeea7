"""Battles against the ships of event cards (PIR-3.41, RULINGS PIR-Q-16, PIR-Q-17): the
sailing duel, 2d6 + the pirate's effective Sails against 2d6 + the card's sails; a pirate
who outsails a prize may board it or let it go, a prize he does not outsail escapes. The
battle, 2d6 + Battle + Terror against 2d6 + the card's battle, is one round: higher, he
boards, +1 Terror, and plunders the card's gold and rations; equal or lower, -1 Terror
and his ship damaged. The prize's card is discarded either way (PIR-6.3.4)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, State, move, played
from companion.engines.piracy import arrival, battle
from companion.engines.piracy.catalogue import EVENT_WORDS, HOLD_MAX
from companion.engines.piracy.movement import effective_sails
from companion.engines.piracy.seats import name, player
from companion.engines.piracy.turn_state import own_step
from companion.engines.piracy.upkeep import add_rations
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, done, expect, owe


@move("attack_prize", N_("Attack the prize"), rule="PIR-6.3.2", example={})
def attack_prize(state: State, seat: int | None) -> Played:
    turn = own_step(state, seat, "combat", "PIR-6.3.2", _("There is no prize to attack now."))
    battle.check(turn["prize"] is not None, "PIR-6.3.2", _("There is no prize to attack now."))
    who: int = turn["seat"]
    card = turn["prize"]
    turn["prize"] = None
    record = battle.start(
        state,
        "card",
        who,
        arrival.right_of(state, who),
        card="prize",
        values=card,
        opponent_words=_(EVENT_WORDS["prize"]),
    )
    battle.ask_dice(state, record, "sailing")
    return played(state, _("%(name)s sails after the prize.", name=name(state, who)))


def resolve(state: State, record: dict[str, Any]) -> list[Msg]:
    return sailing(state, record) if record["stage"] == "sailing" else fight(state, record)


def sailing(state: State, record: dict[str, Any]) -> list[Msg]:
    who: int = record["attacker"]
    p = player(state, who)
    sails = effective_sails(state, p)
    pirate = record["dice"]["pirate"] + sails
    other = record["dice"]["other"] + record["values"]["sails"]
    words = _(
        "Sailing: %(name)s %(pirate)s (dice %(dice)s + Sails %(sails)s) against %(card)s "
        "%(other)s (dice %(other_dice)s + %(card_sails)s).",
        name=name(state, who),
        pirate=pirate,
        dice=record["dice"]["pirate"],
        sails=sails,
        card=_(EVENT_WORDS[record["card"]]),
        other=other,
        other_dice=record["dice"]["other"],
        card_sails=record["values"]["sails"],
    )
    if pirate <= other:
        end(state, record)
        return [words, _("The %(card)s escapes.", card=_(EVENT_WORDS[record["card"]]))]
    record["stage"] = "choice"
    owe(state, "board_or_let_go", [who])
    return [words]


@move(
    "board_or_let_go",
    N_("Board it, or let it go"),
    Arg("board", "bool", N_("fight and board the ship")),
    rule="PIR-3.41.3",
    example={"board": True},
)
def board_or_let_go(state: State, seat: int | None, *, board: bool) -> Played:
    entry = expect(state, "board_or_let_go", seat, "PIR-3.41.3")
    done(state, entry)
    record = state["battle"]
    if not board:
        end(state, record)
        return played(state, _("%(name)s lets it go.", name=name(state, record["attacker"])))
    battle.ask_dice(state, record, "combat")
    return played(state)


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
    end(state, record)
    if pirate <= other:
        battle.lose_terror(state, who)
        battle.owe_damage(state, who, "PIR-3.41.6")
        return [words, _("%(name)s is beaten off and loses a Terror point.", name=name(state, who))]
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


def end(state: State, record: dict[str, Any]) -> None:
    state["battle"] = None
    state["deck"]["discard"].append(record["card"])


def choice_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [LegalMove("board_or_let_go", N_("Board it, or let it go"), {"board": [True, False]})]


def choice_prompt(state: State, entry: Entry) -> Msg:
    return _("%(name)s outsails it: board it, or let it go.", name=name(state, entry["seats"][0]))


OWED = (Owed("board_or_let_go", choice_offers, choice_prompt),)
battle.RESOLVE["card"] = resolve
