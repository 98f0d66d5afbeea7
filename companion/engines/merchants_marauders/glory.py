"""Glory (MM-2): the track, hidden gold counted up to half the target, the declaration at
the target, and the glory card drawn for each point (MM-7.1)."""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.catalogue import GLORY_HAND
from companion.engines.merchants_marauders.seats import Player, name, player
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import (
    Entry,
    Owed,
    answered_by,
    expect,
    owe_under,
)


def hidden_points(state: State, p: Player) -> int:
    """MM-2.2.2, MM-2.2.3, MM-Q9: one point per 10 hidden gold, at most half the target."""
    return min(int(p["chest"]) // 10, int(state["target"]) // 2)


def total(state: State, p: Player) -> int:
    """MM-2.3.1: the track plus the hidden points."""
    return int(p["glory"]) + hidden_points(state, p)


def gain_glory(state: State, seat: int, why: Msg) -> list[Msg]:
    """One glory point and one glory card (MM-2.1.2, MM-7.1.1); the card is entered by its
    owner after whatever is going on now."""
    p = player(state, seat)
    p["glory"] += 1
    owe_under(state, "glory_draw", [seat])
    lines = [
        _(
            "%(name)s gains a glory point (%(why)s): %(glory)s on the track, and draws a glory card.",
            name=name(state, seat),
            why=why,
            glory=p["glory"],
        )
    ]
    return lines


def due_declarations(state: State) -> list[int]:
    """Seats whose total has reached the target and who have not declared yet."""
    return [
        seat
        for seat, p in enumerate(state["players"])
        if not p["declared"] and p["captain"] is not None and total(state, p) >= state["target"]
    ]


@move(
    "declare_target",
    N_("Declare the glory target"),
    Arg("player", "seat", N_("the player who reached the target")),
    rule="MM-2.3.2",
    system=True,
)
def declare_target(state: State, seat: int | None, *, player: int) -> Played:
    """The companion declares for the player the moment the total reaches the target. A
    step of its own: what hid the gold or won the point says nothing of the chest."""
    return played(state, *check_declaration(state, player))


def check_declaration(state: State, seat: int) -> list[Msg]:
    """MM-2.3.2, MM-2.3.3: at the target the player declares and shows the chest; the game
    ends once every player has finished their turn this round."""
    p = player(state, seat)
    if p["declared"] or total(state, p) < state["target"]:
        return []
    p["declared"] = True
    p["declared_chest"] = p["chest"]
    state["declared_end"] = True
    return [
        _(
            "%(name)s reaches %(target)s glory and declares it: %(chest)s gold hidden. The "
            "game ends when this round's turns are over (MM-2.3.2).",
            name=name(state, seat),
            target=state["target"],
            chest=p["chest"],
        )
    ]


def glory_draw_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [LegalMove("draw_glory_card", N_("Enter the glory card you drew"))]


def glory_draw_prompt(state: State, entry: Entry) -> Msg:
    return _("%(names)s draws a glory card.", names=[name(state, s) for s in entry["seats"]])


def glory_discard_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    hand = player(state, seat)["hand"]
    return [
        LegalMove("discard_glory_card", N_("Discard a glory card"), {"card": sorted(set(hand))})
    ]


def glory_discard_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s holds five glory cards and discards one (MM-7.1.2).",
        name=name(state, entry["seats"][0]),
    )


OWED = (
    Owed("glory_draw", glory_draw_offers, glory_draw_prompt),
    Owed("glory_discard", glory_discard_offers, glory_discard_prompt),
)


@move(
    "draw_glory_card",
    N_("Enter the glory card you drew"),
    Arg("card", "str", N_("the glory card's name, as printed")),
    rule="MM-7.1.1",
    example={"card": "Crew Combat re-rolls"},
    secret_args=("card",),
    commutes=True,
)
def draw_glory_card(state: State, seat: int | None, *, card: str) -> Played:
    """MM-7.1.1: the card drawn goes to the hand, secretly; a fifth is discarded at once."""
    entry = expect(state, "glory_draw", seat, "MM-7.1.1")
    assert seat is not None
    p = player(state, seat)
    p["hand"].append(card)
    answered_by(state, entry, seat)
    if len(p["hand"]) > GLORY_HAND:
        state["waiting"].append({"kind": "glory_discard", "seats": [seat]})
    return played(
        state,
        _("%(name)s draws a glory card.", name=name(state, seat)),
        private={seat: _("You drew %(card)s.", card=card)},
    )


@move(
    "discard_glory_card",
    N_("Discard a glory card"),
    Arg("card", "str", N_("the glory card to discard")),
    rule="MM-7.1.2",
    example={"card": "Crew Combat re-rolls"},
    secret_args=("card",),
)
def discard_glory_card(state: State, seat: int | None, *, card: str) -> Played:
    """MM-7.1.2: with five cards, the player keeps four; the discarded card is shown."""
    entry = expect(state, "glory_discard", seat, "MM-7.1.2")
    assert seat is not None
    p = player(state, seat)
    if card not in p["hand"]:
        raise RuleError(
            "MM-7.1.2", _("You hold no glory card called %(card)s (MM-7.1.2).", card=card)
        )
    p["hand"].remove(card)
    answered_by(state, entry, seat)
    return played(
        state,
        _("%(name)s discards a glory card.", name=name(state, seat)),
        private={seat: _("You discarded %(card)s.", card=card)},
    )
