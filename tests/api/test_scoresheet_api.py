"""The scoresheet through the public API (issue 13): a phone's own score, the "replace?"
refusal, and the round the companion closes after the last score."""

from __future__ import annotations

import pytest

from tests.conftest import People

pytestmark = pytest.mark.django_db


def move(people: People, token: str, **args):
    body = {"type": "record_score", "args": args, "expected_version": people.refresh().version}
    return people.client(token).post(f"/api/tables/{people.table.code}/moves/", body, format="json")


def test_a_seat_token_enters_its_own_score_without_a_target(people):
    response = move(people, people.jona, points=4)
    assert response.status_code == 201
    assert response.json()["outcome"] == ["Jona scores 4 this round."]
    assert people.refresh().state["current"] == [None, 4, None]


def test_a_second_score_for_a_seat_is_refused_naming_the_first(people):
    move(people, people.jona, target=0, points=5)
    refused = move(people, people.anja, points=7)
    assert (refused.status_code, refused.json()) == (
        400,
        {
            "error": "Anja already has a score of 5 this round: replace it with 7?",
            "rule": "SHEET-1",
        },
    )
    assert people.refresh().version == 1 and people.table.state["current"][0] == 5
    replaced = move(people, people.anja, points=7, replace=True)
    assert replaced.status_code == 201
    assert replaced.json()["outcome"] == ["Anja's score this round is now 7 (it was 5)."]
    assert people.refresh().state["current"][0] == 7


def test_replace_must_be_yes_or_no(people):
    refused = move(people, people.anja, points=7, replace="perhaps")
    assert (refused.status_code, refused.json()) == (
        400,
        {
            "error": "replace the score already entered this round: answer yes or no.",
            "field": "args.replace",
        },
    )


def test_the_round_closes_itself_after_the_last_score(people, django_capture_on_commit_callbacks):
    move(people, people.anja, points=4)
    move(people, people.jona, points=6)
    assert not people.refresh().bookkeeping_pending
    with django_capture_on_commit_callbacks(execute=True):
        last = move(people, people.mira, points=5)
    assert last.status_code == 201
    table = people.client(people.anja).get(f"/api/tables/{people.table.code}/").json()
    assert table["version"] == 4 and table["bookkeeping_pending"] is False
    assert (table["view"]["rounds"], table["view"]["current"]) == ([[4, 6, 5]], [None, None, None])
    assert table["view"]["round"] == 2
    events = people.client().get(f"/api/tables/{people.table.code}/events/?after=3").json()
    assert [(e["seq"], e["actor"], e["type"], e["args"], e["outcome"]) for e in events] == [
        (
            4,
            "system",
            "close_round",
            {"round": 1},
            [
                "Every score is in: round 1 is closed (Anja 4, Jona 6 and Mira 5).",
                "Totals: Anja 4, Jona 6 and Mira 5.",
            ],
        )
    ]


def test_a_phone_cannot_close_a_round_itself(people):
    body = {"type": "close_round", "args": {"round": 1}, "expected_version": 0}
    refused = people.client(people.anja).post(
        f"/api/tables/{people.table.code}/moves/", body, format="json"
    )
    assert (refused.status_code, refused.json()) == (
        400,
        {"error": "The companion makes this entry itself, not a player."},
    )


def test_undoing_the_last_score_takes_back_the_close_with_it(
    people, django_capture_on_commit_callbacks
):
    move(people, people.anja, points=4)
    move(people, people.jona, points=6)
    with django_capture_on_commit_callbacks(execute=True):
        move(people, people.mira, points=5)
    code = people.table.code
    undo = people.client(people.mira).post(
        f"/api/tables/{code}/undo/", {"expected_version": 4}, format="json"
    )
    assert undo.status_code == 201
    table = people.refresh()
    assert (table.state["rounds"], table.state["current"]) == ([], [4, 6, None])
    assert not table.bookkeeping_pending
    redo = people.client(people.mira).post(
        f"/api/tables/{code}/redo/", {"expected_version": 5}, format="json"
    )
    assert redo.status_code == 201
    assert people.refresh().state["rounds"] == [[4, 6, 5]]
