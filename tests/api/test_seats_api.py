"""Seats and the host role through the public API."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from companion.tables.models import Table

pytestmark = pytest.mark.django_db


def create() -> dict:
    body = {"game": "scoresheet", "seats": [{"name": "Anja"}, {"name": "Jona"}]}
    response = APIClient().post("/api/tables/", body, format="json")
    assert response.status_code == 201
    return response.json()


DEAD_TOKEN = {
    "error": "This token does not hold a seat or the host role at this table any more (the host "
    "may have freed or reassigned it)."
}
NOT_RECOVERY = {"error": "This recovery link is not valid for this table."}


def refused(response, status: int, body: dict) -> bool:
    """Whether ``response`` is this refusal, whole."""
    return (response.status_code, response.json()) == (status, body)


def client(token: str | None = None) -> APIClient:
    c = APIClient()
    if token:
        c.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return c


def test_seats_of_a_table_made_through_the_api_cannot_be_claimed_by_a_stranger():
    made = create()
    code = made["code"]
    for index, name in enumerate(["Anja", "Jona"]):
        taken = client().post(f"/api/tables/{code}/seats/{index}/claim/")
        assert refused(
            taken,
            409,
            {
                "error": f"{name}'s seat is already taken by another phone. If that phone is "
                "lost, ask the host to free the seat."
            },
        )
    anja = made["seats"][0]["token"]
    assert client(anja).get(f"/api/tables/{code}/").json()["seat"] == 0
    assert Table.objects.get(code=code).events.count() == 0


def test_the_creator_gets_a_recovery_link():
    made = create()
    assert made["recovery_token"]
    assert made["recovery_url"].endswith(f"/t/{made['code']}/recover/?k={made['recovery_token']}")


def test_the_host_reassigns_a_seat_and_the_old_token_dies():
    made = create()
    code, jona = made["code"], made["seats"][1]["token"]
    assert refused(
        client(jona).post(f"/api/tables/{code}/seats/1/reassign/"),
        403,
        {"error": "Only the host can reassign a seat."},
    )
    response = client(made["host_token"]).post(f"/api/tables/{code}/seats/1/reassign/")
    assert response.status_code == 201
    new = response.json()
    assert new["index"] == 1 and new["name"] == "Jona" and new["token"] != jona
    assert refused(client(jona).get(f"/api/tables/{code}/"), 403, DEAD_TOKEN)
    assert client(new["token"]).get(f"/api/tables/{code}/").json()["seat"] == 1


def test_the_host_hands_the_host_role_to_a_seat_and_recovers_it():
    made = create()
    code, host, anja = made["code"], made["host_token"], made["seats"][0]["token"]
    response = client(host).post(f"/api/tables/{code}/seats/0/host/")
    assert response.status_code == 200 and response.json() == {"host_seat": 0}
    assert refused(client(host).get(f"/api/tables/{code}/"), 403, DEAD_TOKEN)
    # Anja's phone is the host now: it frees Jona's seat.
    assert client(anja).post(f"/api/tables/{code}/seats/1/release/").status_code == 200
    guess = client().post(
        f"/api/tables/{code}/host/recover/", {"recovery_token": "nope"}, format="json"
    )
    assert refused(guess, 403, NOT_RECOVERY)
    recovered = client().post(
        f"/api/tables/{code}/host/recover/",
        {"recovery_token": made["recovery_token"]},
        format="json",
    )
    assert recovered.status_code == 200
    new_host = recovered.json()["host_token"]
    assert client(new_host).get(f"/api/tables/{code}/").json()["role"] == "host"
    assert refused(
        client(anja).post(f"/api/tables/{code}/seats/1/reassign/"),
        403,
        {"error": "Only the host can reassign a seat."},
    )
    actions = [
        e["args"]["action"]
        for e in client(new_host).get(f"/api/tables/{code}/events/").json()
        if e["kind"] == "seat"
    ]
    assert actions == ["host_to_seat", "free", "host_recovered"]


def test_a_new_recovery_link_for_the_host_only():
    made = create()
    code = made["code"]
    assert refused(
        client(made["seats"][0]["token"]).post(f"/api/tables/{code}/host/recovery-link/"),
        403,
        {"error": "Only the host can make a recovery link."},
    )
    response = client(made["host_token"]).post(f"/api/tables/{code}/host/recovery-link/")
    assert response.status_code == 201
    fresh = response.json()["recovery_token"]
    old = client().post(
        f"/api/tables/{code}/host/recover/",
        {"recovery_token": made["recovery_token"]},
        format="json",
    )
    assert refused(old, 403, NOT_RECOVERY)
    assert (
        client()
        .post(f"/api/tables/{code}/host/recover/", {"recovery_token": fresh}, format="json")
        .status_code
        == 200
    )
