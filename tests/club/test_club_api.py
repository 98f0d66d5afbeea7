"""The club API through its public endpoints: organiser, another user, a stranger."""

from __future__ import annotations

import pytest

from companion.club.models import Play, Player
from companion.tables import services as table_services
from tests.club.people import make_club, record

pytestmark = pytest.mark.django_db


def manual(bay, scores=(4, 9, 1), **extra):
    return {
        "game": "scoresheet",
        "played_at": "2026-11-02T19:00:00Z",
        "duration_seconds": 3600,
        "results": [
            {"player": p.pk, "score": s} for p, s in zip([bay.anja, bay.jona, bay.mira], scores, strict=True)
        ],
        **extra,
    }  # fmt: skip


def test_the_organiser_enters_a_play_and_everyone_reads_it_in_a_public_club(
    bay, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        response = bay.api("olga").post(f"{bay.url}/plays/", manual(bay), format="json")
    assert response.status_code == 201, response.json()
    body = response.json()
    assert [(r["name"], r["place"], r["winner"]) for r in body["results"]] == [
        ("Anja", 2, False), ("Jona", 1, True), ("Mira", 3, False)
    ]  # fmt: skip
    assert body["source"] == "manual" and body["events_url"] is None
    for who in (None, "udo", "olga"):
        plays = bay.api(who).get(f"{bay.url}/plays/").json()
        assert plays["count"] == 1 and plays["results"][0]["id"] == body["id"]
        board = bay.api(who).get(f"{bay.url}/leaderboard/?game=scoresheet").json()
        assert [row["name"] for row in board["results"]][0] == "Jona"
        assert board["results"][0]["wins"] == 1 and board["results"][0]["rating"] is not None


@pytest.mark.parametrize("who", [None, "udo"])
def test_only_organisers_change_a_club(bay, who):
    client = bay.api(who)
    play = record(bay, 1, 2, 3)
    attempts = [
        client.post(f"{bay.url}/plays/", manual(bay), format="json"),
        client.put(f"{bay.url}/plays/{play.pk}/", manual(bay), format="json"),
        client.delete(f"{bay.url}/plays/{play.pk}/"),
        client.post(f"{bay.url}/players/", {"name": "Zed"}, format="json"),
        client.patch(f"{bay.url}/players/{bay.anja.pk}/", {"name": "Zed"}, format="json"),
        client.post(f"{bay.url}/seat-links/", {"table": "X", "seat": 0, "player": None}, format="json"),
        client.post(f"{bay.url}/import/", {}, format="json"),
        client.post(f"{bay.url}/plays/import/", {}),
    ]  # fmt: skip
    for response in attempts:
        assert response.status_code == 403, response.content
        assert "organisers" in response.json()["error"]
    assert Play.objects.count() == 1 and not Player.objects.filter(name="Zed").exists()


def test_a_private_club_is_seen_by_its_people_only(db):
    """To anyone else it is not there: the same 404 as a club that does not exist."""
    hidden = make_club("hidden-cove", is_public=False)
    for who in (None, "udo"):
        response = hidden.api(who).get(f"{hidden.url}/leaderboard/")
        assert response.status_code == 404
        assert response.json()["error"] == "there is no club 'hidden-cove'"
        assert hidden.api(who).get("/api/clubs/").json()["count"] == 0
    assert hidden.api("olga").get(f"{hidden.url}/leaderboard/").status_code == 200
    listed = hidden.api("olga").get("/api/clubs/").json()["results"]
    assert listed == [
        {
            "slug": "hidden-cove",
            "name": "Tortuga Bay",
            "is_public": False,
            "time_zone": "UTC",
            "is_organiser": True,
        }
    ]


def test_an_unknown_club_player_or_play_is_a_404(bay):
    client = bay.api("olga")
    assert client.get("/api/clubs/nowhere/").status_code == 404
    assert (
        client.get(f"{bay.url}/players/999/").json()["error"]
        == "there is no player 999 in this club"
    )
    assert client.get(f"{bay.url}/plays/999/").status_code == 404


def test_a_bad_play_gets_a_400_naming_row_and_field_and_nothing_is_written(bay):
    body = manual(bay, scores=(4, "nine", 1))
    body["results"].append({"player": 12345, "score": 2})
    response = bay.api("olga").post(f"{bay.url}/plays/", body, format="json")
    assert response.status_code == 400
    error = response.json()
    assert error["error"].startswith("row 2, 'score': must be a number, not 'nine'")
    assert [(e["row"], e["field"]) for e in error["errors"]] == [(2, "score"), (4, "player")]
    assert not Play.objects.exists()


def test_the_organiser_corrects_and_deletes_a_play(bay):
    client = bay.api("olga")
    play_id = client.post(f"{bay.url}/plays/", manual(bay), format="json").json()["id"]
    fixed = client.put(f"{bay.url}/plays/{play_id}/", manual(bay, scores=(9, 4, 1)), format="json")
    assert fixed.status_code == 200 and fixed.json()["results"][0]["winner"] is True
    assert client.delete(f"{bay.url}/plays/{play_id}/").status_code == 204
    assert not Play.objects.exists()


def test_players_are_listed_added_renamed_and_show_their_stats(bay):
    client = bay.api("olga")
    assert client.post(f"{bay.url}/players/", {"name": "Zed"}, format="json").status_code == 201
    again = client.post(f"{bay.url}/players/", {"name": "Zed"}, format="json")
    assert again.status_code == 409 and "already a player called 'Zed'" in again.json()["error"]
    names = [p["name"] for p in client.get(f"{bay.url}/players/?limit=2").json()["results"]]
    assert names == ["Anja", "Jona"]
    renamed = client.patch(f"{bay.url}/players/{bay.anja.pk}/", {"name": "Anja B"}, format="json")
    assert renamed.json()["name"] == "Anja B"
    record(bay, 5, 1, 0)
    stats = bay.api().get(f"{bay.url}/players/{bay.anja.pk}/").json()["stats"]
    assert stats[0]["plays"] == 1 and stats[0]["wins"] == 1
    assert stats[1]["game"] == "scoresheet" and stats[1]["best_score"] == 5


def test_a_players_rating_history_and_a_games_stats(bay, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        record(bay, 5, 1, 0, when="2026-01-01T10:00:00Z", duration_seconds=600)
        record(bay, 0, 1, 5, when="2026-01-02T10:00:00Z", duration_seconds=1200)
    series = bay.api().get(f"{bay.url}/players/{bay.anja.pk}/ratings/?game=scoresheet").json()
    assert series["count"] == 2
    assert series["results"][0]["rating"] > series["results"][1]["rating"]
    stats = bay.api().get(f"{bay.url}/game-stats/?game=scoresheet").json()
    assert stats["plays"] == 2 and stats["avg_duration_seconds"] == 900
    assert [(s["seat"], s["wins"]) for s in stats["win_rate_by_seat"]] == [(0, 1), (1, 0), (2, 1)]
    assert sum(b["count"] for b in stats["score_distribution"]) == 6
    games = bay.api().get(f"{bay.url}/games/").json()
    assert games["results"] == [{"game": "scoresheet", "plays": 2}]


def test_the_organiser_links_a_seat_to_a_player(bay):
    created = table_services.table_create(game="scoresheet", seats=[{"name": "A"}, {"name": "B"}])
    table = created.table
    client = bay.api("olga")
    body = {"table": table.code.lower(), "seat": 1, "player": bay.jona.pk}
    # The table has no club yet: its host (Olga's phone) brings it into hers.
    response = client.post(
        f"{bay.url}/seat-links/", {**body, "host_token": created.host_token}, format="json"
    )
    assert response.status_code == 200, response.json()
    assert response.json() == {
        "table": table.code,
        "seat": 1,
        "player": bay.jona.pk,
        "play_id": None,
    }
    table.refresh_from_db()
    assert table.club == bay.club and table.seats.get(index=1).player == bay.jona
    twice = client.post(f"{bay.url}/seat-links/", {**body, "seat": 0}, format="json")
    assert twice.status_code == 400 and "already sits at this table" in twice.json()["error"]
    missing = client.post(f"{bay.url}/seat-links/", {**body, "seat": 7}, format="json")
    assert missing.status_code == 404
    other = make_club("other-club")
    refused = other.api("olga").post(
        f"{other.url}/seat-links/", {**body, "player": other.anja.pk}, format="json"
    )
    assert refused.status_code == 403 and "another club" in refused.json()["error"]


def test_the_club_endpoint_says_whether_ratings_are_fresh(bay):
    record(bay, 1, 2, 3)
    body = bay.api().get(f"{bay.url}/").json()
    assert body["plays"] == 1 and body["players"] == 3 and body["ratings_fresh"] is False
