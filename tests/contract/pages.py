"""Reading the pages of a playthrough entered at a real table (issue 12 parts 3 and 5)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from django.test import Client

from tests.contract.agent import Playthrough
from tests.contract.runs import engine_of, playthroughs
from tests.contract.tables import LiveTable, sample_stops, walk
from tests.contract.visible import internals_in, visible_text
from tests.helpers import runs

RUNS_WALKED = runs(full=4, fast=1)
STOPS = runs(full=12, fast=4)


def walked_runs(slug: str) -> list[Playthrough]:
    """The runs whose pages are read: finished ones first (their result page too)."""
    ordered = sorted(playthroughs(slug), key=lambda run: run.ended_by is None)
    return ordered[:RUNS_WALKED]


def pages_at(live: LiveTable, seat_count: int, *, last: bool) -> dict[str, tuple[Client, str]]:
    """Each seat's phone page, the host's and the table screen; at the last stop the
    host page and the log too (a seat's and a spectator's: by then it holds every entry)."""
    code = live.code
    pages = {
        f"phone of seat {seat}": (live.phone(seat), f"/t/{code}/") for seat in range(seat_count)
    }
    pages["table screen"] = (live.phone(None), f"/t/{code}/screen/")
    pages["host's phone"] = (live.host(), f"/t/{code}/")
    if last:
        pages["host page"] = (live.host(), f"/t/{code}/host/")
        pages["log (seat 0)"] = (live.phone(0), f"/t/{code}/log/")
        pages["log (spectator)"] = (live.phone(None), f"/t/{code}/log/")
    return pages


@dataclass
class Reading:
    """What the walk found: pages that did not answer 200, internals in visible text."""

    pages_read: int = 0
    failed: list[str] = field(default_factory=list)
    # offending token -> where it was first seen, with its context
    internals: dict[str, str] = field(default_factory=dict)
    kinds: dict[str, set[str]] = field(default_factory=dict)

    def report(self) -> list[str]:
        return [
            f"{token!r} on {', '.join(sorted(self.kinds[token]))}; first: {where}"
            for token, where in self.internals.items()
        ]


@cache
def read_pages(slug: str) -> Reading:
    """Every page of the walked runs at their sampled steps, read as a player reads it.

    Read once per session: the tests that ask keep only what was read (text), never the
    tables, which their database rolls back."""
    engine = engine_of(slug)
    reading = Reading()
    for run in walked_runs(slug):
        stops = sample_stops(run, STOPS)
        for number, live in walk(run, stops):
            pages = pages_at(live, len(run.seats), last=number == max(stops))
            for name, (client, url) in pages.items():
                response = client.get(url)
                reading.pages_read += 1
                where = f"seed {run.seed}, step {number}, {name} ({url})"
                if response.status_code != 200:
                    reading.failed.append(f"{where}: status {response.status_code}")
                    continue
                kind = re.sub(r" \(.*| of seat \d+", "", name)
                # The table's code is what players type to join: random letters and
                # digits that may read like a card code ("HRQ327"), never an internal.
                text = visible_text(response.content.decode()).replace(live.code, "")
                for token, context in internals_in(text, engine).items():
                    reading.internals.setdefault(token, f"{where}: {context}")
                    reading.kinds.setdefault(token, set()).add(kind)
    return reading
