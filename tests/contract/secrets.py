"""What the secrets checks compare (issue 12 part 5).

``resample_secrets(state, viewer, seed)`` draws again everything ``viewer`` cannot know.
If nothing leaks, the viewer's view, legal moves, pages, poll fragment, API answers,
log and the error body of a refused move are byte-identical for both states. A secret
argument of a move (an amount buried, a card drawn) changes nothing another seat reads:
played again with another value, every other seat's view, outcome and log line stay
the same (NAS-Q35 for burials, and any game's secret arguments).
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from django.db import transaction

from companion.engines.base import Arg, Engine, MoveInputError, Outcome, Played, RuleError, State
from companion.engines.text import english, is_msg
from companion.tables.models import Table
from tests.contract.agent import Playthrough, Step, build_args, canonical, random_value
from tests.contract.tables import LiveTable, sample_stops, stable, walk
from tests.helpers import SOAK, runs

RUNS_CHECKED = runs(full=40, fast=3)
STOPS = runs(full=12, fast=4)
RESAMPLES = runs(full=4, fast=2)
PAGE_RUNS = runs(full=3, fast=1)
PAGE_STOPS = runs(full=12, fast=3)


def viewers(run: Playthrough) -> list[int | None]:
    return [*range(len(run.seats)), None]


def _legal(engine: Engine, state: State, viewer: int | None) -> str:
    return json.dumps(
        [legal.to_json() for legal in engine.legal_moves(state, viewer)], sort_keys=True
    )


def engine_differences(engine: Engine, run: Playthrough) -> list[str]:
    differences = []
    states = run.states()
    for number in sorted(sample_stops(run, STOPS)):
        state = states[number]
        given = canonical(state)
        for viewer in viewers(run):
            for seed in range(RESAMPLES):
                other = engine.resample_secrets(state, viewer, 1000 + seed)
                assert json.loads(json.dumps(other)) == other
                where = f"seed {run.seed}, step {number}, viewer {viewer}, resample {seed}"
                if canonical(engine.player_view(other, viewer)) != canonical(
                    engine.player_view(state, viewer)
                ):
                    differences.append(f"{where}: player_view differs")
                if _legal(engine, other, viewer) != _legal(engine, state, viewer):
                    differences.append(f"{where}: legal_moves differ")
        if canonical(state) != given:
            differences.append(
                f"seed {run.seed}, step {number}: a read changed the state it was given"
            )
    return differences


def _other_value(arg: Arg, value: Any, seat_count: int, rng: random.Random) -> Any:
    """Another value for a secret argument: a neighbouring number (an amount one more or
    less is what the rules most often still accept), any declared value otherwise."""
    if arg.type == "int" and isinstance(value, int):
        return value + rng.choice((-1, 1, -2, 2))
    return random_value(arg, seat_count, rng)


def _with_other_secret(
    engine: Engine, run: Playthrough, number: int, rng: random.Random
) -> tuple[Played, dict[str, Any]] | None:
    """The step played again with other values of its secret arguments (None: refused)."""
    step = run.steps[number - 1]
    spec = engine.move_specs()[step.move["type"]]
    args = dict(step.move["args"])
    for arg in spec.args:
        if arg.name in spec.secret_args and arg.name in args:
            args[arg.name] = _other_value(arg, args[arg.name], len(run.seats), rng)
    if args == step.move["args"]:
        return None
    try:
        played = engine.play(run.states()[number - 1], step.seat, {"type": spec.type, "args": args})
    except (RuleError, MoveInputError):
        return None
    return played, args


def what_differs(first: Any, second: Any) -> str:
    """A short account of how two reads differ: the keys of a view, the lines of an outcome."""
    if isinstance(first, dict) and isinstance(second, dict) and not is_msg(first):
        keys = sorted(k for k in set(first) | set(second) if first.get(k) != second.get(k))
        return "keys " + ", ".join(
            f"{k} ({canonical(first.get(k))[:60]} / {canonical(second.get(k))[:60]})" for k in keys
        )
    if isinstance(first, (list, tuple)) and isinstance(second, (list, tuple)):
        lines = [english(m) if is_msg(m) else str(m) for m in (*first, "/", *second)]
        return " | ".join(lines)[:240]
    return f"{canonical(first)[:100]} / {canonical(second)[:100]}"


def _reads_of_others(
    engine: Engine, step: Step, played: Played, args: dict[str, Any], viewer: int | None
) -> dict[str, tuple[Any, Any]]:
    """What ``viewer`` reads of the move as played and as played with other secrets."""
    move_type = step.move["type"]
    return {
        "view": (engine.player_view(step.state, viewer), engine.player_view(played.state, viewer)),
        "outcome": (
            Outcome.seen_by(step.outcome.to_json(), viewer),
            Outcome.seen_by(played.outcome.to_json(), viewer),
        ),
        "log line": (
            engine.event_view(move_type, step.move["args"], step.seat, viewer),
            engine.event_view(move_type, args, step.seat, viewer),
        ),
    }


def flow(engine: Engine, state: State, seat_count: int) -> str:
    """What the table does next: each seat's legal move types, the companion's, the end."""
    legal = [
        sorted({m.type for m in engine.legal_moves(state, seat)}) for seat in range(seat_count)
    ]
    system = sorted(m["type"] for m in engine.pending_system_moves(state))
    return canonical([legal, system, engine.is_over(state)])


def _seats_owing(engine: Engine, state: State, move_type: str, seat_count: int) -> int:
    return sum(
        any(m.type == move_type for m in engine.legal_moves(state, seat))
        for seat in range(seat_count)
    )


def reveals_by_rule(engine: Engine, run: Playthrough, number: int, other: State) -> bool:
    """The rules show the secret now: another value changes what the table does next (a
    clash of entered cards), or this entry closes a round of secret entries that several
    seats owed together (every answer to a Mutiny is shown once the last one is in)."""
    step, seats = run.steps[number - 1], len(run.seats)
    if flow(engine, step.state, seats) != flow(engine, other, seats):
        return True
    move_type = step.move["type"]
    if _seats_owing(engine, step.state, move_type, seats):
        return False
    # Back over the entries of this round: did several seats owe it at once?
    states, most, before = run.states(), 0, number - 1
    while before >= 0 and (owing := _seats_owing(engine, states[before], move_type, seats)):
        most, before = max(most, owing), before - 1
    return most > 1


@dataclass
class SecretArgCheck:
    """Entries with secret arguments played again with other values, and what leaked."""

    compared: int = 0
    leaks: list[str] = field(default_factory=list)


def check_secret_args(engine: Engine, run: Playthrough, check: SecretArgCheck) -> None:
    rng = random.Random(run.seed)
    for number, step in enumerate(run.steps, start=1):
        spec = engine.move_specs()[step.move["type"]]
        if not spec.secret_args or step.seat is None:
            continue
        for _attempt in range(4):
            again = _with_other_secret(engine, run, number, rng)
            if again is None:
                continue
            played, args = again
            if not reveals_by_rule(engine, run, number, played.state):
                check.compared += 1
                check.leaks += _leaks(engine, run, number, played, args)
            break


def _leaks(
    engine: Engine, run: Playthrough, number: int, played: Played, args: dict[str, Any]
) -> list[str]:
    step = run.steps[number - 1]
    move = f"{step.move['type']} by seat {step.seat}, {step.move['args']} or {args}"
    leaks = []
    for viewer in viewers(run):
        if viewer == step.seat:
            continue
        reads = _reads_of_others(engine, step, played, args, viewer)
        leaks += [
            f"seed {run.seed}, step {number} ({move}), viewer {viewer}: {what} tells: "
            + what_differs(first, second)
            for what, (first, second) in reads.items()
            if canonical(first) != canonical(second)
        ]
    return leaks


# -- the same through the pages and the API ----------------------------------------------


def _reads(live: LiveTable, viewer: int | None, probe: dict[str, Any]) -> dict[str, str]:
    """Everything ``viewer`` reads of the table now, request by request."""
    code, table = live.code, live.refresh()
    phone, api = live.phone(viewer), live.api(viewer)
    page = f"/t/{code}/" if viewer is not None else f"/t/{code}/screen/"
    mode = "" if viewer is not None else "&mode=screen"
    reads = {
        "page": stable(phone.get(page).content.decode()),
        "poll fragment": stable(
            phone.get(f"/t/{code}/poll/?v=old{mode}", HTTP_HX_REQUEST="true").content.decode()
        ),
        "log page": stable(phone.get(f"/t/{code}/log/").content.decode()),
        "API table": api.get(f"/api/tables/{code}/").content.decode(),
        "API events": api.get(f"/api/tables/{code}/events/").content.decode(),
    }
    if viewer is not None:
        # Entered and then undone by the rollback: the table stays as it was.
        with transaction.atomic():
            answer = api.post(
                f"/api/tables/{code}/moves/",
                {**probe, "expected_version": table.version, "client_move_id": "contract-probe"},
                format="json",
            )
            transaction.set_rollback(True)
        # A probe the rules accept plays on: what it draws from a shuffled deck is new
        # to everyone, so only whether it was accepted must match, not what followed.
        accepted = answer.status_code < 400
        body = "accepted" if accepted else answer.content.decode()
        reads["refused move"] = f"{answer.status_code} {body}"
    return reads


def page_differences(engine: Engine, run: Playthrough) -> list[str]:
    differences = []
    rng = random.Random(run.seed)
    players = [spec for spec in engine.move_specs().values() if not spec.system]
    for number, live in walk(run, sample_stops(run, PAGE_STOPS)):
        state = live.table.state
        # Fast profile: the table screen and one seat per stop, another seat each stop.
        chosen = viewers(run) if SOAK else [number % len(run.seats), None]
        for viewer in chosen:
            spec = rng.choice(players)
            probe = {"type": spec.type, "args": build_args(spec, None, len(run.seats), rng)}
            before = _reads(live, viewer, probe)
            Table.objects.filter(pk=live.table.pk).update(
                state=engine.resample_secrets(state, viewer, 99)
            )
            after = _reads(live, viewer, probe)
            Table.objects.filter(pk=live.table.pk).update(state=state)
            # The write path trusts a copy in hand of the same revision: hand it the
            # restored state, not the resampled one the last read left in it.
            live.refresh()
            differences += [
                f"seed {run.seed}, step {number}, viewer {viewer}: {what} differs"
                for what in before
                if before[what] != after[what]
            ]
    return differences


def _lines_for(step: Step, viewer: int | None) -> list[str]:
    return [english(m) for m in Outcome.seen_by(step.outcome.to_json(), viewer)]


def event_outcome_differences(run: Playthrough) -> list[str]:
    """Each viewer's API log carries each move's public lines and its own private ones,
    no other seat's (checked at the end of the walk, over every entry)."""
    differences = []
    for _number, live in walk(run, {len(run.steps)}):
        for viewer in viewers(run):
            answer = live.api(viewer).get(f"/api/tables/{live.code}/events/?limit=500")
            moves = [e for e in answer.json() if e["kind"] == "move"]
            for number, (step, entry) in enumerate(zip(run.steps, moves, strict=False), 1):
                if entry["outcome"] != _lines_for(step, viewer):
                    differences.append(
                        f"seed {run.seed}, entry {number} ({step.move['type']}), viewer {viewer}: "
                        f"{entry['outcome']} instead of {_lines_for(step, viewer)}"
                    )
            if len(moves) != min(len(run.steps), 500):
                differences.append(f"seed {run.seed}, viewer {viewer}: {len(moves)} entries")
    return differences
