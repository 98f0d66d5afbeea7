"""The hold and the supply: capacity, pieces in and out, what a player gains (NAS-2.2.8)."""

from __future__ import annotations

from typing import cast

from companion.engines.base import RuleError, State
from companion.engines.nassau.catalogue import (
    HOLD_PER_SECTION,
    PIECES,
    RESOURCES,
)
from companion.engines.nassau.seats import Player
from companion.engines.nassau.words import count, kind_name
from companion.engines.text import _


def capacity(p: Player) -> int:
    """4 spaces per section (NAS-2.2.8.2); a section bought this step counts at once (NAS-Q7)."""
    return cast(int, HOLD_PER_SECTION * p["sections"])


def hold_total(p: Player) -> int:
    return sum(p["hold"].values())


def free_space(p: Player) -> int:
    return max(0, capacity(p) - hold_total(p))


def count_pieces(pieces: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for piece in pieces:
        out[piece] = out.get(piece, 0) + 1
    return out


def check_pieces_in_hold(p: Player, pieces: list[str], rule: str, allowed: tuple[str, ...]) -> None:
    for piece, n in count_pieces(pieces).items():
        if piece not in allowed:
            raise RuleError(rule, _("%(kind)s cannot be used here.", kind=kind_name(piece)))
        if p["hold"].get(piece, 0) < n:
            raise RuleError(
                rule,
                _("Your hold has only %(have)s.", have=count(piece, p["hold"].get(piece, 0))),
            )


def move_to_supply(state: State, p: Player, pieces: dict[str, int]) -> None:
    for piece, n in pieces.items():
        p["hold"][piece] -= n
        state["supply"][piece] += n


def gain(
    state: State, seat: int, owed: dict[str, int], rule: str, *, ignore_capacity: bool = False
) -> dict[str, int]:
    """Give ``owed`` pieces from the supply into the hold.

    Only what the supply holds is owed (NAS-Q8). If the hold cannot take it all, the player
    chooses what to keep (NAS-2.2.8.3): a ``loot`` choice is queued unless only one kind is owed.
    Returns what was taken at once.
    """
    p = state["players"][seat]
    real = {k: min(n, state["supply"][k]) for k, n in owed.items() if n > 0}
    real = {k: n for k, n in real.items() if n > 0}
    total = sum(real.values())
    room = total if ignore_capacity else free_space(p)
    if total <= room:
        _take(state, p, real)
        return real
    if len(real) == 1:
        piece = next(iter(real))
        taken = {piece: room}
        _take(state, p, taken)
        return taken
    state["pending"].append(
        {"kind": "loot", "seat": seat, "owed": real, "rule": rule, "room": room}
    )
    return {}


def _take(state: State, p: Player, pieces: dict[str, int]) -> None:
    for piece, n in pieces.items():
        state["supply"][piece] -= n
        p["hold"][piece] = p["hold"].get(piece, 0) + n


def empty_hold() -> dict[str, int]:
    return dict.fromkeys(PIECES, 0)


def resources_in_hold(p: Player) -> int:
    return sum(p["hold"][r] for r in RESOURCES)


def chest_value(p: Player) -> int:
    return cast(int, p["chest"]["poe"] + 5 * p["chest"]["doubloon"])  # NAS-4.7


MAX_CANDIDATES = 40


def multisets(counts: dict[str, int], size: int) -> list[list[str]]:
    """Distinct ways to pick ``size`` pieces out of ``counts`` (capped, for forms and tests)."""
    out: list[list[str]] = []

    def walk(kinds: list[str], left: int, acc: list[str]) -> None:
        if len(out) >= MAX_CANDIDATES:
            return
        if left == 0:
            out.append(list(acc))
            return
        if not kinds:
            return
        kind, rest = kinds[0], kinds[1:]
        for n in range(min(counts[kind], left), -1, -1):
            walk(rest, left - n, acc + [kind] * n)

    walk([k for k in counts if counts[k] > 0], size, [])
    return out
