"""How a game declares the shape of a club catalogue: the component data its rulebook does
not print (cards, a board, names), entered once by a club for its own box.

An engine lists its catalogue as sections (``Engine.catalogue``); each section is a list
of rows whose fields are declared like move arguments. The club app stores and renders
any declared shape generically; a table copies its club's catalogue when it is created
(``options["catalogue"]``), so later edits never change a running or finished game.
The project ships no catalogue: the rulebooks do not list the cards.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from companion.engines.declarations import Arg, MoveSpec
from companion.engines.errors import MoveInputError
from companion.engines.text import N_, Text, _

Catalogue = dict[str, list[dict[str, Any]]]


@dataclass(frozen=True)
class CountLimit:
    """At most ``most`` cards in the box, counted with the section's ``count`` field
    (one per row without one), per value of ``group`` (e.g. per region) or in all."""

    most: Mapping[Any, int] | int
    group: str | None = None
    # Refused over the limit: what the box holds, shown with the group's value.
    text: str = N_("%(section)s: the box holds %(most)s such cards, not %(given)s.")

    def limit_for(self, value: Any) -> int | None:
        if isinstance(self.most, int):
            return self.most
        return self.most.get(value)


@dataclass(frozen=True)
class CatalogueSection:
    """One list of a catalogue: merchant cards, the board's ports, the ships' names."""

    name: str
    label: str  # N_: the section's heading on the club's catalogue page
    fields: tuple[Arg, ...]
    help: str = ""  # N_: what to copy from the box, where it is printed
    # Fields whose values together name one row: two rows may not share them.
    key: tuple[str, ...] = ()
    # The field saying how many copies of the row the box holds (cards printed twice).
    count: str | None = None
    limits: tuple[CountLimit, ...] = ()
    max_rows: int = 100
    # A section of exactly one row (the ship boards' printed points).
    single: bool = False

    def copies(self, row: Mapping[str, Any]) -> int:
        return int(row.get(self.count, 1)) if self.count else 1

    def group_words(self, limit: CountLimit, group: Any) -> Text:
        """A group's value as a player reads it: a choice (a flag, a region) is a word of
        ours, translated; anything else is a name the club typed."""
        declared = next((f for f in self.fields if f.name == limit.group), None)
        if declared is not None and declared.type == "choice" and declared.choices:
            return _(str(group))
        return str(group)

    def total(self, rows: list[dict[str, Any]], limit: CountLimit) -> dict[Any, int]:
        totals: dict[Any, int] = {}
        for row in rows:
            group = row.get(limit.group) if limit.group else None
            totals[group] = totals.get(group, 0) + self.copies(row)
        return totals

    def complete(self, rows: list[dict[str, Any]]) -> bool:
        """Every card of the box is entered: each limit is met exactly (app-managed decks
        need the whole deck)."""
        if not rows:
            return False
        for limit in self.limits:
            totals = self.total(rows, limit)
            if isinstance(limit.most, int):
                if sum(totals.values()) != limit.most:
                    return False
            elif any(totals.get(g, 0) != most for g, most in limit.most.items()):
                return False
        return True

    def clean_rows(self, rows: Any) -> list[dict[str, Any]]:
        where = self.name
        if rows is None:
            return []
        if not isinstance(rows, list):
            raise MoveInputError(
                _("%(section)s: give a list of rows.", section=_(self.label)), field=where
            )
        if self.single and len(rows) > 1:
            raise MoveInputError(
                _("%(section)s: one row only.", section=_(self.label)), field=where
            )
        if len(rows) > self.max_rows:
            raise MoveInputError(
                _("%(section)s: %(most)s rows at most.", section=_(self.label), most=self.max_rows),
                field=where,
            )
        spec = MoveSpec(type=self.name, label=self.label, args=self.fields)
        cleaned: list[dict[str, Any]] = []
        seen: set[tuple[Any, ...]] = set()
        for i, row in enumerate(rows):
            try:
                clean = spec.clean_args(row)
            except MoveInputError as exc:
                raise MoveInputError(
                    _(
                        "%(section)s, row %(row)s: %(problem)s",
                        section=_(self.label),
                        row=i + 1,
                        problem=exc.text,
                    ),
                    field=f"{where}.{i}.{exc.field}" if exc.field else f"{where}.{i}",
                ) from None
            if self.key:
                key = tuple(
                    v.casefold() if isinstance(v, str) else v
                    for v in (clean.get(k) for k in self.key)
                )
                if key in seen:
                    raise MoveInputError(
                        _(
                            "%(section)s, row %(row)s: another row already has %(value)s.",
                            section=_(self.label),
                            row=i + 1,
                            value=" / ".join(str(clean.get(k)) for k in self.key),
                        ),
                        field=f"{where}.{i}.{self.key[0]}",
                    )
                seen.add(key)
            cleaned.append(clean)
        for limit in self.limits:
            for group, given in self.total(cleaned, limit).items():
                most = limit.limit_for(group)
                if most is not None and given > most:
                    raise MoveInputError(
                        _(
                            limit.text,
                            section=_(self.label),
                            most=most,
                            given=given,
                            group=self.group_words(limit, group),
                        ),
                        field=where,
                    )
        return cleaned


@dataclass(frozen=True)
class CatalogueShape:
    """A game's catalogue: its sections, and the checks across sections (a board's ports
    against the game's fixed spaces), which raise ``RuleError`` naming the rule."""

    sections: tuple[CatalogueSection, ...]
    check: Callable[[Catalogue], None] | None = field(default=None)

    def section(self, name: str) -> CatalogueSection:
        for section in self.sections:
            if section.name == name:
                return section
        raise KeyError(name)

    def clean(self, data: Any) -> Catalogue:
        """``data`` checked and normalised: every section present (maybe empty)."""
        if data is None:
            data = {}
        if not isinstance(data, Mapping):
            raise MoveInputError(_("A catalogue is an object of lists."), field="catalogue")
        known = {s.name for s in self.sections}
        unknown = sorted(set(data) - known)
        if unknown:
            raise MoveInputError(
                _("This catalogue has no list called %(name)s.", name=unknown[0]),
                field=unknown[0],
            )
        cleaned: Catalogue = {s.name: s.clean_rows(data.get(s.name)) for s in self.sections}
        if self.check is not None:
            self.check(cleaned)
        return cleaned

    def describe(self) -> dict[str, Any]:
        return {
            "sections": [
                {
                    "name": s.name,
                    "label": s.label,
                    "help": s.help,
                    "key": list(s.key),
                    "count": s.count,
                    "single": s.single,
                    "max_rows": s.max_rows,
                    "fields": [f.describe() for f in s.fields],
                }
                for s in self.sections
            ]
        }


def table_catalogue(options: Mapping[str, Any]) -> Catalogue:
    """The catalogue a table copied from its club when it was created (empty lists when
    the club had none): what an engine's setup reads."""
    data = options.get("catalogue") or {}
    return {k: list(v) for k, v in data.items()}
