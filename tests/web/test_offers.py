"""The forms a phone is offered need as few taps as they can (issue 14 part 4), for
every game: checked on every state of every playthrough, for every seat."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from django.utils import translation

from companion.engines.base import SeatInfo
from companion.engines.registry import get_engine
from companion.web.offers import offered_forms, single_value
from tests.contract.runs import SLUGS, engine_of, every_playthrough
from tests.helpers import SOAK

pytestmark = pytest.mark.by_game

# Every n-th state of each playthrough: the fast profile samples, the soak reads all.
EVERY = 1 if SOAK else 8


def offered(slug: str) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """Each seat's forms in each state, one at a time: the soak reads every state of every
    playthrough, far too many forms to hold at once."""
    engine = engine_of(slug)
    with translation.override("en"):
        for run in every_playthrough(slug):
            names = {s.index: s.name for s in run.seats}
            for number, state in enumerate(run.states()[::EVERY]):
                for seat in range(len(run.seats)):
                    offers = engine.legal_moves(state, seat)
                    where = f"{slug} state {number * EVERY}, seat {seat}"
                    yield where, offered_forms(engine, state, offers, names)


def choices(field: dict[str, Any]) -> list[dict[str, Any]]:
    return field["options"] or [o for row in field["positions"] or [] for o in row]


@pytest.mark.parametrize("slug", SLUGS)
def test_no_two_offers_look_the_same(slug):
    for where, forms in offered(slug):
        looks = [(m["title"], [(f["name"], choices(f)) for f in m["fields"]]) for m in forms]
        twice = [look[0] for n, look in enumerate(looks) if look in looks[:n]]
        assert not twice, f"{where}: {twice} offered twice"


@pytest.mark.parametrize("slug", SLUGS)
def test_a_choice_of_one_value_is_never_asked(slug):
    for where, forms in offered(slug):
        for m in forms:
            if m["spec"].confirm:
                continue  # a move that asks first shows every value it carries
            alone = [f["name"] for f in m["fields"] if single_value(f)]
            assert not alone, f"{where}: {m['title']} asks {alone} with one value"


@pytest.mark.parametrize("slug", SLUGS)
def test_an_optional_value_starts_at_its_default(slug):
    specs = engine_of(slug).move_specs()
    for where, forms in offered(slug):
        for m in forms:
            args = {a.name: a for a in specs[m["spec"].type].args}
            for f in m["fields"]:
                arg = args[f["name"]]
                if arg.required or arg.default is None or not f["options"]:
                    continue
                offered_values = [str(o["value"]) for o in f["options"]]
                checked = [str(o["value"]) for o in f["options"] if o.get("checked")]
                default = {False: "no", True: "yes"}.get(arg.default, arg.default)
                if str(default) in offered_values:
                    assert checked == [str(default)], f"{where}: {m['title']} {f['name']}"


@pytest.mark.parametrize("slug", SLUGS)
def test_a_single_choice_is_one_tap(slug):
    for where, forms in offered(slug):
        for m in forms:
            required = [f for f in m["fields"] if f["required"]]
            settled = all(
                not f["required"] and f["buttons"] and any(o.get("checked") for o in f["options"])
                for f in m["fields"]
                if f not in required and f["type"] in ("bool", "choice", "seat")
            )
            simple = [f for f in m["fields"] if f["type"] not in ("bool", "choice", "seat")]
            if (
                len(required) == 1
                and required[0]["buttons"]
                and not required[0]["multiple"]
                and not required[0]["positions"]
                and settled
                and not simple
            ):
                assert m.get("pick") is required[0], f"{where}: {m['title']} is not one tap"


def test_two_open_sea_cards_to_take_are_one_button():
    engine = engine_of("nassau")
    found = 0
    for run in every_playthrough("nassau"):
        names = {s.index: s.name for s in run.seats}
        for state in run.states():
            for seat in range(len(run.seats)):
                offers = engine.legal_moves(state, seat)
                sea = [o for o in offers if o.label == "Take an open sea card"]
                if len(sea) < 2:
                    continue
                found += 1
                with translation.override("en"):
                    forms = offered_forms(engine, state, offers, names)
                titles = [m["title"] for m in forms if m["spec"].type == "evade_navy"]
                # The card's kind, fixed, is not repeated: the label names it.
                assert titles.count("Take an open sea card") == 1, titles
    assert found, "no playthrough offers two open sea cards at once"


def test_a_merchant_card_asks_only_its_sail_and_cannon_and_what_it_carries():
    engine = engine_of("nassau")
    for run in every_playthrough("nassau"):
        names = {s.index: s.name for s in run.seats}
        for state in run.states():
            offers = [o for o in engine.legal_moves(state, 0) if o.type == "reveal_merchant_card"]
            if not offers:
                continue
            with translation.override("en"):
                (form,) = offered_forms(engine, state, offers, names)
            cargo = {"gunpowder", "goods", "rum", "hostage", "poe"}
            loot = [f for f in form["fields"] if f["name"] in cargo]
            assert len(loot) == len(cargo) and all(
                [o["value"] for o in f["options"] if o.get("checked")] == [0] for f in loot
            ), "every kind of cargo starts at none: a player taps only what the card shows"
            return
    pytest.fail("no playthrough reveals a merchant card")


def test_one_thing_to_tick_in_a_list_is_offered_not_fixed():
    """A raid's cards to keep, and one cargo card of yours to discard for room
    (MM-5.4.6): discarding it is a choice, not the only value. Fixed, its name went
    into the page letter by letter (S, p, i, c, e) and the entry was refused."""
    from companion.engines.base import Arg, LegalMove, MoveSpec

    spec = MoveSpec(
        "raid_keep",
        "Keep cargo cards from the raid",
        (
            Arg("keep", "int_list", "the cards you keep", required=False, min=1),
            Arg("drop", "str_list", "cargo cards of yours to discard", required=False),
        ),
    )

    class OneMove:
        slug = "one-move-test"  # the built forms are kept by game

        def move_specs(self) -> dict[str, MoveSpec]:
            return {"raid_keep": spec}

        def arg_labels(self, state: Any) -> dict[str, Any]:
            return {}

        def suggested_words(self, state: Any) -> dict[str, list[str]]:
            return {}

    legal = LegalMove(
        "raid_keep", "Keep cargo cards from the raid", {"keep": [1, 2], "drop": ["Spice"]}
    )
    with translation.override("en"):
        (form,) = offered_forms(OneMove(), {}, [legal], {0: "Anja"})  # type: ignore[arg-type]
    assert form["title"] == "Keep cargo cards from the raid"
    assert form["fixed"] == []
    drop = next(f for f in form["fields"] if f["name"] == "drop")
    assert [(o["value"], o.get("checked", False)) for o in drop["options"]] == [("Spice", False)]


def test_forms_are_built_once_for_what_they_are_built_from_and_never_shared_changed():
    from companion.web import offers as offers_module

    engine = get_engine("scoresheet")
    seats = [SeatInfo(i, f"P{i}") for i in range(3)]
    state = engine.setup({}, seats, 3)
    names = {s.index: s.name for s in seats}
    legal = engine.legal_moves(state, 0)
    offers_module.built.clear()
    first = offered_forms(engine, state, legal, names, seat=0)
    again = offered_forms(engine, state, legal, names, seat=0)
    assert offers_module.built.hits == 1 and again == first and again is not first
    # Another seat, another language or another name is built apart.
    offered_forms(engine, state, legal, {**names, 0: "Zed"}, seat=0)
    with translation.override("it"):
        offered_forms(engine, state, legal, names, seat=0)
    assert offers_module.built.misses == 3
    # A refused entry's form holds the player's choices: built apart, never kept.
    refused = {"type": legal[0].type, "args": {}}
    offered_forms(engine, state, legal, names, refused, seat=0)
    assert offers_module.built.misses == 3 and offers_module.built.hits == 1
