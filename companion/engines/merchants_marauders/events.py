"""The event card of the round (MM-3.2): drawn by the starting player and entered; its
NPC icons move the NPCs first (MM-8.6), then its text is carried out at the table, with
the companion's manual adjustments where it changes a tracker (MM-Q48)."""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, State, move, played
from companion.engines.merchants_marauders.seats import name
from companion.engines.merchants_marauders.turns import begin_turns
from companion.engines.merchants_marauders.waiting import Entry, Owed, done, expect
from companion.engines.text import N_, Msg, _, ngettext


@move(
    "event_card",
    N_("Enter the event card"),
    Arg("card", "str", N_("the event card's name, as printed")),
    rule="MM-3.2.1",
    example={"card": "Calm seas"},
)
def event_card(state: State, seat: int | None, *, card: str) -> Played:
    """MM-3.2.1 to MM-3.2.4: the card of the round; then the turns begin."""
    entry = expect(state, "event", seat, "MM-3.2.1")
    done(state, entry)
    state["event_deck"] -= 1
    state["event"] = {"name": card}
    lines: list[Msg] = [
        _("Event card of round %(round)s: %(card)s.", round=state["round"], card=card),
        ngettext(
            "%(n)s event card is left in the deck.",
            "%(n)s event cards are left in the deck.",
            state["event_deck"],
        ),
    ]
    return played(state, *lines, *begin_turns(state))


def event_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [LegalMove("event_card", N_("Enter the event card"))]


def event_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s draws the event card and enters it (MM-3.2.1).",
        name=name(state, entry["seats"][0]),
    )


OWED = (Owed("event", event_offers, event_prompt),)
