"""What defeating a captain brings (MM-9.11.2, MM-10.5, MM-6.2.2, MM-6.6, MM-6.7) and
what it costs the loser (MM-12): shared by naval combat (a ship sunk) and crew combat
(a boarding won). Plunder itself is ``plunder.py``."""

from __future__ import annotations

from companion.engines.base import State
from companion.engines.merchants_marauders import areas
from companion.engines.merchants_marauders.catalogue import NPC_PRIZE
from companion.engines.merchants_marauders.combat import Side, side_name
from companion.engines.merchants_marauders.death import kill
from companion.engines.merchants_marauders.glory import gain_glory
from companion.engines.merchants_marauders.purse import add_bounty, gain, reward
from companion.engines.merchants_marauders.seats import is_pirate, player
from companion.engines.text import Msg, _


def npc_card(state: State, side: Side) -> dict[str, object]:
    cards = state["npcs"][side["npc"]]["cards"]
    return dict(cards[-1]) if cards else {}


def is_warship(state: State, side: Side) -> bool:
    return "npc" in side and npc_card(state, side).get("nation") is not None


def winner_gains(state: State, winner: Side, loser: Side) -> list[Msg]:
    """MM-9.11.2 / MM-10.5: a player captain who defeats another gains a glory point and
    card; a reward for a pirate player (MM-6.6), a prize for an NPC pirate if he is no
    pirate (MM-6.7), a bounty from a warship's nation (MM-6.2.2)."""
    if "seat" not in winner:
        return []
    seat = winner["seat"]
    lines = gain_glory(state, seat, _("defeating %(loser)s", loser=side_name(state, loser)))
    if "seat" in loser:
        loser_p = player(state, loser["seat"])
        amount = reward(state, seat, loser_p) if is_pirate(loser_p) else 0
        if amount:
            lines.append(gain(state, seat, amount, _("the reward for a pirate (MM-6.6)")))
    elif is_warship(state, loser):
        lines.append(add_bounty(state, seat, str(npc_card(state, loser)["nation"])))
    else:
        ship = str(npc_card(state, loser).get("ship", ""))
        if not is_pirate(player(state, seat)) and ship in NPC_PRIZE:
            lines.append(
                gain(state, seat, NPC_PRIZE[ship], _("the prize for an NPC pirate (MM-6.7)"))
            )
    return lines


def loser_falls(state: State, loser: Side, cause: Msg) -> list[Msg]:
    """The defeated captain dies (MM-12.1); a defeated NPC's card is discarded and the one
    beneath takes over (MM-8.2.3, in the NPC area)."""
    if "seat" in loser:
        return kill(state, loser["seat"], cause)
    return areas.on_npc_defeated(state, loser["npc"])


def defeat(state: State, winner: Side, loser: Side, cause: Msg) -> list[Msg]:
    """The winner's gains (computed before the loser's bounties are discarded, MM-6.6.4),
    then the loser's fall."""
    lines = winner_gains(state, winner, loser)
    return lines + loser_falls(state, loser, cause)
