"""A generic random player for the contract test: it knows no game, only the protocol.

It builds moves from what ``legal_moves`` offers now (``LegalMove.allowed``) and, for
anything not listed, from the move's declaration (ints in min..max, fixed-length lists,
choices, seats of the table). It makes the companion's pending system moves first,
passes only when nothing else is accepted, and prefers move types the runs of a game
have not played yet, so rare moves are reached without naming any game.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from companion.engines.base import (
    Arg,
    Engine,
    LegalMove,
    MoveInputError,
    MoveSpec,
    Outcome,
    RuleError,
    SeatInfo,
    State,
    assert_json,
)

SEAT_NAMES = ("Anja", "Jona", "Mira", "Tomas", "Ines", "Pedro")
# Tries of other moves before the agent passes (or gives up when it cannot pass).
TRIES_BEFORE_PASSING = 16
# Accepted moves compared before one is played: the one that opens the rarest moves wins.
CANDIDATES = 4
# How often the agent plays any accepted move instead of the most novel one.
EXPLORE = 0.25
# Texts for a free-text argument the agent cannot know: a name, a word, a number.
FREE_TEXTS = ("Tortuga", "Anja", "1", "harbour")


@dataclass
class Step:
    """One accepted move and what it did."""

    seat: int | None
    move: dict[str, Any]
    state: State
    outcome: Outcome


@dataclass
class Refusal:
    seat: int | None
    move: dict[str, Any]
    rule_id: str | None  # None: refused before any rule (MoveInputError)
    message: str


@dataclass
class Crash:
    """A move that raised something else than a refusal: an engine bug."""

    seat: int | None
    move: dict[str, Any]
    error: str


@dataclass
class Playthrough:
    slug: str
    seed: int
    seats: list[SeatInfo]
    options: dict[str, Any]
    initial: State
    steps: list[Step] = field(default_factory=list)
    refusals: list[Refusal] = field(default_factory=list)
    crashes: list[Crash] = field(default_factory=list)
    ended_by: str | None = None
    stuck: bool = False

    def states(self) -> list[State]:
        return [self.initial, *(step.state for step in self.steps)]


def is_pass(move_type: str) -> bool:
    return "pass" in move_type


def _int_range(arg: Arg, seat_count: int) -> tuple[int, int]:
    if arg.type == "seat":
        return 0, seat_count - 1
    low = arg.min if arg.min is not None else -10
    high = arg.max if arg.max is not None else 10
    return low, max(low, high)


def _random_int(arg: Arg, seat_count: int, rng: random.Random) -> int:
    low, high = _int_range(arg, seat_count)
    # Huge ranges (scores, pieces of eight): small values are the ones tables enter.
    if high - low > 20 and rng.random() < 0.7:
        if low <= 0 <= high:
            return rng.randint(max(low, -3), min(high, 12))
        return rng.randint(low, min(high, low + 12))
    return rng.randint(low, high)


def _random_list(
    arg: Arg, seat_count: int, rng: random.Random, pool: list[Any] | None
) -> list[Any]:
    if pool is None:
        if arg.type == "str_list":
            pool = list(arg.choices or FREE_TEXTS)
        else:
            low, high = _int_range(arg, seat_count)
            pool = list(range(low, high + 1))
    # Without a declared length: a handful, as many as a hand of cards or a row of seats.
    length = arg.length if arg.length is not None else rng.randint(0, min(len(pool), 6))
    if length <= len(pool) and (arg.length is None or rng.random() < 0.5):
        return rng.sample(pool, length)
    return [rng.choice(pool) for _item in range(length)] if pool else []


def random_value(arg: Arg, seat_count: int, rng: random.Random) -> Any:
    """Any value the declaration accepts (not necessarily one the rules allow now)."""
    if arg.type in ("int", "seat"):
        return _random_int(arg, seat_count, rng)
    if arg.type == "bool":
        return rng.random() < 0.5
    if arg.type == "choice":
        return rng.choice(list(arg.choices or ("",)))
    if arg.type == "str":
        return rng.choice(list(arg.choices or FREE_TEXTS))
    return _random_list(arg, seat_count, rng, None)


def _from_allowed(arg: Arg, allowed: list[Any], seat_count: int, rng: random.Random) -> Any:
    if arg.type in ("int_list", "str_list") and not any(isinstance(v, list) for v in allowed):
        return _random_list(arg, seat_count, rng, allowed)
    return rng.choice(allowed)


def build_args(
    spec: MoveSpec, legal: LegalMove | None, seat_count: int, rng: random.Random
) -> dict[str, Any]:
    """Arguments for one move: allowed values where listed, declared ones elsewhere.

    ``legal`` None: ignore what is allowed now (a probe for refusals).
    """
    args: dict[str, Any] = {}
    for arg in spec.args:
        allowed = legal.allowed.get(arg.name) if legal is not None else None
        if allowed:
            args[arg.name] = _from_allowed(arg, allowed, seat_count, rng)
        elif legal is not None and arg.name in legal.allowed:
            continue  # listed empty: not offered now
        elif arg.required or legal is None and rng.random() < 0.5:
            args[arg.name] = random_value(arg, seat_count, rng)
        # An optional argument not listed is not offered now: left out.
    return args


def random_options(engine: Engine, rng: random.Random) -> dict[str, Any]:
    """Options of the game drawn at random: choices and yes/no, sometimes a small int."""
    options: dict[str, Any] = {}
    for arg in engine.options:
        if arg.type in ("choice", "bool"):
            options[arg.name] = random_value(arg, 1, rng)
        elif arg.type == "int" and not arg.required and rng.random() < 0.3:
            low = arg.min if arg.min is not None else 0
            options[arg.name] = rng.randint(
                low, min(low + 4, arg.max if arg.max is not None else low + 4)
            )
    return options


def _weight(move_type: str, seen: Counter[str]) -> float:
    # Move types played least so far are tried first: rare moves get reached.
    return 1.0 / (1 + seen[move_type]) ** 2


class Agent:
    """Plays one seeded game; ``seen`` counts move types over all runs of the game."""

    def __init__(self, engine: Engine, seed: int, seen: Counter[str]) -> None:
        self.engine = engine
        self.rng = random.Random(f"contract:{engine.slug}:{seed}")
        self.seed = seed
        self.seen = seen
        self.specs = engine.move_specs()
        # How often this game was in each state (by its JSON): the agent seeks new ones.
        self.visits: Counter[int] = Counter()

    def start(self) -> Playthrough:
        engine, rng = self.engine, self.rng
        low, high = engine.min_seats, min(engine.max_seats, max(engine.min_seats, 4))
        seats = [SeatInfo(i, SEAT_NAMES[i]) for i in range(rng.randint(max(low, 2), high))]
        options = engine.clean_options(random_options(engine, rng))
        try:
            state = engine.setup(options, seats, self.seed)
        except RuleError:
            options = engine.clean_options({})
            state = engine.setup(options, seats, self.seed)
        return Playthrough(engine.slug, self.seed, seats, options, state)

    def play(self, max_steps: int, probe_every: int = 5) -> Playthrough:
        run = self.start()
        state = run.initial
        while len(run.steps) < max_steps and not self.engine.is_over(state):
            if len(run.steps) % probe_every == 0:
                self.probe_illegal(run, state)
            step = self.next_step(run, state)
            if step is None:
                run.stuck = True
                break
            assert_json(step.state)
            self.visits[hash(json.dumps(step.state))] += 1
            run.steps.append(step)
            self.seen[step.move["type"]] += 1
            state = step.state
        if self.engine.is_over(state):
            run.ended_by = self.engine.final_result(state).ended_by
            self.seen[f"ending {run.ended_by}"] += 1
        return run

    def _try(
        self, run: Playthrough, state: State, seat: int | None, move: dict[str, Any]
    ) -> Step | None:
        try:
            answer = self.engine.play(state, seat, move)
        except RuleError as exc:
            run.refusals.append(Refusal(seat, move, exc.rule_id, exc.message))
            return None
        except MoveInputError as exc:
            run.refusals.append(Refusal(seat, move, None, exc.message))
            return None
        except Exception as exc:  # noqa: BLE001 - any other error is the finding
            run.crashes.append(Crash(seat, move, f"{type(exc).__name__}: {exc}"))
            return None
        return Step(seat, move, answer.state, answer.outcome)

    def next_step(self, run: Playthrough, state: State) -> Step | None:
        for system_move in self.engine.pending_system_moves(state):
            move = {"type": system_move["type"], "args": system_move.get("args", {})}
            return self._try(run, state, None, move)
        offers = self.offers(state, len(run.seats))
        if not offers:
            return None
        # A pass is held back until nothing else is accepted, so games move on; but a pass
        # type these runs have never played joins the other moves once: a game where some
        # move is always legal (a repair) would otherwise never show that passing works.
        plays = [o for o in offers if not is_pass(o[1].type) or not self.seen[o[1].type]]
        passes = [o for o in offers if is_pass(o[1].type)]
        # Long odds (one right list among many) get a second, longer round before giving up.
        rounds = ((plays, TRIES_BEFORE_PASSING), (passes, 4), (plays, 8 * TRIES_BEFORE_PASSING))
        for pool, tries in rounds:
            accepted = self._accepted(run, state, pool, tries)
            if accepted:
                return self.pick(accepted, len(run.seats))
        return None

    def _accepted(
        self, run: Playthrough, state: State, pool: list[tuple[int | None, LegalMove]], tries: int
    ) -> list[Step]:
        """Up to CANDIDATES accepted moves drawn from ``pool``, rarer move types first."""
        accepted: list[Step] = []
        for _attempt in range(tries if pool else 0):
            weights = [_weight(legal.type, self.seen) for _seat, legal in pool]
            seat, legal = self.rng.choices(pool, weights)[0]
            args = build_args(self.specs[legal.type], legal, len(run.seats), self.rng)
            step = self._try(run, state, seat, {"type": legal.type, "args": args})
            if step is not None:
                accepted.append(step)
                if len(accepted) == CANDIDATES:
                    break
        return accepted

    def pick(self, accepted: list[Step], seat_count: int) -> Step:
        """The most novel move, ties drawn at random; now and then any, so that a game
        whose novelty is flat (scores entered and cleared) still moves on."""
        # An ending already played is mostly put off: the game goes on towards the moves
        # and endings not played yet (now and then it is taken, so games still finish).
        going_on = [step for step in accepted if not self._known_ending(step)]
        if going_on and self.rng.random() < 0.9:
            accepted = going_on
        if self.rng.random() < EXPLORE:
            return self.rng.choice(accepted)
        return max(accepted, key=lambda step: (self.novelty(step, seat_count), self.rng.random()))

    def _known_ending(self, step: Step) -> bool:
        if not self.engine.is_over(step.state):
            return False
        return bool(self.seen[f"ending {self.engine.final_result(step.state).ended_by}"])

    def novelty(self, step: Step, seat_count: int) -> float:
        """How much a move opens up: its own rarity and that of the moves it makes possible
        (a capture that fills the hold opens burying; one that fails opens nothing). A move
        that ends the game scores by the rarity of its ending: a new ending is sought, a
        known one put off so the game goes on to the moves it has not played yet."""
        own = _weight(step.move["type"], self.seen)
        if self.engine.is_over(step.state):
            return own + (-1.0 if self._known_ending(step) else 10.0)
        opened = {
            legal.type
            for seat in range(seat_count)
            for legal in self.engine.legal_moves(step.state, seat)
        }
        opened |= {m["type"] for m in self.engine.pending_system_moves(step.state)}
        # A state this game has been in before (a score entered, then cleared) is no news.
        revisits = self.visits[hash(json.dumps(step.state))]
        # Summed in a fixed order: a set's order follows string hashes, which differ from
        # one process to the next, and a float sum must not (the runs replay everywhere).
        return own + sum(_weight(t, self.seen) for t in sorted(opened)) + 1.0 / (1 + revisits)

    def offers(self, state: State, seat_count: int) -> list[tuple[int | None, LegalMove]]:
        """(seat, legal move) for every seat that may act now."""
        offers: list[tuple[int | None, LegalMove]] = [
            (seat, legal)
            for seat in range(seat_count)
            for legal in self.engine.legal_moves(state, seat)
            if legal.type in self.specs and not self.specs[legal.type].system
        ]
        return offers

    def probe_illegal(self, run: Playthrough, state: State) -> None:
        """A move with arguments outside what is allowed: its refusal must cite a rule."""
        player_moves = [s for s in self.specs.values() if not s.system]
        spec = self.rng.choice(player_moves)
        seat = self.rng.randrange(len(run.seats))
        self._try(
            run,
            state,
            seat,
            {"type": spec.type, "args": build_args(spec, None, len(run.seats), self.rng)},
        )


def replay(
    engine: Engine, run: Playthrough, stored: Callable[[State], State] | None = None
) -> list[State]:
    """The states a replay of the same seed, options and moves goes through; with
    ``stored``, each state is read back as it gives it (as a database gives a table's
    state back) before the next move."""
    keep = stored or (lambda state: state)
    state = keep(engine.setup(run.options, run.seats, run.seed))
    states = [state]
    for step in run.steps:
        state = keep(engine.apply(state, step.seat, step.move))
        states.append(state)
    return states


def in_jsonb_order(value: Any) -> Any:
    """``value`` with every object's keys in the order PostgreSQL's jsonb keeps them
    (shorter keys first, then by their bytes), as a table's state is read back."""
    if isinstance(value, dict):
        order = sorted(value, key=lambda k: (len(k.encode()), k.encode()))
        return {k: in_jsonb_order(value[k]) for k in order}
    if isinstance(value, list):
        return [in_jsonb_order(v) for v in value]
    return value


def canonical(state: Any) -> str:
    return json.dumps(state, sort_keys=True)
