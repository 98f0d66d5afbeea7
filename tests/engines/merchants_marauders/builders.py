"""States for the Merchants & Marauders engine tests: a game played through its setup to
the first player's turn, and small changes to it (a ship, gold, a place)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Played, RuleError, SeatInfo, State
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


def revealed(state: State, ships: tuple[str, ...] = ()) -> State:
    """Each seat's captain entered (Sloops unless ``ships`` says otherwise), then revealed
    by the companion all at once (MM-1.1.5)."""
    for seat in range(len(state["players"])):
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
    return bookkeeping(state)


def started(
    players: int = 2,
    seed: int = 1,
    ships: tuple[str, ...] = (),
    options: dict[str, Any] | None = None,
) -> State:
    """Setup done (captains above, Sloops unless ``ships`` says otherwise), the event card
    of round 1 entered: seat 0 starts and is in turn, in its home port."""
    state = revealed(new_state(players, seed, options), ships)
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


def set_borders(state: State, zone: str, **letters: list[str]) -> int:
    """Give a zone its borders by name (N=[...], E=[...], ...), adding zones named first."""
    here = board.named(state, zone, "MM-0.5.3")
    state["zones"][here]["borders"] = {
        letter: [board.named(state, n, "MM-0.5.3") for n in letters.get(letter, [])]
        for letter in ("N", "E", "S", "W")
    }
    return here


def set_port(state: State, zone: str, nation: str | None) -> int:
    """A zone's port as the board shows it (nation None: the zone without a port)."""
    here = board.named(state, zone, "MM-0.5.1")
    state["zones"][here]["port"] = nation is not None
    state["zones"][here]["nation"] = nation
    return here


# A club's map (MM-0.5): 17 zones, 16 ports, a chain of East/West borders seen from both
# sides, plus Havana's North border to Nassau. Only the shape matters to the tests.
MAP_ZONES = (
    ("Havana", "spanish"),
    ("Nassau", "english"),
    ("Curacao", "dutch"),
    ("Basse-Terre", "french"),
    ("Port Royale", "english"),
    ("Santo Domingo", "spanish"),
    ("Caribbean Sea", "none"),
    ("Bridgetown", "english"),
    ("Caracas", "spanish"),
    ("St. John", "dutch"),
    ("Tortuga", "french"),
    ("Campeche", "spanish"),
    ("Cartagena", "spanish"),
    ("Martinique", "french"),
    ("Belize", "english"),
    ("Bonaire", "dutch"),
    ("Panama", "spanish"),
)


def catalogue_map() -> dict[str, Any]:
    names = [n for n, _port in MAP_ZONES]
    borders = [{"zone": "Havana", "letter": "N", "neighbour": "Nassau"}]
    borders.append({"zone": "Nassau", "letter": "S", "neighbour": "Havana"})
    for a, b in zip(names[1:], names[2:], strict=False):
        borders.append({"zone": a, "letter": "E", "neighbour": b})
        borders.append({"zone": b, "letter": "W", "neighbour": a})
    return {
        "zones": [{"name": n, "port": port} for n, port in MAP_ZONES],
        "borders": borders,
        "captains": [],
        "ships": [],
        "goods": [],
    }


def open_port(state: State, seat: int = 0, mod: str | None = "rigs") -> State:
    """The seat in turn with its Port action open where it lies, the port's modification
    token face up showing ``mod`` (None: sold), nothing owed: the activities may start."""
    state["current"] = seat
    zone = state["players"][seat]["at"]["zone"]
    state["players"][seat]["at"]["port"] = True
    state["mods"][str(zone)] = mod
    state["turn"].update(port_open=True, port_done=True, activities=[])
    state["turn"]["actions"] = max(0, state["turn"]["actions"] - 1)
    return state


def refused(state: State, seat: int | None, move_type: str, **args: Any) -> str:
    """The English message of the rule error a move is refused with."""
    try:
        play(state, seat, move_type, **args)
    except RuleError as exc:
        return exc.message
    raise AssertionError("the move was not refused")


def turn_of(state: State, seat: int) -> None:
    """Make ``seat`` the player in turn with three fresh actions (an example's turn)."""
    from companion.engines.merchants_marauders.turns import fresh_turn

    state["phase"] = "turn"
    state["current"] = seat
    state["turn"] = fresh_turn()


def set_ship(state: State, seat: int, **loc: int) -> None:
    """Set some of a seat's hit locations (hull=2, mast=1, ...)."""
    state["players"][seat]["ship"]["loc"].update(loc)


def add_npc(
    state: State,
    slot: str,
    name: str,
    zone: str,
    *,
    ship: str = "frigate",
    nation: str | None = None,
) -> None:
    """An NPC on the board: a warship when ``nation`` is given, else a pirate."""
    z = board.named(state, zone, "MM-8.1.3")
    card = {"name": name, "nation": nation, "ship": ship, "seamanship": 3, "scouting": 2}
    state["npcs"][slot] = {"cards": [card], "zone": z, "arrive": None}


def pass_to(state: State, seat: int) -> State:
    """The players before ``seat`` end their turns, so ``seat`` is in turn (same round)."""
    while state["current"] != seat:
        state = play(state, state["current"], "pass_turn")
    return state


def open_trade_port(state: State, seat: int = 0, demand: str | None = None) -> State:
    """The seat in turn takes its Port action where its ship lies. The port's modification
    token is already turned (none left there), so the table is asked at most for the demand
    token, and not even that when ``demand`` gives its good."""
    zone = state["players"][seat]["at"]["zone"]
    state["mods"][str(zone)] = None
    if demand is not None:
        state["demand"][str(zone)] = demand
    return play(state, seat, "port_action")


def load(state: State, seat: int, goods: list[str]) -> None:
    """Cargo cards aboard, counted as drawn from the cargo deck."""
    state["players"][seat]["cargo"] += goods
    state["cargo_cards"]["drawn"] += len(goods)


def cards_accounted(state: State) -> bool:
    """Every cargo card drawn is on a ship, on the discard pile or in a draw in progress."""
    aboard = sum(len(p["cargo"]) for p in state["players"])
    buying = len((state.get("buy") or {}).get("cards", []))
    counts = state["cargo_cards"]
    return bool(counts["drawn"] == aboard + counts["discard"] + buying)


def at_sea_together(state: State, seats: tuple[int, ...], zone: str = "Havana") -> None:
    """Put these seats' ships at sea in one zone, where a fight may happen."""
    for seat in seats:
        put(state, seat, zone)


def npc(state: State, slot: str, zone: str = "Havana", **card: Any) -> None:
    """An NPC on the board (the NPC area's record): its active card with its captain's
    skills and ship type (a pirate Sloop unless ``card`` says otherwise)."""
    z = board.named(state, zone, "MM-3.4.1")
    record = {
        "name": "Vane",
        "nation": None,
        "seamanship": 2,
        "scouting": 2,
        "leadership": 2,
        "influence": 1,
        "bounty_icon": False,
        "ship": "sloop",
        "home": z,
        **card,
    }
    state["npcs"][slot] = {"cards": [record], "zone": z, "arrive": None}


def boarding(state: State, sides: list[dict[str, Any]], boarder: int = 1) -> list[str]:
    """A crew combat after ``sides[boarder]`` boarded (as the naval combat hands it over):
    the record set and ``start_crew`` called; its lines in English."""
    from companion.engines.merchants_marauders.combat_crew import start_crew

    state["combat"] = {
        "kind": "crew",
        "round": 1,
        "sides": sides,
        "step": "swivel",
        "boarder": boarder,
        "resume": None,
    }
    return [english(m) for m in start_crew(state)]


def at_event(state: State) -> State:
    """The next round's event step: the starting player (seat 0) owes the event card."""
    from companion.engines.waiting import owe

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


def ship(
    state: State,
    seat: int,
    ship_type: str = "sloop",
    *,
    mods: tuple[str, ...] = (),
    weapons: tuple[str, ...] = (),
    **loc: int,
) -> None:
    """Give a seat a fresh ship of ``ship_type`` with these modifications and weapons;
    ``loc`` sets locations after damage (``hull=1``)."""
    from companion.engines.merchants_marauders.ship import new_ship

    fresh = new_ship(state, ship_type)
    fresh["mods"] = list(mods)
    fresh["loc"].update(loc)
    state["players"][seat]["ship"] = fresh
    state["players"][seat]["weapons"] = list(weapons)


def npc_card_of(
    state: State,
    slot: str,
    *,
    name: str,
    ship_type: str = "frigate",
    seamanship: int = 2,
    nation: str | None = None,
) -> None:
    """An NPC card on the board (the NPC area's record: name, ship type, Seamanship,
    a warship's nation)."""
    card = {"name": name, "ship": ship_type, "seamanship": seamanship, "nation": nation}
    state["npcs"][slot] = {"cards": [card], "zone": 0, "arrive": None}


def npc_fighter(state: State, slot: str, opponent: int, **loc: int) -> dict[str, Any]:
    """The NPC's side of a combat against ``opponent``: its ship's values, then ``loc``."""
    from companion.engines.merchants_marauders.combat import npc_side
    from companion.engines.merchants_marauders.ship import new_ship

    card = state["npcs"][slot]["cards"][-1]
    values = dict(new_ship(state, card["ship"])["loc"], **loc)
    return npc_side(state, slot, opponent, values)


def fight(state: State, aggressor: dict[str, Any], defender: dict[str, Any]) -> State:
    """A naval combat started between two sides (as a successful Scout starts it)."""
    from companion.engines.merchants_marauders.combat import start_naval

    start_naval(state, aggressor, defender)
    return state


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


def next_round_with_card(state: State, card: str = "Calm seas") -> State:
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
        "enter_new_captain",
        captain=captain,
        ship="sloop",
        seamanship=2,
        scouting=2,
        leadership=2,
        influence=2,
        home=home,
        nation=nation,
    )


def step_moves(state: State, seat: int | None) -> list[Any]:
    """What ``seat`` is offered for the step at hand: the moves any seat may make at any
    time (a card's adjustments, announcing a glory card) left out."""
    specs = ENGINE.move_specs()
    return [m for m in ENGINE.legal_moves(state, seat) if not specs[m.type].anytime]
