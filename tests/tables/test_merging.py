"""Entries made at once on the same state merge when they do not depend on each other
(issue 13 part 1), through the public API as phones send them."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from companion.tables import services
from companion.tables.models import Event, Table

pytestmark = pytest.mark.django_db

NAMES = ["Anja", "Jona", "Mira", "Tomas", "Ines"]
STALE = "Someone else entered a move first: check the table and try again."


def phone(token: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


def table_of(game: str, seats: int, seed: int = 3) -> services.CreatedTable:
    return services.table_create(
        game=game, seats=[{"name": n} for n in NAMES[:seats]], seed=seed, issue_seat_tokens=True
    )


def send(created: services.CreatedTable, seat: int, version: int, type_: str, **args):
    body = {"type": type_, "args": args, "expected_version": version}
    return phone(created.seat_tokens[seat]).post(
        f"/api/tables/{created.table.code}/moves/", body, format="json"
    )


def test_five_scores_of_one_round_entered_at_once_all_apply():
    created = table_of("scoresheet", 5)
    answers = [
        send(created, seat, 0, "record_score", target=seat, points=10 + seat) for seat in range(5)
    ]
    assert [a.status_code for a in answers] == [201] * 5
    assert [a.json()["merged"] for a in answers] == [False, True, True, True, True]
    table = Table.objects.get(pk=created.table.pk)
    scored = table.state["rounds"][-1] if table.state["rounds"] else table.state["current"]
    assert scored == [10, 11, 12, 13, 14]
    assert Event.objects.filter(table=table, kind="move", actor="seat").count() == 5


def test_each_seat_enters_its_nassau_captain_cards_and_first_roll_at_once():
    created = table_of("nassau", 3)
    cards = {"sail": [2, 3, 2, 1], "cannon": [2, 3, 1, 3]}
    answers = [send(created, seat, 0, "enter_captain_cards", **cards) for seat in range(3)]
    assert [a.status_code for a in answers] == [201] * 3
    version = answers[-1].json()["version"]
    rolls = [[3, 5, 6], [1, 2, 4], [6, 6, 2]]
    answers = [send(created, s, version, "enter_first_roll", values=rolls[s]) for s in range(3)]
    assert [a.status_code for a in answers] == [201] * 3
    assert [a.json()["merged"] for a in answers] == [False, True, True]
    state = Table.objects.get(pk=created.table.pk).state
    assert [p["captain"][1]["sail"] for p in state["players"]] == [3, 3, 3]
    assert [[d["value"] for d in p["dice"]] for p in state["players"]] == rolls


def test_two_scores_for_the_same_player_are_a_real_conflict():
    created = table_of("scoresheet", 3)
    assert send(created, 0, 0, "record_score", target=0, points=4).status_code == 201
    late = send(created, 1, 0, "record_score", target=0, points=9)
    assert late.status_code == 409
    assert late.json()["error"] == STALE and late.json()["version"] == 1
    assert Table.objects.get(pk=created.table.pk).state["current"][0] == 4


def test_an_entry_that_does_not_commute_is_still_refused_when_stale():
    created = table_of("nassau", 3)
    cards = {"sail": [2, 3, 2, 1], "cannon": [2, 3, 1, 3]}
    assert send(created, 0, 0, "enter_captain_cards", **cards).status_code == 201
    # set_age_order is the table's own decision, not a seat's independent entry.
    stale = send(created, 1, 0, "set_age_order", seats=[2, 0, 1])
    assert (stale.status_code, stale.json()["error"]) == (409, STALE)


def test_after_an_undo_nothing_merges():
    created = table_of("scoresheet", 3)
    assert send(created, 0, 0, "record_score", target=0, points=4).status_code == 201
    undo = phone(created.seat_tokens[0]).post(
        f"/api/tables/{created.table.code}/undo/", {"expected_version": 1}, format="json"
    )
    assert undo.status_code == 201
    stale = send(created, 1, 0, "record_score", target=1, points=9)
    assert (stale.status_code, stale.json()["error"]) == (409, STALE)


def test_the_phone_page_says_the_entry_was_added_after_the_others():
    from django.test import Client

    created = services.table_create(
        game="scoresheet", seats=[{"name": n} for n in NAMES[:3]], seed=3
    )
    phones = []
    for seat in range(2):
        client = Client()
        client.post(f"/t/{created.table.code}/join/{seat}/")
        phones.append(client)
    for seat, client in enumerate(phones):
        answer = client.post(
            f"/t/{created.table.code}/move/",
            {
                "type": "record_score",
                "seat": seat,
                "expected_version": 0,
                "target": seat,
                "points": 5,
            },
            HTTP_HX_REQUEST="true",
        )
        assert answer.status_code == 200
    text = answer.content.decode()
    assert "Others entered at the same time: your entry was added after theirs." in text
    assert Table.objects.get(pk=created.table.pk).state["current"][:2] == [5, 5]
