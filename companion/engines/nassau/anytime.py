"""Moves a player may make at any time (digest section 10.7, interrupts) and the choices that settle a
pending sub-state: loot that does not fit, cargo lost to the navy, excess at the end of step 5."""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.house_rulings import house_note, overridden
from companion.engines.nassau.catalogue import JETTISONABLE, PIECES, RESOURCES, TILES
from companion.engines.nassau.hold import (
    check_pieces_in_hold,
    count_pieces,
    free_space,
    gain,
    hold_total,
    move_to_supply,
)
from companion.engines.nassau.house import (
    CARGO,
    JETTISON,
    NEW_SECTION,
    cargo_kinds,
    end_of_step_capacity,
    jettisonable,
)
from companion.engines.nassau.rounds import advance
from companion.engines.nassau.seats import name, player, seat_index
from companion.engines.nassau.ship import require_tile
from companion.engines.nassau.words import count as words_count
from companion.engines.nassau.words import kind_name, pending_name
from companion.engines.nassau.words import pieces as words_pieces
from companion.engines.text import N_, _, ngettext


def require_in_game(state: State, what: str) -> None:
    if state["over"]:
        raise RuleError("NAS-3.1", _("The game is over."))
    if state["step"] == "setup":
        raise RuleError("NAS-1.7.5", _("This is possible once the game has started."))


def _head(state: State, seat: int | None, kind: str, rule: str) -> dict[str, Any]:
    head = state["pending"][0] if state["pending"] else None
    if head is None or head["kind"] != kind or head["seat"] != seat:
        raise RuleError(
            rule, _("Nothing of yours waits for this choice: %(what)s.", what=pending_name(kind))
        )
    return cast(dict[str, Any], head)  # the state is JSON


@move(
    "take_loot",
    N_("Choose the loot to keep"),
    Arg("pieces", "str_list", N_("the pieces you take into the hold"), choices=PIECES),
    rule="NAS-2.2.8.3",
    example={"pieces": ["hostage"]},
    help=N_("Your hold cannot take all the loot: choose the pieces you keep."),
)
def take_loot(state: State, seat: int | None, *, pieces: list[str]) -> Played:
    """NAS-2.2.8.3: the hold cannot take everything: choose which pieces to keep."""
    head = _head(state, seat, "loot", "NAS-2.2.8.3")
    p = player(state, seat)
    owed = head["owed"]
    wanted = count_pieces(pieces)
    for piece, n in wanted.items():
        if owed.get(piece, 0) < n:
            raise RuleError(
                "NAS-2.2.8.3",
                _("You are owed only %(owed)s.", owed=words_count(piece, owed.get(piece, 0))),
            )
    room = free_space(p)
    expected = min(room, sum(owed.values()))
    if len(pieces) != expected:
        raise RuleError(
            "NAS-2.2.8.3",
            ngettext(
                "Your hold has room for %(room)s: choose exactly %(n)s piece.",
                "Your hold has room for %(room)s: choose exactly %(n)s pieces.",
                expected,
                room=room,
            ),
        )
    state["pending"].pop(0)
    got = gain(state, seat_index(seat), wanted, "NAS-2.2.8.3")
    return played(
        advance(state),
        _("%(name)s keeps %(got)s.", name=name(state, seat_index(seat)), got=words_pieces(got)),
    )


@move(
    "lose_cargo",
    N_("Pieces lost to the navy"),
    Arg("pieces", "str_list", N_("the pieces you lose"), choices=PIECES),
    rule="NAS-Q12",
    example={"pieces": ["rum", "rum", "goods"]},
    help=N_("Choose the pieces the navy takes: half your hold, rounded in your favour."),
)
def lose_cargo(state: State, seat: int | None, *, pieces: list[str]) -> Played:
    """NAS-Q12: the pieces lost to the navy (half the hold, rounded in the player's favour)."""
    head = _head(state, seat, "lose_cargo", "NAS-Q12")
    p = player(state, seat)
    if any(piece not in cargo_kinds(state) for piece in pieces):
        raise RuleError(CARGO.ruling_id, house_note(state, CARGO.ruling_id))
    check_pieces_in_hold(p, pieces, "NAS-Q12", cargo_kinds(state))
    if len(pieces) != head["count"]:
        raise RuleError(
            "NAS-2.4.6",
            ngettext(
                "You must give up exactly %(n)s piece.",
                "You must give up exactly %(n)s pieces.",
                head["count"],
            ),
        )
    move_to_supply(state, p, count_pieces(pieces))
    state["pending"].pop(0)
    lines = [
        _(
            "%(name)s loses %(lost)s to the navy.",
            name=name(state, seat_index(seat)),
            lost=words_pieces(count_pieces(pieces)),
        )
    ]
    if overridden(state, CARGO.ruling_id):
        lines.append(house_note(state, CARGO.ruling_id))
    return played(advance(state), *lines)


@move(
    "discard_excess",
    N_("Resources lost at the end of step 5"),
    Arg("pieces", "str_list", N_("the resources you lose"), choices=RESOURCES),
    rule="NAS-2.5.15",
    example={"pieces": ["rum", "goods"]},
    help=N_("At the end of step 5, choose the resources your hold cannot carry."),
)
def discard_excess(state: State, seat: int | None, *, pieces: list[str]) -> Played:
    """NAS-2.5.15 / NAS-Q28: resources beyond the hold are lost; the owner picks which."""
    _head(state, seat, "excess", "NAS-2.5.15")
    p = player(state, seat)
    check_pieces_in_hold(p, pieces, "NAS-2.5.15", RESOURCES)
    # Counted now: the player may have thrown some cargo overboard meanwhile.
    excess = max(0, hold_total(p) - end_of_step_capacity(state, p))
    if len(pieces) != excess:
        raise RuleError(
            "NAS-2.5.15",
            ngettext(
                "Choose exactly %(n)s resource to lose.",
                "Choose exactly %(n)s resources to lose.",
                excess,
            ),
        )
    move_to_supply(state, p, count_pieces(pieces))
    head = state["pending"].pop(0)
    lines = [
        _(
            "%(name)s loses %(lost)s that the hold cannot carry.",
            name=name(state, seat_index(seat)),
            lost=words_pieces(count_pieces(pieces)),
        )
    ]
    if head.get("rule") == NEW_SECTION.ruling_id:
        lines.append(house_note(state, NEW_SECTION.ruling_id))
    return played(advance(state), *lines)


@move(
    "jettison",
    N_("Throw cargo overboard"),
    Arg("pieces", "str_list", N_("the pieces you throw overboard"), choices=JETTISONABLE),
    rule="NAS-2.2.8.4",
    example={"pieces": ["rum", "rum"]},
    help=N_("At any time, throw resources or pieces of eight overboard into the supply."),
    confirm=N_("Throw %(pieces)s overboard? They go back to the supply."),
    anytime=True,
)
def jettison(state: State, seat: int | None, *, pieces: list[str]) -> Played:
    """NAS-2.2.8.4 / NAS-Q17: resources and pieces of eight overboard, at any time."""
    require_in_game(state, "jettisoning")
    p = player(state, seat)
    if not pieces:
        raise RuleError("NAS-2.2.8.4", _("Choose what to throw overboard."))
    if any(piece not in jettisonable(state) for piece in pieces) and overridden(
        state, JETTISON.ruling_id
    ):
        raise RuleError(JETTISON.ruling_id, house_note(state, JETTISON.ruling_id))
    check_pieces_in_hold(p, pieces, "NAS-Q17", jettisonable(state))
    move_to_supply(state, p, count_pieces(pieces))
    lines = [
        _(
            "%(name)s throws %(lost)s overboard.",
            name=name(state, seat_index(seat)),
            lost=words_pieces(count_pieces(pieces)),
        )
    ]
    if overridden(state, JETTISON.ruling_id):
        lines.append(house_note(state, JETTISON.ruling_id))
    return played(advance(state), *lines)


@move(
    "throw_overboard",
    N_("Throw hostages overboard"),
    Arg("count", "int", N_("hostages thrown overboard"), required=False, min=1, max=7, default=1),
    rule="NAS-2.2.12.3",
    example={"count": 1},
    help=N_("Hostages walk the plank: each scores notoriety at the next adjustment."),
    confirm=N_(
        "Throw hostages overboard (%(count)s)? They leave your hold for good; each scores "
        "notoriety at the next adjustment."
    ),
    anytime=True,
)
def throw_overboard(state: State, seat: int | None, *, count: int = 1) -> Played:
    """NAS-2.2.12.3: hostages walk the plank; they score 3 each at the next adjustment (NAS-Q18)."""
    require_in_game(state, "throwing hostages overboard")
    p = player(state, seat)
    if p["hold"]["hostage"] < count:
        raise RuleError(
            "NAS-2.2.12.3",
            _("Your hold has only %(have)s.", have=words_count("hostage", p["hold"]["hostage"])),
        )
    p["hold"]["hostage"] -= count
    p["overboard"] += count
    return played(
        advance(state),
        _(
            "%(name)s throws %(hostages)s overboard.",
            name=name(state, seat_index(seat)),
            hostages=words_count("hostage", count),
        ),
    )


SUPPLY_CREW = {"carpenter": "goods", "powder_monkey": "gunpowder", "cook": "rum"}


@move(
    "use_supply_crew",
    N_("Carpenter, Powder monkey or Cook"),
    Arg(
        "crew",
        "choice",
        N_("the crew member"),
        choices=("carpenter", "powder_monkey", "cook"),
    ),
    rule="NAS-5.4.3",
    example={"crew": "cook"},
    help=N_("Once a round, your Carpenter, Powder monkey or Cook brings one resource aboard."),
    anytime=True,
)
def use_supply_crew(state: State, seat: int | None, *, crew: str) -> Played:
    """NAS-5.4.3, NAS-5.4.12, NAS-5.4.15: one resource into the hold; room needed outside step 5."""
    require_in_game(state, "this crew member")
    p = player(state, seat)
    resource = SUPPLY_CREW[crew]
    tile = require_tile(state, p, crew)
    # Beyond the hold only before step 5's final hold check (NAS-2.2.8.5).
    in_nassau = state["step"] == "nassau" and state["turn"].get("phase") in ("buying", "burying")
    if not in_nassau and free_space(p) < 1:
        raise RuleError(
            TILES[crew].rule,
            _("Your hold is full: this works without room only in step 5."),
        )
    if state["supply"][resource] <= 0:
        raise RuleError("NAS-Q8", _("No %(kind)s is left in the supply.", kind=kind_name(resource)))
    tile["used"] = True
    got = gain(state, seat_index(seat), {resource: 1}, TILES[crew].rule, ignore_capacity=in_nassau)
    return played(
        advance(state),
        _(
            "%(name)s's %(crew)s brings %(got)s aboard.",
            name=name(state, seat_index(seat)),
            crew=TILES[crew].name,
            got=words_pieces(got),
        ),
    )


@move(
    "use_black_marketeer",
    N_("Black marketeer"),
    Arg("resources", "str_list", N_("the 2 resources you give"), choices=RESOURCES, length=2),
    rule="NAS-5.4.11",
    example={"resources": ["rum", "goods"]},
    help=N_("Once a round, change 2 resources from your hold into a piece of eight."),
    anytime=True,
)
def use_black_marketeer(state: State, seat: int | None, *, resources: list[str]) -> Played:
    """NAS-5.4.11 / NAS-Q39: any 2 resources from the hold into 1 piece of eight, at any time."""
    require_in_game(state, "the Black marketeer")
    p = player(state, seat)
    if len(resources) != 2:
        raise RuleError("NAS-5.4.11", _("The Black marketeer takes exactly 2 resources."))
    check_pieces_in_hold(p, resources, "NAS-5.4.11", RESOURCES)
    tile = require_tile(state, p, "black_marketeer")
    if state["supply"]["poe"] <= 0:
        raise RuleError("NAS-Q8", _("No piece of eight is left in the supply."))
    tile["used"] = True
    move_to_supply(state, p, count_pieces(resources))
    gain(state, seat_index(seat), {"poe": 1}, "NAS-Q39", ignore_capacity=True)  # it always fits
    return played(
        advance(state),
        _(
            "%(name)s's Black marketeer changes %(given)s into 1 piece of eight.",
            name=name(state, seat_index(seat)),
            given=words_pieces(count_pieces(resources)),
        ),
    )


@move(
    "use_jolly_roger",
    N_("Jolly Roger"),
    Arg("crew_tile", "str", N_("the used crew member you turn face up")),
    rule="NAS-5.3.1",
    example={"crew_tile": "T40"},
    help=N_("Once a round, turn one of your used crew members face up again."),
    anytime=True,
)
def use_jolly_roger(state: State, seat: int | None, *, crew_tile: str) -> Played:
    """NAS-5.3.1 / NAS-Q38: turn one used crew member face up again."""
    require_in_game(state, "the Jolly Roger")
    p = player(state, seat)
    target = next((t for t in p["tiles"] if t["id"] == crew_tile), None)
    if target is None or TILES[target["type"]].set != "crew":
        raise RuleError("NAS-Q38", _("The Jolly Roger refreshes one of your crew members."))
    if not target["used"]:
        raise RuleError("NAS-Q38", _("That crew member is still face up."))
    if target["acquired"] >= state["round"]:
        raise RuleError(
            "NAS-2.5.10", _("A crew member bought this round cannot be used this round.")
        )
    require_tile(state, p, "jolly_roger")["used"] = True
    target["used"] = False
    return played(
        advance(state),
        _(
            "%(name)s's Jolly Roger turns %(crew)s face up again.",
            name=name(state, seat_index(seat)),
            crew=TILES[target["type"]].name,
        ),
    )


def can_exchange_doubloon(state: State, seat: int) -> bool:
    """NAS-2.5.16, NAS-Q8, NAS-Q29: at any moment of a game under way while the supply has
    no piece of eight, 5 from the seat's chest, while a doubloon is left."""
    return (
        not state["over"]
        and state["step"] != "setup"
        and state["supply"]["poe"] == 0
        and state["supply"]["doubloon"] > 0
        and state["players"][seat]["chest"]["poe"] >= 5
    )


@move(
    "exchange_doubloon",
    N_("5 buried pieces of eight for a doubloon"),
    rule="NAS-2.5.16",
    example={},
    help=N_("When the supply has no pieces of eight, change 5 from your chest for a doubloon."),
    anytime=True,
)
def exchange_doubloon(state: State, seat: int | None) -> Played:
    """NAS-2.5.16 / NAS-Q29: 5 pieces of eight from the chest for 1 doubloon, only when the
    supply has no pieces of eight left."""
    require_in_game(state, "a doubloon exchange")
    p = player(state, seat)
    if state["supply"]["poe"] > 0:
        raise RuleError(
            "NAS-2.5.16", _("Doubloons only when the supply has no pieces of eight left.")
        )
    if p["chest"]["poe"] < 5:
        raise RuleError(
            "NAS-2.5.16",
            _("You need 5 pieces of eight in your chest (never from the hold)."),
        )
    if state["supply"]["doubloon"] <= 0:
        raise RuleError("NAS-Q29", _("All 8 doubloons have been taken."))
    p["chest"]["poe"] -= 5
    p["chest"]["doubloon"] += 1
    state["supply"]["poe"] += 5
    state["supply"]["doubloon"] -= 1
    return played(
        advance(state),
        _(
            "%(name)s changes 5 buried pieces of eight for a doubloon.",
            name=name(state, seat_index(seat)),
        ),
    )
