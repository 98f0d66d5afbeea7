"""The Nassau tap count: three phones play the setup and the first round by the pages,
each choosing the first choice offered, the way tests/browser/test_nassau_round.py does."""

from __future__ import annotations

import time
from typing import Any

from bench.taps import Phone, close_phones, counts, open_phones

SEATS = [
    {"name": "Anja", "colour": "black"},
    {"name": "Jona", "colour": "green"},
    {"name": "Mira", "colour": "red"},
]


def anytime_moves() -> set[str]:
    """The moves a seat may make at any time (jettison): never the step waited for."""
    from companion.engines.registry import get_engine

    return {t for t, spec in get_engine("nassau").move_specs().items() if spec.anytime}


# A loop guard, not a deadline: the setup and a round are about 40 entries.
MAX_MOVES = 300
SETTLE_S = 120.0


def who_moves(state: dict[str, Any]) -> int | None:
    from companion.engines.registry import get_engine

    engine = get_engine("nassau")
    anytime = anytime_moves()
    for seat in range(state["n"]):
        if any(m.type not in anytime for m in engine.legal_moves(state, seat)):
            return seat
    return None


def fill_choices(phone: Phone, form: Any) -> None:
    """Tap the first chip of each group (a different die per row), fill each number box.

    What the page already chose (a checked chip, a filled box) is left as it is: a
    player does not tap it again, so a default the page offers saves its taps.
    """
    groups = form.locator(".choices")
    row = 0
    for g in range(groups.count()):
        group = groups.nth(g)
        chips = group.locator("label.choice")
        if not chips.count():
            continue
        if "dice" in (group.get_attribute("class") or ""):
            # A different value in each row: a valid order of seats, distinct dice.
            chip = chips.nth(row % chips.count())
            row += 1
            if not chip.locator("input").is_checked():
                phone.tap(chip)
        elif not group.locator("input:checked").count():
            phone.tap(chips.first)
    boxes = form.locator("input[type=number]")
    for n in range(boxes.count()):
        box = boxes.nth(n)
        if not box.input_value():
            phone.fill(box, box.get_attribute("min") or "0")


def submit_first_move(phone: Phone) -> str:
    """Enter the first move form that is not an at-any-time move, as a player taps it;
    returns the move's type."""
    forms = phone.page.locator("form.move")
    for i in range(forms.count()):
        form = forms.nth(i)
        kind = form.locator("input[name=type]").get_attribute("value") or ""
        if kind in anytime_moves():
            continue
        one_tap = form.locator("button.choice")
        if one_tap.count():
            phone.tap(one_tap.first)
            return kind
        fill_choices(phone, form)
        phone.tap(form.locator("button.btn-primary").last)
        return kind
    raise AssertionError(f"no move form on {phone.name}'s page")


def wait_settled(table: Any, version: int, phone: Phone) -> None:
    """Until the entry landed and its bookkeeping ran; a refusal fails at once."""
    deadline = time.monotonic() + SETTLE_S
    while True:
        table.refresh_from_db()
        if table.version > version and not table.bookkeeping_pending:
            return
        refused = phone.page.locator("#live .error")
        if refused.count():
            raise AssertionError(f"{phone.name}: {refused.first.inner_text()}")
        if time.monotonic() > deadline:
            raise AssertionError(f"the entry on version {version} never landed")
        time.sleep(0.1)


def count_nassau_catalogue(browser: Any, base_url: str) -> dict[str, Any]:
    """The same with a club catalogue (digest 10.1) and the decks and dice at the table:
    each card laid out is one tap by its name (the catalogue is the tests' fixture)."""
    from tests.engines.nassau.club_data import club_catalogue

    return count_nassau(browser, base_url, catalogue=club_catalogue())


def count_nassau_app(browser: Any, base_url: str) -> dict[str, Any]:
    """The same with a club catalogue and every deck, tile set and die left to the
    companion (digest 10.5): the catalogue is the tests' fixture, not real cards."""
    from tests.engines.nassau.club_data import APP_EVERYTHING, club_catalogue

    return count_nassau(browser, base_url, options=APP_EVERYTHING, catalogue=club_catalogue())


def count_nassau(
    browser: Any,
    base_url: str,
    *,
    options: dict[str, Any] | None = None,
    catalogue: dict[str, Any] | None = None,
) -> dict[str, Any]:
    from companion.tables import services
    from companion.tables.models import Table

    created = services.table_create(
        game="nassau",
        seats=SEATS,
        seed=3,
        options=options,
        catalogue=catalogue,
        issue_seat_tokens=True,
    )
    code = created.table.code
    names = [seat["name"] for seat in SEATS]
    phones = open_phones(browser, base_url, code, names, created.seat_tokens)
    table = Table.objects.get(code=code)
    setup: dict[str, Any] | None = None
    # Where the taps go: entries and taps by move type (what to make shorter next).
    by_move: dict[str, tuple[int, int]] = {}
    try:
        for moves in range(MAX_MOVES):
            state = table.state
            if setup is None and state["step"] == "piracy":
                setup = counts(phones)
            # Round 2 begins: at step 1, or at step 2 when the companion rolled the dice.
            if state["round"] == 2 and state["step"] in ("dice", "piracy"):
                return {
                    **counts(phones),
                    "setup_only": setup,
                    "entries": moves,
                    "by_move": {k: {"entries": e, "taps": t} for k, (e, t) in by_move.items()},
                }
            seat = who_moves(state)
            if seat is None:
                raise AssertionError(f"nobody can move at step {state['step']}")
            phone = phones[seat]
            # The phone shows the table as it is now (a reload is not a tap).
            phone.page.goto(f"{base_url}/t/{code}/")
            version = table.version
            before = phone.taps
            kind = submit_first_move(phone)
            wait_settled(table, version, phone)
            entries, taps = by_move.get(kind, (0, 0))
            by_move[kind] = (entries + 1, taps + phone.taps - before)
        raise AssertionError(f"going round in circles at step {table.state['step']}")
    finally:
        close_phones(phones)
