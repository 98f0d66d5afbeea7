"""RULING NAS-Q1: no board layout is assumed. The setup deal teaches the trade-route spaces, and
a ship landing on a space the companion does not know yet makes the table describe it."""

from __future__ import annotations

import random
import re

import pytest

from companion.engines.base import RuleError, State
from companion.engines.nassau.catalogue import TEST_BOARD_PORTS
from companion.engines.text import english
from tests.engines.nassau.builders import (
    CAPTAINS,
    ENGINE,
    TEST_BOARD,
    check_invariants,
    check_no_leak,
    exactly,
    fresh,
    lay_out,
    play,
    seats,
    turn_of,
)

# The test board's trade-route spaces (digest section 9), dealt at an ad-hoc table.
ROUTES = (2, 3, 4, 6, 8, 9, 11, 13, 15, 17, 18, 20)


def adhoc(n: int = 3, routes: tuple[int, ...] = ROUTES, *, finish: bool = True) -> State:
    """A game with no layout entered, set up through the engine's own moves."""
    state = fresh(n, ports=[], age_order=list(range(n)))
    for space in routes:
        state = play(state, 0, "reveal_merchant_card", space=space, sail=2, cannon=2, rum=1)
    if not finish:
        return state
    state = play(state, 1, "finish_merchant_deal")
    state = lay_out(state)
    for seat in range(n):
        state = play(state, seat, "enter_captain_cards", sail=CAPTAINS[0], cannon=CAPTAINS[1])
        state = play(state, seat, "enter_first_roll", values=[1 + seat] * 3)
    return state


def land(state: State, seat: int, to: int) -> State:
    """Make it ``seat``'s move and sail to ``to`` with a die showing 1 (or a first move to 1)."""
    turn_of(state, seat, space=to - 1 if to > 1 else None)
    state["players"][seat]["dice"][0].update(value=1, used=False)
    return play(state, seat, "move", die=0, to=to)


def kinds(state: State) -> dict[int, str]:
    return {c["space"]: c["kind"] for c in state["board"]}


def refused(message: str, state: State, seat: int | None, move_type: str, **args: object) -> None:
    """The move is refused with exactly ``message``: the rule ID, then what the player reads."""
    with pytest.raises(RuleError, match=f"^{re.escape(message)}$"):
        play(state, seat, move_type, **args)


# -- setup --------------------------------------------------------------------------------


def test_the_default_board_is_unknown_except_what_the_text_gives() -> None:
    state = ENGINE.setup({}, seats(3), 1)  # no option at all: the default
    assert state["layout"] == "ad_hoc" and state["reveal"]["deal"]
    board = {c["space"]: c for c in state["board"]}
    assert board[1]["kind"] == "port" and board[1]["name"] == "La Havana"
    assert board[10]["kind"] == "port" and board[10]["name"] == "Port Royal"
    assert board[1]["smuggle"] is None and board[1]["cannon"] == 5 and board[10]["cannon"] == 6
    assert board[3]["kind"] == board[8]["kind"] == "route"
    assert board[7]["kind"] == board[14]["kind"] == "transit"
    unknown = [s for s, c in board.items() if c["kind"] == "unknown"]
    assert unknown == [2, 4, 5, 6, 9, 11, 12, 13, *range(15, 21)]
    assert sorted(state["merchants"]) == ["3", "8"]
    view = ENGINE.player_view(state, 0)["board_layout"]
    assert view["mode"] == "ad_hoc" and view["spaces_to_learn"] == unknown
    assert view["ports_without_offers"] == [1, 10] and view["deal_open"]
    waiting = ENGINE.player_view(state, None)["waiting_for"][0]
    assert waiting["what"] == "merchant_deal" and waiting["rule"] == "NAS-Q1"
    check_invariants(state)


def test_a_card_entered_with_its_space_teaches_a_trade_route_space() -> None:
    state = fresh(3, ports=[])
    legal = {m.type: m for m in ENGINE.legal_moves(state, 0)}
    assert legal["reveal_merchant_card"].allowed["space"][:3] == [2, 3, 4]
    assert "finish_merchant_deal" not in legal
    state = play(state, 0, "reveal_merchant_card", space=5, sail=3, cannon=1, goods=1)
    assert kinds(state)[5] == "route" and state["merchants"]["5"]["sail"] == 3
    assert state["merchant_decks"]["1"]["unknown"] == 19
    check_invariants(state)


@pytest.mark.parametrize(
    ("space", "message"),
    [
        (0, "NAS-Q1: Enter the space this merchant card lies on."),
        (1, "NAS-0.5.5: Space 1 is a port: ports never hold merchant cards."),
        (10, "NAS-0.5.5: Space 10 is a port: ports never hold merchant cards."),
        (7, "NAS-0.5.2: Space 7 is a transit space: no merchant card there."),
        (14, "NAS-0.5.2: Space 14 is a transit space: no merchant card there."),
    ],
)
def test_the_deal_refuses_spaces_that_hold_no_merchant(space: int, message: str) -> None:
    state = fresh(3, ports=[])
    refused(message, state, 0, "reveal_merchant_card", space=space, sail=1, cannon=1)


def test_the_deal_refuses_a_second_card_on_a_space() -> None:
    state = play(fresh(3, ports=[]), 0, "reveal_merchant_card", space=3, sail=1, cannon=1)
    refused(
        "NAS-0.5.4: Space 3 already holds a merchant card.",
        state,
        0,
        "reveal_merchant_card",
        space=3,
        sail=1,
        cannon=1,
    )


def test_the_deal_keeps_a_region_3_space_for_port_of_spain() -> None:
    state = adhoc(routes=(3, 8, 15, 16, 17, 18, 19), finish=False)
    assert 20 not in ENGINE.legal_moves(state, 0)[0].allowed["space"]
    refused(
        "NAS-0.5.6: Space 20 is the last Region 3 space left: it is Port of Spain.",
        state,
        0,
        "reveal_merchant_card",
        space=20,
        sail=1,
        cannon=1,
    )


def test_finish_merchant_deal_needs_spaces_3_8_and_region_3() -> None:
    state = adhoc(routes=(3, 8), finish=False)
    refused(
        "NAS-1.2.3: Every trade-route space gets a merchant card: still a Region 3 trade-route space.",
        state,
        0,
        "finish_merchant_deal",
    )
    state = play(state, 0, "reveal_merchant_card", space=17, sail=1, cannon=1)
    assert any(m.type == "finish_merchant_deal" for m in ENGINE.legal_moves(state, 2))
    state = play(state, 2, "finish_merchant_deal")
    assert not state["reveal"]["deal"]
    refused(
        "NAS-1.2.3: No merchant deal is open: the board layout is known.",
        state,
        2,
        "finish_merchant_deal",
    )


def test_setup_waits_for_the_deal_then_starts_round_one() -> None:
    state = adhoc(finish=False)
    state = lay_out(state)
    for seat in range(3):
        state = play(state, seat, "enter_captain_cards", sail=CAPTAINS[0], cannon=CAPTAINS[1])
        state = play(state, seat, "enter_first_roll", values=[1 + seat] * 3)
    assert state["step"] == "setup"
    state = play(state, 0, "finish_merchant_deal")
    assert state["step"] == "piracy"
    assert sorted(int(s) for s in state["merchants"]) == list(ROUTES)
    assert [s for s, k in kinds(state).items() if k == "unknown"] == [5, 12, 16, 19]
    check_invariants(state)


# -- landing on an unknown space ----------------------------------------------------------


def test_landing_on_an_unknown_space_asks_and_the_action_waits() -> None:
    state = land(adhoc(), 0, 5)
    head = state["pending"][0]
    assert head["kind"] == "describe_space" and head["space"] == 5 and head["rule"] == "NAS-Q1"
    view = ENGINE.player_view(state, 1)
    assert view["waiting_for"][0]["what"] == "describe_space"
    assert view["waiting_for"][0]["seats"] == [0, 1, 2]
    refused(
        "NAS-Q1: First the table must tell what space 5 is: a port or a trade route.",
        state,
        0,
        "pass_action",
    )
    for seat in range(3):  # anyone at the table may read the board
        legal = [m for m in ENGINE.legal_moves(state, seat) if m.type == "describe_space"]
        assert [m.allowed["kind"] for m in legal] == [["port"], ["route"]]
        assert "poe" not in legal[0].allowed["offers"]
    check_invariants(state)


def test_a_port_described_is_remembered_and_used() -> None:
    state = land(adhoc(), 0, 5)
    state = play(state, 2, "describe_space", kind="port", offers="goods+rum", name="Nombre de Dios")
    cell = state["board"][4]
    assert cell == {
        "space": 5,
        "kind": "port",
        "region": 1,
        "name": "Nombre de Dios",
        "smuggle": ["goods", "rum"],
        "cannon": 5,
    }
    assert not state["pending"]
    state = play(state, 0, "smuggle", resource="rum")
    assert state["players"][0]["hold"]["rum"] == 1
    # The next ship to land there is not asked again.
    state = land(state, 1, 5)
    assert not state["pending"]
    legal = {m.type for m in ENGINE.legal_moves(state, 1)}
    assert {"smuggle", "plunder"} <= legal and "catch_trade_winds" not in legal
    check_invariants(state)
    check_no_leak(state)


def test_a_port_described_without_a_name_is_named_after_its_space() -> None:
    state = play(land(adhoc(), 0, 12), 0, "describe_space", kind="port", offers="gunpowder")
    assert state["board"][11]["name"] == "Port 12" and state["board"][11]["cannon"] == 6


def test_a_trade_route_described_joins_the_routes_empty() -> None:
    state = land(adhoc(), 0, 12)
    state = play(state, 1, "describe_space", kind="route")
    assert kinds(state)[12] == "route" and state["merchants"]["12"] is None
    legal = {m.type for m in ENGINE.legal_moves(state, 0)}
    assert "catch_trade_winds" in legal and "smuggle" not in legal
    check_invariants(state)


def test_a_port_needs_what_it_offers() -> None:
    state = land(adhoc(), 0, 5)
    refused(
        "NAS-0.5.5: Tell what the port lets players smuggle: gunpowder, goods or rum.",
        state,
        0,
        "describe_space",
        kind="port",
    )
    refused(
        "NAS-0.5.4: A trade-route space has no name.",
        state,
        0,
        "describe_space",
        kind="route",
        name="Bay",
    )


def test_la_havana_is_asked_only_what_it_offers() -> None:
    state = land(adhoc(), 0, 1)
    legal = [m for m in ENGINE.legal_moves(state, 1) if m.type == "describe_space"]
    assert [m.allowed["kind"] for m in legal] == [["port"]]
    refused(
        "NAS-0.5.6: Space 1 is a port.",
        state,
        1,
        "describe_space",
        kind="route",
    )
    refused(
        "NAS-0.5.6: Space 1 is La Havana.",
        state,
        1,
        "describe_space",
        kind="port",
        offers="rum",
        name="X",
    )
    state = play(state, 1, "describe_space", kind="port", offers="gunpowder+rum")
    assert state["board"][0]["name"] == "La Havana"
    assert state["board"][0]["smuggle"] == ["gunpowder", "rum"]


def test_port_of_spain_only_once_and_only_in_region_3() -> None:
    state = land(adhoc(), 0, 5)
    refused(
        "NAS-2.2.10.5: Only one port pays pieces of eight: Port of Spain, in Region 3.",
        state,
        0,
        "describe_space",
        kind="port",
        offers="poe",
    )
    state = play(state, 0, "describe_space", kind="port", offers="goods")
    state = land(state, 1, 19)
    offers = [m for m in ENGINE.legal_moves(state, 1) if m.type == "describe_space"][0]
    assert "poe" in offers.allowed["offers"]
    refused(
        "NAS-2.2.10.5: Port of Spain pays pieces of eight: choose that as what it offers.",
        state,
        1,
        "describe_space",
        kind="port",
        offers="rum",
        name="Port of Spain",
    )
    state = play(state, 1, "describe_space", kind="port", offers="poe")
    assert state["board"][18]["name"] == "Port of Spain" and state["board"][18]["cannon"] == 7
    state = play(state, 1, "smuggle", resource="poe")
    assert state["players"][1]["hold"]["poe"] == 2
    state = land(state, 2, 16)
    refused(
        "NAS-2.2.10.5: Only one port pays pieces of eight: Port of Spain, in Region 3.",
        state,
        2,
        "describe_space",
        kind="port",
        offers="poe",
    )


def test_the_last_region_3_space_left_is_port_of_spain() -> None:
    state = land(adhoc(routes=(3, 8, 15, 16, 17, 18, 19)), 0, 20)
    legal = [m for m in ENGINE.legal_moves(state, 0) if m.type == "describe_space"]
    assert [m.allowed for m in legal] == [{"kind": ["port"], "offers": ["poe"]}]
    refused(
        "NAS-0.5.6: Space 20 must be Port of Spain, the last Region 3 space left.",
        state,
        0,
        "describe_space",
        kind="route",
    )
    state = play(state, 0, "describe_space", kind="port", offers="poe")
    assert state["board"][19]["name"] == "Port of Spain"


def test_at_most_seven_ports_with_a_slot_kept_for_port_of_spain() -> None:
    state = adhoc(routes=(3, 8, 15))
    for space in (2, 4, 5, 6):  # La Havana, Port Royal and these: 6 ports
        state = play(land(state, 0, space), 0, "describe_space", kind="port", offers="rum")
    state = land(state, 0, 9)
    legal = [m for m in ENGINE.legal_moves(state, 0) if m.type == "describe_space"]
    assert [m.allowed["kind"] for m in legal] == [["route"]]
    refused(
        "NAS-0.5.6: Space 9 cannot be a port: the board has at most 7 ports, one kept for Port of Spain.",
        state,
        0,
        "describe_space",
        kind="port",
        offers="rum",
    )
    state = play(state, 0, "describe_space", kind="route")
    state = land(state, 0, 17)  # Port of Spain still fits
    legal = [m for m in ENGINE.legal_moves(state, 0) if m.type == "describe_space"]
    assert legal[0].allowed == {"kind": ["port"], "offers": ["poe"]}


def test_every_offered_answer_is_accepted() -> None:
    rng = random.Random(4)
    for space in (1, 2, 5, 12, 16, 19, 20):
        state = land(adhoc(routes=(3, 8, 15)), 0, space)
        for legal in [m for m in ENGINE.legal_moves(state, 1) if m.type == "describe_space"]:
            args = {k: rng.choice(v) for k, v in legal.allowed.items()}
            done = play(state, 1, "describe_space", **args)
            assert not done["pending"]
            check_invariants(done)


def test_a_route_learnt_in_play_is_refilled_in_step_7() -> None:
    state = play(land(adhoc(), 0, 12), 0, "describe_space", kind="route")
    state["step"], state["bk_started"], state["turn"] = "merchants", False, {}
    state["players"][0]["space"] = None
    state = play(state, None, "merchants_set_sail", round=1)
    # Region 3 cards moved to Region 2, from the right: 12 is a free Region 2 route space.
    assert state["merchants"]["12"] is not None
    check_invariants(state)


# -- an entered layout --------------------------------------------------------------------


def test_an_entered_layout_asks_nothing() -> None:
    state = fresh(3, ports=TEST_BOARD)
    assert state["layout"] == "entered" and not state["reveal"]["deal"]
    assert "unknown" not in {c["kind"] for c in state["board"]}
    assert all(m.type != "finish_merchant_deal" for m in ENGINE.legal_moves(state, 0))
    state = lay_out(state)
    for seat in range(3):
        state = play(state, seat, "enter_captain_cards", sail=CAPTAINS[0], cannon=CAPTAINS[1])
        state = play(state, seat, "enter_first_roll", values=[1 + seat] * 3)
    for seat, space in ((0, 1), (1, 5), (2, 19)):
        state = land(state, seat, space)
        assert not state["pending"]
    assert ENGINE.player_view(state, 0)["board_layout"]["spaces_to_learn"] == []


def test_an_entered_layout_refuses_a_card_on_another_space() -> None:
    state = fresh(3, ports=TEST_BOARD)
    refused(
        "NAS-2.7.4: The next card goes on space 2 (left to right), not 8.",
        state,
        0,
        "reveal_merchant_card",
        space=8,
        sail=1,
        cannon=1,
    )
    state = play(state, 0, "reveal_merchant_card", space=2, sail=1, cannon=1)
    assert state["merchants"]["2"] is not None


def test_a_printed_port_cannon_is_only_a_warning() -> None:
    ports = [*TEST_BOARD_PORTS[1:], "1:La Havana:gunpowder+rum:9"]
    state = fresh(3, ports=ports)
    assert state["board"][0]["cannon"] == 5
    warnings = ENGINE.player_view(state, 0)["board_layout"]["warnings"]
    assert [english(w) for w in warnings] == [
        "La Havana (space 1) prints cannon 9; the companion uses 4 + region = 5 "
        "(NAS-Q1, NAS-2.2.11.2)."
    ]
    assert fresh(3, ports=[*TEST_BOARD_PORTS[1:], "1:La Havana:rum:5"])["layout_warnings"] == []


def test_a_port_can_be_plundered_once_described() -> None:
    state = land(adhoc(), 0, 16)
    state = play(state, 1, "describe_space", kind="port", offers="gunpowder+goods")
    state["players"][0]["captain"][1].update(cannon=9)
    state = play(state, 0, "plunder", card=1)
    assert state["players"][0]["last"]["port"] == 7 and state["plundered"]["16"]


@pytest.mark.parametrize(
    ("ports", "message"),
    [
        (
            ["5-Tortuga"],
            "The port 5-Tortuga must read space:name:what it trades, like 5:Tortuga:goods+rum.",
        ),
        (["5:Tortuga:rum:x"], "The port 5:Tortuga:rum:x: the printed cannon must be a number."),
        (
            ["7:Tortuga:rum"],
            "Space 7 cannot be a port: ports are on spaces 1 to 20, never 7 or 14.",
        ),
        (
            ["5:Tortuga:silk"],
            "The port on space 5: a port trades gunpowder, goods or rum, or pays pieces of "
            "eight (poe) as Port of Spain.",
        ),
        (["5:Tortuga:poe"], "Only a Region 3 port pays pieces of eight: Port of Spain, alone."),
        (["5:Tortuga:rum", "5:Nassau:rum"], "Space 5 is listed twice."),
        (
            [f"{s}:Port:rum" for s in (1, 2, 3, 4, 5, 6)],
            "Region 1 needs at least one trade-route space.",
        ),
    ],
)
def test_the_ports_option_says_what_is_wrong(ports: list[str], message: str) -> None:
    with pytest.raises(RuleError, match=exactly(f"NAS-Q1: {message}")):
        fresh(3, ports=ports)


# -- what the rulebook says of every board (NAS-0.5.6, digest 10.1) -------------------------


# The test board with one entry changed: (space, entry or None to drop it).
def _board_with(*changes: tuple[int, str | None]) -> list[str]:
    entries = {int(e.split(":")[0]): e for e in TEST_BOARD_PORTS}
    for space, entry in changes:
        if entry is None:
            entries.pop(space)
        else:
            entries[space] = entry
    return list(entries.values())


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ([(1, None)], "Space 1 is La Havana, a port: enter it with what it trades."),
        ([(10, "10:Kingston:goods")], "Space 10 is Port Royal, not Kingston."),
        ([(5, "3:Port 3:rum")], "Space 3 is a trade-route space, not a port."),
        ([(5, "8:Bay:rum")], "Space 8 is a trade-route space, not a port."),
        ([(16, "16:Port Royal:goods")], "Port Royal is on space 10, not 16."),
        (
            [(19, None)],
            "The board needs Port of Spain, a Region 3 port that pays pieces of eight (poe).",
        ),
        (
            [(19, "19:Trinidad:poe")],
            "The port that pays pieces of eight is Port of Spain, not Trinidad.",
        ),
        (
            [(16, "16:Port of Spain:rum")],
            "Port of Spain pays pieces of eight: write poe for what it trades.",
        ),
        ([(16, "16::poe")], "The board has one Port of Spain."),
    ],
)
def test_an_entered_board_keeps_what_the_rulebook_says(
    changes: list[tuple[int, str | None]], message: str
) -> None:
    with pytest.raises(RuleError, match=exactly(f"NAS-0.5.6: {message}")):
        fresh(3, ports=_board_with(*changes))


def test_the_rulebook_names_match_whatever_the_case_or_spelling() -> None:
    ports = _board_with(
        (1, "1:  la HAVANA :gunpowder+rum"),
        (10, "10:PORT ROYAL:goods+rum"),
        (19, "19::poe"),
    )
    state = fresh(3, ports=ports)
    assert [state["board"][s - 1]["name"] for s in (1, 10, 19)] == [
        "La Havana",
        "Port Royal",
        "Port of Spain",
    ]
    italian = fresh(3, ports=_board_with((1, "1:L'Avana:rum"), (19, "19:port of spain:poe")))
    assert italian["board"][0]["name"] == "La Havana"
    assert italian["board"][18]["name"] == "Port of Spain"


def test_a_described_space_cannot_take_a_name_the_rulebook_puts_elsewhere() -> None:
    state = land(adhoc(), 0, 5)
    refused(
        "NAS-0.5.6: La Havana is on space 1, not 5.",
        state,
        0,
        "describe_space",
        kind="port",
        offers="rum",
        name="la havana",
    )
    state = land(adhoc(), 0, 16)
    refused(
        "NAS-2.2.10.5: Port of Spain pays pieces of eight: choose that as what it offers.",
        state,
        0,
        "describe_space",
        kind="port",
        offers="rum",
        name="PORT OF SPAIN",
    )
