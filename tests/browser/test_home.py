from __future__ import annotations

import pytest
from playwright.sync_api import expect

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
        ".btn, button, input:not([type=hidden]), select",
        "els => els.map(e => e.getBoundingClientRect().height)",
    )
    assert heights and min(heights) >= 44
    page.screenshot(path=str(artifacts / "home-phone.png"), full_page=True)
    assert errors == []


def test_a_form_the_server_fails_on_says_so_and_keeps_the_choices(live_server, phone_context):
    """Not a table entry (nothing to queue): a 5xx answer is not swapped, so the page
    says the companion could not take it, beside the button, choices kept."""
    page = phone_context().new_page()
    page.goto(live_server.url + "/new/")
    page.route(
        "**/new/",
        lambda route: (
            route.fulfill(status=500, body="Server Error")
            if route.request.method == "POST"
            else route.continue_()
        ),
    )
    form = page.locator("#create-form")
    names = form.locator("input[name^=name_]")
    names.first.fill("Anja")
    form.locator("button").last.click()
    note = form.locator(".not-taken")
    expect(note).to_have_text(
        "The companion could not take this just now. Your choices are kept: "
        "send it again in a moment."
    )
    expect(names.first).to_have_value("Anja")
    expect(form.locator("button").last).to_be_enabled()
