"""The stack of what the table waits for (the owed entries), top last: for a game whose
turn can be interrupted anywhere (a battle when a ship arrives, a card announced, an
owed die).

An entry is ``{"kind": <str>, "seats": [seat, ...] or None (any seat), ...data}``, kept
in ``state["waiting"]``. The game lists, per kind, how the entry is offered to a seat and
how it reads as a prompt (``Owed``): Merchants & Marauders gathers them from its areas
(``areas.py``), whose ``legal.py`` and ``view.py`` ask them. While anything is owed the
turn does not go on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from companion.engines.base import LegalMove, RuleError, State
from companion.engines.text import Msg, _

Entry = dict[str, Any]
OfferFn = Callable[[State, int, Entry], list[LegalMove]]
PromptFn = Callable[[State, Entry], Msg]


@dataclass(frozen=True)
class Owed:
    """How one kind of owed entry is offered (to a seat that may answer it) and told."""

    kind: str
    offers: OfferFn
    prompt: PromptFn


def offering(move_type: str, label: str, allowed: dict[str, list[Any]] | None = None) -> OfferFn:
    """How an entry answered by one move is offered: that move, with ``allowed`` values."""

    def offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
        return [LegalMove(move_type, label, dict(allowed or {}))]

    return offers


def owe(state: State, kind: str, seats: list[int] | None, **data: Any) -> Entry:
    entry: Entry = {"kind": kind, "seats": seats, **data}
    state["waiting"].append(entry)
    return entry


def owe_under(state: State, kind: str, seats: list[int] | None, **data: Any) -> Entry:
    """Owed after everything owed now (a glory card drawn after the combat that won it)."""
    entry: Entry = {"kind": kind, "seats": seats, **data}
    state["waiting"].insert(0, entry)
    return entry


def top(state: State) -> Entry | None:
    waiting = state["waiting"]
    return cast(Entry, waiting[-1]) if waiting else None


def top_of(state: State, kind: str) -> Entry | None:
    entry = top(state)
    return entry if entry is not None and entry["kind"] == kind else None


def open_entries(state: State) -> list[Entry]:
    """The entries the table takes now: the top one and, below it, the others of the same
    kind (every seat draws its glory card at once)."""
    waiting = state["waiting"]
    if not waiting:
        return []
    kind = waiting[-1]["kind"]
    out: list[Entry] = []
    for entry in reversed(waiting):
        if entry["kind"] != kind:
            break
        out.append(cast(Entry, entry))
    return out


def expect(state: State, kind: str, seat: int | None, rule: str) -> Entry:
    """The owed entry of ``kind`` that ``seat`` answers now; refused otherwise."""
    entries = [e for e in open_entries(state) if e["kind"] == kind]
    if not entries:
        raise RuleError(
            rule, _("The table is not waiting for this entry now (%(rule)s).", rule=rule)
        )
    for entry in entries:
        if seat is None or entry["seats"] is None or seat in entry["seats"]:
            return entry
    raise RuleError(rule, _("This entry is for another player (%(rule)s).", rule=rule))


def done(state: State, entry: Entry) -> None:
    """The entry is answered: off the stack."""
    state["waiting"].remove(entry)


def answered_by(state: State, entry: Entry, seat: int) -> None:
    """One seat of a shared entry (every seat enters its own) has answered."""
    entry["seats"] = [s for s in entry["seats"] if s != seat]
    if not entry["seats"]:
        done(state, entry)


def owes_seat(entry: Entry, seat: int) -> bool:
    return entry["seats"] is None or seat in entry["seats"]
