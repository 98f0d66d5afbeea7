"""``make load``: a club night on this box, the current tree side by side with a baseline.

For each tree (a git worktree of the baseline commit, then the working tree) it starts
what ``deploy/`` runs (gunicorn with the tree's own ``deploy/gunicorn.conf.py``, one
Celery worker) on a fresh PostgreSQL database and a Redis database on loopback, and
drives simulated phones through the pages as a table uses them: each phone polls its
live region every ``POLL`` seconds; the phone whose entry comes next thinks for 2 to 5
seconds and posts it through the move form (HTMX), confirming when the page asks;
the companion's bookkeeping runs on the worker meanwhile, and a phone waits while the
page says it runs. A share of the entries are double taps: the same entry sent twice at
once (the second must be answered as a retry, never applied twice). The entries are a
seeded random game of each game (``tests/contract/agent``), the same for both trees.

Each step has N phones on N/5 tables (four seats and the table screen; games cycle), for
``--seconds`` and at most ``--max-requests`` requests. It prints requests per second,
p50/p95/p99 per endpoint, errors by status, the CPU each process used (this generator's
included) and per applied entry, and the ceiling: the largest N with no error and every
endpoint's p99 at most 10x its own p50 at the first step (10 phones). Times are printed,
never judged: the verdict is the ratio of the two ceilings (goal: at least 4x).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import signal
import statistics
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections import Counter, defaultdict
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import requests

ROOT = Path(__file__).resolve().parent.parent
# main before issue 22 (a leaner move path, cheaper live updates).
BASELINE = "84940f0"
POLL = 1.5
THINK = (2.0, 5.0)
DOUBLE_TAP = 0.1
SEATS = 4
STEPS = (10, 20, 40, 80, 160, 320)
# Fewer requests to an endpoint in a step than this, and its p99 is not judged.
MIN_SAMPLES = 20
# Before the steps: every game's first pages and moves on every worker (imports,
# templates, connections), which the first step would otherwise pay for.
WARM_UP_SECONDS = 15
PG = os.environ.get("LOAD_POSTGRES", "postgres://postgres@127.0.0.1:5432")
REDIS = os.environ.get("LOAD_REDIS", "redis://127.0.0.1:6379/13")
STAMP = re.compile(r"/poll/\?v=(\d+)")
VERSION = re.compile(r'data-version="(\d+)"')
BUSY = "Bookkeeping is running"
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


# -- the entries each table plays -------------------------------------------------------


def game_entries(slug: str, seed: int) -> tuple[list[str], list[tuple[int, dict[str, Any]]]]:
    """Seat names and the phones' entries of a seeded random game of ``slug``."""
    sys.path.insert(0, str(ROOT))
    from bench.django_env import setup_django

    setup_django()
    from bench.api_replay import seeded_phone_moves  # the same seeded player as the bench
    from companion.engines.registry import get_engine

    engine = get_engine(slug)
    moves, recorded = seeded_phone_moves(slug, min(engine.max_seats, SEATS), seed, 400)
    return recorded["seats"], moves


# -- processes --------------------------------------------------------------------------


@dataclass
class Server:
    tree: Path
    port: int
    procs: dict[str, subprocess.Popen[bytes]] = field(default_factory=dict)


def _env(tree: Path, database: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST", "DJANGO"))}
    env.update(
        PYTHONPATH=str(tree),
        DJANGO_SETTINGS_MODULE="companion.settings",
        SECRET_KEY="load-" + "k" * 60,
        DEBUG="0",
        BEHIND_HTTPS="0",
        ALLOWED_HOSTS="127.0.0.1",
        DATABASE_URL=f"{PG}/{database}",
        REDIS_URL=REDIS,
        CELERY_QUEUE="load",
        GUNICORN_ACCESS_LOG="off",
        LOG_LEVEL="WARNING",
        RATELIMIT_ENABLED="0",
        PYTHONUNBUFFERED="1",
    )
    return env


def _fresh_database(name: str) -> None:
    import psycopg

    with psycopg.connect(f"{PG}/postgres", autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        connection.execute(f'CREATE DATABASE "{name}"')
    import redis

    redis.Redis.from_url(REDIS).flushdb()


@contextmanager
def serving(tree: Path, port: int, logs: Path) -> Iterator[Server]:
    database = "tortuga_load"
    _fresh_database(database)
    env = _env(tree, database)
    python = sys.executable
    for step in (["migrate", "--noinput"], ["collectstatic", "--noinput"]):
        subprocess.run([python, "manage.py", *step], cwd=tree, env=env, check=True,
                       stdout=subprocess.DEVNULL)  # fmt: skip
    server = Server(tree, port)
    commands = {
        "gunicorn": [python, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py",
                     "--bind", f"127.0.0.1:{port}", "companion.wsgi"],
        "celery": [python, "-m", "celery", "-A", "companion.celery", "worker", "-Q", "load",
                   "--concurrency=2", "--loglevel=WARNING", "--without-gossip",
                   "--without-mingle"],
    }  # fmt: skip
    try:
        for name, command in commands.items():
            log = (logs / f"{tree.name}-{name}.log").open("wb")
            server.procs[name] = subprocess.Popen(
                command, cwd=tree, env=env, stdout=log, stderr=subprocess.STDOUT,
                start_new_session=True,
            )  # fmt: skip
        deadline = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=5) as r:
                    if r.status == 200 and b'"queue": "ok"' in r.read():
                        break
            except (OSError, urllib.error.HTTPError):
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"{tree}: gunicorn or the worker did not start (see {logs})")
            time.sleep(1)
        yield server
    finally:
        for proc in server.procs.values():
            with suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
        for proc in server.procs.values():
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)


def _tree_pids(root: int) -> list[int]:
    children: dict[int, list[int]] = defaultdict(list)
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children[parent].append(int(entry.name))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo += children.get(pid, [])
    return found


def _cpu(pids: list[int]) -> float:
    """User and system CPU of these processes and of their children that have exited
    (a PostgreSQL backend whose phone hung up, a recycled gunicorn worker): a parent
    holds its reaped children's time."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += sum(int(f) for f in fields[11:15])  # utime, stime, cutime, cstime
    return total / CLOCK_TICKS


def _named_pids(name: str) -> list[int]:
    pids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if (entry / "comm").read_text().strip() == name:
                    pids.append(int(entry.name))
            except OSError:
                continue
    return pids


def cpu_by_process(server: Server) -> dict[str, float]:
    own = os.times()
    return {
        "gunicorn": _cpu(_tree_pids(server.procs["gunicorn"].pid)),
        "celery": _cpu(_tree_pids(server.procs["celery"].pid)),
        "postgres": _cpu(_named_pids("postgres")),
        "redis": _cpu(_named_pids("redis-server")),
        "load generator": own.user + own.system,
    }


# -- phones -----------------------------------------------------------------------------


@dataclass
class Stats:
    latency: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    status: Counter[str] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)
    applied: int = 0
    requests: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def note(self, endpoint: str, seconds: float, status: int | str, error: bool) -> None:
        with self.lock:
            self.latency[endpoint].append(seconds)
            self.status[f"{endpoint} {status}"] += 1
            self.requests += 1
            if error:
                self.errors[f"{endpoint} {status}"] += 1


@dataclass
class LiveTable:
    code: str
    tokens: list[str]
    entries: list[tuple[int, dict[str, Any]]]
    next: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)


class Phone(threading.Thread):
    def __init__(self, base: str, table: LiveTable, seat: int | None, stats: Stats,
                 until: float, budget: int, rng: random.Random) -> None:  # fmt: skip
        super().__init__(daemon=True)
        self.base, self.table, self.seat, self.stats = base, table, seat, stats
        self.until, self.budget, self.rng = until, budget, rng
        self.session = requests.Session()
        self.session.headers["HX-Request"] = "true"
        if seat is not None:
            self.session.cookies.set(f"tortuga_seat_{table.code}", table.tokens[seat])
        self.stamp = "0"
        self.version = 0
        self.busy = False
        self.turn_since: float | None = None
        self.think = 0.0

    def _get(self, endpoint: str, url: str, **kw: Any) -> requests.Response | None:
        return self._call(endpoint, "GET", url, **kw)

    def _call(self, endpoint: str, method: str, url: str, **kw: Any) -> requests.Response | None:
        start = time.perf_counter()
        try:
            response = self.session.request(method, self.base + url, timeout=30, **kw)
        except requests.RequestException as exc:
            self.stats.note(endpoint, time.perf_counter() - start, type(exc).__name__, True)
            return None
        status = response.status_code
        if endpoint == "poll":  # a 204 reads one row; a change renders the region
            endpoint = "poll, unchanged" if status == 204 else "poll, changed"
        failed = status >= 500 or (status >= 400 and status != 409)
        self.stats.note(endpoint, time.perf_counter() - start, status, failed)
        return response

    def _read(self, html: str) -> None:
        if found := STAMP.search(html):
            self.stamp = found.group(1)
        if found := VERSION.search(html):
            self.version = int(found.group(1))
        self.busy = BUSY in html

    def run(self) -> None:
        mode = "" if self.seat is not None else "&mode=screen"
        page = (
            f"/t/{self.table.code}/" if self.seat is not None else f"/t/{self.table.code}/screen/"
        )
        first = self._get("page", page, headers={"HX-Request": ""})
        if first is not None:
            self._read(first.text)
        while time.monotonic() < self.until and self.stats.requests < self.budget:
            time.sleep(POLL * self.rng.uniform(0.9, 1.1))
            answer = self._get("poll", f"/t/{self.table.code}/poll/?v={self.stamp}{mode}")
            if answer is not None and answer.status_code == 200:
                self._read(answer.text)
            if self.seat is not None:
                self._maybe_enter()

    def _maybe_enter(self) -> None:
        with self.table.lock:
            if self.table.next >= len(self.table.entries):
                return
            seat, move = self.table.entries[self.table.next]
        if seat != self.seat or self.busy:
            self.turn_since = None
            return
        now = time.monotonic()
        if self.turn_since is None:
            self.turn_since, self.think = now, self.rng.uniform(*THINK)
        if now - self.turn_since < self.think:
            return
        self.turn_since = None
        form: list[tuple[str, str]] = [("type", move["type"]), ("expected_version", str(self.version)),
                                       ("client_move_id", f"load-{self.table.code}-{self.table.next}")]  # fmt: skip
        for name, value in move.get("args", {}).items():
            values = value if isinstance(value, list) else [value]
            for item in values:
                form.append((name, "1" if item is True else "0" if item is False else str(item)))
        form.append(("confirmed", "1"))
        headers = {"X-CSRFToken": self.session.cookies.get("csrftoken", "")}
        url = f"/t/{self.table.code}/move/"
        if self.rng.random() < DOUBLE_TAP:
            twin = threading.Thread(target=self._call, args=("move", "POST", url),
                                    kwargs={"data": form, "headers": headers})  # fmt: skip
            twin.start()
        answer = self._call("move", "POST", url, data=form, headers=headers)
        if answer is None:
            return
        said = answer.headers.get("Tortuga-Entry")
        if answer.status_code == 200 and said in ("applied", "duplicate", "merged"):
            self._read(answer.text)
            with self.table.lock:
                self.table.next += 1
            with self.stats.lock:
                self.stats.applied += 1
        elif answer.status_code == 409:
            self._read(answer.text)  # the fresh page; the entry is tried again
        else:
            # Refused (counted as an error above): this table's game cannot go on as
            # recorded, so its phones only poll from here on.
            with self.table.lock:
                self.table.next = len(self.table.entries)


# -- a run ------------------------------------------------------------------------------


def _tables(base: str, phones: int, entries: dict[str, Any], rng: random.Random) -> list[LiveTable]:
    slugs = list(entries)
    tables = []
    for index in range(max(1, phones // 5)):
        slug = slugs[index % len(slugs)]
        names, moves = entries[slug]
        body = {"game": slug, "seats": [{"name": n} for n in names], "seed": SEED_OF[slug]}
        response = requests.post(f"{base}/api/tables/", json=body, timeout=60)
        response.raise_for_status()
        answer = response.json()
        tables.append(LiveTable(answer["code"], [s["token"] for s in answer["seats"]], moves))
    return tables


SEED_OF: dict[str, int] = {}


def one_step(server: Server, phones: int, seconds: float, budget: int,
             entries: dict[str, Any]) -> dict[str, Any]:  # fmt: skip
    base = f"http://127.0.0.1:{server.port}"
    rng = random.Random(phones)
    tables = _tables(base, phones, entries, rng)
    stats = Stats()
    before = cpu_by_process(server)
    started = time.monotonic()
    until = started + seconds
    crowd = []
    for table in tables:
        seats = len(table.tokens)
        people: list[int | None] = [*range(seats), *([None] * max(1, 5 - seats))]
        for seat in people[:5]:
            crowd.append(
                Phone(base, table, seat, stats, until, budget, random.Random(rng.random()))
            )
    for phone in crowd:
        phone.start()
        time.sleep(POLL / max(1, len(crowd)))  # spread the first polls over one interval
    for phone in crowd:
        phone.join(timeout=seconds + 60)
    elapsed = time.monotonic() - started
    after = cpu_by_process(server)
    cpu = {name: after[name] - before[name] for name in after}
    return {
        "phones": len(crowd),
        "tables": len(tables),
        "seconds": elapsed,
        "rps": stats.requests / elapsed,
        "applied": stats.applied,
        "errors": dict(stats.errors),
        "status": dict(stats.status),
        "latency": {k: _percentiles(v) for k, v in stats.latency.items()},
        "cpu": cpu,
    }


def _percentiles(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    if len(ordered) < 2:
        return {"p50": ordered[0] if ordered else 0.0, "p95": 0.0, "p99": 0.0, "n": len(ordered)}
    cuts = statistics.quantiles(ordered, n=100, method="inclusive")
    return {"p50": cuts[49], "p95": cuts[94], "p99": cuts[98], "n": len(ordered)}


def passes(step: dict[str, Any], first: dict[str, Any]) -> bool:
    """No error, and every endpoint's p99 within 10x its p50 at the first step."""
    return not step["errors"] and all(
        numbers["p99"] <= 10 * first["latency"][name]["p50"]
        for name, numbers in step["latency"].items()
        # A percentile of a handful of requests says nothing.
        if name in first["latency"] and numbers["n"] >= MIN_SAMPLES
    )


def ceiling(steps: list[dict[str, Any]]) -> int:
    """The most phones with no error and every endpoint's p99 within 10x its p50 at the
    first step."""
    best = 0
    for step in steps:
        if not passes(step, steps[0]):
            break
        best = step["phones"]
    return best


def run_tree(
    tree: Path, port: int, args: argparse.Namespace, entries: dict[str, Any]
) -> list[dict[str, Any]]:
    steps: list[dict[str, Any]] = []
    with serving(tree, port, args.logs) as server:
        one_step(server, 5 * len(entries), WARM_UP_SECONDS, args.max_requests, entries)
        for phones in args.phones:
            step = one_step(server, phones, args.seconds, args.max_requests, entries)
            print_step(tree.name, step)
            if steps and not passes(step, steps[0]):
                # Once more before the run stops: the generator shares the box, and a p99
                # is the two or three slowest requests of a step; one stall is not a
                # ceiling. Both runs are printed; the step passes if either does.
                again = one_step(server, phones, args.seconds, args.max_requests, entries)
                print_step(f"{tree.name}, again", again)
                if passes(again, steps[0]):
                    step = again
            steps.append(step)
            if ceiling(steps) < step["phones"]:
                break  # past the ceiling: more phones only take longer
    return steps


def print_step(name: str, step: dict[str, Any]) -> None:
    errors = ", ".join(f"{k}: {v}" for k, v in sorted(step["errors"].items())) or "none"
    print(f"  [{name}] {step['phones']} phones on {step['tables']} tables, {step['seconds']:.0f} s: "
          f"{step['rps']:.1f} requests/s, {step['applied']} entries applied, errors {errors}")  # fmt: skip
    for endpoint, n in sorted(step["latency"].items()):
        print(f"      {endpoint:<16} n={n['n']:<6} p50 {n['p50'] * 1000:7.1f} ms  "
              f"p95 {n['p95'] * 1000:7.1f} ms  p99 {n['p99'] * 1000:7.1f} ms")  # fmt: skip
    cpu = "  ".join(f"{k} {v:.1f} s" for k, v in step["cpu"].items())
    per = sum(step["cpu"][k] for k in ("gunicorn", "celery", "postgres", "redis"))
    per_entry = per / step["applied"] if step["applied"] else float("nan")
    print(f"      CPU: {cpu}; server per applied entry {per_entry * 1000:.0f} ms")


@contextmanager
def worktree(rev: str) -> Iterator[Path]:
    path = Path(f"/tmp/tortuga-load-{rev}")
    if path.exists():
        subprocess.run(["git", "worktree", "remove", "--force", str(path)], cwd=ROOT, check=False)
    subprocess.run(["git", "worktree", "add", "--detach", str(path), rev], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)  # fmt: skip
    try:
        yield path
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(path)], cwd=ROOT, check=False)
        shutil.rmtree(path, ignore_errors=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default=BASELINE, help="the commit to compare with")
    parser.add_argument("--phones", default=",".join(map(str, STEPS)),
                        help="phones at each step, comma-separated")  # fmt: skip
    parser.add_argument("--seconds", type=float, default=40.0, help="each step's length")
    parser.add_argument("--max-requests", type=int, default=60_000, help="each step's bound")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--current-only", action="store_true", help="skip the baseline")
    args = parser.parse_args(argv)
    args.phones = [int(n) for n in args.phones.split(",")]
    args.logs = Path(os.environ.get("LOAD_LOGS", "/tmp/tortuga-load-logs"))
    args.logs.mkdir(parents=True, exist_ok=True)
    print(f"poll every {POLL} s, think {THINK[0]:g}-{THINK[1]:g} s, double taps "
          f"{DOUBLE_TAP:.0%}, {args.seconds:g} s and at most {args.max_requests} requests "
          f"per step, steps {args.phones}; PostgreSQL {PG}, Redis {REDIS}; logs in {args.logs}")  # fmt: skip
    from companion.engines.registry import game_slugs

    entries = {}
    for index, slug in enumerate(game_slugs()):
        SEED_OF[slug] = 5 + index
        entries[slug] = game_entries(slug, SEED_OF[slug])
    results: dict[str, list[dict[str, Any]]] = {}
    if not args.current_only:
        with worktree(args.baseline) as tree:
            print(f"baseline {args.baseline}:")
            results["baseline"] = run_tree(tree, args.port, args, entries)
    print("current tree:")
    results["current"] = run_tree(ROOT, args.port, args, entries)
    print()
    for name, steps in results.items():
        print(f"ceiling ({name}): {ceiling(steps)} phones")
    if "baseline" in results and ceiling(results["baseline"]):
        ratio = ceiling(results["current"]) / ceiling(results["baseline"])
        print(f"ceiling, current / baseline: {ratio:.2f}x (goal at least 4x)")
    out = args.logs / "load.json"
    out.write_text(json.dumps(results, indent=1))
    print(f"every figure: {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
