"""Rumors (MM-4.7, MM-Q26): bought in port for 2 gold and an Influence roll, the card
entered secretly (one held at a time, MM-4.7.2); acted on at its place during the Port
action (beyond the activities) or at sea with a Scout action, where it is revealed and
its skill rolled. The card's place stays a name as typed until it is revealed, so a
secret rumor never adds a zone to the shared board."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.catalogue import RUMOR_PRICE
from companion.engines.merchants_marauders.dice import (
    check_passed,
    dice_arg,
    pool_size,
    roll_offers,
    roll_words,
    take,
)
from companion.engines.merchants_marauders.glory import gain_glory
from companion.engines.merchants_marauders.port import activity, port_open
from companion.engines.merchants_marauders.purse import available, pay, spent
from companion.engines.merchants_marauders.seats import (
    Player,
    alive,
    at_sea,
    in_port,
    name,
    player,
    skill,
    zone_of,
)
from companion.engines.merchants_marauders.turns import take_action
from companion.engines.merchants_marauders.words import word
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import Entry, Owed, done, expect, owe

RUMOR_SKILLS = ("influence", "scouting")  # MM-4.7.3: the card's icon


@move(
    "acquire_rumor",
    N_("Acquire a rumor: pay 2 gold and roll Influence"),
    dice_arg(),
    rule="MM-4.7.1",
    example={"dice": [2, 5]},
)
def acquire_rumor(state: State, seat: int | None, *, dice: list[int] | None = None) -> Played:
    """MM-4.7.1: the 2 gold is spent whatever the roll; a success draws a card."""
    p = activity(state, seat, "rumor", "MM-4.7.1")
    assert seat is not None
    pay(state, seat, RUMOR_PRICE, "MM-4.7.1")
    faces = take(state, dice, skill(p, "influence"), "MM-4.7.1", _("Influence"))
    lines: list[Msg] = [spent(state, seat, RUMOR_PRICE, _("a rumor"))]
    if not check_passed(faces):
        lines.append(
            _(
                "%(name)s rolls Influence (%(roll)s): no success, no rumor (MM-4.7.1).",
                name=name(state, seat),
                roll=roll_words(faces),
            )
        )
        return played(state, *lines)
    owe(state, "rumor_card", [seat])
    lines.append(
        _(
            "%(name)s rolls Influence (%(roll)s): a success, and draws a rumor card (MM-4.7.1).",
            name=name(state, seat),
            roll=roll_words(faces),
        )
    )
    return played(state, *lines)


@move(
    "enter_rumor",
    N_("Enter the rumor card you drew"),
    Arg("card", "str", N_("the rumor's name, as printed")),
    Arg("place", "str", N_("the port or sea zone it sends you to")),
    Arg("skill", "choice", N_("the skill its icon shows"), choices=RUMOR_SKILLS),
    Arg(
        "keep_old",
        "bool",
        N_("keep the rumor you held and put the new one back (MM-4.7.2)"),
        required=False,
    ),
    rule="MM-4.7.2",
    example={"card": "Sunken treasure", "place": "Nassau", "skill": "scouting"},
    secret_args=("card", "place", "skill", "keep_old"),
)
def enter_rumor(
    state: State, seat: int | None, *, card: str, place: str, skill: str, keep_old: bool = False
) -> Played:
    """MM-4.7.1, MM-4.7.2: the card face down on the board; holding one already, the
    player keeps one of the two and the other goes back into the deck."""
    entry = expect(state, "rumor_card", seat, "MM-4.7.2")
    assert seat is not None
    p = player(state, seat)
    done(state, entry)
    new = {"name": card.strip(), "place": place.strip(), "skill": skill}
    held = p["rumor"]
    if held is None:
        p["rumor"] = new
        return played(
            state,
            _("%(name)s keeps a rumor face down.", name=name(state, seat)),
            private={seat: rumor_words(new)},
        )
    kept = held if keep_old else new
    p["rumor"] = kept
    return played(
        state,
        _(
            "%(name)s keeps one of two rumors and shuffles the other back (MM-4.7.2).",
            name=name(state, seat),
        ),
        private={seat: rumor_words(kept)},
    )


def rumor_words(rumor: dict[str, Any]) -> Msg:
    return _(
        "Your rumor: %(card)s, at %(place)s, a %(skill)s roll.",
        card=rumor["name"],
        place=rumor["place"],
        skill=word(rumor["skill"]),
    )


def rumor_card_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    allowed: dict[str, list[Any]] = {"skill": list(RUMOR_SKILLS)}
    if player(state, seat)["rumor"] is not None:
        allowed["keep_old"] = [True, False]
    return [LegalMove("enter_rumor", N_("Enter the rumor card you drew"), allowed)]


def rumor_card_prompt(state: State, entry: Entry) -> Msg:
    return _("%(name)s reads the rumor card drawn.", name=name(state, entry["seats"][0]))


OWED = (Owed("rumor_card", rumor_card_offers, rumor_card_prompt),)


def at_place(state: State, p: Player) -> bool:
    zone = zone_of(p)
    rumor = p["rumor"]
    return bool(
        rumor is not None
        and zone is not None
        and str(state["zones"][zone]["name"]).casefold() == rumor["place"].casefold()
    )


@move(
    "check_rumor",
    N_("Act on your rumor: reveal it and roll"),
    dice_arg(),
    Arg("keep", "bool", N_("the card says to keep it after it proves true"), required=False),
    rule="MM-4.7.4",
    example={"dice": [5, 1]},
)
def check_rumor(
    state: State, seat: int | None, *, dice: list[int] | None = None, keep: bool = False
) -> Played:
    """MM-4.7.3 to MM-4.7.5, MM-Q26: in port during the Port action (beyond its
    activities), at sea as a Scout action; true: its effect, then glory; false: discarded."""
    p = rumor_place_check(state, seat)
    assert seat is not None
    rumor = p["rumor"]
    faces = take(state, dice, skill(p, rumor["skill"]), "MM-4.7.4", word(rumor["skill"]))
    passed = check_passed(faces)
    lines: list[Msg] = [
        _(
            "%(name)s reveals the rumor %(card)s at %(place)s and rolls %(skill)s (%(roll)s).",
            name=name(state, seat),
            card=rumor["name"],
            place=rumor["place"],
            skill=word(rumor["skill"]),
            roll=roll_words(faces),
        )
    ]
    if not passed:
        p["rumor"] = None
        lines.append(_("The rumor was false: the card is discarded (MM-4.7.4)."))
        return played(state, *lines)
    lines.append(_("The rumor is true: its reward is carried out at the table (MM-4.7.5)."))
    if not keep:
        p["rumor"] = None
    lines += gain_glory(state, seat, _("a true rumor, MM-4.7.5"))
    return played(state, *lines)


def rumor_place_check(state: State, seat: int | None) -> Player:
    """The rumor is held, the ship is at its place; at sea the check takes a Scout action,
    in port it belongs to the Port action (MM-Q26), once a turn."""
    p = player(state, seat)
    if p["rumor"] is None:
        raise RuleError("MM-4.7.4", _("You hold no rumor (MM-4.7.4)."))
    if not at_place(state, p):
        raise RuleError(
            "MM-4.7.3",
            _("Your rumor is acted on at the place it names (MM-4.7.3)."),
        )
    if at_sea(p):
        take_action(state, seat, "MM-3.5.1")
    elif not port_open(state, seat):
        raise RuleError(
            "MM-Q26",
            _("In port a rumor is acted on during your Port action (MM-Q26)."),
        )
    elif state["turn"].get("rumor_checked"):
        raise RuleError("MM-Q26", _("You have acted on a rumor this turn already (MM-Q26)."))
    state["turn"]["rumor_checked"] = True
    return p


def port_activities(state: State, seat: int) -> list[LegalMove]:
    p = player(state, seat)
    out: list[LegalMove] = []
    if "rumor" not in state["turn"]["activities"] and available(state, seat) >= RUMOR_PRICE:
        label = ngettext(
            "Acquire a rumor: pay %(price)s gold and roll Influence, %(n)s die",
            "Acquire a rumor: pay %(price)s gold and roll Influence, %(n)s dice",
            pool_size(skill(p, "influence")),
            price=RUMOR_PRICE,
        )
        out += roll_offers("acquire_rumor", label, skill(p, "influence"))
    if in_port(p) and at_place(state, p) and not state["turn"].get("rumor_checked"):
        out += rumor_offers(p)
    return out


def rumor_offers(p: Player) -> list[LegalMove]:
    """Acting on a rumor rolls the skill its card names (MM-4.7.4), the owner's to know."""
    rumor = p["rumor"]
    size = skill(p, rumor["skill"])
    label = ngettext(
        "Act on your rumor: reveal it and roll %(skill)s, %(n)s die",
        "Act on your rumor: reveal it and roll %(skill)s, %(n)s dice",
        pool_size(size),
        skill=word(rumor["skill"]),
    )
    return roll_offers("check_rumor", label, size)


def actions(state: State, seat: int) -> list[LegalMove]:
    """At sea, acting on the rumor is a Scout action (MM-Q26)."""
    p = player(state, seat)
    if alive(p) and at_sea(p) and at_place(state, p) and state["turn"]["actions"] > 0:
        return rumor_offers(p)
    return []
