"""The event card of the round (MM-3.2): drawn by the starting player and entered with its
NPC icons in printed order; the icons move the NPCs first (MM-3.2.2, MM-8.6), then an NPC
card's captain and ship are entered (MM-8.1.3), then a card that starts or ends a war is
carried out (MM-0.5.4); other text is carried out at the table, with the companion's
manual adjustments where it changes a tracker (MM-Q48). Then the turns begin.

``state["event"] = {"name", "icons": [[slot, letter], ...], "todo": icons not yet
carried out, "npc": an NPC card still to enter, "wars": the war step still open}``.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders import npc_moves
from companion.engines.merchants_marauders.catalogue import DIRECTIONS, NATIONS
from companion.engines.merchants_marauders.npcs import ICON_ORDER, is_man_of_war, slot_words
from companion.engines.merchants_marauders.seats import at_war, name
from companion.engines.merchants_marauders.turns import begin_turns
from companion.engines.merchants_marauders.words import word
from companion.engines.text import N_, Msg, Text, _, ngettext
from companion.engines.waiting import Entry, Owed, done, expect, owe


def icon_slots(state: State) -> list[str]:
    """MM-Q31: the picker's order; Men-of-war in play after the others."""
    return [*ICON_ORDER, *sorted(s for s in state["npcs"] if is_man_of_war(s))]


def icon_values(state: State) -> list[str]:
    return [f"{slot} {letter}" for slot in icon_slots(state) for letter in DIRECTIONS]


def icon_labels(state: State) -> dict[Any, Text]:
    return {
        f"{slot} {letter}": _(
            "%(npc)s: %(direction)s", npc=slot_words(state, slot), direction=word(letter)
        )
        for slot in icon_slots(state)
        for letter in DIRECTIONS
    }


def parse_icons(state: State, icons: list[str | None]) -> list[list[str]]:
    """The icons given, in printed order (a position left empty is skipped)."""
    given = [icon for icon in icons if icon]
    allowed = icon_values(state)
    if any(icon not in allowed for icon in given):
        raise RuleError(
            "MM-8.6.1",
            _("Each NPC icon names an NPC and a direction, as offered (MM-8.6.1)."),
        )
    return [icon.split(" ") for icon in given]


ICON_ARGS = ("icon1", "icon2", "icon3")  # MM-8.6.1: up to three, in printed order


@move(
    "event_card",
    N_("Enter the event card"),
    Arg("card", "str", N_("the event card's name, as printed")),
    Arg("icon1", "choice", N_("its first NPC icon (none: leave empty)"), required=False),
    Arg("icon2", "choice", N_("its second NPC icon"), required=False),
    Arg("icon3", "choice", N_("its third NPC icon"), required=False),
    Arg("npc", "bool", N_("it is an NPC card (its captain and ship follow)"), required=False),
    Arg("wars", "bool", N_("it starts or ends a war"), required=False),
    rule="MM-3.2.1",
    example={"card": "Calm seas"},
)
def event_card(
    state: State,
    seat: int | None,
    *,
    card: str,
    icon1: str | None = None,
    icon2: str | None = None,
    icon3: str | None = None,
    npc: bool = False,
    wars: bool = False,
) -> Played:
    """MM-3.2.1 to MM-3.2.4: the card of the round; its icons first, then its NPC card
    and wars; then the turns begin."""
    entry = expect(state, "event", seat, "MM-3.2.1")
    moves = parse_icons(state, [icon1, icon2, icon3])
    done(state, entry)
    state["event_deck"] -= 1
    state["event"] = {
        "name": card,
        "icons": moves,
        "todo": [list(m) for m in moves],
        "npc": bool(npc),
        "wars": bool(wars),
    }
    lines: list[Msg] = [
        _("Event card of round %(round)s: %(card)s.", round=state["round"], card=card),
        ngettext(
            "%(n)s event card is left in the deck.",
            "%(n)s event cards are left in the deck.",
            state["event_deck"],
        ),
    ]
    return played(state, *lines, *continue_event(state))


def continue_event(state: State) -> list[Msg]:
    """The event step goes on until something must be entered: each icon in printed order
    (MM-8.6.1), the NPC card, the wars; then the first turn (MM-3.1.1)."""
    event = state["event"]
    lines: list[Msg] = []
    while event["todo"]:
        slot, letter = event["todo"][0]
        out, finished = npc_moves.activate(state, slot, letter)
        lines += out
        if not finished:
            return lines
        event["todo"].pop(0)
    if event["npc"]:
        owe(state, "npc_card", [state["first"]])
        return lines
    if event["wars"]:
        owe(state, "event_wars", [state["first"]])
        return lines
    return lines + begin_turns(state)


@move(
    "set_war",
    N_("Start or end a war"),
    Arg(
        "war",
        "choice",
        N_("start or end"),
        choices=("start", "end"),
        choice_labels=(N_("start a war"), N_("end a war")),
    ),
    Arg("nation", "choice", N_("one nation"), choices=NATIONS),
    Arg("other", "choice", N_("the other nation"), choices=NATIONS),
    rule="MM-0.5.4",
    example={"war": "start", "nation": "english", "other": "french"},
)
def set_war(state: State, seat: int | None, *, war: str, nation: str, other: str) -> Played:
    """MM-0.5.4, MM-Q33: the event card's text starts or ends a war."""
    expect(state, "event_wars", seat, "MM-0.5.4")
    if nation == other:
        raise RuleError("MM-0.5.4", _("A nation is never at war with itself (MM-0.5.4)."))
    pair = sorted((nation, other))
    names = {"nation": word(pair[0]), "other": word(pair[1])}
    if war == "start":
        if at_war(state, nation, other):
            raise RuleError(
                "MM-0.5.4",
                _("There is already a war between %(nation)s and %(other)s (MM-0.5.4).", **names),
            )
        state["wars"] = sorted([*state["wars"], pair])
        line = _(
            "Event card %(card)s: war between %(nation)s and %(other)s (MM-0.5.4).",
            card=state["event"]["name"],
            **names,
        )
    else:
        if not at_war(state, nation, other):
            raise RuleError(
                "MM-0.5.4",
                _("There is no war between %(nation)s and %(other)s (MM-0.5.4).", **names),
            )
        state["wars"] = [w for w in state["wars"] if w != pair]
        line = _(
            "Event card %(card)s: peace between %(nation)s and %(other)s (MM-0.5.4).",
            card=state["event"]["name"],
            **names,
        )
    return played(state, line)


@move("end_event", N_("The event card is carried out"), rule="MM-3.2.4", example={})
def end_event(state: State, seat: int | None) -> Played:
    """MM-3.2.4: the card's effects are done; the turns begin."""
    entry = expect(state, "event_wars", seat, "MM-3.2.4")
    done(state, entry)
    state["event"]["wars"] = False
    line = _("The event card %(card)s is carried out.", card=state["event"]["name"])
    return played(state, line, *continue_event(state))


def event_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [
        LegalMove(
            "event_card",
            N_("Enter the event card"),
            allowed={
                **dict.fromkeys(ICON_ARGS, icon_values(state)),
                "npc": [False, True],
                "wars": [False, True],
            },
        )
    ]


def event_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s draws the event card and enters it (MM-3.2.1).",
        name=name(state, entry["seats"][0]),
    )


def wars_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [
        LegalMove(
            "set_war",
            N_("Start or end a war"),
            allowed={"war": ["start", "end"] if state["wars"] else ["start"]},
        ),
        LegalMove("end_event", N_("The event card is carried out")),
    ]


def wars_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s starts or ends the wars the event card %(card)s names, then says it is "
        "carried out (MM-0.5.4).",
        name=name(state, entry["seats"][0]),
        card=state["event"]["name"],
    )


OWED = (
    Owed("event", event_offers, event_prompt),
    Owed("event_wars", wars_offers, wars_prompt),
)
