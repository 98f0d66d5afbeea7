"""The scoresheet at a real table (issue 13): each phone enters its own score, a second
score for a seat asks "replace?", the round closes itself, the end shows the rounds
played, and the create form offers as many seats as the game takes."""

from __future__ import annotations

import html
import re

import pytest
from django.test import Client

from companion.engines.registry import game_slugs, get_engine
from companion.tables.models import Table
from companion.web.access import seat_cookie
from tests.conftest import People, make_people
from tests.web.test_outcomes import text

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
# A full page answers a move with a redirect; an HTMX request with the live region.
MOVED = {"full": 302, "htmx": 200}
HEADERS = {"full": {}, "htmx": HX}


def phone(people: People, seat: int) -> Client:
    client = Client()
    token = (people.anja, people.jona, people.mira)[seat]
    client.cookies[seat_cookie(people.table.code)] = token
    return client


def enter(people: People, client: Client, how: str = "full", **fields: str):
    form = {"type": "record_score", "expected_version": str(people.refresh().version), **fields}
    return client.post(f"/t/{people.table.code}/move/", form, **HEADERS[how])


def replace_form(page: str) -> dict[str, str]:
    """The fields of the page's "replace?" step, as the browser would send them."""
    found = re.search(r'<form class="card replace".*?</form>', page, re.S)
    assert found, "no replace step on the page"
    pairs = re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', found.group(0))
    return {name: html.unescape(value) for name, value in pairs}


@pytest.mark.parametrize("how", ["full", "htmx"])
def test_a_phone_enters_its_own_score_without_picking_itself(people, how):
    jona = phone(people, 1)
    page = jona.get(f"/t/{people.table.code}/", **HEADERS[how]).content.decode()
    own = page[page.index("<h3>Your score this round</h3>") :]
    own = own[: own.index("</form>")]
    assert 'name="target"' not in own and 'name="points"' in own
    assert enter(people, jona, how, points="6").status_code == MOVED[how]
    assert people.refresh().state["current"] == [None, 6, None]


@pytest.mark.parametrize("how", ["full", "htmx"])
def test_the_page_says_whose_scores_the_table_waits_for(people, how):
    enter(people, phone(people, 0), points="3")
    page = phone(people, 1).get(f"/t/{people.table.code}/", **HEADERS[how]).content
    assert "Round 1: waiting for Jona's and Mira's scores." in text(page)
    screen = Client().get(f"/t/{people.table.code}/screen/", **HEADERS[how]).content
    assert (
        '<p class="card waiting">Round 1: waiting for Jona&#x27;s and Mira&#x27;s scores.</p>'
        in (screen.decode())
    )


@pytest.mark.parametrize("how", ["full", "htmx"])
def test_a_second_score_for_a_seat_asks_replace_then_replaces(people, how):
    anja, jona = phone(people, 0), phone(people, 1)
    enter(people, jona, target="0", points="5")
    refused = enter(people, anja, how, points="7")
    assert refused.status_code == 400
    page = refused.content.decode()
    assert ("<html" in page) is (how == "full")
    assert "Anja already has a score of 5 this round: replace it with 7?" in text(page)
    assert "Yes, replace it" in page and "No, keep it" in page
    step = replace_form(page)
    assert {k: step[k] for k in ("type", "points", "replace")} == {
        "type": "record_score",
        "points": "7",
        "replace": "yes",
    }
    assert step["expected_version"] == str(people.refresh().version)
    assert people.refresh().state["current"][0] == 5, "nothing replaced before the answer"
    again = anja.post(f"/t/{people.table.code}/move/", step, **HEADERS[how])
    assert again.status_code == MOVED[how]
    assert people.refresh().state["current"][0] == 7
    done = anja.get(again["Location"]).content if how == "full" else again.content
    assert text(done, "done") == "Done Anja's score this round is now 7 (it was 5)."


def test_a_refusal_that_replacing_would_not_cure_offers_no_replace_step(people):
    refused = enter(people, phone(people, 0), points="-2")
    assert refused.status_code == 400
    page = refused.content.decode()
    assert "This table does not allow negative scores." in text(page)
    assert 'class="card replace"' not in page


def test_the_host_is_asked_replace_for_the_seat_it_entered_for(people):
    from companion.web.access import host_cookie

    host = Client()
    host.cookies[host_cookie(people.table.code)] = people.host
    enter(people, phone(people, 2), points="4")
    refused = enter(people, host, seat="2", target="2", points="9")
    assert refused.status_code == 400
    step = replace_form(refused.content.decode())
    assert (step["seat"], step["target"], step["replace"]) == ("2", "2", "yes")
    assert host.post(f"/t/{people.table.code}/move/", step).status_code == 302
    assert people.refresh().state["current"][2] == 9


@pytest.mark.parametrize("how", ["full", "htmx"])
def test_the_round_closes_itself_and_the_end_shows_the_rounds_played(
    how, django_capture_on_commit_callbacks
):
    people = make_people(options={"rounds": 3, "lowest_wins": True})
    phones = [phone(people, seat) for seat in range(3)]
    for round_points in ((4, 2, 1), (5, 3, 1), (1, 1, 4)):
        for seat, points in enumerate(round_points):
            with django_capture_on_commit_callbacks(execute=True):
                enter(people, phones[seat], points=str(points))
        if round_points == (4, 2, 1):
            page = phones[0].get(f"/t/{people.table.code}/", **HEADERS[how]).content.decode()
            assert "Every score is in: round 1 is closed (Anja 4, Jona 2 and Mira 1)." in page
            assert "Round 2 of 3" in text(page)
    table = people.refresh()
    assert table.status == "finished" and table.state["rounds"] == [[4, 2, 1], [5, 3, 1], [1, 1, 4]]
    page = phones[0].get(f"/t/{table.code}/", **HEADERS[how]).content.decode()
    sheet = text(page, "card view lead")
    assert sheet.startswith("Final sheet: 3 rounds · lowest wins")
    assert "Round 4" not in text(page)
    # Lowest wins: Jona and Mira share first place on 6; Anja's 10 is third.
    result = text(page, "card result")
    assert result.startswith("Final result PlacePlayerScore 1Jona winner61Mira winner63Anja10")


def test_the_create_form_offers_as_many_seats_as_it_says():
    page = Client().get("/new/?game=scoresheet").content.decode()
    assert "1 to 12 players." in text(page)
    assert len(re.findall(r'<input id="name_\d+"', page)) == 12
    # Every seat gets a colour of its own by default: twelve different ones.
    selects = re.findall(r'<select id="colour_\d+".*?</select>', page, re.S)
    chosen = [re.search(r'<option value="([a-z]+)" selected>', s).group(1) for s in selects]
    assert len(chosen) == len(set(chosen)) == 12


@pytest.mark.parametrize("slug", game_slugs())
def test_every_games_create_form_follows_its_max_seats(slug):
    engine = get_engine(slug)
    page = Client().get(f"/new/?game={slug}", **HX).content.decode()
    assert len(re.findall(r'<input id="name_\d+"', page)) == engine.max_seats
    assert f"{engine.min_seats} to {engine.max_seats} players." in text(page)


def test_a_table_of_twelve_is_created_from_the_form():
    names = [
        "Anja",
        "Jona",
        "Mira",
        "Tomas",
        "Ines",
        "Pedro",
        "Lea",
        "Ben",
        "Ida",
        "Kai",
        "Uma",
        "Noa",
    ]
    colours = get_engine("scoresheet").colours
    form = {"game": "scoresheet"}
    for i, name in enumerate(names):
        form |= {f"name_{i}": name, f"colour_{i}": colours[i]}
    response = Client().post("/new/", form)
    assert response.status_code == 302
    table = Table.objects.get()
    assert [s.name for s in table.seats.order_by("index")] == names
