"""The engine protocol every game implements.

An engine is a set of pure functions over a JSON-serializable ``state`` dict:
``setup`` builds it, ``apply`` returns a new one or raises :class:`RuleError`,
``player_view`` is the only road from a state to the outside world. Nothing in
this package imports Django, so engines are tested, benchmarked and replayed
without a database.

Every move type is declared once as a :class:`MoveSpec` (its arguments and
their types); forms, API validation, ``legal_moves`` and the OpenAPI examples
are all derived from that declaration.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

State = dict[str, Any]
Args = dict[str, Any]
ArgType = Literal["int", "str", "bool", "choice", "int_list", "str_list"]


class RuleError(Exception):
    """A move the rules do not allow. ``message`` is shown to the player as is."""

    def __init__(self, rule_id: str, message: str) -> None:
        super().__init__(f"{rule_id}: {message}")
        self.rule_id = rule_id
        self.message = message


class MoveInputError(Exception):
    """A move that is malformed before any rule is consulted (unknown type, bad args)."""

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field


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
        return out

    def clean(self, value: Any) -> Any:
        """Check one value against the declaration and return it normalised."""
        label = f"'{self.name}'"
        if self.type == "int":
            value = _as_int(value, label, self.name)
            self._check_range(value, label)
        elif self.type == "bool":
            if not isinstance(value, bool):
                raise MoveInputError(f"{label} must be true or false", field=self.name)
        elif self.type == "str":
            if not isinstance(value, str) or not value.strip():
                raise MoveInputError(f"{label} must be a non-empty text", field=self.name)
            value = value.strip()
            if len(value) > 200:
                raise MoveInputError(
                    f"{label} is too long (200 characters at most)", field=self.name
                )
        elif self.type == "choice":
            if self.choices and all(isinstance(c, int) for c in self.choices):
                value = _as_int(value, label, self.name)
            if self.choices is not None and value not in self.choices:
                allowed = ", ".join(str(c) for c in self.choices)
                raise MoveInputError(f"{label} must be one of: {allowed}", field=self.name)
        elif self.type in ("int_list", "str_list"):
            if not isinstance(value, list):
                raise MoveInputError(f"{label} must be a list", field=self.name)
            if self.length is not None and len(value) != self.length:
                raise MoveInputError(
                    f"{label} needs exactly {self.length} values, not {len(value)}", field=self.name
                )
            if self.type == "int_list":
                value = [_as_int(v, label, self.name) for v in value]
                for v in value:
                    self._check_range(v, label)
            else:
                if not all(isinstance(v, str) for v in value):
                    raise MoveInputError(f"{label} must be a list of texts", field=self.name)
                if self.choices is not None:
                    bad = [v for v in value if v not in self.choices]
                    if bad:
                        raise MoveInputError(f"{label}: unknown value {bad[0]!r}", field=self.name)
        return value

    def _check_range(self, value: int, label: str) -> None:
        if self.min is not None and value < self.min:
            raise MoveInputError(f"{label} must be at least {self.min}", field=self.name)
        if self.max is not None and value > self.max:
            raise MoveInputError(f"{label} must be at most {self.max}", field=self.name)


def _as_int(value: Any, label: str, name: str) -> int:
    if isinstance(value, bool):
        raise MoveInputError(f"{label} must be a whole number", field=name)
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value.strip())
    raise MoveInputError(f"{label} must be a whole number", field=name)


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

    def clean_args(self, args: Any) -> Args:
        if args is None:
            args = {}
        if not isinstance(args, Mapping):
            raise MoveInputError("'args' must be an object", field="args")
        known = {a.name for a in self.args}
        unknown = sorted(set(args) - known)
        if unknown:
            raise MoveInputError(
                f"'{self.type}' takes no argument '{unknown[0]}'", field=unknown[0]
            )
        cleaned: Args = {}
        for arg in self.args:
            if arg.name not in args or args[arg.name] is None:
                if arg.required:
                    raise MoveInputError(f"'{arg.name}' is required", field=arg.name)
                if arg.default is not None:
                    cleaned[arg.name] = copy.deepcopy(arg.default)
                continue
            cleaned[arg.name] = arg.clean(args[arg.name])
        return cleaned

    def describe(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "label": self.label,
            "help": self.help,
            "args": [a.describe() for a in self.args],
            "example": {"type": self.type, "args": self.example},
        }


@dataclass(frozen=True)
class LegalMove:
    """A move type the caller may make now, with the argument values allowed now.

    ``allowed[arg]`` lists the values allowed now. A required argument not in
    ``allowed`` may take any value its declaration accepts (e.g. a score); an
    optional argument not in ``allowed`` (or with an empty list) is not offered now.
    """

    type: str
    label: str
    allowed: dict[str, list[Any]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "label": self.label, "allowed": self.allowed}


@dataclass(frozen=True)
class SeatInfo:
    """What the engine knows of a seat at setup: its index, name and colour."""

    index: int
    name: str
    colour: str = ""


@dataclass
class FinalResult:
    """The end of a game: a score per seat, places (ties share one), why."""

    scores: dict[int, float]
    places: dict[int, int]
    winners: list[int]
    breakdown: dict[int, dict[str, Any]] = field(default_factory=dict)
    tiebreaks: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": {str(k): v for k, v in self.scores.items()},
            "places": {str(k): v for k, v in self.places.items()},
            "winners": self.winners,
            "breakdown": {str(k): v for k, v in self.breakdown.items()},
            "tiebreaks": self.tiebreaks,
        }


MoveFn = Callable[..., State]


class Engine:
    """Base class of a game engine. Subclasses declare moves and implement the rules.

    A subclass sets ``slug``, ``title``, ``min_seats``, ``max_seats``, ``options``
    (declared like move arguments), ``rules`` (rule ID -> summary in our words) and
    ``moves`` (type -> (MoveSpec, function)). A move function has the signature
    ``fn(state, seat, **args) -> new_state`` and may mutate the deep copy it is given.
    """

    slug: ClassVar[str]
    title: ClassVar[str]
    min_seats: ClassVar[int] = 1
    max_seats: ClassVar[int] = 12
    options: ClassVar[tuple[Arg, ...]] = ()
    rules: ClassVar[Mapping[str, str]] = {}
    colours: ClassVar[tuple[str, ...]] = ()

    def move_specs(self) -> dict[str, MoveSpec]:
        return {t: spec for t, (spec, _fn) in self.moves().items()}

    def moves(self) -> dict[str, tuple[MoveSpec, MoveFn]]:
        raise NotImplementedError

    # -- the protocol -----------------------------------------------------------------

    def clean_options(self, options: Any) -> Args:
        spec = MoveSpec(type="options", label="Options", args=self.options)
        return spec.clean_args(options or {})

    def setup(self, options: Args, seats: Sequence[SeatInfo], seed: int) -> State:
        raise NotImplementedError

    def clean_move(self, move: Mapping[str, Any]) -> tuple[str, Args]:
        """Validate a move's shape against its declaration; no rules consulted yet."""
        if not isinstance(move, Mapping):
            raise MoveInputError("a move is an object with 'type' and 'args'")
        move_type = move.get("type")
        specs = self.moves()
        if not isinstance(move_type, str) or move_type not in specs:
            known = ", ".join(sorted(t for t, (s, _f) in specs.items() if not s.system))
            raise MoveInputError(
                f"unknown move type {move_type!r} for {self.title}; known: {known}", field="type"
            )
        return move_type, specs[move_type][0].clean_args(move.get("args"))

    def apply(self, state: State, seat: int | None, move: Mapping[str, Any]) -> State:
        """Return the state after ``move`` by ``seat`` (None: the companion itself)."""
        move_type, args = self.clean_move(move)
        spec, fn = self.moves()[move_type]
        if spec.system and seat is not None:
            raise MoveInputError(f"'{move_type}' is done by the companion, not by a player")
        if self.is_over(state):
            raise RuleError("GAME-OVER", "the game is over: no more moves can be entered")
        # The state is JSON-only by contract, and the C JSON codec copies it several
        # times faster than copy.deepcopy: a move stays within a few round-trips.
        return fn(json.loads(json.dumps(state)), seat, **args)

    def player_view(self, state: State, seat: int | None) -> State:
        raise NotImplementedError

    def legal_moves(self, state: State, seat: int | None) -> list[LegalMove]:
        raise NotImplementedError

    def is_over(self, state: State) -> bool:
        raise NotImplementedError

    def final_result(self, state: State) -> FinalResult:
        raise NotImplementedError

    def pending_system_moves(self, state: State) -> list[dict[str, Any]]:
        """System moves the companion must make next (end-of-round bookkeeping).

        Each is ``{"type": ..., "args": {...}, "key": "<natural key>"}``; the key makes
        the move idempotent (the same bookkeeping step is never applied twice).
        """
        return []

    def arg_labels(self, state: State) -> dict[str, dict[Any, str]]:
        """Readable labels for argument values (e.g. a ship id -> its name), for forms."""
        return {}

    def event_view(self, move_type: str, args: Args, actor: int | None, viewer: int | None) -> Args:
        """A logged move's arguments as ``viewer`` may see them (secret ones hidden)."""
        spec = self.moves().get(move_type, (None, None))[0]
        if spec is None or not spec.secret_args or (viewer is not None and viewer == actor):
            return args
        return {k: ("hidden" if k in spec.secret_args else v) for k, v in args.items()}

    def describe(self) -> dict[str, Any]:
        return {
            "slug": self.slug,
            "title": self.title,
            "min_seats": self.min_seats,
            "max_seats": self.max_seats,
            "options": [a.describe() for a in self.options],
            "colours": list(self.colours),
            "moves": [s.describe() for s in self.move_specs().values() if not s.system],
        }


# -- helpers shared by engines ------------------------------------------------------------


def new_rng(seed: int) -> dict[str, int]:
    """The generator kept in a state: a seed and how many draws were made from it."""
    return {"seed": int(seed), "draws": 0}


def rng_draw(state: State) -> random.Random:
    """A generator for the next draw; advances the draw counter stored in ``state``.

    A fresh ``Random`` per draw, seeded from (seed, draws), keeps the state a pair of
    integers (JSON-friendly) while a replay or a retried task draws the same values.
    """
    rng = state["rng"]
    generator = random.Random(f"{rng['seed']}:{rng['draws']}")
    rng["draws"] += 1
    return generator


def shuffled(state: State, items: Iterable[Any]) -> list[Any]:
    out = list(items)
    rng_draw(state).shuffle(out)
    return out


def places_from_scores(
    scores: Mapping[int, float],
    *,
    lowest_wins: bool = False,
    tiebreak: Callable[[int], tuple[Any, ...]] | None = None,
) -> dict[int, int]:
    """Standard competition places: equal keys share a place, the next place skips.

    ``tiebreak`` returns extra sort keys (higher is better) consulted after the score.
    """

    def key(seat: int) -> tuple[Any, ...]:
        score = -scores[seat] if lowest_wins else scores[seat]
        return (score, *(tiebreak(seat) if tiebreak else ()))

    ordered = sorted(scores, key=key, reverse=True)
    places: dict[int, int] = {}
    for position, seat in enumerate(ordered, start=1):
        if position > 1 and key(seat) == key(ordered[position - 2]):
            places[seat] = places[ordered[position - 2]]
        else:
            places[seat] = position
    return places


def assert_json(state: State) -> None:
    """Raise if ``state`` would not survive a JSON round-trip unchanged."""
    if json.loads(json.dumps(state)) != state:
        raise TypeError("engine state is not JSON round-trippable")
