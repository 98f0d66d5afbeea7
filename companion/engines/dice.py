"""Dice rolled at the table and tapped in on a phone: what an offer lists for them."""

from __future__ import annotations

from collections.abc import Iterable


def pad(size: int, faces: Iterable[int] = range(1, 7)) -> list[list[int]]:
    """Every face at each of ``size`` positions: a page draws one row of face buttons per
    die, the API lists the rolls of one face each as examples. For a roll whose number
    of dice the state decides (one die per destroyed port), where a fixed ``length`` on
    the argument cannot say it."""
    return [[face] * size for face in sorted(set(faces))]


def one_die(faces: Iterable[int] = range(1, 7)) -> list[int]:
    """Every face of one die: a page draws a button per face (a tap enters the roll when
    the die is all the move asks)."""
    return sorted(set(faces))
