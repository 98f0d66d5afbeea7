"""OpenAPI examples derived from each engine's move declarations."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample

from companion.engines.registry import all_engines


def move_examples() -> list[OpenApiExample]:
    examples = []
    for engine in all_engines():
        for spec in engine.move_specs().values():
            if spec.system:
                continue
            examples.append(
                OpenApiExample(
                    f"{engine.slug}.{spec.type}",
                    summary=f"{engine.title}: {spec.label}",
                    value={
                        "type": spec.type,
                        "args": spec.example,
                        "expected_version": 7,
                        "client_move_id": "3f1c9a0e-phone-anja-0042",
                    },
                    request_only=True,
                )
            )
    return examples


def create_examples() -> list[OpenApiExample]:
    examples = []
    for engine in all_engines():
        n = max(engine.min_seats, min(3, engine.max_seats))
        colours = list(engine.colours) or [""] * n
        examples.append(
            OpenApiExample(
                f"create.{engine.slug}",
                summary=f"A {engine.title} table",
                value={
                    "game": engine.slug,
                    "seats": [
                        {"name": name, "colour": colours[i % len(colours)]}
                        for i, name in enumerate(["Anja", "Jona", "Mira", "Teo", "Ugo"][:n])
                    ],
                    "options": {},
                },
                request_only=True,
            )
        )
    return examples
