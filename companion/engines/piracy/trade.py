"""Trading, option (c) of a port (PIR-3.33, PIR-5.04, RULINGS PIR-Q-14, PIR-Q-31,
PIR-Q-45): what each place sells and how it is paid. A pirate base sells Battle and
rations (3 a gold), moves gold between hold and scale, ransoms Nobles and replaces spoiled
rum, paid from the hold or the scale; a normal port, and Europe from the second turn
there, sells Sails and rations (4 a gold), paid from the hold only; Europe also sells
absolution. One point of Battle or Sails a turn."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.piracy.catalogue import BATTLE_MAX, HOLD_MAX, SAILS_MAX
from companion.engines.piracy.seats import find_port, name, player
from companion.engines.piracy.turn_state import own_step
from companion.engines.piracy.upkeep import add_rations
from companion.engines.text import N_, Msg, _

POINT_PRICE = 2  # PIR-3.33.6, PIR-3.33.7
RATIONS_PER_GOLD = {"base": 3, "normal": 4, "europe": 4}
RANSOM = 3  # PIR-5.03.3
RUM_PRICE = 1  # RULING PIR-Q-30
ABSOLUTION_PRICE = 1  # PIR-5.04.2
PAY_FROM = Arg(
    "pay_from",
    "choice",
    N_("pay from"),
    required=False,
    default="hold",
    choices=("hold", "scale"),
    choice_labels=(N_("the hold"), N_("the gold scale")),
)


def place_of(state: State, p: dict[str, Any]) -> str:
    """ "base", "normal" or "europe": which price list applies."""
    if p["where"] == "in_europe":
        return "europe"
    port = find_port(state, p["at"] or "")
    return "base" if port is not None and port["kind"] == "pirate_base" else "normal"


def trading(state: State, seat: int | None, rule: str) -> tuple[int, dict[str, Any], str]:
    """The seat trading now: its turn, in port (or in Europe from its second turn), with
    no attack chosen (PIR-3.32.3: one option a turn)."""
    turn = own_step(
        state,
        seat,
        ("port", "europe"),
        rule,
        _("Trade happens in a port, or in Europe from your second turn there."),
    )
    if turn["option"] not in (None, "trade"):
        raise RuleError(
            "PIR-3.32.3", _("Only one port option per turn: you already chose to attack.")
        )
    who: int = turn["seat"]
    p = player(state, who)
    port = find_port(state, p["at"] or "") if p["where"] == "in_port" else None
    if port is not None and not port["intact"]:
        # RULING PIR-Q-37: the destroyer anchored in the ruins trades with no one.
        raise RuleError("PIR-3.33.2", _("Destroyed ports do not work: no trade here."))
    turn["option"] = "trade"
    return who, p, place_of(state, p)


def in_base(place: str, rule: str, text: Msg) -> None:
    if place != "base":
        raise RuleError(rule, text)


def pay(p: dict[str, Any], place: str, cost: int, pay_from: str) -> None:
    """PIR-3.33.6, PIR-3.33.7, PIR-5.04.2: the scale pays only in a pirate base."""
    if pay_from == "scale" and place == "normal":
        raise RuleError(
            "PIR-3.33.7", _("In a normal port you can pay only with gold from your hold.")
        )
    if pay_from == "scale" and place == "europe":
        raise RuleError("PIR-Q-31", _("In Europe you can pay only with gold from your hold."))
    key = "gold_scale" if pay_from == "scale" else "hold"
    if p[key] < cost:
        if key == "hold":
            raise RuleError(
                "PIR-3.33.6" if place == "base" else "PIR-3.33.7",
                _("This costs %(cost)s gold; your hold has %(have)s.", cost=cost, have=p[key]),
            )
        raise RuleError(
            "PIR-3.33.6",
            _("This costs %(cost)s gold; your gold scale has %(have)s.", cost=cost, have=p[key]),
        )
    p[key] -= cost


def one_point(state: State) -> None:
    turn = state["turn"]
    if turn["bought_point"]:
        raise RuleError(
            "PIR-3.33.1", _("You may buy only one point of Sails or Battle per turn in port.")
        )
    turn["bought_point"] = True


@move(
    "buy_battle",
    N_("Buy a Battle point (2 gold)"),
    PAY_FROM,
    rule="PIR-3.33.6",
    example={"pay_from": "hold"},
)
def buy_battle(state: State, seat: int | None, *, pay_from: str) -> Played:
    who, p, place = trading(state, seat, "PIR-3.33.6")
    in_base(place, "PIR-3.33.8", _("Battle can be bought only in a pirate base."))
    if p["battle"] >= BATTLE_MAX:
        raise RuleError("PIR-3.33.9", _("Battle is at its top of %(top)s.", top=BATTLE_MAX))
    one_point(state)
    pay(p, place, POINT_PRICE, pay_from)
    p["battle"] += 1
    return played(
        state,
        _(
            "%(name)s buys a Battle point: Battle %(value)s.",
            name=name(state, who),
            value=p["battle"],
        ),
    )


@move("buy_sails", N_("Buy a Sails point (2 gold)"), rule="PIR-3.33.7", example={})
def buy_sails(state: State, seat: int | None) -> Played:
    who, p, place = trading(state, seat, "PIR-3.33.7")
    if place == "base":
        raise RuleError("PIR-5.14.2", _("Sails can be bought only in a normal port."))
    if p["sails"] >= SAILS_MAX:
        raise RuleError("PIR-3.33.9", _("Sails are at their top of %(top)s.", top=SAILS_MAX))
    one_point(state)
    pay(p, place, POINT_PRICE, "hold")
    p["sails"] += 1
    return played(
        state,
        _("%(name)s buys a Sails point: Sails %(value)s.", name=name(state, who), value=p["sails"]),
    )


@move(
    "buy_rations",
    N_("Buy rations"),
    Arg("gold", "int", N_("gold spent on rations"), min=1, max=40),
    PAY_FROM,
    rule="PIR-3.33",
    example={"gold": 1, "pay_from": "hold"},
)
def buy_rations(state: State, seat: int | None, *, gold: int, pay_from: str) -> Played:
    who, p, place = trading(state, seat, "PIR-3.33.6")
    pay(p, place, gold, pay_from)
    bought = gold * RATIONS_PER_GOLD[place]
    before = p["rations"]
    add_rations(state, who, bought)
    stored = p["rations"] - before
    line = _(
        "%(name)s buys %(bought)s rations for %(gold)s gold: Rations %(value)s.",
        name=name(state, who),
        bought=bought,
        gold=gold,
        value=p["rations"],
    )
    if stored < bought:
        # PIR-3.5.3: what does not fit feeds the crew from the quay this turn.
        return played(
            state,
            line,
            _("%(n)s do not fit and wait on the quay for this turn.", n=bought - stored),
        )
    return played(state, line)


@move(
    "to_scale",
    N_("Put gold from the hold on the gold scale"),
    Arg("gold", "int", N_("gold tokens"), min=1, max=HOLD_MAX),
    rule="PIR-3.33.6",
    example={"gold": 4},
)
def to_scale(state: State, seat: int | None, *, gold: int) -> Played:
    who, p, place = trading(state, seat, "PIR-3.33.6")
    in_base(place, "PIR-3.33.8", _("Gold moves between hold and scale only in a pirate base."))
    if gold > p["hold"]:
        raise RuleError("PIR-3.33.6", _("Your hold has only %(hold)s gold tokens.", hold=p["hold"]))
    p["hold"] -= gold
    p["gold_scale"] += gold
    return played(state, scale_words(state, who, p))


@move(
    "to_hold",
    N_("Take gold from the gold scale into the hold"),
    Arg("gold", "int", N_("gold"), min=1, max=HOLD_MAX),
    rule="PIR-3.33.6",
    example={"gold": 2},
)
def to_hold(state: State, seat: int | None, *, gold: int) -> Played:
    who, p, place = trading(state, seat, "PIR-3.33.6")
    in_base(place, "PIR-3.33.8", _("Gold moves between hold and scale only in a pirate base."))
    if gold > p["gold_scale"]:
        raise RuleError("PIR-3.33.6", _("Your gold scale has only %(gold)s.", gold=p["gold_scale"]))
    if p["hold"] + gold > HOLD_MAX:
        raise RuleError(
            "PIR-5.08.1",
            _("The hold takes %(top)s tokens; it has %(hold)s.", top=HOLD_MAX, hold=p["hold"]),
        )
    p["gold_scale"] -= gold
    p["hold"] += gold
    return played(state, scale_words(state, who, p))


def scale_words(state: State, seat: int, p: dict[str, Any]) -> Msg:
    return _(
        "%(name)s: %(hold)s gold in the hold, %(scale)s on the gold scale.",
        name=name(state, seat),
        hold=p["hold"],
        scale=p["gold_scale"],
    )


@move(
    "ransom_noble",
    N_("Release a Noble for 3 gold"),
    Arg(
        "to",
        "choice",
        N_("where the ransom goes"),
        required=False,
        default="scale",
        choices=("scale", "hold"),
        choice_labels=(N_("the gold scale"), N_("the hold")),
    ),
    rule="PIR-5.03.3",
    example={"to": "scale"},
)
def ransom_noble(state: State, seat: int | None, *, to: str) -> Played:
    who, p, place = trading(state, seat, "PIR-5.03.3")
    in_base(place, "PIR-5.03.3", _("Nobles are ransomed only in a pirate base."))
    if p["nobles"] < 1:
        raise RuleError("PIR-5.03.3", _("You hold no Noble."))
    p["nobles"] -= 1
    if to == "hold":
        p["hold"] = min(HOLD_MAX, p["hold"] + RANSOM)
    else:
        p["gold_scale"] += RANSOM
    return played(
        state,
        _("%(name)s releases a Noble for 3 gold.", name=name(state, who)),
        scale_words(state, who, p),
    )


@move(
    "replace_rum",
    N_("Buy a new load of rum (1 gold)"),
    PAY_FROM,
    rule="PIR-3.5.4",
    example={"pay_from": "hold"},
)
def replace_rum(state: State, seat: int | None, *, pay_from: str) -> Played:
    who, p, place = trading(state, seat, "PIR-3.5.4")
    in_base(place, "PIR-3.5.4", _("A new load of rum is bought in a pirate base."))
    mission = p["mission"]
    if mission is None or not mission["rum_spoiled"]:
        raise RuleError("PIR-3.5.4", _("Your mission's rum is not spoiled."))
    pay(p, place, RUM_PRICE, pay_from)
    mission["rum_spoiled"] = False
    return played(state, _("%(name)s loads new rum; the mission goes on.", name=name(state, who)))


@move("absolution", N_("Buy absolution (1 gold): Terror to 0"), rule="PIR-5.04.2", example={})
def absolution(state: State, seat: int | None) -> Played:
    who, p, place = trading(state, seat, "PIR-5.04.2")
    if place != "europe":
        raise RuleError("PIR-5.04.2", _("Absolution is found only in Europe."))
    pay(p, place, ABSOLUTION_PRICE, "hold")
    p["terror"] = 0
    return played(state, _("%(name)s buys absolution: Terror 0.", name=name(state, who)))
