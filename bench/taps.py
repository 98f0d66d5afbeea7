"""``python -m bench.taps``: count the taps each phone needs to play, by the pages only.

A tap is one click or one filled field on a phone (see bench/README.md): a 4-player
scoresheet of 3 rounds to the final sheet, and a 3-player Nassau setup and first round
in three modes (physical; the club's catalogue with decks and dice at the table; the
catalogue with everything app-managed), compared with bench/taps-baseline.json: the
counts measured when the tap work began (issue 14), with the commit measured.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
BASELINE = HERE / "taps-baseline.json"
OWN = "Your score this round"
SHEET_PLAYERS = ["Anja", "Jona", "Mira", "Tomas"]
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}
# Generous: only a page that never gets there fails, a slow machine does not.
TIMEOUT_MS = int(os.environ.get("BROWSER_TIMEOUT_MS", "60000"))


class Phone:
    """One player's phone: every click and every filled field counts as a tap."""

    def __init__(self, name: str, page: Any) -> None:
        self.name = name
        self.page = page
        self.taps = 0

    def tap(self, locator: Any) -> None:
        locator.click()
        self.taps += 1

    def fill(self, locator: Any, value: str) -> None:
        locator.fill(value)
        self.taps += 1


def open_phones(
    browser: Any, base_url: str, code: str, names: list[str], tokens: list[str]
) -> list[Phone]:
    """One phone-sized page per seat, already seated by its seat cookie (not counted)."""
    from companion.web.access import seat_cookie

    phones = []
    for name, token in zip(names, tokens, strict=True):
        context = browser.new_context(**PHONE)
        context.set_default_timeout(TIMEOUT_MS)
        context.set_default_navigation_timeout(TIMEOUT_MS)
        context.add_cookies([{"name": seat_cookie(code), "value": token, "url": base_url}])
        page = context.new_page()
        page.goto(f"{base_url}/t/{code}/")
        phones.append(Phone(name, page))
    return phones


def close_phones(phones: list[Phone]) -> None:
    for phone in phones:
        phone.page.context.close()


def counts(phones: list[Phone]) -> dict[str, Any]:
    per_phone = {phone.name: phone.taps for phone in phones}
    return {"per_phone": per_phone, "total": sum(per_phone.values())}


def count_scoresheet(browser: Any, base_url: str, *, rounds: int = 3) -> dict[str, Any]:
    """Four phones each enter their own score every round, up to the final sheet."""
    from playwright.sync_api import expect

    from companion.tables import services
    from companion.tables.models import Table

    created = services.table_create(
        game="scoresheet",
        seats=[{"name": name} for name in SHEET_PLAYERS],
        options={"rounds": rounds},
        issue_seat_tokens=True,
    )
    code = created.table.code
    phones = open_phones(browser, base_url, code, SHEET_PLAYERS, created.seat_tokens)
    try:
        for rnd in range(1, rounds + 1):
            for i, phone in enumerate(phones):
                # The phone enters on the table as it is now, as a player looking at it would.
                version = str(Table.objects.get(code=code).version)
                expect(phone.page.locator("#live")).to_have_attribute("data-version", version)
                points = str(rnd + i)
                form = phone.page.locator("form.move", has_text=OWN)
                phone.fill(form.locator("input[name=points]"), points)
                phone.tap(form.get_by_role("button", name=OWN))
                expect(phone.page.locator(".done")).to_contain_text(
                    f"{phone.name} scores {points} this round."
                )
            heading = f"Round {rnd + 1} of {rounds}" if rnd < rounds else "Final sheet"
            for phone in phones:
                expect(phone.page.locator(".view h2")).to_contain_text(heading)
        return counts(phones)
    finally:
        close_phones(phones)


def commit() -> str:
    done = subprocess.run(
        ["git", "-C", str(HERE), "rev-parse", "HEAD"], capture_output=True, text=True, check=False
    )
    return done.stdout.strip() or "unknown"


def setup_django() -> None:
    """The embedded default on a fresh SQLite file: moves, the companion and the
    bookkeeping all run in-process, so no worker is needed."""
    folder = Path(tempfile.mkdtemp(prefix="tortuga-taps-"))
    os.environ["DATABASE_URL"] = f"sqlite:///{folder / 'taps.sqlite3'}"
    os.environ["DJANGO_SETTINGS_MODULE"] = "companion.settings"
    # The dev settings: static files from the source tree, localhost allowed.
    os.environ.setdefault("DEBUG", "1")
    os.environ.setdefault("LOG_LEVEL", "ERROR")
    # Playwright's sync API keeps an event loop in this thread; the ORM reads between
    # page actions are synchronous and safe.
    os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    for name in ("REDIS_URL", "CELERY_BROKER_URL"):
        os.environ.pop(name, None)
    import django
    from django.conf import settings
    from django.core.management import call_command

    django.setup()
    settings.TABLE_POLL_MS = 1000
    call_command("migrate", verbosity=0)


@contextmanager
def live_server() -> Iterator[str]:
    """Django's own test server in a thread, serving the static files too."""
    from django.contrib.staticfiles.handlers import StaticFilesHandler
    from django.test.testcases import LiveServerThread

    thread = LiveServerThread("127.0.0.1", StaticFilesHandler, port=0)
    thread.daemon = True
    thread.start()
    thread.is_ready.wait()
    if thread.error:
        raise thread.error
    try:
        yield f"http://127.0.0.1:{thread.port}"
    finally:
        thread.terminate()


def chromium_path() -> str | None:
    return shutil.which("chromium") or (
        "/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else None
    )


@contextmanager
def chromium(path: str) -> Iterator[Any]:
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=TIMEOUT_MS)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, headless=True, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def run_counts(chromium_at: str) -> dict[str, Any]:
    from bench.taps_nassau import count_nassau, count_nassau_app, count_nassau_catalogue

    games: dict[str, Callable[[Any, str], dict[str, Any]]] = {
        "scoresheet, 4 players, 3 rounds": count_scoresheet,
        "nassau, 3 players, setup and round 1": count_nassau,
        "nassau, 3 players, catalogue, decks and dice at the table": count_nassau_catalogue,
        "nassau, 3 players, catalogue and everything app-managed": count_nassau_app,
    }
    results: dict[str, Any] = {}
    with live_server() as base_url, chromium(chromium_at) as browser:
        for title, count in games.items():
            results[title] = {**count(browser, base_url), "commit": commit()}
            print(f"{title}: {results[title]}", flush=True)
    return results


def main(argv: list[str]) -> int:
    """Counts today's taps and compares them with the counts recorded when the tap work
    began (issue 14); ``--baseline`` records today's counts as that baseline instead."""
    path = chromium_path()
    if path is None:
        print("taps: skipped, Debian's chromium is not installed (apt-get install chromium)")
        return 0
    setup_django()
    results = run_counts(path)
    if "--baseline" in argv:
        BASELINE.write_text(json.dumps(results, indent=2) + "\n")
        print(f"written to {BASELINE}")
        return 0
    recorded = json.loads(BASELINE.read_text()) if BASELINE.exists() else {}
    for title, result in results.items():
        before = recorded.get(title, {}).get("total", "none")
        print(f"  {title:<58} {result['total']:5} taps  (baseline {before})")
        if "setup_only" in result:
            print(f"      setup, per phone: {result['setup_only']['per_phone']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
