"""Finds and records playthroughs that play every move type and every ending of a game.

Run by hand: ``python -m tests.contract.record_playthroughs <slug> [seconds]``. It writes
``tests/contract/playthroughs/<slug>.json``, which the contract test replays.

The search knows no game (Go-Explore, with the generic agent as its explorer): an archive
keeps one line of play (moves from setup) per cell, a cell being the move types the line
has played and those the table may enter now. It picks a cell, the rarer and the richer
in move types the likelier, lets the agent play a few dozen moves on from its state and
keeps every new cell met. So a line that bought a crew tile is kept, and the search goes
on from it to the crew's use, however seldom a random game gets there. At the end the
fewest lines that together play every move type and ending found are recorded, each
played on to an ending when the game has not ended yet.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any

from companion.engines.base import Engine
from companion.engines.registry import get_engine
from tests.contract.agent import Agent, Playthrough, Step
from tests.contract.recorded import (
    PLAYTHROUGHS,
    game_document,
    load_games,
    recording_path,
    replay_game,
)

# Games started from setup: different seat counts and options (seeds of the agent).
START_SEEDS = range(6)
# Moves the agent plays on from a cell before the search picks another one.
EXPLORE_STEPS = 40
# Longest line kept: a recording is replayed by every test run.
MAX_LINE = 1200
# Moves played on to reach an ending after the search.
FINISH_STEPS = 2000


# A cell of the archive: the move types a line has played, and those open now.
Cell = tuple[frozenset[str], frozenset[str]]


@dataclass
class Line:
    """A line of play: its start, the last step and the line before it (shared prefixes)."""

    start: Playthrough
    step: Step | None
    before: Line | None
    length: int
    types: frozenset[str]

    @property
    def state(self) -> dict:
        return self.start.initial if self.step is None else self.step.state

    def steps(self) -> list[Step]:
        out: list[Step] = []
        line: Line | None = self
        while line is not None and line.step is not None:
            out.append(line.step)
            line = line.before
        return out[::-1]

    def then(self, step: Step, ending: str | None) -> Line:
        types = self.types | {step.move["type"]}
        if ending is not None:
            types |= {f"ending {ending}"}
        return Line(self.start, step, self, self.length + 1, types)


def targets(engine: Engine) -> set[str]:
    return set(engine.move_specs()) | {f"ending {rule}" for rule in engine.end_rules}


def ending_of(engine: Engine, state: dict) -> str | None:
    return engine.final_result(state).ended_by if engine.is_over(state) else None


class Search:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.seen: Counter[str] = Counter()  # move types over the archive: the agent's steer
        self.archive: dict[Cell, Line] = {}
        self.chosen: Counter[Cell] = Counter()
        self.found: dict[str, Line] = {}
        self.finished: set[Cell] = set()  # cells whose line cannot go on
        self.rng = random.Random(f"record:{engine.slug}")

    def open_now(self, line: Line) -> frozenset[str]:
        """The move types the table may enter now (any seat, and the companion)."""
        state, seats = line.state, len(line.start.seats)
        open_types = {m["type"] for m in self.engine.pending_system_moves(state)}
        for seat in range(seats):
            open_types |= {legal.type for legal in self.engine.legal_moves(state, seat)}
        return frozenset(open_types)

    def keep(self, line: Line) -> None:
        for target in line.types:
            if target not in self.found or self.found[target].length > line.length:
                self.found[target] = line
        cell = (line.types, self.open_now(line))
        known = self.archive.get(cell)
        if known is None or known.length > line.length:
            self.archive[cell] = line
            if line.length >= MAX_LINE or self.engine.is_over(line.state):
                self.finished.add(cell)

    def start(self) -> None:
        for seed in START_SEEDS:
            run = Agent(self.engine, seed, self.seen).start()
            self.keep(Line(run, None, None, 0, frozenset()))
        # The games recorded before are searched on from (as far as the engine still
        # accepts them): a new recording builds on the last one.
        for game in load_games(self.engine.slug):
            run = replay_game(self.engine, game)
            line = Line(run, None, None, 0, frozenset())
            for step in run.steps:
                self.seen[step.move["type"]] += 1
                line = line.then(step, ending_of(self.engine, step.state))
                self.keep(line)

    def pick(self) -> Cell:
        unplayed = targets(self.engine) - set(self.found)

        def weight(cell: Cell) -> float:
            if cell in self.finished:
                return 0.0
            richness = len(cell[0]) + 4 * len(cell[1] & unplayed)
            return (1 + richness) ** 2 / (1 + self.chosen[cell]) ** 0.5

        # The archive keeps the order cells were found in: the same search every run.
        cells = list(self.archive)
        return self.rng.choices(cells, [weight(cell) for cell in cells])[0]

    def explore(self, round_number: int) -> None:
        cell = self.pick()
        self.chosen[cell] += 1
        line = self.archive[cell]
        agent = Agent(self.engine, 1_000_000 + round_number, self.seen)
        scratch = Playthrough(
            self.engine.slug, line.start.seed, line.start.seats, line.start.options, line.state
        )
        for _move in range(EXPLORE_STEPS):
            step = agent.next_step(scratch, line.state)
            if step is None:
                return
            self.seen[step.move["type"]] += 1
            line = line.then(step, ending_of(self.engine, step.state))
            self.keep(line)
            if self.engine.is_over(step.state) or line.length >= MAX_LINE:
                return

    def run(self, seconds: float) -> None:
        self.start()
        deadline, round_number = time.monotonic() + seconds, 0
        while time.monotonic() < deadline and targets(self.engine) - set(self.found):
            self.explore(round_number)
            round_number += 1
            if round_number % 200 == 0:
                missing = sorted(targets(self.engine) - set(self.found))
                print(f"{round_number} rounds, {len(self.archive)} cells, missing {missing}")


def cover(search: Search) -> list[Line]:
    """Few lines that together play everything found: greedy, the longest reach first."""
    lines = sorted(
        {id(line): line for line in search.found.values()}.values(),
        key=lambda line: (line.start.seed, line.length),
    )
    left, chosen = set(search.found), []
    while left:
        best = max(lines, key=lambda line: (len(line.types & left), -line.length))
        chosen.append(best)
        left -= best.types
    return chosen


def finish(engine: Engine, line: Line, seen: Counter[str]) -> Line:
    """The line played on by the agent until the game ends."""
    agent = Agent(engine, 2_000_000 + line.start.seed, Counter(seen))
    start = line.start
    scratch = Playthrough(engine.slug, start.seed, start.seats, start.options, line.state)
    while not engine.is_over(line.state) and line.length < FINISH_STEPS:
        step = agent.next_step(scratch, line.state)
        if step is None:
            break
        line = line.then(step, ending_of(engine, step.state))
    return line


def document_text(slug: str, games: list[dict[str, Any]]) -> str:
    """The file's JSON, one move a line (a new recording reads as a diff of moves)."""
    parts = []
    for game in games:
        head = {k: v for k, v in game.items() if k != "moves"}
        moves = ",\n    ".join(json.dumps(m, sort_keys=True) for m in game["moves"])
        parts.append(
            json.dumps(head, sort_keys=True)[:-1] + ',\n   "moves": [\n    ' + moves + "]}"
        )
    return '{"slug": ' + json.dumps(slug) + ', "games": [\n  ' + ",\n  ".join(parts) + "\n]}\n"


def record(slug: str, seconds: float) -> None:
    engine = get_engine(slug)
    search = Search(engine)
    search.run(seconds)
    games = []
    for line in cover(search):
        whole = finish(engine, line, search.seen)
        run = Playthrough(
            slug,
            whole.start.seed,
            whole.start.seats,
            whole.start.options,
            whole.start.initial,
            whole.steps(),
        )
        games.append(game_document(run, sorted(whole.types & targets(engine))))
    missing = sorted(targets(engine) - set(search.found))
    PLAYTHROUGHS.mkdir(exist_ok=True)
    recording_path(slug).write_text(document_text(slug, games), encoding="utf-8")
    print(
        f"wrote {recording_path(slug)}: {len(games)} games, "
        f"{sum(len(g['moves']) for g in games)} moves; never reached: {missing}"
    )


if __name__ == "__main__":
    record(sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 600.0)
