"""Resolving the active adventure card (SPM-3) and awarding fame (SPM-3.3).

Nobody chooses anything here (SPM-3.0.3): the outcome follows from the line, damage,
fame and, for Mutiny, ownership. Spaces and damage are read after the action (SPM-3.2.6).
"""

from __future__ import annotations

from companion.engines.base import State
from companion.engines.house_rulings import house_note, overridden
from companion.engines.spanish_main.catalogue import (
    SHIP_FLAG,
    adventure_name,
    pirate_words,
    ship_words,
)
from companion.engines.spanish_main.decks import discard_lost_fame, take_fame_card
from companion.engines.spanish_main.house import (
    FAME_SOURCE,
    LOOT_PROTECTION,
    MUTINY_ROUNDING,
    MUTINY_TARGET,
    mutiny_loss_count,
)
from companion.engines.spanish_main.rounds import owe, seat_name
from companion.engines.spanish_main.telling import tell, told_count
from companion.engines.text import Msg, _, ngettext

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
    name = adventure_name(card)
    if fog:
        # SPM-2.1.2.8 / RULING SPM-Q-18: only the active (leftmost) card is discarded.
        state["adv_discard"].append(card)
        tell(state, _("%(card)s is discarded without effect.", card=name))
        return
    tell(state, _("%(card)s is resolved.", card=name))
    before = told_count(state)
    awards = effect(state, card)
    place_fame(state, card, awards)
    if card == "cursed_treasure":
        for ship, _points in awards:
            damage(state, ship)
    if told_count(state) == before:
        tell(state, _("It affects no ship."))
    if not awards:
        tell(state, _("%(card)s goes to the adventure discard pile.", card=name))


def effect(state: State, card: str) -> list[tuple[str, int]]:
    """Apply the card's damage and fame losses; return its fame awards front to back."""
    line = state["line"]
    damaged = state["damaged"]
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
            damage(state, ship)
    elif card == "volcano":
        for ship in undamaged[:1]:
            damage(state, ship)
    elif card in DAMAGE_BY_SPACE:
        for p in DAMAGE_BY_SPACE[card]:
            damage(state, line[p - 1])
    elif card in LOSS_BY_SPACE:
        lose_fame(state, LOSS_BY_SPACE[card])
    elif card == "mutiny":
        mutiny(state)
    elif card in ATTACK:
        attack(state, ATTACK[card])
    elif card in LOOT:
        loot(state, LOOT[card])
    return []


def lose_fame(state: State, spaces: tuple[int, ...]) -> None:
    for space in spaces:
        ship = state["line"][space - 1]
        # SPM-3.2.1: damaged ships lose fame too; a ship with none loses nothing.
        if discard_lost_fame(state, ship, 1):
            tell(
                state,
                _(
                    "%(ship)s (space %(space)s) discards 1 fame face up.",
                    ship=ship_words(ship, state),
                    space=space,
                ),
            )


def attack(state: State, flag: str) -> None:
    line, damaged = state["line"], state["damaged"]
    for p in range(2, 10):  # SPM-3.1.17: from the most advanced ship back
        attacker, target = line[p - 1], line[p - 2]
        if SHIP_FLAG[attacker] == flag and not damaged[attacker] and SHIP_FLAG[target] != flag:
            damage(state, target)


def loot(state: State, flag: str) -> None:
    line, damaged = state["line"], state["damaged"]
    protected = overridden(state, LOOT_PROTECTION.ruling_id)  # house reading of SPM-Q-11
    for p in range(2, 10):  # SPM-3.1.18: from the most advanced ship back
        looter, victim = line[p - 1], line[p - 2]
        if (
            SHIP_FLAG[victim] == flag
            and SHIP_FLAG[looter] != flag
            and not damaged[looter]
            and state["fame"][victim] > 0
        ):
            if protected and victim in state["revealed"]:
                tell(state, house_note(state, LOOT_PROTECTION.ruling_id))
                continue
            move_fame(state, victim, looter)
            tell(
                state,
                _(
                    "Move 1 fame card from %(victim)s to %(looter)s.",
                    victim=ship_words(victim, state),
                    looter=ship_words(looter, state),
                ),
            )


def damage(state: State, ship: str) -> None:
    if state["damaged"][ship]:
        return  # SPM-3.2.4: already damaged, nothing happens
    state["damaged"][ship] = True
    space = state["line"].index(ship) + 1
    tell(
        state,
        _(
            "%(ship)s (space %(space)s) is damaged: turn it to its damaged side.",
            ship=ship_words(ship, state),
            space=space,
        ),
    )


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
    ship = mutiny_target(state)
    if ship is None:
        if overridden(state, MUTINY_TARGET.ruling_id):
            tell(state, house_note(state, MUTINY_TARGET.ruling_id))
            tell(state, _("No ship is both unrevealed and undamaged: nothing happens."))
        else:
            tell(state, _("Every pirate is revealed: nothing happens."))
        return
    if overridden(state, MUTINY_TARGET.ruling_id):
        tell(state, house_note(state, MUTINY_TARGET.ruling_id))
    if state["options"].get("identity_mode") == "sealed":
        # RULING SPM-Q-12 (sealed): the owner must declare himself. Every seat answers, so
        # the question itself names nobody; see accusations.answer_mutiny.
        owe(
            state,
            "mutiny",
            list(range(len(state["seats"]))),
            count=len(state["seats"]),
            ship=ship,
            declared=[],
            silent=[],
        )
        # The question itself is the prompt of the entry owed (rounds.owed_prompt).
        tell(
            state,
            _(
                "%(ship)s is the first ship whose pirate is not revealed.",
                ship=ship_words(ship, state),
            ),
        )
        return
    owner = next((int(k) for k, ships in state["pirates"].items() if ship in ships), None)
    if owner is None:
        # Nothing happens; that this ship is unowned becomes public by the card's own effect.
        state.setdefault("unowned_shown", []).append(ship)
        tell(state, _("Nobody owns %(ship)s: nothing happens.", ship=ship_words(ship, state)))
        return
    state["revealed"][ship] = {"seat": owner, "how": "mutiny", "turn": state["turn"]}
    lost = discard_lost_fame(state, ship, mutiny_loss_count(state, state["fame"][ship]))
    tell(
        state,
        _(
            "%(name)s reveals %(pirate)s.",
            name=seat_name(state, owner),
            pirate=pirate_words(ship, state),
        ),
    )
    tell_mutiny_loss(state, ship, lost)


def mutiny_target(state: State) -> str | None:
    """RULING SPM-Q-9: the first unrevealed ship, damage ignored; a group may also skip
    the damaged ships."""
    skip_damaged = overridden(state, MUTINY_TARGET.ruling_id)
    return next(
        (
            s
            for s in state["line"]
            if s not in state["revealed"] and not (skip_damaged and state["damaged"][s])
        ),
        None,
    )


def tell_mutiny_loss(state: State, ship: str, lost: int) -> None:
    """RULING SPM-Q-10: what the Mutiny ship gives up (and the house reading if not it)."""
    tell(state, mutiny_loss(state, ship, lost))
    if overridden(state, MUTINY_ROUNDING.ruling_id) and state["fame"][ship] + lost > 0:
        tell(state, house_note(state, MUTINY_ROUNDING.ruling_id))


def mutiny_loss(state: State, ship: str, lost: int) -> Msg:
    """RULING SPM-Q-10: what the Mutiny ship gives up."""
    if lost == 0:
        return _("%(ship)s has no fame to discard.", ship=ship_words(ship, state))
    return _("%(ship)s discards %(lost)s fame face up.", ship=ship_words(ship, state), lost=lost)


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
    extended = len(points) > 1 and state["options"]["extended_fame"]
    if extended and overridden(state, FAME_SOURCE.ruling_id):
        tell(state, house_note(state, FAME_SOURCE.ruling_id))
    for ship, from_where in sources.items():
        # SPM-3.3.3: where each fame card comes from, so the table lays the real cards.
        parts = [fame_source(card, where) for where in from_where]
        tell(
            state,
            ngettext(
                "%(ship)s gains %(n)s fame: %(cards)s.",
                "%(ship)s gains %(n)s fame: %(cards)s.",
                len(parts),
                ship=ship_words(ship, state),
                cards=parts,
            ),
        )


def fame_source(card: str, where: str) -> Msg:
    if where == "deck":
        return _("a card from the adventure deck")
    if where == "discard":
        return _("a card from the adventure discard pile")
    if where == "owed":
        return _("an owed point (no card left)")
    return _("the %(card)s card", card=adventure_name(card))
