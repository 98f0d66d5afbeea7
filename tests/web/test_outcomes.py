"""What each move did, on the pages: the mover's box, the recent list, the log, the screen.

The scoresheet's outcomes are the real ones ("Jona scores 6 this round."); an entry
written before outcomes existed reads from its move's declaration instead.
"""

from __future__ import annotations

import html
import re

import pytest
from django.test import Client

from companion.tables.models import Event, EventKind
from companion.web.access import host_cookie, seat_cookie
from tests.conftest import People

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


def phone_of(people: People, token: str) -> Client:
    client = Client()
    client.cookies[seat_cookie(people.table.code)] = token
    return client


def host_of(people: People) -> Client:
    client = Client()
    client.cookies[host_cookie(people.table.code)] = people.host
    return client


def text(page: bytes | str, css_class: str = "") -> str:
    """What a reader sees: the page's (or one section's) text without tags."""
    page = page.decode() if isinstance(page, bytes) else page
    if css_class:
        found = re.search(rf'<(section|div) class="{css_class}"[^>]*>(.*?)</\1>', page, re.S)
        assert found, f"no {css_class} on the page"
        page = found.group(2)
    # Blocks part words; inline tags (a bold label, a name) do not.
    page = re.sub(r"</?(p|h\d|li|div|section|dt|dd|br)\b[^>]*>", " ", page)
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", page))).strip()


def enter_score(
    people: People, client: Client, target: int, points: int, *, replace=False, **headers: str
):
    form = {
        "type": "record_score",
        "target": str(target),
        "points": str(points),
        "expected_version": str(people.refresh().version),
        **({"replace": "yes"} if replace else {}),
    }
    return client.post(f"/t/{people.table.code}/move/", form, **headers)


def test_the_mover_reads_the_outcome_after_a_full_page_move(people):
    anja = phone_of(people, people.anja)
    response = enter_score(people, anja, 1, 6)
    assert response.status_code == 302
    seq = Event.objects.get(kind=EventKind.MOVE).seq
    assert response["Location"] == f"/t/{people.table.code}/?done={seq}"
    page = anja.get(response["Location"]).content.decode()
    assert 'role="status" aria-live="polite"' in page
    assert text(page, "done") == "Done Jona scores 6 this round."


def test_the_mover_reads_the_outcome_in_the_htmx_answer(people):
    anja = phone_of(people, people.anja)
    enter_score(people, anja, 0, 3)
    response = enter_score(people, anja, 0, 5, replace=True, **HX)
    assert response.status_code == 200
    assert text(response.content, "done") == ("Done Anja's score this round is now 5 (it was 3).")
    # The next poll with nothing new leaves the box; a page without a move has none.
    assert 'class="done"' not in anja.get(f"/t/{people.table.code}/").content.decode()


def test_a_done_number_shows_only_an_entry_of_this_table(people):
    anja = phone_of(people, people.anja)
    page = anja.get(f"/t/{people.table.code}/?done=99").content.decode()
    assert 'class="done"' not in page
    assert anja.get(f"/t/{people.table.code}/?done=x").status_code == 200


def test_every_list_of_entries_shows_the_outcome_lines(people):
    enter_score(people, phone_of(people, people.anja), 1, 6)
    line = "Anja: Jona scores 6 this round."
    jona = phone_of(people, people.jona)
    assert line in text(jona.get(f"/t/{people.table.code}/").content, "card log")
    assert line in text(jona.get(f"/t/{people.table.code}/log/").content, "card log")
    screen = Client().get(f"/t/{people.table.code}/screen/").content
    assert line in text(screen, "card log")
    # The table screen shows the latest outcome large, for the whole table.
    assert text(screen, "card latest") == line
    assert 'class="card latest" role="status" aria-live="polite"' in screen.decode()


def test_undo_and_redo_read_as_sentences(people):
    anja = phone_of(people, people.anja)
    enter_score(people, anja, 0, 4)
    seen = {"expected_version": str(people.refresh().version)}
    undone = anja.post(f"/t/{people.table.code}/undo/", seen, **HX)
    assert text(undone.content, "done") == (
        "Done Anja took back entry 1: Anja scores 4 this round."
    )
    log = text(anja.get(f"/t/{people.table.code}/log/").content, "card log")
    assert "Anja took back entry 1: Anja scores 4 this round." in log
    assert "undo" not in log.lower()


def test_an_old_entry_without_outcome_reads_from_its_declaration(people):
    host = host_of(people)
    form = {
        "type": "record_score",
        "seat": "0",
        "target": "1",
        "points": "6",
        "expected_version": str(people.refresh().version),
    }
    assert host.post(f"/t/{people.table.code}/move/", form).status_code == 302
    enter_score(people, phone_of(people, people.anja), 0, 2)
    seen = {"expected_version": str(people.refresh().version)}
    host.post(f"/t/{people.table.code}/undo/", seen)
    # Written before outcomes existed: the entries have none.
    Event.objects.update(outcome={})
    log = text(host.get(f"/t/{people.table.code}/log/").content, "card log")
    assert (
        "1 Anja, entered by the host: Enter a score: the player the score is for: Jona; "
        "points this round: 6"
    ) in log
    assert "The host took back entry 2." in log
    for internal in ("record_score", "target", "{", "[", "None", "True", "False"):
        assert internal not in log


def test_a_seat_argument_is_offered_by_the_seats_names(people):
    page = phone_of(people, people.anja).get(f"/t/{people.table.code}/").content.decode()
    forms = [f for f in page.split("<form")[1:] if 'value="record_score"' in f]
    own, other = (f[: f.index("</form>")] for f in forms)
    # Anja's own score needs no seat picked; another player's names the others.
    assert "<h3>Your score this round</h3>" in own and 'name="target"' not in own
    offered = re.findall(r'name="target" value="(\d+)"> <span>([^<]+)</span>', other)
    assert offered == [("1", "Jona"), ("2", "Mira")]
    assert "<legend>The player the score is for</legend>" in other


def test_an_old_entry_of_a_kind_the_game_no_longer_has_says_so(people):
    enter_score(people, phone_of(people, people.anja), 1, 6)
    Event.objects.filter(kind=EventKind.MOVE).update(
        outcome={}, move_type="award_bonus", args={"bonus_points": 3}
    )
    log = text(
        phone_of(people, people.jona).get(f"/t/{people.table.code}/log/").content, "card log"
    )
    assert "Anja: An entry of a kind this game no longer has" in log
    assert "award" not in log and "bonus" not in log
