"""Where a set of hits lands and what it does (MM-9.5, MM-9.6, MM-9.7, MM-9.9.3, MM-9.9.4,
MM-Q37, MM-Q48): a volley.

A volley is every hit of one moment of a naval combat: the cannons of a combat round,
the Long Guns of round 1, a Chasers shot. Both sides' hits are applied together
(MM-9.7.1), in steps the sides enter on their own phones at once:

1. ``hit_locations``: each shooting side's controller rolls one die per hit (MM-9.5.1),
   or leaves it to the companion; the dice left out are rolled when both are in, side
   by side in order, so the order of arrival does not matter.
2. ``special_weapon``: a shooter whose cannon hits rolled skulls may spend Chain shot
   (skulls to the Mast) or Grapeshot (to the Crew) instead of the target placing them
   (MM-9.9.3, MM-9.9.4; never on Long Guns hits, MM-9.9.5).
3. ``take_hits`` (``combat_damage.py``): each target places its skulls (MM-9.5.3) and may flip Reinforced Hull
   to cancel one hit (MM-Q37); before that it may ``relocate_hit`` naming the ability or
   card that allows it (MM-9.8.2, MM-Q48).

``state["combat"]["volley"]``: ``source``, ``hits`` (hits side i inflicts), ``dice``
(side i's location dice, "roll" for the companion, None not yet), ``weapon`` (spent by
side i), ``placed`` (locations hit on side t, numbered first then skulls, MM-9.5.4),
``cancel`` (the location Reinforced Hull saves on side t), ``after`` (what comes next).
"""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders import combat_sides as cs
from companion.engines.merchants_marauders import dice as rolls
from companion.engines.merchants_marauders.catalogue import LOCATION_BY_DIE, SKULL
from companion.engines.merchants_marauders.combat import side_name
from companion.engines.merchants_marauders.dice import roll_words
from companion.engines.merchants_marauders.words import word
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import Entry, Owed, done, expect, owe

KEEP = {"chain": "mast", "grape": "crew"}  # MM-9.9.3, MM-9.9.4
SPECIAL = ("chain", "grape")


def volley(state: State) -> dict[str, Any]:
    return cast(dict[str, Any], cs.combat(state)["volley"])


def start_volley(state: State, hits: list[int], source: str, after: str) -> list[Msg]:
    """Owe the location dice of every hit; with no hit at all, go straight on."""
    if not any(hits):
        return continue_after(state, after)
    cs.combat(state)["volley"] = {
        "source": source,
        "hits": list(hits),
        "dice": [None if h else [] for h in hits],
        "weapon": [None, None],
        "placed": [None, None],
        "cancel": [None, None],
        "after": after,
    }
    for i in (1, 0):
        if hits[i]:
            owe(state, "naval_locations", [cs.controller(state, i)], side=i)
    return [
        ngettext(
            "%(name)s inflicts %(n)s hit on %(target)s.",
            "%(name)s inflicts %(n)s hits on %(target)s.",
            hits[i],
            name=side_name(state, cs.side(state, i)),
            target=side_name(state, cs.side(state, 1 - i)),
        )
        for i in (0, 1)
        if hits[i]
    ]


def continue_after(state: State, after: str) -> list[Msg]:
    from companion.engines.merchants_marauders import combat_naval  # it starts volleys

    return combat_naval.after_volley(state, after)


@move(
    "hit_locations",
    N_("Roll where your hits land"),
    rolls.dice_arg(
        "dice",
        N_("one die per hit, die by die as rolled (left out, the companion rolls them)"),
        N_("one die per hit, die by die as rolled"),
    ),
    rule="MM-9.5.1",
    example={"dice": [2, 1, 3]},
    commutes=True,
)
def hit_locations(state: State, seat: int | None, *, dice: list[int] | None = None) -> Played:
    entry = expect(state, "naval_locations", seat, "MM-9.5.1")
    i = entry["side"]
    v = volley(state)
    who = side_name(state, cs.side(state, i))
    if dice is not None:
        if len(dice) != v["hits"][i]:
            raise RuleError(
                "MM-9.5.1",
                _(
                    "Roll one die per hit: %(n)s, not %(given)s (MM-9.5.1).",
                    n=v["hits"][i],
                    given=len(dice),
                ),
            )
        line = ngettext(
            "%(name)s rolls the location of %(n)s hit: %(faces)s.",
            "%(name)s rolls the locations of %(n)s hits: %(faces)s.",
            v["hits"][i],
            name=who,
            faces=roll_words(dice),
        )
    else:
        line = ngettext(
            "The companion rolls the location of %(name)s's %(n)s hit.",
            "The companion rolls the locations of %(name)s's %(n)s hits.",
            v["hits"][i],
            name=who,
        )
    v["dice"][i] = list(dice) if dice is not None else "roll"
    done(state, entry)
    lines = [line]
    if all(d is not None for d in v["dice"]):
        lines += locations_in(state)
    return played(state, *lines)


def locations_in(state: State) -> list[Msg]:
    v = volley(state)
    lines: list[Msg] = []
    for i in (0, 1):
        if v["dice"][i] == "roll":
            v["dice"][i] = rolls.roll(state, v["hits"][i])
            lines.append(
                _(
                    "%(name)s's hit locations: %(faces)s.",
                    name=side_name(state, cs.side(state, i)),
                    faces=roll_words(v["dice"][i]),
                )
            )
    for i in (1, 0):
        if weapon_choices(state, i):
            owe(state, "naval_weapon", [cs.controller(state, i)], side=i)
    if not any(e["kind"] == "naval_weapon" for e in state["waiting"]):
        lines += prepare_targets(state)
    return lines


def skulls(state: State, i: int) -> int:
    return sum(1 for f in volley(state)["dice"][i] or [] if f == SKULL)


def weapon_choices(state: State, i: int) -> list[str]:
    """MM-9.9.3-9.9.5: on skulls rolled for cannon hits (Chasers fire cannon too), never
    on Long Guns hits."""
    if volley(state)["source"] == "long_guns" or not skulls(state, i):
        return []
    return [w for w in SPECIAL if w in cs.weapons(state, i)]


@move(
    "special_weapon",
    N_("Spend a special weapon on your skulls"),
    Arg("weapon", "choice", N_("the weapon you spend"), choices=("none", *SPECIAL)),
    rule="MM-9.9.3",
    example={"weapon": "chain"},
    commutes=True,
)
def special_weapon(state: State, seat: int | None, *, weapon: str) -> Played:
    entry = expect(state, "naval_weapon", seat, "MM-9.9.3")
    i = entry["side"]
    who = side_name(state, cs.side(state, i))
    if weapon != "none" and weapon not in weapon_choices(state, i):
        raise RuleError(
            "MM-9.9.1", _("You hold no %(weapon)s to spend (MM-9.9.1).", weapon=word(weapon))
        )
    done(state, entry)
    if weapon == "none":
        lines: list[Msg] = [_("%(name)s spends no special weapon.", name=who)]
    else:
        cs.spend_weapon(state, i, weapon)
        volley(state)["weapon"][i] = weapon
        lines = [
            _(
                "%(name)s spends %(weapon)s: its skulls hit the %(location)s (%(rule)s).",
                name=who,
                weapon=word(weapon),
                location=word(KEEP[weapon]),
                rule="MM-9.9.3" if weapon == "chain" else "MM-9.9.4",
            )
        ]
    if not any(e["kind"] == "naval_weapon" for e in state["waiting"]):
        lines += prepare_targets(state)
    return played(state, *lines)


def prepare_targets(state: State) -> list[Msg]:
    """Numbered hits first, then skulls sent by a weapon (MM-9.5.4); the target places
    the others."""
    v = volley(state)
    for i in (1, 0):
        if not v["hits"][i]:
            continue
        t = 1 - i
        faces = v["dice"][i]
        placed = [LOCATION_BY_DIE[f] for f in faces if f != SKULL]
        weapon = v["weapon"][i]
        to_place = 0 if weapon else skulls(state, i)
        if weapon:
            placed += [KEEP[weapon]] * skulls(state, i)
        v["placed"][t] = placed
        owe(state, "naval_take_hits", [cs.controller(state, t)], side=t, skulls=to_place)
    return []


def locations_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    """One die per hit (MM-9.5.1)."""
    n = volley(state)["hits"][entry["side"]]
    label = ngettext(
        "Roll where your hit lands: %(n)s die", "Roll where your hits land: %(n)s dice", n
    )
    return rolls.roll_offers("hit_locations", label, n)


def weapon_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [
        LegalMove(
            "special_weapon",
            N_("Spend a special weapon on your skulls"),
            {"weapon": ["none", *weapon_choices(state, entry["side"])]},
        )
    ]


OWED = (
    Owed(
        "naval_locations",
        locations_offers,
        lambda state, e: _(
            "%(name)s rolls where the hits land (MM-9.5.1).", name=cs.entry_name(state, e)
        ),
    ),
    Owed(
        "naval_weapon",
        weapon_offers,
        lambda state, e: _(
            "%(name)s may spend a special weapon on the skulls (MM-9.9.3).",
            name=cs.entry_name(state, e),
        ),
    ),
)
