"""A player for whole seeded games of Piracy: it enters only what the engine offers
(``legal_moves``), fills what a table would (the map it has in front of it, the card it
drew, its dice), ends a step early now and then, and can be steered: towards missions
and the gold scale (the 40-gold ending) or towards Letters of Marque and pirate bases
(the last base falling)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from companion.engines.base import Arg, LegalMove, MoveInputError, RuleError, SeatInfo, State
from companion.engines.piracy.catalogue import COLOURS, START_PORTS
from companion.engines.waiting import open_entries
from tests.engines.piracy.builders import ENGINE

SPECS = ENGINE.move_specs()
NAMES = ("Anja", "Jona", "Mira", "Theo", "Ines")
# The test map: six ports off the American continent, the six starting ports of hunters
# and the fleet on it (PIR-6.2.11), a few sea hexes, one hex of Europe.
PORTS = [
    ("Tortuga", 1),
    ("Nassau", 0),
    ("Port Royal", -1),
    ("Havana", 2),
    ("Barbados", 0),
    ("Curacao", -2),
]
AMERICAN = [(name, (i % 3) - 1) for i, name in START_PORTS.items()]
SEA = ("Open sea", "Windward Passage", "Mona Passage", "Gulf of Paria", "Cayman Trench")
EUROPE = "Cadiz"
STEERS = ("gold", "bases", "free")
# The moves that end a step: made only when nothing else is left (or worth doing again).
PASSES = ("port_done", "end_battles")


def options(rng: random.Random, steer: str) -> dict[str, Any]:
    out: dict[str, Any] = {
        "better_ships": rng.random() < 0.3,
        "split_treasure_maps": rng.random() < 0.3,
        "fixed_port_values": rng.random() < 0.3,
        "overfull_hold": rng.random() < 0.8,
        "app_dice": rng.random() < 0.5,
    }
    if rng.random() < 0.7:
        out["rations_max"] = rng.choice((10, 12, 14))
    return out


@dataclass
class Player:
    seed: int
    players: int
    steer: str = "free"
    rng: random.Random = field(init=False)
    played: Counter[str] = field(default_factory=Counter)
    refused: set[str] = field(default_factory=set)
    options_used: dict[str, Any] = field(default_factory=dict)
    turn_of: tuple[int, int | None] = (0, None)
    this_turn: Counter[str] = field(default_factory=Counter)
    cards: Counter[str] = field(default_factory=Counter)

    def __post_init__(self) -> None:
        self.rng = random.Random(f"piracy-agent:{self.seed}:{self.players}:{self.steer}")

    @property
    def colours(self) -> list[str]:
        """The colours the table gave the seats at creation, as the web form does; a
        third of the games choose theirs at the table (PIR-1.2, as through the API)."""
        return [] if self.seed % 3 == 2 else list(COLOURS[: self.players])

    def start(self) -> State:
        colours = self.colours
        seats = [SeatInfo(i, NAMES[i], colours[i] if colours else "") for i in range(self.players)]
        self.options_used = ENGINE.clean_options(options(self.rng, self.steer))
        return ENGINE.setup(self.options_used, seats, self.seed)

    # -- one step -------------------------------------------------------------------

    def step(self, state: State) -> tuple[int | None, dict[str, Any]] | None:
        """The next entry: the companion's own move if one is due, else a seat's."""
        due = ENGINE.pending_system_moves(state)
        if due:
            return None, due[0]
        setup = self.setup_entry(state)
        if setup is not None:
            return setup
        offers = [(seat, o) for seat in self.acting(state) for o in ENGINE.legal_moves(state, seat)]
        if not offers:
            return None
        seat, offer = self.choose(state, offers)
        return seat, {"type": offer.type, "args": self.args(state, seat, offer)}

    def acting(self, state: State) -> list[int]:
        entries = open_entries(state)
        if entries:
            seats = [s for e in entries for s in (e["seats"] or range(self.players))]
            return sorted(set(seats))
        return [state["current"]] if state["current"] is not None else list(range(self.players))

    def setup_entry(self, state: State) -> tuple[int | None, dict[str, Any]] | None:
        """The map as the table enters it, in the order a table would."""
        if state["phase"] != "setup" or state["step"] != "config":
            return None
        known = {p["name"] for p in state["ports"]}
        if state["settings"]["rations_max"] is None:
            return 0, {"type": "set_rations_top", "args": {"top": 12}}
        for name, modifier in PORTS + AMERICAN:
            if name not in known:
                continent = "america" if (name, modifier) in AMERICAN else "elsewhere"
                args = {"name": name, "modifier": modifier, "continent": continent}
                return 0, {"type": "add_port", "args": args}
        if not state["europe"]:
            return 0, {"type": "add_europe_hex", "args": {"hex": EUROPE}}
        # Now and then a table enters something by mistake and takes it off again.
        if self.seed % 5 == 1:
            if "Mistake" not in known and not self.played["remove_port"]:
                args = {"name": "Mistake", "modifier": 0, "continent": "elsewhere"}
                return 0, {"type": "add_port", "args": args}
            if "Mistake" in known:
                return 0, {"type": "remove_port", "args": {"port": "Mistake"}}
            if "Wrong hex" not in state["europe"] and not self.played["remove_europe_hex"]:
                return 0, {"type": "add_europe_hex", "args": {"hex": "Wrong hex"}}
            if "Wrong hex" in state["europe"]:
                return 0, {"type": "remove_europe_hex", "args": {"hex": "Wrong hex"}}
        if state["settings"]["fixed_port_values"] and not state["settings"]["app_dice"]:
            for port in state["ports"]:
                if port["fixed_battle"] is None:
                    args = {
                        "port": port["name"],
                        "red_dice": self.rng.randint(2, 12),
                        "yellow_die": self.rng.randint(1, 6),
                    }
                    return 0, {"type": "fix_port_values", "args": args}
        return 0, {"type": "finish_map", "args": {}}

    def choose(self, state: State, offers: list[tuple[int, LegalMove]]) -> tuple[int, LegalMove]:
        # An entry just refused is tried again only when nothing else is offered.
        fresh = [o for o in offers if o[1].type not in self.refused]
        offers = fresh or offers
        # A step is ended only when nothing else is left to do in it: each other move is
        # made up to twice a turn first (buying, moving gold back and forth has no end).
        turn = state.get("turn")
        now = (state["round"], turn["seat"] if turn else None)
        if now != self.turn_of:
            self.turn_of, self.this_turn = now, Counter()
        busy = [o for o in offers if o[1].type not in PASSES and self.this_turn[o[1].type] < 2]
        if busy:
            offers = [o for o in offers if o[1].type not in PASSES]

        def weight(item: tuple[int, LegalMove]) -> float:
            kind = item[1].type
            w = 1.0 / (1 + self.played[kind]) ** 0.5
            if kind == "jettison":
                w *= 0.1
            if kind == "replace_rum":
                w *= 20
            if kind == "surrender":
                # A captain asks for mercy now and then, not at every round.
                return 0.5 if not self.played[kind] else 0.01
            if self.steer == "bases" and kind == "attack_port":
                w *= 8
            if self.steer == "gold" and kind in ("complete_mission", "to_scale", "draw_mission"):
                w *= 6
            if self.steer == "bases" and kind == "draw_face_down":
                w *= 4
            return w

        weights = [weight(o) for o in offers]
        return self.rng.choices(offers, weights)[0]

    # -- the values a table enters ------------------------------------------------------

    def args(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        fill = getattr(self, f"fill_{offer.type}", None)
        if fill is not None:
            return dict(fill(state, seat, offer))
        out: dict[str, Any] = {}
        for arg in SPECS[offer.type].args:
            value = self.value(arg, offer.allowed.get(arg.name))
            if value is not None:
                out[arg.name] = value
        return out

    def value(self, arg: Arg, allowed: list[Any] | None) -> Any:
        rng = self.rng
        if allowed:
            return rng.choice(allowed)
        if allowed == [] and not arg.required:
            return None
        if arg.type == "bool":
            return rng.random() < 0.6
        if arg.type == "choice" and arg.choices:
            return rng.choice(arg.choices)
        if arg.type == "int_list":
            return [rng.randint(1, 6) for _ in range(arg.length or 2)]
        if arg.type in ("int", "seat"):
            low = arg.min if arg.min is not None else 0
            high = arg.max if arg.max is not None else low + 6
            return rng.randint(low, min(high, low + 8))
        if arg.type == "str":
            return rng.choice(SEA) if arg.required else None
        return None

    def places(self, state: State) -> list[str]:
        """Where ships are: hexes the table moves to when it wants company."""
        return [p["at"] for p in state["players"] if p["at"]]

    def fill_sail(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        rng = self.rng
        hexes = rng.choice(offer.allowed["hexes"])
        p = state["players"][seat]
        if hexes == 0:
            return {"hexes": 0}
        roll = rng.random()
        intact = [q["name"] for q in state["ports"] if q["intact"]]
        if roll < 0.4 and intact:
            bases = [
                q["name"] for q in state["ports"] if q["intact"] and q["kind"] == "pirate_base"
            ]
            wanted = bases if (self.steer == "bases" and p["letter"] and bases) else intact
            if self.steer == "gold" and p["hold"] >= 6 and bases:
                wanted = bases
            if p["mission"] is not None and p["mission"]["rum_spoiled"] and bases:
                wanted = bases
            return {"hexes": hexes, "to": rng.choice(wanted), "enter_port": True}
        if roll < 0.45:
            return {"hexes": hexes, "to": EUROPE}
        others = self.places(state)
        to = rng.choice(others) if others and roll < 0.7 else rng.choice(SEA)
        return {"hexes": hexes, "to": to}

    def fill_move_npcs(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        rng = self.rng
        others = self.places(state) or list(SEA)
        out: dict[str, Any] = {
            "hunters": [rng.choice(others + list(SEA)) for _ in state["hunters"]]
        }
        if state["fleet"] is not None:
            out["fleet"] = EUROPE if rng.random() < 0.15 else rng.choice(others + list(SEA))
        return out

    def fill_draw_face_down(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        card = self.rng.choice(offer.allowed["card"])
        self.cards[card] += 1
        return {"card": card}

    def fill_draw_event(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        rng = self.rng
        seen = self.cards
        cards = offer.allowed["card"]
        weights = [1.0 / (1 + seen[c]) for c in cards]
        card = rng.choices(cards, weights)[0]
        self.cards[card] += 1
        args: dict[str, Any] = {"card": card}
        if card in ("prize", "pirate_hunter", "treasure_fleet"):
            args.update(
                battle=rng.randint(3, 12),
                sails=rng.randint(1, 6),
                gold=rng.randint(1, 8),
                rations=rng.randint(1, 5),
            )
        if card in ("pirate_hunter", "treasure_fleet"):
            args["start_die"] = rng.randint(1, 6)
            args["hex"] = rng.choice(self.places(state) + list(SEA))
        return args

    def fill_enter_rebuild_rolls(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        entry = next(e for e in open_entries(state) if e["kind"] == "rebuild_rolls")
        return {"dice": [self.rng.randint(1, 6) for _ in entry["ports"]]}

    def fill_take_hits(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        entry = next(e for e in open_entries(state) if e["kind"] == "hits" and seat in e["seats"])
        p = state["players"][seat]
        sails = self.rng.randint(0, entry["n"])
        if p["battle"] <= entry["n"] - sails:
            sails = entry["n"]
        return {"sails": sails, "battle": entry["n"] - sails}

    def fill_plunder(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        entry = next(e for e in open_entries(state) if e["kind"] == "plunder")
        loser = state["players"][entry["loser"]]
        room = 16 - state["players"][seat]["hold"]
        return {"gold": min(loser["hold"], room), "nobles": loser["nobles"]}

    def fill_complete_mission(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        reward = self.rng.randint(2, 14)
        to_scale = reward if self.steer == "gold" else self.rng.randint(0, reward)
        return {"reward": reward, "to_scale": to_scale}

    def fill_draw_mission(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        return {
            "category": self.rng.choice(offer.allowed["category"]),
            "number": self.rng.randint(1, 42),
            "rum": int(self.rng.random() < 0.3),
            "slaves": int(self.rng.random() < 0.3),
        }

    def fill_enter_first_mission(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        return {"number": self.rng.randint(1, 42), "documents": 1}

    def fill_enter_career_mission(
        self, state: State, seat: int, offer: LegalMove
    ) -> dict[str, Any]:
        return {"number": self.rng.randint(1, 42), "spy": 1}

    def fill_to_scale(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        return {"gold": self.rng.randint(1, state["players"][seat]["hold"])}

    def fill_to_hold(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        p = state["players"][seat]
        return {"gold": self.rng.randint(1, max(1, min(p["gold_scale"], 16 - p["hold"])))}

    def fill_buy_rations(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        pay = self.rng.choice(offer.allowed["pay_from"])
        return {"gold": 1, "pay_from": pay}

    def fill_bury(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        return {"gold": self.rng.randint(1, state["players"][seat]["hold"]), "on_land": True}

    def fill_jettison(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        return {"tokens": 1}

    def fill_report_final_battle(self, state: State, seat: int, offer: LegalMove) -> dict[str, Any]:
        if self.rng.random() < 0.5:
            return {}
        return {"winner": self.rng.choice(offer.allowed["winner"])}


def play(
    player: Player, max_steps: int
) -> tuple[list[tuple[int | None, dict[str, Any], State]], State]:
    """A whole game: (seat, move, state after) for every entry, and the last state.
    A refused entry (a die naming a destroyed port, a mission number already held) is
    made again with other values, as a table would."""
    state = player.start()
    steps: list[tuple[int | None, dict[str, Any], State]] = []
    refusals = 0
    while len(steps) < max_steps and not ENGINE.is_over(state):
        entry = player.step(state)
        if entry is None:
            raise AssertionError(f"nothing to enter at step {len(steps)}: {state['phase']}")
        seat, move = entry
        try:
            answer = ENGINE.play(state, seat, move)
        except (RuleError, MoveInputError):
            player.refused.add(move["type"])
            refusals += 1
            if refusals > 200:
                raise
            continue
        refusals = 0
        player.refused.clear()
        player.played[move["type"]] += 1
        player.this_turn[move["type"]] += 1
        state = answer.state
        steps.append((seat, move, state))
    return steps, state
