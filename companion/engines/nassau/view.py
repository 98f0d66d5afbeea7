"""player_view: everything a phone page or the table screen draws, minus what the rules hide.

Hidden (digest section 10.4, NAS-Q35): the contents of other players' treasure chests until the final
reveal, and the order and make-up of every face-down deck and tile set (only sizes are shown).
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.nassau.bookkeeping import navy_remaining
from companion.engines.nassau.catalogue import TILES
from companion.engines.nassau.common import (
    cannon_value,
    capacity,
    current_seat,
    hold_total,
    motley_points,
    name,
    sail_value,
    ship_points,
    track_space,
    usable_tile,
)
from companion.engines.nassau.flow import BOOKKEEPING, STEP_NUMBERS, STEP_RULES
from companion.engines.nassau.layout import deal_missing, deal_spaces, layout_view
from companion.engines.nassau.notoriety import notoriety_gain
from companion.engines.nassau.setup import setup_missing

SHIP_NAMES = {2: "starting ship", 3: "brigantine", 4: "galleon"}
SYSTEM_MOVES = {
    "navy_reveal": "replace_navy_cards",
    "merchants": "merchants_set_sail",
    "restock": "restock_nassau",
    "prepare": "prepare_next_voyage",
}


def waiting_for(state: State) -> list[dict[str, Any]]:
    """What the engine waits for now; ``seats`` lists who may enter it."""
    everyone = list(range(state["n"]))
    out: list[dict[str, Any]] = []
    if state["over"]:
        return out
    if state["pending"]:
        head = state["pending"][0]
        detail = {k: v for k, v in head.items() if k not in ("kind", "seat", "rule")}
        # NAS-Q1: the board is public, so anyone at the table may describe a space.
        seats = everyone if head["kind"] == "describe_space" else [head["seat"]]
        return [{"what": head["kind"], "seats": seats, "rule": head["rule"], "detail": detail}]
    step = state["step"]
    reveal = state["reveal"]
    if step == "setup" or (step in BOOKKEEPING and state["bk_started"]):
        if reveal.get("deal"):
            out.append(
                {
                    "what": "merchant_deal",
                    "seats": everyone,
                    "rule": "NAS-Q1",
                    "detail": {"spaces": deal_spaces(state), "missing": deal_missing(state)},
                }
            )
        if reveal["merchants"]:
            space = reveal["merchants"][0]
            out.append(
                {
                    "what": "merchant_card",
                    "seats": everyone,
                    "rule": "NAS-Q2",
                    "detail": {
                        "space": space,
                        "region": state["board"][space - 1]["region"],
                        "spaces_left": list(reveal["merchants"]),
                    },
                }
            )
        if reveal["navy"]:
            out.append(
                {
                    "what": "navy_card",
                    "seats": everyone,
                    "rule": "NAS-Q3",
                    "detail": {"count": reveal["navy"]},
                }
            )
        if any(reveal["tiles"].values()):
            out.append(
                {
                    "what": "tiles",
                    "seats": everyone,
                    "rule": "NAS-2.8.2",
                    "detail": {k: v for k, v in reveal["tiles"].items() if v},
                }
            )
    if step == "setup":
        for i, p in enumerate(state["players"]):
            if p["captain"] is None:
                out.append({"what": "captain_cards", "seats": [i], "rule": "NAS-Q2", "detail": {}})
            if p["dice"] is None:
                out.append({"what": "first_roll", "seats": [i], "rule": "NAS-1.7.1", "detail": {}})
        if setup_missing(state) == ["age order (the first roll has a tie)"]:
            out.append({"what": "age_order", "seats": everyone, "rule": "NAS-Q33", "detail": {}})
        return out
    if step == "dice":
        seats = [i for i, p in enumerate(state["players"]) if p["dice"] is None]
        return [{"what": "dice", "seats": seats, "rule": "NAS-2.1.1", "detail": {}}]
    if step in BOOKKEEPING and not state["bk_started"]:
        return [
            {
                "what": "system",
                "seats": [],
                "rule": STEP_RULES[step],
                "detail": {"move": SYSTEM_MOVES[step], "round": state["round"]},
            }
        ]
    seat = current_seat(state)
    if seat is not None:
        what = {
            "piracy": state["turn"].get("phase"),
            "notoriety": "adjust_notoriety",
            "navy": "evade_navy",
        }.get(step, state["turn"].get("phase"))
        out.append(
            {"what": what, "seats": [seat], "rule": STEP_RULES[step], "detail": dict(state["turn"])}
        )
    return out


def _player(state: State, seat: int, viewer: int | None) -> dict[str, Any]:
    p = state["players"][seat]
    rnd = state["round"]
    own = viewer == seat or state["over"]
    view = {
        "seat": seat,
        "name": name(state, seat),
        "colour": state["seats"][seat]["colour"],
        "notoriety": p["notoriety"],
        "track_space": track_space(p["notoriety"]) if p["notoriety"] else None,
        "laps": (p["notoriety"] - 1) // 100 if p["notoriety"] else 0,
        "space": p["space"],
        "dice": p["dice"],
        "moves_made": p["moves_made"],
        "trade_wind": p["wind"],
        "trade_wind_under_dice": p["wind_under_dice"],
        "sections": p["sections"],
        "ship_type": SHIP_NAMES[p["sections"]],
        "hold": dict(p["hold"]),
        "hold_used": hold_total(p),
        "hold_capacity": capacity(p),
        # NAS-Q35: the chest is the owner's secret until the final reveal.
        "chest": dict(p["chest"]) if own else None,
        "tiles": [
            {
                "id": t["id"],
                "type": t["type"],
                "name": TILES[t["type"]].name,
                "kind": TILES[t["type"]].kind,
                "used": t["used"],
                "new_this_round": t["acquired"] >= rnd,
                "usable": usable_tile(state, p, t["type"]) is not None
                and TILES[t["type"]].kind in ("mizzen", "crew"),
                "effect": TILES[t["type"]].effect,
            }
            for t in p["tiles"]
        ],
        "captain_cards": p["captain"],
        "captured": p["captured"],
        "hostages_overboard": p["overboard"],
        "ports_plundered": p["ports_plundered"],
        "values": {
            "sail_vs_merchant": sail_value(state, p, "merchant"),
            "cannon_vs_merchant": cannon_value(state, p, "merchant"),
            "sail_vs_navy": sail_value(state, p, "navy"),
            "cannon_vs_navy": cannon_value(state, p, "navy"),
            "cannon_vs_port": cannon_value(state, p, "port"),
        },
        "ship_points": ship_points(state, p),
        "motley_points": motley_points(p),
        "notoriety_gain": notoriety_gain(state, seat, True, True) if p["captain"] else None,
        "done_buying": p["done_buying"],
        "last": p["last"],
    }
    return view


def player_view(state: State, seat: int | None) -> dict[str, Any]:
    from companion.engines.nassau.scoring import final_result

    board = []
    for info in state["board"]:
        space = info["space"]
        cell = dict(info)
        cell["merchant"] = state["merchants"].get(str(space))
        cell["plundered"] = state["plundered"].get(str(space))
        cell["ships"] = [i for i, p in enumerate(state["players"]) if p["space"] == space]
        cell["dice"] = [
            {"seat": i, "value": d["value"]}
            for i, p in enumerate(state["players"])
            for d in (p["dice"] or [])
            if d["space"] == space
        ]
        board.append(cell)
    navy = state["navy"]
    view: dict[str, Any] = {
        "game": "nassau",
        "you": seat,
        "seats": state["seats"],
        "round": state["round"],
        "step": state["step"],
        "step_number": STEP_NUMBERS[state["step"]],
        "step_rule": STEP_RULES[state["step"]],
        "whose_turn": current_seat(state),
        "turn": state["turn"],
        "piracy_pass": state["turn"].get("pass") if state["step"] == "piracy" else None,
        "waiting_for": waiting_for(state),
        "pending": state["pending"],
        "board": board,
        "board_layout": layout_view(state),  # NAS-Q1: entered, or learnt at the table
        "merchant_decks": {
            r: d["unknown"] + len(d["bottom"]) for r, d in state["merchant_decks"].items()
        },
        "navy": {
            "row": navy["row"],
            "deck_size": navy_remaining(state) + int(navy["end_card"]) + len(navy["bottom"]),
            "out_of_game": navy["out_of_game"],
        },
        "nassau": {
            "offer": [
                {
                    "id": t["id"],
                    "type": t["type"],
                    "name": TILES[t["type"]].name,
                    "kind": TILES[t["type"]].kind,
                    "effect": TILES[t["type"]].effect,
                }
                for t in state["tiles"]["nassau"]
            ],
            "face_down_sets": {s: sum(c.values()) for s, c in state["tiles"]["set"].items()},
            "box": state["tiles"]["box"],
        },
        "supply": dict(state["supply"]),
        "notoriety_track": sorted(
            (
                {"seat": i, "total": p["notoriety"], "space": track_space(p["notoriety"])}
                for i, p in enumerate(state["players"])
                if p["notoriety"]
            ),
            key=lambda row: -row["total"],
        ),
        "players": [_player(state, i, seat) for i in range(state["n"])],
        "over": state["over"],
        "end": state["end"],
    }
    if state["over"]:
        view["final"] = final_result(state).to_json()
    return view
