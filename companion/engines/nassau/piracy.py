"""NAS-2.2 Step 2, the piracy phases: the compulsory move, and the crew that help it.

The action that follows a move is in ``actions.py``.
"""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.nassau.catalogue import region_of, region_spaces
from companion.engines.nassau.layout import ask_if_unknown
from companion.engines.nassau.rounds import require_step, require_turn
from companion.engines.nassau.seats import name, player, seat_index
from companion.engines.nassau.ship import require_tile
from companion.engines.text import N_, Msg, _, ngettext

# NAS-2.2.4.4: transit spaces reachable by option (b), by where the ship is.
TRANSIT_FROM = {"r1": (7,), 7: (14,), "r2": (7, 14), 14: (7,), "r3": (14,)}
DIE_WORDS = (N_("the first die"), N_("the second die"), N_("the third die"))


def space_info(state: State, space: int) -> dict[str, Any]:
    return cast(dict[str, Any], state["board"][space - 1])  # the state is JSON


def space_words(state: State, space: int) -> Msg:
    """A space as the table names it: a port by its printed name, else by its number."""
    port = space_info(state, space).get("name")
    if port:
        return _("%(port)s (space %(space)s)", port=port, space=space)
    return _("space %(space)s", space=space)


def die_words(die: int) -> Msg:
    return _(DIE_WORDS[die])


def transit_targets(space: int) -> tuple[int, ...]:
    if space in (7, 14):
        return TRANSIT_FROM[space]
    return TRANSIT_FROM[f"r{region_of(space)}"]


def destinations(state: State, p: dict[str, Any], value: int) -> list[int]:
    """Legal destinations for a die showing ``value`` (after modifiers)."""
    if p["space"] is None:  # NAS-2.2.4.3; NAS-Q15: 0 is no space, 7 is transit space 1
        return sorted({value, 7} if 1 <= value <= 7 else {7})
    here = p["space"]
    out = {min(20, max(1, here + value)), min(20, max(1, here - value))}  # NAS-2.2.4.4 (a)
    out.update(transit_targets(here))  # NAS-2.2.4.4 (b); NAS-Q16: never to itself
    region = region_of(here)
    if p["cartographer"] and region is not None:  # NAS-5.4.6, NAS-Q24
        out.update(s for s in region_spaces(region) if s != here)
    return sorted(out)


def _require_move_phase(state: State, seat: int | None) -> dict[str, Any]:
    require_step(state, "piracy")
    require_turn(state, seat, "NAS-2.2.2")
    if state["turn"]["phase"] != "move":
        raise RuleError("NAS-2.2.3", _("You have moved already: take an action or pass."))
    return player(state, seat)


def _require_die(p: dict[str, Any], die: int) -> dict[str, Any]:
    if not 0 <= die < len(p["dice"]) or p["dice"][die]["used"]:
        raise RuleError(
            "NAS-2.2.4.1", _("You have already used %(die)s this round.", die=die_words(die))
        )
    return cast(dict[str, Any], p["dice"][die])


def _die_value(p: dict[str, Any], chosen: dict[str, Any], wind: str) -> int:
    value = cast(int, chosen["value"])  # a Helmsman's 6 and Navigator/Pilot changes are on it
    if wind == "none":
        return value
    if not p["wind"]:
        raise RuleError("NAS-2.2.9.4", _("You hold no trade wind token to change this die."))
    return value + (1 if wind == "+1" else -1)  # NAS-2.2.9.4; NAS-Q15 allows 0 and 7


def _refuse_destination(p: dict[str, Any], to: int, value: int, legal: list[int]) -> None:
    if p["space"] is None:
        hint = N_("the space equal to your die, or transit space 1")
        rule = "NAS-2.2.4.3"
    else:
        hint = N_(
            "your space plus or minus the die (stopping at 1 and 20), or an allowed transit space"
        )
        rule = "NAS-2.2.4.4"
    raise RuleError(
        rule,
        ngettext(
            "Space %(to)s cannot be reached with %(value)s: you may go to %(hint)s, "
            "that is space %(legal)s.",
            "Space %(to)s cannot be reached with %(value)s: you may go to %(hint)s, "
            "that is spaces %(legal)s.",
            len(legal),
            to=to,
            value=value,
            hint=_(hint),
            legal=legal,
        ),
    )


@move(
    "move",
    N_("Move your ship"),
    Arg("die", "int", N_("the die you place"), min=0, max=2),
    Arg("to", "int", N_("the space your ship sails to"), min=1, max=20),
    Arg(
        "wind",
        "choice",
        N_("spend your trade wind token to change the die by 1"),
        required=False,
        choices=("none", "+1", "-1"),
        default="none",
    ),
    rule="NAS-2.2.4",
    example={"die": 0, "to": 3},
    help=N_("Place one of your dice and move your ship by its value or to a transit space."),
)
def move_ship(state: State, seat: int | None, *, die: int, to: int, wind: str = "none") -> Played:
    """NAS-2.2.4: place a die and the ship token, by the die's value or to a transit space."""
    p = _require_move_phase(state, seat)
    chosen = _require_die(p, die)
    value = _die_value(p, chosen, wind)
    legal = destinations(state, p, value)
    if to not in legal:
        _refuse_destination(p, to, value, legal)
    if p["helmsman"] is not None and p["helmsman"]["die"] != die:
        # NAS-Q25: the Helmsman's 6 was only for the very next move.
        p["dice"][p["helmsman"]["die"]]["value"] = p["helmsman"]["prior"]
    p["helmsman"] = None
    p["cartographer"] = False
    if wind != "none":
        p["wind"] = False
        p["wind_under_dice"] += 1  # NAS-2.2.9.4: under the die until step 5 (NAS-Q14)
    start = p["space"]
    chosen["used"] = True
    chosen["space"] = to
    p["space"] = to
    p["moves_made"] += 1
    state["turn"]["phase"] = "action"
    p["last"] = {"what": "move", "to": to, "value": value}
    ask_if_unknown(state, seat_index(seat), to)  # NAS-Q1: the table tells what the space is
    return played(state, *_moved_words(state, seat_index(seat), start, to, chosen, value, wind))


def _moved_words(
    state: State,
    seat: int,
    start: int | None,
    to: int,
    chosen: dict[str, Any],
    value: int,
    wind: str,
) -> list[Msg]:
    who = name(state, seat)
    lines = []
    if wind != "none":
        lines.append(
            _(
                "%(name)s spends the trade wind token: the die showing %(before)s counts %(after)s.",
                name=who,
                before=chosen["value"],
                after=value,
            )
        )
    if start is None:
        lines.append(
            _(
                "%(name)s sails onto the sea at %(to)s with a die showing %(value)s.",
                name=who,
                to=space_words(state, to),
                value=value,
            )
        )
    else:
        lines.append(
            _(
                "%(name)s sails from %(start)s to %(to)s with a die showing %(value)s.",
                name=who,
                start=space_words(state, start),
                to=space_words(state, to),
                value=value,
            )
        )
    return lines


@move(
    "use_navigator",
    N_("Navigator"),
    Arg("die", "int", N_("the die the Navigator changes"), min=0, max=2),
    Arg("delta", "choice", N_("add 1 or take 1 away"), choices=(-1, 1)),
    rule="NAS-5.4.4",
    example={"die": 1, "delta": 1},
    help=N_("Before your move, the Navigator changes one unused die by 1 up or down."),
)
def use_navigator(state: State, seat: int | None, *, die: int, delta: int) -> Played:
    """NAS-5.4.4: +1 or -1 on an unused die before the move (NAS-Q15, NAS-Q25)."""
    p = _require_move_phase(state, seat)
    chosen = _require_die(p, die)
    if delta not in (-1, 1):
        raise RuleError("NAS-5.4.4", _("The Navigator changes a die by 1, up or down."))
    require_tile(state, p, "navigator")["used"] = True
    before = chosen["value"]
    chosen["value"] = max(0, min(7, chosen["value"] + delta))
    if p["helmsman"] is not None and p["helmsman"]["die"] == die:
        # The +-1 stays on the die even if the Helmsman's 6 lapses (NAS-Q25).
        p["helmsman"]["prior"] = max(0, min(7, p["helmsman"]["prior"] + delta))
    return played(
        state,
        _(
            "%(name)s's Navigator changes %(die)s from %(before)s to %(after)s.",
            name=name(state, seat_index(seat)),
            die=die_words(die),
            before=before,
            after=chosen["value"],
        ),
    )


@move(
    "use_pilot",
    N_("Pilot"),
    Arg("die", "int", N_("the die the Pilot rolls again"), min=0, max=2),
    Arg("value", "int", N_("what the die shows now"), min=1, max=6),
    rule="NAS-5.4.17",
    example={"die": 1, "value": 5},
    help=N_("Before your move, the Pilot rolls one unused die again; enter what it shows."),
)
def use_pilot(state: State, seat: int | None, *, die: int, value: int) -> Played:
    """NAS-5.4.17: re-roll one unused die; the new value is entered as rolled (NAS-Q25)."""
    p = _require_move_phase(state, seat)
    chosen = _require_die(p, die)
    require_tile(state, p, "pilot")["used"] = True
    before = chosen["value"]
    chosen["value"] = value
    chosen["rolled"] = value
    if p["helmsman"] is not None and p["helmsman"]["die"] == die:
        p["helmsman"] = None
    return played(
        state,
        _(
            "%(name)s's Pilot rolls %(die)s again: %(before)s becomes %(after)s.",
            name=name(state, seat_index(seat)),
            die=die_words(die),
            before=before,
            after=value,
        ),
    )


@move(
    "use_helmsman",
    N_("Helmsman"),
    Arg("die", "int", N_("the die that counts as a 6"), min=0, max=2),
    rule="NAS-5.4.5",
    example={"die": 0},
    help=N_("One unused die counts as a 6 if you move with it right away."),
)
def use_helmsman(state: State, seat: int | None, *, die: int) -> Played:
    """NAS-5.4.5: the die counts as a 6 if it is used for the very next move (NAS-Q25)."""
    p = _require_move_phase(state, seat)
    chosen = _require_die(p, die)
    if p["helmsman"] is not None:
        raise RuleError("NAS-5.4.5", _("The Helmsman is already at work on a die."))
    require_tile(state, p, "helmsman")["used"] = True
    prior = chosen["value"]
    p["helmsman"] = {"die": die, "prior": prior}
    chosen["value"] = 6
    return played(
        state,
        _(
            "%(name)s's Helmsman makes %(die)s (showing %(before)s) count as 6 for the next move.",
            name=name(state, seat_index(seat)),
            die=die_words(die),
            before=prior,
        ),
    )


@move(
    "use_cartographer",
    N_("Cartographer"),
    rule="NAS-5.4.6",
    example={},
    help=N_("Your next move may go to any space of the region your ship is in."),
)
def use_cartographer(state: State, seat: int | None) -> Played:
    """NAS-5.4.6: the next move may go to any space of the current region (NAS-Q24)."""
    p = _require_move_phase(state, seat)
    if p["space"] is None or region_of(p["space"]) is None:
        raise RuleError(
            "NAS-Q24",
            _(
                "The Cartographer needs your ship inside a region "
                "(not before the first move, not on a transit space)."
            ),
        )
    if p["cartographer"]:
        raise RuleError("NAS-5.4.6", _("The Cartographer is already at work."))
    require_tile(state, p, "cartographer")["used"] = True
    p["cartographer"] = True
    return played(
        state,
        _(
            "%(name)s's Cartographer opens every space of region %(region)s to the next move.",
            name=name(state, seat_index(seat)),
            region=region_of(p["space"]),
        ),
    )
