"""Hand-built Pirates of Nassau states for the tests, and the invariants checked after moves."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from companion.engines.base import SeatInfo, State
from companion.engines.nassau import NassauEngine
from companion.engines.nassau.catalogue import (
    MERCHANT_DECK_SIZES,
    SUPPLY_START,
    TEST_BOARD_PORTS,
    TILES,
)
from companion.engines.nassau.hold import capacity, hold_total
from companion.engines.nassau.seats import track_space
from companion.engines.text import english

ENGINE = NassauEngine()
NAMES = ["Anja", "Jona", "Jon", "Ewan", "Mia"]
# Fixture captain cards (NAS-Q2): the same four for every colour unless a test says otherwise.
CAPTAINS = ([2, 3, 2, 1], [2, 3, 1, 3])


def seats(n: int) -> list[SeatInfo]:
    return [SeatInfo(i, NAMES[i], ENGINE.colours[i]) for i in range(n)]


def exactly(message: str) -> str:
    """A ``match=`` pattern for the whole of an error's text: "RULE-ID: what the player reads"."""
    return f"^{re.escape(message)}$"


def play(state: State, seat: int | None, move_type: str, **args: Any) -> State:
    return ENGINE.apply(state, seat, {"type": move_type, "args": args})


def said(state: State, seat: int | None, move_type: str, **args: Any) -> tuple[State, list[str]]:
    """The move's new state and the lines the whole table reads of it, in English."""
    result = ENGINE.play(state, seat, {"type": move_type, "args": args})
    return result.state, [english(line) for line in result.outcome.public]


TEST_BOARD = list(TEST_BOARD_PORTS)


def fresh(n: int = 4, seed: int = 1, **options: Any) -> State:
    """A new game on the digest's test board, unless ``ports`` says otherwise ([]: NAS-Q1)."""
    options.setdefault("ports", TEST_BOARD)
    return ENGINE.setup(options, seats(n), seed)


def lay_out(
    state: State,
    *,
    merchant: tuple[int, int] = (2, 2),
    navy: list[dict[str, Any]] | None = None,
    tiles: list[str] | None = None,
) -> State:
    """Enter every merchant, navy card and tile the setup (or a bookkeeping step) waits for."""
    while state["reveal"]["merchants"]:
        state = play(state, 0, "reveal_merchant_card", sail=merchant[0], cannon=merchant[1], rum=1)
    cards = list(navy or [])
    while state["reveal"]["navy"]:
        card = cards.pop(0) if cards else {"kind": "open_sea"}
        state = play(state, 0, "reveal_navy_card", **{"phase": 1, **card})
    wanted = list(tiles or [])
    while any(state["reveal"]["tiles"].values()):
        need = [s for s, k in state["reveal"]["tiles"].items() if k]
        pick = next((t for t in wanted if TILES[t].set in need), None)
        if pick is not None:
            wanted.remove(pick)
        else:
            pick = next(
                k for k, t in TILES.items() if t.set in need and state["tiles"]["set"][t.set].get(k)
            )
        state = play(state, 0, "reveal_tile", tile=pick)
    return state


def started(
    n: int = 4,
    dice: list[list[int]] | None = None,
    *,
    age_order: list[int] | None = None,
    navy: list[dict[str, Any]] | None = None,
    tiles: list[str] | None = None,
    merchant: tuple[int, int] = (2, 2),
) -> State:
    """A game at round 1, step 2, set up through the engine's own setup moves."""
    state = fresh(n, age_order=age_order or list(range(n)))
    state = lay_out(state, merchant=merchant, navy=navy, tiles=tiles)
    rolls = dice or [[1 + i, 1 + i, 1 + i] for i in range(n)]
    for seat in range(n):
        state = play(state, seat, "enter_captain_cards", sail=CAPTAINS[0], cannon=CAPTAINS[1])
        state = play(state, seat, "enter_first_roll", values=rolls[seat])
    return state


def captains(state: State, seat: int, cards: list[tuple[int, int]]) -> None:
    state["players"][seat]["captain"] = [
        {"sail": s, "cannon": c, "played": False} for s, c in cards
    ]


def give_tile(state: State, seat: int, tile_type: str, *, acquired: int = 0) -> str:
    """Put a tile on a ship as if bought in an earlier round (taken out of its face-down set)."""
    tile_set = TILES[tile_type].set
    state["tiles"]["set"][tile_set][tile_type] -= 1
    state["serial"] += 1
    tile_id = f"T{state['serial']}"
    state["players"][seat]["tiles"].append(
        {"id": tile_id, "type": tile_type, "acquired": acquired, "used": False}
    )
    return tile_id


def offer(state: State, tile_type: str) -> str:
    """Put a tile on sale in Nassau (from its face-down set)."""
    tile_set = TILES[tile_type].set
    state["tiles"]["set"][tile_set][tile_type] -= 1
    state["serial"] += 1
    tile_id = f"T{state['serial']}"
    state["tiles"]["nassau"].append({"id": tile_id, "type": tile_type})
    return tile_id


def fill_hold(state: State, seat: int, **pieces: int) -> None:
    p = state["players"][seat]
    for piece, n in pieces.items():
        state["supply"][piece] -= n - p["hold"][piece]
        p["hold"][piece] = n


def set_merchant(
    state: State, space: int, sail: int, cannon: int, *, symbol: int | None = None, **loot: int
) -> dict[str, Any]:
    """Replace the card on a trade-route space (keeps the deck counts honest)."""
    old = state["merchants"][str(space)]
    if old is not None:
        state["merchant_decks"][str(old["symbol"])]["unknown"] += 1
    symbol = symbol or (1 if space <= 6 else 2 if space <= 13 else 3)
    state["merchant_decks"][str(symbol)]["unknown"] -= 1
    state["serial"] += 1
    card = {
        "id": f"M{symbol}-{state['serial']}",
        "symbol": symbol,
        "sail": sail,
        "cannon": cannon,
        "loot": {k: loot.get(k, 0) for k in ("gunpowder", "goods", "rum", "hostage", "poe")},
    }
    state["merchants"][str(space)] = card
    return card


def clear_merchant(state: State, space: int) -> None:
    old = state["merchants"][str(space)]
    if old is not None:
        state["merchant_decks"][str(old["symbol"])]["unknown"] += 1
    state["merchants"][str(space)] = None


def turn_of(state: State, seat: int, *, phase: str = "move", space: int | None = None) -> None:
    """Make it ``seat``'s piracy phase (first in the queue)."""
    queue = [seat] + [s for s in range(state["n"]) if s != seat]
    state["step"] = "piracy"
    state["turn"] = {"queue": queue, "pos": 0, "pass": 1, "phase": phase}
    if space is not None:
        state["players"][seat]["space"] = space


def set_notoriety(state: State, values: list[int]) -> None:
    for seat, value in enumerate(values):
        state["players"][seat]["notoriety"] = value


def step_turn(state: State, step: str, queue: list[int], phase: str | None = None) -> None:
    state["step"] = step
    state["turn"] = {"queue": queue, "pos": 0, "acted": False}
    if phase:
        state["turn"] = {"queue": queue, "pos": 0, "phase": phase}


# -- invariants (digest 10.2) ---------------------------------------------------------------


def check_invariants(state: State) -> None:
    players = state["players"]
    supply = state["supply"]
    # The hold never exceeds capacity, except resources during step 5 (NAS-2.2.8.5).
    for p in players:
        if not (state["step"] == "nassau" and state["turn"].get("phase") != "done"):
            assert hold_total(p) <= capacity(p), (p["hold"], capacity(p))
    # Notoriety spaces are unique (NAS-1.7.4), once setup is over.
    if state["step"] != "setup":
        spaces = [track_space(p["notoriety"]) for p in players]
        assert len(set(spaces)) == len(spaces), spaces
    # Conservation of the supply pieces.
    for piece in ("poe", "gunpowder", "goods", "rum"):
        total = supply[piece] + sum(p["hold"][piece] for p in players)
        if piece == "poe":
            total += sum(p["chest"]["poe"] for p in players)
        assert total == SUPPLY_START[piece], piece
    assert supply["doubloon"] + sum(p["chest"]["doubloon"] for p in players) == 8
    assert supply["hostage"] + sum(p["hold"]["hostage"] + p["overboard"] for p in players) == 7
    winds = supply["trade_wind"] + sum(int(p["wind"]) + p["wind_under_dice"] for p in players)
    assert winds == 7
    assert supply["plundered_token"] + len(state["plundered"]) == 7
    # Merchant cards: decks + board + captured = the cards of each region symbol.
    for region, size in MERCHANT_DECK_SIZES.items():
        deck = state["merchant_decks"][region]
        assert all(str(c["symbol"]) == region for c in deck["bottom"])
        on_board = [c for c in state["merchants"].values() if c and str(c["symbol"]) == region]
        captured = [c for p in players for c in p["captured"] if str(c["symbol"]) == region]
        assert deck["unknown"] + len(deck["bottom"]) + len(on_board) + len(captured) == size
    # Navy cards: unknown + end card + bottom + row + out of the game = 31.
    navy = state["navy"]
    end_seen = 0 if navy["end_card"] else 1
    total = (
        sum(navy["unknown"].values())
        + int(navy["end_card"])
        + end_seen
        + len(navy["bottom"])
        + len(navy["row"])
        + navy["out_of_game"]
    )
    assert total == 31
    # Tiles: face-down set + box + Nassau + ships = the catalogue count of every type.
    tiles = state["tiles"]
    for key, tile in TILES.items():
        n = tiles["set"][tile.set].get(key, 0) + tiles["box"][tile.set].get(key, 0)
        n += sum(1 for t in tiles["nassau"] if t["type"] == key)
        n += sum(1 for p in players for t in p["tiles"] if t["type"] == key)
        assert n == tile.count, key
    # A captain card is never played twice in a round: played flags only, and at most 4.
    for p in players:
        if p["captain"]:
            assert len(p["captain"]) == 4
    # JSON round trip.
    assert json.loads(json.dumps(state)) == state


def check_no_leak(state: State) -> None:
    """No chest of another seat in any view before the final reveal (NAS-Q35)."""
    if state["over"]:
        return
    for viewer in [None, *range(state["n"])]:
        view = ENGINE.player_view(state, viewer)
        json.dumps(view)
        for seat, pv in enumerate(view["players"]):
            if seat != viewer:
                assert pv["chest"] is None


def free_args(move_type: str, n: int, rng: random.Random) -> dict[str, Any]:
    """Values for the free entries legal_moves leaves open (dice, printed card values)."""
    if move_type in ("enter_first_roll", "roll_dice"):
        return {"values": [rng.randint(1, 6) for _ in range(3)]}
    if move_type == "enter_captain_cards":
        return {
            "sail": [rng.randint(0, 4) for _ in range(4)],
            "cannon": [rng.randint(0, 4) for _ in range(4)],
        }
    if move_type == "set_age_order":
        return {"seats": rng.sample(range(n), n)}
    if move_type == "reveal_merchant_card":
        loot = {
            k: rng.choice([0, 0, 1, 2]) for k in ("gunpowder", "goods", "rum", "hostage", "poe")
        }
        return {"sail": rng.randint(0, 6), "cannon": rng.randint(0, 6), **loot}
    if move_type == "reveal_navy_card":
        return {"sail": rng.randint(0, 6), "cannon": rng.randint(0, 6)}
    if move_type == "use_pilot":
        return {"value": rng.randint(1, 6)}
    return {}
