"""House rulings: a table's options choosing another reading of a RULING.

Where the rulebook is silent the digest names candidate readings and a RULING, the
app's default; a group may prefer another reading (Nassau digest 10.1, "house
overrides of RULINGs"). A game declares each such RULING once as a
:class:`HouseRuling`; the table options are derived from it (one ``choice`` option
per ruling, ``Engine.house_rulings``), the rules page shows which reading is in force,
and the moves ask :func:`reading` which one to apply.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from companion.engines.declarations import Arg
from companion.engines.text import Msg, Text, _

# Every declared ruling by its ID (IDs carry the game's prefix, so they never clash):
# what lets ``reading(state, "NAS-Q20")`` know the default without the engine.
_DECLARED: dict[str, HouseRuling] = {}


@dataclass(frozen=True)
class Reading:
    """One candidate reading: its key (the option's value) and what it says (N_)."""

    key: str
    text: str


@dataclass(frozen=True)
class HouseRuling:
    """A RULING a group may override: the question (N_), its readings, the default."""

    ruling_id: str
    question: str
    readings: tuple[Reading, ...]
    default: str

    def __post_init__(self) -> None:
        keys = [r.key for r in self.readings]
        if self.default not in keys or len(set(keys)) != len(keys) or len(keys) < 2:
            raise ValueError(f"{self.ruling_id}: distinct readings, the default among them")
        _DECLARED[self.ruling_id] = self

    @property
    def option_name(self) -> str:
        """The table option that chooses the reading: ``ruling_nas_q20`` (JSON-safe)."""
        return "ruling_" + re.sub(r"[^a-z0-9]+", "_", self.ruling_id.lower()).strip("_")

    def option(self) -> Arg:
        return Arg(
            self.option_name,
            "choice",
            self.question,
            required=False,
            choices=tuple(r.key for r in self.readings),
            choice_labels=tuple(r.text for r in self.readings),
            default=self.default,
        )

    def text_of(self, key: str) -> str:
        return next((r.text for r in self.readings if r.key == key), "")

    def describe(self) -> dict[str, Any]:
        return {
            "ruling": self.ruling_id,
            "question": self.question,
            "option": self.option_name,
            "default": self.default,
            "readings": [{"key": r.key, "text": r.text} for r in self.readings],
        }


def declared(ruling_id: str) -> HouseRuling:
    return _DECLARED[ruling_id]


def _options_of(state_or_options: Mapping[str, Any]) -> Mapping[str, Any]:
    options = state_or_options.get("options")
    return options if isinstance(options, Mapping) else state_or_options


def reading(state_or_options: Mapping[str, Any], ruling_id: str) -> str:
    """The key of the reading in force: the table's option, else the RULING (a table
    created before the ruling was declared plays the RULING)."""
    ruling = _DECLARED[ruling_id]
    chosen = _options_of(state_or_options).get(ruling.option_name)
    return chosen if chosen in {r.key for r in ruling.readings} else ruling.default


def overridden(state_or_options: Mapping[str, Any], ruling_id: str) -> bool:
    return reading(state_or_options, ruling_id) != _DECLARED[ruling_id].default


def house_note(state: Mapping[str, Any], ruling_id: str) -> Msg:
    """The line an outcome carries when a group's reading, not the RULING, applied."""
    ruling = _DECLARED[ruling_id]
    return _(
        "House ruling %(ruling)s: %(reading)s.",
        ruling=ruling_id,
        reading=_(ruling.text_of(reading(state, ruling_id))),
    )


def in_force(
    rulings: tuple[HouseRuling, ...], state_or_options: Mapping[str, Any] | None
) -> list[dict[str, Any]]:
    """Each ruling with its readings and the one in force (the default without a table)."""
    out = []
    for ruling in rulings:
        key = reading(state_or_options, ruling.ruling_id) if state_or_options else ruling.default
        out.append(
            {
                **ruling.describe(),
                "reading": key,
                "reading_text": ruling.text_of(key),
                "overridden": key != ruling.default,
            }
        )
    return out


def rules_at_table(
    rules: Mapping[str, str], rulings: tuple[HouseRuling, ...], state: Mapping[str, Any]
) -> dict[str, Text]:
    """The rules reference as a table plays it: a RULING the group overrode reads as the
    group's reading, then the RULING it replaces (refusals and the rules page cite it)."""
    out: dict[str, Text] = dict(rules)
    for ruling in rulings:
        if overridden(state, ruling.ruling_id) and ruling.ruling_id in rules:
            out[ruling.ruling_id] = _(
                "House ruling at this table: %(reading)s. Instead of: %(ruling)s",
                reading=_(ruling.text_of(reading(state, ruling.ruling_id))),
                ruling=_(rules[ruling.ruling_id]),
            )
    return out
