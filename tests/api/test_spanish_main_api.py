"""Spanish Main through the public API: a physical table whose ship line the host enters,
played to the end; a seeded app-managed game replayed from its log to the same state; the
warning a move the rules allow but a player may not mean carries (SPM-Q-14)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from rest_framework.test import APIClient

from companion.engines.registry import get_engine
from companion.engines.spanish_main.catalogue import SHIPS
from companion.tables.models import Table
from companion.tables.replay import initial_state, live_entries, rebuild_state

pytestmark = pytest.mark.django_db

ENGINE = get_engine("spanish_main")


def client(token: str | None = None) -> APIClient:
    api = APIClient()
    if token:
        api.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return api


def create(options: dict[str, Any], seed: int = 21) -> dict[str, Any]:
    response = client().post(
        "/api/tables/",
        {
            "game": "spanish_main",
            "seats": [{"name": "Adam"}, {"name": "Bea"}, {"name": "Carlo"}],
            "options": options,
            "seed": seed,
        },
        format="json",
    )
    assert response.status_code == 201, response.json()
    return response.json()


def enter(code: str, token: str, version: int, move_type: str, **args: Any) -> Any:
    body = {"type": move_type, "args": args, "expected_version": version}
    return client(token).post(f"/api/tables/{code}/moves/", body, format="json")


def table_as(code: str, token: str) -> dict[str, Any]:
    return client(token).get(f"/api/tables/{code}/").json()


class ApiPlayer:
    """Plays a table through the API only: each seat's legal moves, values from what
    they allow; a physical table's hidden cards are the ones it dealt itself."""

    def __init__(self, created: dict[str, Any], seed: int) -> None:
        self.code = created["code"]
        self.tokens = [seat["token"] for seat in created["seats"]]
        self.rng = random.Random(seed)
        # The physical deal of pirate cards: two each, never the same card twice.
        dealt = self.rng.sample(SHIPS, 2 * len(self.tokens))
        self.pirates = {i: dealt[2 * i : 2 * i + 2] for i in range(len(self.tokens))}
        self.warnings: list[str] = []

    def args_for(self, seat: int, offer: dict[str, Any]) -> dict[str, Any]:
        allowed = offer["allowed"]
        if offer["type"] == "enter_pirates":
            return {"pirates": self.pirates[seat]}
        args: dict[str, Any] = {}
        for name, values in allowed.items():
            if values and name not in ("second_space", "discard"):
                args[name] = self.rng.choice(values)
        return args

    def step(self) -> bool:
        """One accepted move by the first seat that has one; False when none has."""
        for seat, token in enumerate(self.tokens):
            seen = table_as(self.code, token)
            offers = seen["legal_moves"]
            if not offers:
                continue
            for _try in range(20):
                offer = self.rng.choice(offers)
                response = enter(
                    self.code, token, seen["version"], offer["type"], **self.args_for(seat, offer)
                )
                if response.status_code == 201:
                    if response.json()["warning"]:
                        self.warnings.append(response.json()["warning"])
                    return True
                assert response.status_code == 400, response.json()
                assert response.json().get("rule"), response.json()
            raise AssertionError(f"no move of seat {seat} accepted: {offers}")
        return False

    def play_to_the_end(self, most: int = 1500) -> None:
        for _step in range(most):
            if table_as(self.code, self.tokens[0])["status"] == "finished":
                return
            assert self.step(), "nobody may move, yet the game is not over"
        raise AssertionError("the game did not end")


def test_a_physical_table_with_the_line_the_host_entered_is_played_to_the_end():
    created = create({"deck_mode": "physical"})
    code, host = created["code"], created["host_token"]
    line = ["D2", "S1", "E3", "S3", "D1", "E2", "D3", "E1", "S2"]
    seen = table_as(code, created["seats"][0]["token"])
    assert [m["type"] for m in seen["legal_moves"]] == ["enter_line", "deal_line"]
    # The host enters for a seat it names, as every entry it makes.
    repeated = client(host).post(
        f"/api/tables/{code}/moves/",
        {
            "type": "enter_line",
            "seat": 0,
            "args": {"ships": [*line[:8], "D2"], "first": 2},
            "expected_version": 0,
        },
        format="json",
    )
    assert repeated.status_code == 400
    assert repeated.json()["rule"] == "SPM-1.2"
    assert repeated.json()["error"] == (
        "Dutch ship 2 is entered for spaces 1 and 9 and Spanish ship 2 is missing: the line "
        "holds each of the 9 ships once."
    )
    entered = client(host).post(
        f"/api/tables/{code}/moves/",
        {
            "type": "enter_line",
            "seat": 0,
            "args": {"ships": line, "first": 2},
            "expected_version": 0,
        },
        format="json",
    )
    assert entered.status_code == 201, entered.json()
    body = entered.json()
    assert body["warning"] is None
    assert [s["ship"] for s in body["view"]["line"]] == line
    assert "Carlo starts." in body["outcome"]

    ApiPlayer(created, seed=5).play_to_the_end()

    result = client().get(f"/api/tables/{code}/result/").json()
    assert sorted(result["places"].values()) == [1, 2, 3]
    assert result["ended_by"] == "SPM-4.1"


def test_a_seeded_app_game_played_through_the_api_replays_to_the_same_final_state():
    created = create({}, seed=33)
    ApiPlayer(created, seed=9).play_to_the_end()
    table = Table.objects.get(code=created["code"])
    assert table.status == "finished"
    state = initial_state(table)
    for event in live_entries(table):
        state = ENGINE.apply(state, event.seat, {"type": event.move_type, "args": event.args})
    assert state == table.state
    assert rebuild_state(table) == table.state  # from the snapshots too
    assert ENGINE.is_over(state)


def test_a_move_that_changes_nothing_is_recorded_with_its_warning():
    created = create({}, seed=21)
    code = created["code"]
    table = Table.objects.get(code=code)
    current = table.state["current_seat"]
    token = created["seats"][current]["token"]
    response = enter(code, token, table.version, "repair")
    assert response.status_code == 201
    assert response.json()["warning"] == (
        "No ship is damaged: repairing changes nothing. The rules allow it (SPM-Q-14), and "
        "it is your action this turn."
    )
    assert Table.objects.get(code=code).version == table.version + 1
