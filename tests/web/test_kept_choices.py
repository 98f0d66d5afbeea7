"""No tap is lost (issue 13 part 3): a refused entry comes back with every choice kept
and the reason beside its button; a conflict says what was entered meanwhile."""

from __future__ import annotations

import re

import pytest

from tests.conftest import make_people
from tests.web.test_pages import HX, joined, post_move

pytestmark = pytest.mark.django_db


@pytest.fixture
def people(db: None):
    return make_people(seats_taken=False)


def _refusal(html: str) -> str:
    found = re.search(r'<div class="refusal" id="refusal" role="alert".*?</div>', html, re.S)
    assert found, "the refusal is shown beside the form"
    return found.group(0)


@pytest.mark.parametrize("headers", [{}, HX], ids=["full page", "htmx"])
def test_a_refused_score_comes_back_with_its_choices_and_the_reason(people, headers):
    phone = joined(people, 0)
    response = post_move(phone, people, type="record_score", target="1", points="-3", **headers)
    assert response.status_code == 400
    html = response.content.decode()
    assert "This table does not allow negative scores." in _refusal(html)
    # The rule links to the table's rules page, where the house readings in force show.
    assert f'href="/t/{people.table.code}/rules/#SHEET-3"' in _refusal(html)
    assert "Your choices are kept: check them and send again." in html
    assert re.search(r'name="target" value="1" checked', html)
    assert 'name="points"' in html and 'value="-3"' in html
    assert html.count('role="alert"') == 1, "said once, beside the form"


def test_a_conflict_keeps_the_choices_and_says_what_was_entered_meanwhile(people):
    anja, jona = joined(people, 0), joined(people, 1)
    assert post_move(anja, people, type="record_score", target="0", points="4").status_code == 302
    response = post_move(jona, people, version=0, type="record_score", target="0", points="9", **HX)
    assert response.status_code == 409
    refusal = _refusal(response.content.decode())
    assert "Someone else entered a move first" in refusal
    assert "Entered since you opened this form:" in refusal
    assert "Anja scores 4 this round." in refusal
    assert re.search(r'name="target" value="0" checked', response.content.decode())
    assert 'value="9"' in response.content.decode()
