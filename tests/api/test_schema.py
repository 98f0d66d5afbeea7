"""The OpenAPI schema is valid, lists every API route, and has an example per move type."""

from __future__ import annotations

import re

import pytest
from django.urls import URLPattern, URLResolver, get_resolver
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.validation import validate_schema
from rest_framework.test import APIClient
from rest_framework.views import APIView

from companion.engines.registry import all_engines
from tests.helpers import external_urls


@pytest.fixture(scope="module")
def schema():
    return SchemaGenerator().get_schema(request=None, public=True)


def test_the_schema_is_valid_openapi_3(schema):
    validate_schema(schema)
    assert schema["openapi"].startswith("3.")


def _api_routes(resolver: URLResolver, prefix: str = "") -> list[str]:
    routes = []
    for pattern in resolver.url_patterns:
        if isinstance(pattern, URLResolver):
            routes += _api_routes(pattern, prefix + str(pattern.pattern))
        elif isinstance(pattern, URLPattern):
            view_class = getattr(pattern.callback, "cls", None)
            if view_class and issubclass(view_class, APIView):
                routes.append(prefix + str(pattern.pattern))
    return routes


def test_every_api_route_is_in_the_schema(schema):
    routes = [r for r in _api_routes(get_resolver()) if r.startswith("api/")]
    assert len(routes) >= 10
    documented = set(schema["paths"])
    for route in routes:
        if route in ("api/schema/", "api/docs/"):
            continue
        path = "/" + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", route)
        assert path in documented, f"{path} is not in the OpenAPI schema"


def test_every_move_type_of_every_game_has_an_example(schema):
    examples = schema["paths"]["/api/tables/{code}/moves/"]["post"]["requestBody"]["content"][
        "application/json"
    ]["examples"]
    for engine in all_engines():
        for spec in engine.move_specs().values():
            if spec.system:
                continue
            key = f"{engine.slug}.{spec.type}".replace("_", "")
            matching = [k for k in examples if k.lower().replace("_", "") == key.lower()]
            assert matching, f"no OpenAPI example for {engine.slug} {spec.type}"
            value = examples[matching[0]]["value"]
            assert value["type"] == spec.type
            engine.move_specs()[spec.type].clean_args(value["args"])


def test_the_schema_and_docs_are_served_by_us(db):
    client = APIClient()
    response = client.get("/api/schema/")
    assert response.status_code == 200
    assert b"openapi: 3" in response.content
    docs = client.get("/api/docs/")
    assert docs.status_code == 200
    html = docs.content.decode()
    assert "/static/drf_spectacular_sidecar/swagger-ui-dist/" in html
    assert external_urls(html) == []


def test_every_operation_documents_the_errors_any_request_can_meet(schema):
    """Bad text in any path or query is a 400 (companion.middleware), a route that
    does not match is a 404, a malformed bearer header a 401, a body in another media
    type a 415: a client reading the schema must find them, and schemathesis checks
    every answer against it (tests/api/test_schemathesis.py)."""
    operations = 0
    for path, methods in schema["paths"].items():
        for method, operation in methods.items():
            operations += 1
            responses = operation["responses"]
            assert "400" in responses, f"{method.upper()} {path} does not document 400"
            assert "application/json" in responses["400"]["content"]
            if "{" in path:
                assert "404" in responses, f"{method.upper()} {path} does not document 404"
            if method in ("post", "put", "patch"):
                assert "415" in responses, f"{method.upper()} {path} does not document 415"
            if path.startswith("/api/tables/") or path == "/api/games/":
                assert "401" in responses, f"{method.upper()} {path} does not document 401"
    assert operations >= 31


def test_the_error_shape_is_documented(schema):
    error = schema["components"]["schemas"]["ErrorOut"]
    assert error["required"] == ["error"]
    assert set(error["properties"]) >= {"error", "field", "fields", "rule"}


def test_the_schema_generates_without_a_warning(tmp_path):
    """A warning hides a wrong schema: two serializers of one name share one component
    (an answer then checked against the other's shape), a view whose body is guessed."""
    from django.core.management import call_command

    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(tmp_path / "s.yaml"))


def test_move_undo_and_redo_answers_declare_their_outcome(schema):
    answer = schema["components"]["schemas"]["MoveOut"]
    assert "outcome" in answer["required"]
    assert answer["properties"]["outcome"]["type"] == "array"
    assert answer["properties"]["outcome"]["items"] == {"type": "string"}
    for action in ("moves", "undo", "redo"):
        created = schema["paths"][f"/api/tables/{{code}}/{action}/"]["post"]["responses"]["201"]
        assert created["content"]["application/json"]["schema"] == {
            "$ref": "#/components/schemas/MoveOut"
        }


def test_every_entry_documents_the_minimal_answer(schema):
    assert "view" not in schema["components"]["schemas"]["MoveOut"]["required"]
    paths = schema["paths"]
    entries = [f"/api/tables/{{code}}/{action}/" for action in ("moves", "undo", "redo")]
    for path in [*entries, "/api/tables/{code}/events/{seq}/correct/"]:
        headers = [p for p in paths[path]["post"]["parameters"] if p["in"] == "header"]
        # Prefer, and the Accept-Language every operation takes.
        assert [h["name"] for h in headers] == ["Prefer", "Accept-Language"], path
        assert "return=minimal" in headers[0]["description"]


def test_the_moves_endpoint_lists_every_games_move_types(schema):
    description = schema["paths"]["/api/tables/{code}/moves/"]["post"]["description"]
    for engine in all_engines():
        assert f"**{engine.title}** (`{engine.slug}`):" in description
        for spec in engine.move_specs().values():
            listed = f"- `{spec.type}`: {spec.label}"
            assert (listed in description) != spec.system, f"{engine.slug} {spec.type}"
