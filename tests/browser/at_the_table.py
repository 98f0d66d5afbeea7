"""A table played through its pages in a browser: each player's phone, the table screen,
and the steps every such test takes (an entry that lands and is told, a form filled in,
a screenshot of every page at a stage with what the phones' layout gets wrong)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page, expect

from companion.tables.models import Table
from tests.browser.conftest import wait_until, watch_console
from tests.browser.layout import cut_words, layout_problems

PHONE_WIDTH = 390


@dataclass
class Phone:
    name: str
    page: Page

    def form(self, title: str) -> Locator:
        """The move form under this heading (a form with fields has one)."""
        return self.page.locator("form.move").filter(
            has=self.page.get_by_role("heading", name=title, exact=True)
        )

    def button(self, name: str) -> Locator:
        """A move that is one tap: its button, found by the words on it."""
        return self.page.locator("form.move").get_by_role("button", name=name, exact=True)

    def companion_rolls(self, roll: str) -> Locator:
        """A roll left to the companion: the button beside the dice pad."""
        return self.page.locator("form.move").get_by_role(
            "button", name=re.compile(rf"^{re.escape(roll)}: \d+ dic?e, rolled by the companion$")
        )

    def dice_pad(self, title: str, faces: list[int]) -> Locator:
        """The dice rolled at the table, tapped in die by die on the pad; the form's button."""
        form = self.form(title)
        for position, face in enumerate(faces):
            form.locator(
                f'label.choice:has(input[name="dice__{position}"][value="{face}"])'
            ).click()
        return form.get_by_role("button", name=title, exact=True)

    def chip(self, form: Locator, label: str) -> None:
        form.locator("label.choice", has_text=label).first.click()

    def log(self) -> Locator:
        return self.page.locator("section.log")


@dataclass
class Seated:
    """A table as its pages show it: the players' phones and the screen."""

    table: Table
    phones: dict[str, Phone]
    screen: Page
    artifacts: Path
    # Screenshots are named <prefix>-<stage>-<who>.png.
    prefix: str
    layout: list[str] = field(default_factory=list)
    # What went wrong on any page: console errors and answers of 500 or more.
    errors: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    # The page of the phone that created the table: the host's.
    host: Page | None = None

    def ready(self, phone: Phone) -> int:
        """Wait for ``phone`` to show the table as it is; the version it shows (a tap on
        an older form is merged only for moves declared to commute)."""
        self.table.refresh_from_db()
        version = self.table.version
        expect(phone.page.locator("#live")).to_have_attribute("data-version", str(version))
        return version

    def enter(
        self, phone: Phone, press: Callable[[], None], outcome: str, *, filled: bool = False
    ) -> None:
        """Press a move's button on ``phone``: the entry lands (with the companion's own
        entries after it) and the phone's log tells ``outcome``. ``filled``: the form was
        filled in after ``ready`` (a form being filled in holds the live updates back)."""
        if filled:
            self.table.refresh_from_db()
            version = self.table.version
        else:
            version = self.ready(phone)

        def landed() -> bool:
            self.table.refresh_from_db()
            if self.table.version > version and not self.table.bookkeeping_pending:
                return True
            refused = phone.page.locator("#refusal, #live .error")
            assert not refused.count(), f"{phone.name}: {refused.first.inner_text()}"
            return False

        try:
            press()
            wait_until(landed, f"{phone.name}'s entry landing (version {version})")
            expect(phone.log()).to_contain_text(outcome)
        except Exception:
            self.keep_failure(phone)
            raise

    def keep_failure(self, phone: Phone) -> None:
        (self.artifacts / f"{self.prefix}-failure.html").write_text(phone.page.content())
        phone.page.screenshot(
            path=str(self.artifacts / f"{self.prefix}-failure.png"), full_page=True
        )

    def shoot(self, stage: str) -> None:
        """Screenshots of both phones (whole pages) and of the screen at this stage; what
        a phone's layout gets wrong is kept for the end of the test."""
        for phone in self.phones.values():
            found = layout_problems(phone.page, PHONE_WIDTH) + cut_words(phone.page)
            self.layout += [f"{stage}, {phone.name}: {problem}" for problem in found]
            # From the top: a page scrolled down draws its sticky bar in mid-picture.
            phone.page.evaluate("window.scrollTo(0, 0)")
            phone.page.screenshot(
                path=str(self.artifacts / f"{self.prefix}-{stage}-{phone.name}.png"), full_page=True
            )
        self.screen.screenshot(path=str(self.artifacts / f"{self.prefix}-{stage}-screen.png"))


def create_table(
    page: Page,
    url: str,
    game: str,
    seats: Sequence[tuple[str, str]],
    options: Mapping[str, str] | None = None,
) -> str:
    """The create page filled in: each seat's name and colour, the game's options."""
    page.goto(f"{url}/new/?game={game}")
    for i, (name, colour) in enumerate(seats):
        page.fill(f"#name_{i}", name)
        page.select_option(f"#colour_{i}", colour)
    for option, value in (options or {}).items():
        field = page.locator(f"#opt_{option}")
        if field.evaluate("e => e.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(value)
    page.get_by_role("button", name="Create the table").click()
    expect(page.locator(".code")).to_be_visible()
    return page.locator(".code").inner_text().strip()


def fill_and_enter(
    t: Seated, phone: Phone, title: str, values: dict[str, str], outcome: str
) -> None:
    """A form of text boxes: each filled by its name, then its button."""
    t.ready(phone)
    form = phone.form(title)
    for name, value in values.items():
        form.locator(f"[name={name}]").fill(value)
    t.enter(phone, form.get_by_role("button", name=title).click, outcome, filled=True)


def tap(t: Seated, phone: Phone, title: str, choice: str, outcome: str) -> None:
    """A move whose one choice is its buttons: the button of ``choice``."""
    t.enter(phone, phone.form(title).get_by_role("button", name=choice, exact=True).click, outcome)


def set_field(form: Locator, name: str, value: object) -> Locator | None:
    """One argument of a move form set as a player would, whatever it is drawn as: a row
    of buttons (a choice, yes or no, a die), a box to type in, a list or a tick box. A
    list of dice sets one picker per die. A move whose only choice is its buttons is
    sent by its button: that button is returned, to be pressed."""
    if isinstance(value, list):
        for position, item in enumerate(value):
            set_field(form, f"{name}__{position}", item)
        return None
    text = (
        {True: "yes", False: "no"}.get(value, str(value)) if isinstance(value, bool) else str(value)
    )
    shown = form.locator(f'[name="{name}"]:not([type=hidden])')
    if not shown.count():
        # A value the rules leave no choice in is fixed in the form, not asked.
        expect(form.locator(f'input[type=hidden][name="{name}"]')).to_have_value(text)
        return None
    box = shown.first
    kind = box.evaluate("e => e.tagName + ':' + (e.type || '')")
    if kind == "BUTTON:submit":
        return form.locator(f'button[name="{name}"][value="{text}"]')
    if kind == "INPUT:checkbox":
        box.set_checked(value is True)
    elif kind == "INPUT:radio":
        form.locator(f'label.choice:has(input[name="{name}"][value="{text}"])').click()
    elif kind.startswith("SELECT"):
        box.select_option(text)
    else:
        box.fill(text)
    return None


def enter_move(
    t: Seated, phone: Phone, title: str, values: Mapping[str, object], outcome: str
) -> None:
    """The move form under ``title`` filled in (``values`` by argument name), then sent."""
    t.ready(phone)
    form = phone.form(title)
    button = form.get_by_role("button", name=title)
    for name, value in values.items():
        button = set_field(form, name, value) or button
    t.enter(phone, button.click, outcome, filled=True)


def sit_down(
    url: str,
    phone_context: Callable[..., Any],
    artifacts: Path,
    game: str,
    seats: Sequence[tuple[str, str]],
    prefix: str,
    options: Mapping[str, str] | None = None,
) -> Seated:
    """A table created on the create page by the first phone, every seat taken on its own
    phone through the join page, and the table screen opened at 1920x1080; every page
    watched for console errors and failed answers."""
    errors: list[str] = []
    failures: list[str] = []

    def watch(page: Page) -> Page:
        watch_console(page, errors)
        page.on(
            "response",
            lambda r: failures.append(f"{r.status} {r.url}") if r.status >= 500 else None,
        )
        return page

    host = watch(phone_context().new_page())
    code = create_table(host, url, game, seats, options)
    table_url = f"{url}/t/{code}/"
    phones: dict[str, Phone] = {}
    for name, _colour in seats:
        page = watch(phone_context().new_page())
        page.goto(f"{table_url}join/")
        page.locator(".seat", has_text=name).get_by_role("button", name="Sit here").click()
        expect(page.locator(".who")).to_contain_text(name)
        phones[name] = Phone(name, page)
    screen = watch(phone_context(viewport={"width": 1920, "height": 1080}).new_page())
    screen.goto(f"{table_url}screen/")
    table = Table.objects.get(code=code)
    return Seated(
        table, phones, screen, artifacts, prefix, errors=errors, failures=failures, host=host
    )
