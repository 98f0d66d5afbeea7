"""Death and retirement (MM-12): what is discarded, what is kept, and the new captain."""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders import board
from companion.engines.merchants_marauders.catalogue import NATIONS
from companion.engines.merchants_marauders.glory_cards import forget_seat
from companion.engines.merchants_marauders.npc_scouting import forget_target
from companion.engines.merchants_marauders.scoring import end_game
from companion.engines.merchants_marauders.seats import name, player
from companion.engines.merchants_marauders.words import port_name
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import Entry, Owed, done, expect, owe


def release_modifications(state: State, seat: int, mods: list[str]) -> list[Msg]:
    """MM-4.5.8: a ship's modifications sunk, sold or discarded go back face down, at
    random, into ports of the owner's choice that have none: the owner places each."""
    count = min(len(mods), len(free_ports(state)))
    if count == 0:
        return []
    owe(state, "place_modification", [seat], count=count)
    return [
        ngettext(
            "%(name)s puts %(n)s modification token back face down in a port without one (MM-4.5.8).",
            "%(name)s puts %(n)s modification tokens back face down in ports without one (MM-4.5.8).",
            count,
            name=name(state, seat),
        )
    ]


def kill(state: State, seat: int, cause: Msg) -> list[Msg]:
    """MM-12.1.1: the captain dies; his cards, ship and everything aboard are discarded
    (a victorious boarder plundered first), and his bounties. Glory and the chest stay
    (MM-12.2). No captain card left: the game ends at once (MM-2.4.2)."""
    p = player(state, seat)
    mods = list(p["ship"]["mods"]) if p["ship"] else []
    state["cargo_cards"]["discard"] += len(p["cargo"])
    drop_drawn_cards(state, seat)
    p.update(
        captain=None,
        ship=None,
        at=None,
        gold=0,
        cargo=[],
        hand=[],
        rumor=None,
        mission=None,
        specialists=[],
        weapons=[],
        bounty=dict.fromkeys(NATIONS, 0),
        status="dead",
        shown=None,
        last_buy=None,
    )
    forget_seat(state, seat)
    forget_target(state, seat)
    drop_owed(state, seat)
    lines = [
        _("%(name)s's captain dies: %(cause)s (MM-12.1).", name=name(state, seat), cause=cause)
    ]
    if state["captain_deck"] <= 0:
        return lines + [end_game(state, "MM-2.4.2")]
    # MM-12.1.3: the new captain is drawn now (played from the next turn), so a second
    # death before then finds one card fewer.
    state["captain_deck"] -= 1
    return lines + release_modifications(state, seat, mods)


# What a player owes the table whatever becomes of his captain: the starting player's
# event card and missions, tokens put back (MM-4.5.8), what the board shows, and rolling
# for an NPC (MM-8.8.1).
TABLE_DUTIES = frozenset(
    {
        "place_modification",
        "event",
        "event_wars",
        "mission",
        "describe_zone",
        "describe_port",
        "npc_card",
        "npc_ship_card",
        "npc_border",
        "npc_scout_roll",
    }
)


def drop_drawn_cards(state: State, seat: int) -> None:
    """Cargo cards the dead captain had drawn and not yet kept (a raid, a purchase) go to
    the discard pile with everything else (MM-12.1.1)."""
    for key in ("raid", "buy"):
        record = state.get(key)
        if record and record.get("seat") == seat:
            state["cargo_cards"]["discard"] += len(record.get("cards") or [])
            state[key] = None


def drop_owed(state: State, seat: int) -> None:
    """What the dead captain owed goes (his cards are discarded); an entry shared with
    others waits for them only. What he owes the table as a player stays (TABLE_DUTIES)."""
    kept = []
    for entry in state["waiting"]:
        seats = entry.get("seats") or []
        if seat not in seats or entry["kind"] in TABLE_DUTIES:
            kept.append(entry)
        elif len(seats) > 1:
            entry["seats"] = [s for s in seats if s != seat]
            kept.append(entry)
    state["waiting"] = kept


def new_captain_due(state: State, seat: int) -> list[Msg]:
    """MM-12.1.3 / MM-12.3: at his own turn a dead player draws a new captain and plays on."""
    p = player(state, seat)
    if p["status"] == "retiring":
        # MM-Q44: the death procedure at the start of the next turn; an empty captain deck
        # ends the game then (MM-2.4.2).
        lines = kill(state, seat, _("retired (MM-12.4)"))
        if state["phase"] == "over":
            return lines
    elif p["status"] != "dead":
        return []
    else:
        lines = []
    owe(state, "captain", [seat], reveal=False)
    return lines + [_("%(name)s draws a new captain (MM-12.3).", name=name(state, seat))]


@move(
    "place_modification",
    N_("Put a modification token back in a port"),
    Arg("port", "int", N_("the port that takes it"), min=0, max=16),
    rule="MM-4.5.8",
    example={"port": 0},
)
def place_modification(state: State, seat: int | None, *, port: int) -> Played:
    entry = expect(state, "place_modification", seat, "MM-4.5.8")
    if port not in free_ports(state):
        raise RuleError("MM-4.5.8", _("That port already has a modification token (MM-4.5.8)."))
    state["mods"][str(port)] = "hidden"
    entry["count"] -= 1
    if entry["count"] <= 0:
        done(state, entry)
    return played(
        state, _("A modification token goes face down at %(port)s.", port=port_name(state, port))
    )


def free_ports(state: State) -> list[int]:
    """Known ports whose modification was bought (MM-4.5.9): a token may go there."""
    return [
        z
        for z in range(len(state["zones"]))
        if board.has_port(state, z) and state["mods"].get(str(z), "hidden") is None
    ]


def place_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [
        LegalMove(
            "place_modification",
            N_("Put a modification token back in a port"),
            {"port": free_ports(state)},
        )
    ]


def place_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s puts a modification token back in a port (MM-4.5.8).",
        name=name(state, entry["seats"][0]),
    )


OWED = (Owed("place_modification", place_offers, place_prompt),)
