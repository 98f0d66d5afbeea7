"""States for the Merchants & Marauders engine tests: a game played through its setup to
the first player's turn, and small changes to it (a ship, gold, a place)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Played, SeatInfo, State
from companion.engines.merchants_marauders import MerchantsMaraudersEngine, board
from companion.engines.text import english

ENGINE = MerchantsMaraudersEngine()
NAMES = ("Anja", "Jona", "Mira", "Tomas")
# Captains entered at the table (no club catalogue): name, skills, home port, its nation.
CAPTAINS = (
    ("Wright", 2, 3, 2, 2, "Havana", "spanish"),
    ("Frances", 2, 2, 3, 2, "Nassau", "english"),
    ("Felipe", 3, 2, 2, 3, "Curacao", "dutch"),
    ("Frederico da Silva", 3, 3, 2, 1, "Basse-Terre", "french"),
)


def play(state: State, seat: int | None, move_type: str, **args: Any) -> State:
    return ENGINE.apply(state, seat, {"type": move_type, "args": args})


def played(state: State, seat: int | None, move_type: str, **args: Any) -> Played:
    return ENGINE.play(state, seat, {"type": move_type, "args": args})


def lines(answer: Played, seat: int | None = None) -> list[str]:
    """What a move said, in English: the public lines, then ``seat``'s own."""
    out = [english(m) for m in answer.outcome.public]
    if seat is not None:
        out += [english(m) for m in answer.outcome.private.get(seat, ())]
    return out


def bookkeeping(state: State) -> State:
    for due in ENGINE.due_moves(state):
        state = ENGINE.apply(state, due["seat"], {"type": due["type"], "args": due["args"]})
    return state


def new_state(players: int = 2, seed: int = 1, options: dict[str, Any] | None = None) -> State:
    seats = [SeatInfo(i, NAMES[i]) for i in range(players)]
    return ENGINE.setup(options or {}, seats, seed)


def started(
    players: int = 2,
    seed: int = 1,
    ships: tuple[str, ...] = (),
    options: dict[str, Any] | None = None,
) -> State:
    """Setup done (captains above, Sloops unless ``ships`` says otherwise), the event card
    of round 1 entered: seat 0 starts and is in turn, in its home port."""
    state = new_state(players, seed, options)
    for seat in range(players):
        captain, sea, sco, lea, inf, home, nation = CAPTAINS[seat]
        state = play(
            state,
            seat,
            "enter_captain",
            captain=captain,
            ship=ships[seat] if seat < len(ships) else "sloop",
            seamanship=sea,
            scouting=sco,
            leadership=lea,
            influence=inf,
            home=home,
            nation=nation,
        )
    for entry in list(state["waiting"]):
        if entry["kind"] == "ship_card":
            state = play(
                state,
                entry["seats"][0],
                "enter_ship_card",
                seaworthiness=2,
                cargo=3,
                crew=2,
                cannons=1,
                maneuverability=3,
            )
    for seat in range(players):
        state = play(state, seat, "draw_glory_card", card=f"Card {seat}")
    state["first"] = 0
    state["waiting"][-1]["seats"] = [0]
    state = play(state, 0, "enter_mission", card="Deliver the letters", location="Havana")
    state = play(state, 0, "enter_mission", card="Escort the governor", location="Nassau")
    state = bookkeeping(state)
    return play(state, 0, "event_card", card="Calm seas")


def zone_id(state: State, name: str) -> int:
    found = board.find(state, name)
    assert found is not None, name
    return found


def put(state: State, seat: int, zone: str, *, port: bool = False) -> None:
    """Place a seat's ship (adding the zone if the table has not named it yet)."""
    z = board.named(state, zone, "MM-3.4.1", port=True if port else None)
    state["players"][seat]["at"] = {"zone": z, "port": port}


def refusal(state: State, seat: int | None, move_type: str, **args: Any) -> str:
    """The English message of the RuleError a move raises (it must raise one)."""
    from companion.engines.base import RuleError

    try:
        ENGINE.play(state, seat, {"type": move_type, "args": args})
    except RuleError as exc:
        return exc.message
    raise AssertionError(f"{move_type} was accepted")


def offered(state: State, seat: int) -> dict[str, dict[str, list[Any]]]:
    """The moves a seat is offered now, by type, with their allowed values."""
    return {m.type: m.allowed for m in ENGINE.legal_moves(state, seat)}


def hand(state: State, seat: int, *cards: str) -> None:
    state["players"][seat]["hand"] = list(cards)


def next_round(state: State, card: str = "Calm seas") -> State:
    """Every seat in turn ends its turn; the round's bookkeeping; the next event card."""
    while state["phase"] == "turn":
        state = play(state, state["current"], "pass_turn")
    while ENGINE.due_moves(state):
        state = bookkeeping(state)
    if state["phase"] == "event":
        state = play(state, state["waiting"][-1]["seats"][0], "event_card", card=card)
    return state


def new_captain(state: State, seat: int, captain: str, home: str, nation: str) -> Played:
    return played(
        state,
        seat,
        "enter_captain",
        captain=captain,
        ship="sloop",
        seamanship=2,
        scouting=2,
        leadership=2,
        influence=2,
        home=home,
        nation=nation,
    )
