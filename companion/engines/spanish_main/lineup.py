"""The ship line and the starting player (SPM-1.2, SPM-1.6).

App-managed decks: the companion deals both at setup. Physical decks (section F of the
digest): the table shuffles and lays the ships itself, then enters the line from space 1
to space 9 with the player who starts; or it lets the companion deal both in one tap.
Either is the first entry of the setup, made from any seat's phone (the host enters it
for a seat, as every entry it makes).
"""

from __future__ import annotations

from companion.engines.base import Arg, Played, RuleError, State, move, rng_draw, shuffled
from companion.engines.spanish_main.catalogue import SHIPS, ship_words
from companion.engines.spanish_main.rounds import advance, count_off, require_owed, seat_name
from companion.engines.spanish_main.telling import tell, told
from companion.engines.text import N_, Msg, _


def deal_line(state: State) -> None:
    """SPM-1.2: the ships in random order; SPM-1.6: a random starting player."""
    state["line"] = shuffled(state, SHIPS)
    state["starting_seat"] = rng_draw(state).randrange(len(state["seats"]))


def line_words(state: State) -> list[Msg]:
    return [
        _("%(space)s: %(ship)s", space=i + 1, ship=ship_words(ship, state))
        for i, ship in enumerate(state["line"])
    ]


def check_line(state: State, ships: list[str]) -> None:
    """SPM-1.2: the nine ships, each in one space (the declaration counts nine)."""
    for ship in ships:
        spaces = [i + 1 for i, s in enumerate(ships) if s == ship]
        if len(spaces) > 1:
            missing = [ship_words(s, state) for s in SHIPS if s not in ships]
            raise RuleError(
                "SPM-1.2",
                _(
                    "%(ship)s is entered for spaces %(spaces)s and %(missing)s is missing: "
                    "the line holds each of the 9 ships once.",
                    ship=ship_words(ship, state),
                    spaces=spaces,
                    missing=missing,
                ),
            )


def tell_line(state: State, how: Msg) -> None:
    tell(state, how)
    tell(state, _("The ship line from space 1 to space 9: %(line)s.", line=line_words(state)))
    tell(state, _("%(name)s starts.", name=seat_name(state, state["starting_seat"])))


@move(
    "enter_line",
    N_("Enter the ship line"),
    Arg(
        "ships",
        "str_list",
        N_("the ships from space 1 (the front) to space 9 (the tail)"),
        choices=SHIPS,
        length=len(SHIPS),
    ),
    Arg("first", "seat", N_("the player who starts"), min=0, max=3),
    rule="SPM-1.2",
    example={"ships": ["S2", "E1", "D3", "E2", "D1", "S3", "E3", "S1", "D2"], "first": 1},
    help=N_(
        "Physical decks: the ships as the table laid them out, space by space, and the "
        "player who starts (SPM-1.6)."
    ),
)
def enter_line(state: State, seat: int | None, *, ships: list[str], first: int) -> Played:
    seat, _owed = require_owed(state, seat, "line", "SPM-1.2")
    check_line(state, ships)
    state["line"] = list(ships)
    state["starting_seat"] = first
    tell_line(state, _("%(name)s enters the ship line.", name=seat_name(state, seat)))
    count_off(state)
    return told(advance(state))


@move(
    "deal_line",
    N_("Let the companion deal the line"),
    rule="SPM-1.6",
    example={},
    help=N_(
        "Physical decks: the companion puts the ships in random order and picks the player "
        "who starts; lay the ships as it says."
    ),
)
def deal_line_move(state: State, seat: int | None) -> Played:
    require_owed(state, seat, "line", "SPM-1.2")
    deal_line(state)
    tell_line(state, _("The companion deals the ship line: lay the ships as it says."))
    count_off(state)
    return told(advance(state))
