"""NAS-1 Setup: the starting state, and the setup entries players make at the table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.engines.base import Arg, Played, RuleError, SeatInfo, State, move, new_rng, played
from companion.engines.nassau.app_mode import deal_at_setup, prepare_app_components
from companion.engines.nassau.catalogue import (
    ICON_OPTION,
    MERCHANT_DECK_SIZES,
    NAVY_TOTAL,
    SUPPLY_START,
    TILE_SETS,
    TILES,
    build_board,
    icons_used,
    unknown_board,
)
from companion.engines.nassau.decks import (
    captains_from_catalogue,
    captains_known,
    refuse_if_app,
    track_unseen,
)
from companion.engines.nassau.dice import set_dice
from companion.engines.nassau.hold import empty_hold
from companion.engines.nassau.rounds import advance, setup_complete
from companion.engines.nassau.seats import name, player, seat_index
from companion.engines.text import N_, _


def new_player() -> dict[str, Any]:
    # NAS-1.4.3: empty hold and chest, no token, no tiles, the whole hand of captain cards.
    return {
        "captain": None,  # 4 x {"sail", "cannon", "played"} once entered (NAS-Q2)
        "dice": None,  # 3 x {"value", "rolled", "used", "space"}
        "space": None,
        "moves_made": 0,
        "wind": False,
        "wind_under_dice": 0,
        "sections": 2,
        "hold": empty_hold(),
        "chest": {"poe": 0, "doubloon": 0},
        "tiles": [],
        "captured": [],
        "overboard": 0,
        "ports_plundered": [],
        "notoriety": 0,
        "helmsman": None,
        "cartographer": False,
        "done_buying": False,
        "last": None,
    }


def navy_counts(options: dict[str, Any], n: int) -> tuple[dict[str, int], int]:
    """The navy cards kept for ``n`` players by phase and icon, and how many go back in the
    box (NAS-1.3.1), from the counts the table entered (NAS-Q3)."""
    used = icons_used(n)
    counts: dict[str, int] = {}
    removed = 0
    for phase in ("1", "2"):
        for icon, suffix in ICON_OPTION.items():
            value = int(options[f"navy_phase{phase}_{suffix}"])
            if icon in used:
                counts[f"{phase}:{icon}"] = value
            else:
                removed += value  # NAS-1.3.1: back in the box
    phase1 = sum(v for k, v in counts.items() if k.startswith("1:"))
    total = sum(counts.values()) + removed
    if total != NAVY_TOTAL:
        raise RuleError(
            "NAS-0.1.12",
            _("The navy card counts add up to %(total)s, not 30.", total=total),
        )
    if phase1 < n:
        # NAS-Q32: setup could otherwise reveal the end-game card.
        raise RuleError("NAS-Q32", _("The Phase I navy deck needs at least one card per player."))
    return counts, removed


def _tile_sets() -> dict[str, Any]:
    """NAS-1.5: every tile face down in its set; none in the box or on sale yet."""
    return {
        "set": {s: {k: t.count for k, t in TILES.items() if t.set == s} for s in TILE_SETS},
        "box": {s: {} for s in TILE_SETS},
        "nassau": [],
    }


def build_state(options: dict[str, Any], seats: Sequence[SeatInfo], seed: int) -> State:
    n = len(seats)
    if not 3 <= n <= 5:
        raise RuleError("NAS-0.2", _("Pirates of Nassau is played by 3 to 5 players."))
    entries = list(options.get("ports") or [])
    # The club entered its board (10.1): nothing is ever asked. Else NAS-Q1: no layout
    # assumed; it is learnt from the setup deal and from landings.
    board, warnings = build_board(entries) if entries else (unknown_board(), [])
    counts, removed = navy_counts(options, n)
    route_spaces = [b["space"] for b in board if b["kind"] == "route"]
    age_order = list(options.get("age_order") or [])
    if age_order and sorted(age_order) != list(range(n)):
        raise RuleError(
            "NAS-1.7.3", _("The age order must list every player once, youngest first.")
        )
    state = {
        "game": "nassau",
        "seats": [{"index": s.index, "name": s.name, "colour": s.colour} for s in seats],
        "options": dict(options),
        "n": n,
        "round": 1,
        "step": "setup",
        "bk_started": False,
        "over": False,
        "end": None,
        "board": board,
        "layout": "entered" if entries else "ad_hoc",  # NAS-Q1 (see layout.py)
        "layout_warnings": warnings,
        "merchants": {str(s): None for s in route_spaces},  # NAS-0.5.4
        "plundered": {},
        "merchant_decks": {
            r: {"unknown": size, "bottom": []} for r, size in MERCHANT_DECK_SIZES.items()
        },
        # NAS-1.3: the physical deck, top to bottom: unknown Phase I, unknown Phase II (with the
        # end-game card), then the cards put back under it in the order they went (NAS-Q13).
        "navy": {
            "unknown": counts,
            "end_card": True,
            "bottom": [],
            "row": [],
            "out_of_game": removed,
        },
        "tiles": _tile_sets(),
        "serial": 0,
        "supply": dict(SUPPLY_START),
        "players": [new_player() for _ in seats],
        "age_order": age_order,
        "turn": {},
        "pending": [],
        # Cards and tiles the table must reveal and enter (NAS-1.2.3, NAS-1.3.5, NAS-1.5.2).
        # Ad-hoc layout: the cards are entered with the space they lie on ("deal", NAS-Q1).
        "reveal": {
            "merchants": route_spaces if entries else [],
            "deal": not entries,
            "navy": n,
            "tiles": dict.fromkeys(TILE_SETS, n),
        },
        "last": None,
        "opening": [],  # what the companion dealt and rolled at setup (app_mode)
        "rng": new_rng(seed),
    }
    # What the club's catalogue tells (10.1), and what the companion deals itself (10.5).
    track_unseen(state)
    captains_from_catalogue(state)
    prepare_app_components(state)
    deal_at_setup(state)
    return state


@move(
    "enter_captain_cards",
    N_("Enter your captain cards"),
    Arg(
        "sail",
        "int_list",
        N_("the sail of each of your 4 captain cards"),
        min=0,
        max=9,
        length=4,
    ),
    Arg(
        "cannon",
        "int_list",
        N_("the cannon of each of your 4 captain cards"),
        min=0,
        max=9,
        length=4,
    ),
    rule="NAS-Q2",
    example={"sail": [2, 3, 2, 1], "cannon": [2, 3, 1, 3]},
    help=N_("NAS-Q2: the values printed on your colour's captain cards"),
    commutes=True,  # each seat enters their own
)
def enter_captain_cards(
    state: State, seat: int | None, *, sail: list[int], cannon: list[int]
) -> Played:
    """NAS-Q2: the values printed on this colour's 4 captain cards, entered once at setup."""
    p = player(state, seat)
    if state["step"] != "setup":
        raise RuleError("NAS-1.4.1", _("Captain cards are entered during setup."))
    if captains_known(state, seat_index(seat)):
        raise RuleError("NAS-Q2", _("Your captain cards are in the club's catalogue already."))
    if len(sail) != 4 or len(cannon) != 4:
        raise RuleError("NAS-0.1.6", _("Enter the sail and cannon of all 4 captain cards."))
    p["captain"] = [
        {"sail": s, "cannon": c, "played": False} for s, c in zip(sail, cannon, strict=True)
    ]
    return played(
        advance(state),
        _(
            "%(name)s enters their captain cards: sail %(sail)s, cannon %(cannon)s.",
            name=name(state, seat_index(seat)),
            sail=[str(v) for v in sail],
            cannon=[str(v) for v in cannon],
        ),
        *setup_complete(state),
    )


@move(
    "enter_first_roll",
    N_("Enter your first roll"),
    Arg("values", "int_list", N_("your 3 dice"), min=1, max=6, length=3),
    rule="NAS-1.7.1",
    example={"values": [3, 5, 6]},
    help=N_("NAS-1.7.1: the first roll is also your round 1 dice"),
    commutes=True,  # each seat enters their own
)
def enter_first_roll(state: State, seat: int | None, *, values: list[int]) -> Played:
    """NAS-1.7.1: the first roll is both the round 1 dice and the starting order."""
    p = player(state, seat)
    refuse_if_app(state, "dice")
    if state["step"] != "setup":
        raise RuleError("NAS-1.7.1", _("The first roll is entered during setup."))
    set_dice(p, values, "NAS-1.7.1")
    return played(
        advance(state),
        _(
            "%(name)s rolls %(dice)s.",
            name=name(state, seat_index(seat)),
            dice=[str(v) for v in values],
        ),
        *setup_complete(state),
    )


@move(
    "set_age_order",
    N_("Players from youngest to oldest"),
    Arg("seats", "int_list", N_("the players, youngest first"), min=0, max=4),
    rule="NAS-1.7.3",
    example={"seats": [2, 0, 1, 3]},
    help=N_("NAS-1.7.3 / NAS-Q33: breaks ties in the first roll"),
)
def set_age_order(state: State, seat: int | None, *, seats: list[int]) -> Played:
    """NAS-1.7.3 / NAS-Q33: seats from youngest to oldest, for ties in the first roll."""
    player(state, seat)
    if state["step"] != "setup":
        raise RuleError("NAS-1.7.3", _("The age order is entered during setup."))
    if sorted(seats) != list(range(state["n"])):
        raise RuleError("NAS-1.7.3", _("List every player once, youngest first."))
    state["age_order"] = list(seats)
    return played(
        advance(state),
        _(
            "From youngest to oldest: %(names)s.",
            names=[name(state, s) for s in seats],
        ),
        *setup_complete(state),
    )


def roll_ties(state: State) -> bool:
    totals = [sum(d["value"] for d in p["dice"]) for p in state["players"]]
    return len(set(totals)) < len(totals)


def setup_missing(state: State) -> list[str]:
    missing = []
    for i, p in enumerate(state["players"]):
        if p["captain"] is None:
            missing.append(f"captain cards of seat {i}")
        if p["dice"] is None:
            missing.append(f"first roll of seat {i}")
    reveal = state["reveal"]
    if reveal.get("deal"):
        missing.append("merchant cards dealt onto the trade-route spaces (NAS-1.2.3, NAS-Q1)")
    if reveal["merchants"] or reveal["navy"] or any(reveal["tiles"].values()):
        missing.append("cards and tiles to lay out")
    if not missing and roll_ties(state) and not state["age_order"]:
        missing.append("age order (the first roll has a tie)")
    return missing


def finish_setup(state: State) -> None:
    """NAS-1.7.2 to NAS-1.7.5: starting notoriety from the first roll, then round 1, step 2."""
    age = state["age_order"] or list(range(state["n"]))
    order = sorted(
        range(state["n"]),
        key=lambda s: (sum(d["value"] for d in state["players"][s]["dice"]), age.index(s)),
    )
    for space, seat in enumerate(order, start=1):
        state["players"][seat]["notoriety"] = space
    state["step"] = "piracy"  # NAS-2.1.2: no step 1 in round 1
