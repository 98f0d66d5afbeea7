"""Gold aboard and in the chest, bounties and rewards (MM-2.6, MM-4.9, MM-6).

Gold aboard and the chest are secret (MM-2.6.2); what is gained or spent is public
(MM-2.6.1, MM-Q25): messages name amounts, never a balance.
"""

from __future__ import annotations

from companion.engines.base import RuleError, State
from companion.engines.merchants_marauders.catalogue import BOUNTY_MAX, NATIONS, REWARD_PER_BOUNTY
from companion.engines.merchants_marauders.seats import (
    Player,
    at_war,
    home,
    in_port,
    name,
    nation,
    player,
)
from companion.engines.merchants_marauders.words import word
from companion.engines.text import Msg, _, ngettext


def gain(state: State, seat: int, amount: int, why: Msg | None = None) -> Msg:
    """Gold onto the ship: a public line naming the amount (MM-2.6.1)."""
    player(state, seat)["gold"] += amount
    if why is None:
        return ngettext(
            "%(name)s gains %(n)s gold.",
            "%(name)s gains %(n)s gold.",
            amount,
            name=name(state, seat),
        )
    return ngettext(
        "%(name)s gains %(n)s gold: %(why)s.",
        "%(name)s gains %(n)s gold: %(why)s.",
        amount,
        name=name(state, seat),
        why=why,
    )


def can_use_chest(state: State, seat: int) -> bool:
    """MM-4.9.6: in the home port, gold may also be spent from the chest."""
    p = player(state, seat)
    return in_port(p) and p["at"]["zone"] == home(state, seat)


def available(state: State, seat: int) -> int:
    p = player(state, seat)
    return int(p["gold"] + (p["chest"] if can_use_chest(state, seat) else 0))


def pay(state: State, seat: int, amount: int, rule: str) -> None:
    """Spend ``amount``: from the ship, then (in the home port only, MM-4.9.6) from the
    chest; the split stays private (MM-Q25). Refused when it would go below 0."""
    p = player(state, seat)
    if amount > available(state, seat):
        raise RuleError(
            rule,
            ngettext(
                "That costs %(n)s gold and you do not have it (%(rule)s).",
                "That costs %(n)s gold and you do not have them (%(rule)s).",
                amount,
                rule=rule,
            ),
        )
    from_ship = min(amount, p["gold"])
    p["gold"] -= from_ship
    p["chest"] -= amount - from_ship


def spent(state: State, seat: int, amount: int, what: Msg) -> Msg:
    return ngettext(
        "%(name)s pays %(n)s gold for %(what)s.",
        "%(name)s pays %(n)s gold for %(what)s.",
        amount,
        name=name(state, seat),
        what=what,
    )


def add_bounty(state: State, seat: int, to: str) -> Msg:
    """MM-6.3: one more bounty from ``to`` (at most 5; more has no effect, MM-6.3.3)."""
    p = player(state, seat)
    before = p["bounty"][to]
    p["bounty"][to] = min(BOUNTY_MAX, before + 1)
    if before >= BOUNTY_MAX:
        return _(
            "%(name)s already has 5 bounties from %(nation)s: no change (MM-6.3.3).",
            name=name(state, seat),
            nation=word(to),
        )
    return _(
        "%(name)s gains a bounty from %(nation)s (now %(level)s).",
        name=name(state, seat),
        nation=word(to),
        level=p["bounty"][to],
    )


def reward(state: State, claimant: int, loser: Player) -> int:
    """MM-6.6.3: 5 gold per bounty on the loser, from each nation that has no bounty on
    the claimant and is not at war with the claimant's nation."""
    me = player(state, claimant)
    mine = nation(state, claimant)
    total = 0
    for n in NATIONS:
        if me["bounty"][n] == 0 and not at_war(state, mine, n):
            total += loser["bounty"][n]
    return REWARD_PER_BOUNTY * total
