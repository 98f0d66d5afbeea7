"""Specialists (MM-7.3): hired from a glory card played (``glory_cards.py``) or, for the
few missions and rumors that hire one (MM-7.3.1), entered here; one of each of the 8
kinds (MM-7.3.5), face up on the player's board (public)."""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.catalogue import SPECIALISTS
from companion.engines.merchants_marauders.purse import pay, spent
from companion.engines.merchants_marauders.seats import alive, name, player
from companion.engines.merchants_marauders.words import word
from companion.engines.text import N_, Msg, _


def hire(state: State, seat: int, specialist: str, cost: int, source: str, rule: str) -> list[Msg]:
    """MM-7.3.3 to MM-7.3.5: the specialist face up on the board, one of each kind, for
    what the card asks."""
    p = player(state, seat)
    if specialist in p["specialists"]:
        raise RuleError(
            "MM-7.3.5",
            _(
                "You employ %(specialist)s already: one of each kind (MM-7.3.5).",
                specialist=word(specialist),
            ),
        )
    lines: list[Msg] = []
    if cost:
        pay(state, seat, cost, rule)
        lines.append(spent(state, seat, cost, _("%(specialist)s", specialist=word(specialist))))
    p["specialists"].append(specialist)
    lines.append(
        _(
            "%(name)s hires %(specialist)s (%(source)s): face up on the board (MM-7.3.4).",
            name=name(state, seat),
            specialist=word(specialist),
            source=source,
        )
    )
    return lines


@move(
    "enter_specialist",
    N_("Hire or lose a specialist (a mission or rumor)"),
    Arg("source", "str", N_("the mission, rumor or card that says so")),
    Arg("specialist", "choice", N_("the specialist"), choices=SPECIALISTS),
    Arg("hired", "bool", N_("hired (yes) or lost (no)")),
    Arg("cost", "int", N_("gold paid to hire him, if any"), required=False, min=0, max=99),
    rule="MM-7.3.1",
    example={"source": "The surgeon's debt", "specialist": "surgeons", "hired": True},
    anytime=True,
)
def enter_specialist(
    state: State, seat: int | None, *, source: str, specialist: str, hired: bool, cost: int = 0
) -> Played:
    """MM-7.3.1: a mission or rumor that hires a specialist; a card that takes one away."""
    p = player(state, seat)
    assert seat is not None
    if not alive(p):
        raise RuleError("MM-7.3.4", _("You have no captain in play now (MM-7.3.4)."))
    if hired:
        return played(state, *hire(state, seat, specialist, cost, source, "MM-7.3.3"))
    if specialist not in p["specialists"]:
        raise RuleError(
            "MM-7.3.4",
            _("You employ no %(specialist)s (MM-7.3.4).", specialist=word(specialist)),
        )
    p["specialists"].remove(specialist)
    return played(
        state,
        _(
            "%(name)s loses %(specialist)s (%(source)s).",
            name=name(state, seat),
            specialist=word(specialist),
            source=source,
        ),
    )


def anytime(state: State, seat: int) -> list[LegalMove]:
    if state["phase"] in ("setup", "over") or not alive(player(state, seat)):
        return []
    return [
        LegalMove(
            "enter_specialist",
            N_("Hire or lose a specialist (a mission or rumor)"),
            {"specialist": list(SPECIALISTS)},
        )
    ]
