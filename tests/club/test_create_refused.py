"""An organiser's table refused on the create page comes back as it was sent: the club
chosen stays chosen, so the table sent again is still the club's (its history, its
catalogue)."""

from __future__ import annotations

import pytest

from companion.tables.models import Table

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


@pytest.mark.parametrize("headers", [{}, HX], ids=["full page", "htmx"])
def test_a_refused_club_table_keeps_its_club_and_cites_the_rule(bay, headers):
    form = {"game": "nassau", "club": bay.club.slug, "opt_ports": "1:Tortuga:rum"}
    for i, (name, colour) in enumerate([("Anja", "black"), ("Jona", "green"), ("Mira", "red")]):
        form[f"name_{i}"], form[f"colour_{i}"] = name, colour
    response = bay.page("olga").post("/new/", form, **headers)
    assert response.status_code == 400
    page = response.content.decode()
    assert f'<option value="{bay.club.slug}" selected>Tortuga Bay</option>' in page
    assert '<a href="/rules/nassau/#NAS-0.5.6">NAS-0.5.6</a>' in page
    assert not Table.objects.exists()


def test_a_fresh_create_form_chooses_no_club(bay):
    page = bay.page("olga").get("/new/?game=nassau").content.decode()
    assert f'<option value="{bay.club.slug}">Tortuga Bay</option>' in page
