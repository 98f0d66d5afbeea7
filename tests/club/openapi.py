"""The club routes and what the OpenAPI schema says of them: a test can check that an
answer's status is documented and that its body has exactly the documented shape
(no undocumented key: the serializers and the schema are the same classes)."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from django.urls import URLPattern, URLResolver, get_resolver
from drf_spectacular.generators import SchemaGenerator
from jsonschema import Draft7Validator


def club_routes() -> dict[str, str]:
    """Every route of the club's URL modules: "namespace:name" -> its pattern."""
    found: dict[str, str] = {}

    def walk(resolver: URLResolver, namespace: str, prefix: str, club: bool) -> None:
        for pattern in resolver.url_patterns:
            if isinstance(pattern, URLResolver):
                module = getattr(pattern.urlconf_name, "__name__", str(pattern.urlconf_name))
                walk(
                    pattern,
                    pattern.namespace or namespace,
                    prefix + str(pattern.pattern),
                    club or module.startswith("companion.club."),
                )
            elif isinstance(pattern, URLPattern) and club:
                found[f"{namespace}:{pattern.name}"] = prefix + str(pattern.pattern)

    walk(get_resolver(), "", "", False)
    return found


@cache
def schema() -> dict[str, Any]:
    return SchemaGenerator().get_schema(request=None, public=True)


def schema_path(name: str) -> str:
    """The OpenAPI path of an API route: <str:code> becomes {code}."""
    return "/" + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", club_routes()[name])


def _json_schema(node: Any) -> Any:
    """OpenAPI 3.0 schema objects as JSON Schema: ``nullable`` becomes a null
    alternative, and an object with listed properties takes no other key."""
    if isinstance(node, list):
        return [_json_schema(n) for n in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key == "properties":
            out[key] = {name: _json_schema(prop) for name, prop in value.items()}
        else:
            out[key] = _json_schema(value)
    if out.get("type") == "object" and "properties" in out:
        out.setdefault("additionalProperties", False)
    if out.pop("nullable", False):
        out = {"anyOf": [out, {"type": "null"}]}
    return out


@cache
def _components() -> dict[str, Any]:
    return {"schemas": _json_schema(schema()["components"]["schemas"])}


def check_response(name: str, method: str, response: Any) -> None:
    """The answer's status is documented for this operation, and its body matches."""
    path = schema_path(name)
    operation = schema()["paths"][path][method.lower()]
    status = str(response.status_code)
    documented = operation["responses"]
    assert status in documented, (
        f"{method} {path} answered {status}, documented: {sorted(documented)}"
    )
    content = documented[status].get("content")
    if not content:
        assert response.status_code == 204 or not response.content, (method, path, status)
        return
    media = response["Content-Type"].split(";")[0].strip()
    assert media in content, f"{method} {path} {status}: {media} is not in {sorted(content)}"
    if media != "application/json":
        return
    body_schema = {**_json_schema(content[media]["schema"]), "components": _components()}
    errors = sorted(Draft7Validator(body_schema).iter_errors(response.json()), key=str)
    assert not errors, f"{method} {path} {status}: " + "; ".join(
        f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in errors[:5]
    )
