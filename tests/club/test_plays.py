"""Plays: from a finished table, by hand, corrected and deleted; the same validation
everywhere; ratings recomputed from the ordered history."""

from __future__ import annotations

import pytest

from companion.club import players, plays, ratings
from companion.club.errors import InvalidInput
from companion.club.models import Play, PlayResult, Rating, RatingSnapshot
from companion.club.tasks import recompute_club_ratings
from companion.tables import services as table_services
from companion.tables.access import Caller
from companion.tables.models import Event, Table
from companion.tables.selectors import final_result
from companion.tables.tasks import record_finished_table
from tests.club.people import record
from tests.helpers import run_companion_moves

pytestmark = pytest.mark.django_db


def finished_table(bay, scores=(7, 3, 7), *, link=True, club=False):
    created = table_services.table_create(
        game="scoresheet",
        seats=[{"name": "Anja"}, {"name": "Jona"}, {"name": "Mira"}],
        seed=3,
    )
    table = created.table
    if club:
        Table.objects.filter(pk=table.pk).update(club=bay.club)
    seats = list(table.seats.order_by("index"))
    if link:
        for seat, player in zip(seats, [bay.anja, bay.jona, bay.mira], strict=True):
            # The host links the seats of a table without a club: it joins the players' club.
            players.seat_link_player(seat=seat, player=player, by_host=not club)
    for target, points in enumerate(scores):
        table.refresh_from_db()
        table_services.table_apply_move(
            table=table, seat=0, move={"type": "record_score", "args": {"target": target, "points": points}},
            expected_version=table.version, client_move_id=None,
        )  # fmt: skip
    # The last score closes the round (the companion's move); then the table ends the game.
    run_companion_moves(table)
    table_services.table_apply_move(
        table=table, seat=0, move={"type": "end_game", "args": {}},
        expected_version=table.version, client_move_id=None,
    )  # fmt: skip
    table.refresh_from_db()
    return table


def test_a_finished_table_with_linked_seats_becomes_a_play_with_its_results(
    bay, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        table = finished_table(bay)
    play = Play.objects.get(table=table)
    assert play.club == bay.club and play.source == "table" and play.game == "scoresheet"
    assert play.table_code == table.code and play.duration_seconds is not None
    rows = [(r.player, r.score, r.place, r.is_winner) for r in play.results.order_by("seat")]
    assert rows == [(bay.anja, 7, 1, True), (bay.jona, 3, 3, False), (bay.mira, 7, 1, True)]
    assert play.results.get(seat=0).breakdown == {"rounds": [7], "total": 7}
    assert play.tiebreaks == ["Equal totals share a place (SHEET-5)."]
    assert Event.objects.filter(table=table).count() == 5, "the log is kept for audit"
    assert Rating.objects.filter(player=bay.anja, game="scoresheet").exists()


def test_the_host_corrects_a_finished_table_and_its_play_follows(
    bay, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        table = finished_table(bay)
    with django_capture_on_commit_callbacks(execute=True):
        table_services.submit_correction(
            table=table,
            caller=Caller(is_host=True),
            seq=2,  # Jona's 3 was a 9
            move={"type": "record_score", "args": {"target": 1, "points": 9}},
            expected_version=table.version,
            client_move_id=None,
        )
    play = Play.objects.get(table=table)
    rows = [(r.player, r.score, r.place, r.is_winner) for r in play.results.order_by("seat")]
    assert rows == [(bay.anja, 7, 2, False), (bay.jona, 9, 1, True), (bay.mira, 7, 2, False)]
    jona = Rating.objects.get(player=bay.jona, game="scoresheet")
    assert (jona.plays, jona.streak) == (1, 1), "the ratings follow the corrected play"


def test_a_redelivered_task_does_not_create_a_second_play(bay, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        table = finished_table(bay)
    assert record_finished_table.delay(table.pk, table.version).get() == "recorded"
    assert record_finished_table.delay(table.pk, table.version).get() == "recorded"
    assert plays.club_record_table_play(table_id=table.pk) == "duplicate"
    assert Play.objects.filter(table=table).count() == 1
    assert PlayResult.objects.filter(play__table=table).count() == 3


def test_a_table_of_a_club_keeps_unlinked_seats_as_guests(bay, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        table = finished_table(bay, link=False, club=True)
    play = Play.objects.get(table=table)
    assert [(r.player, r.name) for r in play.results.order_by("seat")] == [
        (None, "Anja"), (None, "Jona"), (None, "Mira")
    ]  # fmt: skip


def test_linking_a_seat_after_the_game_updates_its_play(bay, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        table = finished_table(bay, link=False, club=True)
        players.seat_link_player(seat=table.seats.get(index=1), player=bay.jona)
    play = Play.objects.get(table=table)
    assert play.results.get(seat=1).player == bay.jona
    assert Play.objects.count() == 1


def test_a_table_with_no_club_and_no_linked_seat_is_not_a_play(
    bay, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        finished_table(bay, link=False)
    assert not Play.objects.exists()


def test_a_play_entered_by_hand_ranks_by_score_and_ties_share_a_place(bay):
    play = record(bay, 10, 4, 10)
    places = [(r.player, r.place, r.is_winner) for r in play.results.order_by("seat")]
    assert places == [(bay.anja, 1, True), (bay.jona, 3, False), (bay.mira, 1, True)]


def test_lowest_wins_ranks_the_lowest_score_first(bay):
    play = record(bay, 10, 4, 12, lowest_wins=True)
    assert [r.place for r in play.results.order_by("seat")] == [2, 1, 3]


@pytest.mark.parametrize(
    ("results", "text"),
    [
        ([{"player": 999, "score": 1}, {"player": "Jona", "score": 2}], "row 1, 'player': unknown player id 999"),
        ([{"player": "Anja", "score": "lots"}], "row 1, 'score': must be a number, not 'lots'"),
        ([{"player": "Anja", "score": 5, "place": 2}, {"player": "Jona", "score": 3, "place": 1}],
         "row 1, 'place': place 2 contradicts the scores: 5 beats 3 (row 2, place 1)"),
        ([{"player": "Anja", "score": 5, "place": 1}, {"player": "Jona", "score": 3}],
         "row 2, 'place': give a place in every row of a play, or in none"),
        ([{"player": "Anja", "score": 5}, {"player": "Anja", "score": 3}], "row 2, 'player': Anja is already in row 1"),
        ([], "'results': a play needs at least one result"),
    ],
)  # fmt: skip
def test_bad_input_names_the_row_and_field_and_writes_nothing(bay, results, text):
    with pytest.raises(InvalidInput) as refused:
        plays.play_record_manual(club=bay.club, data={"game": "scoresheet", "results": results})
    assert text in refused.value.message
    assert not Play.objects.exists()


def test_a_tiebreak_may_split_equal_scores(bay):
    play = plays.play_record_manual(
        club=bay.club,
        data={"game": "spanish_main", "results": [
            {"player": bay.anja.pk, "score": 5, "place": 2},
            {"player": bay.jona.pk, "score": 5, "place": 1},
        ]},
    )  # fmt: skip
    assert [r.is_winner for r in play.results.order_by("seat")] == [False, True]


def test_ratings_follow_the_ordered_history_whatever_order_plays_are_entered(bay):
    early, late = "2026-01-01T10:00:00Z", "2026-02-01T10:00:00Z"
    record(bay, 9, 1, 5, when=late)
    record(bay, 1, 9, 5, when=early)
    ratings.recompute_club(bay.club.pk)
    first = sorted(Rating.objects.values_list("player__name", "game", "mu", "sigma", "streak"))
    Play.objects.all().delete()
    Rating.objects.all().delete()
    record(bay, 1, 9, 5, when=early)
    record(bay, 9, 1, 5, when=late)
    ratings.recompute_club(bay.club.pk)
    second = sorted(Rating.objects.values_list("player__name", "game", "mu", "sigma", "streak"))
    assert first == second
    anja = Rating.objects.get(player=bay.anja, game="")
    assert anja.streak == 1 and anja.plays == 2
    assert RatingSnapshot.objects.filter(player=bay.anja).count() == 2


def test_a_late_or_repeated_recompute_task_changes_nothing(bay, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        record(bay, 3, 2, 1)
    before = list(Rating.objects.order_by("pk").values("player", "game", "mu", "sigma"))
    assert recompute_club_ratings.delay(bay.club.pk).get() == "fresh"
    assert ratings.recompute_club(bay.club.pk, force=True) == "recomputed"
    after = list(Rating.objects.order_by("player", "game").values("player", "game", "mu", "sigma"))
    assert sorted(before, key=lambda r: (r["player"], r["game"])) == after


def test_correcting_and_deleting_a_play_recompute_the_ratings(
    bay, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        play = record(bay, 3, 2, 1)
    assert Rating.objects.get(player=bay.anja, game="").streak == 1
    with django_capture_on_commit_callbacks(execute=True):
        plays.play_update(play=play, data={
            "game": "scoresheet", "played_at": "2026-11-01T20:00:00Z",
            "results": [{"player": bay.anja.pk, "score": 0}, {"player": bay.jona.pk, "score": 5}],
        })  # fmt: skip
    assert Rating.objects.get(player=bay.anja, game="").streak == -1
    assert not Rating.objects.filter(player=bay.mira).exists()
    with django_capture_on_commit_callbacks(execute=True):
        plays.play_delete(play=play)
    assert not Rating.objects.exists() and not RatingSnapshot.objects.exists()
    bay.club.refresh_from_db()
    assert bay.club.ratings_version == bay.club.history_version == 3


def test_tasks_arriving_out_of_order_leave_the_ratings_of_the_whole_history(bay):
    record(bay, 1, 5, 3, when="2026-03-01T10:00:00Z")  # its task is still queued
    record(bay, 4, 2, 3, when="2026-02-01T10:00:00Z")  # recorded later, played earlier
    assert recompute_club_ratings.delay(bay.club.pk).get() == "recomputed"
    stored = sorted(Rating.objects.values_list("player_id", "game", "mu", "sigma"))
    assert recompute_club_ratings.delay(bay.club.pk).get() == "fresh"  # the late first task
    snapshots, current = ratings.compute(ratings.history_rows(bay.club.pk))
    expected = sorted((p, g, c.mu, c.sigma) for (p, g), c in current.items())
    assert stored == expected
    assert [s.played_at.month for s in snapshots] == [2, 2, 2, 3, 3, 3]


def test_an_engine_may_rank_against_the_scores_and_name_no_winner(bay):
    # A sealed Spanish Main game: the liar with most fame is placed last (SPM-4.7),
    # and when everybody lied nobody wins; the engine's places and winners stand.
    table = finished_table(bay, scores=(9, 3, 5))
    result = final_result(table)
    result.update(places={"0": 3, "1": 1, "2": 2}, winners=[])
    Table.objects.filter(pk=table.pk).update(result=result)
    assert plays.club_record_table_play(table_id=table.pk) in ("created", "updated")
    play = Play.objects.get(table=table)
    rows = [(r.seat, r.place, r.is_winner) for r in play.results.order_by("seat")]
    assert rows == [(0, 3, False), (1, 1, False), (2, 2, False)]
