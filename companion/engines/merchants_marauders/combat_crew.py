"""Crew combat (MM-10, MM-4.5.7 Swivel Guns, MM-Q36, MM-Q41): the fight after a boarding.

The naval combat hands over a record ``state["combat"]`` with ``"kind": "crew"`` and
``"boarder"`` (the index of the side that boarded) and calls ``start_crew``. The record
then holds::

    {"round": crew round (from 1), "step": "swivel" | "roll" | "window",
     "pending": {side index as str: dice as entered or None (the companion rolls)},
     "rolls": [faces, faces] of the last round rolled (None before the first), ...}

Both sides roll at the same time, each on its controller's phone: the entries commute,
so a roll the companion makes waits until both entries are in (then the aggressor's
dice are drawn first) and the order of arrival changes nothing.

The hook for glory cards and abilities (MM-10.8, MM-7.2.5, MM-Q48) is the step
"window": after both rolls and before the hits. It is opened by ``roll_window`` for the
player captains in the fight who hold a glory card (a public count); there any of them
may change a side's dice (``crew_reroll``, naming the card or ability), or let the round
go on (``crew_go_on``). ``crew_end.py`` ends the fight and starts the plunder.
"""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders import crew_end
from companion.engines.merchants_marauders.catalogue import SWIVEL_DICE
from companion.engines.merchants_marauders.combat import Side, side_name
from companion.engines.merchants_marauders.crew_end import crew_of, set_crew
from companion.engines.merchants_marauders.dice import (
    dice_arg,
    pads_by_choice,
    pool_size,
    roll,
    roll_words,
    successes,
    take,
)
from companion.engines.merchants_marauders.dice import (
    roll_offers as dice_offers,
)
from companion.engines.merchants_marauders.seats import at_sea, name, player, skill
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import (
    Entry,
    Owed,
    answered_by,
    expect,
    owe,
)

SIDE_KEYS = ("aggressor", "defender")
SIDE_LABELS = (N_("the aggressor's dice"), N_("the defender's dice"))


def combat(state: State) -> dict[str, Any]:
    record = state.get("combat")
    if not record or record.get("kind") != "crew":
        raise RuleError("MM-10.1", _("No crew combat is being fought now (MM-10.1)."))
    return cast(dict[str, Any], record)


def sides(state: State) -> list[Side]:
    return list(state["combat"]["sides"])


def leadership(state: State, side: Side) -> int:
    """MM-10.2, MM-8.8.5: a captain rolls his Leadership (an NPC its card's)."""
    if "seat" in side:
        return skill(player(state, side["seat"]), "leadership")
    cards = state["npcs"][side["npc"]]["cards"]
    return int(cards[-1].get("leadership", 0)) if cards else 0


def has_swivels(state: State, side: Side) -> bool:
    """MM-4.5.7, MM-Q36: Swivel Guns fire only at sea; NPC ships have no modifications."""
    if "seat" not in side:
        return False
    p = player(state, side["seat"])
    return p["ship"] is not None and "swivels" in p["ship"]["mods"] and at_sea(p)


def start_crew(state: State) -> list[Msg]:
    """MM-10.1: the crew combat starts at once after the boarding. A side without Crew
    loses at once (MM-10.7); else Swivel Guns fire first (MM-Q36), then round 1."""
    record = state["combat"]
    record.update(kind="crew", round=1, pending={}, rolls=None, swivel=None)
    both = sides(state)
    boarder = int(record.get("boarder", 0))
    lines = [
        _(
            "Crew combat: %(boarder)s boards %(other)s (MM-10.1).",
            boarder=side_name(state, both[boarder]),
            other=side_name(state, both[1 - boarder]),
        )
    ]
    empty = [i for i in (0, 1) if crew_of(state, both[i]) <= 0]
    if empty:
        winner = None if len(empty) == 2 else 1 - empty[0]
        return lines + crew_end.finish(state, winner, "MM-10.7")
    gunners = [i for i in (0, 1) if has_swivels(state, both[i])]
    if gunners:
        record["step"] = "swivel"
        owe(state, "crew_swivel", [both[i]["controller"] for i in gunners], sides=gunners)
        return lines
    return lines + begin_round(state)


def begin_round(state: State) -> list[Msg]:
    """MM-10.2: both captains roll their Leadership at the same time."""
    record = state["combat"]
    record.update(step="roll", pending={})
    both = sides(state)
    owe(state, "crew_roll", [s["controller"] for s in both], sides=[0, 1])
    return []


def side_of(state: State, entry: Entry, seat: int) -> int:
    """The side a seat enters for: the first side it controls that has not entered yet."""
    both = sides(state)
    for i in entry["sides"]:
        if both[i]["controller"] == seat and str(i) not in state["combat"]["pending"]:
            return int(i)
    raise RuleError("MM-10.2", _("You have already entered this roll (MM-10.2)."))


def enter(state: State, seat: int | None, kind: str, rule: str, dice: list[int] | None) -> int:
    """One side's roll entered: checked against its pool and kept until both are in."""
    entry = expect(state, kind, seat, rule)
    assert seat is not None
    index = side_of(state, entry, seat)
    side = sides(state)[index]
    pool = SWIVEL_DICE if kind == "crew_swivel" else leadership(state, side)
    what = side_name(state, side)
    state["combat"]["pending"][str(index)] = (
        None if dice is None else take(state, dice, pool, rule, what)
    )
    answered_by(state, entry, seat)
    return index


def rolled(state: State, indices: list[int], pools: dict[int, int]) -> list[list[int]]:
    """Every pending roll, the companion's drawn in side order once all are in."""
    pending = state["combat"]["pending"]
    out: list[list[int]] = [[], []]
    for i in sorted(indices):
        faces = pending.get(str(i))
        out[i] = list(faces) if faces is not None else roll(state, pools[i])
    state["combat"]["pending"] = {}
    return out


def roll_line(state: State, index: int, faces: list[int]) -> Msg:
    return ngettext(
        "%(name)s rolls %(dice)s: %(n)s success.",
        "%(name)s rolls %(dice)s: %(n)s successes.",
        successes(faces),
        name=side_name(state, sides(state)[index]),
        dice=roll_words(faces),
    )


@move(
    "crew_swivel",
    N_("Fire your Swivel Guns"),
    dice_arg(),
    rule="MM-Q36",
    example={"dice": [5, 2]},
    commutes=True,
    contest=True,
)
def crew_swivel(state: State, seat: int | None, *, dice: list[int] | None = None) -> Played:
    """MM-4.5.7, MM-Q36: before the first Leadership roll, at sea, each side with Swivel
    Guns rolls 2 dice at the same time; a success takes 1 from the enemy's Crew."""
    combat(state)
    index = enter(state, seat, "crew_swivel", "MM-Q36", dice)
    lines: list[Msg] = [
        _(
            "%(name)s fires the Swivel Guns: %(n)s dice in crew round %(round)s.",
            name=side_name(state, sides(state)[index]),
            n=SWIVEL_DICE,
            round=state["combat"]["round"],
        )
    ]
    if state["combat"]["pending"].keys() >= {str(i) for i in gunners_of(state)}:
        lines += resolve_swivels(state)
    return played(state, *lines)


def gunners_of(state: State) -> list[int]:
    return [i for i in (0, 1) if has_swivels(state, sides(state)[i])]


def resolve_swivels(state: State) -> list[Msg]:
    both = sides(state)
    gunners = gunners_of(state)
    faces = rolled(state, gunners, dict.fromkeys(gunners, SWIVEL_DICE))
    state["combat"]["swivel"] = faces
    lines: list[Msg] = []
    for i in gunners:
        lines.append(roll_line(state, i, faces[i]))
        if successes(faces[i]):
            target = both[1 - i]
            before = crew_of(state, target)
            set_crew(state, target, max(0, before - 1))
            lines.append(crew_line(state, target, 1, before))
    empty = [i for i in (0, 1) if crew_of(state, both[i]) <= 0]
    if empty:
        return lines + crew_end.finish(state, crew_end.decide(faces, empty), "MM-10.6")
    return lines + begin_round(state)


def crew_line(state: State, target: Side, hits: int, before: int) -> Msg:
    return ngettext(
        "%(name)s loses %(n)s Crew: %(before)s to %(after)s.",
        "%(name)s loses %(n)s Crew: %(before)s to %(after)s.",
        hits,
        name=side_name(state, target),
        before=before,
        after=crew_of(state, target),
    )


@move(
    "crew_roll",
    N_("Roll Leadership in crew combat"),
    dice_arg(),
    rule="MM-10.2",
    example={"dice": [5, 2]},
    commutes=True,
    contest=True,
)
def crew_roll(state: State, seat: int | None, *, dice: list[int] | None = None) -> Played:
    """MM-10.2: each side rolls its Leadership; the round is decided once both are in."""
    record = combat(state)
    index = enter(state, seat, "crew_roll", "MM-10.2", dice)
    side = sides(state)[index]
    lines: list[Msg] = [
        ngettext(
            "%(name)s rolls %(n)s die of Leadership in crew round %(round)s.",
            "%(name)s rolls %(n)s dice of Leadership in crew round %(round)s.",
            leadership(state, side),
            name=side_name(state, side),
            round=record["round"],
        )
    ]
    if len(record["pending"]) == 2:
        both = sides(state)
        record["rolls"] = rolled(state, [0, 1], {i: leadership(state, both[i]) for i in (0, 1)})
        lines += [roll_line(state, i, record["rolls"][i]) for i in (0, 1)]
        lines += roll_window(state)
    return played(state, *lines)


def card_holders(state: State) -> list[int]:
    """The player captains in the fight who hold a glory card (the count is public)."""
    return [s["seat"] for s in sides(state) if "seat" in s and player(state, s["seat"])["hand"]]


def roll_window(state: State) -> list[Msg]:
    """The hook for glory cards and abilities (MM-10.8, MM-7.2.5): after both rolls and
    before the hits. Nobody in the fight holds a card: the hits fall at once."""
    holders = card_holders(state)
    if not holders:
        return crew_end.apply_round(state, begin_round)
    state["combat"]["step"] = "window"
    owe(state, "crew_window", holders)
    return []


@move(
    "crew_reroll",
    N_("Change a side's crew-combat dice with a card or ability"),
    Arg("card", "str", N_("the glory card or ability that changes the dice")),
    Arg("side", "choice", N_("whose dice"), choices=SIDE_KEYS, choice_labels=SIDE_LABELS),
    dice_arg(
        help=N_("the new dice (leave empty: the companion rolls them)"),
        form_help=N_("the new dice, as rolled"),
    ),
    rule="MM-10.8",
    example={"card": "Crew Combat re-rolls", "side": "defender", "dice": [1, 3]},
)
def crew_reroll(
    state: State, seat: int | None, *, card: str, side: str, dice: list[int] | None = None
) -> Played:
    """MM-10.8, MM-7.2.5, MM-Q48: a card or ability rerolls one side's dice; the new dice
    replace the old. A card played from the hand leaves it. Every holder may answer
    again (MM-Q34: a new moment)."""
    record = combat(state)
    expect(state, "crew_window", seat, "MM-10.8")
    assert seat is not None
    index = SIDE_KEYS.index(side)
    target = sides(state)[index]
    faces = take(state, dice, len(record["rolls"][index]), "MM-10.8", side_name(state, target))
    record["rolls"][index] = faces
    hand = player(state, seat)["hand"]
    if card in hand:
        hand.remove(card)
    state["waiting"] = [e for e in state["waiting"] if e["kind"] != "crew_window"]
    lines: list[Msg] = [
        _(
            "%(name)s plays %(card)s: %(target)s rolls again.",
            name=name(state, seat),
            card=card,
            target=side_name(state, target),
        ),
        roll_line(state, index, faces),
    ]
    return played(state, *lines, *roll_window(state))


# Each seat answers for itself; whichever answers last lets the hits fall: either order
# gives the same table, so two phones tapping at once are merged, not refused.
@move("crew_go_on", N_("Play no card now"), rule="MM-10.8", example={}, commutes=True)
def crew_go_on(state: State, seat: int | None) -> Played:
    """MM-7.2.5: a player who plays nothing at this moment; once all have, the hits fall."""
    combat(state)
    entry = expect(state, "crew_window", seat, "MM-10.8")
    assert seat is not None
    answered_by(state, entry, seat)
    lines: list[Msg] = [_("%(name)s plays no card now.", name=name(state, seat))]
    if not any(e["kind"] == "crew_window" for e in state["waiting"]):
        lines += crew_end.apply_round(state, begin_round)
    return played(state, *lines)


def roll_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    """The roll with its dice (MM-10.2), for the side this seat enters next (its own, or
    an NPC's it rolls for)."""
    try:
        side = sides(state)[side_of(state, entry, seat)]
    except RuleError:
        return []  # this seat's roll is in; the other side's is awaited
    n = pool_size(leadership(state, side))
    if "seat" in side:
        label = ngettext(
            "Roll Leadership in crew combat: %(n)s die",
            "Roll Leadership in crew combat: %(n)s dice",
            n,
        )
    else:
        label = ngettext(
            "Roll for %(npc)s, its Leadership in crew combat: %(n)s die",
            "Roll for %(npc)s, its Leadership in crew combat: %(n)s dice",
            n,
            npc=side_name(state, side),
        )
    return dice_offers("crew_roll", label, n)


def roll_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(names)s: roll Leadership for crew round %(round)s (MM-10.2).",
        round=state["combat"]["round"],
        names=[name(state, s) for s in entry["seats"]],
    )


def swivel_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    label = ngettext(
        "Fire your Swivel Guns: %(n)s die", "Fire your Swivel Guns: %(n)s dice", SWIVEL_DICE
    )
    return dice_offers("crew_swivel", label, SWIVEL_DICE)


def swivel_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(names)s: fire your Swivel Guns before the first Leadership roll (MM-Q36).",
        names=[name(state, s) for s in entry["seats"]],
    )


def window_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    """A card that rerolls a side's dice (MM-10.8): the new dice on a pad of that side's
    dice, or rolled by the companion; or no card now."""
    record = combat(state)
    # Playing nothing is the usual answer: it comes first, as "Go on" in a naval combat.
    out = [LegalMove("crew_go_on", N_("Play no card now"))]
    pads = [
        (
            key,
            _("Change %(side)s's dice with a card or ability", side=side_name(state, side)),
            len(record["rolls"][index]),
        )
        for index, (key, side) in enumerate(zip(SIDE_KEYS, sides(state), strict=True))
    ]
    by_companion = N_(
        "Change a side's crew-combat dice with a card or ability, rolled by the companion"
    )
    return out + pads_by_choice("crew_reroll", "side", pads, by_companion, list(SIDE_KEYS))


def window_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(names)s: play a crew-combat card now, or let the hits fall (MM-10.8).",
        names=[name(state, s) for s in entry["seats"]],
    )


OWED = (
    Owed("crew_swivel", swivel_offers, swivel_prompt),
    Owed("crew_roll", roll_offers, roll_prompt),
    Owed("crew_window", window_offers, window_prompt),
)


def view_part(state: State, seat: int | None) -> list[dict[str, Any]]:
    """The fight as everyone sees it: the round, each side's Crew, the last rolls; a roll
    entered before the other side's stays unseen until both are in."""
    record = state.get("combat")
    if not record or record.get("kind") != "crew":
        return []
    both = sides(state)
    return [
        {
            "crew_combat": {
                "round": record["round"],
                "step": record["step"],
                "crew": [crew_of(state, s) for s in both],
                "rolls": record["rolls"],
                "rolled": sorted(int(i) for i in record["pending"]),
            }
        }
    ]


def scene_lines(state: State, seat: int | None) -> list[Msg]:
    """A crew combat in the open: the round and each side's Crew."""
    record = state.get("combat")
    if not record or record.get("kind") != "crew":
        return []
    a, b = sides(state)
    return [
        _(
            "Crew combat, round %(round)s: %(a)s with Crew %(ca)s against %(b)s with Crew %(cb)s.",
            round=record["round"],
            a=side_name(state, a),
            ca=crew_of(state, a),
            b=side_name(state, b),
            cb=crew_of(state, b),
        )
    ]
