"""What a move tells the table: its outcome, gathered while the move runs.

The steps of a turn (an action, the adventure it triggers, the cards drawn, the next
turn) each add their lines as they happen; the move function hands them over with
:func:`told`. The lines wait in the state copy the move was given and leave it before
the move returns, so no state ever stores them.
"""

from __future__ import annotations

from companion.engines.base import Played, State, played
from companion.engines.text import Msg

_PUBLIC = "_told_public"
_PRIVATE = "_told_private"


def tell(state: State, line: Msg) -> None:
    """A line every seat and the table screen read."""
    state.setdefault(_PUBLIC, []).append(line)


def tell_seat(state: State, seat: int, line: Msg) -> None:
    """A line only ``seat`` reads (a card drawn into their hand)."""
    state.setdefault(_PRIVATE, {}).setdefault(str(seat), []).append(line)


def told(state: State) -> Played:
    """The state without the gathered lines, and the lines as the move's outcome."""
    public: list[Msg] = state.pop(_PUBLIC, [])
    private: dict[str, list[Msg]] = state.pop(_PRIVATE, {})
    return played(state, *public, private={int(seat): lines for seat, lines in private.items()})


def forget_told(state: State) -> State:
    """Setup is not a move: what its draws said is dropped."""
    state.pop(_PUBLIC, None)
    state.pop(_PRIVATE, None)
    return state


def told_count(state: State) -> int:
    """How many public lines the move has told so far (to notice a step that told none)."""
    return len(state.get(_PUBLIC, []))
