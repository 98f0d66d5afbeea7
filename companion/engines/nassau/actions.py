"""NAS-2.2.5 the action of a piracy phase, after the move: capture, trade winds, smuggle,
plunder or pass. Each ends the player's phase."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.house_rulings import house_note, overridden
from companion.engines.nassau.arguments import RES
from companion.engines.nassau.catalogue import PORT_OF_SPAIN_GOODS, RESOURCES
from companion.engines.nassau.contests import require_no_encounter
from companion.engines.nassau.hold import gain
from companion.engines.nassau.house import SMUGGLER_POS
from companion.engines.nassau.piracy import space_info, space_words
from companion.engines.nassau.rounds import advance, require_step, require_turn
from companion.engines.nassau.seats import name, player, seat_index
from companion.engines.nassau.ship import require_tile
from companion.engines.nassau.words import count, kind_name, pieces
from companion.engines.text import N_, Msg, _


def require_action(state: State, seat: int | None) -> dict[str, Any]:
    require_step(state, "piracy")
    require_turn(state, seat, "NAS-2.2.5.1")
    require_no_encounter(state)
    if state["turn"]["phase"] != "action":
        raise RuleError("NAS-2.2.3", _("Move first: every piracy phase starts with a move."))
    return player(state, seat)


def end_action(state: State) -> State:
    state["turn"]["phase"] = "done"
    return advance(state)


def gained_words(state: State, seat: int, owed: dict[str, int], taken: dict[str, int]) -> Msg:
    """What went into the hold, or that the player chooses (NAS-2.2.8.3)."""
    who = name(state, seat)
    if not owed:
        return _("%(name)s takes nothing: the supply is empty.", name=who)
    if not taken:
        return _(
            "%(name)s is owed %(owed)s, more than the hold takes: %(name)s chooses what to keep.",
            name=who,
            owed=pieces(owed),
        )
    if taken == owed:
        return _("%(name)s takes %(taken)s into the hold.", name=who, taken=pieces(taken))
    return _(
        "%(name)s takes %(taken)s into the hold; the rest of %(owed)s does not fit.",
        name=who,
        taken=pieces(taken),
        owed=pieces(owed),
    )


def gain_pieces(state: State, seat: int, owed: dict[str, int], rule: str) -> Msg:
    # Only what the supply holds is owed (NAS-Q8): name that, not what was printed.
    real = {k: min(n, state["supply"][k]) for k, n in owed.items() if n > 0}
    real = {k: n for k, n in real.items() if n > 0}
    taken = gain(state, seat, owed, rule)
    return gained_words(state, seat, real, taken)


@move(
    "catch_trade_winds",
    N_("Catch the trade winds"),
    rule="NAS-2.2.9",
    example={},
    help=N_("On a trade-route or transit space, take a trade wind token."),
)
def catch_trade_winds(state: State, seat: int | None) -> Played:
    """NAS-2.2.9: take a trade wind token on a trade-route or transit space."""
    p = require_action(state, seat)
    if space_info(state, p["space"])["kind"] == "port":
        raise RuleError(
            "NAS-2.2.9.1",
            _("Trade winds are caught on trade-route or transit spaces, not in a port."),
        )
    if p["wind"]:
        raise RuleError("NAS-2.2.9.3", _("You already hold a trade wind token."))
    if state["supply"]["trade_wind"] <= 0:
        raise RuleError("NAS-Q8", _("No trade wind token is left in the supply."))
    state["supply"]["trade_wind"] -= 1
    p["wind"] = True
    p["last"] = {"what": "trade_winds", "rule": "NAS-2.2.9.2"}
    return played(
        end_action(state),
        _(
            "%(name)s catches the trade winds and takes a trade wind token.",
            name=name(state, seat_index(seat)),
        ),
    )


@move(
    "pass_action",
    N_("Pass"),
    rule="NAS-2.2.5.2",
    example={},
    help=N_("Take no action after your move."),
)
def pass_action(state: State, seat: int | None) -> Played:
    """NAS-2.2.5.2: the action is optional."""
    p = require_action(state, seat)
    p["last"] = {"what": "pass"}
    return played(
        end_action(state), _("%(name)s takes no action.", name=name(state, seat_index(seat)))
    )


def require_open_port(state: State, p: dict[str, Any], rule: str) -> dict[str, Any]:
    info = space_info(state, p["space"])
    if info["kind"] != "port":
        raise RuleError(rule, _("You must be in a port."))
    if str(p["space"]) in state["plundered"]:
        raise RuleError(
            "NAS-2.2.11.7",
            _("This port has been plundered: no actions here for the rest of the game."),
        )
    return info


def _smuggler_in_port_of_spain(state: State, smuggler: str) -> None:
    """NAS-Q20: the RULING has no Smuggler in Port of Spain; a group may let it add 1
    piece of eight."""
    if smuggler == "none":
        return
    if not overridden(state, SMUGGLER_POS.ruling_id):
        raise RuleError("NAS-Q20", _("The Smuggler adds a resource, and this port offers none."))
    if smuggler != PORT_OF_SPAIN_GOODS:
        raise RuleError(
            "NAS-Q20",
            _("House ruling NAS-Q20: in Port of Spain the Smuggler adds a piece of eight."),
        )


def _smuggled(state: State, port: dict[str, Any], resource: str, smuggler: str) -> dict[str, int]:
    """What the port gives (NAS-2.2.10.3 to NAS-2.2.10.5), checked against its offer."""
    offers = port["smuggle"]
    port_name = port.get("name") or _("this port")
    if PORT_OF_SPAIN_GOODS in offers:
        if resource not in ("none", PORT_OF_SPAIN_GOODS):
            raise RuleError(
                "NAS-2.2.10.5",
                _("%(port)s pays 2 pieces of eight, not resources.", port=port_name),
            )
        _smuggler_in_port_of_spain(state, smuggler)
        return {"poe": 2} if resource == PORT_OF_SPAIN_GOODS else {}
    if resource != "none" and resource not in offers:
        raise RuleError(
            "NAS-2.2.10.2",
            _(
                "%(port)s does not offer %(kind)s: it offers %(offers)s.",
                port=port_name,
                offers=[kind_name(k) for k in offers],
                kind=kind_name(resource),
            ),
        )
    if smuggler != "none" and (smuggler not in offers or smuggler not in RESOURCES):
        raise RuleError(
            "NAS-Q20",
            _("The Smuggler's extra resource must be one %(port)s offers.", port=port_name),
        )
    if resource == "none":
        return {}
    return {resource: 2 if port["region"] == 3 else 1}


def _check_ransom(state: State, p: dict[str, Any], ransom: bool, briber: bool) -> None:
    if ransom and p["hold"]["hostage"] <= 0:
        raise RuleError("NAS-2.2.12.2", _("You have no hostage in your hold to ransom."))
    if briber:
        if not ransom:
            raise RuleError("NAS-5.4.16", _("The Briber only helps when you ransom a hostage."))
        require_tile(state, p, "briber")


@move(
    "smuggle",
    N_("Smuggle goods"),
    Arg(
        "resource",
        "choice",
        N_("what you take (in Port of Spain: pieces of eight)"),
        required=False,
        choices=(*RES, "poe"),
        default="none",
    ),
    Arg("ransom", "bool", N_("ransom one hostage"), required=False, default=False),
    Arg(
        "briber",
        "bool",
        N_("the Briber: 1 more piece of eight for the ransom"),
        required=False,
        default=False,
    ),
    Arg(
        "smuggler",
        "choice",
        N_("the Smuggler: 1 more resource"),
        required=False,
        choices=(*RES, PORT_OF_SPAIN_GOODS),
        default="none",
    ),
    rule="NAS-2.2.10",
    example={"resource": "goods", "ransom": True},
    help=N_("In a port: take what it offers, and you may ransom one hostage."),
)
def smuggle(
    state: State,
    seat: int | None,
    *,
    resource: str = "none",
    ransom: bool = False,
    briber: bool = False,
    smuggler: str = "none",
) -> Played:
    """NAS-2.2.10 with the optional ransom of one hostage (NAS-2.2.12.2)."""
    p = require_action(state, seat)
    port = require_open_port(state, p, "NAS-2.2.10.1")
    owed = _smuggled(state, port, resource, smuggler)
    if smuggler != "none":
        require_tile(state, p, "smuggler")
    _check_ransom(state, p, ransom, briber)
    if not owed and not ransom and smuggler == "none":
        raise RuleError("NAS-2.2.10.3", _("Choose what to smuggle, or ransom a hostage."))
    who = name(state, seat_index(seat))
    lines = [_("%(name)s smuggles in %(port)s.", name=who, port=space_words(state, p["space"]))]
    if smuggler != "none":
        require_tile(state, p, "smuggler")["used"] = True
        owed[smuggler] = owed.get(smuggler, 0) + 1
        if smuggler == PORT_OF_SPAIN_GOODS:
            lines.append(house_note(state, SMUGGLER_POS.ruling_id))
    if ransom:
        # NAS-Q19: the departing hostage frees its space before the pieces come in.
        p["hold"]["hostage"] -= 1
        state["supply"]["hostage"] += 1
        paid = port["region"] + (1 if briber else 0)  # NAS-2.2.12.2, NAS-5.4.16
        if briber:
            require_tile(state, p, "briber")["used"] = True
        owed["poe"] = owed.get("poe", 0) + paid
        lines.append(
            _(
                "%(name)s ransoms a hostage for %(paid)s.",
                name=who,
                paid=count("poe", paid),
            )
        )
    lines.append(gain_pieces(state, seat_index(seat), owed, "NAS-2.2.10.6"))
    p["last"] = {"what": "smuggle", "rule": "NAS-2.2.10", "ransom": ransom}
    return played(end_action(state), *lines)
