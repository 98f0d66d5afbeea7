"""Playwright on Debian's chromium (never a downloaded browser)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator

import pytest

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
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, headless=True, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def phone_context(browser):
    contexts = []

    def make():
        context = browser.new_context(**PHONE)
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()


def watch_console(page) -> list[str]:
    """Collect console errors and page errors of ``page``."""
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    return errors
