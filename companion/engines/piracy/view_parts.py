"""What the pages draw of a Piracy table, in words (the view's ``plans``, ``ports`` and
``sea``): every pirate's deck plan as the table may see it, the ports of the map, the
hunters, the fleet and the event deck. Built from the view already stripped of other
seats' secrets (view.py)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.piracy.catalogue import CARGO_WORDS, EVENT_WORDS, GOLD_TO_END
from companion.engines.piracy.movement import effective_sails
from companion.engines.text import N_, Msg, _, ngettext

# How many of the discard pile's cards the pages name (the rest are counted).
RECENT = 5


def where_words(p: dict[str, Any], setup: bool) -> Msg:
    where = p["where"]
    if setup and where == "none":
        return _("choosing a base")
    if where == "in_port":
        return _("in %(port)s", port=p["at"])
    if where == "in_europe":
        return _("in Europe (turn %(n)s there)", n=p["europe_turn"])
    if where == "burying":
        return _("anchored off %(hex)s, burying", hex=p["at"])
    if where == "at_sea":
        return _("at sea, %(hex)s", hex=p["at"])
    return _("no ship")


def mission_words(p: dict[str, Any], own: bool) -> Msg | None:
    mission = p["mission"]
    if mission is None:
        return None
    cargo = [_(CARGO_WORDS[k]) for k in mission.get("cargo", {})]
    if own:
        return _("%(id)s, carrying %(cargo)s", id=mission["id"], cargo=cargo)
    return _("a mission, carrying %(cargo)s", cargo=cargo)


def plan(state: State, view: State, seat: int) -> dict[str, Any]:
    p = view["players"][seat]
    own = "face_down_cards" not in p
    cards = p["face_down_cards"] if not own else int(p["letter"]) + int(p["treasure_map"])
    done = p["missions_done"] if isinstance(p["missions_done"], int) else len(p["missions_done"])
    return {
        "seat": seat,
        "name": view["seats"][seat]["name"],
        "colour": p["colour"] or "none",
        "ship": p["has_ship"],
        "battle": p["battle"],
        "sails": p["sails"],
        # PIR-7.4: the range an overfull hold leaves (the deck plan keeps its Sails).
        "sails_now": effective_sails(state, state["players"][seat]) if p["has_ship"] else 0,
        "terror": p["terror"],
        "rations": p["rations"],
        "hold": p["hold"],
        "gold": p["gold_scale"],
        "race": min(p["gold_scale"], GOLD_TO_END),
        "where": where_words(p, state["phase"] == "setup"),
        "cards": ngettext("%(n)s card face down", "%(n)s cards face down", cards)
        if cards
        else None,
        "mission": mission_words(p, own),
        "done": done,
        "nobles": p["nobles"],
        "skips": p["skip_next_turn"],
    }


def port_rows(view: State) -> list[dict[str, Any]]:
    """Each port with what the table must see on the board: a pirate base, in ruins since
    a round, rebuilt in a round (PIR-3.1.3), barred to the pirates who sacked it until a
    round (PIR-3.32.13, RULING PIR-Q-13)."""
    rows = []
    for port in view["ports"]:
        bars = [
            _(
                "barred to %(name)s through round %(round)s",
                name=view["seats"][seat]["name"],
                round=last,
            )
            for seat, p in enumerate(view["players"])
            for barred, last in p["port_bars"].items()
            if barred == port["name"] and last >= view["round"]
        ]
        rows.append(
            {
                "name": port["name"],
                "modifier": f"{port['modifier']:+d}",
                "base": port["kind"] == "pirate_base" and port["intact"],
                "ruins": not port["intact"],
                "since": port["destroyed_round"],
                "rebuilt": port.get("rebuilt_round") if port["intact"] else None,
                "bars": bars,
                "american": port["american"],
            }
        )
    return rows


def npc_line(record: dict[str, Any]) -> Msg:
    return _(
        "at %(hex)s: battle %(battle)s, sails %(sails)s, gold %(gold)s, rations %(rations)s",
        hex=record["hex"],
        battle=record["battle"],
        sails=record["sails"],
        gold=record["gold"],
        rations=record["rations"],
    )


def sea(view: State) -> dict[str, Any]:
    deck = view["deck"]
    return {
        "race_to": GOLD_TO_END,
        "hunters": [npc_line(h) for h in view["hunters"]],
        "fleet": npc_line(view["fleet"]) if view["fleet"] is not None else None,
        "left": deck["left"],
        "discarded": len(deck["discard"]),
        # The discard pile face up, the last card first (PIR-3.31.2).
        "discard": _(
            "the last first: %(cards)s",
            cards=[_(EVENT_WORDS[card]) for card in reversed(deck["discard"][-RECENT:])],
        )
        if deck["discard"]
        else None,
    }


STAGE_WORDS = {
    "await_values": N_("the port's dice are rolled first"),
    "sailing": N_("sailing duel: two dice + Sails"),
    "combat": N_("battle: two dice + Battle + Terror"),
    "round": N_("battle round: two dice + Battle + Terror"),
    "hits": N_("the hits are shared out"),
}
# Who chooses after a won sailing roll: the faster captain fights or flees (PIR-3.43.2),
# a captain faster than a ship card fights it or lets it go (PIR-3.41.3).
CHOICE_WORDS = {
    "pirates": N_("the faster captain fights, or flees"),
    "card": N_("the faster ship fights, or lets it go"),
}


def stage_words(record: dict[str, Any]) -> str | None:
    stage = record.get("stage")
    if stage == "choice":
        return CHOICE_WORDS["pirates" if record["kind"] == "pirates" else "card"]
    return STAGE_WORDS.get(stage) if isinstance(stage, str) else None


def fight(view: State) -> dict[str, Any] | None:
    """The battle in progress side by side, as every phone and the screen show it: who
    fights whom, the stage and whose dice are still to come (PIR-3.4.7)."""
    record = view["battle"]
    if record is None:
        return None
    names = [seat["name"] for seat in view["seats"]]
    dice = record.get("dice") or {}
    own = record["kind"] == "pirates"
    stage = stage_words(record)
    return {
        "stage": _(stage) if stage else None,
        "sides": [
            {"name": names[record["attacker"]], "by": None, "in": dice.get("pirate") is not None},
            {
                "name": record.get("opponent_words") or names[record["roller"]],
                # The other side's dice are rolled by the player on the right (PIR-Q-17).
                "by": None if own else names[record["roller"]],
                "in": dice.get("other") is not None,
            },
        ],
    }
