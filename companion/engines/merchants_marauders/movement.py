"""The Move action (MM-3.4): one step a Move, from a port out into its own sea zone, from a
sea zone across a border, or from a sea zone into its port; ports closed by bounties
(MM-3.4.4, MM-6.4.1) and Port Royale's Influence check (MM-Q47); cargo over the ship's
Cargo discarded before leaving port (MM-3.4.6, MM-4.3.10).

One move type with two arguments, so each form offers only the steps allowed now:
``to`` alone is a step across a border (or out of port, to the port's own zone), and
``into_port`` is the step into the port of the zone the ship is in. Without a club map the
table tells the board as ships meet it (``map_entries.py``); asking never spends the Move.
"""

from __future__ import annotations

from collections import Counter

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders import board, map_entries
from companion.engines.merchants_marauders import dice as rolls
from companion.engines.merchants_marauders.port import port_open
from companion.engines.merchants_marauders.seats import (
    Player,
    home,
    in_port,
    name,
    player,
    skill,
    zone_of,
)
from companion.engines.merchants_marauders.ship import capacity
from companion.engines.merchants_marauders.turns import take_action
from companion.engines.merchants_marauders.words import port_name, word, zone_name
from companion.engines.text import N_, Msg, _, ngettext

PORT_ROYALE = "port royale"


def _check_can_act(state: State, seat: int | None) -> Player:
    """The checks of an action without spending it: the board is asked first."""
    saved = dict(state["turn"]) if state["turn"] is not None else None
    p = take_action(state, seat, "MM-3.4.1")
    state["turn"] = saved
    if port_open(state, seat):
        raise RuleError("MM-4.1.4", _("End your Port action before you move (MM-4.1.4)."))
    if p["at"] is None or p["ship"] is None:
        raise RuleError("MM-3.4.1", _("Your ship is not on the board (MM-3.4.1)."))
    return p


def is_port_royale(state: State, zone: int) -> bool:
    return bool(board.zone(state, zone)["name"].casefold() == PORT_ROYALE)


def wanted_here(state: State, seat: int, zone: int) -> bool:
    """MM-6.4.1: a bounty from the port's nation closes it, except the home port."""
    if home(state, seat) == zone:
        return False
    nation = board.port_nation(state, zone)
    return nation is not None and player(state, seat)["bounty"].get(nation, 0) > 0


def port_unknown(state: State, seat: int, zone: int) -> bool:
    """Whether the board must be asked before entering: a port not told yet, or its flag
    when a bounty of the player makes it matter."""
    z = board.zone(state, zone)
    if z["port"] is None:
        return True
    wanted = any(level > 0 for level in player(state, seat)["bounty"].values())
    return bool(z["port"] and z["nation"] is None and wanted and home(state, seat) != zone)


def excess_cargo(p: Player) -> int:
    return max(0, len(p["cargo"]) - capacity(p["ship"]))


@move(
    "move_ship",
    N_("Move your ship"),
    Arg("to", "int", N_("the sea zone to sail to"), required=False, min=0, max=16),
    Arg("into_port", "bool", N_("enter the port of your sea zone"), required=False),
    rolls.dice_arg(
        help=N_("the Influence dice as rolled, die by die (left out, the companion rolls them)"),
        form_help=N_("the Influence dice as rolled, die by die"),
    ),
    rule="MM-3.4.1",
    example={"to": 0},
)
def move_ship(
    state: State,
    seat: int | None,
    *,
    to: int | None = None,
    into_port: bool = False,
    dice: list[int] | None = None,
) -> Played:
    """MM-3.4.1: one step; MM-3.4.4 / MM-6.4.1 at a port's entry; MM-3.4.6 leaving port."""
    p = _check_can_act(state, seat)
    assert seat is not None
    here = int(p["at"]["zone"])
    if to is not None and not 0 <= to < len(state["zones"]):
        raise RuleError("MM-3.4.1", _("That sea zone is not on the board (MM-3.4.1)."))
    if dice is not None and not (into_port and to in (None, here)):
        raise RuleError("MM-6.4.1", _("No Influence check is rolled for this move (MM-6.4.1)."))
    if in_port(p):
        return _leave_port(state, seat, p, here, to, into_port)
    if into_port:
        if to not in (None, here):
            raise RuleError(
                "MM-3.4.1",
                _("You can enter only the port of the sea zone you are in (MM-3.4.1)."),
            )
        return _enter_port(state, seat, p, here, dice)
    return _cross(state, seat, p, here, to)


def _leave_port(
    state: State, seat: int, p: Player, here: int, to: int | None, into_port: bool
) -> Played:
    if into_port:
        raise RuleError("MM-3.4.1", _("Your ship is in port already (MM-3.4.1)."))
    if to not in (None, here):
        raise RuleError(
            "MM-3.4.1",
            _(
                "From a port your ship first sails out into its own sea zone, %(zone)s (MM-3.4.1).",
                zone=zone_name(state, here),
            ),
        )
    extra = excess_cargo(p)
    if extra:
        raise RuleError(
            "MM-4.3.10",
            ngettext(
                "Discard %(n)s cargo card over your ship's Cargo of %(cargo)s before leaving port (MM-4.3.10).",
                "Discard %(n)s cargo cards over your ship's Cargo of %(cargo)s before leaving port (MM-4.3.10).",
                extra,
                cargo=capacity(p["ship"]),
            ),
        )
    take_action(state, seat, "MM-3.4.1")
    p["at"] = {"zone": here, "port": False}
    line = _(
        "%(name)s sails out of %(port)s into the %(zone)s sea zone.",
        name=name(state, seat),
        port=port_name(state, here),
        zone=zone_name(state, here),
    )
    return played(state, line, *_entered(state, seat))


def _cross(state: State, seat: int, p: Player, here: int, to: int | None) -> Played:
    around = board.neighbours(state, here)
    if around is None:
        return played(state, map_entries.ask_zone(state, here, seat))
    if to is None:
        raise RuleError("MM-3.4.1", _("Name the sea zone to sail to (MM-3.4.1)."))
    if to not in around:
        raise RuleError(
            "MM-3.4.1",
            _(
                "The %(to)s sea zone is not across a border of the %(zone)s sea zone (MM-3.4.1).",
                to=zone_name(state, to),
                zone=zone_name(state, here),
            ),
        )
    take_action(state, seat, "MM-3.4.1")
    p["at"] = {"zone": to, "port": False}
    line = _(
        "%(name)s sails from the %(zone)s sea zone to the %(to)s sea zone.",
        name=name(state, seat),
        zone=zone_name(state, here),
        to=zone_name(state, to),
    )
    return played(state, line, *_entered(state, seat))


def _entered(state: State, seat: int) -> list[Msg]:
    """MM-3.4.5, MM-8.4.1: entering a sea zone may set its hostile NPCs scouting."""
    from companion.engines.merchants_marauders import areas  # areas lists this module

    return areas.on_enter_zone(state, seat)


def _enter_port(state: State, seat: int, p: Player, here: int, entered: list[int] | None) -> Played:
    if port_unknown(state, seat, here):
        return played(state, map_entries.ask_port(state, here, seat))
    if not board.has_port(state, here):
        raise RuleError(
            "MM-0.5.1",
            _("The %(zone)s sea zone has no port (MM-0.5.1).", zone=zone_name(state, here)),
        )
    wanted = wanted_here(state, seat, here)
    royale = wanted and is_port_royale(state, here)
    if wanted and not royale:
        raise RuleError(
            "MM-6.4.1",
            _(
                "You have a bounty from %(nation)s: its port of %(zone)s is closed to you (MM-6.4.1).",
                nation=_nation(state, here),
                zone=zone_name(state, here),
            ),
        )
    if entered is not None and not royale:
        raise RuleError("MM-6.4.1", _("No Influence check is rolled for this move (MM-6.4.1)."))
    take_action(state, seat, "MM-3.4.1")
    lines: list[Msg] = []
    if royale:
        pool = skill(p, "influence")
        faces = rolls.take(state, entered, pool, "MM-Q47", _("The Influence check"))
        if not rolls.check_passed(faces):
            return played(state, _royale_line(state, seat, faces, passed=False))
        lines.append(_royale_line(state, seat, faces, passed=True))
    p["at"] = {"zone": here, "port": True}
    lines.append(
        _("%(name)s enters %(port)s.", name=name(state, seat), port=port_name(state, here))
    )
    return played(state, *lines)


def _nation(state: State, zone: int) -> Msg:
    return word(str(board.port_nation(state, zone)))


def _royale_line(state: State, seat: int, faces: list[int], *, passed: bool) -> Msg:
    if passed:
        return _(
            "%(name)s is wanted and rolls Influence to enter Port Royale: %(faces)s, a "
            "skull, so the port lets the ship in (MM-Q47).",
            name=name(state, seat),
            faces=rolls.roll_words(faces),
        )
    return _(
        "%(name)s is wanted and rolls Influence to enter Port Royale: %(faces)s, no "
        "skull, so the ship stays in the sea zone and the Move is spent (MM-Q47).",
        name=name(state, seat),
        faces=rolls.roll_words(faces),
    )


@move(
    "discard_cargo",
    N_("Discard cargo over your Cargo"),
    Arg("goods", "str_list", N_("the cargo cards to discard, by good")),
    rule="MM-4.3.10",
    example={"goods": ["Rum"]},
)
def discard_cargo(state: State, seat: int | None, *, goods: list[str]) -> Played:
    """MM-4.3.10: before leaving port, the cards over the current Cargo go face up on the
    discard pile, so the goods discarded are public."""
    p = player(state, seat)
    assert seat is not None
    extra = excess_cargo(p)
    if not in_port(p) or not extra:
        raise RuleError(
            "MM-4.3.10",
            _("You discard cargo only in port, down to your ship's Cargo (MM-4.3.10)."),
        )
    if not goods or len(goods) > extra:
        raise RuleError(
            "MM-4.3.10",
            ngettext(
                "Discard at most %(n)s cargo card: the ones over your ship's Cargo (MM-4.3.10).",
                "Discard at most %(n)s cargo cards: the ones over your ship's Cargo (MM-4.3.10).",
                extra,
            ),
        )
    held = Counter(g.casefold() for g in p["cargo"])
    if Counter(g.strip().casefold() for g in goods) - held:
        raise RuleError("MM-4.3.10", _("Discard only cards your ship carries (MM-4.3.10)."))
    dropped: list[str] = []
    for good in goods:
        for i, card in enumerate(p["cargo"]):
            if card.casefold() == good.strip().casefold():
                dropped.append(p["cargo"].pop(i))
                break
    state["cargo_cards"]["discard"] += len(dropped)
    return played(
        state,
        _(
            "%(name)s discards %(goods)s face up on the cargo discard pile (MM-4.3.10).",
            name=name(state, seat),
            goods=dropped,
        ),
    )


def actions(state: State, seat: int) -> list[LegalMove]:
    """The steps allowed now (MM-3.4.1), and the discard that leaving port asks first."""
    p = player(state, seat)
    here = zone_of(p)
    if here is None or p["ship"] is None or state["turn"]["actions"] <= 0:
        return []
    if in_port(p):
        if excess_cargo(p):
            goods = sorted(set(p["cargo"]))
            return [
                LegalMove("discard_cargo", N_("Discard cargo over your Cargo"), {"goods": goods})
            ]
        return [LegalMove("move_ship", N_("Sail out of port"), {"to": [here]})]
    around = board.neighbours(state, here)
    out: list[LegalMove] = []
    if around is None:
        label = N_("Sail on (the table names the borders first)")
        out.append(LegalMove("move_ship", label, {"to": []}))
    elif around:
        out.append(LegalMove("move_ship", N_("Sail to a neighbouring sea zone"), {"to": around}))
    return out + _port_offer(state, seat, here)


def _port_offer(state: State, seat: int, here: int) -> list[LegalMove]:
    if port_unknown(state, seat, here):
        return [LegalMove("move_ship", N_("Enter the port"), {"into_port": [True]})]
    if not board.has_port(state, here):
        return []
    if wanted_here(state, seat, here):
        if not is_port_royale(state, here):
            return []
        size = skill(player(state, seat), "influence")
        label = ngettext(
            "Try to enter Port Royale: roll Influence, %(n)s die",
            "Try to enter Port Royale: roll Influence, %(n)s dice",
            rolls.pool_size(size),
        )
        return rolls.roll_offers("move_ship", label, size, {"into_port": [True]})
    return [LegalMove("move_ship", N_("Enter the port"), {"into_port": [True]})]
