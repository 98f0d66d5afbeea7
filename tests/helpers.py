"""Helpers shared by tests: where artefacts go, and the CI rule for services."""

from __future__ import annotations

import os
import re
import socket
from pathlib import Path

import pytest

IN_CI = bool(os.environ.get("CI"))
# `make soak` sets SOAK=1: property runs and page or browser matrices at their full
# counts. `make test` runs a fast, deterministic profile of the same tests.
SOAK = bool(os.environ.get("SOAK"))


def runs(full: int, fast: int) -> int:
    """How many examples a property run or a matrix takes in this profile."""
    return full if SOAK else fast


ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"


def service_reachable(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=1):
            return True
    except OSError:
        return False


def need_service(name: str, host: str, port: int) -> None:
    """Fail in CI, skip elsewhere, when a test's service is not running."""
    if service_reachable(host, port):
        return
    message = f"{name} is not reachable on {host}:{port}"
    if IN_CI:
        pytest.fail(f"CI needs {message}", pytrace=False)
    pytest.skip(message)


_URL_ATTRIBUTE = re.compile(r"""(?:src|href|action)\s*=\s*["']([^"']*)["']""", re.IGNORECASE)


def external_urls(html: str) -> list[str]:
    """The URLs a page loads or links that leave this site (a CDN, another host).

    Looks at the attributes only: a random token in the page may spell "cdn".
    """
    return [
        url
        for url in _URL_ATTRIBUTE.findall(html)
        if re.match(r"(?i)^(?:[a-z][a-z0-9+.-]*:)?//", url)
        and not re.match(r"(?i)^(?:https?:)?//(?:testserver|localhost|127\.0\.0\.1)(?:[:/]|$)", url)
    ]
