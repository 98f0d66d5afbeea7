"""The contests of the aid (BB-G7) as calculators: raw dice and the values each side adds,
compared strictly (BB-G3), with what the result changes for the pirate. ``total`` is the
left side of the success condition in BB-G7, ``against`` the right side."""

from __future__ import annotations

from dataclasses import dataclass

from companion.engines.blackbeard.catalogue import (
    CAPTURE_ACTIVE_BONUS,
    MERCHANT_SEARCH_TARGET,
    PORT_ATTACK_WIN_HITS,
    WARSHIP_WIN_HITS,
)
from companion.engines.blackbeard.rolls import check_count, check_roll
from companion.engines.blackbeard.tables import notoriety
from companion.engines.text import Msg, _, ngettext


@dataclass(frozen=True)
class Contest:
    outcome: str
    success: bool  # the success condition of BB-G7 holds
    total: int
    against: int
    rules: tuple[str, ...]
    message: Msg
    notoriety: int = 0  # gained by the pirate
    combat_hits: int = 0  # taken by the pirate's ship
    loyalty_rows: tuple[str, ...] = ()  # BB-T5 rows to apply (tables.loyalty)


def merchant_search(die: int, ability: int) -> Contest:
    """BB-S1.2: 1d6 + ability, 7 or more finds a merchant."""
    total = check_roll(die, "1d6", "BB-S1.2", _("search die")) + ability
    found = total >= MERCHANT_SEARCH_TARGET
    params = {"die": die, "ability": ability, "total": total, "need": MERCHANT_SEARCH_TARGET}
    if found:
        text = _(
            "Merchant search: die %(die)s + ability %(ability)s = %(total)s, %(need)s or more: "
            "a merchant is found (BB-S1.2).",
            **params,
        )
    else:
        text = _(
            "Merchant search: die %(die)s + ability %(ability)s = %(total)s, under %(need)s: "
            "no merchant (BB-S1.2).",
            **params,
        )
    outcome = "found" if found else "not_found"
    return Contest(outcome, found, total, MERCHANT_SEARCH_TARGET, ("BB-S1.2",), text)


def warship_find(
    warship_die: int, warship_speed: int, pirate_die: int, pirate_speed: int
) -> Contest:
    """BB-P1.2, BB-P1.3: both add speed (current values, BB-Q29); the warship must beat
    the pirate, who escapes on a tie and the warship stays On Station."""
    warship = check_roll(warship_die, "1d6", "BB-P1.2", _("warship's die")) + warship_speed
    pirate = check_roll(pirate_die, "1d6", "BB-P1.2", _("pirate's die")) + pirate_speed
    params = {"warship": warship, "pirate": pirate}
    if warship > pirate:
        text = _(
            "The warship finds the pirate: %(warship)s beats %(pirate)s; it attacks (BB-P1.2).",
            **params,
        )
        return Contest("found", True, warship, pirate, ("BB-P1.2", "BB-Q29"), text)
    text = _(
        "The pirate escapes: the warship's %(warship)s does not beat %(pirate)s; no battle, "
        "the warship stays On Station (BB-P1.3).",
        **params,
    )
    return Contest("escaped", False, warship, pirate, ("BB-P1.2", "BB-P1.3", "BB-Q29"), text)


def warship_battle(
    warship_die: int, warship_combat: int, pirate_die: int, pirate_combat: int, ability: int
) -> Contest:
    """BB-P1.4 to BB-P1.6: the pirate adds combat and ability, the warship its combat. The
    pirate must win outright: on a tie he is driven off with 0 hits (the difference)."""
    warship = check_roll(warship_die, "1d6", "BB-P1.4", _("warship's die")) + warship_combat
    pirate = check_roll(pirate_die, "1d6", "BB-P1.4", _("pirate's die")) + pirate_combat + ability
    if pirate > warship:
        gain = notoriety("warship_defeated", warship_combat)
        text = _(
            "The pirate wins the battle, %(pirate)s against %(warship)s: 1 combat hit, the "
            "warship goes to its pool, notoriety +%(gain)s, and the pirate carries on with "
            "his action (BB-P1.5).",
            pirate=pirate,
            warship=warship,
            gain=gain.points,
        )
        rules = ("BB-P1.4", "BB-P1.5", "BB-T4.6", "BB-Q29")
        return Contest("won", True, pirate, warship, rules, text, gain.points, WARSHIP_WIN_HITS)
    hits = warship - pirate
    text = ngettext(
        "The warship drives the pirate off, %(warship)s against %(pirate)s: %(n)s combat "
        "hit, crew loyalty -1, the action is cancelled and the warship stays On Station "
        "(BB-P1.6).",
        "The warship drives the pirate off, %(warship)s against %(pirate)s: %(n)s combat "
        "hits, crew loyalty -1, the action is cancelled and the warship stays On Station "
        "(BB-P1.6).",
        hits,
        warship=warship,
        pirate=pirate,
    )
    rules = ("BB-P1.4", "BB-P1.6", "BB-T5.4", "BB-Q29")
    return Contest("driven_off", False, pirate, warship, rules, text, 0, hits, ("BB-T5.4",))


def port_attack(
    *,
    pirate_die: int,
    combat: int,
    ability: int,
    info_points: int,
    defense_die: int,
    defense: int,
    port_value: int,
) -> Contest:
    """BB-P2.2 to BB-P2.4: 1d6 + combat + ability + the pirate's information points for
    this port (kept, never spent: BB-Q11) against 1d6 + defense (no warship: BB-Q30)."""
    check_count(info_points, "BB-Q11", _("number of information points"))
    pirate = check_roll(pirate_die, "1d6", "BB-P2.2", _("pirate's die"))
    pirate += combat + ability + info_points
    port = check_roll(defense_die, "1d6", "BB-P2.2", _("defenders' die")) + defense
    rules = ("BB-P2.2", "BB-Q11", "BB-Q30")
    if pirate > port:
        gain = notoriety("port_attack", port_value)
        text = _(
            "The attack succeeds, %(pirate)s against %(port)s: 1 combat hit, notoriety "
            "+%(gain)s, crew loyalty +1; the pirate is In Port and may sack it now "
            "(BB-P2.3, BB-Q31).",
            pirate=pirate,
            port=port,
            gain=gain.points,
        )
        won = (*rules, "BB-P2.3", "BB-T4.3", "BB-T5.12", "BB-Q31")
        return Contest(
            "taken", True, pirate, port, won, text, gain.points, PORT_ATTACK_WIN_HITS, ("BB-T5.12",)
        )
    text = _(
        "The attack fails, %(pirate)s against %(port)s: nothing else happens (BB-P2.4).",
        pirate=pirate,
        port=port,
    )
    return Contest("repelled", False, pirate, port, (*rules, "BB-P2.4"), text)


def port_sack(die: int, cruelty: int, defense: int, port_value: int) -> Contest:
    """BB-P3.2 to BB-P3.4: 1d6 + cruelty against the port's defense, which rolls nothing."""
    total = check_roll(die, "1d6", "BB-P3.2", _("sack die")) + cruelty
    params = {"die": die, "cruelty": cruelty, "total": total, "defense": defense}
    if total > defense:
        gain = notoriety("port_sack", port_value)
        text = _(
            "Sack: die %(die)s + cruelty %(cruelty)s = %(total)s beats defense %(defense)s: "
            "the port is destroyed, notoriety +%(gain)s, crew loyalty +1; the pirate goes "
            "to the adjacent sea zone in D&R, involuntary (BB-P3.3, BB-Q20).",
            gain=gain.points,
            **params,
        )
        rules = ("BB-P3.2", "BB-P3.3", "BB-T4.4", "BB-T5.13", "BB-Q20")
        return Contest("sacked", True, total, defense, rules, text, gain.points, 0, ("BB-T5.13",))
    text = _(
        "Sack: die %(die)s + cruelty %(cruelty)s = %(total)s does not beat defense "
        "%(defense)s: the action is wasted, and this port cannot be sacked again until the "
        "pirate leaves and attacks it again (BB-P3.4).",
        **params,
    )
    return Contest("failed", False, total, defense, ("BB-P3.2", "BB-P3.4"), text)


def torture(die: int, cruelty: int, hostage_value: int) -> Contest:
    """BB-P5.6: the hostage talks on 1d6 above the pirate's cruelty (as printed, BB-Q9);
    notoriety (BB-Q10) and loyalty (BB-T5.11) come either way."""
    check_roll(die, "1d6", "BB-P5.6", _("torture die"))
    gain = notoriety("torture", hostage_value)
    talks = die > cruelty
    params = {"die": die, "cruelty": cruelty, "gain": gain.points}
    if talks:
        text = _(
            "Torture: die %(die)s beats cruelty %(cruelty)s: the hostage talks; enter the "
            "information points (rule 8.46). Notoriety +%(gain)s, crew loyalty +1 (BB-P5.6).",
            **params,
        )
    else:
        text = _(
            "Torture: die %(die)s does not beat cruelty %(cruelty)s: the hostage says nothing. "
            "Notoriety +%(gain)s, crew loyalty +1 all the same (BB-P5.6, BB-Q10).",
            **params,
        )
    rules = ("BB-P5.6", "BB-Q9", "BB-Q10", "BB-T4.2", "BB-T5.11")
    outcome = "talks" if talks else "silent"
    return Contest(outcome, talks, die, cruelty, rules, text, gain.points, 0, ("BB-T5.11",))


def kc_deployment(three_dice: int, target_notoriety: int) -> Contest:
    """BB-S2.1: 3d6 under the targeted pirate's notoriety (BB-Q33) deploys the KC."""
    total = check_roll(three_dice, "3d6", "BB-S2.1", _("KC deployment roll"))
    deployed = total < target_notoriety
    params = {"total": total, "notoriety": target_notoriety}
    if deployed:
        text = _(
            "KC deployment: 3d6 %(total)s is under notoriety %(notoriety)s: the KC is "
            "deployed (BB-S2.1).",
            **params,
        )
    else:
        text = _(
            "KC deployment: 3d6 %(total)s is not under notoriety %(notoriety)s: no KC (BB-S2.1).",
            **params,
        )
    outcome = "deployed" if deployed else "not_deployed"
    return Contest(outcome, deployed, total, target_notoriety, ("BB-S2.1", "BB-Q33"), text)


def kc_interception(kc_die: int, kc_speed: int, pirate_die: int, pirate_speed: int) -> Contest:
    """BB-P6.2, BB-P6.3: both add speed; the KC must beat the pirate. Once intercepted,
    the pirate fights unless he surrenders with a Letter of Marque (BB-Q32)."""
    kc = check_roll(kc_die, "1d6", "BB-P6.2", _("KC's die")) + kc_speed
    pirate = check_roll(pirate_die, "1d6", "BB-P6.2", _("pirate's die")) + pirate_speed
    if kc > pirate:
        text = _(
            "The KC intercepts, %(kc)s against %(pirate)s: the pirate fights, or surrenders "
            "and retires with a Letter of Marque (BB-P6.2, BB-Q32).",
            kc=kc,
            pirate=pirate,
        )
        return Contest("intercepted", True, kc, pirate, ("BB-P6.2", "BB-Q32"), text)
    text = _(
        "The pirate evades the KC, %(pirate)s against %(kc)s: the AP action is over and "
        "nothing moves (BB-P6.3).",
        kc=kc,
        pirate=pirate,
    )
    return Contest("evaded", False, kc, pirate, ("BB-P6.2", "BB-P6.3"), text)


def kc_combat(
    kc_die: int, kc_combat_value: int, pirate_die: int, ability: int, combat: int
) -> Contest:
    """BB-P6.5 to BB-P6.7: the KC must beat 1d6 + ability + combat; a tie defeats it."""
    kc = check_roll(kc_die, "1d6", "BB-P6.5", _("KC's die")) + kc_combat_value
    pirate = check_roll(pirate_die, "1d6", "BB-P6.5", _("pirate's die")) + ability + combat
    if kc > pirate:
        text = _(
            "The KC wins, %(kc)s against %(pirate)s: the pirate is eliminated and scores as "
            "eliminated by the KC (BB-P6.6, BB-T3.3).",
            kc=kc,
            pirate=pirate,
        )
        return Contest(
            "pirate_eliminated", True, kc, pirate, ("BB-P6.5", "BB-P6.6", "BB-T3.3"), text
        )
    gain = notoriety("kc_defeated", kc_combat_value)
    text = _(
        "The KC is defeated, %(pirate)s against %(kc)s, and leaves the game: notoriety "
        "+%(gain)s, crew loyalty +1 (BB-P6.7).",
        kc=kc,
        pirate=pirate,
        gain=gain.points,
    )
    rules = ("BB-P6.5", "BB-P6.7", "BB-T4.5", "BB-T5.14")
    return Contest("kc_defeated", False, kc, pirate, rules, text, gain.points, 0, ("BB-T5.14",))


def plunder_capture(
    active_die: int, active_ability: int, other_die: int, other_ability: int
) -> Contest:
    """BB-S1.6: the active pirate adds 1 more; a tie is a duel (rule 15.0), which the
    players settle, as they enter what a capture takes (BB-Q39)."""
    active = check_roll(active_die, "1d6", "BB-S1.6", _("active pirate's die"))
    active += active_ability + CAPTURE_ACTIVE_BONUS
    other = check_roll(other_die, "1d6", "BB-S1.6", _("other pirate's die")) + other_ability
    params = {"active": active, "other": other}
    if active > other:
        outcome = "captured"
        text = _(
            "Plunder capture succeeds, %(active)s against %(other)s: the players enter what "
            "is taken (BB-S1.6, BB-Q39).",
            **params,
        )
    elif active < other:
        outcome = "failed"
        text = _("Plunder capture fails, %(active)s against %(other)s (BB-S1.6).", **params)
    else:
        outcome = "duel"
        text = _(
            "Plunder capture ties at %(active)s: a duel follows (rule 15.0); the players "
            "settle it and enter the result (BB-S1.6, BB-Q39).",
            **params,
        )
    return Contest(outcome, active > other, active, other, ("BB-S1.6", "BB-Q39"), text)


def mutiny_conspiracy(two_dice: int, loyalty: int) -> Contest:
    """BB-P7.1: the AP player's 2d6 above crew loyalty starts a mutiny."""
    total = check_roll(two_dice, "2d6", "BB-P7.1", _("Mutiny Conspiracy roll"))
    check_count(loyalty, "BB-Q15", _("crew loyalty"))
    mutiny = total > loyalty
    params = {"total": total, "loyalty": loyalty}
    if mutiny:
        text = _(
            "Mutiny Conspiracy: 2d6 %(total)s beats crew loyalty %(loyalty)s: the crew "
            "mutinies (BB-P7.1).",
            **params,
        )
    else:
        text = _(
            "Mutiny Conspiracy: 2d6 %(total)s does not beat crew loyalty %(loyalty)s: no "
            "mutiny (BB-P7.1).",
            **params,
        )
    outcome = "mutiny" if mutiny else "no_mutiny"
    return Contest(outcome, mutiny, total, loyalty, ("BB-P7.1",), text)


def mutiny_resolution(die: int, leadership: int, modifier: int = 0) -> Contest:
    """BB-P7.3 to BB-P7.6 on 1d6 plus any modifier the players enter (BB-Q17): above
    Leadership the pirate is out for good (BB-Q19), equal costs 1 loyalty, below nothing."""
    total = check_roll(die, "1d6", "BB-Q17", _("mutiny die")) + modifier
    params = {"total": total, "leadership": leadership}
    if total > leadership:
        text = _(
            "Mutiny: %(total)s beats Leadership %(leadership)s: the mutiny succeeds; the "
            "pirate is out of the game and scores as eliminated, not by the KC; crew loyalty "
            "is recorded as 6 (BB-P7.4, BB-Q19).",
            **params,
        )
        out = ("BB-Q17", "BB-P7.4", "BB-T5.15", "BB-Q19")
        return Contest("succeeds", True, total, leadership, out, text, 0, 0, ("BB-T5.15",))
    if total == leadership:
        text = _(
            "Mutiny: %(total)s equals Leadership %(leadership)s: the revolt is put down, "
            "crew loyalty -1 (BB-P7.5).",
            **params,
        )
        equal = ("BB-Q17", "BB-P7.5", "BB-T5.7")
        return Contest("put_down_equal", False, total, leadership, equal, text, 0, 0, ("BB-T5.7",))
    text = _(
        "Mutiny: %(total)s is under Leadership %(leadership)s: the revolt is put down (BB-P7.6).",
        **params,
    )
    return Contest("put_down", False, total, leadership, ("BB-Q17", "BB-P7.6"), text)
