"""A player for whole seeded games of Merchants & Marauders: it enters only what the
engine offers (``legal_moves``), fills free values the way a table would (names, cards,
dice left to the companion), passes only when nothing else is accepted, and can be
steered towards an ending (a low glory target, retiring captains, or playing on until the
event deck is empty)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from companion.engines.base import Arg, LegalMove, MoveInputError, RuleError, SeatInfo, State
from companion.engines.waiting import open_entries
from tests.engines.merchants_marauders.builders import ENGINE, MAP_ZONES, NAMES, catalogue_map

SPECS = ENGINE.move_specs()
# The moves any seat may make at any time (a card's adjustments, announcing a glory
# card): a table reaches for them now and then, not at every step.
RARE = {t for t, spec in SPECS.items() if spec.anytime}
ANYTIME_SHARE = 0.03
# Now and then a player ends a step early (a turn, a Port action, a glory-card window).
PASS_SHARE = 0.04
# Values a table meets seldom but that open rules of their own (a Reinforced Hull to renew,
# Chasers at a fleeing ship, Swivel Guns and Long Guns): chosen half the time they are offered.
PREFERRED = {
    "modification": ("chasers", "reinforced", "chasers", "swivels", "longguns"),
    "action": ("flee", "board"),
}
# A card or ability changing dice or a hit in a battle: at hand often, used seldom.
SELDOM = {"reroll_dice": 0.15, "set_die": 0.15, "relocate_hit": 0.15, "crew_reroll": 0.15}
# The board the table has in front of it: what it answers when the companion asks about a
# zone (no club map), and where captains' home ports lie.
ZONE_NAMES = tuple(name for name, _flag in MAP_ZONES)
FLAGS = {name.casefold(): flag for name, flag in MAP_ZONES}
PORT_NAMES = tuple(name for name, flag in MAP_ZONES if flag != "none")
CAPTAIN_NAMES = tuple(f"Captain {i}" for i in range(1, 17))
CARD_NAMES = ("Broadside", "Lucky wind", "Old map", "Bribe", "Crew Combat re-rolls")
LETTERS = {"N": "north", "E": "east", "S": "south", "W": "west"}


def true_map() -> dict[str, Any]:
    """The test board, with two zones that have two neighbours across one border (the
    players choose where an NPC goes then, MM-Q30)."""
    board = catalogue_map()
    board["borders"] += [
        {"zone": "Caribbean Sea", "letter": "S", "neighbour": "Panama"},
        {"zone": "Caribbean Sea", "letter": "S", "neighbour": "Cartagena"},
        {"zone": "Havana", "letter": "S", "neighbour": "Campeche"},
        {"zone": "Havana", "letter": "S", "neighbour": "Belize"},
        {"zone": "Panama", "letter": "N", "neighbour": "Caribbean Sea"},
        {"zone": "Cartagena", "letter": "N", "neighbour": "Caribbean Sea"},
        {"zone": "Campeche", "letter": "N", "neighbour": "Havana"},
        {"zone": "Belize", "letter": "N", "neighbour": "Havana"},
    ]
    return board


TRUE_MAP = true_map()


def true_borders() -> dict[str, dict[str, list[str]]]:
    out: dict[str, dict[str, list[str]]] = {
        n.casefold(): {k: [] for k in LETTERS.values()} for n in ZONE_NAMES
    }
    for row in TRUE_MAP["borders"]:
        out[row["zone"].casefold()][LETTERS[row["letter"]]].append(row["neighbour"])
    return out


BORDERS = true_borders()


def answer_from_board(offer: LegalMove, state: State) -> dict[str, Any] | None:
    """What the table reads off its board when the companion asks about a zone."""
    entry = next((e for e in open_entries(state) if "zone" in e), None)
    if entry is None:
        return None
    zone = state["zones"][int(entry["zone"])]["name"].casefold()
    if offer.type == "describe_zone" and zone in BORDERS:
        return {"type": offer.type, "args": dict(BORDERS[zone])}
    if offer.type == "describe_port" and zone in FLAGS:
        return {"type": offer.type, "args": {"flag": FLAGS[zone]}}
    return None


PASSES = ("pass_turn", "end_port_action")


def _pass(move_type: str) -> bool:
    return move_type in PASSES or move_type.startswith("pass")


@dataclass
class Game:
    seed: int
    seats: list[SeatInfo]
    options: dict[str, Any]
    states: list[State] = field(default_factory=list)
    moves: list[tuple[int | None, dict[str, Any]]] = field(default_factory=list)
    played: Counter[str] = field(default_factory=Counter)


def free_value(arg: Arg, state: State, rng: random.Random) -> Any:
    """A value for an argument the offer leaves open, as a table would enter it."""
    if arg.type in ("int", "seat"):
        low = arg.min if arg.min is not None else 0
        high = arg.max if arg.max is not None else low + 6
        if low < 0 < high:  # a change: small, either way
            return rng.choice([-2, -1, 1, 2, 3])
        return rng.randint(low, min(high, low + 6))
    if arg.type == "bool":
        return rng.random() < 0.5
    if arg.type == "choice":
        return rng.choice(list(arg.choices or ("",)))
    if arg.type == "str":
        if arg.name in ("home", "location", "zone", "place", "port"):
            return rng.choice(PORT_NAMES)
        if arg.name == "captain":
            return rng.choice(CAPTAIN_NAMES)
        if arg.name in ("good", "goods"):
            return rng.choice(state["goods"])
        return rng.choice(CARD_NAMES)
    if arg.type == "str_list":
        if arg.choices:
            return rng.sample(list(arg.choices), rng.randint(0, min(3, len(arg.choices))))
        count = arg.length if arg.length is not None else rng.randint(1, 2)
        pool = ZONE_NAMES if arg.name in LETTERS.values() else tuple(state["goods"])
        return [rng.choice(pool) for _n in range(count)]
    if arg.type == "int_list" and arg.length is not None:
        low = arg.min if arg.min is not None else 0
        high = arg.max if arg.max is not None else low + 4
        return [rng.randint(low, high) for _n in range(arg.length)]
    # Dice and other int lists left out: the companion rolls (MM-0.2).
    return None


def build(offer: LegalMove, state: State, rng: random.Random) -> dict[str, Any]:
    read = answer_from_board(offer, state)
    if read is not None:
        return read
    spec = SPECS[offer.type]
    args: dict[str, Any] = {}
    for arg in spec.args:
        allowed = offer.allowed.get(arg.name)
        if allowed:
            if arg.type in ("int_list", "str_list") and not any(
                isinstance(v, list) for v in allowed
            ):
                args[arg.name] = rng.sample(
                    allowed, rng.randint(1 if arg.required else 0, len(allowed))
                )
            else:
                args[arg.name] = rng.choice(allowed)
        elif arg.name in offer.allowed:
            continue  # listed empty: not offered now
        elif arg.required:
            value = free_value(arg, state, rng)
            if value is not None:
                args[arg.name] = value
    if offer.type in ("enter_captain", "enter_new_captain"):
        args["nation"] = FLAGS[args["home"].casefold()]  # the flag printed by the home port
    return {"type": offer.type, "args": args}


class Player:
    """Plays one game; ``weights`` favour move types (retire for the captain-deck ending)."""

    def __init__(
        self,
        seed: int,
        players: int,
        options: dict[str, Any],
        weights: dict[str, float],
        seen: Counter[str] | None = None,
    ):
        self.rng = random.Random(f"mm-agent:{seed}")
        self.weights = weights
        # Move types played by earlier games of a run: the ones seldom played are tried first.
        self.seen = seen if seen is not None else Counter()
        seats = [SeatInfo(i, NAMES[i]) for i in range(players)]
        self.game = Game(seed, seats, ENGINE.clean_options(options))
        self.state = ENGINE.setup(self.game.options, seats, seed)
        self.game.states.append(self.state)

    def offers(self) -> list[tuple[int, LegalMove]]:
        return [
            (s, m) for s in range(len(self.game.seats)) for m in ENGINE.legal_moves(self.state, s)
        ]

    def step(self) -> bool:
        """One accepted move (the companion's own first); False when none is accepted."""
        due = ENGINE.due_moves(self.state)
        if due:
            move = {"type": due[0]["type"], "args": due[0]["args"]}
            return self._apply(due[0]["seat"], move)
        offers = self.offers()
        anytime = [o for o in offers if o[1].type in RARE]
        steps = [o for o in offers if o[1].type not in RARE and not _pass(o[1].type)]
        # A card's adjustment now and then; otherwise the step at hand, and a pass only when
        # no step is accepted (a table does not end its turn with an action it could take).
        if anytime and self.rng.random() < ANYTIME_SHARE and self._try(anytime, 3):
            return True
        passes = [o for o in offers if _pass(o[1].type)]
        if passes and self.rng.random() < PASS_SHARE and self._try(passes, 1):
            return True
        if self._try(steps, 24):
            return True
        for seat, offer in offers:
            if _pass(offer.type) and self._apply(seat, build(offer, self.state, self.rng)):
                return True
        return self._try(anytime, 12)

    def _try(self, offers: list[tuple[int, LegalMove]], tries: int) -> bool:
        for _try in range(tries):
            if not offers:
                return False
            weights = [
                self.weights.get(m.type, SELDOM.get(m.type, 1.0))
                / (1 + self.game.played[m.type] + self.seen[m.type]) ** 0.5
                for _s, m in offers
            ]
            seat, offer = self.rng.choices(offers, weights=weights)[0]
            if self._apply(seat, build(offer, self.state, self.rng)):
                return True
        return False

    def _apply(self, seat: int | None, move: dict[str, Any]) -> bool:
        try:
            self.state = ENGINE.apply(self.state, seat, move)
        except (RuleError, MoveInputError):
            return False
        self.game.moves.append((seat, move))
        self.game.states.append(self.state)
        self.game.played[move["type"]] += 1
        self.seen[move["type"]] += 1
        return True

    def play(self, max_moves: int) -> Game:
        for _n in range(max_moves):
            if ENGINE.is_over(self.state) or not self.step():
                break
        return self.game
