"""Fights through the engine: the warship (BB-P1), the KC deployed, intercepting, fought or
surrendered to (BB-S2.1, BB-P6), its expulsion attempt (BB-T4.7) and plunder capture
(BB-S1.6); each worked example replayed by its ID, every refusal pinned."""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.blackbeard import fights, kc
from tests.engines.blackbeard.builders import (
    ENGINE,
    after,
    lines,
    pirate,
    play,
    port,
    refused,
    table,
    the_pirate,
)

DICE = [1, 2, 3, 4, 5, 6]


def ex_28() -> State:
    """BB-EX-28: pirate ship speed 2, combat 2; ability 2; loyalty 4; notoriety 5."""
    return pirate(table(), speed=2, combat=2, ability=2, loyalty=4, notoriety=5)


def warship(state: State, **dice: int) -> Any:
    return play(state, 1, "warship_attack", pirate=1, warship_speed=3, warship_combat=4, **dice)


def trackers(state: State, pirate_id: int = 1) -> tuple[int, int, int]:
    me = the_pirate(state, pirate_id)
    return me["combat_hits"], me["loyalty"], me["notoriety"]


def with_kc(state: State, pirate_id: int = 1, *, speed: int = 3, combat: int = 3) -> State:
    """Jona (seat 1) deploys the KC against a pirate of notoriety 4 or more (3d6 = 3)."""
    return after(state, 1, "kc_deploy", pirate=pirate_id, dice=3, kc_speed=speed, kc_combat=combat)


def intercepted(state: State, pirate_id: int = 1) -> State:
    """KC 6 + speed against the pirate's 1 + speed: intercepted for any speed here."""
    return after(state, 1, "kc_intercept", pirate=pirate_id, kc_die=6, pirate_die=1)


def offer(state: State, seat: int | None, move_type: str) -> dict[str, list[Any]] | None:
    found = [m.allowed for m in ENGINE.legal_moves(state, seat) if m.type == move_type]
    return found[0] if found else None


def test_bb_ex_28_warship() -> None:
    state = ex_28()
    # (a) Find: warship 2 + 3 = 5 against pirate 3 + 2 = 5: the pirate escapes.
    answer = warship(state, warship_die=2, pirate_die=3)
    assert lines(answer) == [
        "A warship (speed 3, combat 4) attacks Edward Teach, whose ship has speed 2 and "
        "combat 2 now (BB-P1.2, BB-Q29).",
        "The pirate escapes: the warship's 5 does not beat 5; no battle, the warship stays On "
        "Station (BB-P1.3).",
    ]
    assert the_pirate(answer.state) == the_pirate(state)
    assert answer.state["warship"] == {"status": "on_station", "speed": 3, "combat": 4}
    # (b) Find 4 + 3 = 7 against 5; battle 3 + 4 = 7 against 3 + 2 + 2 = 7: driven off.
    answer = warship(state, warship_die=4, pirate_die=3, battle_warship_die=3, battle_pirate_die=3)
    assert lines(answer)[1:] == [
        "The warship finds the pirate: 7 beats 5; it attacks (BB-P1.2).",
        "The warship drives the pirate off, 7 against 7: 0 combat hits, crew loyalty -1, the "
        "action is cancelled and the warship stays On Station (BB-P1.6).",
        "Crew loyalty -1: the battle with the warship is lost (BB-T5.4, rule 6.46); now 3.",
        "Edward Teach: combat hits now 0 (BB-P1.6).",
    ]
    assert trackers(answer.state) == (0, 3, 5)
    assert answer.state["warship"]["status"] == "on_station"
    # (c) Battle 5 + 4 = 9 against 1 + 2 + 2 = 5: 4 combat hits, loyalty -1.
    answer = warship(state, warship_die=4, pirate_die=3, battle_warship_die=5, battle_pirate_die=1)
    assert "The warship drives the pirate off, 9 against 5: 4 combat hits" in lines(answer)[2]
    assert trackers(answer.state) == (4, 3, 5)
    assert answer.state["warship"]["status"] == "on_station"
    # (d) Battle 1 + 4 = 5 against 6 + 2 + 2 = 10: 1 hit, the warship to its pool, +4.
    answer = warship(state, warship_die=4, pirate_die=3, battle_warship_die=1, battle_pirate_die=6)
    assert lines(answer)[2:] == [
        "The pirate wins the battle, 10 against 5: 1 combat hit, the warship goes to its pool, "
        "notoriety +4, and the pirate carries on with his action (BB-P1.5).",
        "Edward Teach: combat hits now 1, notoriety now 9 (BB-T4.6); the warship is marked in "
        "its pool (BB-Q29).",
    ]
    assert trackers(answer.state) == (1, 4, 9)
    assert answer.state["warship"] == {"status": "in_pool", "speed": 3, "combat": 4}


def test_a_warship_in_its_pool_is_on_station_again_when_the_table_enters_one() -> None:
    state = warship(ex_28(), warship_die=4, pirate_die=3, battle_warship_die=1, battle_pirate_die=6)
    state = state.state
    again = play(
        state,
        1,
        "warship_attack",
        pirate=1,
        warship_speed=2,
        warship_combat=1,
        warship_die=1,
        pirate_die=6,
    )
    assert again.state["warship"] == {"status": "on_station", "speed": 2, "combat": 1}


def test_the_warship_uses_the_pirates_current_combat() -> None:
    state = after(
        ex_28(), 0, "card_effect", pirate=1, card="AP Event", tracker="combat_hits", change=2
    )
    answer = warship(state, warship_die=4, pirate_die=3, battle_warship_die=1, battle_pirate_die=2)
    # 2 + 0 (combat 2 - 2 hits) + 2 = 4 against 1 + 4 = 5.
    assert "The warship drives the pirate off, 5 against 4: 1 combat hit" in lines(answer)[2]
    assert trackers(answer.state) == (3, 3, 5)


def test_warship_refusals() -> None:
    state = ex_28()
    assert refused(
        state,
        1,
        "warship_attack",
        pirate=1,
        warship_speed=3,
        warship_combat=4,
        warship_die=4,
        pirate_die=3,
    ) == (
        "BB-P1.4",
        "The warship finds Edward Teach: enter both battle dice.",
    )
    assert refused(
        state,
        1,
        "warship_attack",
        pirate=1,
        warship_speed=3,
        warship_combat=4,
        warship_die=4,
        pirate_die=3,
        battle_pirate_die=2,
    ) == ("BB-P1.4", "The warship finds Edward Teach: enter both battle dice.")
    assert refused(
        state,
        1,
        "warship_attack",
        pirate=1,
        warship_speed=3,
        warship_combat=4,
        warship_die=2,
        pirate_die=3,
        battle_warship_die=6,
    ) == ("BB-P1.3", "The pirate escapes on this find roll: there is no battle to roll.")
    docked = after(port(state), 0, "move_pirate", pirate=1, where="port", place="Nassau")
    assert refused(
        docked,
        1,
        "warship_attack",
        pirate=1,
        warship_speed=3,
        warship_combat=4,
        warship_die=4,
        pirate_die=3,
    ) == (
        "BB-P1.1",
        "Edward Teach is In Port: a warship answers only a Merchant Search, a Merchant "
        "Plunder or a Port Attack.",
    )
    assert refused(
        state,
        1,
        "warship_attack",
        pirate=7,
        warship_speed=3,
        warship_combat=4,
        warship_die=4,
        pirate_die=3,
    ) == (
        "BB-P4.2",
        "There is no pirate number 7 at this table.",
    )
    sunk = after(
        after(state, 0, "move_pirate", pirate=1, where="transit", place="Bahamas Channel"),
        0,
        "storm",
        pirate=1,
        die=6,
    )
    assert refused(
        sunk,
        1,
        "warship_attack",
        pirate=1,
        warship_speed=3,
        warship_combat=4,
        warship_die=4,
        pirate_die=3,
    ) == (
        "BB-T3.4",
        "Edward Teach is out of play: nothing can be done to him.",
    )


def test_bb_ex_29_kc_deployment_interception_and_combat() -> None:
    state = pirate(table(), notoriety=10, speed=2, combat=2, ability=2, loyalty=4)
    # (a) Against notoriety 10: 3d6 = 10 fails, 9 succeeds.
    failed = play(state, 1, "kc_deploy", pirate=1, dice=10, kc_speed=3, kc_combat=3)
    assert lines(failed) == [
        "Jona tries to deploy the KC against Edward Teach (BB-Q33).",
        "KC deployment: 3d6 10 is not under notoriety 10: no KC (BB-S2.1).",
    ]
    assert failed.state["kc"] == state["kc"]
    deployed = play(state, 1, "kc_deploy", pirate=1, dice=9, kc_speed=3, kc_combat=3)
    assert lines(deployed)[1:] == [
        "KC deployment: 3d6 9 is under notoriety 10: the KC is deployed (BB-S2.1).",
        "The KC is in play on Jona's side: speed 3, combat 3.",
    ]
    state = deployed.state
    assert state["kc"] == {"in_play": True, "speed": 3, "combat": 3, "player": 1}
    # (b) KC 3 + 4 = 7 against pirate 2 + 5 = 7: he evades, nothing moves.
    evaded = play(state, 1, "kc_intercept", pirate=1, kc_die=4, pirate_die=5)
    assert lines(evaded) == [
        "The KC (speed 3) tries to intercept Edward Teach (speed 2 now).",
        "The pirate evades the KC, 7 against 7: the AP action is over and nothing moves (BB-P6.3).",
    ]
    assert evaded.state == state
    # (c) KC 3 + 5 = 8 against 2 + 1 = 3: intercepted; he fights.
    caught = play(state, 1, "kc_intercept", pirate=1, kc_die=5, pirate_die=1)
    assert lines(caught)[1] == (
        "The KC intercepts, 8 against 3: the pirate fights, or surrenders and retires with a "
        "Letter of Marque (BB-P6.2, BB-Q32)."
    )
    state = caught.state
    assert the_pirate(state)["kc"] == "intercepted"
    won = play(state, 0, "kc_fight", pirate=1, kc_die=4, pirate_die=3)
    assert lines(won) == [
        "Edward Teach (ability 2, combat 2 now) fights the KC (combat 3).",
        "The KC is defeated, 7 against 7, and leaves the game: notoriety +6, crew loyalty +1 "
        "(BB-P6.7).",
        "The KC is out of play; Edward Teach's notoriety is now 16 (BB-T4.5).",
        "Crew loyalty +1: the KC defeated in battle (BB-T5.14, rule 10.34); now 5.",
    ]
    assert won.state["kc"]["in_play"] is False
    assert (the_pirate(won.state)["kc"], trackers(won.state)) == (None, (0, 5, 16))
    # (d) As (c), but the KC rolls 5: 8 against 7; with notoriety 12, 12 VP and 6 VP.
    state = intercepted(with_kc(pirate(table(), notoriety=12, speed=2, combat=2, ability=2)))
    lost = play(state, 0, "kc_fight", pirate=1, kc_die=5, pirate_die=3)
    assert lines(lost)[1:] == [
        "The KC wins, 8 against 7: the pirate is eliminated and scores as eliminated by the KC "
        "(BB-P6.6, BB-T3.3).",
        "Eliminated by the KC with notoriety 12: 12 VP to the owner and 6 VP to the KC's side "
        "(half is 6, rounded down: BB-Q21); wealth scores nothing (BB-Q22).",
    ]
    assert lost.state["vp"] == [12, 6]
    assert the_pirate(lost.state)["status"] == "eliminated_by_kc"
    assert lost.state["kc"]["in_play"] is True  # the KC wins and stays


def test_bb_ex_17_eliminated_by_the_kc() -> None:
    for notoriety, wealth, vp in ((12, 3000, [12, 6]), (13, 0, [13, 6])):
        state = intercepted(with_kc(pirate(table(), notoriety=notoriety, wealth=wealth)))
        answer = play(state, 0, "kc_fight", pirate=1, kc_die=6, pirate_die=1)
        assert answer.state["vp"] == vp  # wealth scores 0 (BB-Q22); 6.5 rounds down (BB-Q21)
        assert [a["rule"] for a in answer.state["awards"]] == ["BB-T3.3", "BB-Q21"]
    assert lines(answer)[-1] == (
        "Eliminated by the KC with notoriety 13: 13 VP to the owner and 6 VP to the KC's side "
        "(half is 6.5, rounded down: BB-Q21); wealth scores nothing (BB-Q22)."
    )


def test_bb_ex_38_kc_interception_around_a_merchant_plunder() -> None:
    start = with_kc(pirate(table(), notoriety=5, loyalty=4))
    # (a) Intercepted after announcing the plunder, before it is carried out.
    caught = play(start, 1, "kc_intercept", pirate=1, kc_die=6, pirate_die=1)
    before, now = the_pirate(start), the_pirate(caught.state)
    assert (now["holds"], now["loyalty"], now["notoriety"]) == (
        before["holds"],
        before["loyalty"],
        before["notoriety"],
    )
    # Combat follows (BB-Q32): his phone is offered the combat only.
    mine = ENGINE.legal_moves(caught.state, 0)
    assert [m.type for m in mine if m.allowed.get("pirate") == [1]] == ["kc_fight"]
    assert "plunder_merchant" not in {m.type for m in mine}
    # (b) Intercepted after step 2, having taken 800 D with no marker.
    state = after(
        start, 0, "plunder_merchant", pirate=1, die=2, cargo_value=2, take=True, column="caribbean"
    )
    assert the_pirate(state)["holds"] == [800, None, None]
    caught = play(state, 1, "kc_intercept", pirate=1, kc_die=6, pirate_die=1)
    assert lines(caught)[-1] == (
        "The merchant escapes back to the pool; Edward Teach keeps what he has plundered, and "
        "the rest of the plunder is not done (BB-P6.4)."
    )
    me = the_pirate(caught.state)
    assert (me["holds"], me["loyalty"], me["plunder"], me["kc"]) == (
        [800, None, None],
        4,
        None,
        "intercepted",
    )
    assert (
        refused(caught.state, 0, "keep_hostage", pirate=1, value=2, port="Nassau")[0] == "BB-P5.4"
    )


def test_bb_ex_13_contests_read_the_current_speed() -> None:
    state = port(table(), "Tortuga", status="pirate_port")
    state = pirate(state, speed=2, loyalty=4)
    state = after(state, 0, "storm", pirate=1, die=1)  # given: 1 speed hit, speed 1
    assert (the_pirate(state)["speed_hits"], the_pirate(state)["loyalty"]) == (1, 4)
    # 1. Storm, die 4: 2 hits; speed 1 to -1: crew loyalty 3.
    state = after(state, 0, "storm", pirate=1, die=4)
    assert (the_pirate(state)["speed_hits"], the_pirate(state)["loyalty"]) == (3, 3)
    # 2. Storm, die 1: speed -2, no loyalty change.
    state = after(state, 0, "storm", pirate=1, die=1)
    assert (the_pirate(state)["speed_hits"], the_pirate(state)["loyalty"]) == (4, 3)
    # 3. Repair in a Pirate port: every hit removed, speed 2.
    state = after(state, 0, "move_pirate", pirate=1, where="port", place="Tortuga")
    state = after(state, 0, "repair", pirate=1)
    assert the_pirate(state)["speed_hits"] == 0
    state = after(state, 0, "move_pirate", pirate=1, where="sea", place="Caribbean")
    # 4. Later, 3 hits (a card here): speed -1 again, crew loyalty 2.
    answer = play(
        state, 1, "card_effect", pirate=1, card="AP Event", tracker="speed_hits", change=3
    )
    assert lines(answer) == [
        "Card AP Event: Edward Teach's speed damage hits +3, from 0 to 3.",
        "Crew loyalty -1: the ship's speed goes from 0 to -1 (BB-T5.5, rule 6.26); now 2.",
        "Speed now -1 (BB-Q14).",
    ]
    state = answer.state
    # A warship finds a ship of speed -1 more easily: 1 + 3 = 4 beats 4 - 1 = 3.
    found = warship(state, warship_die=1, pirate_die=4, battle_warship_die=1, battle_pirate_die=6)
    assert lines(found)[0].endswith("whose ship has speed -1 and combat 2 now (BB-P1.2, BB-Q29).")
    assert lines(found)[1] == "The warship finds the pirate: 4 beats 3; it attacks (BB-P1.2)."


def test_the_kc_needs_a_pirate_and_a_player_of_its_side() -> None:
    state = pirate(table(), notoriety=10)
    assert refused(state, None, "kc_deploy", pirate=1, dice=9, kc_speed=3, kc_combat=3) == (
        "BB-Q21",
        "The KC is deployed for a player, who scores its share: name the player.",
    )
    hosted = after(state, 1, "kc_deploy", pirate=1, dice=9, kc_speed=3, kc_combat=2)
    assert hosted["kc"] == {"in_play": True, "speed": 3, "combat": 2, "player": 1}
    assert refused(hosted, 1, "kc_deploy", pirate=1, dice=9, kc_speed=3, kc_combat=3) == (
        "BB-S2.1",
        "The KC is already in play.",
    )


def test_interception_refusals() -> None:
    state = port(pirate(pirate(table(), notoriety=10), 0, pirate=2, name="Anne Bonny"))
    assert refused(state, 1, "kc_intercept", pirate=1, kc_die=6, pirate_die=1) == (
        "BB-P6.2",
        "There is no KC in play: it is deployed first (BB-S2.1).",
    )
    state = with_kc(state)
    docked = after(state, 0, "move_pirate", pirate=2, where="port", place="Nassau")
    assert refused(docked, 1, "kc_intercept", pirate=2, kc_die=6, pirate_die=1) == (
        "BB-P6.1",
        "Anne Bonny is In Port: the KC cannot attack him there, only try to expel him.",
    )
    busy = intercepted(state)
    assert refused(busy, 1, "kc_intercept", pirate=2, kc_die=6, pirate_die=1) == (
        "BB-Q32",
        "The KC has intercepted Edward Teach: his combat or surrender comes first.",
    )
    assert refused(state, 0, "kc_fight", pirate=1, kc_die=6, pirate_die=1) == (
        "BB-P6.5",
        "Edward Teach is not intercepted by the KC.",
    )
    assert refused(busy, 1, "kc_fight", pirate=1, kc_die=6, pirate_die=1) == (
        "BB-G6",
        "Edward Teach is Anja's pirate: his entries are made on that phone.",
    )


def test_surrender_with_a_letter_of_marque_is_a_successful_retirement() -> None:
    state = intercepted(with_kc(pirate(table(), notoriety=10, wealth=1250)))
    assert refused(state, 0, "kc_surrender", pirate=1) == (
        "BB-P6.2",
        "Edward Teach holds no Letter of Marque: he must fight the KC.",
    )
    assert [m.type for m in ENGINE.legal_moves(state, 0) if m.allowed.get("pirate") == [1]] == [
        "kc_fight"
    ]
    state = after(state, 0, "letter_of_marque", pirate=1, has_letter=True)
    owed = kc.owed(state, the_pirate(state))
    assert owed is not None and [m.type for m in owed] == ["kc_fight", "kc_surrender"]
    answer = play(state, 0, "kc_surrender", pirate=1)
    assert lines(answer) == [
        "Edward Teach surrenders to the KC with his Letter of Marque and retires on the spot: "
        "a successful retirement (BB-P6.2, BB-Q28).",
        "Retired with notoriety 10 and 1250 D: 20 + 12 = 32 VP (BB-T3.1).",
    ]
    assert answer.state["vp"] == [32, 0]
    assert (the_pirate(answer.state)["status"], the_pirate(answer.state)["cause"]) == (
        "retired",
        "marque",
    )
    assert the_pirate(answer.state)["kc"] is None
    free = pirate(table())
    free = after(free, 0, "letter_of_marque", pirate=1, has_letter=True)
    assert refused(free, 0, "kc_surrender", pirate=1) == (
        "BB-P6.2",
        "Edward Teach is not intercepted by the KC.",
    )


def test_bb_t4_7_an_expulsion_attempt_is_worth_one_notoriety() -> None:
    state = port(pirate(table(), notoriety=5))
    assert refused(state, 0, "kc_expulsion", pirate=1) == (
        "BB-T4.7",
        "There is no KC in play to try an expulsion.",
    )
    state = with_kc(state)
    assert refused(state, 0, "kc_expulsion", pirate=1) == (
        "BB-T4.7",
        "Edward Teach must be In Port for this.",
    )
    assert offer(state, 0, "kc_expulsion") is None
    state = after(state, 0, "move_pirate", pirate=1, where="port", place="Nassau")
    assert offer(state, 0, "kc_expulsion") == {"pirate": [1]}
    answer = play(state, 0, "kc_expulsion", pirate=1)
    assert lines(answer) == [
        "The KC tries to expel Edward Teach from Nassau; whether he must leave is the "
        "rulebook's (rule 10.51).",
        "Notoriety +1 for an expulsion attempt by the KC (BB-T4.7, rule 10.51).",
        "Edward Teach's notoriety is now 6.",
    ]
    assert the_pirate(answer.state)["notoriety"] == 6


def capture_table(active_ability: int = 2, other_ability: int = 3) -> State:
    """Anja's pirate 1 and Jona's pirate 2 In Port at Nassau, Jona's crew in D&R."""
    state = pirate(port(table()), ability=active_ability)
    state = pirate(state, 1, pirate=2, name="Anne Bonny", ability=other_ability)
    state = after(
        state, 1, "plunder_merchant", pirate=2, die=4, cargo_value=2, take=True, column="caribbean"
    )
    state = after(state, 1, "end_plunder", pirate=2, revelry=True)
    for who, seat in ((1, 0), (2, 1)):
        state = after(state, seat, "move_pirate", pirate=who, where="port", place="Nassau")
    return state


def test_bb_ex_36_plunder_capture() -> None:
    state = capture_table()
    assert offer(state, 0, "plunder_capture") == {
        "pirate": [1],
        "other": [2],
        "die": DICE,
        "other_die": DICE,
    }
    duel = play(state, 0, "plunder_capture", pirate=1, other=2, die=3, other_die=3)
    assert lines(duel) == [
        "At Nassau, Edward Teach (die 3 + ability 2 + 1) tries to capture the plunder of Anne "
        "Bonny (die 3 + ability 3).",
        "Plunder capture ties at 6: a duel follows (rule 15.0); the players settle it and "
        "enter the result (BB-S1.6, BB-Q39).",
    ]
    assert duel.state == state  # only the roll is resolved (BB-Q39)
    won = play(state, 0, "plunder_capture", pirate=1, other=2, die=4, other_die=3)
    assert lines(won)[1] == (
        "Plunder capture succeeds, 7 against 6: the players enter what is taken (BB-S1.6, BB-Q39)."
    )
    failed = play(state, 0, "plunder_capture", pirate=1, other=2, die=2, other_die=3)
    assert lines(failed)[1] == "Plunder capture fails, 5 against 6 (BB-S1.6)."


def test_plunder_capture_refusals() -> None:
    state = capture_table()
    state = pirate(state, 0, pirate=3, name="Calico Jack")
    assert refused(state, 0, "plunder_capture", pirate=3, other=2, die=4, other_die=3) == (
        "BB-S1.6",
        "Calico Jack must be In Port for this.",
    )
    state = after(state, 0, "move_pirate", pirate=3, where="port", place="Nassau")
    assert refused(state, 0, "plunder_capture", pirate=1, other=3, die=4, other_die=3) == (
        "BB-S1.6",
        "Calico Jack is not another player's pirate.",
    )
    elsewhere = after(
        port(state, "Port Royal"), 1, "move_pirate", pirate=2, where="port", place="Port Royal"
    )
    assert refused(elsewhere, 0, "plunder_capture", pirate=1, other=2, die=4, other_die=3) == (
        "BB-S1.6",
        "Anne Bonny is not In Port at Nassau.",
    )
    sober = after(state, 1, "remove_dr", pirate=2)
    assert the_pirate(sober, 2)["dr"] == "none"
    assert refused(sober, 0, "plunder_capture", pirate=1, other=2, die=4, other_die=3) == (
        "BB-S1.6",
        "Anne Bonny's crew is not in D&R: his plunder cannot be taken.",
    )
    assert offer(sober, 0, "plunder_capture") is None


def test_the_anti_pirate_actions_offered_to_each_seat() -> None:
    state = pirate(pirate(table(3), notoriety=10), 1, pirate=2, name="Anne Bonny")
    mine = offer(state, 0, "warship_attack")
    assert mine == {
        "pirate": [2],
        "warship_die": DICE,
        "pirate_die": DICE,
        "battle_warship_die": DICE,
        "battle_pirate_die": DICE,
    }
    assert offer(state, 0, "kc_deploy") == {"pirate": [2], "dice": list(range(3, 19))}
    assert offer(state, 2, "kc_deploy") == {"pirate": [1, 2], "dice": list(range(3, 19))}
    assert offer(state, None, "kc_deploy") == {"pirate": [1, 2], "dice": list(range(3, 19))}
    assert offer(state, 0, "kc_intercept") is None
    state = after(state, 2, "kc_deploy", pirate=1, dice=9, kc_speed=3, kc_combat=3)
    assert offer(state, 1, "kc_deploy") is None
    assert offer(state, 1, "kc_intercept") == {"pirate": [1], "kc_die": DICE, "pirate_die": DICE}
    state = intercepted(state)
    assert offer(state, 1, "kc_intercept") is None  # one interception at a time
    assert offer(state, 1, "warship_attack") is None  # Edward Teach is busy with the KC
    assert (offer(state, 2, "warship_attack") or {})["pirate"] == [2]


def test_the_table_offers_nothing_against_a_seats_own_pirates() -> None:
    state = pirate(table())
    assert fights.table_offers(state, 0) + kc.table_offers(state, 0) == []
    assert [m.type for m in fights.table_offers(state, 1) + kc.table_offers(state, 1)] == [
        "warship_attack",
        "kc_deploy",
    ]
