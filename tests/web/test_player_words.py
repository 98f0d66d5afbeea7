"""Every word our pages print is for players: no Python or JSON, no game slug in code.

The game's own panel (templates/games/<slug>.html) is its engine's; these tests read
what the pages around it print: the moves, the waiting line, the log, the result, the
create form, and the words the phone's script shows.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from django.template.loader import render_to_string
from django.test import Client

from companion.engines.registry import game_slugs, get_engine
from companion.engines.text import english
from tests.conftest import make_people
from tests.web.test_outcomes import enter_score, phone_of, text

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]
# Python or JSON showing through: brackets, braces, None, True/False, snake_case words.
INTERNAL = re.compile(r"[\[\]{}]|\bNone\b|\bTrue\b|\bFalse\b|\b[a-z]+_[a-z_]+\b")


def internal_words(visible: str) -> list[str]:
    return INTERNAL.findall(visible)


@pytest.mark.parametrize("slug", game_slugs())
def test_moves_and_log_of_every_game_are_in_words(slug):
    people = make_people(slug)
    for token in (people.anja, people.jona, people.mira):
        page = phone_of(people, token).get(f"/t/{people.table.code}/").content
        assert internal_words(text(page, "card moves")) == []
        assert internal_words(text(page, "card log")) == []
    screen = Client().get(f"/t/{people.table.code}/screen/").content
    assert internal_words(text(screen, "card log")) == []


@pytest.mark.parametrize("slug", game_slugs())
def test_the_scripts_words_come_translated_with_every_page(slug):
    people = make_people(slug)
    pages = [
        Client().get("/").content.decode(),
        Client().get(f"/new/?game={slug}").content.decode(),
        Client().get(f"/rules/{slug}/").content.decode(),
        phone_of(people, people.anja).get(f"/t/{people.table.code}/").content.decode(),
    ]
    for page in pages:
        block = re.search(
            r'<script id="tortuga-text" type="application/json">(.*?)</script>', page, re.S
        )
        assert block, "the page lacks the script's words"
        words = json.loads(block.group(1))
        assert words["changed"].startswith("The table changed.")
        assert words["offline"].startswith("No connection.")
        assert "data-text-" not in page


def test_app_js_takes_its_words_from_the_page():
    script = (ROOT / "static/js/app.js").read_text()
    assert 'getElementById("tortuga-text")' in script
    # No English sentence of its own: every textContent it sets comes from text(...),
    # or from the page: the share button's data-done text, and a queued entry's label
    # (read from its form) and refusal (read from the server's answer).
    assert re.findall(r"textContent = (?!text\()\S+", script) == [
        "textContent = button.dataset.done;",
        "textContent = e.label;",
        "textContent = e.reason;",
    ]


def test_the_create_form_starts_with_the_first_registered_game():
    first = get_engine(game_slugs()[0])
    for url in ("/new/", "/new/?game=no-such-game"):
        page = Client().get(url).content.decode()
        assert f'<option value="{first.slug}" selected>' in page


def test_the_create_forms_options_read_as_words():
    # (The labels are the engines' texts: the contract test reads every game's.)
    page = Client().get("/new/").content.decode()
    form = text(page[page.index('<form id="create-form"') : page.index("</form>")])
    engine = get_engine(game_slugs()[0])
    for option in engine.options:
        label = english(option.label)
        assert label[0].upper() + label[1:] in form
    assert internal_words(form) == []


@pytest.mark.parametrize("slug", game_slugs())
def test_no_game_slug_in_web_code_or_shared_templates(slug):
    places = [*(ROOT / "companion/web").rglob("*.py"), *(ROOT / "templates").rglob("*.html")]
    named = [
        str(path.relative_to(ROOT))
        for path in places
        if not path.name.startswith(slug) and re.search(rf"\b{slug}\b", path.read_text())
    ]
    assert named == []


def test_the_result_reads_as_words(people, django_capture_on_commit_callbacks):
    anja = phone_of(people, people.anja)
    for round_points in ((4, 2, 1), (5, 3, 1)):
        for seat, points in enumerate(round_points):
            # The last score's commit closes the round (the companion's task, in-process).
            with django_capture_on_commit_callbacks(execute=True):
                enter_score(people, anja, seat, points)
    form = {"type": "end_game", "expected_version": str(people.refresh().version)}
    anja.post(f"/t/{people.table.code}/move/", form)
    result = text(anja.get(f"/t/{people.table.code}/").content, "card result")
    assert "Anja: place 1, 9 Rounds: 4 and 5" in result
    assert "Equal totals share a place (SHEET-5)." in result
    assert internal_words(result) == []


def test_a_game_without_a_page_of_its_own_shows_its_view_labelled():
    view = {
        "game": "any",
        "round": 2,
        "current": [None, 3, 1],
        "over": False,
        "whose_turn": {"name": "Jona", "index": 1},
    }
    engine = get_engine(game_slugs()[0])
    panel = text(render_to_string("games/_generic.html", {"view": view, "engine": engine}))
    assert panel == (f"{engine.title} Round 2 Current –, 3 and 1 Over no Whose turn Jona")


def test_a_move_that_asks_first_shows_its_only_value_instead_of_fixing_it(people):
    anja = phone_of(people, people.anja)
    enter_score(people, anja, 1, 6)
    page = anja.get(f"/t/{people.table.code}/").content.decode()
    form = page[page.index('value="clear_score"') :]
    form = form[: form.index("</form>")]
    assert 'type="hidden" name="target"' not in form
    assert "<h3>Clear a score</h3>" in form
    assert '<button class="btn choice" name="target" value="1">Jona</button>' in form


@pytest.mark.parametrize("slug", game_slugs())
def test_club_pages_name_a_game_by_its_title(slug):
    from companion.web.templatetags.tortuga import game_name

    assert game_name(slug) == english(get_engine(slug).title)
    # A game the companion has no engine for keeps the club's name for it, in words.
    assert game_name("sea_of_thieves") == "sea of thieves"


def test_a_stopped_table_says_so_in_words(people):
    from tests.web.test_outcomes import host_of

    host = host_of(people)
    assert (
        "This table is being played." in host.get(f"/t/{people.table.code}/host/").content.decode()
    )
    assert host.post(f"/t/{people.table.code}/host/abandon/", {"confirmed": "1"}).status_code == 302
    said = "This table is stopped before the end."
    assert said in text(
        phone_of(people, people.anja).get(f"/t/{people.table.code}/").content, "card moves"
    )
    assert said in text(Client().get(f"/t/{people.table.code}/join/").content)
    assert "abandoned" not in text(Client().get(f"/t/{people.table.code}/join/").content).lower()
