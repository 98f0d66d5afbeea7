"""Catalogues for tests, made from any game's declared shape (``Engine.catalogue``):
a valid one (every section's box limits met where the shape allows it) and bad ones of
each kind a club could type. Nothing here names a game: a new shape is covered as is."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from companion.engines.base import Arg, CatalogueSection, Engine, MoveInputError, RuleError
from companion.engines.registry import all_engines


def catalogue_engines() -> list[Engine]:
    return [e for e in all_engines() if e.catalogue is not None]


def _value(arg: Arg, section: str, i: int) -> Any:
    """A valid value of ``arg`` for row ``i``, different per row where it can be."""
    if arg.type in ("int", "seat"):
        low = arg.min if arg.min is not None else 0
        high = arg.max if arg.max is not None else low + 1000
        start = min(high, max(low, 1))
        return start + i % (high - start + 1)
    if arg.type == "bool":
        return i % 2 == 0
    if arg.type == "choice":
        assert arg.choices
        return arg.choices[i % len(arg.choices)]
    if arg.type == "int_list":
        low = arg.min if arg.min is not None else 0
        return [low] * (arg.length or 1)
    if arg.type == "str_list":
        if arg.choices:
            return [arg.choices[0]] * (arg.length or 1)
        return [f"{arg.name} {i + 1}"] * (arg.length or 1)
    return f"{section} {arg.name} {i + 1}"


def _groups(section: CatalogueSection) -> list[Any] | None:
    """The group value of each row that meets the section's first grouped limit
    exactly (one copy per row), or None when no limit groups the rows."""
    for limit in section.limits:
        if limit.group and not isinstance(limit.most, int):
            return [value for value, most in limit.most.items() for _ in range(most)]
    return None


def _rows(section: CatalogueSection, how_many: int | None = None) -> list[dict[str, Any]]:
    groups = _groups(section)
    if how_many is None:
        if groups is not None:
            how_many = len(groups)
        else:
            totals = [lim.most for lim in section.limits if isinstance(lim.most, int)]
            how_many = min(totals) if totals else 2
        how_many = 1 if section.single else min(how_many, section.max_rows)
    rows = []
    for i in range(how_many):
        row = {a.name: _value(a, section.name, i) for a in section.fields}
        if groups is not None and i < len(groups):
            group_field = next(lim.group for lim in section.limits if lim.group)
            row[group_field] = groups[i]
        if section.count:
            row[section.count] = 1
        rows.append(row)
    return rows


def cleans(engine: Engine, data: dict[str, Any]) -> bool:
    try:
        engine.clean_catalogue(data)
    except (MoveInputError, RuleError):
        return False
    return True


def valid_catalogue(engine: Engine) -> dict[str, list[dict[str, Any]]]:
    """A catalogue the engine takes, with rows in as many sections as the shape's
    cross-section check allows (complete where a box limit says how many)."""
    assert engine.catalogue is not None
    full = {s.name: _rows(s) for s in engine.catalogue.sections}
    if cleans(engine, full):
        return full
    # The check across sections asks for more than generic rows give: keep the
    # sections it takes.
    kept: dict[str, list[dict[str, Any]]] = {s.name: [] for s in engine.catalogue.sections}
    for s in engine.catalogue.sections:
        trial = {**kept, s.name: full[s.name]}
        if cleans(engine, trial):
            kept = trial
    assert any(kept.values()), f"no generic rows pass {engine.slug}'s catalogue check"
    return kept


def edited(engine: Engine, data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with one thing changed, still valid: a later edit by the club."""
    for candidate in _edits(engine, data):
        if candidate != data and cleans(engine, candidate):
            return candidate
    raise AssertionError(f"no generic edit of {engine.slug}'s catalogue is valid")


def _edits(engine: Engine, data: dict[str, Any]) -> Iterator[dict[str, Any]]:
    assert engine.catalogue is not None
    for s in engine.catalogue.sections:
        if not data[s.name]:
            continue
        for arg in s.fields:
            changed = copy.deepcopy(data)
            row = changed[s.name][0]
            if arg.type == "str" and arg.name not in s.key:
                row[arg.name] += " (edited)"
                yield changed
            elif arg.type == "int" and arg.name != s.count and isinstance(row.get(arg.name), int):
                for step in (1, -1):
                    row[arg.name] = data[s.name][0][arg.name] + step
                    yield copy.deepcopy(changed)
    # Fewer rows (box limits are maxima).
    for s in engine.catalogue.sections:
        if data[s.name]:
            yield {**copy.deepcopy(data), s.name: copy.deepcopy(data[s.name][:-1])}


@dataclass(frozen=True)
class BadCase:
    kind: str
    data: dict[str, Any]
    field: str  # where the refusal must point (a prefix of its ``field``)


def _first(data: dict[str, Any]) -> str:
    return next(name for name, rows in data.items() if rows)


def bad_cases(engine: Engine) -> Iterator[BadCase]:
    """Each kind of bad input the shape allows, built on a valid catalogue."""
    assert engine.catalogue is not None
    good = valid_catalogue(engine)
    sections = {s.name: s for s in engine.catalogue.sections}
    yield BadCase("unknown section", {**good, "no_such_list": []}, "no_such_list")
    name = _first(good)
    yield BadCase("section not a list", {**good, name: "three ships"}, name)
    yield from _wrong_types(good, sections[name])
    for s in sections.values():
        if s.key and len(good[s.name]) >= 2:
            data = copy.deepcopy(good)
            data[s.name][-1] = copy.deepcopy(data[s.name][0])
            yield BadCase("duplicate name", data, f"{s.name}.{len(data[s.name]) - 1}")
            break
    for s in sections.values():
        arg = next((a for a in s.fields if a.type == "int" and a.min is not None), None)
        if arg is not None and good[s.name] and arg.min is not None and arg.min >= 0:
            data = copy.deepcopy(good)
            data[s.name][0][arg.name] = -1
            yield BadCase("negative value", data, f"{s.name}.0.{arg.name}")
            break
    over = _over_the_box(engine, good, sections)
    if over is not None:
        yield over


def _wrong_types(good: dict[str, Any], section: CatalogueSection) -> Iterator[BadCase]:
    wrong = {"str": 12345, "int": "many", "seat": "many", "choice": "no such value",
             "bool": "maybe", "int_list": "1 2 3", "str_list": "a b"}  # fmt: skip
    for arg in section.fields:
        data = copy.deepcopy(good)
        data[section.name][0][arg.name] = wrong[arg.type]
        yield BadCase(f"wrong type ({arg.type} {arg.name})", data, f"{section.name}.0.{arg.name}")
    data = copy.deepcopy(good)
    data[section.name][0] = ["not", "an", "object"]
    yield BadCase("row not an object", data, f"{section.name}.0")


def _over_the_box(
    engine: Engine, good: dict[str, Any], sections: dict[str, CatalogueSection]
) -> BadCase | None:
    """More cards than the box holds, refused by the box limit itself (the section is
    named): a row moved to a full group, a row's count raised, or rows added."""
    for s in sections.values():
        if not s.limits or not good[s.name]:
            continue
        for data in _over(good, s):
            if _refused_at(engine, data) == s.name:
                return BadCase("more cards than the box", data, s.name)
    return None


def _over(good: dict[str, Any], s: CatalogueSection) -> Iterator[dict[str, Any]]:
    rows = good[s.name]
    for limit in s.limits:
        if limit.group and not isinstance(limit.most, int):
            first = rows[0][limit.group]
            data = copy.deepcopy(good)
            for row in data[s.name]:
                row[limit.group] = first
            yield _unique(data, s)
    if s.count:
        arg = next(a for a in s.fields if a.name == s.count)
        data = copy.deepcopy(good)
        for row in data[s.name]:
            row[s.count] = arg.max if arg.max is not None else 1000
        yield data
    data = copy.deepcopy(good)
    data[s.name] += [copy.deepcopy(rows[0]) for _ in range(s.max_rows - len(rows))]
    yield _unique(data, s)


def _refused_at(engine: Engine, data: dict[str, Any]) -> str | None:
    try:
        engine.clean_catalogue(data)
    except MoveInputError as exc:
        return exc.field
    except RuleError:
        return None
    return None


def _unique(data: dict[str, Any], section: CatalogueSection) -> dict[str, Any]:
    """Key fields made different again after a row was copied or moved."""
    for i, row in enumerate(data[section.name]):
        for arg in section.fields:
            if arg.name in section.key and arg.type == "str":
                row[arg.name] = f"{section.name} {arg.name} {i + 1}"
    return data
