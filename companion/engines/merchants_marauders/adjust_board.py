"""Manual adjustments (MM-Q48), continued: the turn's actions, glory cards drawn or
discarded, NPCs placed or removed, wars started or ended. ``adjust.py`` has the player's
trackers and what every adjustment shares."""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.adjust import (
    LABELS,
    OPEN_PHASES,
    SOURCE,
    nonzero,
    opened,
)
from companion.engines.merchants_marauders.catalogue import LOCATIONS, NATIONS
from companion.engines.merchants_marauders.combat import npc_title
from companion.engines.merchants_marauders.seats import alive, name, player
from companion.engines.merchants_marauders.words import word, zone_name
from companion.engines.text import N_, _, ngettext
from companion.engines.waiting import owe


@move(
    "adjust_actions",
    N_(LABELS["adjust_actions"]),
    SOURCE,
    Arg("change", "int", N_("actions gained (more than 0) or lost this turn"), min=-3, max=3),
    rule="MM-Q48",
    example={"source": "Fair winds", "change": 1},
    anytime=True,
)
def adjust_actions(state: State, seat: int | None, *, source: str, change: int) -> Played:
    """An extra action (or one lost) in the turn of the player in turn (MM-3.3.2)."""
    opened(state, seat)
    nonzero(change)
    if state["phase"] != "turn" or seat is None or seat != state["current"]:
        raise RuleError("MM-3.3.2", _("Only the player in turn gains or loses actions (MM-3.3.2)."))
    left = state["turn"]["actions"]
    if left + change < 0:
        raise RuleError(
            "MM-3.3.2",
            ngettext(
                "You have %(n)s action left and cannot lose more (MM-3.3.2).",
                "You have %(n)s actions left and cannot lose more (MM-3.3.2).",
                left,
            ),
        )
    state["turn"]["actions"] = left + change
    return played(
        state,
        ngettext(
            "%(name)s has %(n)s action left this turn (%(source)s).",
            "%(name)s has %(n)s actions left this turn (%(source)s).",
            left + change,
            name=name(state, seat),
            source=source,
        ),
    )


@move(
    "adjust_glory_cards",
    N_(LABELS["adjust_glory_cards"]),
    SOURCE,
    Arg("count", "int", N_("glory cards to draw"), min=1, max=4),
    rule="MM-Q48",
    example={"source": "Patron", "count": 1},
    anytime=True,
)
def adjust_glory_cards(state: State, seat: int | None, *, source: str, count: int) -> Played:
    """Cards to draw now, each entered by its owner (MM-7.1.1; five means a discard,
    MM-7.1.2)."""
    opened(state, seat)
    assert seat is not None
    if not alive(player(state, seat)):
        raise RuleError("MM-12.1.1", _("You have no captain in play now (MM-12.1.1)."))
    for _card in range(count):
        owe(state, "glory_draw", [seat])
    return played(
        state,
        ngettext(
            "%(name)s draws %(n)s glory card (%(source)s).",
            "%(name)s draws %(n)s glory cards (%(source)s).",
            count,
            name=name(state, seat),
            source=source,
        ),
    )


@move(
    "adjust_discard",
    N_(LABELS["adjust_discard"]),
    SOURCE,
    Arg("card", "str", N_("the glory card you discard")),
    rule="MM-Q48",
    example={"source": "Mutiny", "card": "Crew Combat re-rolls"},
    secret_args=("card",),
    anytime=True,
)
def adjust_discard(state: State, seat: int | None, *, source: str, card: str) -> Played:
    opened(state, seat)
    assert seat is not None
    p = player(state, seat)
    if card not in p["hand"]:
        raise RuleError("MM-Q48", _("You hold no glory card called %(card)s (MM-Q48).", card=card))
    p["hand"].remove(card)
    return played(
        state,
        _("%(name)s discards a glory card (%(source)s).", name=name(state, seat), source=source),
        private={seat: _("You discarded %(card)s.", card=card)},
    )


def npc_slots(state: State) -> list[str]:
    """The NPCs with a card in play (MM-8.2.1)."""
    return sorted(slot for slot, npc in state["npcs"].items() if npc.get("cards"))


@move(
    "adjust_npc",
    N_(LABELS["adjust_npc"]),
    SOURCE,
    Arg("slot", "str", N_("the NPC, by its card")),
    Arg(
        "zone",
        "int",
        N_("the sea zone it goes to (none: off the board)"),
        required=False,
        min=0,
        max=16,
    ),
    rule="MM-Q48",
    example={"source": "Storm", "slot": "pirate-sloop", "zone": 0},
    anytime=True,
)
def adjust_npc(
    state: State, seat: int | None, *, source: str, slot: str, zone: int | None = None
) -> Played:
    """An NPC's ship put in a sea zone, or taken off the board (its card stays in its
    slot, MM-Q32)."""
    opened(state, seat)
    if slot not in npc_slots(state):
        raise RuleError("MM-8.2.1", _("No NPC card lies in that slot now (MM-8.2.1)."))
    if zone is not None and not 0 <= zone < len(state["zones"]):
        raise RuleError("MM-Q47", _("Name a sea zone the table knows (MM-Q47)."))
    record = state["npcs"][slot]
    record["zone"] = zone
    record["arrive"] = None
    if zone is None:
        line = _(
            "Taken off the board (%(source)s): %(npc)s.", npc=npc_title(state, slot), source=source
        )
    else:
        line = _(
            "Placed in the %(zone)s sea zone (%(source)s): %(npc)s.",
            npc=npc_title(state, slot),
            zone=zone_name(state, zone),
            source=source,
        )
    return played(state, line)


@move(
    "adjust_war",
    N_(LABELS["adjust_war"]),
    SOURCE,
    Arg("nation", "choice", N_("one nation"), choices=NATIONS),
    Arg("other", "choice", N_("the other nation"), choices=NATIONS),
    Arg("war", "bool", N_("at war from now (yes) or at peace (no)")),
    rule="MM-Q48",
    example={"source": "War", "nation": "english", "other": "spanish", "war": True},
    anytime=True,
)
def adjust_war(
    state: State, seat: int | None, *, source: str, nation: str, other: str, war: bool
) -> Played:
    """The At war! space (MM-0.5.4)."""
    opened(state, seat)
    if nation == other:
        raise RuleError("MM-0.5.4", _("A war is between two different nations (MM-0.5.4)."))
    pair = sorted((nation, other))
    if (pair in state["wars"]) == war:
        text = (
            N_("At war already: %(nation)s and %(other)s (MM-0.5.4).")
            if war
            else N_("Not at war: %(nation)s and %(other)s (MM-0.5.4).")
        )
        raise RuleError("MM-0.5.4", _(text, nation=word(nation), other=word(other)))
    if war:
        state["wars"].append(pair)
        state["wars"].sort()
    else:
        state["wars"].remove(pair)
    text = (
        N_("A war begins (%(source)s): %(nation)s against %(other)s.")
        if war
        else N_("Peace is made (%(source)s): %(nation)s and %(other)s.")
    )
    return played(state, _(text, nation=word(nation), other=word(other), source=source))


def anytime(state: State, seat: int) -> list[LegalMove]:
    """Every adjustment is offered to every seat while the game is on; those that change
    one's own secrets or turn only where they apply."""
    if state["phase"] not in OPEN_PHASES:
        return []
    p = player(state, seat)
    seats = list(range(len(state["players"])))
    living = [s for s in seats if alive(state["players"][s])]
    shipped = [s for s in living if state["players"][s]["ship"] is not None]
    out: list[LegalMove] = [
        LegalMove("adjust_glory", N_(LABELS["adjust_glory"]), {"target": seats}),
    ]
    if living:
        out.append(LegalMove("adjust_bounty", N_(LABELS["adjust_bounty"]), {"target": living}))
    if shipped:
        out.append(
            LegalMove(
                "adjust_ship",
                N_(LABELS["adjust_ship"]),
                {"target": shipped, "location": list(LOCATIONS)},
            )
        )
    if alive(p):
        out.append(LegalMove("adjust_gold", N_(LABELS["adjust_gold"])))
        out.append(LegalMove("adjust_glory_cards", N_(LABELS["adjust_glory_cards"])))
    if p["hand"]:
        hand = sorted(set(p["hand"]))
        out.append(LegalMove("adjust_discard", N_(LABELS["adjust_discard"]), {"card": hand}))
    if state["phase"] == "turn" and seat == state["current"]:
        out.append(LegalMove("adjust_actions", N_(LABELS["adjust_actions"])))
    slots = npc_slots(state)
    if slots:
        zones = list(range(len(state["zones"])))
        out.append(
            LegalMove("adjust_npc", N_(LABELS["adjust_npc"]), {"slot": slots, "zone": zones})
        )
    out.append(LegalMove("adjust_war", N_(LABELS["adjust_war"])))
    return out
