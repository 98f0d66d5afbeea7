"""Pirates of Nassau through the public API with the companion dealing (digest 10.5): a
seeded table with the club's catalogue and every component app-managed, created and played
to the end by the seats' phones, its bookkeeping run as the worker would after each commit;
its log replays to the same final state, and no answer to any seat ever shows a face-down
order. A mixed table (physical dice, app decks) plays a round the same way."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from rest_framework.test import APIClient

from companion.engines.registry import get_engine
from companion.tables.models import Table
from companion.tables.replay import initial_state, live_entries, rebuild_state
from tests.engines.nassau.builders import free_args
from tests.engines.nassau.club_data import APP_EVERYTHING, club_catalogue
from tests.helpers import runs

pytestmark = pytest.mark.django_db

ENGINE = get_engine("nassau")
ANYTIME = {t for t, spec in ENGINE.move_specs().items() if spec.anytime}
SEATS = [{"name": "Anja", "colour": "black"}, {"name": "Jona", "colour": "green"}, {"name": "Mira", "colour": "red"}]  # fmt: skip
# The face-down orders the companion keeps (app_mode.prepare_app_components): a secret
# from every seat, so no answer may carry the key at all.
SECRET_KEY = "order"


def client(token: str | None = None) -> APIClient:
    api = APIClient()
    if token:
        api.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return api


def create(options: dict[str, Any], seed: int) -> dict[str, Any]:
    body = {
        "game": "nassau",
        "seats": SEATS,
        "options": {**options, "age_order": [0, 1, 2]},
        "catalogue": club_catalogue(),
        "seed": seed,
    }
    response = client().post("/api/tables/", body, format="json")
    assert response.status_code == 201, response.json()
    return response.json()


def keys_in(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, inner in value.items():
            yield key
            yield from keys_in(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from keys_in(inner)


def no_secret(answer: dict[str, Any]) -> dict[str, Any]:
    assert SECRET_KEY not in set(keys_in(answer)), "an answer shows a face-down order"
    return answer


class ApiTable:
    """Plays a Nassau table through the API only: each seat's legal moves, values from what
    they allow (free values, a die the table rolls itself, as a phone would enter them)."""

    def __init__(self, created: dict[str, Any], seed: int, commit: Callable[..., Any]) -> None:
        self.code = created["code"]
        self.tokens = [seat["token"] for seat in created["seats"]]
        self.rng = random.Random(seed)
        self.commit = commit  # runs the bookkeeping queued by each entry's commit
        self.answers = 0

    def seen(self, seat: int) -> dict[str, Any]:
        answer = client(self.tokens[seat]).get(f"/api/tables/{self.code}/")
        assert answer.status_code == 200
        self.answers += 1
        return no_secret(answer.json())

    def args_for(self, offer: dict[str, Any]) -> dict[str, Any]:
        args = free_args(offer["type"], len(self.tokens), self.rng)
        args.update({k: self.rng.choice(v) for k, v in offer["allowed"].items() if v})
        return args

    def enter(self, seat: int, version: int, offer: dict[str, Any]) -> Any:
        body = {"type": offer["type"], "args": self.args_for(offer), "expected_version": version}
        with self.commit(execute=True):
            response = client(self.tokens[seat]).post(
                f"/api/tables/{self.code}/moves/", body, format="json"
            )
        self.answers += 1
        return response

    def step(self) -> bool:
        """One accepted move by a seat that has one (at-any-time moves now and then)."""
        offers = []
        for seat in range(len(self.tokens)):
            seen = self.seen(seat)
            assert not seen["bookkeeping_pending"], "the companion's moves did not run"
            offers += [(seat, seen["version"], o) for o in seen["legal_moves"]]
        if not offers:
            return False
        main = [o for o in offers if o[2]["type"] not in ANYTIME]
        for _try in range(20):
            seat, version, offer = self.rng.choice(
                main if main and self.rng.random() < 0.95 else offers
            )
            response = self.enter(seat, version, offer)
            if response.status_code == 201:
                no_secret(response.json())
                return True
            assert response.status_code == 400, response.json()
            assert response.json().get("rule"), response.json()
        raise AssertionError(f"no move accepted: {offers}")

    def play(self, until: Callable[[dict[str, Any]], bool], most: int = 3000) -> None:
        for _step in range(most):
            if until(self.seen(0)):
                return
            assert self.step(), "nobody may move, yet the game is not over"
        raise AssertionError("the table did not get there")


def finished(seen: dict[str, Any]) -> bool:
    return bool(seen["status"] == "finished")


@pytest.mark.parametrize("seed", range(runs(6, 1)))
def test_an_app_managed_game_played_through_the_api_replays_to_the_same_end(
    seed: int, django_capture_on_commit_callbacks
) -> None:
    created = create(APP_EVERYTHING, seed=40 + seed)
    no_secret(created)
    player = ApiTable(created, seed, django_capture_on_commit_callbacks)
    player.play(finished)
    table = Table.objects.get(code=created["code"])
    assert table.status == "finished" and ENGINE.is_over(table.state)
    # From seq 0, the log alone; then from the snapshots the journal kept.
    state = initial_state(table)
    for event in live_entries(table):
        state = ENGINE.apply(state, event.seat, {"type": event.move_type, "args": event.args})
    assert state == table.state
    assert table.snapshots.exists()
    assert rebuild_state(table) == table.state
    assert ENGINE.final_result(state) == ENGINE.final_result(table.state)
    result = client().get(f"/api/tables/{created['code']}/result/").json()
    assert sorted(result["places"].values()) == [1, 2, 3]
    assert player.answers > 100


def test_a_mixed_table_plays_a_round_through_the_api(django_capture_on_commit_callbacks) -> None:
    # The decks and tiles from the companion, the dice rolled at the table and entered.
    options = {**APP_EVERYTHING, "dice": "physical"}
    created = create(options, seed=7)
    no_secret(created)
    first = client(created["seats"][0]["token"]).get(f"/api/tables/{created['code']}/").json()
    assert first["view"]["step"] == "setup"
    assert {m["type"] for m in first["legal_moves"]} == {"enter_first_roll"}
    player = ApiTable(created, 3, django_capture_on_commit_callbacks)
    player.play(lambda seen: seen["view"]["round"] == 2 and seen["view"]["step"] != "dice")
    table = Table.objects.get(code=created["code"])
    kinds = [e.move_type for e in live_entries(table)]
    assert "enter_first_roll" in kinds and "roll_dice" in kinds  # the table's own dice
    assert "companion_deals" in kinds  # the companion's decks and tiles
    assert rebuild_state(table) == table.state
