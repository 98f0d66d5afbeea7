"""A ship's two values split at setup and for every new ship (PIR-1.3.5, PIR-1.3.6,
PIR-7.1.1, RULINGS PIR-Q-7, PIR-Q-15)."""

from __future__ import annotations

from companion.engines.base import Arg, RuleError, State
from companion.engines.piracy.catalogue import BATTLE_MAX, SAILS_MAX
from companion.engines.text import N_, _


def check_split(state: State, battle: int, sails: int) -> None:
    """PIR-1.3.5, PIR-1.3.6, PIR-7.1.1, RULING PIR-Q-7."""
    points = state["settings"]["ship_points"]
    if battle + sails != points:
        raise RuleError(
            "PIR-1.3.5",
            _(
                "Split exactly %(points)s points between Battle and Sails, not %(given)s.",
                points=points,
                given=battle + sails,
            ),
        )
    low = points - SAILS_MAX
    if not (low <= battle <= BATTLE_MAX and low <= sails <= SAILS_MAX):
        raise RuleError(
            "PIR-1.3.6",
            _("Battle and Sails are each between %(low)s and %(high)s.", low=low, high=BATTLE_MAX),
        )


SPLIT_ARGS = (
    Arg("battle", "int", N_("points for Battle (cannons)"), min=0, max=BATTLE_MAX),
    Arg("sails", "int", N_("points for Sails"), min=0, max=SAILS_MAX),
)
