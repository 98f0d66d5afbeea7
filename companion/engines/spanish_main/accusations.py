"""Accusing a player (SPM-2.3), answered by the companion or by the accused.

RULING SPM-Q-12, a table option (``identity_mode``):

- verified (the default): the engine knows every seat's pirate cards and answers
  truthfully at once, so nobody can lie and SPM-2.3.4 never applies;
- sealed: the accused answers on his own phone (``answer_accusation``: admit or deny).
  The answer is what the table plays by; the engine notes secretly whether it was a lie
  (a false denial or a false claim), and at the end a liar cannot win (SPM-4.7).

A refusal depends only on public facts (SPM-Q-13): never on who holds the named pirate.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move
from companion.engines.house_rulings import house_note
from companion.engines.spanish_main.actions import finish_action
from companion.engines.spanish_main.adventures import tell_mutiny_loss
from companion.engines.spanish_main.catalogue import (
    ANSWERS,
    MOVEMENT_IDS,
    MUTINY_ANSWERS,
    SHIPS,
    movement_name,
    pirate_words,
    ship_words,
)
from companion.engines.spanish_main.decks import discard_lost_fame
from companion.engines.spanish_main.house import LAST_CARD, last_card, mutiny_loss_count
from companion.engines.spanish_main.rounds import (
    advance,
    next_owed,
    owe,
    require_owed,
    require_turn,
    seat_name,
)
from companion.engines.spanish_main.secrets import mutiny_lies
from companion.engines.spanish_main.telling import tell, tell_seat, told
from companion.engines.text import N_, Msg, _


def is_sealed(state: State) -> bool:
    mode: str = state["options"].get("identity_mode", "verified")
    return mode == "sealed"


def check_accusation(
    state: State, seat: int, accused: int, pirate: str, discard: str | None
) -> None:
    """Refusals from public facts only (SPM-Q-13)."""
    if accused == seat:
        raise RuleError("SPM-2.3.1", _("You must accuse another player."))
    if last_card(state, state["hands"][str(accused)]) == "protected":
        raise RuleError(LAST_CARD.ruling_id, house_note(state, LAST_CARD.ruling_id))
    if pirate in state["revealed"]:
        raise RuleError(
            "SPM-2.3.5",
            _("%(pirate)s has already been revealed.", pirate=pirate_words(pirate, state)),
        )
    if state["options"]["movement_hand"]:
        hand = state["hands"][str(seat)]
        if len(hand) < 2:
            raise RuleError(
                "SPM-5.2.5", _("With only one movement card in hand you cannot accuse.")
            )
        if discard is None or discard not in hand:
            raise RuleError(
                "SPM-5.2.4", _("Name the movement card from your hand that you discard.")
            )
    elif discard is not None:
        raise RuleError("SPM-2.3.1", _("An accusation discards no movement card."))


@move(
    "accuse",
    N_("Accuse a player"),
    Arg("accused", "seat", N_("the player you accuse"), min=0, max=3),
    Arg("pirate", "choice", N_("the pirate you name"), choices=SHIPS),
    Arg(
        "discard",
        "choice",
        N_("with a hand of movement cards: the card you discard from it"),
        required=False,
        choices=MOVEMENT_IDS,
    ),
    rule="SPM-2.3",
    example={"accused": 1, "pirate": "S2"},
    help=N_("A correct accusation reveals the pirate and banks half its fame."),
    confirm=N_(
        "Accuse %(accused)s of holding the pirate card %(pirate)s? It is your action this "
        "turn: if right, that pirate card is laid face up and you bank half its fame; if "
        "wrong, nothing is revealed."
    ),
)
def accuse(
    state: State, seat: int | None, *, accused: int, pirate: str, discard: str | None = None
) -> Played:
    seat = require_turn(state, seat)
    check_accusation(state, seat, accused, pirate, discard)
    accuser_name, accused_name = seat_name(state, seat), seat_name(state, accused)
    if discard is not None:
        # SPM-5.2.4: the accuser discards now; the accused after his answer.
        state["hands"][str(seat)].remove(discard)
        state["mv_discard"].append(discard)
        tell(
            state,
            _(
                "%(name)s discards %(card)s from their hand.",
                name=accuser_name,
                card=movement_name(discard),
            ),
        )
    if is_sealed(state):
        # RULING SPM-Q-12 (sealed): the accused answers on his phone; the adventure waits.
        owe(state, "answer", [accused], accuser=seat, pirate=pirate)
        return told(advance(state))
    correct = pirate in state["pirates"][str(accused)]
    tell(
        state,
        _(
            "%(accuser)s accuses %(accused)s of being %(pirate)s: right.",
            accuser=accuser_name,
            accused=accused_name,
            pirate=pirate_words(pirate, state),
        )
        if correct
        else _(
            "%(accuser)s accuses %(accused)s of being %(pirate)s: wrong.",
            accuser=accuser_name,
            accused=accused_name,
            pirate=pirate_words(pirate, state),
        ),
    )
    settle(state, seat, accused, pirate, admitted=correct, answer=None)
    return after_accusation(state, accused)


@move(
    "answer_accusation",
    N_("Answer the accusation"),
    Arg(
        "answer",
        "choice",
        N_("admit (lay the pirate card face up) or deny being that pirate"),
        choices=ANSWERS,
    ),
    rule="SPM-Q-12",
    example={"answer": "deny"},
    help=N_(
        "Only the accused answers. A lie is allowed, but a player shown at the end to have "
        "lied cannot win."
    ),
)
def answer_accusation(state: State, seat: int | None, *, answer: str) -> Played:
    """RULING SPM-Q-12 (sealed mode): the accused admits or denies; he may lie (SPM-2.3.4)."""
    if not is_sealed(state):
        raise RuleError(
            "SPM-Q-12", _("In verified mode the companion answers every accusation itself.")
        )
    owed = next_owed(state)
    if owed is None or owed["kind"] != "answer":
        raise RuleError("SPM-Q-12", _("No accusation is waiting for an answer."))
    if seat is None or seat not in owed["seats"]:
        raise RuleError(
            "SPM-Q-12",
            _(
                "Only %(name)s, the accused player, can answer this accusation.",
                name=seat_name(state, owed["seats"][0]),
            ),
        )
    accuser, pirate = owed["accuser"], owed["pirate"]
    state["waiting"].pop(0)
    admitted = answer == "admit"
    holds = pirate in state["pirates"][str(seat)]
    if admitted != holds:
        # SPM-2.3.4: a lie about the ships he owns. Secret until the end of the game.
        state["lies"].append(
            {
                "turn": state["turn"],
                "seat": seat,
                "pirate": pirate,
                "kind": "false_claim" if admitted else "false_denial",
            }
        )
    settle(state, accuser, seat, pirate, admitted=admitted, answer=answer)
    return after_accusation(state, seat)


def settle(
    state: State, seat: int, accused: int, pirate: str, *, admitted: bool, answer: str | None
) -> None:
    """Carry out the outcome the table plays by: an admission reveals and moves fame."""
    accuser_name, accused_name = seat_name(state, seat), seat_name(state, accused)
    taken = bank_half(state, seat, accused, pirate) if admitted else 0
    if admitted:
        # Sealed mode: the table plays by the answer; whether it is true stays secret.
        if answer:
            tell(
                state,
                _(
                    "%(name)s admits being %(pirate)s.",
                    name=accused_name,
                    pirate=pirate_words(pirate, state),
                ),
            )
        tell(state, banked_line(state, accuser_name, accused_name, pirate, taken))
    elif answer:
        # SPM-2.3.3 / SPM-2.3.6: nothing is revealed, nothing moves.
        tell(
            state,
            _(
                "%(name)s says they are not %(pirate)s: nothing is revealed.",
                name=accused_name,
                pirate=pirate_words(pirate, state),
            ),
        )
    else:
        tell(state, _("Nothing is revealed and no fame moves."))
    entry: dict[str, Any] = {
        "turn": state["turn"],
        "accuser": seat,
        "accused": accused,
        "pirate": pirate,
        # Sealed mode: the truth is unknown to the table until the end (RULING SPM-Q-12).
        "correct": admitted if answer is None else None,
        "taken": taken,
    }
    if answer is not None:
        entry["answer"] = answer
    state["accusations"].append(entry)


def banked_line(state: State, accuser: str, accused: str, pirate: str, taken: int) -> Msg:
    if taken == 0:
        return _(
            "%(accused)s lays %(pirate)s face up; %(ship)s has no fame for %(accuser)s to bank.",
            accused=accused,
            pirate=pirate_words(pirate, state),
            ship=ship_words(pirate, state),
            accuser=accuser,
        )
    return _(
        "%(accused)s lays %(pirate)s face up; %(accuser)s banks %(taken)s fame from %(ship)s, "
        "which keeps %(kept)s.",
        accused=accused,
        pirate=pirate_words(pirate, state),
        accuser=accuser,
        taken=taken,
        ship=ship_words(pirate, state),
        kept=state["fame"][pirate],
    )


def bank_half(state: State, seat: int, accused: int, pirate: str) -> int:
    """SPM-2.3.2 / SPM-2.3.7: reveal, and the accuser banks half the fame, rounded up."""
    state["revealed"][pirate] = {"seat": accused, "how": "accusation", "turn": state["turn"]}
    taken: int = (state["fame"][pirate] + 1) // 2
    for _point in range(taken):
        state["fame"][pirate] -= 1
        state["banked"][seat] += 1
        if state["owed"][pirate] > 0:  # RULING SPM-Q-7: owed points go first, as owed
            state["owed"][pirate] -= 1
            state["banked_owed"][seat] += 1
    return taken


def after_accusation(state: State, accused: int) -> Played:
    hand = state["hands"][str(accused)]
    if hand and last_card(state, hand) == "keeps":
        tell(state, house_note(state, LAST_CARD.ruling_id))
    elif state["options"]["movement_hand"] and hand:
        # SPM-5.2.4: the accused discards a card of his choice; nobody draws
        # (RULING SPM-Q-17 (ii), (iii)).
        owe(state, "discard", [accused])
    return finish_action(state)


@move(
    "answer_mutiny",
    N_("Answer the Mutiny"),
    Arg(
        "answer",
        "choice",
        N_("declare (you own the Mutiny ship) or stay silent"),
        choices=MUTINY_ANSWERS,
    ),
    rule="SPM-3.1.16",
    example={"answer": "silent"},
    help=N_(
        "Every player answers in secret; the owner must declare himself. A false claim or a "
        "false silence is a lie."
    ),
    secret_args=("answer",),
    commutes=True,
)
def answer_mutiny(state: State, seat: int | None, *, answer: str) -> Played:
    """RULING SPM-Q-12 (sealed mode), SPM-3.1.16: each seat secretly declares whether it
    owns the Mutiny ship ('declare') or not ('silent'); the card resolves once all have
    answered. A false claim and a false silence are lies (SPM-2.3.4)."""
    if not is_sealed(state):
        raise RuleError("SPM-Q-12", _("In verified mode the companion resolves Mutiny itself."))
    owed = next_owed(state)
    if owed is None or owed["kind"] != "mutiny":
        raise RuleError("SPM-3.1.16", _("No Mutiny is waiting for an answer."))
    if seat is None or seat not in owed["seats"]:
        raise RuleError("SPM-3.1.16", _("You have already answered this Mutiny."))
    owed["seats"].remove(seat)
    owed["count"] -= 1
    answers = owed["declared" if answer == "declare" else "silent"]
    # Kept sorted, so the answers give the same state in any order.
    answers[:] = sorted([*answers, seat])
    tell(state, _("%(name)s has answered the Mutiny.", name=seat_name(state, seat)))
    tell_seat(
        state,
        seat,
        _("You declare that %(ship)s is yours.", ship=ship_words(owed["ship"], state))
        if answer == "declare"
        else _("You stay silent: %(ship)s is not yours.", ship=ship_words(owed["ship"], state)),
    )
    if owed["seats"]:
        return told(state)  # who is still to answer: the view's waiting line
    state["waiting"].pop(0)
    resolve_mutiny(state, owed["ship"], owed["declared"])
    return told(advance(state))


def note_mutiny_lies(state: State, ship: str, declared: list[int], holder: int | None) -> None:
    """The answers stay with the engine (secret until the end); a false claim or a false
    silence is a lie (SPM-2.3.4)."""
    answers = {"turn": state["turn"], "ship": ship, "declared": sorted(declared)}
    state.setdefault("mutiny_answers", []).append(answers)
    state["lies"].extend(mutiny_lies(answers, holder))


def resolve_mutiny(state: State, ship: str, declared: list[int]) -> None:
    holder = next((int(k) for k, ships in state["pirates"].items() if ship in ships), None)
    note_mutiny_lies(state, ship, declared, holder)
    if not declared:
        tell(
            state, _("Nobody declares for %(ship)s: nothing happens.", ship=ship_words(ship, state))
        )
        return
    # The real card wins when its holder declares; otherwise the first claimant clockwise
    # from the current player. Who else declared stays secret until the end.
    players = len(state["seats"])
    start = state["current_seat"] or 0
    clockwise = sorted(declared, key=lambda s: (s - start) % players)
    owner = holder if holder in declared else clockwise[0]
    state["revealed"][ship] = {"seat": owner, "how": "mutiny", "turn": state["turn"]}
    lost = discard_lost_fame(state, ship, mutiny_loss_count(state, state["fame"][ship]))
    tell(
        state,
        _(
            "%(name)s declares %(pirate)s.",
            name=seat_name(state, owner),
            pirate=pirate_words(ship, state),
        ),
    )
    tell_mutiny_loss(state, ship, lost)


@move(
    "discard_movement",
    N_("Discard a movement card"),
    Arg("card", "choice", N_("a card from your hand"), choices=MOVEMENT_IDS),
    rule="SPM-5.2.4",
    example={"card": "lost_at_sea"},
    help=N_("After an accusation the accused discards a card of their choice."),
)
def discard_movement(state: State, seat: int | None, *, card: str) -> Played:
    """SPM-5.2.4: the accused chooses which card of his hand to discard."""
    seat, _owed = require_owed(state, seat, "discard", "SPM-5.2.4")
    hand = state["hands"][str(seat)]
    if card not in hand:
        raise RuleError("SPM-5.2.4", _("That movement card is not in your hand."))
    hand.remove(card)
    state["mv_discard"].append(card)
    tell(
        state,
        _(
            "%(name)s discards %(card)s from their hand.",
            name=seat_name(state, seat),
            card=movement_name(card),
        ),
    )
    state["waiting"].pop(0)
    return told(advance(state))
