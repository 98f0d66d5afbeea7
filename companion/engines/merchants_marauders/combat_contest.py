"""The Seamanship contest of a combat round (MM-9.3, MM-9.4, MM-9.9.2, MM-Q36, MM-Q48).

Both sides roll at once, each on its controller's phone (``naval_roll``): dice left out
are rolled by the companion once both entries are in, side by side in order, so the two
entries commute. Then the contest window: each side may change the dice with its
Grappling hooks (a side that declared Board, MM-9.9.2), or by a card or ability named
(``reroll_dice``, ``set_die``: MM-9.8.2, MM-Q48); any change opens the window again for
both, and the contest is decided when both sides have said they are done
(``contest_done``). The results of MM-9.4 become the round's cannon volley.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders import combat_sides as cs
from companion.engines.merchants_marauders import dice as rolls
from companion.engines.merchants_marauders.catalogue import SKULL
from companion.engines.merchants_marauders.combat import side_name
from companion.engines.merchants_marauders.combat_hits import start_volley
from companion.engines.merchants_marauders.dice import roll_words
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import (
    Entry,
    Owed,
    answered_by,
    expect,
    owe,
    top_of,
)

WHOSE = ("mine", "theirs")


def start_contest(state: State) -> list[Msg]:
    c = cs.combat(state)
    c["rolls"] = [None, None]
    c["hooks_used"] = False
    c["step"] = "contest"
    for i in (1, 0):
        owe(state, "naval_contest", [cs.controller(state, i)], side=i)
    return [
        _(
            "The Seamanship contest: %(a)s rolls %(na)s dice, %(b)s rolls %(nb)s (MM-9.3).",
            a=side_name(state, cs.side(state, 0)),
            na=cs.pool(state, 0),
            b=side_name(state, cs.side(state, 1)),
            nb=cs.pool(state, 1),
        )
    ]


@move(
    "naval_roll",
    N_("Roll your Seamanship"),
    rolls.dice_arg(),
    rule="MM-9.3.1",
    example={"dice": [5, 1, 1]},
    commutes=True,
    contest=True,
)
def naval_roll(state: State, seat: int | None, *, dice: list[int] | None = None) -> Played:
    entry = expect(state, "naval_contest", seat, "MM-9.3.1")
    i = entry["side"]
    c = cs.combat(state)
    who = side_name(state, cs.side(state, i))
    n = cs.pool(state, i)
    if dice is not None:
        if len(dice) != n:
            raise RuleError(
                "MM-9.3.2",
                ngettext(
                    "Your Seamanship roll is %(n)s die, not %(given)s: %(a)s rolls %(na)s, "
                    "%(b)s rolls %(nb)s (MM-9.3.2).",
                    "Your Seamanship roll is %(n)s dice, not %(given)s: %(a)s rolls %(na)s, "
                    "%(b)s rolls %(nb)s (MM-9.3.2).",
                    n,
                    given=len(dice),
                    a=side_name(state, cs.side(state, 0)),
                    na=cs.pool(state, 0),
                    b=side_name(state, cs.side(state, 1)),
                    nb=cs.pool(state, 1),
                ),
            )
        line = roll_line(state, i, dice)
    else:
        line = _(
            "The companion rolls %(name)s's %(n)s Seamanship dice against %(other)s's %(m)s.",
            name=who,
            n=n,
            other=side_name(state, cs.side(state, 1 - i)),
            m=cs.pool(state, 1 - i),
        )
    c["rolls"][i] = list(dice) if dice is not None else "roll"
    state["waiting"].remove(entry)
    lines = [line]
    if all(r is not None for r in c["rolls"]):
        lines += contest_in(state)
    return played(state, *lines)


def roll_line(state: State, i: int, faces: list[int]) -> Msg:
    return ngettext(
        "%(name)s rolls %(faces)s: %(n)s skull, sum %(sum)s.",
        "%(name)s rolls %(faces)s: %(n)s skulls, sum %(sum)s.",
        rolls.successes(faces),
        name=side_name(state, cs.side(state, i)),
        faces=roll_words(faces),
        sum=rolls.tie_value(faces),
    )


def contest_in(state: State) -> list[Msg]:
    c = cs.combat(state)
    lines: list[Msg] = []
    for i in (0, 1):
        if c["rolls"][i] == "roll":
            c["rolls"][i] = rolls.roll(state, cs.pool(state, i))
            lines.append(roll_line(state, i, c["rolls"][i]))
    c["step"] = "window"
    owe(state, "naval_window", cs.controllers(state))
    return lines


def reopen(state: State) -> None:
    """A change to the dice: both sides may answer it (MM-7.2.5)."""
    entry = top_of(state, "naval_window")
    assert entry is not None
    entry["seats"] = cs.controllers(state)


def window_side(state: State, seat: int | None, rule: str) -> int:
    expect(state, "naval_window", seat, rule)
    return 0 if cs.controller(state, 0) == seat else 1


def positions_checked(faces: list[int], positions: list[int] | None, rule: str) -> list[int]:
    """The places named (from 1); none named: every die."""
    if not positions:
        return list(range(1, len(faces) + 1))
    if any(p < 1 or p > len(faces) for p in positions):
        raise RuleError(
            rule,
            ngettext(
                "Name dice by their place in the roll, from 1 to %(n)s (%(rule)s).",
                "Name dice by their place in the roll, from 1 to %(n)s (%(rule)s).",
                len(faces),
                rule=rule,
            ),
        )
    return sorted(set(positions))


def reroll(
    state: State, i: int, positions: list[int] | None, dice: list[int] | None, rule: str
) -> list[int]:
    faces = cs.combat(state)["rolls"][i]
    chosen = positions_checked(faces, positions, rule)
    if dice is not None and len(dice) != len(chosen):
        raise RuleError(
            rule,
            _(
                "Enter one new face per die rolled again: %(n)s, not %(given)s (%(rule)s).",
                n=len(chosen),
                given=len(dice),
                rule=rule,
            ),
        )
    new = rolls.take(state, dice, len(chosen), rule, _("The reroll"))
    for place, face in zip(chosen, new, strict=True):
        faces[place - 1] = face
    return list(faces)


@move(
    "grappling_hooks",
    N_("Spend your Grappling hooks to reroll"),
    Arg(
        "positions",
        "int_list",
        N_("the dice you roll again, by place (1 = first; leave empty: all of them)"),
        required=False,
        min=1,
        max=10,
    ),
    rolls.dice_arg(
        "dice",
        N_("the new faces, as rolled (leave empty: the companion rolls)"),
        N_("the new faces, as rolled"),
    ),
    rule="MM-9.9.2",
    example={"positions": [1, 2, 3], "dice": [5, 5, 1]},
)
def grappling_hooks(
    state: State,
    seat: int | None,
    *,
    positions: list[int] | None = None,
    dice: list[int] | None = None,
) -> Played:
    """MM-9.9.2, MM-Q36: once, after both rolls, by a side that declared Board."""
    i = window_side(state, seat, "MM-9.9.2")
    if not hooks_ready(state, i):
        raise RuleError(
            "MM-9.9.2",
            _("Grappling hooks may be spent only after declaring Board, once (MM-9.9.2)."),
        )
    faces = reroll(state, i, positions, dice, "MM-9.9.2")
    cs.spend_weapon(state, i, "hooks")
    cs.combat(state)["hooks_used"] = True
    reopen(state)
    who = side_name(state, cs.side(state, i))
    line = _("%(name)s spends the Grappling hooks and rerolls (MM-9.9.2).", name=who)
    return played(state, line, roll_line(state, i, faces))


def hooks_ready(state: State, i: int) -> bool:
    c = cs.combat(state)
    return bool(c["decl"][i] == "board" and not c["hooks_used"] and "hooks" in cs.weapons(state, i))


@move(
    "reroll_dice",
    N_("Reroll dice by a card or ability"),
    Arg("card", "str", N_("the card or ability, as printed")),
    Arg("whose", "choice", N_("whose dice"), choices=WHOSE),
    Arg(
        "positions",
        "int_list",
        N_("the dice rolled again, by place (1 = first; leave empty: all of them)"),
        required=False,
        min=1,
        max=10,
    ),
    rolls.dice_arg(
        "dice",
        N_("the new faces, as rolled (leave empty: the companion rolls)"),
        N_("the new faces, as rolled"),
    ),
    rule="MM-Q48",
    example={"card": "Lucky wind", "whose": "mine", "positions": [1]},
)
def reroll_dice(
    state: State,
    seat: int | None,
    *,
    card: str,
    whose: str,
    positions: list[int] | None = None,
    dice: list[int] | None = None,
) -> Played:
    """MM-9.8.2, MM-Q48: a reroll the table's card or ability allows, logged by name."""
    mine = window_side(state, seat, "MM-Q48")
    i = mine if whose == "mine" else 1 - mine
    faces = reroll(state, i, positions, dice, "MM-Q48")
    reopen(state)
    line = _(
        "%(name)s has dice rerolled: %(card)s (MM-Q48).",
        name=side_name(state, cs.side(state, mine)),
        card=card,
    )
    return played(state, line, roll_line(state, i, faces))


@move(
    "set_die",
    N_("Change one die by a card or ability"),
    Arg("card", "str", N_("the card or ability, as printed")),
    Arg("whose", "choice", N_("whose dice"), choices=WHOSE),
    Arg("position", "int", N_("the die changed, by place (1 = first)"), min=1, max=10),
    Arg(
        "face",
        "int",
        N_("its new face (5 for a skull)"),
        min=1,
        max=SKULL,
        form_help=N_("its new face"),
    ),
    rule="MM-Q48",
    example={"card": "Steady hand", "whose": "mine", "position": 1, "face": 5},
)
def set_die(
    state: State, seat: int | None, *, card: str, whose: str, position: int, face: int
) -> Played:
    """MM-Q48: a one-roll die modifier, logged by name."""
    mine = window_side(state, seat, "MM-Q48")
    i = mine if whose == "mine" else 1 - mine
    faces = cs.combat(state)["rolls"][i]
    positions_checked(faces, [position], "MM-Q48")
    faces[position - 1] = face
    reopen(state)
    line = _(
        "%(name)s changes a die: %(card)s (MM-Q48).",
        name=side_name(state, cs.side(state, mine)),
        card=card,
    )
    return played(state, line, roll_line(state, i, faces))


@move("contest_done", N_("Go on with these dice"), rule="MM-9.3.1", example={}, commutes=True)
def contest_done(state: State, seat: int | None) -> Played:
    entry = expect(state, "naval_window", seat, "MM-9.3.1")
    assert seat is not None
    i = 0 if cs.controller(state, 0) == seat else 1
    line = _("%(name)s goes on with these dice.", name=side_name(state, cs.side(state, i)))
    answered_by(state, entry, seat)
    if top_of(state, "naval_window") is entry:
        return played(state, line)
    return played(state, line, *resolve_contest(state))


def resolve_contest(state: State) -> list[Msg]:
    c = cs.combat(state)
    a, b = c["rolls"]
    winner = cs.winner_of(a, b)
    c["winner"] = winner
    names = [side_name(state, cs.side(state, i)) for i in (0, 1)]
    compared = _(
        "Skulls: %(a)s %(sa)s, %(b)s %(sb)s; sums %(ta)s and %(tb)s",
        a=names[0],
        sa=rolls.successes(a),
        ta=rolls.tie_value(a),
        b=names[1],
        sb=rolls.successes(b),
        tb=rolls.tie_value(b),
    )
    if winner is None:
        line = _("%(compared)s: nobody wins the contest (MM-9.3.4).", compared=compared)
    else:
        line = _(
            "%(compared)s: %(name)s wins the contest (MM-9.3.1).",
            compared=compared,
            name=names[winner],
        )
    hits = [cs.hits_of(state, 0, winner), cs.hits_of(state, 1, winner)]
    c["step"] = "action"
    return [line, *start_volley(state, hits, "cannons", "action")]


def contest_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    """The roll with its dice (MM-9.3.2); an NPC's is rolled by the player the rules name
    (MM-8.8.1), who is told whose dice these are."""
    i = entry["side"]
    n = rolls.pool_size(cs.pool(state, i))
    side = cs.side(state, i)
    if "seat" in side:
        label = ngettext("Roll your Seamanship: %(n)s die", "Roll your Seamanship: %(n)s dice", n)
    else:
        label = ngettext(
            "Roll for %(npc)s, its Seamanship: %(n)s die",
            "Roll for %(npc)s, its Seamanship: %(n)s dice",
            n,
            npc=side_name(state, side),
        )
    return rolls.roll_offers("naval_roll", label, n)


def window_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    i = 0 if cs.controller(state, 0) == seat else 1
    c = cs.combat(state)
    places: dict[str, list[Any]] = {
        "mine": list(range(1, len(c["rolls"][i]) + 1)),
        "theirs": list(range(1, len(c["rolls"][1 - i]) + 1)),
    }
    out = [LegalMove("contest_done", N_("Go on with these dice"))]
    # Every die rolled again is entered on a pad of the side's dice, or the companion rolls
    # the ones ticked; one die rolled again at the table is "Change one die".
    n = len(c["rolls"][i])
    if hooks_ready(state, i):
        out += rolls.reroll_offers(
            "grappling_hooks",
            ngettext(
                "Spend your Grappling hooks to reroll your die",
                "Spend your Grappling hooks to reroll all %(n)s dice",
                n,
            ),
            N_("Spend your Grappling hooks to reroll, rolled by the companion"),
            n,
            {"positions": places["mine"]},
        )
    out += rolls.reroll_offers(
        "reroll_dice",
        ngettext(
            "Reroll your die by a card or ability",
            "Reroll all %(n)s of your dice by a card or ability",
            n,
        ),
        N_("Reroll dice by a card or ability, rolled by the companion"),
        n,
        {"whose": ["mine"], "positions": places["mine"]},
    )
    out.append(
        LegalMove(
            "set_die",
            N_("Change one die by a card or ability"),
            {"whose": ["mine"], "position": places["mine"], "face": [1, 2, 3, 4, SKULL]},
        )
    )
    return out


def _contest_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s rolls Seamanship (MM-9.3.1).",
        name=side_name(state, cs.side(state, entry["side"])),
    )


def _window_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(names)s may change the contest dice by hooks, a card or an ability, or go on (MM-9.3.7).",
        names=[
            side_name(state, cs.side(state, i))
            for i in (0, 1)
            if cs.controller(state, i) in entry["seats"]
        ],
    )


OWED = (
    Owed("naval_contest", contest_offers, _contest_prompt),
    Owed("naval_window", window_offers, _window_prompt),
)
