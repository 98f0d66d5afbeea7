"""Resolving the active adventure card (SPM-3) and awarding fame (SPM-3.3).

Nobody chooses anything here (SPM-3.0.3): the outcome follows from the line, damage,
fame and, for Mutiny, ownership. Spaces and damage are read after the action (SPM-3.2.6).
"""

from __future__ import annotations

from companion.engines.base import State
from companion.engines.spanish_main.cards import ADVENTURES, SHIP_FLAG, pirate_name, ship_name
from companion.engines.spanish_main.decks import discard_lost_fame, log, take_fame_card
from companion.engines.spanish_main.turn import wait

# Effects by card id: (kind, parameter). Spaces are listed as the card prints them.
FAME_BY_SPACE: dict[str, tuple[int, ...]] = {
    "ancient_relics": (3, 2, 1),  # SPM-3.1.1
    "native_alliance": (3, 2, 1),  # SPM-3.1.1
    "island_discovery": (4, 3, 2, 1),  # SPM-3.1.2
    "parley": (4, 3, 2, 1),  # SPM-3.1.2
    "neptunes_favor": (5, 3, 1),  # SPM-3.1.3
    "mermaids": (6, 4, 2),  # SPM-3.1.6
}
FAME_BY_ORDER: dict[str, tuple[int, int]] = {  # (how many ships, fame each)
    "treasure_map": (3, 1),  # SPM-3.1.4
    "legendary_treasure": (2, 2),  # SPM-3.1.5
    "secret_charts": (2, 1),  # SPM-3.1.7
    "cursed_treasure": (1, 2),  # SPM-3.1.8, then damaged
}
DAMAGE_FROM_TAIL: dict[str, int] = {"storm_ahead": 2, "maelstrom": 1}  # SPM-3.1.9, SPM-3.1.10
DAMAGE_BY_SPACE: dict[str, tuple[int, ...]] = {
    "kraken": (8, 6, 4),  # SPM-3.1.13
    "cursed_waters": (9, 7, 5),  # SPM-3.1.14
}
LOSS_BY_SPACE: dict[str, tuple[int, ...]] = {
    "ghost_ship": (9, 8, 7),  # SPM-3.1.11
    "cursed_ship": (2, 1),  # SPM-3.1.15
}
ATTACK: dict[str, str] = {f"{f.lower()}_attack": f for f in ("English", "Spanish", "Dutch")}
LOOT: dict[str, str] = {f"{f.lower()}_loot": f for f in ("English", "Spanish", "Dutch")}


def resolve_active(state: State, *, fog: bool = False) -> None:
    """Resolve row[0] and put it under a ship as fame or on the adventure discard pile."""
    card = state["row"].pop(0)
    adv = ADVENTURES[card]
    if fog:
        # SPM-2.1.2.8 / RULING SPM-Q-18: only the active (leftmost) card is discarded.
        state["adv_discard"].append(card)
        log(state, "SPM-2.1.2.8", f"{adv.name} is discarded without effect.")
        return
    awards = effect(state, card)
    place_fame(state, card, awards)
    if card == "cursed_treasure":
        for ship, _ in awards:
            damage(state, ship, "SPM-3.1.8")


def effect(state: State, card: str) -> list[tuple[str, int]]:
    """Apply the card's damage and fame losses; return its fame awards front to back."""
    line = state["line"]
    damaged = state["damaged"]
    rule = ADVENTURES[card].rule
    undamaged = [s for s in line if not damaged[s]]  # SPM-3.2.2: damaged ships are skipped
    if card in FAME_BY_SPACE:
        # SPM-3.2.3: a damaged ship in a named space gets nothing, and nobody gets its point.
        spaces = sorted(FAME_BY_SPACE[card])
        return [(line[p - 1], 1) for p in spaces if not damaged[line[p - 1]]]
    if card in FAME_BY_ORDER:
        count, each = FAME_BY_ORDER[card]
        return [(s, each) for s in undamaged[:count]]  # SPM-3.2.5: fewer ships, fewer awards
    if card in DAMAGE_FROM_TAIL:
        for ship in undamaged[::-1][: DAMAGE_FROM_TAIL[card]]:
            damage(state, ship, rule)
    elif card == "volcano":
        for ship in undamaged[:1]:
            damage(state, ship, rule)
    elif card in DAMAGE_BY_SPACE:
        for p in DAMAGE_BY_SPACE[card]:
            damage(state, line[p - 1], rule)
    elif card in LOSS_BY_SPACE:
        for p in LOSS_BY_SPACE[card]:
            ship = line[p - 1]
            # SPM-3.2.1: damaged ships lose fame too; a ship with none loses nothing.
            if discard_lost_fame(state, ship, 1):
                log(state, rule, f"{ship_name(ship)} (space {p}) discards 1 fame face up.")
    elif card == "mutiny":
        mutiny(state)
    elif card in ATTACK:
        flag = ATTACK[card]
        for p in range(2, 10):  # SPM-3.1.17: from the most advanced ship back
            attacker, target = line[p - 1], line[p - 2]
            if SHIP_FLAG[attacker] == flag and not damaged[attacker] and SHIP_FLAG[target] != flag:
                damage(state, target, rule)
    elif card in LOOT:
        flag = LOOT[card]
        for p in range(2, 10):  # SPM-3.1.18: from the most advanced ship back
            looter, victim = line[p - 1], line[p - 2]
            if (
                SHIP_FLAG[victim] == flag
                and SHIP_FLAG[looter] != flag
                and not damaged[looter]
                and state["fame"][victim] > 0
            ):
                move_fame(state, victim, looter)
                log(
                    state,
                    rule,
                    f"Move 1 fame card from {ship_name(victim)} to {ship_name(looter)}.",
                )
    return []


def damage(state: State, ship: str, rule: str) -> None:
    if state["damaged"][ship]:
        return  # SPM-3.2.4: already damaged, nothing happens
    state["damaged"][ship] = True
    space = state["line"].index(ship) + 1
    log(state, rule, f"Turn {ship_name(ship)} (space {space}) to its damaged side.")


def move_fame(state: State, source: str, target: str) -> None:
    """RULING SPM-Q-4: Loot moves an existing fame card; an owed point moves as owed."""
    state["fame"][source] -= 1
    state["fame"][target] += 1
    if state["owed"][source] > 0:
        state["owed"][source] -= 1
        state["owed"][target] += 1


def mutiny(state: State) -> None:
    """SPM-3.1.16 with RULING SPM-Q-9 (first unrevealed ship, damage ignored) and
    RULING SPM-Q-10 (that ship discards half its fame, rounded up)."""
    ship = next((s for s in state["line"] if s not in state["revealed"]), None)
    if ship is None:
        log(state, "SPM-3.1.16", "Every pirate is revealed: nothing happens.")
        return
    if state["options"].get("identity_mode") == "sealed":
        # RULING SPM-Q-12 (sealed): the owner must declare himself. Every seat answers, so
        # the question itself names nobody; see accusations.answer_mutiny.
        wait(
            state,
            "mutiny",
            list(range(len(state["seats"]))),
            count=len(state["seats"]),
            ship=ship,
            declared=[],
            silent=[],
        )
        log(
            state,
            "SPM-3.1.16",
            f"Mutiny on {ship_name(ship)}: its owner must declare themselves. Every player "
            "answers on their phone.",
        )
        return
    owner = next((int(k) for k, ships in state["pirates"].items() if ship in ships), None)
    if owner is None:
        # Nothing happens; that this ship is unowned becomes public by the card's own effect.
        log(state, "SPM-3.1.16", f"Nobody owns {ship_name(ship)}: nothing happens.")
        return
    state["revealed"][ship] = {"seat": owner, "how": "mutiny", "turn": state["turn"]}
    lost = discard_lost_fame(state, ship, (state["fame"][ship] + 1) // 2)
    log(
        state,
        "SPM-3.1.16",
        f"{state['seats'][owner]['name']} reveals {pirate_name(ship)}; "
        f"{ship_name(ship)} discards {lost} fame face up.",
    )


def place_fame(state: State, card: str, awards: list[tuple[str, int]]) -> None:
    """SPM-3.3.2 / SPM-3.3.3 with RULING SPM-Q-6: front to back, every point but the last
    takes the next fame card, the last takes the active card itself."""
    points = [ship for ship, amount in awards for _ in range(amount)]
    if not points:
        state["adv_discard"].append(card)  # RULING SPM-Q-3
        return
    sources: dict[str, list[str]] = {}
    for ship in points[:-1]:
        source = take_fame_card(state)
        if source == "owed":
            state["owed"][ship] += 1  # SPM-3.3.7, RULING SPM-Q-7
        state["fame"][ship] += 1
        sources.setdefault(ship, []).append(source)
    state["fame"][points[-1]] += 1
    sources.setdefault(points[-1], []).append("active")
    for ship, from_where in sources.items():
        parts = [
            {
                "deck": "a card from the adventure deck",
                "discard": "a card from the adventure discard pile",
                "active": f"the {ADVENTURES[card].name} card",
                "owed": "an owed point (no card left)",
            }[w]
            for w in from_where
        ]
        log(state, "SPM-3.3.3", f"{ship_name(ship)} gains {len(parts)} fame: {', '.join(parts)}.")
