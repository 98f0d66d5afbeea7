"""Helpers shared by tests: where artefacts go, and the CI rule for services."""

from __future__ import annotations

import os
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
