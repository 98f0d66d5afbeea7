"""Additions to the OpenAPI document that hold for every operation."""

from __future__ import annotations

from typing import Any

from django.conf import settings

METHODS = {"get", "put", "post", "patch", "delete"}


def accept_language(result: dict[str, Any], **_kwargs: Any) -> dict[str, Any]:
    """Every operation takes Accept-Language and says which language it answered in."""
    codes = [code for code, _name in settings.LANGUAGES]
    parameter = {
        "in": "header",
        "name": "Accept-Language",
        "required": False,
        "schema": {"type": "string", "example": "it"},
        "description": (
            "The language of the human messages in the answer (errors, outcomes, the view's "
            f"words): one of {', '.join(codes)}, else {settings.LANGUAGE_CODE}. Machine values "
            "(move types, argument names, enums, rule IDs, export columns) never change."
        ),
    }
    header = {
        "description": "the language the answer's messages are in",
        "schema": {"type": "string", "enum": codes},
    }
    for item in result.get("paths", {}).values():
        for method, operation in item.items():
            if method not in METHODS:
                continue
            operation.setdefault("parameters", []).append(parameter)
            for answer in operation.get("responses", {}).values():
                answer.setdefault("headers", {})["Content-Language"] = header
    return result
