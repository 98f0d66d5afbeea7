"""A volley's hits taken (MM-9.5.3, MM-9.5.4, MM-9.5.7, MM-9.6.1, MM-9.7, MM-Q37,
MM-9.8.2): each target places its skulls and may flip Reinforced Hull (``take_hits``),
moves a hit by a named card or ability first if it has one (``relocate_hit``), and once
every target has answered all hits land at once. The volley itself: ``combat_hits.py``.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders import combat_sides as cs
from companion.engines.merchants_marauders import ship as ships
from companion.engines.merchants_marauders.catalogue import LOCATIONS
from companion.engines.merchants_marauders.combat import side_name
from companion.engines.merchants_marauders.combat_hits import KEEP, continue_after, volley
from companion.engines.merchants_marauders.seats import player
from companion.engines.merchants_marauders.words import word
from companion.engines.text import N_, Msg, _, ngettext
from companion.engines.waiting import Entry, Owed, done, expect


@move(
    "take_hits",
    N_("Place the skull hits on your ship"),
    Arg("skulls", "str_list", N_("a location for each skull hit"), required=False),
    Arg(
        "reinforced",
        "choice",
        N_("a hit your Reinforced Hull cancels"),
        choices=LOCATIONS,
        required=False,
    ),
    rule="MM-9.5.3",
    example={"skulls": ["hull"]},
    commutes=True,
)
def take_hits(
    state: State,
    seat: int | None,
    *,
    skulls: list[str] | None = None,
    reinforced: str | None = None,
) -> Played:
    entry = expect(state, "naval_take_hits", seat, "MM-9.5.3")
    t = entry["side"]
    chosen = list(skulls or [])
    if len(chosen) != entry["skulls"] or any(c not in LOCATIONS for c in chosen):
        raise RuleError(
            "MM-9.5.3",
            ngettext(
                "Name a location for %(n)s skull hit (MM-9.5.3).",
                "Name a location for each of the %(n)s skull hits (MM-9.5.3).",
                entry["skulls"],
            ),
        )
    v = volley(state)
    placed = v["placed"][t] + chosen
    if reinforced is not None:
        check_reinforced(state, t, reinforced, placed)
    v["placed"][t] = placed
    v["cancel"][t] = reinforced
    done(state, entry)
    lines = [placed_line(state, t, chosen, reinforced)]
    if not any(e["kind"] == "naval_take_hits" for e in state["waiting"]):
        lines += apply_volley(state)
    return played(state, *lines)


def check_reinforced(state: State, t: int, location: str, placed: list[str]) -> None:
    if not cs.reinforced_ready(state, t):
        raise RuleError("MM-Q37", _("Your ship has no face-up Reinforced Hull to flip (MM-Q37)."))
    if location not in placed:
        raise RuleError(
            "MM-Q37",
            _("No hit lands on your %(location)s to cancel (MM-Q37).", location=word(location)),
        )


def placed_line(state: State, t: int, chosen: list[str], reinforced: str | None) -> Msg:
    who = side_name(state, cs.side(state, t))
    parts = (
        [
            _(
                "%(name)s places the skull hits on: %(where)s.",
                name=who,
                where=[word(c) for c in chosen],
            )
        ]
        if chosen
        else []
    )
    if reinforced:
        parts.append(
            _(
                "%(name)s flips the Reinforced Hull to cancel a hit on the %(location)s (MM-Q37).",
                name=who,
                location=word(reinforced),
            )
        )
    if not parts:
        return _("%(name)s takes the hits.", name=who)
    return (
        _("%(first)s", first=parts[0])
        if len(parts) == 1
        else _("%(first)s %(second)s", first=parts[0], second=parts[1])
    )


@move(
    "relocate_hit",
    N_("Move one hit to another location (a card or ability)"),
    Arg("card", "str", N_("the ability or card that allows it, as printed")),
    Arg("origin", "choice", N_("the location the hit would land on"), choices=LOCATIONS),
    Arg("location", "choice", N_("the location it lands on instead"), choices=LOCATIONS),
    rule="MM-9.8.2",
    example={"card": "Relocate one hit per battle", "origin": "crew", "location": "cargo"},
)
def relocate_hit(
    state: State, seat: int | None, *, card: str, origin: str, location: str
) -> Played:
    """MM-9.8.2, MM-Q48: the target moves one of its hits, naming what allows it."""
    entry = expect(state, "naval_take_hits", seat, "MM-9.8.2")
    t = entry["side"]
    placed = volley(state)["placed"][t]
    if origin not in placed:
        raise RuleError(
            "MM-9.8.2",
            _("No hit lands on your %(location)s to move (MM-9.8.2).", location=word(origin)),
        )
    placed[placed.index(origin)] = location
    return played(
        state,
        _(
            "%(name)s moves a hit from the %(origin)s to the %(location)s: %(card)s (MM-9.8.2).",
            name=side_name(state, cs.side(state, t)),
            origin=word(origin),
            location=word(location),
            card=card,
        ),
    )


def apply_volley(state: State) -> list[Msg]:
    """MM-9.7.1: every hit at once; then cards over a damaged Cargo go (MM-9.6.1)."""
    v = volley(state)
    lines: list[Msg] = []
    for t in (0, 1):
        if v["placed"][t] is None:
            continue
        hits = list(v["placed"][t])
        if v["cancel"][t]:
            hits.remove(v["cancel"][t])
            cs.ship_of(state, t)["reinforced"] = False
        keep = KEEP.get(v["weapon"][1 - t] or "")
        sh = cs.ship_of(state, t)
        landed = [ships.hit(sh, where, keep=keep) for where in hits]
        lines.append(damage_line(state, t, landed))
        lines += cargo_dropped(state, t)
    cs.combat(state)["volley"] = None
    return lines + continue_after(state, v["after"])


def damage_line(state: State, t: int, landed: list[str]) -> Msg:
    values = cs.loc(state, t)
    return _(
        "Hits on %(name)s: %(landed)s. Now Hull %(hull)s, Mast %(mast)s, Cargo %(cargo)s, "
        "Crew %(crew)s, Cannons %(cannons)s.",
        name=side_name(state, cs.side(state, t)),
        landed=[ships.location_words(x) for x in landed] or [_("none")],
        **{k: values[k] for k in LOCATIONS},
    )


def cargo_dropped(state: State, t: int) -> list[Msg]:
    s = cs.side(state, t)
    if "seat" not in s:
        return []
    p = player(state, s["seat"])
    dropped = ships.drop_excess_cargo(state, p)
    if not dropped:
        return []
    return [
        ngettext(
            "%(name)s loses %(n)s cargo card over the damaged Cargo, at random (MM-9.6.1).",
            "%(name)s loses %(n)s cargo cards over the damaged Cargo, at random (MM-9.6.1).",
            len(dropped),
            name=side_name(state, s),
        )
    ]


def take_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    t, n = entry["side"], entry["skulls"]
    placed = volley(state)["placed"][t]
    allowed: dict[str, list[Any]] = {"skulls": [[loc] * n for loc in LOCATIONS] if n else []}
    allowed["reinforced"] = sorted(set(placed)) if cs.reinforced_ready(state, t) else []
    # With no skull to place the step is still asked: a Reinforced Hull or a card may
    # change where the numbered hits land first.
    label = N_("Place the skull hits on your ship") if n else N_("Take the hits as they land")
    out = [LegalMove("take_hits", label, allowed)]
    if placed:
        out.append(
            LegalMove(
                "relocate_hit",
                N_("Move one hit to another location (a card or ability)"),
                {"origin": sorted(set(placed)), "location": list(LOCATIONS)},
            )
        )
    return out


OWED = (
    Owed(
        "naval_take_hits",
        take_offers,
        lambda state, e: _("%(name)s takes the hits (MM-9.5.3).", name=cs.entry_name(state, e)),
    ),
)
