"""The merchant raid (MM-5.3, MM-5.4; the record of section A.5).

``state["raid"]`` while a raid is on (every card face up, so the whole record is
public)::

    {"seat", "zone", "marker": nation, "zone_nation": nation or None, "nation": chosen,
     "cards": [card...],          # the row left (raid_cards.py), in the order drawn
     "discarded": [card...],      # discarded or exchanged by a success
     "step": "draw" | "roll" | "use" | "keep",
     "to_draw": n,                # cards still to enter in the "draw" step
     "roll": [faces] or None, "converted": n (dice turned by weapons, MM-5.3.5),
     "weapons": [spent], "successes": n, "used": n,
     "outcome": None | "success" | "failed_escape" | "failed_destroyed" | "sunk",
     "plunder": gold taken}

The raider owes one entry ``raid`` until the raid is over; its offers follow the step:
enter the cards drawn, roll Seamanship, spend weapons and use successes one at a time,
resolve, and on a success keep cards within the Cargo capacity (``raid_end.py``).
Conservation: each card entered counts in ``cargo_cards["drawn"]``, each card
discarded in ``["discard"]``.
"""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders import dice
from companion.engines.merchants_marauders.catalogue import RAID_CARDS, SKULL, WEAPONS
from companion.engines.merchants_marauders.dice import roll_words
from companion.engines.merchants_marauders.raid_cards import (
    ICON_LABELS,
    ICONS,
    card_words,
    new_card,
)
from companion.engines.merchants_marauders.seats import name, player, skill
from companion.engines.merchants_marauders.words import word
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import Entry, Owed, expect, owe

Raid = dict[str, Any]
USES = ("draw", "discard", "exchange")
USE_WORDS = (N_("draw one more card"), N_("discard a card"), N_("exchange a card"))


def start(state: State, seat: int, zone: int, marker: str, nation: str) -> list[Msg]:
    """MM-5.3.2: the raid begins with 3 cargo cards drawn face up."""
    from companion.engines.merchants_marauders.merchants import zone_nation

    state["raid"] = {
        "seat": seat,
        "zone": zone,
        "marker": marker,
        "zone_nation": zone_nation(state, zone),
        "nation": nation,
        "cards": [],
        "discarded": [],
        "step": "draw",
        "to_draw": RAID_CARDS,
        "roll": None,
        "converted": 0,
        "weapons": [],
        "successes": 0,
        "used": 0,
        "outcome": None,
        "plunder": 0,
    }
    owe(state, "raid", [seat])
    return [
        _(
            "%(name)s draws 3 cargo cards face up and enters them (MM-5.3.2).",
            name=name(state, seat),
        )
    ]


def current(state: State, seat: int | None, step: str, rule: str) -> Raid:
    """The raid ``seat`` is playing, at ``step``; refused otherwise."""
    expect(state, "raid", seat, rule)
    raid = cast(Raid, state["raid"])
    if raid["step"] != step:
        raise RuleError(rule, STEP_REFUSALS[raid["step"]]())
    return raid


STEP_REFUSALS = {
    "draw": lambda: _("Enter the cargo cards drawn first (MM-5.3.2)."),
    "roll": lambda: _("Roll your Seamanship first (MM-5.3.3)."),
    "use": lambda: _("Use your successes, or say you are done with them, first (MM-5.3.4)."),
    "keep": lambda: _("Choose the cards you keep first (MM-5.4.6)."),
}


@move(
    "raid_card",
    N_("Enter a cargo card drawn in the raid"),
    Arg("good", "str", N_("the card's good")),
    Arg("plunder", "int", N_("its plunder value"), min=1, max=5),
    Arg("icon", "choice", N_("its icon"), choices=ICONS, choice_labels=ICON_LABELS),
    rule="MM-5.3.2",
    example={"good": "Rum", "plunder": 3, "icon": "escape2"},
)
def raid_card(
    state: State,
    seat: int | None,
    *,
    good: str,
    plunder: int,
    icon: str,
) -> Played:
    """MM-5.3.2, MM-5.3.4: a card drawn, face up for all to see."""
    raid = current(state, seat, "draw", "MM-5.3.2")
    card = new_card(state, good, plunder, icon)
    raid["cards"].append(card)
    state["cargo_cards"]["drawn"] += 1
    raid["to_draw"] -= 1
    if raid["to_draw"] <= 0:
        raid["step"] = "roll" if raid["roll"] is None else "use"
    return played(
        state,
        _(
            "%(name)s draws %(card)s.",
            name=name(state, raid["seat"]),
            card=card_words(card),
        ),
    )


@move(
    "raid_roll",
    N_("Roll Seamanship for the raid"),
    dice.dice_arg(),
    rule="MM-5.3.3",
    example={},
)
def raid_roll(state: State, seat: int | None, *, dice: list[int] | None = None) -> Played:
    """MM-5.3.3, MM-0.2.3: Seamanship, each skull a success to use."""
    raid = current(state, seat, "roll", "MM-5.3.3")
    p = player(state, seat)
    faces = take_dice(state, dice, skill(p, "seamanship"))
    raid["roll"] = faces
    raid["successes"] = sum(1 for f in faces if f == SKULL)
    raid["step"] = "use"
    return played(
        state,
        ngettext(
            "%(name)s rolls %(dice)s for Seamanship: %(n)s success (MM-5.3.3).",
            "%(name)s rolls %(dice)s for Seamanship: %(n)s successes (MM-5.3.3).",
            raid["successes"],
            name=name(state, raid["seat"]),
            dice=roll_words(faces),
        ),
    )


def take_dice(state: State, entered: list[int] | None, pool: int) -> list[int]:
    return dice.take(state, entered, pool, "MM-5.3.3", _("Seamanship"))


def failed_dice(raid: Raid) -> int:
    """Dice of the roll that are no success and no weapon has turned yet."""
    roll = raid["roll"] or []
    return sum(1 for f in roll if f != SKULL) - int(raid["converted"])


@move(
    "raid_weapon",
    N_("Spend a special weapon on the raid roll"),
    Arg("weapon", "choice", N_("the special weapon to spend"), choices=WEAPONS),
    rule="MM-5.3.5",
    example={"weapon": "chain"},
)
def raid_weapon(state: State, seat: int | None, *, weapon: str) -> Played:
    """MM-5.3.5: the token is discarded and turns one die that is no success into one."""
    raid = current(state, seat, "use", "MM-5.3.5")
    p = player(state, seat)
    if weapon not in p["weapons"]:
        raise RuleError(
            "MM-5.3.5", _("You hold no %(weapon)s token (MM-5.3.5).", weapon=word(weapon))
        )
    if failed_dice(raid) <= 0:
        raise RuleError(
            "MM-5.3.5",
            _("No die of your roll is left to turn into a success (MM-5.3.5)."),
        )
    p["weapons"].remove(weapon)
    raid["weapons"].append(weapon)
    raid["converted"] += 1
    raid["successes"] += 1
    return played(
        state,
        _(
            "%(name)s spends %(weapon)s: one more die counts as a success (MM-5.3.5).",
            name=name(state, raid["seat"]),
            weapon=word(weapon),
        ),
    )


@move(
    "raid_use",
    N_("Use a success in the raid"),
    Arg(
        "use",
        "choice",
        N_("what the success does: draw one more card, discard one, or exchange one"),
        choices=USES,
        choice_labels=USE_WORDS,
    ),
    Arg(
        "which",
        "int",
        N_("the card, by its place in the row (1 is the first)"),
        required=False,
        min=1,
        max=20,
    ),
    rule="MM-5.3.4",
    example={"use": "draw"},
)
def raid_use(state: State, seat: int | None, *, use: str, which: int | None = None) -> Played:
    """MM-5.3.4: one success draws a card, discards one, or exchanges one (discarded, and
    a new one drawn); a card drawn by an earlier success may be used again."""
    raid = current(state, seat, "use", "MM-5.3.4")
    if raid["used"] >= raid["successes"]:
        raise RuleError("MM-5.3.4", _("You have no success left to use (MM-5.3.4)."))
    raid["used"] += 1
    who = name(state, raid["seat"])
    if use == "draw":
        raid["to_draw"], raid["step"] = 1, "draw"
        return played(
            state, _("%(name)s uses a success to draw one more card (MM-5.3.4).", name=who)
        )
    card = discard_card(state, raid, which)
    if use == "exchange":
        raid["to_draw"], raid["step"] = 1, "draw"
        line = _(
            "%(name)s uses a success to exchange %(card)s for a new card (MM-5.3.4).",
            name=who,
            card=card_words(card),
        )
    else:
        line = _(
            "%(name)s uses a success to discard %(card)s (MM-5.3.4).",
            name=who,
            card=card_words(card),
        )
    return played(state, line)


def discard_card(state: State, raid: Raid, which: int | None) -> dict[str, Any]:
    if which is None or not 1 <= which <= len(raid["cards"]):
        raise RuleError(
            "MM-5.3.4",
            ngettext(
                "Name the card by its place in the row: 1 to %(n)s (MM-5.3.4).",
                "Name the card by its place in the row: 1 to %(n)s (MM-5.3.4).",
                len(raid["cards"]),
            ),
        )
    card = cast(dict[str, Any], raid["cards"].pop(which - 1))
    raid["discarded"].append(card)
    state["cargo_cards"]["discard"] += 1
    return card


def raid_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    raid = cast(Raid, state["raid"])
    step = raid["step"]
    if step == "draw":
        return [
            LegalMove("raid_card", N_("Enter a cargo card drawn in the raid"), card_allowed(state))
        ]
    if step == "roll":
        pool = skill(player(state, seat), "seamanship")
        label = ngettext(
            "Roll Seamanship for the raid: %(n)s die",
            "Roll Seamanship for the raid: %(n)s dice",
            dice.pool_size(pool),
        )
        return dice.roll_offers("raid_roll", label, pool)
    if step == "keep":
        places = list(range(1, len(raid["cards"]) + 1))
        allowed: dict[str, list[Any]] = {"keep": places}
        if player(state, seat)["cargo"]:
            allowed["drop"] = sorted(set(player(state, seat)["cargo"]))
        return [LegalMove("raid_keep", N_("Keep cargo cards from the raid"), allowed)]
    return use_offers(state, seat, raid)


def card_allowed(state: State) -> dict[str, list[Any]]:
    allowed: dict[str, list[Any]] = {"icon": list(ICONS)}
    if len(state["goods"]) >= 8:
        allowed["good"] = list(state["goods"])
    return allowed


def use_offers(state: State, seat: int, raid: Raid) -> list[LegalMove]:
    out: list[LegalMove] = []
    if raid["used"] < raid["successes"]:
        uses = ["draw"] + (["discard", "exchange"] if raid["cards"] else [])
        allowed: dict[str, list[Any]] = {"use": uses}
        if raid["cards"]:
            allowed["which"] = list(range(1, len(raid["cards"]) + 1))
        out.append(LegalMove("raid_use", N_("Use a success in the raid"), allowed))
    weapons = [w for w in WEAPONS if w in player(state, seat)["weapons"]]
    if weapons and failed_dice(raid) > 0:
        out.append(
            LegalMove(
                "raid_weapon", N_("Spend a special weapon on the raid roll"), {"weapon": weapons}
            )
        )
    out.append(LegalMove("raid_resolve", N_("Turn the raid's cards over: the outcome")))
    return out


def raid_prompt(state: State, entry: Entry) -> Msg:
    raid = cast(Raid, state["raid"])
    who = name(state, raid["seat"])
    step = raid["step"]
    if step == "draw":
        return ngettext(
            "%(name)s enters the cargo card drawn in the raid (MM-5.3.2).",
            "%(name)s enters the %(n)s cargo cards drawn in the raid (MM-5.3.2).",
            raid["to_draw"],
            name=who,
        )
    if step == "roll":
        return _("%(name)s rolls Seamanship for the raid (MM-5.3.3).", name=who)
    if step == "keep":
        return _("%(name)s chooses the raid's cards to keep as cargo (MM-5.4.6).", name=who)
    return _("%(name)s uses the raid's successes (MM-5.3.4).", name=who)


OWED = (Owed("raid", raid_offers, raid_prompt),)


def view_part(state: State, seat: int | None) -> list[dict[str, Any]]:
    """The raid's cards lie face up: every seat sees the whole record."""
    raid = state.get("raid")
    return [{"raid": None if raid is None else dict(raid)}]


def scene_lines(state: State, seat: int | None) -> list[Msg]:
    """A merchant raid's cards lie face up (MM-5.3.2)."""
    raid = state.get("raid")
    if raid is None:
        return []
    return [
        _(
            "Merchant raid by %(name)s, cards: %(cards)s.",
            name=name(state, raid["seat"]),
            cards=[card_words(c) for c in raid["cards"]],
        )
    ]
