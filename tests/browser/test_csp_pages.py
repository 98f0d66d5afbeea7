"""Chromium opens every page under the Content-Security-Policy: no violation, no error.

Every page a player, a host or an organiser sees is listed here, with its data made
through the services: home, create, find, the rules of every game, and for a table
of every game its join, seat, host, screen and log pages; the club pages; the API
docs; the 404, 400 and 429 pages. Each page's HTML as served has no inline code, and
while it runs chromium reports no CSP violation and no console error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest
from playwright.sync_api import expect

from companion.engines.registry import all_engines
from companion.tables import services
from companion.web.access import host_cookie
from tests.browser.conftest import watch_console
from tests.browser.csp import inline_code

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@dataclass
class Visits:
    """Each URL visited with what went wrong there, reported all at once at the end."""

    base: str
    problems: dict[str, list[str]] = field(default_factory=dict)
    seen: list[str] = field(default_factory=list)

    def open(self, page, path: str, status: int = 200, ready: str | None = None) -> None:
        errors = watch_console(page)
        response = page.goto(self.base + path)
        assert response is not None, path
        page.wait_for_load_state("load")
        if ready:
            expect(page.locator(ready).first).to_be_visible()
        self.check(page, path, response.status, status, response.text(), errors)

    def check(self, page, path, got: int, status: int, html: str, errors: list[str]) -> None:
        problems = []
        if got != status:
            problems.append(f"status {got}, expected {status}")
        problems += [f"inline code in the HTML: {kind}" for kind in inline_code(html)]
        # The document's own 4xx is logged as a failed load: expected on error pages.
        expected = f"the server responded with a status of {status}"
        problems += [e for e in errors if not (status >= 400 and expected in e)]
        self.seen.append(path)
        if problems:
            self.problems[path] = problems


def seats_for(engine) -> list[dict[str, str]]:
    count = max(engine.min_seats, 2)
    colours = list(engine.colours)
    return [
        {"name": name, "colour": colours[i] if i < len(colours) else ""}
        for i, name in enumerate(["Anja", "Jona", "Mira", "Olek", "Pia"][:count])
    ]


def test_every_page_runs_under_the_policy_without_a_violation(live_server, phone_context, settings):
    from tests.club.people import make_club, record

    visits = Visits(live_server.url)
    visitor = phone_context().new_page()

    visits.open(visitor, "/", ready="#code")
    visits.open(visitor, "/new/", ready="#create-form")
    for engine in all_engines():
        visits.open(visitor, f"/new/?game={engine.slug}", ready="#create-form")
        visits.open(visitor, f"/rules/{engine.slug}/", ready=".rules")

    bay = make_club()
    record(bay, 30, 20, 10)
    record(bay, 12, 25, 18)
    tables = {}
    for engine in all_engines():
        created = services.table_create(game=engine.slug, seats=seats_for(engine), club=bay.club)
        tables[engine.slug] = created
        code = created.table.code

        # A phone finds the table by its code, sits down, and opens every table page.
        phone = phone_context().new_page()
        visits.open(phone, f"/find/?code={code.lower()}", ready=".seats")
        assert phone.url.endswith(f"/t/{code}/join/"), phone.url
        errors = watch_console(phone)
        phone.locator(".seat").first.get_by_role("button").click()
        expect(phone.locator("#live")).to_be_visible()
        visits.check(phone, f"/t/{code}/ (after sitting down)", 200, 200, phone.content(), errors)
        with phone.expect_response(lambda r, c=code: f"/t/{c}/poll/" in r.url):
            visits.open(phone, f"/t/{code}/", ready="#live")
        visits.open(phone, f"/t/{code}/log/", ready="main")

        screen = phone_context(viewport={"width": 1280, "height": 720}).new_page()
        with screen.expect_response(lambda r, c=code: f"/t/{c}/poll/" in r.url):
            visits.open(screen, f"/t/{code}/screen/", ready="#live")

        host = phone_context()
        host.add_cookies(
            [{"name": host_cookie(code), "value": created.host_token, "url": live_server.url}]
        )
        host_page = host.new_page()
        visits.open(host_page, f"/t/{code}/host/", ready="#seats")
        visits.open(host_page, f"/t/{code}/log/", ready="main")
        # The pages behind a handed-out link: a reassigned seat's, the recovery link's.
        visits.open(visitor, f"/t/{code}/seat/1/?t=not-a-token", ready="main")
        visits.open(visitor, f"/t/{code}/recover/?k={created.recovery_token}", ready="main")

    # The club pages, first as anyone, then as its organiser (signed in through the page).
    slug, player = bay.club.slug, bay.anja.pk
    play = bay.club.plays.order_by("pk").first()
    reader = phone_context().new_page()
    for path, ready in [
        ("/club/", "main"),
        (f"/club/{slug}/", "main"),
        (f"/club/{slug}/players/", "main"),
        (f"/club/{slug}/players/{player}/", ".chart"),
        (f"/club/{slug}/games/scoresheet/", "main"),
        (f"/club/{slug}/plays/", "main"),
        (f"/club/{slug}/plays/{play.pk}/", "main"),
        ("/club/login/", "#id_username"),
    ]:
        visits.open(reader, path, ready=ready)
    bay.olga.set_password("a-long-pass-for-olga")
    bay.olga.save()
    reader.fill("#id_username", bay.olga.username)
    reader.fill("#id_password", "a-long-pass-for-olga")
    reader.locator("main form").get_by_role("button").click()
    expect(reader).to_have_url(re.compile(r"/club/$"))
    code = tables["scoresheet"].table.code
    for path in [
        f"/club/{slug}/import/",
        f"/club/{slug}/tables/{code}/link/",
        f"/club/{slug}/plays/new/",
        f"/club/{slug}/players/",
    ]:
        visits.open(reader, path, ready="main")

    # The API docs render (Swagger UI from our static files) under the same policy.
    visits.open(visitor, "/api/docs/", ready=".swagger-ui .info")

    # Error pages: 404, 400 (a malformed code, an unknown one, a host page without the
    # host's cookie), and 429 once the code-miss limit is reached.
    visits.open(visitor, "/no/such/page/", status=404, ready="main")
    visits.open(visitor, "/find/?code=//x", status=400, ready="#code")
    visits.open(visitor, "/find/?code=NOPE22", status=404, ready="#code")
    visits.open(visitor, "/t/NOPE22/join/", status=404, ready="main")
    host_status = visitor.request.get(f"{live_server.url}/t/{code}/host/").status
    assert host_status in (400, 403), host_status
    visits.open(visitor, f"/t/{code}/host/", status=host_status, ready="main")
    settings.RATELIMIT_ENABLED = True
    # No miss allowed: the first one is refused (and still so if an earlier run on the
    # same Redis left a count for this address).
    settings.RATELIMIT_BUCKETS = {"code-miss": (0, 600), "claim": (60, 600)}
    visits.open(visitor, "/find/?code=NOPE33", status=429, ready="main")

    assert not visits.problems, "\n".join(
        f"{path}: {problem}" for path, problems in visits.problems.items() for problem in problems
    )
    assert len(visits.seen) >= 40


def test_the_violation_report_works(live_server, phone_context):
    """The check above would see a violation: inline style injected into a page is
    refused by the policy and reported."""
    page = phone_context().new_page()
    page.goto(live_server.url + "/")
    with page.expect_console_message(lambda m: "CSP violation: style-src" in m.text):
        page.evaluate(
            "document.head.insertAdjacentHTML('beforeend', '<style>body { color: red }</style>')"
        )
    expect(page.locator("body")).not_to_have_css("color", "rgb(255, 0, 0)")


def test_data_confirm_asks_before_a_form_or_a_button_submits(live_server, phone_context):
    page = phone_context().new_page()
    errors = watch_console(page)
    page.goto(live_server.url + "/")
    # A form marked data-confirm, and a button marked data-confirm in a plain form,
    # both added the way a template renders them.
    page.evaluate(
        """() => {
          const main = document.getElementById("main");
          main.insertAdjacentHTML("beforeend",
            '<form id="f1" method="get" action="/rules/scoresheet/" data-confirm="Leave for the rules?">' +
            '<button id="b1" class="btn">Rules</button></form>' +
            '<form id="f2" method="get" action="/club/">' +
            '<button id="b2" class="btn" data-confirm="Leave for the club?">Club</button></form>' +
            '<form id="f3" hx-get="/new/" hx-target="#main" hx-swap="innerHTML" data-confirm="Load the form?">' +
            '<button id="b3" class="btn">Load</button></form>');
          htmx.process(main);
        }"""
    )
    asked: list[str] = []

    def answer(accept: bool):
        def handle(dialog) -> None:
            asked.append(dialog.message)
            dialog.accept() if accept else dialog.dismiss()

        return handle

    page.once("dialog", answer(False))
    page.click("#b1")
    page.once("dialog", answer(False))
    page.click("#b2")
    page.once("dialog", answer(False))
    page.click("#b3")
    assert asked == ["Leave for the rules?", "Leave for the club?", "Load the form?"]
    expect(page.locator("#f3")).to_be_visible()
    assert page.url == live_server.url + "/"

    page.once("dialog", answer(True))
    page.click("#b3")
    expect(page.locator("#create-form")).to_be_visible()
    page.goto(live_server.url + "/")
    page.evaluate(
        """() => document.getElementById("main").insertAdjacentHTML("beforeend",
            '<form id="f2" method="get" action="/club/" data-confirm="Form question?">' +
            '<button id="b2" class="btn" data-confirm="Leave for the club?">Club</button></form>')"""
    )
    page.once("dialog", answer(True))
    page.click("#b2")
    expect(page).to_have_url(re.compile(r"/club/\?$|/club/$"))
    # The button's question was asked once; the form's was not asked on top of it.
    assert asked[-2:] == ["Load the form?", "Leave for the club?"]
    assert errors == []
