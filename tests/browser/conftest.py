"""Playwright on Debian's chromium (never a downloaded browser).

No browser test waits against a tight deadline: every wait (navigation, action,
``expect``) may take up to TIMEOUT_MS, far above what a correct page needs even on
a slow, loaded machine, so only a page that never gets there fails.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterator

import pytest

from tests.browser.csp import REPORT_VIOLATIONS
from tests.helpers import IN_CI

# Playwright's sync API keeps an event loop in the test thread; the ORM calls the
# tests make between page actions are still synchronous and safe.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]
# Generous on purpose (see the module docstring); BROWSER_TIMEOUT_MS raises it further.
TIMEOUT_MS = int(os.environ.get("BROWSER_TIMEOUT_MS", "60000"))
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}


def chromium_path() -> str | None:
    return shutil.which("chromium") or (
        "/usr/bin/chromium" if os.path.exists("/usr/bin/chromium") else None
    )


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    path = chromium_path()
    if path is None:
        if IN_CI:
            pytest.fail("CI needs Debian's chromium (.ci/run installs it)", pytrace=False)
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=TIMEOUT_MS)
    with sync_playwright() as p:
        # A cold chromium on a busy machine can take a while to start.
        browser = p.chromium.launch(
            executable_path=path,
            headless=True,
            args=CHROMIUM_ARGS,
            timeout=max(TIMEOUT_MS, 120_000),
        )
        yield browser
        browser.close()


def new_context(browser, **options):
    """A browser context with the generous timeouts, reporting CSP violations as errors."""
    context = browser.new_context(**options)
    context.set_default_timeout(TIMEOUT_MS)
    context.set_default_navigation_timeout(TIMEOUT_MS)
    context.add_init_script(REPORT_VIOLATIONS)
    return context


@pytest.fixture
def phone_context(browser):
    """Make phone-sized contexts (``make()``) or others (``make(viewport=...)``)."""
    contexts = []

    def make(**options):
        context = new_context(browser, **(options or PHONE))
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()


def wait_until(check, what: str, timeout_s: float = TIMEOUT_MS / 1000) -> None:
    """Retry ``check()`` until it is true; fail naming ``what`` after a generous wait.

    For state outside the page (the database, a task): the page's own waits are
    Playwright's ``expect``.
    """
    deadline = time.monotonic() + timeout_s
    delay = 0.02
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: still not the case after {timeout_s:.0f} s")
        time.sleep(delay)
        delay = min(delay * 2, 0.5)


def watch_console(page, errors: list[str] | None = None) -> list[str]:
    """Collect the console errors, page errors and CSP violations of ``page`` into
    ``errors`` (a new list if none is given) and return that list.

    Pass one list for several pages: ``errors += watch_console(page)`` would copy
    the still-empty list and miss everything the page reports later.
    """
    errors = [] if errors is None else errors

    def on_console(msg) -> None:
        if msg.type == "error":
            errors.append(f"{page.url}: {msg.text}")

    page.on("console", on_console)
    page.on("pageerror", lambda exc: errors.append(f"{page.url}: {exc}"))
    return errors


def watch_requests(page, log: list[str], who: str = "") -> list[str]:
    """Note every request of ``page`` that is not a poll, with its answer's status or
    its failure, into ``log``: what a test prints when an entry seems lost (was it
    sent, answered, failed?)."""

    def noted(request) -> bool:
        return request.method != "GET" or "/poll/" not in request.url

    def on_response(response) -> None:
        if noted(response.request):
            log.append(f"{who} {response.request.method} {response.url} -> {response.status}")

    def on_failed(request) -> None:
        log.append(f"{who} {request.method} {request.url} failed: {request.failure}")

    page.on("request", lambda r: noted(r) and log.append(f"{who} {r.method} {r.url} sent"))
    page.on("response", on_response)
    page.on("requestfailed", on_failed)
    return log
