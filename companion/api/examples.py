"""OpenAPI examples derived from each engine's move declarations."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiExample

from companion.engines.base import Engine
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


def moves_description() -> str:
    """The moves endpoint's description: every game's move types, each with its example."""
    lines = [
        "Each game takes its own move types; the request examples hold one per move type "
        "(named `<game>.<type>`), and `GET /api/games/` describes every argument. The "
        "answer's `outcome` says what the move did, in the request's language. A move the "
        "rules allow but a player may not mean (a card that moves no ship) is recorded at "
        "once, and the answer's `warning` says so in words (the pages ask first); it is "
        "null otherwise.",
    ]
    for engine in all_engines():
        lines += ["", f"**{engine.title}** (`{engine.slug}`):", ""]
        for spec in engine.move_specs().values():
            if not spec.system:
                rule = f", rule {spec.rule}" if spec.rule else ""
                lines.append(f"- `{spec.type}`: {spec.label}{rule}")
    return "\n".join(lines)


def house_example(engine: Engine) -> dict[str, str]:
    """A group's own reading of the game's first house ruling: how a table overrides one."""
    for ruling in engine.house_rulings[:1]:
        other = next(r.key for r in ruling.readings if r.key != ruling.default)
        return {ruling.option_name: other}
    return {}


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
                    "options": house_example(engine),
                },
                request_only=True,
            )
        )
    return examples
