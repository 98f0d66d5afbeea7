"""Phones and the table screen stay awake while a table is live (issue 14 part 2): the
page asks for the screen wake lock, and asks again when it comes back into view (the
browser drops the lock while a page is hidden). Chromium gives no real lock without a
user gesture in a headless run, so the page's request is recorded instead."""

from __future__ import annotations

import pytest

from companion.tables import services
from tests.browser.conftest import wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

RECORD = """
window.__wakeRequests = 0;
Object.defineProperty(navigator, "wakeLock", {
  value: { request: function () { window.__wakeRequests += 1; return Promise.resolve({}); } },
});
"""


@pytest.mark.parametrize("page_path", ["screen/", "join/"], ids=["table screen", "join page"])
def test_a_live_page_asks_to_stay_awake_and_a_plain_page_does_not(
    live_server, phone_context, page_path
):
    code = services.table_create(game="scoresheet", seats=[{"name": "Anja"}]).table.code
    page = phone_context().new_page()
    page.add_init_script(RECORD)
    page.goto(f"{live_server.url}/t/{code}/{page_path}")
    page.wait_for_load_state("load")
    if page_path == "join/":
        assert page.evaluate("window.__wakeRequests") == 0, "a page with no live table"
        return
    wait_until(lambda: page.evaluate("window.__wakeRequests") == 1, "the first request")
    # Back into view after being hidden: the lock is asked for again.
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    wait_until(lambda: page.evaluate("window.__wakeRequests") == 2, "the request on return")
