"""Merchant markers and a merchant found (MM-5.1, MM-5.2): the marker leaves its zone for
the merchant track, its nation is turned up, and the scout picks the merchant's
nationality and raids it (``raids.py``) or lets it sail.

``state["merchants"][str(zone)]`` is False while a zone has no marker (missing: it has
one). The owed entry ``merchant`` (``{"zone", "marker": nation or None}``) holds the
find until the scout has decided.
"""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders import board, raids
from companion.engines.merchants_marauders.catalogue import NATIONS
from companion.engines.merchants_marauders.purse import add_bounty
from companion.engines.merchants_marauders.seats import name, player
from companion.engines.merchants_marauders.ship import destroyed
from companion.engines.merchants_marauders.words import word, zone_name
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, done, expect, owe


def present(state: State, zone: int) -> bool:
    return bool(state["merchants"].get(str(zone), True))


def found(state: State, seat: int, zone: int) -> list[Msg]:
    """MM-5.2.1, MM-5.1.2: the marker comes off the zone onto the merchant track (raided or
    not); the scout turns it over."""
    state["merchants"][str(zone)] = False
    state["merchant_track"] += 1
    owe(state, "merchant", [seat], zone=zone, marker=None)
    return [
        _(
            "The merchant marker leaves the %(zone)s sea zone for the merchant track (MM-5.1.2).",
            zone=zone_name(state, zone),
        )
    ]


def zone_nation(state: State, zone: int) -> str | None:
    """The nation of the zone's port; None in the Caribbean Sea (no port) or while the
    table has not told it."""
    if board.has_port(state, zone) is False:
        return None
    return board.port_nation(state, zone)


def nationalities(state: State, entry: Entry) -> list[str]:
    """MM-5.2.2: the marker's nation or the zone's (only the marker's without a port)."""
    out = [entry["marker"]]
    other = zone_nation(state, entry["zone"])
    if other is not None and other not in out:
        out.append(other)
    return out


@move(
    "reveal_merchant",
    N_("Enter the nation on the merchant marker"),
    Arg("nation", "choice", N_("the nation on the marker's back"), choices=NATIONS),
    Arg(
        "port_nation",
        "choice",
        N_("the nation of this sea zone's port (when the companion asks)"),
        required=False,
        choices=NATIONS,
    ),
    rule="MM-5.2.1",
    example={"nation": "spanish"},
)
def reveal_merchant(
    state: State, seat: int | None, *, nation: str, port_nation: str | None = None
) -> Played:
    """MM-5.2.1: the marker's back is shown to all. A zone whose port's nation the table
    has not told yet (a map learnt at the table) takes it here, since the choice of
    MM-5.2.2 needs it."""
    entry = expect(state, "merchant", seat, "MM-5.2.1")
    if entry["marker"] is not None:
        raise RuleError("MM-5.2.1", _("The merchant's nation is entered already (MM-5.2.1)."))
    zone = entry["zone"]
    if port_nation is not None:
        if not asks_port_nation(state, zone):
            raise RuleError(
                "MM-5.2.2",
                _("The nation of this sea zone is known already, or it has no port (MM-5.2.2)."),
            )
        board.zone(state, zone).update(port=True, nation=port_nation)
    entry["marker"] = nation
    return played(state, _("The merchant marker shows %(nation)s (MM-5.2.1).", nation=word(nation)))


def asks_port_nation(state: State, zone: int) -> bool:
    return board.has_port(state, zone) is not False and board.port_nation(state, zone) is None


@move(
    "raid_merchant",
    N_("Raid the merchant"),
    Arg("nation", "choice", N_("the merchant's nationality"), choices=NATIONS),
    rule="MM-5.2.4",
    example={"nation": "spanish"},
)
def raid_merchant(state: State, seat: int | None, *, nation: str) -> Played:
    """MM-5.2.2 to MM-5.2.4, MM-5.3.1: the nationality chosen, the bounty at once, then
    the raid's cards."""
    entry = chosen_entry(state, seat, "MM-5.2.4")
    assert seat is not None
    if nation not in nationalities(state, entry):
        raise RuleError(
            "MM-5.2.2",
            _(
                "The merchant's nationality is the marker's nation or the nation of your sea "
                "zone (MM-5.2.2)."
            ),
        )
    if destroyed(player(state, seat)["ship"]):
        raise RuleError(
            "MM-5.3.1",
            _(
                "You cannot raid while a location of your ship is destroyed (MM-5.3.1): "
                "let the merchant sail."
            ),
        )
    done(state, entry)
    lines: list[Msg] = [
        _(
            "%(name)s raids a merchant of %(nation)s (MM-5.2.4).",
            name=name(state, seat),
            nation=word(nation),
        ),
        add_bounty(state, seat, nation),
    ]
    lines += raids.start(state, seat, entry["zone"], entry["marker"], nation)
    return played(state, *lines)


@move("let_merchant_sail", N_("Let the merchant sail away"), rule="MM-5.2.3", example={})
def let_merchant_sail(state: State, seat: int | None) -> Played:
    """MM-5.2.3: no raid and no bounty; the marker stays on the track."""
    entry = chosen_entry(state, seat, "MM-5.2.3")
    assert seat is not None
    done(state, entry)
    return played(
        state, _("%(name)s lets the merchant sail away (MM-5.2.3).", name=name(state, seat))
    )


def chosen_entry(state: State, seat: int | None, rule: str) -> Entry:
    entry = expect(state, "merchant", seat, rule)
    if entry["marker"] is None:
        raise RuleError("MM-5.2.1", _("Enter the nation on the merchant marker first (MM-5.2.1)."))
    return entry


def merchant_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    if entry["marker"] is None:
        allowed: dict[str, list[object]] = {"nation": list(NATIONS)}
        if asks_port_nation(state, entry["zone"]):
            allowed["port_nation"] = list(NATIONS)
        return [
            LegalMove("reveal_merchant", N_("Enter the nation on the merchant marker"), allowed)
        ]
    out = [LegalMove("let_merchant_sail", N_("Let the merchant sail away"))]
    if not destroyed(player(state, seat)["ship"]):
        out.insert(
            0,
            LegalMove(
                "raid_merchant", N_("Raid the merchant"), {"nation": nationalities(state, entry)}
            ),
        )
    return out


def merchant_prompt(state: State, entry: Entry) -> Msg:
    seat = entry["seats"][0]
    if entry["marker"] is None:
        return _(
            "%(name)s turns the merchant marker over and enters its nation (MM-5.2.1).",
            name=name(state, seat),
        )
    return _(
        "%(name)s chooses the merchant's nationality and raids it, or lets it sail (MM-5.2.2).",
        name=name(state, seat),
    )


OWED = (Owed("merchant", merchant_offers, merchant_prompt),)
