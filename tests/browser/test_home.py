from __future__ import annotations

import pytest

from tests.browser.conftest import watch_console

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_home_page_renders_on_a_phone_without_console_errors(live_server, phone_context, artifacts):
    page = phone_context().new_page()
    errors = watch_console(page)
    page.goto(live_server.url + "/")
    page.wait_for_load_state("networkidle")
    assert page.locator("h1").inner_text() == "Your phone at the pirate table"
    assert page.evaluate("typeof htmx") == "object"
    # Touch targets: every button and link-button is at least 44 px tall.
    heights = page.eval_on_selector_all(
        ".btn, button, input, select", "els => els.map(e => e.getBoundingClientRect().height)"
    )
    assert heights and min(heights) >= 44
    page.screenshot(path=str(artifacts / "home-phone.png"), full_page=True)
    assert errors == []
