"""Playing glory cards (MM-7.2, MM-Q34, MM-Q45) and hiring specialists (MM-7.3).

At the table a card is played in two steps, and so it is here. First a player announces
that he plays a card, without naming it: the card leaves his hand face down and a
*window* opens, in which every other player who may play a card now announces one too or
passes. The window closes when all have answered, or when the player in turn closes it
(nobody is timed). Then the announced cards are resolved one by one, clockwise from the
player in turn (in a combat the aggressor's first): each is played, named now and its
effect entered as manual adjustments (``adjust.py``), or declined once per turn, shown
and taken back into the hand. A combat step opens a window with ``open_window``.

The window is the owed entry ``glory_window`` on the stack; its record::

    {"moment": Msg,             # when the cards are played
     "closer": seat,            # who may close it early: the player in turn
     "pending": [seat, ...],    # who has not answered yet
     "announced": [{"seat": s, "card": name}, ...],  # the cards, secret until resolved
     "order": None | [seat, ...]}  # while resolving: who resolves next, first first

``state["glory_cards"]``: ``{"declined": {"turn": [round, seat in turn], "seats": [...]},
"played": [{"seat", "card", "round"}, ...]}`` (public).
"""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.catalogue import GLORY_HAND, SPECIALISTS
from companion.engines.merchants_marauders.seats import alive, clockwise, name, player
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, done, owe, top_of

KIND = "glory_window"
PHASES = ("turn", "event")  # MM-7.2.1, MM-7.2.2: cards are played in the round's turns


def record(state: State) -> dict[str, Any]:
    book = state.setdefault("glory_cards", {})
    book.setdefault("declined", {"turn": None, "seats": []})
    book.setdefault("played", [])
    return cast(dict[str, Any], book)


def window(state: State) -> Entry | None:
    """The open window, when it is what the table takes now."""
    return top_of(state, KIND)


def any_window(state: State) -> Entry | None:
    for entry in state["waiting"]:
        if entry["kind"] == KIND:
            return cast(Entry, entry)
    return None


def combatants(state: State) -> list[int]:
    """MM-7.2.5: the player captains fighting (an NPC plays no card)."""
    combat = state.get("combat")
    if not combat:
        return []
    return [side["seat"] for side in combat["sides"] if "seat" in side]


def may_play(state: State, seat: int) -> bool:
    """Holds a card and not five (MM-7.1.3); a captain in play; in a combat, fighting."""
    p = player(state, seat)
    if not alive(p) or not 1 <= len(p["hand"]) <= GLORY_HAND:
        return False
    return not state.get("combat") or seat in combatants(state)


def closer(state: State, opener: int | None) -> int:
    if state["current"] is not None:
        return int(state["current"])
    return int(opener if opener is not None else state["first"])


def sync(state: State, entry: Entry) -> None:
    """Who the entry waits for: the pending seats and the closer; while resolving, the
    seat whose card is next."""
    if entry["order"] is None:
        entry["seats"] = sorted({*entry["pending"], entry["closer"]})
    else:
        entry["seats"] = [entry["order"][0]]


def open_window(
    state: State, moment: Msg, seats: list[int], opener: int | None = None
) -> list[Msg]:
    """A moment at which ``seats`` may announce a card (a combat step: MM-7.2.5). Seats
    that cannot play now are left out (the hand count is public); none left, no window.

    The window sits on top of the stack: the step below it waits until every announced
    card is resolved, then is on top again. A step that gives a new chance after the cards
    (MM-7.2.5: "if no new cards are announced, the battle goes on"; MM-Q34) opens another
    window; ``any_window`` tells whether one is still open."""
    pending = [s for s in seats if s != opener and may_play(state, s)]
    if not pending and opener is None:
        return []
    entry = owe(
        state,
        KIND,
        [],
        moment=moment,
        closer=closer(state, opener),
        pending=pending,
        announced=[],
        order=None,
    )
    sync(state, entry)
    if opener is not None:
        return []
    return [
        _(
            "Glory cards may be played now (%(moment)s): %(names)s may announce one (MM-7.2.5).",
            moment=moment,
            names=[name(state, s) for s in pending],
        )
    ]


def resolve_order(state: State, entry: Entry) -> list[int]:
    """MM-Q45: clockwise from the player in turn; in a combat the aggressor first."""
    seats = [a["seat"] for a in entry["announced"]]
    combat = state.get("combat")
    if combat:
        sides = [side["seat"] for side in combat["sides"] if "seat" in side]
        return [s for s in sides if s in seats] + [s for s in seats if s not in sides]
    start = state["current"] if state["current"] is not None else state["first"]
    return [s for s in clockwise(state, int(start)) if s in seats]


def after_answer(state: State, entry: Entry) -> list[Msg]:
    """Every player has answered: the cards are resolved, or the window is over."""
    if entry["pending"]:
        sync(state, entry)
        return []
    order = resolve_order(state, entry)
    if not order:
        done(state, entry)
        return [_("Nobody announced a glory card.")]
    entry["order"] = order
    sync(state, entry)
    return [
        _(
            "The announced glory cards are resolved in this order: %(names)s (MM-Q45).",
            names=[name(state, s) for s in order],
        )
    ]


def refuse_to_announce(state: State, seat: int | None, card: str) -> None:
    p = player(state, seat)
    assert seat is not None
    if state["phase"] not in PHASES:
        raise RuleError(
            "MM-7.2.1", _("Glory cards are played during the turns of a round (MM-7.2.1).")
        )
    if len(p["hand"]) > GLORY_HAND:
        raise RuleError(
            "MM-7.1.3",
            _("You hold five glory cards: discard one before playing any (MM-7.1.3)."),
        )
    if card not in p["hand"] or not alive(p):
        raise RuleError(
            "MM-7.2.3", _("You hold no glory card called %(card)s (MM-7.2.3).", card=card)
        )
    if state.get("combat") and seat not in combatants(state):
        raise RuleError(
            "MM-7.2.5",
            _("During a combat only the captains fighting may play glory cards (MM-7.2.5)."),
        )


def join_window(state: State, seat: int, entry: Entry) -> None:
    if entry["order"] is not None:
        raise RuleError(
            "MM-7.2.3",
            _(
                "The announced glory cards are being resolved: announce yours after them (MM-7.2.3)."
            ),
        )
    if seat not in entry["pending"]:
        raise RuleError("MM-7.2.3", _("You have answered at this moment already (MM-7.2.3)."))


@move(
    "announce_glory_card",
    N_("Announce a glory card"),
    Arg("card", "str", N_("the glory card you put face down, as printed")),
    rule="MM-7.2.3",
    example={"card": "Crew Combat re-rolls"},
    secret_args=("card",),
    anytime=True,
)
def announce_glory_card(state: State, seat: int | None, *, card: str) -> Played:
    """MM-7.2.3: the card goes face down in front of its owner, unnamed; the first one
    opens a window for the others (MM-7.2.2: in anyone's turn, if the card allows)."""
    refuse_to_announce(state, seat, card)
    assert seat is not None
    entry = any_window(state)
    lines: list[Msg] = []
    if entry is not None:
        if entry is not window(state):
            raise RuleError("MM-7.2.3", _("Finish what the table is waiting for first (MM-7.2.3)."))
        join_window(state, seat, entry)
        entry["pending"].remove(seat)
        lines.append(_("%(name)s announces a glory card (MM-7.2.3).", name=name(state, seat)))
    else:
        moment = _("%(name)s's announcement", name=name(state, seat))
        open_window(state, moment, list(range(len(state["players"]))), opener=seat)
        entry = any_window(state)
        assert entry is not None
        lines.append(
            _(
                "%(name)s announces a glory card: the others may announce one too or pass (MM-7.2.3).",
                name=name(state, seat),
            )
        )
    player(state, seat)["hand"].remove(card)
    entry["announced"].append({"seat": seat, "card": card})
    lines += after_answer(state, entry)
    return played(state, *lines, private={seat: _("You announced %(card)s, face down.", card=card)})


def answering(state: State, seat: int | None) -> Entry:
    entry = window(state)
    if entry is None or entry["order"] is not None:
        raise RuleError("MM-7.2.3", _("No glory card is being announced now (MM-7.2.3)."))
    return entry


@move("pass_glory_window", N_("Announce no glory card"), rule="MM-7.2.3", example={})
def pass_glory_window(state: State, seat: int | None) -> Played:
    entry = answering(state, seat)
    if seat is None or seat not in entry["pending"]:
        raise RuleError("MM-7.2.3", _("You have answered at this moment already (MM-7.2.3)."))
    entry["pending"].remove(seat)
    line = _("%(name)s announces no glory card.", name=name(state, seat))
    return played(state, line, *after_answer(state, entry))


@move(
    "close_glory_window",
    N_("Close the announcements"),
    rule="MM-7.2.3",
    example={},
    confirm=N_("Close the announcements? Players who have not answered announce nothing now."),
)
def close_glory_window(state: State, seat: int | None) -> Played:
    """The player in turn closes a window when the others had their chance (no timer)."""
    entry = answering(state, seat)
    if seat != entry["closer"]:
        raise RuleError(
            "MM-7.2.3",
            _(
                "Only %(name)s, the player in turn, may close the announcements (MM-7.2.3).",
                name=name(state, entry["closer"]),
            ),
        )
    assert seat is not None
    late = [name(state, s) for s in entry["pending"]]
    entry["pending"] = []
    line = _(
        "%(name)s closes the announcements; no card from %(late)s.",
        name=name(state, seat),
        late=late,
    )
    return played(state, line, *after_answer(state, entry))


def turn_key(state: State) -> list[Any]:
    return [state["round"], state["current"]]


def declined_this_turn(state: State, seat: int) -> bool:
    """MM-7.2.4, MM-Q45: a card taken back already in this player turn (read only: the
    offers ask it of the real state)."""
    declined = state.get("glory_cards", {}).get("declined") or {"turn": None, "seats": []}
    return bool(declined["turn"] == turn_key(state) and seat in declined["seats"])


def forget_seat(state: State, seat: int) -> None:
    """A captain dies (MM-12.1.1): his announced card is discarded with his hand, and the
    window goes on without him."""
    entry = any_window(state)
    if entry is None:
        return
    entry["announced"] = [a for a in entry["announced"] if a["seat"] != seat]
    entry["pending"] = [s for s in entry["pending"] if s != seat]
    if entry["closer"] == seat and entry["pending"]:
        entry["closer"] = entry["pending"][0]
    if entry["order"] is not None:
        entry["order"] = [s for s in entry["order"] if s != seat]
        if not entry["order"]:
            done(state, entry)
            return
        sync(state, entry)
        return
    if not entry["pending"]:
        after_answer(state, entry)
    else:
        sync(state, entry)


def window_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    p = player(state, seat)
    if entry["order"] is not None:
        employed = p["specialists"]
        out = [
            LegalMove(
                "play_glory_card",
                N_("Play your announced glory card"),
                {"specialist": [s for s in SPECIALISTS if s not in employed]},
            )
        ]
        if not declined_this_turn(state, seat):
            out.append(LegalMove("decline_glory_card", N_("Take back your announced glory card")))
        return out
    out = []
    if seat in entry["pending"]:
        out.append(
            LegalMove(
                "announce_glory_card", N_("Announce a glory card"), {"card": sorted(set(p["hand"]))}
            )
        )
        out.append(LegalMove("pass_glory_window", N_("Announce no glory card")))
    if seat == entry["closer"]:
        out.append(LegalMove("close_glory_window", N_("Close the announcements")))
    return out


def window_prompt(state: State, entry: Entry) -> Msg:
    if entry["order"] is not None:
        return _(
            "%(name)s plays the announced glory card or takes it back (MM-7.2.4).",
            name=name(state, entry["order"][0]),
        )
    return _(
        "Glory cards (%(moment)s): %(names)s may announce one or pass; %(closer)s may close "
        "the announcements (MM-7.2.3).",
        moment=entry["moment"],
        names=[name(state, s) for s in entry["pending"]],
        closer=name(state, entry["closer"]),
    )


OWED = (Owed(KIND, window_offers, window_prompt),)


def anytime(state: State, seat: int) -> list[LegalMove]:
    """A card announced with no window open opens one (MM-7.2.1, MM-7.2.2)."""
    if state["phase"] not in PHASES or any_window(state) is not None or not may_play(state, seat):
        return []
    hand = sorted(set(player(state, seat)["hand"]))
    return [LegalMove("announce_glory_card", N_("Announce a glory card"), {"card": hand})]


def view_part(state: State, seat: int | None) -> list[dict[str, Any]]:
    """The window as everyone sees it: who announced, not what; the owner sees his card."""
    entry = any_window(state)
    shown = None
    if entry is not None:
        shown = {
            "moment": entry["moment"],
            "pending": list(entry["pending"]),
            "announced": [a["seat"] for a in entry["announced"]],
            "order": None if entry["order"] is None else list(entry["order"]),
            "mine": [a["card"] for a in entry["announced"] if a["seat"] == seat],
        }
    played_cards = state.get("glory_cards", {}).get("played", [])
    return [{"glory_window": shown, "glory_played": list(played_cards)}]


def resample(state: State, viewer: int | None, rng: Any) -> None:
    from companion.engines.merchants_marauders.secrets import HAND_NAMES

    entry = any_window(state)
    for announced in entry["announced"] if entry is not None else []:
        if announced["seat"] != viewer:
            announced["card"] = rng.choice(HAND_NAMES)
