"""Test helpers: hand-built lines in the digest's notation, seat sets T3/T4, random play."""

from __future__ import annotations

import copy
import json
import random
import re
from typing import Any

from companion.engines.base import LegalMove, SeatInfo, State
from companion.engines.spanish_main import SpanishMainEngine
from companion.engines.spanish_main.catalogue import ADVENTURE_TOTAL, MOVEMENT_TOTAL, SHIPS
from companion.engines.text import english

ENGINE = SpanishMainEngine()
ADAM, BEA, CARLO, DANA = 0, 1, 2, 3
NAMES = ("Adam", "Bea", "Carlo", "Dana")
L0 = "1:E1 2:S1 3:D1 4:E2 5:S2 6:D2 7:E3 8:S3 9:D3"
T3_PIRATES = {ADAM: ["E1", "S2"], BEA: ["S1", "D2"], CARLO: ["D1", "E3"]}
T4_PIRATES = {**T3_PIRATES, DANA: ["E2", "S3"]}
_CELL = re.compile(r"^(\d):([EDS]\d)(\*)?(?:\((\d+)(?:, (\d+) owed)?\))?$")


def seats(n: int) -> list[SeatInfo]:
    return [SeatInfo(i, NAMES[i]) for i in range(n)]


def parse_line(text: str) -> tuple[list[str], dict[str, bool], dict[str, int], dict[str, int]]:
    """``1:E1 2:S1* 3:D1(2) 4:E2*(3, 1 owed) ...`` -> line, damaged, fame, owed."""
    cells = re.findall(r"\d:[EDS]\d\*?(?:\([^)]*\))?", text)
    line = [""] * 9
    damaged = dict.fromkeys(SHIPS, False)
    fame = dict.fromkeys(SHIPS, 0)
    owed = dict.fromkeys(SHIPS, 0)
    for cell in cells:
        m = _CELL.match(cell)
        assert m, cell
        space, ship, star, points, owed_points = m.groups()
        line[int(space) - 1] = ship
        damaged[ship] = bool(star)
        fame[ship] = int(points or 0)
        owed[ship] = int(owed_points or 0)
    assert sorted(line) == sorted(SHIPS), text
    return line, damaged, fame, owed


def line_text(state: State) -> str:
    out = []
    for i, ship in enumerate(state["line"]):
        cell = f"{i + 1}:{ship}{'*' if state['damaged'][ship] else ''}"
        if state["fame"][ship]:
            owed = state["owed"][ship]
            cell += f"({state['fame'][ship]}{f', {owed} owed' if owed else ''})"
        out.append(cell)
    return " ".join(out)


def build(
    line: str = L0,
    *,
    players: int = 3,
    active: str | list[str] = "maelstrom",
    deck: int = 30,
    next_cards: list[str] | None = None,
    adv_discard: int = 0,
    offer: list[str] | None = None,
    mv_deck: int = 12,
    mv_discard: list[str] | None = None,
    hands: dict[int, list[str]] | None = None,
    current: int = ADAM,
    banked: list[int] | None = None,
    **options: Any,
) -> State:
    """A state in the middle of a game, as a worked example's Given describes it.

    Pile counts are fixtures: they need not add up to 58 or 24 (digest, conventions).
    ``next_cards`` are the next cards of the adventure deck, the first one on top.
    """
    state = ENGINE.setup(dict(options), seats(players), seed=7)
    assert state["options"]["deck_mode"] == "app"
    state["line"], state["damaged"], state["fame"], state["owed"] = parse_line(line)
    pirates = T4_PIRATES if players == 4 else T3_PIRATES
    if players == 2:
        pirates = {ADAM: ["E1", "S2", "D3"], BEA: ["S1", "D2", "E3"]}
    state["pirates"] = {str(s): sorted(p) for s, p in pirates.items()}
    held = {p for ps in pirates.values() for p in ps}
    state["unused_pirates"] = sorted(set(SHIPS) - held)
    state["row"] = [active] if isinstance(active, str) else list(active)
    top = list(next_cards or [])
    state["adv_deck"] = ["parley"] * (deck - len(top)) + top[::-1]
    state["adv_deck_count"] = deck
    state["adv_discard"] = [None] * adv_discard
    default_offer = ["sabotage", "lost_at_sea", "temporary_alliance"]
    state["offer"] = [] if options.get("movement_hand") else list(offer or default_offer)
    state["mv_deck"] = ["full_speed_ahead"] * mv_deck
    state["mv_discard"] = list(mv_discard or [])
    state["hands"] = {str(i): list((hands or {}).get(i, [])) for i in range(players)}
    state["current_seat"] = current
    state["banked"] = list(banked or [0] * players)
    state["banked_owed"] = [0] * players
    state["revealed"] = {}
    state["accusations"] = []
    state["turn"] = 5
    state["phase"] = "action"
    state["waiting"] = []
    return state


def play(state: State, seat: int, move_type: str, **args: Any) -> State:
    return ENGINE.apply(state, seat, {"type": move_type, "args": args})


def play_told(
    state: State, seat: int, move_type: str, **args: Any
) -> tuple[State, list[str], dict[int, list[str]]]:
    """The state after the move, its public lines and each seat's private lines, in English."""
    answer = ENGINE.play(state, seat, {"type": move_type, "args": args})
    public = [english(line) for line in answer.outcome.public]
    private = {s: [english(line) for line in lines] for s, lines in answer.outcome.private.items()}
    return answer.state, public, private


# -- random play through legal_moves ----------------------------------------------------


def acting_seats(state: State) -> list[int]:
    return [s for s in range(len(state["seats"])) if ENGINE.legal_moves(state, s)]


def concrete_args(state: State, seat: int, lm: LegalMove, rng: random.Random) -> dict[str, Any]:
    args: dict[str, Any] = {}
    allowed = lm.allowed
    if lm.type == "enter_line":
        # The table shuffles its own ships: any order, and any player starts.
        return {"ships": rng.sample(SHIPS, len(SHIPS)), "first": rng.choice(allowed["first"])}
    if lm.type == "enter_pirates":
        taken = {p for ps in state["pirates"].values() for p in ps}
        free = [p for p in SHIPS if p not in taken]
        assert all(
            len(cards) == (3 if len(state["seats"]) == 2 else 2) for cards in allowed["pirates"]
        )
        k = 3 if len(state["seats"]) == 2 else 2
        args["pirates"] = rng.sample(free, k)
        return args
    for name, values in allowed.items():
        if not values:
            continue
        if name == "discard" and lm.type == "pass" and rng.random() < 0.6:
            continue
        if name == "second_space":
            continue  # the pair defaults to (space, space + 1)
        args[name] = rng.choice(values)
    return args


def random_move(state: State, rng: random.Random) -> tuple[State, int, str]:
    """Apply one move chosen from legal_moves; return the new state, the seat and the type."""
    seat = rng.choice(acting_seats(state))
    lm = rng.choice(ENGINE.legal_moves(state, seat))
    args = concrete_args(state, seat, lm, rng)
    if lm.type in ("draw_movement", "reveal_movement"):
        # The physical table: the card really drawn is one still in the pile, and the
        # values legal_moves allows must include it.
        args["card"] = rng.choice(state["mv_deck"] or state["mv_discard"])
        assert args["card"] in lm.allowed["card"]
    return ENGINE.apply(state, seat, {"type": lm.type, "args": args}), seat, lm.type


# -- invariants (digest section J) ------------------------------------------------------


def check_invariants(before: State, after: State, move_type: str) -> None:
    assert sorted(after["line"]) == sorted(SHIPS)
    adv = (
        len(after["row"])
        + after["adv_deck_count"]
        + len(after["adv_discard"])
        + sum(after["fame"][s] - after["owed"][s] for s in SHIPS)
        + sum(b - o for b, o in zip(after["banked"], after["banked_owed"], strict=True))
    )
    assert adv == ADVENTURE_TOTAL
    if after["adv_deck"] is not None:
        assert len(after["adv_deck"]) == after["adv_deck_count"]
    mv = (
        len(after["offer"])
        + len(after["mv_deck"])
        + len(after["mv_discard"])
        + sum(len(h) for h in after["hands"].values())
    )
    assert mv == MOVEMENT_TOTAL
    for ship in SHIPS:
        assert 0 <= after["owed"][ship] <= after["fame"][ship]
        if move_type != "repair" and before["damaged"][ship]:
            assert after["fame"][ship] <= before["fame"][ship], ship
    for b0, b1 in zip(before["banked"], after["banked"], strict=True):
        assert b1 >= b0
    assert after["adv_deck_count"] <= before["adv_deck_count"]
    for pirate in before["revealed"]:
        assert pirate in after["revealed"]
    assert json.loads(json.dumps(after)) == after


def hidden_shuffle(state: State, seat: int | None, rng: random.Random) -> State:
    """The same public facts (and ``seat``'s own secrets), other secrets redistributed."""
    other = copy.deepcopy(state)
    n = len(state["seats"])
    keep = {str(seat)} if seat is not None else set()
    pool = [p for k, ps in state["pirates"].items() if k not in keep for p in ps]
    pool = [p for p in pool if p not in state["revealed"]] + list(state["unused_pirates"])
    rng.shuffle(pool)
    for k in map(str, range(n)):
        if k in keep:
            continue
        new = []
        for p in state["pirates"][k]:
            new.append(p if p in state["revealed"] else pool.pop())
        other["pirates"][k] = sorted(new)
    other["unused_pirates"] = sorted(pool)
    if other["adv_deck"]:
        rng.shuffle(other["adv_deck"])
    rng.shuffle(other["mv_deck"])
    if state["options"]["movement_hand"]:
        cards = [c for k, h in state["hands"].items() if k not in keep for c in h]
        cards += state["mv_deck"]
        rng.shuffle(cards)
        for k in map(str, range(n)):
            if k not in keep:
                size = len(state["hands"][k])
                other["hands"][k], cards = cards[:size], cards[size:]
        other["mv_deck"] = cards
    other["rng"] = {"seed": rng.randrange(10**9), "draws": 0}
    return other


def check_no_leak(state: State, rng: random.Random) -> None:
    if state["phase"] == "over":
        return
    for seat in [None, *range(len(state["seats"]))]:
        view = ENGINE.player_view(state, seat)
        assert ENGINE.player_view(hidden_shuffle(state, seat, rng), seat) == view
        resampled = ENGINE.resample_secrets(state, seat, rng.randrange(10**6))
        assert ENGINE.player_view(resampled, seat) == view
        text = json.dumps(view)
        assert '"rng"' not in text and "unused_pirates" not in text
