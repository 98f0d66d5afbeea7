"""What a phone (``seat``) or the table screen (``None``) may see (section B of the
digest). Built field by field, so a new secret field stays hidden by default: gold aboard,
the chest (until declared or the end), cargo goods, the glory hand, the rumor and the
setup choice are the owner's alone; a verifier sees the goods shown to him (MM-4.3.6)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.merchants_marauders import areas
from companion.engines.merchants_marauders.glory import total
from companion.engines.merchants_marauders.seats import is_pirate, name
from companion.engines.merchants_marauders.view_board import captain_part, glory_rows, sea_rows
from companion.engines.merchants_marauders.view_fight import fight_part
from companion.engines.merchants_marauders.view_lines import own_lines, public_lines
from companion.engines.merchants_marauders.words import place_words
from companion.engines.text import Msg, _, ngettext
from companion.engines.waiting import open_entries

PUBLIC_PLAYER = (
    "captain",
    "captains",
    "ship",
    "at",
    "hides",
    "glory",
    "mission",
    "specialists",
    "weapons",
    "bounty",
    "big_ship_glory",
    "last_buy",
    "declared",
    "status",
)


def player_part(state: State, seat: int, viewer: int | None) -> dict[str, Any]:
    p = state["players"][seat]
    out: dict[str, Any] = {"seat": seat, "name": name(state, seat)}
    out.update({k: p[k] for k in PUBLIC_PLAYER})
    out["place"] = place_words(state, p["at"])
    out["pirate"] = is_pirate(p)
    out["cargo_count"] = len(p["cargo"])
    out["hand_count"] = len(p["hand"])
    out["has_rumor"] = p["rumor"] is not None
    out["chosen"] = p["setup"] is not None
    if state["phase"] == "over":
        out["chest"] = p["chest"]  # section H: every chest is shown at the end
    elif p["declared"]:
        # MM-2.3.3: the chest as shown at the declaration; what is hidden after it stays
        # secret until the end.
        out["chest"] = p.get("declared_chest", p["chest"])
    out["lines"] = public_lines(state, seat)
    out.update(captain_part(state, seat))
    if viewer == seat:
        out["lines"] = out["lines"] + own_lines(state, seat)
        out.update(gold=p["gold"], chest=p["chest"], cargo=list(p["cargo"]), hand=list(p["hand"]))
        out.update(rumor=p["rumor"], setup=p["setup"], shown=p["shown"])
        out["total"] = total(state, p)  # with the hidden gold's points: the owner's alone
    elif viewer is not None and p["shown"] is not None and p["shown"]["to"] == viewer:
        out["shown"] = p["shown"]  # MM-4.3.6: the verifier saw these cards
    return out


def prompt(state: State, seat: int | None = None) -> Msg | None:
    """What the table waits for; on a phone, what that phone owes first (its own form is
    below), else what the others owe."""
    if state["phase"] == "over":
        return None
    entries = open_entries(state)
    mine = [e for e in entries if seat is not None and seat in (e.get("seats") or [])]
    if mine:
        return areas.owed()[mine[0]["kind"]].prompt(state, mine[0])
    if entries:
        # Every entry the table takes at once (each seat draws its glory card), one after
        # the other: the screen names everyone the table waits for.
        said = [areas.owed()[e["kind"]].prompt(state, e) for e in entries]
        out = said[0]
        for more in said[1:]:
            out = _("%(first)s %(then)s", first=out, then=more)
        return out
    if state["phase"] == "turn":
        left = state["turn"]["actions"]
        return ngettext(
            "%(name)s's turn: %(n)s action left.",
            "%(name)s's turn: %(n)s actions left.",
            left,
            name=name(state, state["current"]),
        )
    if state["phase"] in ("round_start", "round_end", "setup"):
        return _("The companion does the round's bookkeeping.")
    return None


def player_view(state: State, seat: int | None) -> State:
    shared = (
        "round",
        "phase",
        "target",
        "first",
        "current",
        "turn",
        "event",
        "event_deck",
        "captain_deck",
        "map",
        "zones",
        "ship_types",
        "goods",
        "demand",
        "mods",
        "merchants",
        "merchant_track",
        "missions",
        "npcs",
        "wars",
        "cargo_cards",
        "declared_end",
        "result",
    )
    view: State = {"game": state["game"], "seat": seat}
    view.update({k: state[k] for k in shared})
    view["players"] = [player_part(state, s, seat) for s in range(len(state["players"]))]
    view["waiting"] = [areas.owed()[e["kind"]].prompt(state, e) for e in reversed(state["waiting"])]
    view["prompt"] = prompt(state, seat)
    for part in areas.view_parts(state, seat):
        view.update(part)
    view["scene_lines"] = areas.scene_lines(state, seat)
    view["fight"] = fight_part(state)
    view["sea"] = sea_rows(state)
    view["glory_track"] = glory_rows(state)
    return view
