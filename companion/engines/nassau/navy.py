"""NAS-2.4 Step 4: evade the navy, in ascending notoriety order."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.house_rulings import house_note, overridden
from companion.engines.nassau.arguments import crew_args
from companion.engines.nassau.contests import (
    NO_CREW,
    cannon_against,
    captain_card,
    card_arg,
    card_spent,
    check_crew,
    crew_bonus,
    crew_question,
    crew_words,
    opens_encounter,
    require_no_encounter,
    sail_against,
    totals_words,
)
from companion.engines.nassau.hold import move_to_supply
from companion.engines.nassau.house import CARGO, OPEN_SEA, cargo_kinds
from companion.engines.nassau.notoriety import place_marker
from companion.engines.nassau.rounds import advance, require_step, require_turn
from companion.engines.nassau.seats import name, player, seat_index
from companion.engines.nassau.ship import cannon_value, sail_value
from companion.engines.nassau.words import count
from companion.engines.text import N_, Msg, _, ngettext


def lose_half_cargo(state: State, seat: int) -> list[Msg]:
    """NAS-2.4.6 / NAS-Q12: floor(pieces / 2) of the player's choice go back to the supply;
    the house reading of NAS-Q12 in force is said."""
    said = _lose_half_cargo(state, seat)
    if overridden(state, CARGO.ruling_id):
        return [said, house_note(state, CARGO.ruling_id)]
    return [said]


def _lose_half_cargo(state: State, seat: int) -> Msg:
    p = state["players"][seat]
    # House ruling NAS-Q12 may count the resources only.
    lost = sum(p["hold"][k] for k in cargo_kinds(state)) // 2
    who = name(state, seat)
    if lost == 0:
        return _("%(name)s's hold has too little to lose: nothing is lost.", name=who)
    kinds = [k for k in cargo_kinds(state) if p["hold"][k] > 0]
    if len(kinds) == 1:
        move_to_supply(state, p, {kinds[0]: lost})
        return _("%(name)s loses %(lost)s to the navy.", name=who, lost=count(kinds[0], lost))
    state["pending"].append({"kind": "lose_cargo", "seat": seat, "count": lost, "rule": "NAS-Q12"})
    return ngettext(
        "%(name)s chooses %(n)s piece of the hold to lose to the navy.",
        "%(name)s chooses %(n)s pieces of the hold to lose to the navy.",
        lost,
        name=who,
    )


def lose_half_notoriety(state: State, seat: int) -> Msg:
    total = state["players"][seat]["notoriety"]
    return place_marker(state, seat, total - total // 2, "NAS-Q9")  # NAS-2.4.6: floor lost


def settle_navy(state: State, encounter: dict[str, Any], crew: tuple[str, bool, bool]) -> list[Msg]:
    """NAS-2.4.4 to NAS-2.4.6: the captain card and the crew called on (NAS-Q22) against
    the navy ship's sail and cannon; the card goes under the deck (NAS-2.4.7, NAS-Q13)."""
    seat, taken, card = encounter["seat"], encounter["taken"], encounter["card"]
    p = state["players"][seat]
    captain = p["captain"][card]
    bonus_sail, bonus_cannon = crew_bonus(state, p, *crew)
    sail = sail_value(state, p, "navy") + captain["sail"] + bonus_sail
    cannon = cannon_value(state, p, "navy") + captain["cannon"] + bonus_cannon
    beaten = (sail > taken["sail"]) + (cannon > taken["cannon"])
    outcome = ("neither", "one", "escaped")[beaten]
    p["last"] = {"what": "navy", "card": taken, "sail": sail, "cannon": cannon}
    p["last"].update(outcome=outcome, rule="NAS-2.4.5")
    words = {
        "name": name(state, seat),
        "compared": [sail_against(sail, taken["sail"]), cannon_against(cannon, taken["cannon"])],
    }
    if outcome == "escaped":
        lines = [_("Navy evaded: against the navy ship, %(name)s's %(compared)s.", **words)]
    elif outcome == "one":
        state["pending"].append({"kind": "navy_penalty", "seat": seat, "rule": "NAS-2.4.5"})
        lines = [
            _(
                "Navy half evaded: against the navy ship, %(name)s's %(compared)s; "
                "%(name)s chooses to lose half the hold or half the notoriety.",
                **words,
            )
        ]
    else:
        lines = [
            _(
                "Navy not evaded: against the navy ship, %(name)s's %(compared)s; "
                "%(name)s loses half the hold and half the notoriety.",
                **words,
            ),
            *lose_half_cargo(state, seat),
            lose_half_notoriety(state, seat),
        ]
    state["navy"]["row"].pop(encounter["navy"])
    state["navy"]["bottom"].append(taken)  # NAS-2.4.7, NAS-Q13: every card, in order taken
    state["turn"]["acted"] = True
    return [*lines, *crew_words(name(state, seat), *crew), card_spent(card, captain)]


@move(
    "evade_navy",
    N_("Evade the navy"),
    Arg("navy", "int", N_("the face-up navy card you take"), min=0, max=4),
    card_arg(N_("the captain card you play against a navy ship"), required=False),
    *crew_args(),
    rule="NAS-2.4",
    example={"navy": 0, "card": 2},
    help=N_("Take a face-up navy card; against a navy ship, play a captain card."),
    contest=True,
)
def evade_navy(
    state: State,
    seat: int | None,
    *,
    navy: int,
    card: int | None = None,
    first_mate: str = "none",
    boatswain: bool = False,
    coxswain: bool = False,
) -> Played:
    """NAS-2.4.1 to NAS-2.4.8: take one revealed navy card and face it. With no crew
    entered and crew who could help, the totals are shown first (NAS-Q22)."""
    require_step(state, "navy")
    require_turn(state, seat, "NAS-2.4.1")
    require_no_encounter(state)
    p = player(state, seat)
    row = state["navy"]["row"]
    if not 0 <= navy < len(row):
        raise RuleError("NAS-2.4.1", _("Take one of the face-up navy cards."))
    taken = row[navy]
    crew = (first_mate, boatswain, coxswain)
    if taken["kind"] == "open_sea":
        lines = _open_sea(state, seat_index(seat), taken, (card, crew))
        row.pop(navy)
        if overridden(state, OPEN_SEA.ruling_id):
            state["navy"]["out_of_game"] += 1
            lines.append(house_note(state, OPEN_SEA.ruling_id))
        else:
            state["navy"]["bottom"].append(taken)  # NAS-2.4.7, NAS-Q13: in order taken
        state["turn"]["acted"] = True
        return played(advance(state), *lines)
    if card is None:
        raise RuleError("NAS-2.4.4", _("A navy ship must be faced with one of your captain cards."))
    captain = captain_card(p, card, "NAS-2.4.8")
    check_crew(state, p, *crew)
    captain["played"] = True  # NAS-2.4.8
    who = seat_index(seat)
    # The card stays in the row, faced, until the encounter is settled (NAS-Q22).
    encounter = {"kind": "navy", "seat": who, "card": card, "navy": navy, "taken": taken}
    faces = _(
        "%(name)s faces a navy ship with sail %(sail)s and cannon %(cannon)s.",
        name=name(state, who),
        sail=taken["sail"],
        cannon=taken["cannon"],
    )
    if opens_encounter(state, p, crew):
        state["turn"]["encounter"] = encounter
        p["last"] = {"what": "encounter", "card": taken, "rule": "NAS-Q22"}
        totals = totals_words(state, encounter, name(state, who))
        return played(state, faces, totals, crew_question(name(state, who)))
    lines = [faces, *settle_navy(state, encounter, crew)]  # before the turn moves on
    return played(advance(state), *lines)


def _open_sea(
    state: State, seat: int, taken: dict[str, Any], entered: tuple[int | None, tuple[Any, ...]]
) -> list[Msg]:
    """NAS-2.4.3: nothing to fight; the player keeps the captain card."""
    p = state["players"][seat]
    if entered != (None, NO_CREW):
        raise RuleError(
            "NAS-2.4.3", _("Open sea: there is nothing to fight, keep your captain card.")
        )
    p["last"] = {"what": "navy", "card": taken, "outcome": "safe", "rule": "NAS-2.4.3"}
    # Nothing is compared; the ship's own values stand in its outcome so the
    # table still reads what it would have faced a navy ship with.
    return [
        _(
            "%(name)s takes an open sea card: no navy ship to face, so the ship "
            "(sail %(sail)s, cannon %(cannon)s) sails on safe.",
            name=name(state, seat),
            sail=sail_value(state, p, "navy"),
            cannon=cannon_value(state, p, "navy"),
        )
    ]


@move(
    "choose_navy_penalty",
    N_("Choose your loss"),
    Arg(
        "lose",
        "choice",
        N_("half of your hold or half of your notoriety"),
        choices=("hold", "notoriety"),
    ),
    rule="NAS-2.4.5",
    example={"lose": "notoriety"},
    help=N_("You beat the navy ship in one value only: choose what you lose."),
)
def choose_navy_penalty(state: State, seat: int | None, *, lose: str) -> Played:
    """NAS-2.4.5: after beating the navy in one value only, the player picks the loss."""
    head = state["pending"][0] if state["pending"] else None
    if head is None or head["kind"] != "navy_penalty" or head["seat"] != seat:
        raise RuleError("NAS-2.4.5", _("You have no loss to the navy to choose."))
    state["pending"].pop(0)
    who = seat_index(seat)
    lost = lose_half_cargo(state, who) if lose == "hold" else [lose_half_notoriety(state, who)]
    state["players"][who]["last"] = {"what": "navy_penalty", "lose": lose, "rule": "NAS-2.4.6"}
    return played(advance(state), *lost)
