"""NAS-2.1 Step 1: the dice each player rolls (round 1 uses the setup roll, NAS-2.1.2)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.nassau.catalogue import DICE_PER_PLAYER
from companion.engines.nassau.decks import refuse_if_app
from companion.engines.nassau.rounds import advance
from companion.engines.nassau.seats import name, player, seat_index
from companion.engines.text import N_, _


def set_dice(p: dict[str, Any], values: list[int], rule: str) -> None:
    if len(values) != DICE_PER_PLAYER or any(not 1 <= v <= 6 for v in values):
        raise RuleError(rule, _("Enter the 3 dice as rolled, each from 1 to 6."))
    p["dice"] = [{"value": v, "rolled": v, "used": False, "space": None} for v in values]


@move(
    "roll_dice",
    N_("Enter your 3 dice"),
    Arg("values", "int_list", N_("your 3 dice"), min=1, max=6, length=3),
    rule="NAS-2.1.1",
    example={"values": [2, 4, 6]},
    help=N_("NAS-2.1.1: the dice as they lie"),
    commutes=True,  # each seat enters their own
)
def roll_dice(state: State, seat: int | None, *, values: list[int]) -> Played:
    """NAS-2.1.1: the 3 dice each player rolled, entered as they lie."""
    p = player(state, seat)
    refuse_if_app(state, "dice")
    if state["step"] != "dice":
        raise RuleError(
            "NAS-2.1.2" if state["round"] == 1 else "NAS-2.1.1",
            _("Dice are rolled in step 1 (round 1 uses the setup roll)."),
        )
    if p["dice"] is not None:
        raise RuleError("NAS-2.1.1", _("You have already entered your dice this round."))
    set_dice(p, values, "NAS-2.1.1")
    return played(
        advance(state),
        _(
            "%(name)s rolls %(dice)s.",
            name=name(state, seat_index(seat)),
            dice=[str(v) for v in values],
        ),
    )
