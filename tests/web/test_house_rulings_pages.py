"""House rulings on the pages and in the API: the rules page shows each house-rulable
RULING with its readings and the one in force (for the game, and for a table), the
create form offers the readings in words, the API describes them."""

from __future__ import annotations

import pytest
from django.test import Client
from django.utils.html import escape
from django.utils.text import capfirst
from drf_spectacular.generators import SchemaGenerator
from rest_framework.test import APIClient

from companion.engines.registry import all_engines, get_engine
from companion.tables import services
from companion.tables.models import Event, Table
from companion.web.access import seat_cookie

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
RULED = [engine.slug for engine in all_engines() if engine.house_rulings]


def marked(ruling_text: str) -> str:
    """How the rules page marks the reading in force."""
    return f'<li class="in-force" aria-current="true">{escape(capfirst(ruling_text))}'


def other_reading(slug: str) -> tuple[str, str, str]:
    """The first house ruling of the game, and a reading that is not its RULING."""
    ruling = get_engine(slug).house_rulings[0]
    chosen = next(r for r in ruling.readings if r.key != ruling.default)
    return ruling.option_name, chosen.key, chosen.text


def table_of(slug: str, options: dict) -> Table:
    engine = get_engine(slug)
    colours = list(engine.colours) or [""] * engine.min_seats
    seats = [{"name": f"P{i}", "colour": colours[i]} for i in range(engine.min_seats)]
    return services.table_create(game=slug, seats=seats, options=options, seed=5).table


@pytest.mark.parametrize("slug", [engine.slug for engine in all_engines()])
def test_the_game_rules_page_shows_every_house_ruling_at_its_ruling(slug):
    engine = get_engine(slug)
    for headers in ({}, HX):
        response = Client().get(f"/rules/{slug}/", **headers)
        assert response.status_code == 200
        html = response.content.decode()
        assert ("<html" in html) == (not headers)
        assert all(f'<dt id="{rule_id}">' in html for rule_id in engine.rules)
        for ruling in engine.house_rulings:
            assert f'<dt id="house-{ruling.ruling_id}">' in html
            assert all(escape(capfirst(r.text)) in html for r in ruling.readings)
            assert marked(ruling.text_of(ruling.default)) in html
        assert ("House rulings" in html) == bool(engine.house_rulings)


@pytest.mark.parametrize("slug", RULED)
def test_a_tables_rules_page_shows_the_reading_its_options_chose(slug):
    option, key, text = other_reading(slug)
    table = table_of(slug, {option: key})
    assert table.options[option] == key
    for headers in ({}, HX):
        response = Client().get(f"/t/{table.code}/rules/", **headers)
        assert response.status_code == 200
        html = response.content.decode()
        assert ("<html" in html) == (not headers)
        assert marked(text) in html and "(in force at this table)" in html
        # The reference itself cites the group's reading where the RULING stood.
        ruling = get_engine(slug).house_rulings[0]
        replaced = get_engine(slug).rules[ruling.ruling_id]
        assert escape(f"House ruling at this table: {text}. Instead of: {replaced}") in html
        assert marked(ruling.text_of(ruling.default)) not in html
    plain = table_of(slug, {})
    html = Client().get(f"/t/{plain.code}/rules/").content.decode()
    assert marked(ruling.text_of(ruling.default)) in html


def test_a_tables_rules_page_of_no_table_is_a_404():
    assert Client().get("/t/ZZZZZZ/rules/").status_code == 404


@pytest.mark.parametrize("slug", RULED)
def test_the_create_form_offers_the_readings_in_words(slug):
    html = Client().get(f"/new/?game={slug}").content.decode()
    for ruling in get_engine(slug).house_rulings:
        assert f'name="opt_{ruling.option_name}"' in html
        for r in ruling.readings:
            selected = " selected" if r.key == ruling.default else ""
            assert f'<option value="{r.key}"{selected}>{escape(capfirst(r.text))}</option>' in html


def test_creating_a_table_with_a_house_reading_keeps_it():
    option, key, _text = other_reading("nassau")
    data = {"game": "nassau", option: key, f"opt_{option}": key}
    for i, colour in enumerate(("black", "green", "yellow")):
        data[f"name_{i}"], data[f"colour_{i}"] = f"P{i}", colour
    response = Client().post("/new/", data)
    assert response.status_code == 302
    assert Table.objects.get().options[option] == key


def test_a_reading_the_ruling_lacks_is_a_400_naming_the_option():
    option, _key, _text = other_reading("nassau")
    data = {"game": "nassau", f"opt_{option}": "whatever"}
    for i, colour in enumerate(("black", "green", "yellow")):
        data[f"name_{i}"], data[f"colour_{i}"] = f"P{i}", colour
    response = Client().post("/new/", data)
    assert response.status_code == 400
    assert "choose one of the values offered" in response.content.decode()
    assert not Table.objects.exists()


def test_the_api_describes_the_house_rulings_and_a_table_says_which_apply():
    games = {g["slug"]: g for g in APIClient().get("/api/games/").json()}
    for slug in RULED:
        described = games[slug]["house_rulings"]
        engine = get_engine(slug)
        assert [d["ruling"] for d in described] == [r.ruling_id for r in engine.house_rulings]
        assert all(d["readings"] and d["option"].startswith("ruling_") for d in described)
        option = next(o for o in games[slug]["options"] if o["name"] == described[0]["option"])
        assert option["choice_labels"] == [r["text"] for r in described[0]["readings"]]
    option, key, text = other_reading("spanish_main")
    body = {
        "game": "spanish_main",
        "seats": [{"name": "Anja"}, {"name": "Jona"}],
        "options": {option: key},
    }
    created = APIClient().post("/api/tables/", body, format="json")
    assert created.status_code == 201
    code = created.json()["code"]
    view = APIClient().get(f"/api/tables/{code}/").json()
    first = view["house_rulings"][0]
    assert (first["reading"], first["reading_text"], first["overridden"]) == (key, text, True)
    bad = APIClient().post("/api/tables/", {**body, "options": {option: "nonsense"}}, format="json")
    assert bad.status_code == 400


def test_the_openapi_schema_describes_the_house_rulings():
    schema = SchemaGenerator().get_schema(request=None, public=True)
    shapes = schema["components"]["schemas"]
    assert {"HouseRulingOut", "RulingInForceOut", "ReadingOut"} <= set(shapes)
    assert "house_rulings" in shapes["GameOut"]["properties"]
    assert "house_rulings" in shapes["TableStateOut"]["properties"]
    examples = schema["paths"]["/api/tables/"]["post"]["requestBody"]["content"][
        "application/json"
    ]["examples"]
    option, key, _text = other_reading("nassau")
    assert any(e["value"]["options"] == {option: key} for e in examples.values())


def test_a_refusal_the_house_reading_makes_names_it_on_the_phone():
    created = services.table_create(
        game="spanish_main",
        seats=[{"name": "Anja"}, {"name": "Jona"}],
        options={"ruling_spm_q_14": "forbidden"},
        seed=3,
        issue_seat_tokens=True,
    )
    table = created.table
    seat = table.state["current_seat"]
    phone = Client()
    phone.cookies[seat_cookie(table.code)] = created.seat_tokens[seat]
    before = Event.objects.count()
    response = phone.post(
        f"/t/{table.code}/move/",
        {"type": "repair", "expected_version": str(table.version)},
        **HX,
    )
    assert response.status_code == 400
    html = response.content.decode()
    assert "House ruling SPM-Q-14: an action that changes nothing cannot be chosen." in html
    # The rule cited reads as this table plays it.
    assert "House ruling at this table: an action that changes nothing cannot be chosen." in html
    assert Event.objects.count() == before
