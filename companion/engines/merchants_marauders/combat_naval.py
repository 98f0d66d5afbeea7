"""Naval combat (MM-9, MM-8.8): the combat round from the declarations to its end checks.

A round (section F, NAVAL_COMBAT): the aggressor declares, then the defender
(``naval_declare``, MM-9.2.1); a side facing a Flee may fire its Chasers (``fire_chasers``,
MM-Q37); in round 1 each ship with Long Guns fires before the contest (``long_guns``,
MM-Q36); the Seamanship contest and its results (``combat_contest.py``); the hits of
each of those moments (``combat_hits.py``); then the checks of MM-9.11: a ship sunk,
an escape, a boarding, or the next round. Everything is entered by each side's
controller (``side["controller"]``: the captain, or for an NPC the player to the left of
its opponent, MM-8.8.1, MM-Q3).

When the combat ends the Chasers of both ships are face up again (MM-Q37), the record is
cleared, and the turn it interrupted goes on (MM-Q27). An NPC's damage lived only in the
side's record (MM-8.8.4). A boarding hands the record to crew combat: ``kind`` becomes
"crew", ``step`` "swivel" and ``boarder`` the side that boarded, and
``combat_crew.start_crew(state)`` is called when that module is present.
"""

from __future__ import annotations

import importlib
from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders import combat_sides as cs
from companion.engines.merchants_marauders import dice as rolls
from companion.engines.merchants_marauders import ship as ships
from companion.engines.merchants_marauders.combat import side_name
from companion.engines.merchants_marauders.combat_contest import start_contest
from companion.engines.merchants_marauders.combat_hits import start_volley
from companion.engines.merchants_marauders.combat_sides import ACTION_WORDS, ACTIONS
from companion.engines.merchants_marauders.victory import defeat, loser_falls
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import Entry, Owed, done, expect, owe


def begin_round(state: State) -> list[Msg]:
    """MM-9.2.1: the aggressor declares first."""
    c = cs.combat(state)
    c.update(step="declare", decl=[None, None], rolls=[None, None], winner=None, volley=None)
    c.setdefault("chasers_fired", [False, False])
    owe(state, "naval_declare", [cs.controller(state, 0)], side=0)
    return [_("Combat round %(round)s: the captains declare (MM-9.2).", round=c["round"])]


def refuse_action(state: State, i: int, action: str) -> None:
    """MM-9.2.2, MM-9.2.4, MM-8.8.2: what this side may not declare, and why."""
    if action in cs.allowed_actions(state, i):
        return
    if cs.combat(state)["round"] == 1:
        raise RuleError(
            "MM-9.2.2", _("In the first combat round the only action is Shoot (MM-9.2.2).")
        )
    values = cs.loc(state, i)
    if values["mast"] <= 0:
        raise RuleError("MM-9.2.4", _("With a destroyed Mast you may only Shoot (MM-9.2.4)."))
    if action == "board":
        raise RuleError("MM-9.2.4", _("With no Crew left you cannot Board (MM-9.2.4)."))
    raise RuleError(
        "MM-8.8.2",
        _(
            "An NPC may Flee only with fewer Cannons or fewer Crew than its opponent "
            "(%(cannons)s Cannons and %(crew)s Crew against %(their_cannons)s and "
            "%(their_crew)s) (MM-8.8.2).",
            cannons=values["cannons"],
            crew=values["crew"],
            their_cannons=cs.loc(state, 1 - i)["cannons"],
            their_crew=cs.loc(state, 1 - i)["crew"],
        ),
    )


@move(
    "naval_declare",
    N_("Declare your combat action"),
    Arg("action", "choice", N_("your combat action"), choices=ACTIONS),
    rule="MM-9.2.1",
    example={"action": "shoot"},
    automatic=True,
)
def naval_declare(state: State, seat: int | None, *, action: str) -> Played:
    entry = expect(state, "naval_declare", seat, "MM-9.2.1")
    i = entry["side"]
    refuse_action(state, i, action)
    cs.combat(state)["decl"][i] = action
    done(state, entry)
    lines: list[Msg] = [
        _(
            "%(name)s declares %(action)s.",
            name=side_name(state, cs.side(state, i)),
            action=_(ACTION_WORDS[action]),
        )
    ]
    if i == 0:
        owe(state, "naval_declare", [cs.controller(state, 1)], side=1)
    else:
        lines += next_chasers(state)
    return played(state, *lines)


def chasers_due(state: State) -> list[int]:
    """MM-9.2.5, MM-Q37: a side whose opponent declared Flee, its Chasers face up."""
    c = cs.combat(state)
    return [
        i
        for i in (0, 1)
        if c["decl"][1 - i] == "flee" and not c["chasers_fired"][i] and cs.chasers_ready(state, i)
    ]


def next_chasers(state: State) -> list[Msg]:
    due = [i for i in chasers_due(state) if i not in cs.combat(state).get("chasers_asked", [])]
    if due:
        cs.combat(state).setdefault("chasers_asked", []).append(due[0])
        cs.combat(state)["step"] = "chasers"
        owe(state, "naval_chasers", [cs.controller(state, due[0])], side=due[0])
        return []
    cs.combat(state).pop("chasers_asked", None)
    return next_long_guns(state)


@move(
    "fire_chasers",
    N_("Fire your Chasers at the fleeing ship"),
    Arg("fire", "bool", N_("flip the Chasers to inflict one hit")),
    rule="MM-Q37",
    example={"fire": True},
)
def fire_chasers(state: State, seat: int | None, *, fire: bool) -> Played:
    entry = expect(state, "naval_chasers", seat, "MM-Q37")
    i = entry["side"]
    done(state, entry)
    who = side_name(state, cs.side(state, i))
    if not fire:
        return played(state, _("%(name)s keeps the Chasers.", name=who), *next_chasers(state))
    cs.ship_of(state, i)["chasers"] = False
    cs.combat(state)["chasers_fired"][i] = True
    hits = [1 if s == i else 0 for s in (0, 1)]
    line = _("%(name)s flips the Chasers (MM-Q37).", name=who)
    return played(state, line, *start_volley(state, hits, "chasers", "chased"))


def long_gunners(state: State) -> list[int]:
    """MM-Q36: round 1 only, ships with Long Guns and a Cannon left."""
    if cs.combat(state)["round"] != 1:
        return []
    return [i for i in (0, 1) if cs.has_mod(state, i, "longguns") and cs.loc(state, i)["cannons"]]


def next_long_guns(state: State) -> list[Msg]:
    gunners = long_gunners(state)
    if not gunners:
        return start_contest(state)
    c = cs.combat(state)
    c["step"] = "long_guns"
    c["long_guns"] = [None if i in gunners else [] for i in (0, 1)]
    for i in reversed(gunners):
        owe(state, "naval_long_guns", [cs.controller(state, i)], side=i)
    return []


@move(
    "long_guns",
    N_("Fire your Long Guns"),
    rolls.dice_arg(),
    rule="MM-Q36",
    example={"dice": [5, 2, 1]},
    commutes=True,
)
def long_guns(state: State, seat: int | None, *, dice: list[int] | None = None) -> Played:
    """MM-4.5.7, MM-Q36: one die per current Cannon; each skull is a hit."""
    entry = expect(state, "naval_long_guns", seat, "MM-Q36")
    i = entry["side"]
    c = cs.combat(state)
    who = side_name(state, cs.side(state, i))
    n = cs.loc(state, i)["cannons"]
    if dice is None:
        c["long_guns"][i] = "roll"
        line = ngettext(
            "The companion rolls %(name)s's Long Guns: %(n)s die.",
            "The companion rolls %(name)s's Long Guns: %(n)s dice.",
            n,
            name=who,
        )
    else:
        if len(dice) != n:
            raise RuleError(
                "MM-Q36",
                _(
                    "Long Guns roll one die per Cannon: %(n)s, not %(given)s (MM-Q36).",
                    n=n,
                    given=len(dice),
                ),
            )
        c["long_guns"][i] = list(dice)
        line = long_guns_line(state, i, dice)
    done(state, entry)
    lines = [line]
    if all(r is not None for r in c["long_guns"]):
        lines += long_guns_in(state)
    return played(state, *lines)


def long_guns_line(state: State, i: int, faces: list[int]) -> Msg:
    return ngettext(
        "%(name)s's Long Guns roll %(faces)s: %(n)s skull.",
        "%(name)s's Long Guns roll %(faces)s: %(n)s skulls.",
        rolls.successes(faces),
        name=side_name(state, cs.side(state, i)),
        faces=rolls.roll_words(faces),
    )


def long_guns_in(state: State) -> list[Msg]:
    c = cs.combat(state)
    lines: list[Msg] = []
    for i in (0, 1):
        if c["long_guns"][i] == "roll":
            c["long_guns"][i] = rolls.roll(state, cs.loc(state, i)["cannons"])
            lines.append(long_guns_line(state, i, c["long_guns"][i]))
    fired = c.pop("long_guns")
    hits = [rolls.successes(fired[i]) for i in (0, 1)]
    return lines + start_volley(state, hits, "long_guns", "long_guns")


def after_volley(state: State, after: str) -> list[Msg]:
    """What follows a volley: a sinking ends everything (MM-9.11.1); otherwise the step
    the volley interrupted."""
    sunk = [ships.sunk(cs.ship_of(state, i)) for i in (0, 1)]
    if any(sunk):
        return sinking(state, sunk)
    if after == "chased":
        return next_chasers(state)
    if after == "long_guns":
        return start_contest(state)
    return round_end(state)


def round_end(state: State) -> list[Msg]:
    """MM-9.4.3, MM-9.4.4: an escape or a boarding ends the naval combat; else a new round."""
    c = cs.combat(state)
    for i in (0, 1):
        if c["winner"] != i:
            continue
        if c["decl"][i] == "flee" and rolls.successes(c["rolls"][1 - i]) == 0:
            line = _(
                "%(name)s escapes: the combat ends and nobody wins it (MM-9.11.4).",
                name=side_name(state, cs.side(state, i)),
            )
            return [line, *end_combat(state)]
        if c["decl"][i] == "flee":
            return [flee_failed(state, i), *next_round(state)]
        if c["decl"][i] == "board":
            return board(state, i)
    return next_round(state)


def flee_failed(state: State, i: int) -> Msg:
    return _(
        "%(name)s wins the contest but %(other)s rolled a skull: no escape (MM-9.4.4).",
        name=side_name(state, cs.side(state, i)),
        other=side_name(state, cs.side(state, 1 - i)),
    )


def next_round(state: State) -> list[Msg]:
    cs.combat(state)["round"] += 1
    return begin_round(state)


def board(state: State, i: int) -> list[Msg]:
    """MM-9.4.3: the boarder boards unless the round's hits took his last Crew."""
    who = side_name(state, cs.side(state, i))
    if cs.loc(state, i)["crew"] <= 0:
        line = _(
            "%(name)s lost the last Crew to the cannons: no boarding, the naval combat goes on (MM-9.4.3).",
            name=who,
        )
        return [line, *next_round(state)]
    c = cs.combat(state)
    c.update(kind="crew", step="swivel", boarder=i, volley=None)
    lines: list[Msg] = [_("%(name)s boards: crew combat begins (MM-9.4.3, MM-10.1).", name=who)]
    crew = _crew_module()
    if crew is not None:
        lines += crew.start_crew(state) or []
    return lines


def _crew_module() -> Any:
    try:
        module = importlib.import_module("companion.engines.merchants_marauders.combat_crew")
    except ModuleNotFoundError:
        return None
    return module if hasattr(module, "start_crew") else None


def sinking(state: State, sunk: list[bool]) -> list[Msg]:
    """MM-9.11.2 and MM-Q40: one ship sunk, the other captain defeated it; both sunk,
    both die and nobody gains anything."""
    sides = [cs.side(state, 0), cs.side(state, 1)]
    names = [side_name(state, s) for s in sides]
    lines: list[Msg] = [
        _("%(name)s's ship sinks (MM-9.6.1).", name=names[i]) for i in (0, 1) if sunk[i]
    ]
    lines += end_combat(state)
    if all(sunk):
        lines.append(_("Both ships sank: nobody defeated the other (MM-Q40)."))
        for i in (0, 1):
            lines += loser_falls(state, sides[i], _("the ship sank"))
        return lines
    loser = 0 if sunk[0] else 1
    cause = _("the ship sank in combat with %(name)s", name=names[1 - loser])
    return lines + defeat(state, sides[1 - loser], sides[loser], cause)


def end_combat(state: State) -> list[Msg]:
    """MM-Q37, MM-8.8.4, MM-Q27: Chasers face up again, the NPC's track forgotten, the
    interrupted turn goes on."""
    for i in (0, 1):
        s = cs.side(state, i)
        if "seat" in s and cs.has_mod(state, i, "chasers"):
            cs.ship_of(state, i)["chasers"] = True
    state["combat"] = None
    state["waiting"] = [e for e in state["waiting"] if not str(e["kind"]).startswith("naval_")]
    return [_("The naval combat is over.")]


def declare_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [
        LegalMove(
            "naval_declare",
            N_("Declare your combat action"),
            {"action": cs.allowed_actions(state, entry["side"])},
        )
    ]


def chasers_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [LegalMove("fire_chasers", N_("Fire your Chasers at the fleeing ship"))]


def long_guns_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    n = cs.loc(state, entry["side"])["cannons"]  # one die per current Cannon (MM-Q36)
    label = ngettext("Fire your Long Guns: %(n)s die", "Fire your Long Guns: %(n)s dice", n)
    return rolls.roll_offers("long_guns", label, n)


OWED = (
    Owed(
        "naval_declare",
        declare_offers,
        lambda state, e: _(
            "%(name)s declares a combat action (MM-9.2.1).", name=cs.entry_name(state, e)
        ),
    ),
    Owed(
        "naval_chasers",
        chasers_offers,
        lambda state, e: _("%(name)s may fire the Chasers (MM-Q37).", name=cs.entry_name(state, e)),
    ),
    Owed(
        "naval_long_guns",
        long_guns_offers,
        lambda state, e: _("%(name)s fires the Long Guns (MM-Q36).", name=cs.entry_name(state, e)),
    ),
)


def view_part(state: State, seat: int | None) -> list[dict[str, Any]]:
    """The combat is played in the open: every die, hit and location is public."""
    return [{"combat": state["combat"]}]


def scene_lines(state: State, seat: int | None) -> list[Msg]:
    """A naval combat in the open: the round and each ship's locations."""
    c = state.get("combat")
    if not c or c.get("kind") != "naval":
        return []
    lines: list[Msg] = [
        _(
            "Naval combat, round %(round)s: %(a)s against %(b)s.",
            round=c["round"],
            a=side_name(state, c["sides"][0]),
            b=side_name(state, c["sides"][1]),
        )
    ]
    for i in (0, 1):
        loc = cs.loc(state, i)
        lines.append(
            _(
                "In the combat, %(name)s: Hull %(hull)s, Mast %(mast)s, Cargo %(cargo)s, "
                "Crew %(crew)s, Cannons %(cannons)s.",
                name=side_name(state, c["sides"][i]),
                **loc,
            )
        )
    return lines
