"""The map as the table tells it, when the club has not entered the board (MM-0.5, MM-Q47).

The first time a ship leaves a sea zone whose borders are not known, any seat names the
zones across each of its compass letters (``describe_zone``); the first time a port's
existence or flag matters, any seat says what the board shows there (``describe_port``).
The mover then enters the move again: asking the board never spends the Move action.
Each answer is checked against what the table has already told (17 zones, 16 ports, one
zone without a port, borders seen from both sides).
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders import board
from companion.engines.merchants_marauders.catalogue import DIRECTIONS, NATIONS, PORTS, ZONES
from companion.engines.merchants_marauders.club_catalogue import PORT_CHOICES, PORT_LABELS
from companion.engines.merchants_marauders.npcs import slot_words
from companion.engines.merchants_marauders.seats import name
from companion.engines.merchants_marauders.words import word, zone_name
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, done, expect, owe

LETTER_ARGS = {"N": "north", "E": "east", "S": "south", "W": "west"}
NO_PORT = "none"


def _letter_arg(letter: str, help: str) -> Arg:
    # Required (an empty list for a side without a border) so every form asks all four.
    return Arg(LETTER_ARGS[letter], "str_list", help)


def ask_zone(state: State, zone: int, mover: int) -> Msg:
    """Owe the borders of ``zone`` before ``mover`` sails out of it."""
    owe(state, "describe_zone", None, zone=zone, mover=mover)
    return _(
        "The borders of the %(zone)s sea zone are not known yet: the table names the zones "
        "across them first, then %(name)s moves (MM-0.5.3).",
        zone=zone_name(state, zone),
        name=name(state, mover),
    )


def ask_port(state: State, zone: int, mover: int) -> Msg:
    """Owe whether ``zone`` has a port and its flag before ``mover`` enters it."""
    owe(state, "describe_port", None, zone=zone, mover=mover)
    return _(
        "The table says first whether the %(zone)s sea zone has a port and whose flag it "
        "flies, then %(name)s moves (MM-0.5.1).",
        zone=zone_name(state, zone),
        name=name(state, mover),
    )


@move(
    "describe_zone",
    N_("Name the zones across each border"),
    _letter_arg("N", N_("the sea zones across its North border")),
    _letter_arg("E", N_("the sea zones across its East border")),
    _letter_arg("S", N_("the sea zones across its South border")),
    _letter_arg("W", N_("the sea zones across its West border")),
    rule="MM-0.5.3",
    example={"north": [], "east": ["Nassau"], "south": ["Caribbean Sea"], "west": []},
)
def describe_zone(
    state: State,
    seat: int | None,
    *,
    north: list[str] | None = None,
    east: list[str] | None = None,
    south: list[str] | None = None,
    west: list[str] | None = None,
) -> Played:
    """MM-0.5.3, MM-Q47: the zone's borders as printed, each zone by name (added when new)."""
    entry = expect(state, "describe_zone", seat, "MM-Q47")
    here = int(entry["zone"])
    given = dict(zip(DIRECTIONS, (north, east, south, west), strict=True))
    borders: dict[str, list[int]] = {}
    for letter in DIRECTIONS:
        borders[letter] = []
        for zone_text in given[letter] or []:
            if not zone_text.strip():
                continue
            other = board.named(state, zone_text, "MM-0.5.1")
            if other not in borders[letter]:
                borders[letter].append(other)
    check_borders(state, here, borders)
    board.zone(state, here)["borders"] = borders
    done(state, entry)
    lines = _border_lines(state, here, borders)
    from companion.engines.merchants_marauders import areas  # the areas import this module

    return played(state, *lines, *areas.on_zone_described(state, entry))


def check_borders(state: State, here: int, borders: dict[str, list[int]]) -> None:
    """The answer agrees with the board as told: some neighbour, not itself, and a border
    already seen from the other side is seen from this one too (MM-Q47)."""
    named = {z for ids in borders.values() for z in ids}
    if not named:
        raise RuleError(
            "MM-Q47", _("Every sea zone has at least one neighbour: name one (MM-Q47).")
        )
    if here in named:
        raise RuleError(
            "MM-Q47",
            _("A sea zone is not across its own border (MM-Q47)."),
        )
    for other, z in enumerate(state["zones"]):
        if other == here or z["borders"] is None:
            continue
        sees_here = here in (board.neighbours(state, other) or [])
        if sees_here and other not in named:
            raise RuleError(
                "MM-Q47",
                _(
                    "The %(other)s sea zone borders the %(zone)s sea zone: name it among "
                    "the neighbours (MM-Q47).",
                    other=z["name"],
                    zone=zone_name(state, here),
                ),
            )
        if other in named and not sees_here:
            raise RuleError(
                "MM-Q47",
                _(
                    "The borders of the %(other)s sea zone are known and do not touch the "
                    "%(zone)s sea zone (MM-Q47).",
                    other=z["name"],
                    zone=zone_name(state, here),
                ),
            )


def _border_lines(state: State, here: int, borders: dict[str, list[int]]) -> list[Msg]:
    lines = [_("The borders of the %(zone)s sea zone are noted.", zone=zone_name(state, here))]
    for letter in DIRECTIONS:
        if borders[letter]:
            lines.append(
                _(
                    "Across its %(direction)s border: %(zones)s.",
                    direction=word(letter),
                    zones=[zone_name(state, z) for z in borders[letter]],
                )
            )
    return lines


@move(
    "describe_port",
    N_("Say what port the zone has"),
    Arg(
        "flag",
        "choice",
        N_("the nation of its port"),
        choices=PORT_CHOICES,
        choice_labels=PORT_LABELS,
    ),
    rule="MM-0.5.1",
    example={"flag": "spanish"},
)
def describe_port(state: State, seat: int | None, *, flag: str) -> Played:
    """MM-0.5.1, MM-Q47: the zone's port and its flag as printed on the board."""
    entry = expect(state, "describe_port", seat, "MM-Q47")
    here = int(entry["zone"])
    if flag not in port_choices(state, here):
        raise RuleError("MM-0.5.1", _refusal(state, here, flag))
    zone = board.zone(state, here)
    done(state, entry)
    if flag == NO_PORT:
        zone["port"], zone["nation"] = False, None
        return played(
            state,
            _(
                "The %(zone)s sea zone has no port: it is the board's only one without (MM-0.5.1).",
                zone=zone["name"],
            ),
        )
    zone["port"], zone["nation"] = True, flag
    return played(
        state,
        _(
            "The port of %(zone)s flies the flag of %(nation)s.",
            zone=zone["name"],
            nation=word(flag),
        ),
    )


def _ports_known(state: State, but: int) -> int:
    return sum(1 for i, z in enumerate(state["zones"]) if z["port"] and i != but)


def _portless(state: State, but: int) -> str | None:
    for i, z in enumerate(state["zones"]):
        if z["port"] is False and i != but:
            return str(z["name"])
    return None


def port_choices(state: State, here: int) -> list[str]:
    """The answers that agree with the board as told (MM-0.5.1): the nation already known;
    no port only for a zone not known to have one while no other zone lacks one; a port
    while fewer than 16 others have one."""
    zone = board.zone(state, here)
    if zone["nation"] is not None:
        return [zone["nation"]]
    out: list[str] = []
    if _ports_known(state, here) < PORTS:
        out += list(NATIONS)
    if not zone["port"] and _portless(state, here) is None:
        out.append(NO_PORT)
    return out


def _refusal(state: State, here: int, flag: str) -> Msg:
    zone = board.zone(state, here)
    if zone["nation"] is not None:
        return _(
            "The port of %(zone)s flies the flag of %(nation)s (MM-0.5.1).",
            zone=zone["name"],
            nation=word(zone["nation"]),
        )
    if flag != NO_PORT:
        return _("The board has 16 ports and all are known (MM-0.5.1).")
    other = _portless(state, here)
    if other is not None:
        return _(
            "Only one sea zone has no port: %(other)s (MM-0.5.1).",
            other=other,
        )
    return _(
        "The %(zone)s sea zone has a port: the table has met it already (MM-0.5.1).",
        zone=zone["name"],
    )


def zone_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    """Names are typed while the board has zones left to learn; once all 17 are known,
    each border is chosen among the others."""
    allowed: dict[str, list[Any]] = {}
    if len(state["zones"]) >= ZONES:
        others = [z["name"] for i, z in enumerate(state["zones"]) if i != entry["zone"]]
        allowed = dict.fromkeys(LETTER_ARGS.values(), others)
    return [LegalMove("describe_zone", N_("Name the zones across each border"), allowed)]


def port_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    allowed: dict[str, list[Any]] = {"flag": port_choices(state, int(entry["zone"]))}
    return [LegalMove("describe_port", N_("Say what port the zone has"), allowed)]


def zone_prompt(state: State, entry: Entry) -> Msg:
    if entry.get("npc"):
        return _(
            "Someone names the sea zones across each border of the %(zone)s sea zone, as the "
            "board shows them, for the move of %(npc)s (MM-0.5.3).",
            zone=zone_name(state, entry["zone"]),
            npc=slot_words(state, entry["npc"]),
        )
    return _(
        "Someone names the sea zones across each border of the %(zone)s sea zone, as the "
        "board shows them (MM-0.5.3).",
        zone=zone_name(state, entry["zone"]),
    )


def port_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "Someone says whether the %(zone)s sea zone has a port and whose flag it flies, as "
        "the board shows it (MM-0.5.1).",
        zone=zone_name(state, entry["zone"]),
    )


OWED = (
    Owed("describe_zone", zone_offers, zone_prompt),
    Owed("describe_port", port_offers, port_prompt),
)
