"""How a game declares its moves: arguments, the move beside its function, legal moves.

Forms, API validation, ``legal_moves`` and the OpenAPI examples are all derived
from these declarations.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Literal, TypeVar

from companion.engines.errors import MoveInputError
from companion.engines.outcomes import MoveFn
from companion.engines.state import Args
from companion.engines.text import N_, Msg, Text, _

WHOLE = re.compile(r"-?[0-9]{1,18}")

# "seat": a seat of the table, by index (forms offer the seats' names).
ArgType = Literal["int", "str", "bool", "choice", "int_list", "str_list", "seat"]


@dataclass(frozen=True)
class Arg:
    """One argument of a move type."""

    name: str
    type: ArgType
    help: str = ""
    required: bool = True
    min: int | None = None
    max: int | None = None
    choices: tuple[str | int, ...] | None = None
    default: Any = None
    # For lists of a fixed size (three dice, four captain cards): exactly this many items.
    length: int | None = None
    # Words for the choices, one per choice in order (N_ texts): forms and the API show
    # them instead of the keys (a house ruling's readings).
    choice_labels: tuple[str, ...] | None = None
    # What a form shows above the field when ``help`` also says what leaving the value
    # out does (the companion rolls): on a pad of dice the player taps every die.
    form_help: str = ""

    def describe(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "type": self.type, "required": self.required}
        if self.help:
            out["help"] = self.help
        if self.min is not None:
            out["min"] = self.min
        if self.max is not None:
            out["max"] = self.max
        if self.choices is not None:
            out["choices"] = list(self.choices)
        if self.length is not None:
            out["length"] = self.length
        if self.choice_labels is not None:
            out["choice_labels"] = list(self.choice_labels)
        return out

    @property
    def offered(self) -> list[tuple[str | int, str]]:
        """Each choice with the words a form shows for it (its label, else the key)."""
        labels = self.choice_labels or ()
        return [
            (choice, labels[i] if i < len(labels) else str(choice))
            for i, choice in enumerate(self.choices or ())
        ]

    @property
    def span(self) -> list[int]:
        """Every whole number from ``min`` to ``max``: what an offer lists for an optional
        number a page must ask (one it leaves out is not asked)."""
        if self.min is None or self.max is None:
            raise ValueError(f"{self.name} has no range")
        return list(range(self.min, self.max + 1))

    @property
    def label(self) -> Msg:
        """How a player knows this argument: its help, or its name in words."""
        return _(self.help) if self.help else _(self.name.replace("_", " "))

    @property
    def form_label(self) -> Msg:
        """The words above this argument's field on a phone."""
        return _(self.form_help) if self.form_help else self.label

    def refuse(self, text: str, /, **params: Any) -> MoveInputError:
        return MoveInputError(_(text, field=self.label, **params), field=self.name)

    def clean(self, value: Any) -> Any:
        """Check one value against the declaration and return it normalised."""
        if self.type in ("int", "seat"):
            value = self._as_int(value)
            self._check_range(value)
        elif self.type == "bool":
            if not isinstance(value, bool):
                raise self.refuse(N_("%(field)s: answer yes or no."))
        elif self.type == "str":
            value = self._clean_text(value)
        elif self.type == "choice":
            if self.choices and all(isinstance(c, int) for c in self.choices):
                value = self._as_int(value)
            if self.choices is not None and value not in self.choices:
                raise self.refuse(N_("%(field)s: choose one of the values offered."))
        elif self.type in ("int_list", "str_list"):
            value = self._clean_list(value)
        return value

    def _clean_text(self, value: Any) -> str:
        if not isinstance(value, str):
            raise self.refuse(N_("%(field)s: give a text."))
        if not value.strip():
            raise self.refuse(N_("%(field)s: this cannot be empty."))
        if len(value.strip()) > 200:
            raise self.refuse(N_("%(field)s: 200 characters at most."))
        return value.strip()

    def _clean_list(self, value: Any) -> list[Any]:
        if not isinstance(value, list):
            raise self.refuse(N_("%(field)s: give a list of values."))
        if self.length is not None and len(value) != self.length:
            raise self.refuse(
                N_("%(field)s: give exactly %(length)s values, not %(given)s."),
                length=self.length,
                given=len(value),
            )
        if self.type == "int_list":
            numbers = [self._as_int(v) for v in value]
            for number in numbers:
                self._check_range(number)
            return numbers
        if not all(isinstance(v, str) for v in value):
            raise self.refuse(N_("%(field)s: give a list of texts."))
        if self.choices is not None and any(v not in self.choices for v in value):
            raise self.refuse(N_("%(field)s: choose only among the values offered."))
        return value

    def _check_range(self, value: int) -> None:
        if self.min is not None and value < self.min:
            raise self.refuse(N_("%(field)s: %(min)s at least."), min=self.min)
        if self.max is not None and value > self.max:
            raise self.refuse(N_("%(field)s: %(max)s at most."), max=self.max)

    def _as_int(self, value: Any) -> int:
        if isinstance(value, bool):
            raise self.refuse(N_("%(field)s: enter a whole number."))
        if isinstance(value, int):
            return value
        # ASCII digits, 18 at most: int() refuses thousands of them (and "--5").
        if isinstance(value, str) and WHOLE.fullmatch(value.strip()):
            return int(value.strip())
        raise self.refuse(N_("%(field)s: enter a whole number."))


@dataclass(frozen=True)
class MoveSpec:
    """The declaration of one move type: its arguments, a player-facing label, an example."""

    type: str
    label: str
    args: tuple[Arg, ...] = ()
    example: Args = field(default_factory=dict)
    help: str = ""
    # System moves are made by the companion itself (end-of-round bookkeeping),
    # never offered to a phone.
    system: bool = False
    # Arguments only the acting seat may see in the move log (e.g. gold buried).
    secret_args: tuple[str, ...] = ()
    # The rule the move carries out (the rules page and the contract test read it).
    rule: str = ""
    # True when this move by one seat and another seat's move give the same state in
    # either order (each enters their own cards): the table may merge them.
    commutes: bool = False
    # What a commuting move changes, when it is not the entering seat's own: the
    # argument naming it ("target": the player whose score is entered). Two commuting
    # moves that touch the same thing do not commute.
    touches: str = ""
    # A contest (a capture, a plunder, an evasion): its outcome must name the numbers
    # compared and what changed.
    contest: bool = False
    # A move that changes what others do at the table asks first: this N_ text names
    # the consequence, with the move's arguments by name ("Throw %(pieces)s overboard?").
    confirm: str = ""
    # A move a seat may make whenever it is offered (jettison cargo): it never is the step
    # the table waits for, so it does not count as a choice when a step is forced.
    anytime: bool = False
    # When this is a seat's only move (at-any-time moves aside) and it offers one value
    # for each argument, the companion enters it for the seat: a step with nothing to
    # decide takes no tap. Only for moves whose being forced tells nothing secret.
    automatic: bool = False
    # Only the table's host enters it (the end of a game the rules leave to the table):
    # a seat's phone is not offered it and is refused it.
    host_only: bool = False

    def clean_args(self, args: Any) -> Args:
        if args is None:
            args = {}
        if not isinstance(args, Mapping):
            raise MoveInputError(_("The values of an entry come as an object."), field="args")
        known = {a.name for a in self.args}
        unknown = sorted(set(args) - known)
        if unknown:
            raise MoveInputError(
                _("This entry takes no value called %(name)s.", name=unknown[0]),
                field=unknown[0],
            )
        cleaned: Args = {}
        for arg in self.args:
            if arg.name not in args or args[arg.name] is None:
                if arg.required:
                    raise arg.refuse(N_("%(field)s: this is needed."))
                if arg.default is not None:
                    cleaned[arg.name] = copy.deepcopy(arg.default)
                continue
            cleaned[arg.name] = arg.clean(args[arg.name])
        return cleaned

    def touched(self, seat: int | None, args: Args) -> Any:
        """What this move changes, for telling whether two commuting moves commute: the
        argument ``touches`` names, or the entering seat (also when that argument is left
        out and means the entering seat)."""
        touched = args.get(self.touches) if self.touches else None
        return seat if touched is None else touched

    def describe(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "label": self.label,
            "help": self.help,
            "rule": self.rule,
            "commutes": self.commutes,
            "touches": self.touches,
            "anytime": self.anytime,
            "automatic": self.automatic,
            "host_only": self.host_only,
            "args": [a.describe() for a in self.args],
            "example": {"type": self.type, "args": self.example},
        }


MoveFnT = TypeVar("MoveFnT", bound=Callable[..., Any])
_SPEC_ATTRIBUTE = "__move_spec__"


def move(
    type: str,
    label: str,
    *args: Arg,
    rule: str,
    example: Args | None = None,
    help: str = "",
    system: bool = False,
    secret_args: tuple[str, ...] = (),
    commutes: bool = False,
    touches: str = "",
    contest: bool = False,
    confirm: str = "",
    anytime: bool = False,
    automatic: bool = False,
    host_only: bool = False,
) -> Callable[[MoveFnT], MoveFnT]:
    """Declare a move beside its function: ``@move("repair", N_("Repair"), rule="X-2")``.

    The function has the signature ``fn(state, seat, **args) -> Played`` and may
    change the copy of the state it is given.
    """
    spec = MoveSpec(
        type,
        label,
        args,
        example=dict(example or {}),
        help=help,
        system=system,
        secret_args=secret_args,
        rule=rule,
        commutes=commutes,
        touches=touches,
        contest=contest,
        confirm=confirm,
        anytime=anytime,
        automatic=automatic,
        host_only=host_only,
    )

    def declare(fn: MoveFnT) -> MoveFnT:
        setattr(fn, _SPEC_ATTRIBUTE, spec)
        return fn

    return declare


def declared_moves(*modules: ModuleType) -> dict[str, tuple[MoveSpec, MoveFn]]:
    """The moves declared with :func:`move` in ``modules``, in the order written."""
    found: dict[str, tuple[MoveSpec, MoveFn]] = {}
    for module in modules:
        for value in vars(module).values():
            spec = getattr(value, _SPEC_ATTRIBUTE, None)
            # A function imported from another module belongs to that module's list.
            if isinstance(spec, MoveSpec) and value.__module__ == module.__name__:
                if spec.type in found:
                    raise TypeError(f"move type {spec.type!r} is declared twice")
                found[spec.type] = (spec, value)
    return found


@dataclass(frozen=True)
class LegalMove:
    """A move type the caller may make now, with the argument values allowed now.

    ``allowed[arg]`` lists the values allowed now. A required argument not in
    ``allowed`` may take any value its declaration accepts (e.g. a score); an
    optional argument not in ``allowed`` (or with an empty list) is not offered now.
    """

    type: str
    # The declared label, or a message naming what this offer costs and rolls now.
    label: Text
    allowed: dict[str, list[Any]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "label": self.label, "allowed": self.allowed}

    def fit(self, args: Mapping[str, Any]) -> int:
        """How well an entry's ``args`` fit this offer: one point for each value it
        lists, a large penalty for a value it does not allow. Of two offers of one move
        type ("your score", "another player's score") the entry belongs to the best fit."""
        score = 0
        for name, values in self.allowed.items():
            if name in args:
                score += 1 if _fits(args[name], values) else -100
        return score


def _fits(value: Any, values: list[Any]) -> bool:
    # A form posts text ("1"): compare as the form shows the values.
    if str(value) in {str(v) for v in values}:
        return True
    # Lists offered position by position (a pad of dice): each value among those seen
    # at its position.
    if isinstance(value, list) and values and all(isinstance(v, list) for v in values):
        return all(len(v) == len(value) for v in values) and all(
            str(item) in {str(v[i]) for v in values} for i, item in enumerate(value)
        )
    return False


def best_fit(offers: Sequence[LegalMove], move_type: str, args: Mapping[str, Any]) -> int | None:
    """The index in ``offers`` of the offer of ``move_type`` that ``args`` fit best."""
    fits = [(offer.fit(args), -i) for i, offer in enumerate(offers) if offer.type == move_type]
    return -max(fits)[1] if fits else None
