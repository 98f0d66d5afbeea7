"""What the table's own entries tell the table: undo, redo and seat changes.

A move's outcome comes from its engine; the entries the table makes itself get one
here, in the same shape (``Outcome.to_json()``: message ids with parameters), so the
log reads the same for every entry and each reader gets it in their language.
Undo and redo repeat what the entry they take back said in public (never a seat's
private lines), or its move's label when it said nothing.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import Engine, Outcome
from companion.engines.text import Msg, _, ngettext
from companion.tables.models import Actor, Event, EventKind


def _seat_change_line(action: str, seat_name: str) -> Msg:
    # Spelt out so that makemessages finds every line.
    if action == "claim":
        return _("A phone took %(name)s's seat.", name=seat_name)
    if action == "free":
        return _("The host freed %(name)s's seat for another phone.", name=seat_name)
    if action == "reassign":
        return _("The host gave %(name)s's seat to a new phone.", name=seat_name)
    if action == "take_over":
        return _("A new phone took %(name)s's seat.", name=seat_name)
    if action == "host_to_seat":
        return _("The host role went to %(name)s's phone.", name=seat_name)
    return _("The recovery link made a phone the host again.")


def seat_change(action: str, seat_name: str = "") -> dict[str, Any]:
    """The stored outcome of a seat change, said in public."""
    return Outcome((_seat_change_line(action, seat_name),)).to_json()


def _what_it_said(engine: Engine, target: Event) -> Msg:
    """The first public line of ``target``, or its move's label when it said nothing."""
    public = Outcome.seen_by(target.outcome, None)
    if target.kind == EventKind.CORRECT:
        public = public[1:]  # after "... corrected entry N, which said ...": what it says now
    if public:
        return public[0]
    spec = engine.move_specs().get(target.move_type)
    if spec is None:  # a move type the game has since dropped: no label to show
        return _("An entry of a kind this game no longer has.")
    return _("%(move)s.", move=_(spec.label))


def _who(actor: str, seat_name: str | None) -> Msg | str:
    if seat_name is not None:
        return seat_name
    return _("The host") if actor == Actor.HOST else _("The companion")


def taken_back(
    engine: Engine, group: list[Event], *, undo: bool, actor: str, seat_name: str | None
) -> dict[str, Any]:
    """The stored outcome of an undo (``undo``) or a redo of ``group``.

    ``group`` is the player's move first, then the bookkeeping entries it caused.
    """
    cause = group[0]
    what = _what_it_said(engine, cause)
    who = _who(actor, seat_name)
    if undo:
        line = _("%(who)s took back entry %(seq)s: %(what)s", who=who, seq=cause.seq, what=what)
    else:
        line = _("%(who)s brought back entry %(seq)s: %(what)s", who=who, seq=cause.seq, what=what)
    followers = len(group) - 1
    if not followers:
        return Outcome((line,)).to_json()
    if undo:
        bookkeeping = ngettext(
            "The companion's bookkeeping entry after it is taken back too.",
            "The companion's %(n)s bookkeeping entries after it are taken back too.",
            followers,
        )
    else:
        bookkeeping = ngettext(
            "The companion's bookkeeping entry after it is back too.",
            "The companion's %(n)s bookkeeping entries after it are back too.",
            followers,
        )
    return Outcome((line, bookkeeping)).to_json()


def corrected(
    engine: Engine, target: Event, told: Outcome | None, *, who: str | None
) -> dict[str, Any]:
    """The stored outcome of a correction of ``target``: who changed which entry, what it
    said, and what the corrected entry says now (None: the entry was removed)."""
    what = _what_it_said(engine, target)
    whom: Msg | str = who if who is not None else _("The host")
    if told is None:
        line = _("%(who)s removed entry %(seq)s: %(what)s", who=whom, seq=target.seq, what=what)
        return Outcome((line,)).to_json()
    line = _(
        "%(who)s corrected entry %(seq)s, which said: %(what)s Now:",
        who=whom,
        seq=target.seq,
        what=what,
    )
    return (Outcome((line,)) + told).to_json()
