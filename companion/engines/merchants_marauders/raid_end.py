"""A raid's outcome (MM-5.4): the hit icons are applied, the escape numbers added up,
and on a success the plunder taken and cards kept within the Cargo capacity (MM-Q14 to
MM-Q16, MM-Q5)."""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.merchants_marauders import ship
from companion.engines.merchants_marauders.catalogue import RAID_GLORY_GOLD
from companion.engines.merchants_marauders.death import kill
from companion.engines.merchants_marauders.glory import gain_glory
from companion.engines.merchants_marauders.purse import gain
from companion.engines.merchants_marauders.raid_cards import (
    escape_total,
    plunder_total,
    row_words,
)
from companion.engines.merchants_marauders.raids import Raid, current
from companion.engines.merchants_marauders.seats import name, player
from companion.engines.merchants_marauders.words import word
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import done, top_of


@move(
    "raid_resolve",
    N_("Turn the raid's cards over: the outcome"),
    rule="MM-5.3.6",
    example={},
    automatic=True,
)
def raid_resolve(state: State, seat: int | None) -> Played:
    """MM-5.3.6, MM-5.4: unused successes are lost; the cards left decide the raid."""
    raid = current(state, seat, "use", "MM-5.3.6")
    lines = apply_hits(state, raid)
    p = player(state, raid["seat"])
    if ship.sunk(p["ship"]):
        raid["outcome"] = "sunk"
        return played(state, *lines, *sink(state, raid))
    total = escape_total(raid["cards"])
    maneuverability = ship.maneuverability(state, p["ship"])
    lines.append(escape_line(total, maneuverability))
    if ship.destroyed(p["ship"]):
        raid["outcome"] = "failed_destroyed"
        lines.append(_("A location of the ship is destroyed: the raid fails (MM-5.4.4)."))
    elif total >= maneuverability:
        raid["outcome"] = "failed_escape"
        lines.append(_("The merchant escapes: the raid fails (MM-5.4.4)."))
    else:
        raid["outcome"] = "success"
        return success(state, raid, lines)
    return failure(state, raid, lines)


def apply_hits(state: State, raid: Raid) -> list[Msg]:
    """MM-5.4.2: each hit icon, in the order drawn, is one hit on its location (on the
    Hull once that location is destroyed, MM-9.5.7)."""
    p = player(state, raid["seat"])
    lines: list[Msg] = []
    for card in raid["cards"]:
        if card["icon"] != "hit" or ship.sunk(p["ship"]):
            continue
        hit = ship.hit(p["ship"], card["location"])
        lines.append(
            _(
                "A hit icon strikes the %(location)s: now %(value)s.",
                location=word(hit),
                value=p["ship"]["loc"][hit],
            )
        )
    return lines


def escape_line(total: int, maneuverability: int) -> Msg:
    return _(
        "The escape numbers add up to %(total)s against a Maneuverability of "
        "%(maneuverability)s (MM-5.4.3).",
        total=total,
        maneuverability=maneuverability,
    )


def finish(state: State, raid: Raid) -> None:
    """The raid is over: its entry off the stack, its record cleared."""
    entry = top_of(state, "raid")
    if entry is not None:
        done(state, entry)
    state["raid"] = None


def discard_row(state: State, raid: Raid) -> None:
    state["cargo_cards"]["discard"] += len(raid["cards"])
    raid["discarded"] += raid["cards"]
    raid["cards"] = []


def sink(state: State, raid: Raid) -> list[Msg]:
    """MM-5.4.2, MM-12.1.1: the Hull is destroyed, the ship sinks and the captain dies."""
    discard_row(state, raid)
    finish(state, raid)
    return kill(state, raid["seat"], _("the ship sank raiding a merchant"))


def failure(state: State, raid: Raid, lines: list[Msg]) -> Played:
    """MM-5.4.8: no gold, no cargo; the bounty stays. Cargo lost to damage goes at
    random (MM-5.4.9)."""
    seat = raid["seat"]
    discard_row(state, raid)
    finish(state, raid)
    dropped = ship.drop_excess_cargo(state, player(state, seat))
    private: dict[int, Msg] = {}
    if dropped:
        lines.append(lost_line(state, seat, len(dropped)))
        private[seat] = _("You lose these cargo cards: %(goods)s.", goods=dropped)
    return played(state, *lines, private=private)


def lost_line(state: State, seat: int, count: int) -> Msg:
    return ngettext(
        "%(name)s's damaged hold loses %(n)s cargo card at random (MM-5.4.9).",
        "%(name)s's damaged hold loses %(n)s cargo cards at random (MM-5.4.9).",
        count,
        name=name(state, seat),
    )


def success(state: State, raid: Raid, lines: list[Msg]) -> Played:
    """MM-5.4.5 to MM-5.4.7: the plunder values in gold, a glory point at 12 or more
    (MM-Q5); then the cards to keep, if any are left."""
    seat = raid["seat"]
    gold = plunder_total(raid["cards"])
    raid["plunder"] = gold
    lines.append(_("The raid succeeds (MM-5.4.4)."))
    if gold:
        lines.append(gain(state, seat, gold, _("the merchant's plunder (MM-5.4.5)")))
    if gold >= RAID_GLORY_GOLD:
        lines += gain_glory(state, seat, _("12 gold or more from one raid"))
    private: dict[int, Msg] = {}
    dropped = ship.drop_excess_cargo(state, player(state, seat))
    if dropped:
        lines.append(lost_line(state, seat, len(dropped)))
        private[seat] = _("You lose these cargo cards: %(goods)s.", goods=dropped)
    if raid["cards"]:
        raid["step"] = "keep"
    else:
        finish(state, raid)
    return played(state, *lines, private=private)


@move(
    "raid_keep",
    N_("Keep cargo cards from the raid"),
    Arg(
        "keep",
        "int_list",
        N_("the cards you keep, by their place in the row"),
        required=False,
        min=1,
        max=20,
    ),
    Arg("drop", "str_list", N_("cargo cards of yours to discard to make room"), required=False),
    rule="MM-5.4.6",
    example={"keep": [1]},
)
def raid_keep(
    state: State, seat: int | None, *, keep: list[int] | None = None, drop: list[str] | None = None
) -> Played:
    """MM-5.4.6, MM-Q16: keep cards of the row within the Cargo capacity after the raid's
    damage, discarding older cards of your own face up to make room; the rest go face up
    to the discard pile."""
    raid = current(state, seat, "keep", "MM-5.4.6")
    p = player(state, raid["seat"])
    places = sorted(set(keep or []))
    if any(not 1 <= i <= len(raid["cards"]) for i in places):
        raise RuleError(
            "MM-5.4.6", _("Name the cards you keep by their place in the row (MM-5.4.6).")
        )
    cargo = list(p["cargo"])
    for good in drop or []:
        if good not in cargo:
            raise RuleError(
                "MM-Q16", _("You carry no %(good)s card to discard (MM-Q16).", good=good)
            )
        cargo.remove(good)
    room = ship.capacity(p["ship"])
    if len(cargo) + len(places) > room:
        raise RuleError("MM-5.4.6", room_refusal(room, len(cargo)))
    kept = [raid["cards"][i - 1] for i in places]
    raid["cards"] = [c for i, c in enumerate(raid["cards"], start=1) if i not in places]
    dropped = len(p["cargo"]) - len(cargo)
    p["cargo"] = cargo + [c["good"] for c in kept]
    state["cargo_cards"]["discard"] += dropped
    discard_row(state, raid)
    finish(state, raid)
    return played(state, *keep_lines(state, cast(int, seat), kept, drop or []))


def room_refusal(room: int, aboard: int) -> Msg:
    return ngettext(
        "Your Cargo holds %(n)s card and %(aboard)s stay aboard: keep fewer, or discard "
        "some of yours (MM-5.4.6).",
        "Your Cargo holds %(n)s cards and %(aboard)s stay aboard: keep fewer, or discard "
        "some of yours (MM-5.4.6).",
        room,
        aboard=aboard,
    )


def keep_lines(state: State, seat: int, kept: list[dict[str, Any]], drop: list[str]) -> list[Msg]:
    who = name(state, seat)
    lines: list[Msg] = []
    if drop:
        # MM-Q16: the older cards go face up on the discard pile, for all to see.
        lines.append(
            _("%(name)s discards %(goods)s face up to make room (MM-Q16).", name=who, goods=drop)
        )
    if kept:
        lines.append(
            _("%(name)s keeps %(cards)s as cargo (MM-5.4.6).", name=who, cards=row_words(kept))
        )
    else:
        lines.append(_("%(name)s keeps none of the raid's cards (MM-5.4.6).", name=who))
    return lines
