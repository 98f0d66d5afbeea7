"""Recorded playthroughs (in the manner of OpenSpiel's): games found once by a search and
replayed by the contract test, so move types a random player seldom reaches are played
on every run, deterministically and fast.

``playthroughs/<slug>.json`` holds ``{"slug", "games": [{"seed", "seats", "options",
"moves": [{"seat", "type", "args"}], "covers"}]}``; ``record_playthroughs.py`` writes it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from companion.engines.base import Engine, MoveInputError, RuleError, SeatInfo
from tests.contract.agent import Crash, Playthrough, Step

PLAYTHROUGHS = Path(__file__).resolve().parent / "playthroughs"


def record_hint(slug: str) -> str:
    return f"record them again: python -m tests.contract.record_playthroughs {slug}"


def recording_path(slug: str) -> Path:
    return PLAYTHROUGHS / f"{slug}.json"


def load_games(slug: str) -> list[dict[str, Any]]:
    """The recorded games of ``slug``; none when the game needs no recording."""
    path = recording_path(slug)
    if not path.exists():
        return []
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["slug"] == slug, f"{path} records {document['slug']}, not {slug}"
    return list(document["games"])


def game_document(run: Playthrough, covers: list[str]) -> dict[str, Any]:
    """One recorded game as the file holds it."""
    return {
        "seed": run.seed,
        "seats": [seat.name for seat in run.seats],
        "options": run.options,
        "covers": covers,
        "moves": [
            {"seat": step.seat, "type": step.move["type"], "args": step.move.get("args", {})}
            for step in run.steps
        ],
    }


def recorded_seats(game: dict[str, Any]) -> list[SeatInfo]:
    """The seats of a recording: their names and, where it says so, the colours the
    table gave them at creation (a game whose players otherwise choose theirs at the
    table, as Piracy's, plays that step only without them)."""
    colours = game.get("colours") or []
    return [
        SeatInfo(index, name, colours[index] if index < len(colours) else "")
        for index, name in enumerate(game["seats"])
    ]


def replay_game(engine: Engine, game: dict[str, Any]) -> Playthrough:
    """Plays a recorded game again. A move no longer accepted stops the replay and is kept
    as a crash of the run, with the hint to record again."""
    seats = recorded_seats(game)
    options = engine.clean_options(game["options"])
    state = engine.setup(options, seats, game["seed"])
    run = Playthrough(engine.slug, game["seed"], seats, options, state)
    for number, recorded in enumerate(game["moves"]):
        move = {"type": recorded["type"], "args": recorded["args"]}
        try:
            answer = engine.play(state, recorded["seat"], move)
        except (RuleError, MoveInputError) as exc:
            error = f"recorded move {number} refused: {exc.message}; {record_hint(engine.slug)}"
            run.crashes.append(Crash(recorded["seat"], move, error))
            return run
        state = answer.state
        run.steps.append(Step(recorded["seat"], move, state, answer.outcome))
    if engine.is_over(state):
        run.ended_by = engine.final_result(state).ended_by
    return run
