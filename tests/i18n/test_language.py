"""Which language a page or an API answer is in: the phone's choice, the browser's, the
table's for a new phone, the screen's own; and what says so on the answer."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.test import Client
from drf_spectacular.generators import SchemaGenerator
from rest_framework.test import APIClient

from companion.language import SCREEN_COOKIE
from companion.tables import services
from companion.tables.models import Table
from companion.web.access import host_cookie, seat_cookie

pytestmark = pytest.mark.django_db

COOKIE = settings.LANGUAGE_COOKIE_NAME


def html_lang(response) -> str:
    html = response.content.decode()
    start = html.index("<html lang=") + len('<html lang="')
    return html[start : html.index('"', start)]


def vary(response) -> set[str]:
    return {part.strip().lower() for part in response.get("Vary", "").split(",")}


def table(language: str = "", screen_language: str = "") -> Table:
    return services.table_create(
        game="scoresheet",
        seats=[{"name": "Anja"}, {"name": "Jona"}],
        language=language,
        screen_language=screen_language,
    ).table


@pytest.mark.parametrize(
    ("accept", "expected"),
    [("it-IT,it;q=0.9,en;q=0.5", "it"), ("pt-BR,pt;q=0.9", "pt"), ("de-DE", "en"), ("", "en")],
)
def test_the_browser_language_picks_the_page_language(accept, expected):
    response = Client(HTTP_ACCEPT_LANGUAGE=accept).get("/")
    assert response.status_code == 200
    assert html_lang(response) == expected
    assert response["Content-Language"] == expected
    assert {"accept-language", "cookie"} <= vary(response)


def test_the_home_page_reads_in_italian_and_portuguese():
    english = Client().get("/").content.decode()
    italian = Client(HTTP_ACCEPT_LANGUAGE="it").get("/").content.decode()
    portuguese = Client(HTTP_ACCEPT_LANGUAGE="pt").get("/").content.decode()
    assert "Start a table" in english
    assert "Start a table" not in italian and "Start a table" not in portuguese
    assert italian != portuguese


@pytest.mark.parametrize("code", ["it", "pt", "en"])
def test_a_phone_chooses_its_language_and_keeps_it(code):
    client = Client(HTTP_ACCEPT_LANGUAGE="pt")
    response = client.post("/language/", {"language": code, "next": "/new/?game=piracy"})
    assert response.status_code == 302 and response["Location"] == "/new/?game=piracy"
    cookie = response.cookies[COOKIE]
    assert cookie.value == code and int(cookie["max-age"]) >= 300 * 24 * 3600
    assert cookie["samesite"] == "Lax"
    # The choice beats the browser's language on every later page.
    assert html_lang(client.get("/")) == code


def test_every_page_offers_the_three_languages_each_in_its_own_words():
    html = Client().get("/").content.decode()
    for code, name in settings.LANGUAGES:
        assert f'name="language" value="{code}" lang="{code}"' in html
        assert name in html
    assert 'value="en" lang="en" class="lang-btn" aria-pressed="true"' in html


@pytest.mark.parametrize("posted", [{"language": "fr"}, {"language": ""}, {}])
def test_an_unknown_language_is_refused_in_words(posted):
    response = Client().post("/language/", posted)
    assert response.status_code == 400
    assert "Choose one of the languages offered: English, Italiano, Português." in (
        response.content.decode()
    )
    assert COOKIE not in response.cookies


@pytest.mark.parametrize("next_", ["https://evil.example/", "//evil.example/x", ""])
def test_the_language_buttons_never_send_a_phone_off_the_site(next_):
    response = Client().post("/language/", {"language": "it", "next": next_})
    assert response.status_code == 302 and response["Location"] == "/"


def test_a_new_phone_starts_in_the_tables_language():
    portuguese = table(language="pt")
    join = f"/t/{portuguese.code}/join/"
    # No choice made: the table's language, whatever the browser says.
    assert html_lang(Client(HTTP_ACCEPT_LANGUAGE="it").get(join)) == "pt"
    # A phone that chose keeps its choice at every table.
    chosen = Client(HTTP_ACCEPT_LANGUAGE="it")
    chosen.cookies[COOKIE] = "en"
    assert html_lang(chosen.get(join)) == "en"
    # A table without a language: the browser's.
    plain = table()
    assert html_lang(Client(HTTP_ACCEPT_LANGUAGE="it").get(f"/t/{plain.code}/join/")) == "it"
    # The site's own pages are not the table's.
    assert html_lang(Client(HTTP_ACCEPT_LANGUAGE="it").get("/")) == "it"


def test_the_table_screen_has_a_language_of_its_own():
    both = table(language="pt", screen_language="it")
    screen = f"/t/{both.code}/screen/"
    assert html_lang(Client().get(screen)) == "it"
    assert html_lang(Client().get(f"/t/{both.code}/join/")) == "pt"
    # The screen's own buttons set the screen's cookie, not the phone's.
    tv = Client()
    response = tv.post("/language/", {"language": "en", "for": "screen", "next": screen})
    assert response.status_code == 302
    assert SCREEN_COOKIE in response.cookies and COOKIE not in response.cookies
    assert html_lang(tv.get(screen)) == "en"
    assert html_lang(tv.get(f"/t/{both.code}/join/")) == "pt"
    # Its polls answer in the same language as the page.
    poll = tv.get(f"/t/{both.code}/poll/?v=old&mode=screen", HTTP_HX_REQUEST="true")
    assert poll.status_code == 200 and poll["Content-Language"] == "en"
    # Without a screen language the screen reads as a phone would.
    only = table(language="pt")
    assert html_lang(Client().get(f"/t/{only.code}/screen/")) == "pt"
    html = Client().get(screen).content.decode()
    assert 'name="for" value="screen"' in html


def test_the_create_page_sets_the_tables_languages():
    client = Client(HTTP_ACCEPT_LANGUAGE="it")
    form = client.get("/new/?game=scoresheet").content.decode()
    # The creator's own language is offered first.
    assert '<option value="it" lang="it" selected>Italiano</option>' in form
    response = client.post(
        "/new/",
        {
            "game": "scoresheet",
            "name_0": "Anja",
            "name_1": "Jona",
            "language": "pt",
            "screen_language": "it",
        },
    )
    assert response.status_code == 302
    created = Table.objects.get()
    assert (created.language, created.screen_language) == ("pt", "it")


def test_the_create_page_refuses_an_unknown_language_and_keeps_the_form():
    response = Client().post("/new/", {"game": "scoresheet", "name_0": "Anja", "language": "xx"})
    assert response.status_code == 400
    assert "Choose one of the languages offered" in response.content.decode()
    assert not Table.objects.exists()


def test_the_api_creates_a_table_with_its_languages():
    response = APIClient().post(
        "/api/tables/",
        {"game": "scoresheet", "seats": [{"name": "Anja"}], "language": "it"},
        format="json",
    )
    assert response.status_code == 201
    assert Table.objects.get(code=response.json()["code"]).language == "it"
    refused = APIClient().post(
        "/api/tables/",
        {"game": "scoresheet", "seats": [{"name": "Anja"}], "screen_language": "klingon"},
        format="json",
    )
    assert refused.status_code == 400 and refused.json()["field"] == "screen_language"


def test_the_api_translates_its_messages_and_keeps_its_machine_values():
    body = {"game": "scoresheet", "seats": []}
    answers = {
        code: APIClient(HTTP_ACCEPT_LANGUAGE=code).post("/api/tables/", body, format="json")
        for code in ("en", "it", "pt")
    }
    assert all(a.status_code == 400 for a in answers.values())
    assert {a["Content-Language"] for a in answers.values()} == {"en", "it", "pt"}
    assert len({a.json()["error"] for a in answers.values()}) == 3
    assert {a.json()["field"] for a in answers.values()} == {"seats"}
    assert all("accept-language" in vary(a) for a in answers.values())


def test_a_tables_etag_depends_on_the_language(people):
    client = people.client(people.anja)
    url = f"/api/tables/{people.table.code}/"
    english = client.get(url)
    italian = client.get(url, HTTP_ACCEPT_LANGUAGE="it")
    assert english["ETag"] != italian["ETag"]
    assert client.get(url, HTTP_IF_NONE_MATCH=english["ETag"]).status_code == 304
    again = client.get(url, HTTP_IF_NONE_MATCH=english["ETag"], HTTP_ACCEPT_LANGUAGE="it")
    assert again.status_code == 200
    # The machine values are the same in every language.
    for key in ("code", "game", "version", "status", "seat", "role"):
        assert english.json()[key] == italian.json()[key]
    assert [m["type"] for m in english.json()["legal_moves"]] == [
        m["type"] for m in italian.json()["legal_moves"]
    ]


def test_the_schema_documents_accept_language_on_every_operation():
    document = SchemaGenerator().get_schema(request=None, public=True)
    operations = [
        operation
        for item in document["paths"].values()
        for method, operation in item.items()
        if method in {"get", "post", "put", "patch", "delete"}
    ]
    assert operations
    for operation in operations:
        names = [(p["in"], p["name"]) for p in operation.get("parameters", [])]
        assert ("header", "Accept-Language") in names, operation["operationId"]
        for answer in operation["responses"].values():
            assert "Content-Language" in answer.get("headers", {}), operation["operationId"]


def test_the_club_exports_keep_their_machine_values_in_every_language():
    """CSV and JSON exports are read by programs: the same bytes whatever the reader's
    language (columns, game slugs, sources, dates as ISO)."""
    from tests.club.people import make_club, record

    bay = make_club()
    record(bay, 30, 20, 10)
    record(bay, 12, 25, 18)
    slug = bay.club.slug
    answers = {}
    for code in ("en", "it", "pt"):
        client = Client(HTTP_ACCEPT_LANGUAGE=code)
        client.force_login(bay.olga)
        csv = b"".join(client.get(f"/club/{slug}/plays.csv").streaming_content)
        document = client.get(f"/club/{slug}/export.json").content
        answers[code] = (csv, document)
    assert answers["it"] == answers["en"] == answers["pt"]
    header = answers["en"][0].decode().splitlines()[0]
    assert header.split(",")[:3] == ["play", "played_at", "game"]


def test_the_host_changes_the_tables_languages_on_the_host_page():
    created = services.table_create(game="scoresheet", seats=[{"name": "Anja"}])
    code = created.table.code
    host = Client()
    host.cookies[host_cookie(code)] = created.host_token
    host.cookies[COOKIE] = "en"
    page = host.get(f"/t/{code}/host/").content.decode()
    assert f'action="/t/{code}/host/languages/"' in page
    for headers in ({}, {"HTTP_HX_REQUEST": "true"}):
        answer = host.post(
            f"/t/{code}/host/languages/", {"language": "it", "screen_language": "pt"}, **headers
        )
        assert answer.status_code == 200
        assert "The table&#x27;s languages are saved." in answer.content.decode()
    table = Table.objects.get(code=code)
    assert (table.language, table.screen_language) == ("it", "pt")
    assert html_lang(Client().get(f"/t/{code}/join/")) == "it"
    assert html_lang(Client().get(f"/t/{code}/screen/")) == "pt"
    # A host's phone that chose no language reads the new one at once.
    fresh = Client()
    fresh.cookies[host_cookie(code)] = created.host_token
    answer = fresh.post(f"/t/{code}/host/languages/", {"language": "pt", "screen_language": ""})
    assert (
        html_lang(answer) == "pt" and "Os idiomas da mesa foram salvos." in answer.content.decode()
    )
    # Back to the browsers' own.
    host.post(f"/t/{code}/host/languages/", {"language": "", "screen_language": ""})
    assert html_lang(Client(HTTP_ACCEPT_LANGUAGE="pt").get(f"/t/{code}/screen/")) == "pt"
    assert html_lang(Client().get(f"/t/{code}/join/")) == "en"


def test_only_the_host_changes_the_languages_and_a_wrong_one_is_refused(people):
    code = people.table.code
    seat = Client()
    seat.cookies[seat_cookie(code)] = people.anja
    refused = seat.post(f"/t/{code}/host/languages/", {"language": "it"})
    assert refused.status_code == 403
    host = Client()
    host.cookies[host_cookie(code)] = people.host
    wrong = host.post(f"/t/{code}/host/languages/", {"language": "fr", "screen_language": ""})
    assert wrong.status_code == 400
    assert "Choose one of the languages offered" in wrong.content.decode()
    assert Table.objects.get(code=code).language == ""


def test_the_api_changes_the_tables_languages(people):
    url = f"/api/tables/{people.table.code}/languages/"
    body = {"language": "pt", "screen_language": "it"}
    assert people.client(people.anja).put(url, body, format="json").status_code == 403
    answer = people.client(people.host).put(url, body, format="json")
    assert answer.status_code == 200
    assert (answer.json()["language"], answer.json()["screen_language"]) == ("pt", "it")
    wrong = people.client(people.host).put(url, {"language": "xx"}, format="json")
    assert wrong.status_code == 400 and wrong.json()["field"] in {"language", "screen_language"}
    assert Table.objects.get(code=people.table.code).language == "pt"
