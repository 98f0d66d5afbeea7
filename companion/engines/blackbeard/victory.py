"""Leaving play: the Victory Points Table (BB-T3) and the Deception Table (BB-T6) as
calculators. Each answers with the points or the payment, the rule IDs applied and what a
player reads; the engine's moves credit the VP and change the wealth."""

from __future__ import annotations

from dataclasses import dataclass

from companion.engines.blackbeard.catalogue import (
    DECEPTION_BANDS,
    DECEPTION_PERCENT_PER_PIP,
    VP_BY_KC,
    VP_ELIMINATED,
    VP_RETIRED,
)
from companion.engines.blackbeard.rolls import check_count, check_roll
from companion.engines.errors import RuleError
from companion.engines.text import Msg, _


@dataclass(frozen=True)
class VictoryPoints:
    owner: int  # to the pirate's owner
    kc_side: int  # to the player who ran the KC (BB-Q21)
    kc_side_exact: float  # N / 2 before rounding, for the log (BB-Q21)
    from_notoriety: int
    from_wealth: int
    rules: tuple[str, ...]
    message: Msg


def vp_retired(notoriety: int, wealth: int) -> VictoryPoints:
    """BB-T3.1: 2 VP per notoriety point and 1 per full 100 D of wealth; plunder still in
    the holds is not wealth and scores nothing (BB-T3.5)."""
    check_count(notoriety, "BB-T3.1", _("notoriety"))
    check_count(wealth, "BB-T3.1", _("wealth"))
    fame, riches = VP_RETIRED.per_notoriety * notoriety, wealth // VP_RETIRED.wealth_per_vp
    return VictoryPoints(
        fame + riches,
        0,
        0,
        fame,
        riches,
        ("BB-T3.1", "BB-T3.5"),
        _(
            "Retired with notoriety %(notoriety)s and %(wealth)s D: %(fame)s + %(riches)s "
            "= %(vp)s VP (BB-T3.1).",
            notoriety=notoriety,
            wealth=wealth,
            fame=fame,
            riches=riches,
            vp=fame + riches,
        ),
    )


ELIMINATION_RULINGS = ("BB-Q13", "BB-Q19", "BB-Q27")  # sunk, mutiny, hanged


def vp_eliminated(
    notoriety: int, *, at_game_end: bool = False, ruling: str | None = None
) -> VictoryPoints:
    """BB-T3.2: 1 VP per notoriety point, wealth nothing; for a pirate eliminated other
    than by the KC (``ruling`` names why it counts as one) or still in play at the end."""
    check_count(notoriety, "BB-T3.2", _("notoriety"))
    if ruling is not None and ruling not in ELIMINATION_RULINGS:
        raise ValueError(f"not an elimination ruling: {ruling}")
    vp = VP_ELIMINATED.per_notoriety * notoriety
    if at_game_end:
        text = _(
            "In play at the end with notoriety %(notoriety)s: %(vp)s VP; wealth scores "
            "nothing (BB-T3.2).",
            notoriety=notoriety,
            vp=vp,
        )
    else:
        text = _(
            "Eliminated, not by the KC, with notoriety %(notoriety)s: %(vp)s VP; wealth "
            "scores nothing (BB-T3.2).",
            notoriety=notoriety,
            vp=vp,
        )
    rules = ("BB-T3.2", "BB-T3.6", *((ruling,) if ruling else ()))
    return VictoryPoints(vp, 0, 0, vp, 0, rules, text)


def vp_by_kc(notoriety: int) -> VictoryPoints:
    """BB-T3.3: N to the owner, half of N to the KC's side, rounded down at the event with
    the exact half kept for the log (BB-Q21); wealth scores nothing (BB-Q22)."""
    check_count(notoriety, "BB-T3.3", _("notoriety"))
    vp = VP_BY_KC.per_notoriety * notoriety
    share = notoriety // VP_BY_KC.kc_side_divisor
    exact = notoriety / VP_BY_KC.kc_side_divisor  # a half of a whole number is exact
    return VictoryPoints(
        vp,
        share,
        exact,
        vp,
        0,
        ("BB-T3.3", "BB-T3.7", "BB-Q21", "BB-Q22"),
        _(
            "Eliminated by the KC with notoriety %(notoriety)s: %(vp)s VP to the owner and "
            "%(share)s VP to the KC's side (half is %(exact)s, rounded down: BB-Q21); wealth "
            "scores nothing (BB-Q22).",
            notoriety=notoriety,
            vp=vp,
            share=share,
            exact=f"{share}.5" if notoriety % 2 else str(share),
        ),
    )


@dataclass(frozen=True)
class Deception:
    roll: int
    two_dice: int | None
    outcome: str  # "cleared", "acquitted" or "hanged"
    due: int  # the demand on 3-4, rounded up to a whole D (BB-Q26)
    wealth_lost: int
    wealth_after: int
    may_retire: bool
    scores_as: str | None  # the VP row a hanged pirate scores under (BB-Q27)
    rules: tuple[str, ...]
    message: Msg
    warnings: tuple[Msg, ...]


def deception(roll: int, two_dice: int | None, wealth: int) -> Deception:
    """BB-T6 on 1d6 with no modifier (BB-Q24); ``two_dice`` is the 2d6 total a 3 or 4
    calls for, and only then."""
    check_roll(roll, "1d6", "BB-Q24", _("Deception Table die"))
    check_count(wealth, "BB-T6.4", _("wealth"))
    band = next(b for b in DECEPTION_BANDS if b.low <= roll <= b.high)
    if band.outcome == "trial":
        if two_dice is None:
            raise RuleError("BB-T6.2", _("A 3 or 4 on the Deception Table rolls 2d6: enter them."))
        return _trial(roll, check_roll(two_dice, "2d6", "BB-T6.2", _("trial roll")), wealth)
    if two_dice is not None:
        raise RuleError("BB-T6.2", _("Only a 3 or 4 on the Deception Table rolls 2d6."))
    if band.outcome == "cleared":
        text = _(
            "Deception Table, %(roll)s: not enough evidence; the pirate keeps %(wealth)s D "
            "and may retire (BB-T6.1).",
            roll=roll,
            wealth=wealth,
        )
        return Deception(roll, None, "cleared", 0, 0, wealth, True, None, ("BB-T6.1",), text, ())
    text = _(
        "Deception Table, %(roll)s: hanged; the pirate loses his %(wealth)s D, keeps his "
        "notoriety and scores as eliminated, not by the KC (BB-T6.3, BB-Q27).",
        roll=roll,
        wealth=wealth,
    )
    rules = ("BB-T6.3", "BB-T4.8", "BB-Q27")
    return Deception(roll, None, "hanged", 0, wealth, 0, False, "BB-T3.2", rules, text, ())


def _trial(roll: int, pips: int, wealth: int) -> Deception:
    percent = pips * DECEPTION_PERCENT_PER_PIP
    due = (wealth * pips + 9) // 10  # pips x 10 per cent, rounded up to a whole D (BB-Q26)
    paid = min(due, wealth)
    rules = ["BB-T6.2", "BB-T6.4", "BB-Q26"]
    warnings: list[Msg] = []
    if due > wealth:
        # BB-Q25: he pays what he has and is acquitted all the same.
        rules.append("BB-Q25")
        warnings.append(
            _(
                "%(due)s D is more than the pirate's %(wealth)s D: he pays all he has and is "
                "acquitted (BB-Q25).",
                due=due,
                wealth=wealth,
            )
        )
    text = _(
        "Deception Table, %(roll)s: to the bar; 2d6 %(pips)s, %(percent)s%% of %(wealth)s D "
        "is %(due)s D; he pays %(paid)s D, keeps %(kept)s D, is acquitted and may retire "
        "(BB-T6.2).",
        roll=roll,
        pips=pips,
        percent=percent,
        wealth=wealth,
        due=due,
        paid=paid,
        kept=wealth - paid,
    )
    return Deception(
        roll,
        pips,
        "acquitted",
        due,
        paid,
        wealth - paid,
        True,
        None,
        tuple(rules),
        text,
        tuple(warnings),
    )
