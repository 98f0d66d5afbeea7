"""The tap counter of bench/taps.py: one scoresheet round on four phones, counted."""

from __future__ import annotations

import pytest

from bench.taps import SHEET_PLAYERS, Phone, count_scoresheet


class FakeLocator:
    def __init__(self) -> None:
        self.actions: list[str] = []

    def click(self) -> None:
        self.actions.append("click")

    def fill(self, value: str) -> None:
        self.actions.append(f"fill {value}")


def test_a_phone_counts_each_click_and_each_filled_field_as_one_tap():
    phone = Phone("Anja", page=None)
    locator = FakeLocator()
    phone.fill(locator, "7")
    phone.tap(locator)
    phone.tap(locator)
    assert locator.actions == ["fill 7", "click", "click"]
    assert phone.taps == 3


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_one_scoresheet_round_counts_a_fill_and_a_click_on_every_phone(
    live_server, browser, settings
):
    settings.TABLE_POLL_MS = 1000
    result = count_scoresheet(browser, live_server.url, rounds=1)
    assert list(result["per_phone"]) == SHEET_PLAYERS
    # Each phone at least fills its score and presses the button.
    assert all(taps >= 2 for taps in result["per_phone"].values()), result
    assert result["total"] == sum(result["per_phone"].values())
