"""The contest matrix (BB-G7): each contest on both sides of its tie, with its result on a
tie as the aid prints it, the numbers compared in its message, and its dice checked."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from companion.engines.blackbeard import contests as k
from companion.engines.errors import RuleError
from companion.engines.text import english


def refused(call: Callable[[], object]) -> tuple[str, str]:
    with pytest.raises(RuleError) as caught:
        call()
    return caught.value.rule_id, english(caught.value.text)


def attack(pirate_die: int, defense_die: int, info_points: int = 0) -> k.Contest:
    return k.port_attack(
        pirate_die=pirate_die,
        combat=2,
        ability=1,
        info_points=info_points,
        defense_die=defense_die,
        defense=3,
        port_value=2,
    )


def test_bb_s1_2_merchant_search_succeeds_on_7_or_more() -> None:
    assert [k.merchant_search(d, 2).outcome for d in (4, 5, 6)] == [
        "not_found",
        "found",
        "found",
    ]
    assert english(k.merchant_search(4, 2).message) == (
        "Merchant search: die 4 + ability 2 = 6, under 7: no merchant (BB-S1.2)."
    )


def test_bb_p1_2_and_1_3_the_warship_must_beat_the_pirate() -> None:
    assert k.warship_find(3, 2, 3, 2).outcome == "escaped"  # 5 against 5
    assert k.warship_find(4, 2, 3, 2).outcome == "found"
    assert english(k.warship_find(3, 2, 3, 2).message) == (
        "The pirate escapes: the warship's 5 does not beat 5; no battle, the warship stays On "
        "Station (BB-P1.3)."
    )


def test_bb_p1_5_and_1_6_the_pirate_must_win_the_battle_outright() -> None:
    tie = k.warship_battle(2, 3, 1, 2, 2)  # 5 against 5
    assert (tie.outcome, tie.combat_hits, tie.loyalty_rows) == ("driven_off", 0, ("BB-T5.4",))
    assert english(tie.message) == (
        "The warship drives the pirate off, 5 against 5: 0 combat hits, crew loyalty -1, the "
        "action is cancelled and the warship stays On Station (BB-P1.6)."
    )
    lost = k.warship_battle(3, 3, 1, 2, 2)
    assert lost.combat_hits == 1
    assert english(lost.message).startswith(
        "The warship drives the pirate off, 6 against 5: 1 combat hit,"
    )
    won = k.warship_battle(1, 3, 1, 2, 2)
    assert (won.outcome, won.combat_hits, won.notoriety, won.loyalty_rows) == ("won", 1, 3, ())


def test_bb_p2_a_tie_repels_the_attack() -> None:
    tie = attack(1, 1)  # 1 + 2 + 1 + 0 = 4 against 1 + 3
    assert (tie.outcome, tie.total, tie.against, tie.combat_hits) == ("repelled", 4, 4, 0)
    assert english(tie.message) == "The attack fails, 4 against 4: nothing else happens (BB-P2.4)."
    won = attack(1, 1, info_points=1)
    assert (won.outcome, won.combat_hits, won.notoriety, won.loyalty_rows) == (
        "taken",
        1,
        4,
        ("BB-T5.12",),
    )
    assert refused(lambda: attack(1, 1, info_points=-1)) == (
        "BB-Q11",
        "The number of information points cannot be negative, not -1.",
    )


def test_bb_p3_the_sack_must_beat_the_fixed_defense() -> None:
    assert k.port_sack(2, 2, 4, 1).outcome == "failed"
    won = k.port_sack(3, 2, 4, 1)
    assert (won.outcome, won.notoriety, won.loyalty_rows) == ("sacked", 3, ("BB-T5.13",))


def test_bb_p5_6_and_q9_the_hostage_talks_above_cruelty() -> None:
    silent, talks = k.torture(3, 3, 2), k.torture(4, 3, 2)
    assert (silent.outcome, talks.outcome) == ("silent", "talks")
    # BB-Q10, BB-T5.11: notoriety and loyalty either way.
    assert silent.notoriety == talks.notoriety == 2
    assert silent.loyalty_rows == talks.loyalty_rows == ("BB-T5.11",)
    assert english(talks.message) == (
        "Torture: die 4 beats cruelty 3: the hostage talks; enter the information points "
        "(rule 8.46). Notoriety +2, crew loyalty +1 (BB-P5.6)."
    )


def test_bb_s2_1_and_s2_5_deployment_needs_3d6_under_notoriety() -> None:
    assert not k.kc_deployment(3, 3).success  # impossible at 3 or less
    assert k.kc_deployment(18, 19).success  # certain at 19 or more
    assert english(k.kc_deployment(9, 10).message) == (
        "KC deployment: 3d6 9 is under notoriety 10: the KC is deployed (BB-S2.1)."
    )


def test_bb_p6_interception_and_combat_ties() -> None:
    assert k.kc_interception(1, 3, 2, 2).outcome == "evaded"  # 4 against 4
    assert k.kc_interception(2, 3, 2, 2).outcome == "intercepted"
    tie = k.kc_combat(1, 4, 1, 2, 2)  # 5 against 5: the KC is defeated
    assert (tie.outcome, tie.notoriety, tie.loyalty_rows) == ("kc_defeated", 8, ("BB-T5.14",))
    assert k.kc_combat(2, 4, 1, 2, 2).outcome == "pirate_eliminated"


def test_bb_s1_6_capture_higher_lower_or_duel() -> None:
    assert [k.plunder_capture(d, 1, 3, 2).outcome for d in (2, 3, 4)] == [
        "failed",
        "duel",
        "captured",
    ]


def test_bb_p7_1_conspiracy_needs_2d6_above_loyalty() -> None:
    assert [k.mutiny_conspiracy(t, 7).outcome for t in (7, 8)] == ["no_mutiny", "mutiny"]
    assert k.mutiny_conspiracy(2, 0).success  # at 0 any roll is above


def test_bb_p7_3_to_7_6_and_q17_resolution_with_a_modifier() -> None:
    assert [k.mutiny_resolution(d, 4).outcome for d in (3, 4, 5)] == [
        "put_down",
        "put_down_equal",
        "succeeds",
    ]
    # The players' modifier counts in the comparison (BB-Q17).
    assert k.mutiny_resolution(3, 4, modifier=1).outcome == "put_down_equal"
    assert english(k.mutiny_resolution(6, 4, modifier=-1).message) == (
        "Mutiny: 5 beats Leadership 4: the mutiny succeeds; the pirate is out of the game and "
        "scores as eliminated, not by the KC; crew loyalty is recorded as 6 (BB-P7.4, BB-Q19)."
    )


@pytest.mark.parametrize(
    ("call", "rule_id", "message"),
    [
        (
            lambda: k.merchant_search(0, 2),
            "BB-S1.2",
            "The search die is a roll of 1d6: 1 to 6, not 0.",
        ),
        (
            lambda: k.warship_find(7, 1, 1, 1),
            "BB-P1.2",
            "The warship's die is a roll of 1d6: 1 to 6, not 7.",
        ),
        (
            lambda: k.warship_battle(1, 1, 9, 1, 1),
            "BB-P1.4",
            "The pirate's die is a roll of 1d6: 1 to 6, not 9.",
        ),
        (lambda: attack(1, 0), "BB-P2.2", "The defenders' die is a roll of 1d6: 1 to 6, not 0."),
        (
            lambda: k.port_sack(7, 1, 1, 1),
            "BB-P3.2",
            "The sack die is a roll of 1d6: 1 to 6, not 7.",
        ),
        (lambda: k.torture(0, 1, 1), "BB-P5.6", "The torture die is a roll of 1d6: 1 to 6, not 0."),
        (
            lambda: k.kc_deployment(2, 10),
            "BB-S2.1",
            "The KC deployment roll is a roll of 3d6: 3 to 18, not 2.",
        ),
        (
            lambda: k.kc_deployment(19, 10),
            "BB-S2.1",
            "The KC deployment roll is a roll of 3d6: 3 to 18, not 19.",
        ),
        (
            lambda: k.kc_interception(0, 1, 1, 1),
            "BB-P6.2",
            "The KC's die is a roll of 1d6: 1 to 6, not 0.",
        ),
        (
            lambda: k.kc_combat(1, 1, 7, 1, 1),
            "BB-P6.5",
            "The pirate's die is a roll of 1d6: 1 to 6, not 7.",
        ),
        (
            lambda: k.plunder_capture(1, 1, 0, 1),
            "BB-S1.6",
            "The other pirate's die is a roll of 1d6: 1 to 6, not 0.",
        ),
        (
            lambda: k.mutiny_conspiracy(1, 3),
            "BB-P7.1",
            "The Mutiny Conspiracy roll is a roll of 2d6: 2 to 12, not 1.",
        ),
        (
            lambda: k.mutiny_conspiracy(13, 3),
            "BB-P7.1",
            "The Mutiny Conspiracy roll is a roll of 2d6: 2 to 12, not 13.",
        ),
        (
            lambda: k.mutiny_resolution(7, 3),
            "BB-Q17",
            "The mutiny die is a roll of 1d6: 1 to 6, not 7.",
        ),
    ],
)
def test_bb_g1_every_contest_checks_its_dice(
    call: Callable[[], object], rule_id: str, message: str
) -> None:
    assert refused(call) == (rule_id, message)
