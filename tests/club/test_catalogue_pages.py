"""The club's catalogue pages: organisers only, full pages and HTMX regions, a form
built from each declared shape; a refused save shows the problem beside what it names,
keeps what was typed and writes nothing."""

from __future__ import annotations

from typing import Any

import pytest
from django.utils.html import escape

from companion.club.catalogue_form import BLANK_ROWS
from companion.club.models import ClubCatalogue
from tests.catalogues import bad_cases, catalogue_engines, cleans, valid_catalogue
from tests.club.people import make_club

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
ENGINES = catalogue_engines()
SLUGS = [e.slug for e in ENGINES]
# The bad input a form can carry (a form has no other lists, and sends text only).
FORM_KINDS = ("duplicate name", "negative value", "more cards than the box", "wrong type (int",
              "wrong type (choice")  # fmt: skip
BAD = [(e, case) for e in ENGINES for case in bad_cases(e) if case.kind.startswith(FORM_KINDS)]


def form_of(engine, data: dict[str, Any]) -> dict[str, str]:
    """The page's form filled in with ``data``, as a browser posts it."""
    post: dict[str, str] = {}
    for s in engine.catalogue.sections:
        rows = data.get(s.name) or []
        post[f"{s.name}-rows"] = str(len(rows))
        for i, row in enumerate(rows):
            for arg in s.fields:
                value, key = row.get(arg.name), f"{s.name}-{i}-{arg.name}"
                if arg.type == "bool":
                    if value:
                        post[key] = "on"
                elif isinstance(value, list):
                    post[key] = ", ".join(str(v) for v in value)
                else:
                    post[key] = "" if value is None else str(value)
    return post


def stored() -> list:
    return list(ClubCatalogue.objects.order_by("pk").values_list("club_id", "game", "data"))


def test_the_list_and_each_game_page_work_full_and_as_an_htmx_region(bay):
    s = bay.club.slug
    urls = {f"/club/{s}/catalogues/": "catalogues"}
    urls |= {f"/club/{s}/catalogues/{slug}/": "catalogue" for slug in SLUGS}
    for url, region in urls.items():
        full = bay.page("olga").get(url)
        html = full.content.decode()
        assert full.status_code == 200 and "<html" in html and f'id="{region}"' in html, url
        partial = bay.page("olga").get(url, **HX)
        body = partial.content.decode()
        assert partial.status_code == 200 and "<html" not in body and f'id="{region}"' in body
    listing = bay.page("olga").get(f"/club/{s}/catalogues/").content.decode()
    for slug in SLUGS:
        assert f'href="/club/{s}/catalogues/{slug}/"' in listing


def test_the_organisers_navigation_links_the_catalogues(bay):
    url = f"/club/{bay.club.slug}/catalogues/"
    assert f'href="{url}"' in bay.page("olga").get(f"/club/{bay.club.slug}/").content.decode()
    assert f'href="{url}"' not in bay.page("udo").get(f"/club/{bay.club.slug}/").content.decode()


@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_the_form_has_an_input_per_field_by_its_type(bay, engine):
    html = bay.page("olga").get(f"/club/{bay.club.slug}/catalogues/{engine.slug}/").content
    html = html.decode()
    kinds = {"choice": "<select", "int": '<input type="number"', "bool": '<input type="checkbox"',
             "str": '<input type="text"', "int_list": '<input type="text"',
             "str_list": '<input type="text"'}  # fmt: skip
    for section in engine.catalogue.sections:
        assert escape(str(section.label)) in html or section.label in html
        for arg in section.fields:
            name = f'name="{section.name}-0-{arg.name}"'
            assert name in html, name
            start = html.rindex("<", 0, html.index(name))
            assert html[start:].startswith(kinds[arg.type]), (arg.name, html[start : start + 60])
            if arg.type == "int" and arg.min is not None:
                assert f'min="{arg.min}"' in html[start : html.index(">", start)]
        assert "not complete" in html


@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_saving_the_form_stores_the_checked_catalogue(bay, engine):
    url = f"/club/{bay.club.slug}/catalogues/{engine.slug}/"
    data = valid_catalogue(engine)
    response = bay.page("olga").post(url, form_of(engine, data))
    assert response.status_code == 302 and response["Location"] == url + "?saved=1"
    row = ClubCatalogue.objects.get(club=bay.club, game=engine.slug)
    assert row.data == engine.clean_catalogue(data) and row.updated_by == bay.olga
    page = bay.page("olga").get(response["Location"]).content.decode()
    assert "Saved." in page
    for section in engine.catalogue.sections:
        if section.complete(row.data[section.name]):
            assert 'tag-free">complete' in page

    # As an HTMX request: the region again, with the notice.
    partial = bay.page("olga").post(url, form_of(engine, data), **HX)
    body = partial.content.decode()
    assert partial.status_code == 200 and "<html" not in body and "Saved." in body


@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_a_row_marked_for_deletion_is_dropped(bay, engine):
    url = f"/club/{bay.club.slug}/catalogues/{engine.slug}/"
    data = valid_catalogue(engine)
    assert bay.page("olga").post(url, form_of(engine, data)).status_code == 302
    # A section whose first row can go (box limits are maxima; a check may want more).
    section = next(
        s
        for s in engine.catalogue.sections
        if data[s.name] and cleans(engine, {**data, s.name: data[s.name][1:]})
    )
    post = form_of(engine, data) | {f"{section.name}-0-delete": "on"}
    assert bay.page("olga").post(url, post).status_code == 302
    kept = ClubCatalogue.objects.get(club=bay.club, game=engine.slug).data[section.name]
    assert kept == engine.clean_catalogue(data)[section.name][1:]


@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_add_rows_shows_more_blank_rows_and_saves_nothing(bay, engine):
    url = f"/club/{bay.club.slug}/catalogues/{engine.slug}/"
    section = next(s for s in engine.catalogue.sections if not s.single)
    post = form_of(engine, {}) | {"add": section.name}
    shown = min(2 * BLANK_ROWS, section.max_rows)
    for extra in ({}, HX):
        response = bay.page("olga").post(url, post, **extra)
        assert response.status_code == 200
        html = response.content.decode()
        assert f'name="{section.name}-rows" value="{shown}"' in html
        assert f'name="{section.name}-{shown - 1}-{section.fields[0].name}"' in html
    assert not ClubCatalogue.objects.exists()


@pytest.mark.parametrize(("engine", "case"), BAD, ids=[f"{e.slug}: {c.kind}" for e, c in BAD])
@pytest.mark.parametrize("htmx", [False, True], ids=["full", "htmx"])
def test_a_refused_save_shows_where_keeps_the_typing_and_writes_nothing(bay, engine, case, htmx):
    url = f"/club/{bay.club.slug}/catalogues/{engine.slug}/"
    assert bay.page("olga").post(url, form_of(engine, valid_catalogue(engine))).status_code == 302
    before = stored()
    response = bay.page("olga").post(url, form_of(engine, case.data), **(HX if htmx else {}))
    assert response.status_code == 400
    html = response.content.decode()
    assert ("<html" in html) is not htmx
    assert 'role="alert"' in html
    parts = case.field.split(".")
    if len(parts) == 3:  # a field: its input is marked and described by the message
        name = f"f-{parts[0]}-{parts[1]}-{parts[2]}"
        assert f'aria-describedby="{name}-error"' in html and f'id="{name}-error"' in html
    elif len(parts) == 2:  # a row: the message is inside that row's block
        row = html[html.index(f'id="{parts[0]}-{parts[1]}"') :]
        assert 'class="error"' in row[: row.index("</fieldset>")]
    else:
        assert f'id="section-{parts[0]}-error"' in html
    for section in engine.catalogue.sections:
        for row in case.data.get(section.name) or []:
            for arg in section.fields:
                if arg.type in ("str", "int") and row.get(arg.name) not in (None, ""):
                    assert f'value="{escape(str(row[arg.name]))}"' in html, arg.name
    assert stored() == before


@pytest.mark.parametrize("engine", ENGINES, ids=SLUGS)
def test_only_the_clubs_organisers_open_or_post_the_pages(bay, engine):
    other = make_club("other-club")
    s = bay.club.slug
    game_url, list_url = f"/club/{s}/catalogues/{engine.slug}/", f"/club/{s}/catalogues/"
    post = form_of(engine, valid_catalogue(engine))
    clients = {"visitor": bay.page(), "udo": bay.page("udo"), "otto": other.page("olga")}
    for who, client in clients.items():
        for response in (client.get(list_url), client.get(game_url), client.post(game_url, post)):
            if who == "visitor":
                assert response.status_code == 302
                assert response["Location"].startswith("/club/login/")
            else:
                assert response.status_code == 403, who
    assert not ClubCatalogue.objects.exists()
    assert bay.page("olga").post(game_url, post).status_code == 302


def test_a_game_without_a_shape_has_no_page(bay):
    for game in ("scoresheet", "nothing-here"):
        response = bay.page("olga").get(f"/club/{bay.club.slug}/catalogues/{game}/")
        assert response.status_code == 404
