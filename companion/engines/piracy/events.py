"""Step 3 at sea (PIR-3.31, PIR-6, RULINGS PIR-Q-4, PIR-Q-33 to PIR-Q-35): the player
draws an event card and enters its type (and, for a ship card, its four printed values),
or buries gold under his Treasure Map instead. The card is played at once; the deck
counts down and the discard pile becomes the deck when it runs out (PIR-3.31.2)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played, rng_draw
from companion.engines.dice import one_die
from companion.engines.piracy import lost_ship, npcs
from companion.engines.piracy.catalogue import (
    CARD_VALUES,
    EVENT_TYPES,
    EVENT_WORDS,
    FACE_DOWN_CARDS,
    HOLD_MAX,
    SHIP_CARDS,
    storm_sails_lost,
)
from companion.engines.piracy.seats import name, player
from companion.engines.piracy.turn_state import own_step
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import Entry, Owed, answered_by, expect, owe, top

CARD_HELP = {
    "battle": N_("a ship card (hunter, prize, fleet): its battle value (cannons)"),
    "sails": N_("a ship card: its sails value"),
    "gold": N_("a ship card: its gold (chest)"),
    "rations": N_("a ship card: its rations (barrels)"),
}
VALUE_ARGS = tuple(Arg(v, "int", CARD_HELP[v], required=False, min=0, max=30) for v in CARD_VALUES)
START_DIE_ARG = Arg(
    "start_die",
    "int",
    N_("a hunter or the fleet: the die for its starting port"),
    required=False,
    min=1,
    max=6,
)
# What an offer of an event card lists beside the card, so that a phone asks each value.
CARD_OFFER = {arg.name: arg.span for arg in (*VALUE_ARGS, START_DIE_ARG)}
NOT_AT_SEA = N_("Event cards are drawn by a ship that ends its move at sea.")


@move(
    "draw_event",
    N_("Enter the event card you drew"),
    Arg(
        "card",
        "choice",
        N_("the card"),
        choices=EVENT_TYPES,
        choice_labels=tuple(EVENT_WORDS[t] for t in EVENT_TYPES),
    ),
    *VALUE_ARGS,
    START_DIE_ARG,
    Arg(
        "hex",
        "str",
        N_("a hunter or the fleet: the hex it moves to from its starting port"),
        required=False,
    ),
    rule="PIR-3.31.1",
    example={"card": "prize", "battle": 6, "sails": 4, "gold": 5, "rations": 3},
)
def draw_event(state: State, seat: int | None, *, card: str, **given: Any) -> Played:
    turn = own_step(state, seat, "sea", "PIR-3.31.1", _(NOT_AT_SEA))
    who: int = turn["seat"]
    if card in FACE_DOWN_CARDS and not player(state, who)[HELD[card]]:
        raise RuleError(
            "PIR-3.31.5",
            _("A card you keep goes face down: enter it as a face-down card, unseen by others."),
        )
    values = card_values(card, given)
    lines = count_down(state)
    turn["step"] = "combat"
    p = player(state, who)
    who_name = name(state, who)
    if card in FACE_DOWN_CARDS:
        # PIR-6.1.5, PIR-6.6.6: a second one is discarded, in the open.
        state["deck"]["discard"].append(card)
        line = _(
            "%(name)s draws a second %(card)s and discards it.",
            name=who_name,
            card=_(EVENT_WORDS[card]),
        )
        return played(state, line, *lines)
    if card == "ghost_ship":
        p["terror"] = max(0, p["terror"] - 1)
        state["deck"]["discard"].append(card)
        return played(
            state, _("A ghost ship: %(name)s loses a Terror point.", name=who_name), *lines
        )
    if card == "ocean":
        # RULING PIR-Q-34: no battle this turn; the ration step still follows.
        turn["step"] = "upkeep"
        state["deck"]["discard"].append(card)
        return played(state, _("Ocean: not a sail in sight."), *lines)
    if card == "rotten_rations":
        state["deck"]["discard"].append(card)
        return played(state, *rotten_rations(state), *lines)
    if card == "storm":
        state["deck"]["discard"].append(card)
        return played(state, *storm(state), *lines)
    if card == "prize":
        turn["prize"] = values
        return played(state, _("%(name)s spots a prize.", name=who_name), *lines)
    return played(state, *npcs.place(state, who, card, values, given), *lines)


def card_values(card: str, given: dict[str, Any]) -> dict[str, int]:
    """RULING PIR-Q-4: a ship card's four printed values, entered by the drawer."""
    if card not in SHIP_CARDS:
        return {}
    missing = [v for v in CARD_VALUES if given.get(v) is None]
    if missing:
        raise RuleError(
            "PIR-M.2", _("Enter the card's battle, sails, gold and rations as printed.")
        )
    return {v: int(given[v]) for v in CARD_VALUES}


def count_down(state: State) -> list[Msg]:
    deck = state["deck"]
    deck["left"] -= 1
    if deck["left"] > 0:
        return []
    # PIR-3.31.2, PIR-6.0.3: the discard pile, shuffled, is the new deck.
    deck["left"], deck["discard"] = len(deck["discard"]), []
    return [_("The deck is used up: shuffle the discard pile; it is the new deck.")]


HELD = {"letter_of_marque": "letter", "treasure_map": "treasure_map"}


@move(
    "draw_face_down",
    N_("Enter the card you lay face down"),
    Arg(
        "card",
        "choice",
        N_("the card"),
        choices=FACE_DOWN_CARDS,
        choice_labels=tuple(EVENT_WORDS[t] for t in FACE_DOWN_CARDS),
    ),
    rule="PIR-3.31.5",
    example={"card": "letter_of_marque"},
    secret_args=("card",),
)
def draw_face_down(state: State, seat: int | None, *, card: str) -> Played:
    """PIR-3.31.5, RULING PIR-Q-43: a Letter of Marque or a Treasure Map, kept face down;
    others see only that a card went face down."""
    turn = own_step(state, seat, "sea", "PIR-3.31.1", _(NOT_AT_SEA))
    who: int = turn["seat"]
    p = player(state, who)
    if p[HELD[card]]:
        raise RuleError(
            "PIR-6.1.5",
            _("You hold one already: the second is discarded. Enter it as the card you drew."),
        )
    lines = count_down(state)
    turn["step"] = "combat"
    p[HELD[card]] = True
    return played(
        state,
        _("%(name)s lays a card face down.", name=name(state, who)),
        *lines,
        private={who: _("Your card: %(card)s.", card=_(EVENT_WORDS[card]))},
    )


def rotten_rations(state: State) -> list[Msg]:
    """PIR-6.9.1, RULING PIR-Q-35: every ship loses half its rations, rounded down."""
    for p in state["players"]:
        if p["has_ship"]:
            p["rations"] -= p["rations"] // 2
    return [_("Rotten Rations: every ship loses half its rations.")]


def storm(state: State) -> list[Msg]:
    """PIR-6.8.1, PIR-6.8.2: every ship at sea rolls; in port, in Europe or burying, safe."""
    hit = [i for i, p in enumerate(state["players"]) if p["has_ship"] and p["where"] == "at_sea"]
    lines = [_("A storm hits every ship at sea.")]
    if not hit:
        return lines
    owe(state, "storm", hit)
    return lines


@move(
    "storm_die",
    N_("Enter your storm die"),
    Arg("die", "int", N_("the die"), min=1, max=6),
    rule="PIR-6.8.3",
    example={"die": 4},
)
def storm_die(state: State, seat: int | None, *, die: int) -> Played:
    entry = expect(state, "storm", seat, "PIR-6.8.3")
    if seat is None:
        raise RuleError("PIR-6.8.3", _("Each player at sea rolls his own storm die."))
    answered_by(state, entry, seat)
    return played(state, *storm_hits(state, seat, die))


@move("roll_storm", N_("Roll the storm dice"), rule="PIR-6.8.3", system=True, example={})
def roll_storm(state: State, seat: int | None) -> Played:
    """PIR-APP-3.3: the companion rolls every ship's storm die when the table lets it."""
    entry = expect(state, "storm", None, "PIR-6.8.3")
    lines = []
    for at_sea in list(entry["seats"]):
        answered_by(state, entry, at_sea)
        lines += storm_hits(state, at_sea, rng_draw(state).randint(1, 6))
    return played(state, *lines)


def storm_hits(state: State, seat: int, die: int) -> list[Msg]:
    p = player(state, seat)
    lost = storm_sails_lost(die)
    p["sails"] = max(0, p["sails"] - lost)  # PIR-6.8.6
    line = _(
        "%(name)s rolls %(die)s: %(lost)s Sails lost, Sails %(sails)s.",
        name=name(state, seat),
        die=die,
        lost=lost,
        sails=p["sails"],
    )
    if p["sails"] == 0:
        return [line, *lost_ship.lose_ship(state, seat, "sunk")]
    return [line]


@move(
    "bury",
    N_("Bury gold under your Treasure Map"),
    Arg("gold", "int", N_("gold tokens from the hold"), min=1, max=HOLD_MAX),
    Arg("on_land", "bool", N_("the hex shows land, and is no port and not Europe")),
    rule="PIR-6.6",
    example={"gold": 3, "on_land": True},
)
def bury(state: State, seat: int | None, *, gold: int, on_land: bool) -> Played:
    turn = own_step(
        state, seat, "sea", "PIR-6.6.4", _("Treasure is buried instead of drawing a card.")
    )
    who: int = turn["seat"]
    p = player(state, who)
    if not p["treasure_map"]:
        raise RuleError("PIR-6.6.2", _("You need a Treasure Map to bury gold."))
    if not on_land:
        # RULING PIR-Q-33: the players confirm the hex; a port hex or Europe never.
        raise RuleError(
            "PIR-6.6.8",
            _("Treasure can't be buried on a port hex or in Europe."),
        )
    if gold > p["hold"]:
        raise RuleError("PIR-6.6.4", _("Your hold has only %(hold)s gold tokens.", hold=p["hold"]))
    p["hold"] -= gold
    p["buried"] += gold
    p["where"] = "burying"
    p["shown"]["treasure_map"] = True  # burying shows the map, not the amount
    turn["step"] = "combat"
    return played(
        state,
        _("%(name)s drops anchor and buries gold.", name=name(state, who)),
        private={
            who: _("You bury %(gold)s gold; %(buried)s in all.", gold=gold, buried=p["buried"])
        },
    )


def storm_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    if state["settings"]["app_dice"]:
        return []
    return [LegalMove("storm_die", N_("Enter your storm die"), {"die": one_die()})]


def storm_prompt(state: State, entry: Entry) -> Msg:
    names = [name(state, s) for s in entry["seats"]]
    return ngettext(
        "Storm: %(names)s rolls a die.",
        "Storm: %(names)s roll a die each.",
        len(names),
        names=names,
    )


OWED = (Owed("storm", storm_offers, storm_prompt),)


def pending_system_moves(state: State) -> list[dict[str, Any]]:
    entry = top(state)
    if entry is not None and entry["kind"] == "storm" and state["settings"]["app_dice"]:
        # One card a turn: the round and the seat in turn name this storm.
        key = f"storm:{state['round']}:{state['current']}"
        return [{"type": "roll_storm", "args": {}, "key": key}]
    return []
