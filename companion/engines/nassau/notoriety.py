"""NAS-2.3 Step 3: adjust notoriety, collisions on the track (NAS-2.3.4, NAS-Q9, NAS-Q10)."""

from __future__ import annotations

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.nassau.rounds import advance, require_step, require_turn
from companion.engines.nassau.seats import name, player, seat_index, track_space
from companion.engines.nassau.ship import require_tile, usable_tile
from companion.engines.text import N_, Msg, _


def landing_options(state: State, seat: int, target: int) -> tuple[int | None, int | None]:
    """Where a marker aiming at total ``target`` may go: (up, down), or (target, None) if free.

    Other markers block by physical track space (NAS-Q10); the mover's own space is free
    (NAS-Q9); below space 1 there is no room, so the marker must go up.
    """
    target = max(1, target)
    taken = {track_space(p["notoriety"]) for i, p in enumerate(state["players"]) if i != seat}
    if track_space(target) not in taken:
        return target, None
    up = target + 1
    while track_space(up) in taken:
        up += 1
    down: int | None = target - 1
    while down is not None and down >= 1 and track_space(down) in taken:
        down -= 1
    if down is not None and down < 1:
        down = None
    return up, down


def place_marker(state: State, seat: int, target: int, rule: str) -> Msg:
    """Move the marker to ``target``, or queue the choice of a free space (NAS-2.3.4)."""
    before = state["players"][seat]["notoriety"]
    up, down = landing_options(state, seat, target)
    if down is None:
        state["players"][seat]["notoriety"] = up
        if up == before:
            return _("%(name)s's notoriety stays at %(n)s.", name=name(state, seat), n=up)
        return _(
            "%(name)s's notoriety goes from %(before)s to %(after)s.",
            name=name(state, seat),
            before=before,
            after=up,
        )
    state["pending"].append(
        {"kind": "notoriety_space", "seat": seat, "up": up, "down": down, "rule": rule}
    )
    return _(
        "%(name)s's notoriety would go from %(before)s to %(target)s, a taken space: "
        "%(name)s chooses the free space %(up)s or %(down)s.",
        name=name(state, seat),
        before=before,
        target=max(1, target),
        up=up,
        down=down,
    )


def notoriety_gain(state: State, seat: int, use_trade_wind: bool, use_bard: bool) -> dict[str, int]:
    """NAS-2.3.3, part by part, so a page can show where each point came from."""
    p = state["players"][seat]
    parts = {
        "merchants": sum(m["sail"] + m["cannon"] for m in p["captured"]),
        "ports": 10 * len(p["ports_plundered"]),
        "hostages": 3 * p["overboard"],  # NAS-2.2.12.4, NAS-Q18
        "trade_wind": 1 if use_trade_wind and p["wind"] else 0,
        "bard": 1 if use_bard and usable_tile(state, p, "bard") else 0,
    }
    parts["total"] = sum(parts.values())
    return parts


@move(
    "adjust_notoriety",
    N_("Adjust your notoriety"),
    Arg(
        "use_trade_wind",
        "bool",
        N_("spend your trade wind token for 1 more notoriety"),
        required=False,
        default=False,
    ),
    Arg("use_bard", "bool", N_("the Bard: 1 more notoriety"), required=False, default=False),
    rule="NAS-2.3",
    example={"use_trade_wind": True},
    help=N_("Move your notoriety marker by what you won this round."),
    automatic=True,
)
def adjust_notoriety(
    state: State, seat: int | None, *, use_trade_wind: bool = False, use_bard: bool = False
) -> Played:
    """NAS-2.3: in descending order, each player moves their marker by this round's gain."""
    require_step(state, "notoriety")
    require_turn(state, seat, "NAS-2.3.2")
    p = player(state, seat)
    if use_trade_wind and not p["wind"]:
        raise RuleError("NAS-2.2.9.5", _("You hold no trade wind token."))
    if use_bard:
        require_tile(state, p, "bard")["used"] = True
    parts = notoriety_gain(state, seat_index(seat), use_trade_wind, use_bard)
    if use_bard:
        parts["bard"] = 1
        parts["total"] = sum(v for k, v in parts.items() if k != "total")
    if use_trade_wind:
        p["wind"] = False
        state["supply"]["trade_wind"] += 1
    # NAS-2.3.6 / NAS-Q30: captured cards under their own decks, in the order captured.
    for card in p["captured"]:
        state["merchant_decks"][str(card["symbol"])]["bottom"].append(card)
    state["supply"]["hostage"] += p["overboard"]  # NAS-Q18: back to the supply once scored
    p["captured"], p["ports_plundered"], p["overboard"] = [], [], 0
    before = p["notoriety"]
    moved = place_marker(state, seat_index(seat), before + parts["total"], "NAS-2.3.4")
    p["last"] = {"what": "notoriety", "gain": parts, "from": before, "rule": "NAS-2.3.3"}
    state["turn"]["acted"] = True
    return played(advance(state), gain_words(state, seat_index(seat), parts), moved)


# Where notoriety comes from (NAS-2.3.3), in the order of the rulebook's table.
_SOURCES = (
    ("merchants", N_("merchant ships captured")),
    ("ports", N_("ports plundered")),
    ("trade_wind", N_("the trade wind token")),
    ("hostages", N_("hostages thrown overboard")),
    ("bard", N_("the Bard")),
)


def gain_words(state: State, seat: int, parts: dict[str, int]) -> Msg:
    sources = [
        _("%(points)s from %(source)s", points=parts[key], source=_(label))
        for key, label in _SOURCES
        if parts[key]
    ]
    if not sources:
        return _("%(name)s gains no notoriety this round.", name=name(state, seat))
    return _(
        "%(name)s gains %(total)s notoriety: %(sources)s.",
        name=name(state, seat),
        total=parts["total"],
        sources=sources,
    )


@move(
    "choose_notoriety_space",
    N_("Choose a free notoriety space"),
    Arg(
        "direction",
        "choice",
        N_("the free space above (up) or below (down)"),
        choices=("up", "down"),
    ),
    rule="NAS-2.3.4",
    example={"direction": "up"},
    help=N_("Your marker landed on a taken space: take the free space above or below."),
)
def choose_notoriety_space(state: State, seat: int | None, *, direction: str) -> Played:
    """NAS-2.3.4: the marker landed on a taken space: the free space above or below."""
    head = state["pending"][0] if state["pending"] else None
    if head is None or head["kind"] != "notoriety_space" or head["seat"] != seat:
        raise RuleError("NAS-2.3.4", _("No notoriety marker of yours is waiting for a space."))
    if direction not in ("up", "down"):
        raise RuleError("NAS-2.3.4", _("Choose the free space above or below."))
    p = player(state, seat)
    before = p["notoriety"]  # the marker waited where it was
    p["notoriety"] = head[direction]
    state["pending"].pop(0)
    return played(
        advance(state),
        _(
            "%(name)s's notoriety goes from %(before)s to %(after)s.",
            name=name(state, seat_index(seat)),
            before=before,
            after=p["notoriety"],
        ),
    )
