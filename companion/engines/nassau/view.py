"""player_view: everything a phone page or the table screen draws, minus what the rules hide.

Hidden (digest section 10.4, NAS-Q35): the contents of other players' treasure chests until the final
reveal, and the order and make-up of every face-down deck and tile set (only sizes are shown).
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.nassau.anytime import can_exchange_doubloon
from companion.engines.nassau.catalogue import PIECES, RESOURCES, TILES
from companion.engines.nassau.contests import encounter_view
from companion.engines.nassau.decks import card_labels
from companion.engines.nassau.hold import capacity, hold_total
from companion.engines.nassau.layout import OFFERS, layout_view
from companion.engines.nassau.notoriety import notoriety_gain
from companion.engines.nassau.placement import SECTIONS, section_name, tile_section
from companion.engines.nassau.prompts import heading, prompt, waiting_for
from companion.engines.nassau.reveals import navy_remaining
from companion.engines.nassau.rounds import STEP_NUMBERS, STEP_RULES
from companion.engines.nassau.seats import current_seat, name, track_space
from companion.engines.nassau.ship import (
    cannon_value,
    motley_points,
    sail_value,
    ship_points,
    usable_tile,
)
from companion.engines.nassau.words import kind_name, offer_words, pieces
from companion.engines.text import N_, Msg, _

MODE_LABELS = {"physical": N_("at the table"), "app": N_("by the companion")}
SHIP_NAMES = {2: N_("starting ship"), 3: N_("brigantine"), 4: N_("galleon")}


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
        # NAS-Q35: another seat's pieces of eight in the hold would let a rival add up
        # what it buried; resources and hostages stay public.
        "hold": dict(p["hold"]) if own else {k: v for k, v in p["hold"].items() if k != "poe"},
        "hold_used": hold_total(p) if own else None,
        "hold_text": pieces(
            dict(p["hold"]) if own else {k: v for k, v in p["hold"].items() if k != "poe"}
        ),
        "hold_capacity": capacity(p),
        # NAS-Q35: the chest is the owner's secret until the final reveal.
        "chest": dict(p["chest"]) if own else None,
        "tiles": [
            {
                "id": t["id"],
                "type": t["type"],
                "name": TILES[t["type"]].name,
                "kind": TILES[t["type"]].kind,
                "section": tile_section(t),  # NAS-5.1.11, NAS-5.2.4; None: not said
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


def _pending_seen(entry: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    """A pending choice as ``viewer`` sees it: another seat's counts follow from its hold."""
    if entry["kind"] == "describe_space" or entry["seat"] == viewer:
        return dict(entry)
    return {k: entry[k] for k in ("kind", "seat", "rule")}


def _cell(state: State, info: dict[str, Any]) -> dict[str, Any]:
    """One board space with what lies on it: merchant, ships, dice, plundered token."""
    space = info["space"]
    cell = dict(info)
    cell["merchant"] = state["merchants"].get(str(space))
    if info["kind"] == "port" and info.get("smuggle"):
        cell["offers_text"] = offer_words("+".join(info["smuggle"]))
    cell["plundered"] = state["plundered"].get(str(space))
    cell["ships"] = [i for i, p in enumerate(state["players"]) if p["space"] == space]
    cell["dice"] = [
        {"seat": i, "value": d["value"]}
        for i, p in enumerate(state["players"])
        for d in (p["dice"] or [])
        if d["space"] == space
    ]
    return cell


def _nassau_offer(state: State) -> dict[str, Any]:
    """The tiles on sale, and only the sizes of the face-down sets."""
    return {
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
    }


def _doubloon_offer(state: State, seat: int | None) -> list[dict[str, Any]]:
    """NAS-Q8: the companion tells a player who may change 5 buried pieces of eight for a
    doubloon; only that player reads it, since it says what the chest holds (NAS-Q35)."""
    if seat is None or not 0 <= seat < state["n"] or not can_exchange_doubloon(state, seat):
        return []
    text = _(
        "The supply has no pieces of eight left: you may change 5 pieces of eight from your "
        "chest for a doubloon."
    )
    return [
        {"what": "exchange_doubloon", "seats": [seat], "rule": "NAS-Q8", "detail": {}, "text": text}
    ]


def player_view(state: State, seat: int | None) -> dict[str, Any]:
    from companion.engines.nassau.scoring import final_result

    board = [_cell(state, info) for info in state["board"]]
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
        "heading": heading(state),
        "prompt": prompt(state),
        "waiting_for": waiting_for(state) + _doubloon_offer(state, seat),
        "pending": [_pending_seen(entry, seat) for entry in state["pending"]],
        # The companion's deal at setup (10.5), said on the pages until the first entry.
        "opening": list(state.get("opening", [])),
        "encounter": encounter_view(state),  # NAS-Q22: the totals before the crew
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
        "nassau": _nassau_offer(state),
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


def _space_labels(state: State) -> dict[Any, Msg]:
    spaces: dict[Any, Msg] = {}
    for cell in state["board"]:
        number = cell["space"]
        if cell["kind"] == "port":
            spaces[number] = _("space %(space)s, %(port)s", space=number, port=cell["name"])
        elif cell["kind"] == "transit":
            spaces[number] = _("space %(space)s, a transit space", space=number)
        elif cell["kind"] == "route":
            spaces[number] = _("space %(space)s, a trade route", space=number)
        else:
            spaces[number] = _("space %(space)s, not known yet", space=number)
    return spaces


def _navy_labels(state: State) -> dict[Any, Msg]:
    return {
        i: _("open sea")
        if card["kind"] == "open_sea"
        else _(
            "a navy ship, sail %(sail)s and cannon %(cannon)s",
            sail=card["sail"],
            cannon=card["cannon"],
        )
        for i, card in enumerate(state["navy"]["row"])
    }


def arg_labels(state: State) -> dict[str, dict[Any, Any]]:
    """Names for tile ids, spaces, navy cards, dice and choices in forms and the log."""
    on_sale = {t["id"]: TILES[t["type"]].name for t in state["tiles"]["nassau"]}
    owned = {t["id"]: TILES[t["type"]].name for p in state["players"] for t in p["tiles"]}
    spaces = _space_labels(state)
    return {
        "item": {**on_sale, "section": _("a ship section")},
        "replace": {**owned, "none": _("nothing: an empty space")},
        "crew_tile": owned,
        "tile": {k: t.name for k, t in TILES.items()},
        "crew": {k: TILES[k].name for k in ("carpenter", "powder_monkey", "cook")},
        "to": spaces,
        "space": {0: _("the space the companion names"), **spaces},
        "offers": {o: offer_words(o) for o in OFFERS} | {"none": _("nothing")},
        "kind": {
            "port": _("a port"),
            "route": _("a trade-route space"),
            "open_sea": _("open sea"),
            "ship": _("a navy ship"),
            "end_game": _("the end-game card"),
        },
        "resource": {k: kind_name(k) for k in (*RESOURCES, "poe")} | {"none": _("none")},
        "resources": {k: kind_name(k) for k in RESOURCES},
        "smuggler": {k: kind_name(k) for k in (*RESOURCES, "poe")} | {"none": _("none")},
        "pieces": {k: kind_name(k) for k in PIECES},
        "discount": {k: kind_name(k) for k in RESOURCES} | {"none": _("no discount")},
        "section": {s: section_name(s) for s in SECTIONS if s != "none"} | {"none": _("not said")},
        "icon": {"none": _("no icon"), "4+": _("the 4+ icon"), "5+": _("the 5+ icon")},
        "phase": {1: _("Phase I"), 2: _("Phase II")},
        "target": {0: _("the merchant on your space"), **spaces},
        "navy": _navy_labels(state),
        "die": {0: _("first die"), 1: _("second die"), 2: _("third die")},
        "card": {
            **{i: _("captain card %(number)s", number=i + 1) for i in range(4)},
            **card_labels(state),  # catalogue cards picked by name (decks.py)
        },
        "merchant_deck": MODE_LABELS,
        "navy_deck": MODE_LABELS,
        "tiles": MODE_LABELS,
        "dice": MODE_LABELS,
    }
