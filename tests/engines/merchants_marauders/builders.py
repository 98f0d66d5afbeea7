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


def at_event(state: State) -> State:
    """The next round's event step: the starting player (seat 0) owes the event card."""
    from companion.engines.merchants_marauders.waiting import owe

    state["round"] += 1
    state["phase"] = "event"
    state["current"] = None
    state["turn"] = None
    state["waiting"] = []
    owe(state, "event", [state["first"]])
    return state


def next_round(state: State) -> State:
    """Every seat ends its turn; the round's bookkeeping runs up to the next event card."""
    while state["phase"] == "turn":
        state = play(state, state["current"], "pass_turn")
    while state["phase"] != "event":
        state = bookkeeping(state)
    return state


def npc_card(name: str, nation: str | None, home: int, **skills: Any) -> dict[str, Any]:
    card: dict[str, Any] = {
        "name": name,
        "nation": nation,
        "seamanship": 2,
        "scouting": 2,
        "leadership": 2,
        "influence": 2,
        "bounty_icon": nation is not None,
        "ship": "frigate" if nation is not None else "sloop",
        "home": home,
    }
    card.update(skills)
    return card


def with_npc(state: State, slot: str, zone: str, name: str = "", **card: Any) -> int:
    """An NPC on the board in ``zone`` (named if new): a warship of its nation key, else a
    pirate. Its zone id."""
    z = board.named(state, zone, "MM-8.1.4")
    nation = slot if slot in ("dutch", "english", "french", "spanish") else None
    if slot.startswith("war-"):
        nation = card.pop("nation", "english")
        card.setdefault("ship", "frigate")
    if slot == "pirate-frigate":
        card.setdefault("ship", "frigate")
    state["npcs"][slot] = {
        "cards": [npc_card(name or f"Captain of {slot}", nation, z, **card)],
        "zone": z,
        "arrive": None,
        "next": None,
    }
    return z


def border(state: State, here: str, letter: str, there: str) -> None:
    """One border of ``here`` (both zones named if new): ``there`` across ``letter``."""
    a = board.named(state, here, "MM-0.5.3")
    b = board.named(state, there, "MM-0.5.3")
    zone = state["zones"][a]
    if zone["borders"] is None:
        zone["borders"] = {"N": [], "E": [], "S": [], "W": []}
    zone["borders"][letter].append(b)
