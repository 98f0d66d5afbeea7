"""What the three contests share (NAS-2.2.6): a captain card, once-per-encounter crew,
and the words that name the numbers compared."""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import Arg, RuleError, State
from companion.engines.nassau.ship import cannon_value, require_tile, sail_value, usable_tile
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


# -- NAS-Q22: the totals first, then the crew ------------------------------------------------

NO_CREW = ("none", False, False)
BONUS_CREW = ("first_mate", "boatswain", "coxswain")


def require_no_encounter(state: State) -> None:
    """Nothing else goes on while a player weighs the crew (NAS-Q22)."""
    if state["turn"].get("encounter"):
        raise RuleError(
            "NAS-Q22",
            _("First the crew for the encounter under way: choose which to use, or none."),
        )


def crew_can_help(state: State, p: dict[str, Any]) -> bool:
    """A First Mate, Boatswain or Coxswain the player may still call on this round."""
    return any(usable_tile(state, p, key) for key in BONUS_CREW)


def opens_encounter(state: State, p: dict[str, Any], crew: tuple[str, bool, bool]) -> bool:
    """NAS-Q22: a player who entered no crew and still has some decides after the totals."""
    return crew == NO_CREW and crew_can_help(state, p)


def encounter_totals(state: State, encounter: dict[str, Any]) -> dict[str, int]:
    """The player's sail and cannon (ship and captain card, no crew yet) and the other side's."""
    p = state["players"][encounter["seat"]]
    card = p["captain"][encounter["card"]]
    vs = encounter["kind"]
    other = state["merchants"][str(encounter["space"])] if vs == "merchant" else encounter["taken"]
    return {
        "sail": sail_value(state, p, vs) + card["sail"],
        "cannon": cannon_value(state, p, vs) + card["cannon"],
        "their_sail": other["sail"],
        "their_cannon": other["cannon"],
    }


_OPPONENT = {"merchant": N_("the merchant ship"), "navy": N_("the navy ship")}


def totals_words(state: State, encounter: dict[str, Any], who: str) -> Msg:
    """The numbers a player weighs before calling on the crew (NAS-Q22)."""
    return _(
        "Against %(other)s's sail %(their_sail)s and cannon %(their_cannon)s, %(name)s has "
        "sail %(sail)s and cannon %(cannon)s with captain card %(card)s.",
        other=_(_OPPONENT[encounter["kind"]]),
        name=who,
        card=encounter["card"] + 1,
        **encounter_totals(state, encounter),
    )


def crew_question(who: str) -> Msg:
    return _(
        "%(name)s chooses which crew to use (First Mate, Boatswain, Coxswain) or none, "
        "and the encounter is settled.",
        name=who,
    )


def encounter_prompt(state: State, encounter: dict[str, Any], who: str) -> Msg:
    """What the table waits for while the player weighs the crew (NAS-Q22)."""
    return _(
        "Against %(other)s's sail %(their_sail)s and cannon %(their_cannon)s, %(name)s has "
        "sail %(sail)s and cannon %(cannon)s: %(name)s chooses which crew to use (First Mate, "
        "Boatswain, Coxswain) or none.",
        other=_(_OPPONENT[encounter["kind"]]),
        name=who,
        **encounter_totals(state, encounter),
    )


def encounter_view(state: State) -> dict[str, Any] | None:
    """The encounter under way, for the phones and the table screen (public, NAS-Q35)."""
    encounter = state["turn"].get("encounter")
    if not encounter:
        return None
    out = {k: encounter[k] for k in ("kind", "seat", "card")}
    out["space"] = encounter.get("space")
    out.update(encounter_totals(state, encounter))
    return out
