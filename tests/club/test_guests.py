"""Club players at a club table's join: a phone picks one of the club's players or says
"I'm new here" (a guest player); organisers confirm or merge guests; the finished game
reaches the leaderboard with every seat linked."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from companion.club import joining, players
from companion.club.errors import ClubError, Conflict, InvalidInput
from companion.club.models import Play, Player, PlayResult, Rating
from companion.tables.models import Table
from tests.club.openapi import check_response
from tests.club.people import record
from tests.helpers import run_companion_moves

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}


def club_table(bay, names=("Anja", "Newbie", "Mira")) -> Table:
    """A table Olga creates for the club on the create page (its seats wait for phones)."""
    form = {"game": "scoresheet", "club": bay.club.slug}
    form.update({f"name_{i}": name for i, name in enumerate(names)})
    assert bay.page("olga").post("/new/", form).status_code == 302
    return Table.objects.get(club=bay.club)


def offered(page: str, index: int) -> list[str]:
    """The names the join page offers for seat ``index`` (the select's option texts)."""
    select = re.search(
        rf'<select id="player-{index}"[^>]*name="player"[^>]*>(.*?)</select>', page, re.S
    )
    assert select is not None, page
    return re.findall(r"<option[^>]*>([^<]*)</option>", select.group(1))


def move(phone: Client, table: Table, **fields) -> None:
    table.refresh_from_db()
    response = phone.post(f"/t/{table.code}/move/", {"expected_version": table.version, **fields})
    assert response.status_code == 302, response.content.decode()


def test_three_phones_join_a_club_table_and_the_finished_game_reaches_the_leaderboard(
    bay, django_capture_on_commit_callbacks
):
    table = club_table(bay)
    first, second, third = Client(), Client(), Client()
    page = first.get(f"/t/{table.code}/join/").content.decode()
    # Names only: every player of the club, then "I'm new here".
    assert offered(page, 0) == ["Choose your name", "Anja", "Jona", "Mira", "I'm new here"]
    assert first.post(f"/t/{table.code}/join/0/", {"player": bay.anja.pk}).status_code == 302

    page = second.get(f"/t/{table.code}/join/", **HX).content.decode()
    assert offered(page, 1) == ["Choose your name", "Jona", "Mira", "I'm new here"], (
        "a player already seated is not offered"
    )
    joined = second.post(
        f"/t/{table.code}/join/1/", {"player": joining.NEW, "new_player": " Nico "}, **HX
    )
    assert joined.status_code == 204 and joined["HX-Redirect"] == f"/t/{table.code}/"
    nico = Player.objects.get(club=bay.club, name="Nico")
    assert nico.guest and table.seats.get(index=1).player == nico

    assert third.post(f"/t/{table.code}/join/2/", {"player": bay.mira.pk}).status_code == 302

    for phone, points in ((first, 7), (second, 9), (third, 3)):
        move(phone, table, type="record_score", points=str(points))
    run_companion_moves(table)
    with django_capture_on_commit_callbacks(execute=True):
        move(first, table, type="end_game")

    play = Play.objects.get(table=table)
    results = [(r.player, r.score, r.place) for r in play.results.order_by("seat")]
    assert results == [(bay.anja, 7, 2), (nico, 9, 1), (bay.mira, 3, 3)]
    board = bay.api().get(f"{bay.url}/leaderboard/?game=scoresheet").json()["results"]
    assert {row["name"] for row in board} == {"Anja", "Nico", "Mira"}

    # Nico turns out to be Jona: the organiser merges the guest from the players page.
    with django_capture_on_commit_callbacks(execute=True):
        merged = bay.page("olga").post(
            f"/club/{bay.club.slug}/players/{nico.pk}/merge/", {"into": bay.jona.pk}, **HX
        )
    assert merged.status_code == 200
    assert "Nico is merged into Jona" in merged.content.decode()
    assert not Player.objects.filter(pk=nico.pk).exists()
    assert play.results.get(seat=1).player == bay.jona
    assert table.seats.get(index=1).player == bay.jona
    board = bay.api().get(f"{bay.url}/leaderboard/?game=scoresheet").json()["results"]
    assert [row["name"] for row in board][0] == "Jona" and len(board) == 3
    assert {row["name"] for row in board} == {"Anja", "Jona", "Mira"}
    assert Rating.objects.get(player=bay.jona, game="scoresheet").plays == 1


def test_a_new_name_that_is_a_players_already_is_refused_and_takes_no_seat(bay):
    table = club_table(bay)
    phone = Client()
    taken = phone.post(f"/t/{table.code}/join/1/", {"player": joining.NEW, "new_player": "Jona"})
    assert taken.status_code == 409
    page = taken.content.decode()
    assert "There is already a player called Jona. If that is you, pick your name" in page
    assert 'value="Jona"' in page, "the name typed comes back in its form"
    assert table.seats.get(index=1).claimed_at is None
    assert Player.objects.filter(club=bay.club).count() == 3
    blank = phone.post(f"/t/{table.code}/join/1/", {"player": joining.NEW, "new_player": " "}, **HX)
    assert blank.status_code == 400
    assert "Write your name to join as a new player." in blank.content.decode()
    assert table.seats.get(index=1).claimed_at is None


def test_a_seat_taken_meanwhile_leaves_no_guest_behind(bay):
    table = club_table(bay)
    assert Client().post(f"/t/{table.code}/join/0/", {"player": bay.anja.pk}).status_code == 302
    late = Client().post(f"/t/{table.code}/join/0/", {"player": joining.NEW, "new_player": "Nico"})
    assert late.status_code == 409 and not Player.objects.filter(name="Nico").exists()


def test_the_join_service_refuses_what_the_page_cannot_send(bay):
    table = club_table(bay)
    with pytest.raises(ClubError, match="not both"):
        joining.claim_seat_as(table=table, index=0, player=bay.anja.pk, new_player="Nico")
    with pytest.raises(ClubError, match="not in this table's club"):
        joining.claim_seat_as(table=table, index=0, player=10**9)
    joining.claim_seat_as(table=table, index=0, player=bay.anja.pk)
    with pytest.raises(ClubError, match="Anja already sits at this table"):
        joining.claim_seat_as(table=table, index=1, player=bay.anja.pk)
    loose = Table.objects.create(game="scoresheet", seed=1, host_token_hash="x" * 64)
    with pytest.raises(ClubError, match="not a club's table"):
        joining.claim_seat_as(table=loose, index=0, new_player="Nico")


def test_an_organiser_confirms_a_guest_on_the_players_page(bay):
    nico = players.player_create(club=bay.club, name="Nico", guest=True)
    olga = bay.page("olga")
    page = olga.get(f"/club/{bay.club.slug}/players/").content.decode()
    assert "new, not confirmed" in page and "Confirm Nico" in page
    assert "Confirm Nico" not in bay.page().get(f"/club/{bay.club.slug}/players/").content.decode()
    refused = bay.page("udo").post(f"/club/{bay.club.slug}/players/{nico.pk}/confirm/")
    assert refused.status_code == 403
    done = olga.post(f"/club/{bay.club.slug}/players/{nico.pk}/confirm/")
    assert done.status_code == 200 and "Nico is now a confirmed player." in done.content.decode()
    nico.refresh_from_db()
    assert not nico.guest
    again = olga.post(f"/club/{bay.club.slug}/players/{nico.pk}/confirm/", **HX)
    assert again.status_code == 200 and 'id="players"' in again.content.decode()
    assert "<html" not in again.content.decode(), "HTMX gets the players region alone"


def test_a_merge_is_refused_for_a_confirmed_player_for_itself_and_for_a_shared_play(bay):
    nico = players.player_create(club=bay.club, name="Nico", guest=True)
    with pytest.raises(ClubError, match="only a guest can be merged"):
        players.player_merge(player=bay.anja, into=bay.jona.pk)
    with pytest.raises(InvalidInput, match="choose another player"):
        players.player_merge(player=nico, into=nico.pk)
    with pytest.raises(InvalidInput, match="no such player"):
        players.player_merge(player=nico, into="Jona")
    record(bay, 4, 5, players=[nico, bay.jona])
    with pytest.raises(Conflict, match="Nico and Jona both played in the game of 2026-11-01"):
        players.player_merge(player=nico, into=bay.jona.pk)
    page = bay.page("olga").post(
        f"/club/{bay.club.slug}/players/{nico.pk}/merge/", {"into": bay.jona.pk}
    )
    assert page.status_code == 409 and "both played in the game" in page.content.decode()
    assert Player.objects.filter(pk=nico.pk).exists()


def test_merging_moves_the_history_and_recomputes_the_ratings(
    bay, django_capture_on_commit_callbacks
):
    nico = players.player_create(club=bay.club, name="Nico", guest=True)
    with django_capture_on_commit_callbacks(execute=True):
        record(bay, 9, 1, players=[nico, bay.anja])
        record(bay, 8, 2, players=[bay.jona, bay.anja], when="2026-11-02T20:00:00Z")
    assert Rating.objects.get(player=bay.jona, game="scoresheet").plays == 1
    with django_capture_on_commit_callbacks(execute=True):
        assert players.player_merge(player=nico, into=bay.jona.pk) == bay.jona
    assert PlayResult.objects.filter(player=bay.jona).count() == 2
    jona = Rating.objects.get(player=bay.jona, game="scoresheet")
    assert (jona.plays, jona.streak) == (2, 2)


def test_the_api_confirms_and_merges_guests(bay, django_capture_on_commit_callbacks):
    nico = players.player_create(club=bay.club, name="Nico", guest=True)
    ole = players.player_create(club=bay.club, name="Ole", guest=True)
    listed = bay.api().get(f"{bay.url}/players/")
    check_response("api:club-players", "GET", listed)
    assert {p["name"]: p["guest"] for p in listed.json()["results"]}["Nico"] is True
    refused = bay.api("udo").post(f"{bay.url}/players/{nico.pk}/confirm/")
    check_response("api:club-player-confirm", "POST", refused)
    assert refused.status_code == 403
    confirmed = bay.api("olga").post(f"{bay.url}/players/{nico.pk}/confirm/")
    check_response("api:club-player-confirm", "POST", confirmed)
    assert confirmed.json() == {"id": nico.pk, "name": "Nico", "guest": False, "has_login": False}
    olga = bay.api("olga")
    bad = olga.post(f"{bay.url}/players/{ole.pk}/merge/", {"into": "x"}, format="json")
    check_response("api:club-player-merge", "POST", bad)
    assert bad.status_code == 400 and bad.json()["field"] == "into"
    record(bay, 4, 5, players=[ole, bay.mira])
    clash = olga.post(f"{bay.url}/players/{ole.pk}/merge/", {"into": bay.mira.pk}, format="json")
    check_response("api:club-player-merge", "POST", clash)
    assert clash.status_code == 409
    with django_capture_on_commit_callbacks(execute=True):
        merged = olga.post(
            f"{bay.url}/players/{ole.pk}/merge/", {"into": bay.anja.pk}, format="json"
        )
    check_response("api:club-player-merge", "POST", merged)
    assert merged.status_code == 200 and merged.json()["name"] == "Anja"
    assert not Player.objects.filter(pk=ole.pk).exists()
    board = bay.api().get(f"{bay.url}/leaderboard/").json()["results"]
    assert {row["name"] for row in board} == {"Anja", "Mira"}


def test_an_export_keeps_which_players_are_guests_through_an_import(bay):
    from companion.club.exports import export_json
    from companion.club.imports import import_json
    from companion.club.models import Club

    players.player_create(club=bay.club, name="Nico", guest=True)
    document = export_json(bay.club)
    assert {"name": "Nico", "guest": True} in document["players"]
    assert {"name": "Anja"} in document["players"], "a confirmed player reads as before"
    exported = bay.api().get(f"{bay.url}/export/")
    check_response("api:club-export", "GET", exported)
    empty = Club.objects.create(name="Empty", slug="empty")
    assert import_json(empty, document)["players"] == 4
    assert Player.objects.get(club=empty, name="Nico").guest
    assert export_json(empty) == document
    bad = {**document, "players": [{"name": "Ole", "guest": "yes"}], "plays": []}
    with pytest.raises(InvalidInput, match="must be true or false"):
        import_json(Club.objects.create(name="Other", slug="other"), bad)
