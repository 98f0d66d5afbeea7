"""What a move did, in words for the table: the answer every move gives."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from companion.engines.state import State
from companion.engines.text import Msg


@dataclass(frozen=True)
class Outcome:
    """What a move did, in words for the table: a public part, and private parts
    that only their seat reads (what you drew, what you buried)."""

    public: tuple[Msg, ...] = ()
    private: Mapping[int, tuple[Msg, ...]] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.public) or any(self.private.values())

    def __add__(self, other: Outcome) -> Outcome:
        private = {seat: tuple(lines) for seat, lines in self.private.items()}
        for seat, lines in other.private.items():
            private[seat] = private.get(seat, ()) + tuple(lines)
        return Outcome(self.public + other.public, private)

    def to_json(self) -> dict[str, Any]:
        return {
            "public": list(self.public),
            "private": {str(seat): list(lines) for seat, lines in self.private.items() if lines},
        }

    @staticmethod
    def seen_by(stored: Mapping[str, Any] | None, viewer: int | None) -> list[Msg]:
        """The lines of a stored outcome ``viewer`` may read: public, then their own."""
        if not stored:
            return []
        lines = list(stored.get("public") or [])
        if viewer is not None:
            lines += (stored.get("private") or {}).get(str(viewer)) or []
        return lines


class Played(NamedTuple):
    """A move's answer: the new state and what happened."""

    state: State
    outcome: Outcome


# A move function; one that still returns a bare state tells the table nothing
# (the contract test refuses it).
MoveFn = Callable[..., State | Played]


def played(
    state: State, *public: Msg, private: Mapping[int, Msg | Sequence[Msg]] | None = None
) -> Played:
    """``played(state, _("Round 2 begins."), private={seat: _("You drew ...")})``."""
    secret: dict[int, tuple[Msg, ...]] = {}
    for seat, lines in (private or {}).items():
        secret[seat] = (lines,) if isinstance(lines, dict) else tuple(lines)
    return Played(state, Outcome(tuple(public), secret))
