"""What the three contests share (NAS-2.2.6): a captain card, once-per-encounter crew,
and the words that name the numbers compared."""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import Arg, RuleError, State
from companion.engines.nassau.ship import require_tile
from companion.engines.text import N_, Msg, _

CAPTAIN_CARDS = 4


def card_arg(help_text: str, *, required: bool = True) -> Arg:
    """The captain card played, by its place in the hand (the view names them 1 to 4)."""
    return Arg("card", "int", help_text, required=required, min=0, max=CAPTAIN_CARDS - 1)


def captain_card(p: dict[str, Any], card: int, rule: str) -> dict[str, Any]:
    """NAS-2.2.6.4: a card from the hand, not one already played this round."""
    if not 0 <= card < len(p["captain"]):
        raise RuleError(rule, _("Choose one of your %(n)s captain cards.", n=len(p["captain"])))
    chosen = p["captain"][card]
    if chosen["played"]:
        raise RuleError(
            rule,
            _("Captain card %(card)s has already been played this round.", card=card + 1),
        )
    return cast(dict[str, Any], chosen)  # the state is JSON


def check_crew(
    state: State, p: dict[str, Any], first_mate: str, boatswain: bool, coxswain: bool
) -> None:
    # Checked before anything is flipped, so a refused move changes nothing.
    for wanted, key in (
        (first_mate != "none", "first_mate"),
        (boatswain, "boatswain"),
        (coxswain, "coxswain"),
    ):
        if wanted:
            require_tile(state, p, key)


def crew_bonus(
    state: State, p: dict[str, Any], first_mate: str, boatswain: bool, coxswain: bool
) -> tuple[int, int]:
    """Once-per-encounter crew (NAS-5.4.2, NAS-5.4.13, NAS-5.4.14); flips what is used."""
    sail = cannon = 0
    if first_mate != "none":
        require_tile(state, p, "first_mate")["used"] = True
        sail, cannon = (1, 0) if first_mate == "sail" else (0, 1)
    if boatswain:
        require_tile(state, p, "boatswain")["used"] = True
        cannon += 1
    if coxswain:
        require_tile(state, p, "coxswain")["used"] = True
        sail += 1
    return sail, cannon


def crew_words(who: str, first_mate: str, boatswain: bool, coxswain: bool) -> list[Msg]:
    """The crew who helped in this encounter, each now face down for the round."""
    lines = []
    if first_mate == "sail":
        lines.append(_("%(name)s's First Mate adds 1 to the sail.", name=who))
    elif first_mate == "cannon":
        lines.append(_("%(name)s's First Mate adds 1 to the cannon.", name=who))
    if boatswain:
        lines.append(_("%(name)s's Boatswain adds 1 to the cannon.", name=who))
    if coxswain:
        lines.append(_("%(name)s's Coxswain adds 1 to the sail.", name=who))
    return lines


# How a pirate's value stands against the other side's (NAS-2.2.6.2: a tie does not win).
_SAIL = {
    True: N_("sail %(ours)s beats %(theirs)s"),
    False: N_("sail %(ours)s does not beat %(theirs)s"),
}
_CANNON = {
    True: N_("cannon %(ours)s beats %(theirs)s"),
    False: N_("cannon %(ours)s does not beat %(theirs)s"),
}


def sail_against(ours: int, theirs: int) -> Msg:
    return _(_SAIL[ours > theirs], ours=ours, theirs=theirs)


def cannon_against(ours: int, theirs: int) -> Msg:
    return _(_CANNON[ours > theirs], ours=ours, theirs=theirs)


def card_spent(card: int, values: dict[str, Any]) -> Msg:
    """NAS-2.2.7.7, NAS-2.2.11.8, NAS-2.4.8: the card is discarded, win or lose."""
    return _(
        "Captain card %(card)s (sail %(sail)s, cannon %(cannon)s) is spent for this round.",
        card=card + 1,
        sail=values["sail"],
        cannon=values["cannon"],
    )
