"""What the table enters that the aid does not print: ports, pirates, where they are, port
status, letters and conversions, free entries; and the end of the game (BB-T3.2)."""

from __future__ import annotations

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


def test_a_port_is_entered_once_with_its_printed_values() -> None:
    answer = play(
        table(),
        0,
        "add_port",
        name="Nassau",
        nationality="other",
        value=2,
        defense=3,
        status="pirate_port",
    )
    assert lines(answer) == ["Nassau joins the table: Pirate port, value 2, defense 3 (BB-S3.6)."]
    assert answer.state["ports"][0]["havens"] == [] and answer.state["ports"][0]["info"] == {}
    assert refused(
        answer.state,
        1,
        "add_port",
        name="nassau ",
        nationality="arab",
        value=1,
        defense=1,
        status="neutral",
    ) == (
        "BB-S3.6",
        "Nassau is already on the table.",
    )


def test_a_pirate_is_deployed_for_the_seat_that_enters_him() -> None:
    answer = play(
        port(table()), 1, "deploy_pirate", **{**_pirate(), "where": "port", "place": "nassau"}
    )
    me = the_pirate(answer.state)
    assert (me["owner"], me["place"], me["loyalty"], me["holds"]) == (
        1,
        "Nassau",
        6,
        [None, None, None],
    )
    assert lines(answer) == [
        "Jona deploys Edward Teach (number 1) In Port at Nassau: ability 2, cruelty 3, "
        "Leadership 4; a Sloop of speed 3, combat 2 and 3 holds (BB-S1.12)."
    ]
    assert refused(answer.state, 0, "deploy_pirate", **_pirate()) == (
        "BB-P4.2",
        "Pirate number 1 is already at this table.",
    )


def _pirate() -> dict[str, object]:
    from tests.engines.blackbeard.builders import PIRATE

    return dict(PIRATE)


def test_moving_out_of_a_port_lifts_a_failed_sack_and_a_sea_zone_keeps_its_column() -> None:
    state = pirate(port(table()), where="port", place="Nassau")
    state["pirates"][0]["sack_blocked"] = "Nassau"  # as a failed sack leaves it
    state = after(
        state, 0, "move_pirate", pirate=1, where="sea", place="Windward Passage", column="caribbean"
    )
    me = the_pirate(state)
    assert (me["where"], me["place"], me["column"], me["sack_blocked"]) == (
        "sea",
        "Windward Passage",
        "caribbean",
        None,
    )
    assert refused(
        state, 0, "move_pirate", pirate=1, where="port", place="Nassau", column="caribbean"
    ) == (
        "BB-T1.2",
        "Only a sea zone has a Merchant Cargo Table column.",
    )
    assert refused(state, 0, "move_pirate", pirate=1, where="port", place="Havana") == (
        "BB-P4.3",
        "There is no port called Havana at this table.",
    )


def test_an_anti_pirate_governor_ends_every_haven_at_the_port() -> None:
    state = pirate(port(table()))
    state["ports"][0]["havens"] = [1]  # bought earlier (BB-P4.3)
    answer = play(
        state, 1, "set_port_status", port="Nassau", status="anti_pirate", reason="A new governor"
    )
    assert answer.state["ports"][0]["status"] == "anti_pirate"
    assert answer.state["ports"][0]["havens"] == []
    assert lines(answer) == [
        "The status of Nassau is now Anti-Pirate port: A new governor (BB-Q37).",
        "Every pirate haven at Nassau is lost (BB-P4.3).",
    ]


def test_a_converted_merchant_carries_everything_but_the_damage() -> None:
    state = pirate(table(), holds=2)
    state = after(
        state, 0, "plunder_merchant", pirate=1, die=3, cargo_value=1, take=True, column="atlantic"
    )
    state = after(state, 0, "end_plunder", pirate=1, revelry=False)
    state = after(state, 0, "storm", pirate=1, die=3)
    state = after(
        state, 0, "convert_merchant", pirate=1, ship="brigantine", speed=2, combat=3, holds=3
    )
    me = the_pirate(state)
    assert me["ship"] == {"type": "brigantine", "speed": 2, "combat": 3}
    assert (me["holds"], me["speed_hits"], me["combat_hits"]) == ([300, None, None], 0, 0)


def test_a_free_entry_records_the_rulebook_section_and_changes_nothing() -> None:
    state = pirate(table())
    answer = play(state, 1, "free_entry", rule_ref="17.2", reason="Event card: hurricane season")
    assert lines(answer) == ["Jona records: Event card: hurricane season (rule 17.2, BB-G5)."]
    assert dict(answer.state.items()) == state


def test_bb_ex_16_b_a_pirate_in_play_at_the_end_scores_his_notoriety() -> None:
    state = pirate(table(), notoriety=9, wealth=5000, holds=1)
    state["pirates"][0]["holds"] = [3000]
    declared = play(state, 1, "end_game")
    assert lines(declared) == [
        "The end of the game is declared: the companion scores the pirates still in play (BB-T3.2)."
    ]
    assert ENGINE.legal_moves(declared.state, 0) == []  # nothing more is entered
    assert ENGINE.due_moves(declared.state) == [
        {"type": "score_the_end", "args": {}, "key": "the-end", "seat": None}
    ]
    assert not ENGINE.is_over(declared.state)
    scored = play(declared.state, None, "score_the_end")
    assert scored.state["vp"] == [9, 0]
    assert lines(scored)[0] == "The game is over: Anja 9 VP and Jona 0 VP (BB-T3.2)."
    assert ENGINE.is_over(scored.state)
    result = ENGINE.final_result(scored.state)
    assert (result.places, result.winners, result.ended_by) == ({0: 1, 1: 2}, [0], "BB-T3.2")
    assert result.breakdown[0]["pirates eliminated or in play at the end"] == 9
    assert refused(declared.state, 1, "end_game")[0] in ("BB-T3.2",)


def test_pirates_of_one_player_sail_in_an_alliance_and_may_leave_it() -> None:
    state = pirate(
        pirate(pirate(table()), 0, pirate=2, name="Israel Hands"), 1, pirate=3, name="Vane"
    )
    answer = play(state, 0, "alliance", pirate=1, other=2)
    assert lines(answer) == ["Edward Teach and Israel Hands sail in an alliance (BB-S1.10)."]
    assert [p["alliance"] for p in answer.state["pirates"]] == [1, 1, None]
    assert refused(answer.state, 0, "alliance", pirate=1, other=3) == (
        "BB-G6",
        "Vane is Jona's pirate: his entries are made on that phone.",
    )
    left = after(answer.state, 0, "alliance", pirate=2)
    assert [p["alliance"] for p in left["pirates"]] == [None, None, None]
    assert refused(left, 0, "alliance", pirate=2) == (
        "BB-S1.10",
        "Israel Hands sails in no alliance.",
    )
