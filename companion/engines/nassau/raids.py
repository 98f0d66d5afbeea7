"""NAS-2.2.7 and NAS-2.2.11: the two contests of a piracy phase, capturing a merchant ship
and plundering a port. Each plays a captain card and names the numbers it compared."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.nassau.actions import (
    end_action,
    gain_pieces,
    require_action,
    require_open_port,
)
from companion.engines.nassau.arguments import crew_args
from companion.engines.nassau.contests import (
    cannon_against,
    captain_card,
    card_arg,
    card_spent,
    check_crew,
    crew_bonus,
    crew_question,
    crew_words,
    opens_encounter,
    sail_against,
    totals_words,
)
from companion.engines.nassau.piracy import space_words
from companion.engines.nassau.seats import name, seat_index
from companion.engines.nassau.ship import cannon_value, require_tile, sail_value
from companion.engines.text import N_, Msg, _


def _merchant_space(state: State, p: dict[str, Any], target: int) -> tuple[int, bool]:
    """The merchant's space, and whether the Crow's nest reaches it (NAS-5.3.2, NAS-Q21)."""
    here = p["space"]
    if target in (0, here):
        if state["merchants"].get(str(here)) is None:
            raise RuleError("NAS-2.2.7.1", _("There is no merchant ship on your space."))
        return here, False
    if str(here) not in state["merchants"]:
        raise RuleError("NAS-Q21", _("The Crow's nest works only from a trade-route space."))
    if state["merchants"][str(here)] is not None:
        raise RuleError(
            "NAS-Q21", _("The Crow's nest works only when your own space has no merchant ship.")
        )
    if abs(target - here) != 1 or state["merchants"].get(str(target)) is None:
        raise RuleError(
            "NAS-5.3.2", _("The Crow's nest reaches a merchant ship exactly one space away.")
        )
    require_tile(state, p, "crows_nest")
    return target, True


@move(
    "capture",
    N_("Capture the merchant ship"),
    card_arg(N_("the captain card you play")),
    Arg(
        "target",
        "int",
        N_("with the Crow's nest: the merchant ship's space (none: the one on your space)"),
        required=False,
        min=0,
        max=20,
        default=0,
    ),
    *crew_args(),
    rule="NAS-2.2.7",
    example={"card": 0},
    help=N_("Play a captain card: beat the merchant ship in both sail and cannon to take it."),
    contest=True,
)
def capture(
    state: State,
    seat: int | None,
    *,
    card: int,
    target: int = 0,
    first_mate: str = "none",
    boatswain: bool = False,
    coxswain: bool = False,
) -> Played:
    """NAS-2.2.7: play a captain card and outclass the merchant in sail and cannon. With no
    crew entered and crew who could help, the totals are shown first (NAS-Q22)."""
    p = require_action(state, seat)
    space, crows_nest = _merchant_space(state, p, target)
    captain = captain_card(p, card, "NAS-2.2.7.7")
    crew = (first_mate, boatswain, coxswain)
    check_crew(state, p, *crew)
    if crows_nest:
        require_tile(state, p, "crows_nest")["used"] = True  # whatever the outcome (NAS-EX-33)
    captain["played"] = True  # NAS-2.2.7.7: success or failure
    who = seat_index(seat)
    encounter = {"kind": "merchant", "seat": who, "card": card, "space": space}
    encounter["crows_nest"] = crows_nest
    if opens_encounter(state, p, crew):
        state["turn"]["encounter"] = {**encounter, "opened": True}
        p["last"] = {"what": "encounter", "space": space, "rule": "NAS-Q22"}
        lines = [totals_words(state, encounter, name(state, who)), crew_question(name(state, who))]
        return played(state, *_reach_words(state, encounter), *lines)
    lines = settle_capture(state, encounter, crew)  # before the turn moves on
    return played(end_action(state), *lines)


def _reach_words(state: State, encounter: dict[str, Any]) -> list[Msg]:
    if not encounter["crows_nest"]:
        return []
    who, where = name(state, encounter["seat"]), space_words(state, encounter["space"])
    return [_("%(name)s's Crow's nest reaches %(space)s.", name=who, space=where)]


def settle_capture(
    state: State, encounter: dict[str, Any], crew: tuple[str, bool, bool]
) -> list[Msg]:
    """NAS-2.2.7.3 to NAS-2.2.7.6 with the crew the player called on (NAS-Q22)."""
    seat, space, card = encounter["seat"], encounter["space"], encounter["card"]
    p = state["players"][seat]
    captain = p["captain"][card]
    bonus_sail, bonus_cannon = crew_bonus(state, p, *crew)
    merchant = state["merchants"][str(space)]
    sail = sail_value(state, p, "merchant") + captain["sail"] + bonus_sail
    cannon = cannon_value(state, p, "merchant") + captain["cannon"] + bonus_cannon
    won = sail > merchant["sail"] and cannon > merchant["cannon"]  # NAS-2.2.6.2
    p["last"] = {
        "what": "capture",
        "space": space,
        "sail": sail,
        "cannon": cannon,
        "merchant": [merchant["sail"], merchant["cannon"]],
        "success": won,
        "rule": "NAS-2.2.7.5" if won else _failed_rule(sail, merchant),
    }
    lines = _reach_words(state, encounter) if "opened" not in encounter else []
    lines += _capture_words(state, seat, space, merchant, (sail, cannon))
    lines += crew_words(name(state, seat), *crew)
    lines.append(card_spent(card, captain))
    return lines


def _capture_words(
    state: State, seat: int, space: int, merchant: dict[str, Any], values: tuple[int, int]
) -> list[Msg]:
    """NAS-2.2.7.5 / NAS-2.2.7.6: both values compared; on success the card and its loot."""
    sail, cannon = values
    words = {
        "name": name(state, seat),
        "space": space_words(state, space),
        "compared": [
            sail_against(sail, merchant["sail"]),
            cannon_against(cannon, merchant["cannon"]),
        ],
    }
    if sail > merchant["sail"] and cannon > merchant["cannon"]:
        return [
            _(
                "Capture succeeded on %(space)s: against the merchant ship, %(name)s's "
                "%(compared)s; %(name)s takes its card.",
                **words,
            ),
            _take_loot(state, seat, space, merchant),
        ]
    return [
        _(
            "Capture failed on %(space)s: against the merchant ship, %(name)s's "
            "%(compared)s; the merchant ship stays.",
            **words,
        )
    ]


def _failed_rule(sail: int, merchant: dict[str, Any]) -> str:
    return "NAS-2.2.7.3" if sail <= merchant["sail"] else "NAS-2.2.7.4"


def _take_loot(state: State, seat: int, space: int, merchant: dict[str, Any]) -> Msg:
    """NAS-2.2.7.5: the card to the ship board, its loot plus 1 piece of eight to the hold."""
    state["merchants"][str(space)] = None
    state["players"][seat]["captured"].append(merchant)
    owed = {k: v for k, v in merchant["loot"].items() if v}
    owed["poe"] = owed.get("poe", 0) + 1  # the piece of eight no card prints
    return gain_pieces(state, seat, owed, "NAS-2.2.8.3")


@move(
    "plunder",
    N_("Plunder the port"),
    card_arg(N_("the captain card you play")),
    rule="NAS-2.2.11",
    example={"card": 1},
    help=N_("Play a captain card: beat the port's cannon to plunder it."),
    contest=True,
)
def plunder(state: State, seat: int | None, *, card: int) -> Played:
    """NAS-2.2.11: beat the port's cannon (4 + region) with a captain card."""
    p = require_action(state, seat)
    port = require_open_port(state, p, "NAS-2.2.11.1")
    captain = captain_card(p, card, "NAS-2.2.11.8")
    cannon = cannon_value(state, p, "port") + captain["cannon"]  # NAS-2.2.11.4, NAS-Q22
    captain["played"] = True
    won = cannon > port["cannon"]
    p["last"] = {
        "what": "plunder",
        "space": p["space"],
        "cannon": cannon,
        "port": port["cannon"],
        "success": won,
        "rule": "NAS-2.2.11.5" if won else "NAS-2.2.11.6",
    }
    who = name(state, seat_index(seat))
    where = space_words(state, p["space"])
    if won:
        state["plundered"][str(p["space"])] = {"seat": seat, "round": state["round"]}
        state["supply"]["plundered_token"] = max(0, state["supply"]["plundered_token"] - 1)
        p["ports_plundered"].append(p["space"])
        lines = [
            _(
                "Plunder succeeded: %(name)s's cannon %(cannon)s beats the port's %(port)s; "
                "%(space)s is plundered for the rest of the game.",
                name=who,
                cannon=cannon,
                port=port["cannon"],
                space=where,
            ),
            # NAS-2.2.11.5: twice the region in pieces of eight (into the hold, NAS-Q19)
            gain_pieces(state, seat_index(seat), {"poe": 2 * port["region"]}, "NAS-Q19"),
        ]
    else:
        lines = [
            _(
                "Plunder failed: %(name)s's cannon %(cannon)s does not beat the port's %(port)s; "
                "nothing happens to %(space)s.",
                name=who,
                cannon=cannon,
                port=port["cannon"],
                space=where,
            )
        ]
    lines.append(card_spent(card, captain))
    return played(end_action(state), *lines)
