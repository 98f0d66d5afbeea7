"""Every value a recorded game's player entered can be entered on a phone: before each
recorded seat move, the forms the phone is offered for that move ask (or fix) every
argument the move gave a value other than its default, or the move entered without them
leads to a form that asks them (Nassau's crew, chosen once the totals are shown). A move the engine needs from a
seat but offers no form for (a port's cargo counters left out of the offer, a hunter's
hex) would leave the table stuck at the real board while the engine tests pass.

Parametrised over the registered games with recordings; ``make test`` reads every
eighth move, ``make soak`` all of them.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.utils import translation

from companion.engines.base import Engine, MoveInputError, RuleError
from companion.web.offers import offered_forms
from tests.contract.runs import SLUGS, engine_of, recorded_playthroughs
from tests.helpers import SOAK

EVERY = 1 if SOAK else 8
RECORDED = [slug for slug in SLUGS if recorded_playthroughs(slug)]


def asked(
    engine: Engine, state: Any, seat: int, names: dict[int, str], kind: str | None
) -> set[str]:
    """The arguments the phone's forms ask or fix: of the moves of ``kind``, or of all."""
    offers = [
        legal for legal in engine.legal_moves(state, seat) if kind is None or legal.type == kind
    ]
    forms = offered_forms(engine, state, offers, names, seat=seat)
    return {f["name"] for form in forms for f in form["fields"] + form["fixed"]}


def asked_next(engine: Engine, state: Any, seat: int, names: dict[int, str], move: Any) -> set[str]:
    """What the phone is asked once ``move`` is entered as its forms allow."""
    try:
        after = engine.play(state, seat, move).state
    except (RuleError, MoveInputError):
        return set()
    return asked(engine, after, seat, names, None)


def entered(engine: Engine, move: dict[str, Any]) -> set[str]:
    """The arguments of ``move`` a player gave: those not left at their default."""
    spec = engine.move_specs()[move["type"]]
    defaults = {arg.name: arg.default for arg in spec.args}
    return {
        name
        for name, value in move["args"].items()
        if value not in (None, "", []) and value != defaults.get(name)
    }


@pytest.mark.parametrize("slug", RECORDED)
def test_every_recorded_entry_can_be_made_on_a_phone(slug):
    engine = engine_of(slug)
    missing: list[str] = []
    with translation.override("en"):
        for run in recorded_playthroughs(slug):
            names = {s.index: s.name for s in run.seats}
            states = run.states()
            for number, step in enumerate(run.steps):
                if step.seat is None or number % EVERY:
                    continue
                state, kind = states[number], step.move["type"]
                if not any(legal.type == kind for legal in engine.legal_moves(state, step.seat)):
                    continue  # a step the companion enters for the seat
                lost = entered(engine, step.move) - asked(engine, state, step.seat, names, kind)
                if lost:
                    kept = {k: v for k, v in step.move["args"].items() if k not in lost}
                    later = asked_next(
                        engine, state, step.seat, names, {"type": kind, "args": kept}
                    )
                    lost -= later
                if lost:
                    missing.append(f"{run.seed} move {number} {step.move}: no field for {lost}")
    assert missing == [], "\n".join(missing[:20])
