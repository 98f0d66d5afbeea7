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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, ClassVar

from companion.engines.catalogues import Catalogue, CatalogueSection, CatalogueShape, CountLimit
from companion.engines.declarations import (
    Arg,
    ArgType,
    LegalMove,
    MoveSpec,
    declared_moves,
    move,
)
from companion.engines.errors import MoveInputError, RuleError
from companion.engines.forced import forced_moves
from companion.engines.house_rulings import HouseRuling, Reading, in_force
from companion.engines.outcomes import MoveFn, Outcome, Played, played
from companion.engines.state import (
    Args,
    State,
    assert_json,
    copy_state,
    new_rng,
    rng_draw,
    shuffled,
)
from companion.engines.text import N_, Text, _

# The protocol's names, importable from here as one place (each lives in its module).
__all__ = [
    "Arg",
    "ArgType",
    "Args",
    "Catalogue",
    "CatalogueSection",
    "CatalogueShape",
    "CountLimit",
    "Engine",
    "FinalResult",
    "HouseRuling",
    "LegalMove",
    "MoveFn",
    "MoveInputError",
    "MoveSpec",
    "Outcome",
    "Played",
    "Reading",
    "RuleError",
    "SeatInfo",
    "State",
    "assert_json",
    "declared_moves",
    "move",
    "new_rng",
    "places_from_scores",
    "played",
    "rng_draw",
    "shuffled",
]


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
    tiebreaks: list[Any] = field(default_factory=list)
    # The rule that ended the game (one of the engine's ``end_rules``).
    ended_by: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": {str(k): v for k, v in self.scores.items()},
            "places": {str(k): v for k, v in self.places.items()},
            "winners": self.winners,
            "breakdown": {str(k): v for k, v in self.breakdown.items()},
            "tiebreaks": self.tiebreaks,
            "ended_by": self.ended_by,
        }


class Engine:
    """Base class of a game engine: a game *lists* what it has.

    A subclass sets ``slug``, ``title``, ``min_seats``, ``max_seats``, ``options``
    (declared like move arguments), ``rules`` (rule ID -> summary in our words),
    ``colours`` and ``move_modules``: the modules whose functions are declared with
    :func:`move`. Its methods hand each part of the protocol to the module that
    holds it (``companion/engines/README.md`` is the recipe).
    """

    slug: ClassVar[str]
    title: ClassVar[str]
    min_seats: ClassVar[int] = 1
    max_seats: ClassVar[int] = 12
    options: ClassVar[tuple[Arg, ...]] = ()
    rules: ClassVar[Mapping[str, str]] = {}
    colours: ClassVar[tuple[str, ...]] = ()
    move_modules: ClassVar[tuple[ModuleType, ...]] = ()
    # Every way the game can end, by rule ID; a result names the one that ended it.
    end_rules: ClassVar[tuple[str, ...]] = ()
    # The component data a club may enter once for its box (catalogues.py); None: the
    # game needs none.
    catalogue: ClassVar[CatalogueShape | None] = None
    # RULINGs a group may override (house_rulings.py): each adds a choice to ``options``.
    house_rulings: ClassVar[tuple[HouseRuling, ...]] = ()
    _declared: ClassVar[dict[str, tuple[MoveSpec, MoveFn]] | None] = None
    _specs: ClassVar[dict[str, MoveSpec] | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # The options a game lists, then one per house ruling it declares: every form,
        # the API and ``clean_options`` see them without the game listing them twice.
        named = {a.name for a in cls.options}
        derived = tuple(r.option() for r in cls.house_rulings if r.option_name not in named)
        cls.options = (*cls.options, *derived)

    def moves(self) -> dict[str, tuple[MoveSpec, MoveFn]]:
        cls = type(self)
        # Collected once per engine class: a move is validated against it several times.
        declared: dict[str, tuple[MoveSpec, MoveFn]] | None = cls.__dict__.get("_declared")
        if declared is None:
            declared = declared_moves(*cls.move_modules)
            cls._declared = declared
        return declared

    def move_specs(self) -> dict[str, MoveSpec]:
        cls = type(self)
        # Asked on every entry (what is forced, what may come at any time): kept as moves().
        specs: dict[str, MoveSpec] | None = cls.__dict__.get("_specs")
        if specs is None:
            specs = {t: spec for t, (spec, _fn) in self.moves().items()}
            cls._specs = specs
        return specs

    # -- the protocol -----------------------------------------------------------------

    def clean_options(self, options: Any) -> Args:
        """The table's options checked against the declaration. A table's copy of its
        club's catalogue rides along as ``options["catalogue"]``, checked against the
        game's shape (setup and replay clean the options, so they see what creation saw)."""
        given = dict(options) if isinstance(options, Mapping) else options
        catalogue = given.pop("catalogue", None) if isinstance(given, dict) else None
        spec = MoveSpec(type="options", label="Options", args=self.options)
        cleaned = spec.clean_args(given or {})
        if catalogue is not None and self.catalogue is not None:
            cleaned["catalogue"] = self.clean_catalogue(catalogue)
        return cleaned

    def clean_catalogue(self, data: Any) -> Catalogue:
        """A club's catalogue for this game checked against its declared shape; raises
        ``MoveInputError`` (a field and what is wrong) or ``RuleError`` (a rule broken)."""
        if self.catalogue is None:
            raise MoveInputError(_("%(game)s has no catalogue.", game=_(self.title)))
        return self.catalogue.clean(data)

    def setup(self, options: Args, seats: Sequence[SeatInfo], seed: int) -> State:
        raise NotImplementedError

    def clean_move(self, move: Mapping[str, Any]) -> tuple[str, Args]:
        """Validate a move's shape against its declaration; no rules consulted yet."""
        if not isinstance(move, Mapping):
            raise MoveInputError(_("An entry is an object with a type and its values."))
        move_type = move.get("type")
        specs = self.moves()
        if not isinstance(move_type, str) or move_type not in specs:
            raise MoveInputError(
                _("%(game)s has no entry of that kind.", game=_(self.title)), field="type"
            )
        return move_type, specs[move_type][0].clean_args(move.get("args"))

    def play(self, state: State, seat: int | None, move: Mapping[str, Any]) -> Played:
        """The state after ``move`` by ``seat`` (None: the companion itself), and what
        happened."""
        move_type, args = self.clean_move(move)
        spec, fn = self.moves()[move_type]
        if spec.system and seat is not None:
            raise MoveInputError(_("The companion makes this entry itself, not a player."))
        if self.is_over(state):
            raise MoveInputError(_("The game is over: it takes no more entries."))
        for arg in spec.args:
            if arg.type == "seat" and arg.name in args:
                self.check_seat_arg(state, arg, args[arg.name])
        # The state is JSON-only by contract, so a JSON round-trip copies it, several
        # times faster than copy.deepcopy (state.copy_state).
        answer = fn(copy_state(state), seat, **args)
        if isinstance(answer, Played):
            return answer
        return Played(answer, Outcome())

    def apply(self, state: State, seat: int | None, move: Mapping[str, Any]) -> State:
        """The state after ``move``, for callers that do not need the outcome."""
        return self.play(state, seat, move).state

    def check_seat_arg(self, state: State, arg: Arg, value: int) -> None:
        if not 0 <= value < len(state["seats"]):
            raise arg.refuse(N_("%(field)s: there is no such seat at this table."))

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

    def step_moves(self, state: State, seat: int) -> list[LegalMove]:
        """The legal moves of ``seat`` but those it may enter at any time: what
        ``forced.py`` weighs. A game whose at-any-time offers cost much to list says so
        without them."""
        specs = self.move_specs()
        return [o for o in self.legal_moves(state, seat) if not specs[o.type].anytime]

    def due_moves(self, state: State) -> list[dict[str, Any]]:
        """Every move the companion makes next: the bookkeeping (``seat`` None), then the
        steps a seat has nothing to decide in (``forced.py``), each with its key."""
        system = [{**m, "seat": None} for m in self.pending_system_moves(state)]
        return system or forced_moves(self, state)

    def resample_secrets(self, state: State, viewer: int | None, seed: int) -> State:
        """``state`` with everything ``viewer`` cannot know drawn again from ``seed``.

        Other seats' hands, chests and secret cards, the order of face-down decks and
        the generator's seed are replaced by another arrangement consistent with what
        ``viewer`` sees (OpenSpiel's resampling from an information state). The
        contract test checks that ``viewer``'s view, pages, legal moves and log are
        byte-identical for both: nothing of the secrets leaks. A game with no secrets
        returns the state as it is.
        """
        return state

    def caution(self, state: State, seat: int | None, move_type: str, args: Args) -> Text | None:
        """A warning for a legal move the player may not mean (a card that moves no ship):
        pages ask "... Record it anyway?" before recording it, the API records it and
        returns the warning. ``args`` are cleaned; only what ``seat`` may know is read.
        None (the default): nothing to warn about."""
        return None

    def caution_for(self, state: State, seat: int | None, move: Mapping[str, Any]) -> Text | None:
        """``caution`` for a move as entered; an entry that does not fit its declaration
        gets none (its refusal says what is wrong)."""
        try:
            move_type, args = self.clean_move(move)
        except MoveInputError:
            return None
        return self.caution(state, seat, move_type, args)

    def arg_labels(self, state: State) -> dict[str, dict[Any, Text]]:
        """Labels for argument values (a ship id -> its name), for forms: names or messages."""
        return {}

    def suggested_words(self, state: State) -> dict[str, list[str]]:
        """Words the table is likely to type in a free-text argument (the ports and hexes
        a map has), by argument name: a phone offers them as it types, and still takes
        any other word."""
        return {}

    def event_view(self, move_type: str, args: Args, actor: int | None, viewer: int | None) -> Args:
        """A logged move's arguments as ``viewer`` may see them (secret ones hidden)."""
        spec = self.moves().get(move_type, (None, None))[0]
        if spec is None or not spec.secret_args or (viewer is not None and viewer == actor):
            return args
        return {k: ("hidden" if k in spec.secret_args else v) for k, v in args.items()}

    def rulings_in_force(self, state: State | None) -> list[dict[str, Any]]:
        """Each house ruling, its readings and the one in force at the table of ``state``
        (without a table: the RULING)."""
        return in_force(self.house_rulings, state)

    def describe(self) -> dict[str, Any]:
        return {
            "slug": self.slug,
            "title": self.title,
            "min_seats": self.min_seats,
            "max_seats": self.max_seats,
            "options": [a.describe() for a in self.options],
            "colours": list(self.colours),
            "catalogue": self.catalogue.describe() if self.catalogue else None,
            "house_rulings": [r.describe() for r in self.house_rulings],
            "moves": [s.describe() for s in self.move_specs().values() if not s.system],
        }


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
