"""Missions in port (MM-4.8, MM-Q26): claiming one lying at this port (the "mission"
activity; one held, the old one discarded; its replacement entered, MM-4.8.3), and trying
the held mission during a Port action, once a turn, as its card says: the players enter
the outcome, or the skill whose roll decides it."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.catalogue import SKILLS
from companion.engines.merchants_marauders.dice import (
    check_passed,
    dice_arg,
    pads_by_choice,
    pool_size,
    roll_words,
    take,
)
from companion.engines.merchants_marauders.glory import gain_glory
from companion.engines.merchants_marauders.port import activity, port_open
from companion.engines.merchants_marauders.seats import Player, name, player, skill, zone_of
from companion.engines.merchants_marauders.words import port_name, word
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import owe


def here(state: State, seat: int) -> list[dict[str, Any]]:
    zone = zone_of(player(state, seat))
    return [m for m in state["missions"] if m["zone"] == zone]


@move(
    "claim_mission",
    N_("Claim a mission at this port"),
    Arg("mission", "str", N_("the mission's name")),
    rule="MM-4.8.3",
    example={"mission": "Escort the governor"},
)
def claim_mission(state: State, seat: int | None, *, mission: str) -> Played:
    """MM-4.8.3, MM-4.8.4, MM-Q26: at its Location port only; face up on the board; the
    mission held before is discarded; a new card is drawn for the board."""
    p = activity(state, seat, "mission", "MM-4.8.3")
    assert seat is not None
    wanted = mission.strip().casefold()
    found = [m for m in here(state, seat) if m["name"].casefold() == wanted]
    if not found:
        raise RuleError(
            "MM-Q26",
            _("No mission called %(card)s lies at this port (MM-Q26).", card=mission.strip()),
        )
    card = found[0]
    state["missions"].remove(card)
    lines: list[Msg] = []
    old = p["mission"]
    p["mission"] = card
    lines.append(
        _(
            "%(name)s claims the mission %(card)s at %(port)s (MM-4.8.3).",
            name=name(state, seat),
            card=card["name"],
            port=port_name(state, card["zone"]),
        )
    )
    if old is not None:
        lines.append(
            _(
                "%(name)s discards the mission %(card)s: one is held at a time (MM-4.8.4).",
                name=name(state, seat),
                card=old["name"],
            )
        )
    owe(state, "mission", [seat], count=1)
    return played(state, *lines)


@move(
    "attempt_mission",
    N_("Try to complete your mission"),
    Arg("success", "bool", N_("the mission is done, as its card requires"), required=False),
    Arg("skill", "choice", N_("the skill the card has you roll"), choices=SKILLS, required=False),
    dice_arg(),
    rule="MM-4.8.6",
    example={"success": True},
)
def attempt_mission(
    state: State,
    seat: int | None,
    *,
    success: bool | None = None,
    skill: str | None = None,
    dice: list[int] | None = None,
) -> Played:
    """MM-4.8.5, MM-4.8.6, MM-Q26: during a Port action, once a turn per mission; the
    outcome entered, or the roll of the skill the card asks; done: glory and the card's
    Earn line, the mission discarded; failed: it stays."""
    p = player(state, seat)
    assert seat is not None
    card = p["mission"]
    check_attempt(state, seat, card, success, skill)
    state["turn"]["missions_tried"].append(card["name"])
    lines: list[Msg] = []
    if skill is not None:
        faces = take(state, dice, int(p["captain"][skill]), "MM-4.8.5", word(skill))
        success = check_passed(faces)
        lines.append(
            _(
                "%(name)s rolls %(skill)s for the mission %(card)s (%(roll)s).",
                name=name(state, seat),
                skill=word(skill),
                card=card["name"],
                roll=roll_words(faces),
            )
        )
    if not success:
        lines.append(
            _(
                "The mission %(card)s is not done; it stays with %(name)s (MM-4.8.5).",
                card=card["name"],
                name=name(state, seat),
            )
        )
        return played(state, *lines)
    p["mission"] = None
    lines.append(
        _(
            "%(name)s completes the mission %(card)s: its Earn line is carried out at the table "
            "(MM-4.8.6).",
            name=name(state, seat),
            card=card["name"],
        )
    )
    lines += gain_glory(state, seat, _("a mission completed, MM-4.8.6"))
    return played(state, *lines)


def check_attempt(
    state: State, seat: int, card: dict[str, Any] | None, success: bool | None, skill: str | None
) -> None:
    if card is None:
        raise RuleError("MM-4.8.5", _("You hold no mission (MM-4.8.5)."))
    if not port_open(state, seat):
        raise RuleError("MM-4.8.5", _("A mission is tried during your Port action (MM-4.8.5)."))
    if card["name"] in state["turn"]["missions_tried"]:
        raise RuleError("MM-Q26", _("You have tried this mission this turn already (MM-Q26)."))
    if (success is None) == (skill is None):
        raise RuleError(
            "MM-Q26",
            _("Enter either whether the mission is done or the skill its card rolls (MM-Q26)."),
        )


def port_activities(state: State, seat: int) -> list[LegalMove]:
    p = player(state, seat)
    out: list[LegalMove] = []
    missions = here(state, seat)
    if missions and "mission" not in state["turn"]["activities"]:
        names = [m["name"] for m in missions]
        out.append(
            LegalMove("claim_mission", N_("Claim a mission at this port"), {"mission": names})
        )
    card = p["mission"]
    if card is not None and card["name"] not in state["turn"]["missions_tried"]:
        out += attempt_offers(p)
    return out


def attempt_offers(p: Player) -> list[LegalMove]:
    """A mission done or not as its card says, or the skill its card rolls (MM-Q26): the
    dice on a pad of the captain's skill, or rolled by the companion. A card whose
    requirement, as entered, names one skill offers that one; else every skill."""
    done = LegalMove(
        "attempt_mission", N_("Try to complete your mission"), {"success": [True, False]}
    )
    skills = mission_skills(p["mission"])
    pads = []
    for key in skills:
        size = pool_size(skill(p, key))
        label = ngettext(
            "Roll %(skill)s for your mission: %(n)s die",
            "Roll %(skill)s for your mission: %(n)s dice",
            size,
            skill=word(key),
        )
        pads.append((key, label, size))
    by_companion = N_("Roll the skill your mission names, rolled by the companion")
    return [done, *pads_by_choice("attempt_mission", "skill", pads, by_companion, list(skills))]


def mission_skills(card: dict[str, Any]) -> tuple[str, ...]:
    requirement = str(card.get("requirement") or "").casefold()
    named = tuple(key for key in SKILLS if key in requirement)
    return named if len(named) == 1 else tuple(SKILLS)
