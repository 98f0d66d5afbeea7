"""Rolls (MM-0.2): entered face by face as rolled (1-4, 5 for a skull), or rolled by the
companion from the table's seeded generator when the entry leaves them out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.engines.base import Arg, LegalMove, RuleError, State, rng_draw
from companion.engines.dice import pad as dice_pad
from companion.engines.merchants_marauders.catalogue import DICE_IN_BOX, FACES, SKULL
from companion.engines.text import N_, Text, _, ngettext

DIE_LABELS: dict[int, str] = {1: "1", 2: "2", 3: "3", 4: "4", SKULL: N_("skull")}


def dice_arg(
    name: str = "dice",
    help: str = N_("the dice as rolled, die by die (left out, the companion rolls them)"),
    form_help: str = N_("the dice as rolled, die by die"),
) -> Arg:
    """An optional roll: faces 1-4 and 5 for a skull; left out, the companion rolls.
    ``form_help`` is the pad's legend: there every die is tapped in."""
    return Arg(name, "int_list", help, required=False, min=1, max=SKULL, form_help=form_help)


def pool_size(size: int) -> int:
    """How many dice a check rolls: its value, within the dice in the box (MM-0.2.2)."""
    return max(0, min(size, DICE_IN_BOX))


def pad(size: int) -> list[list[int]]:
    """The pad of ``size`` dice: faces 1 to 4 and the skull at each position."""
    return dice_pad(size, FACES)


def roll_offers(
    move_type: str, label: Text, size: int, allowed: dict[str, list[Any]] | None = None
) -> list[LegalMove]:
    """A roll offered both ways (MM-0.2): the dice rolled at the table, entered on a pad
    of ``size`` dice, or rolled by the companion from the table's generator."""
    base = dict(allowed or {})
    size = pool_size(size)
    by_companion = LegalMove(move_type, _("%(roll)s, rolled by the companion", roll=label), base)
    if size == 0:
        return [by_companion]
    return [LegalMove(move_type, label, {**base, "dice": pad(size)}), by_companion]


def pads_by_choice(
    move_type: str,
    arg: str,
    pads: Sequence[tuple[Any, Text, int]],
    by_companion: Text,
    choices: Sequence[Any],
) -> list[LegalMove]:
    """A roll whose pool follows a choice (the skill a mission rolls, the side a card
    rerolls): a pad of its own dice for each ``(value, label, size)``, then the roll by the
    companion, any of ``choices``."""
    out = [
        LegalMove(move_type, label, {arg: [value], "dice": pad(size)})
        for value, label, size in pads
        if size
    ]
    return [*out, LegalMove(move_type, by_companion, {arg: list(choices)})]


def reroll_offers(
    move_type: str, all_label: Text, rolled_label: Text, n: int, allowed: dict[str, list[Any]]
) -> list[LegalMove]:
    """A reroll of all ``n`` dice on a pad (no place ticked: all of them), then the
    companion's reroll of the dice ticked."""
    rolled = LegalMove(move_type, rolled_label, allowed)
    if n == 0:
        return [rolled]
    fixed = {k: v for k, v in allowed.items() if k != "positions"}
    return [LegalMove(move_type, all_label, {**fixed, "dice": pad(n)}), rolled]


def roll(state: State, pool: int) -> list[int]:
    generator = rng_draw(state)
    return [generator.choice(FACES) for _die in range(pool)]


def take(state: State, entered: list[int] | None, pool: int, rule: str, what: Text) -> list[int]:
    """The roll of a check that rolls ``pool`` dice (MM-0.2.2): as entered, or rolled now.
    Another count is refused, naming the pool the rules give."""
    pool = pool_size(pool)
    if entered is None:
        return roll(state, pool)
    if len(entered) != pool:
        raise RuleError(
            rule,
            ngettext(
                "%(what)s rolls %(n)s die, not %(given)s (%(rule)s).",
                "%(what)s rolls %(n)s dice, not %(given)s (%(rule)s).",
                pool,
                what=what,
                given=len(entered),
                rule=rule,
            ),
        )
    return list(entered)


def successes(faces: list[int]) -> int:
    """MM-0.2.2: each skull is a success."""
    return sum(1 for f in faces if f == SKULL)


def tie_value(faces: list[int]) -> int:
    """MM-0.2.4: the sum of the faces that are not skulls breaks ties."""
    return sum(f for f in faces if f != SKULL)


def check_passed(faces: list[int]) -> bool:
    return successes(faces) > 0


def roll_words(faces: list[int]) -> list[Text]:
    return [_("skull") if f == SKULL else str(f) for f in faces]
