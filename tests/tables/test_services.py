"""Entering moves, undo and redo through the one write path, on a scoresheet table."""

from __future__ import annotations

import pytest
from django.core.management import call_command

from companion.tables import seating, selectors, services
from companion.tables.access import Caller
from companion.tables.errors import (
    InvalidInput,
    MoveRejected,
    NotAllowed,
    NothingToUndo,
    StaleVersion,
    TableClosed,
)
from companion.tables.models import Event, Snapshot, TableStatus
from companion.tables.replay import rebuild_state, replay_from_scratch
from companion.tables.selectors import can_redo
from tests.helpers import run_companion_moves

pytestmark = pytest.mark.django_db


def phone(people, seat: int | None) -> Caller:
    """The caller a seat's phone is (None: the host's phone, which holds no seat)."""
    if seat is None:
        return Caller(is_host=True)
    return Caller(seat=people.table.seats.get(index=seat))


def score(people, seat, target, points, *, version=None, cmid=None, host_for=None, **more):
    table = people.refresh()
    return services.submit_move(
        table=table,
        caller=phone(people, seat),
        seat=host_for,
        move={"type": "record_score", "args": {"target": target, "points": points, **more}},
        expected_version=table.version if version is None else version,
        client_move_id=cmid,
    )


def test_a_move_is_logged_and_bumps_the_version(people):
    outcome = score(people, 0, 0, 5, cmid="m1")
    table = people.refresh()
    assert table.version == 1
    assert outcome.event.seq == 1 and not outcome.duplicate
    assert table.state["current"][0] == 5
    event = Event.objects.get(table=table)
    assert (event.seat, event.move_type, event.args) == (
        0,
        "record_score",
        {"target": 0, "points": 5},
    )


def test_it_rejects_a_stale_move_that_conflicts_and_writes_nothing(people):
    score(people, 0, 0, 5)
    with pytest.raises(StaleVersion) as exc:
        score(people, 1, 0, 3, version=0)  # the same player's score: a real conflict
    assert exc.value.version == 1
    assert Event.objects.filter(table=people.table).count() == 1


def test_a_stale_move_that_commutes_is_merged(people):
    score(people, 0, 0, 5)
    merged = score(people, 1, 1, 3, version=0)
    assert merged.merged and merged.event.seq == 2
    assert people.refresh().state["current"] == [5, 3, None]


def test_a_retried_client_move_id_applies_once(people):
    first = score(people, 0, 0, 5, cmid="phone-a-1")
    # The retry carries the old expected_version: the duplicate answer comes first.
    again = score(people, 0, 0, 5, version=0, cmid="phone-a-1")
    assert again.duplicate and again.event.seq == first.event.seq
    assert people.refresh().version == 1


def test_a_rule_error_is_a_400_with_the_rule_and_writes_nothing(people):
    with pytest.raises(MoveRejected) as exc:
        score(people, 0, 0, -3)
    assert exc.value.rule == "SHEET-3"
    assert exc.value.status == 400
    assert "negative" in exc.value.message
    assert people.refresh().version == 0
    assert not Event.objects.exists()


def test_malformed_args_name_the_field(people):
    with pytest.raises(MoveRejected) as exc:
        score(people, 0, 0, "many")
    assert exc.value.field == "points"
    with pytest.raises(MoveRejected) as exc:
        services.submit_move(
            table=people.table,
            caller=phone(people, 0),
            move={"type": "teleport"},
            expected_version=0,
            client_move_id=None,
        )
    assert exc.value.message == "Scoresheet (any game) has no entry of that kind."


def test_the_host_names_the_seat_it_enters_for(people):
    with pytest.raises(InvalidInput, match="Choose the seat") as exc:
        score(people, None, 0, 1)
    assert exc.value.field == "seat"
    with pytest.raises(InvalidInput, match="no seat 9"):
        score(people, None, 0, 1, host_for=9)
    outcome = score(people, None, 0, 1, host_for=2)
    assert (outcome.event.seat, outcome.event.actor) == (2, "host")
    assert not Event.objects.filter(seat=0).exists()


def test_a_seat_enters_only_for_itself(people):
    with pytest.raises(NotAllowed, match="cannot enter moves for another seat"):
        score(people, 0, 0, 1, host_for=1)
    assert score(people, 0, 0, 1, host_for=0).event.seat == 0


def test_a_phone_must_say_which_version_it_saw(people):
    for missing in (None, "3", True):
        with pytest.raises(InvalidInput, match="which version") as exc:
            services.submit_move(
                table=people.table,
                caller=phone(people, 0),
                move={"type": "record_score", "args": {"target": 0, "points": 1}},
                expected_version=missing,
                client_move_id=None,
            )
        assert exc.value.field == "expected_version"
    assert not Event.objects.exists()


def test_a_spectator_enters_nothing(people):
    with pytest.raises(NotAllowed, match="Join the table first"):
        services.submit_move(
            table=people.table,
            caller=Caller(),
            move={"type": "record_score", "args": {"target": 0, "points": 1}},
            expected_version=0,
            client_move_id=None,
        )


def test_a_seat_change_does_not_make_an_entry_stale(people):
    seen = people.refresh().version
    seating.seat_release(table=people.table, index=2, caller=Caller(is_host=True))
    assert people.refresh().version == seen + 1
    outcome = score(people, 0, 0, 5, version=seen)
    assert outcome.event.seq == seen + 2
    # A move in between does, when the two entries conflict (the same player's score).
    with pytest.raises(StaleVersion):
        score(people, 1, 0, 7, version=seen)


def finish(people) -> None:
    """Score one round for everyone (the round closes itself) and end the game."""
    for target in range(3):
        score(people, 0, target, 1)
    run_companion_moves(people.table)
    table = people.refresh()
    services.submit_move(
        table=table,
        caller=phone(people, 0),
        move={"type": "end_game"},
        expected_version=table.version,
        client_move_id=None,
    )


def test_a_finished_table_takes_no_more_moves(people):
    finish(people)
    assert people.refresh().status == TableStatus.FINISHED
    with pytest.raises(TableClosed, match="finished: it takes no more entries"):
        score(people, 0, 0, 1)


def undo(people, seat):
    table = people.refresh()
    return services.submit_undo(
        table=table, caller=phone(people, seat), expected_version=table.version, client_move_id=None
    )


def redo(people, seat):
    table = people.refresh()
    return services.submit_redo(
        table=table, caller=phone(people, seat), expected_version=table.version, client_move_id=None
    )


def test_the_author_undoes_their_latest_move_and_can_redo_it(people):
    score(people, 0, 0, 5)
    score(people, 0, 1, 7)
    outcome = undo(people, 0)
    table = people.refresh()
    assert table.state["current"][:2] == [5, None]
    assert outcome.event.kind == "undo" and outcome.event.args == {"targets": [2]}
    assert Event.objects.get(table=table, seq=2).undone
    redo(people, 0)
    assert people.refresh().state["current"][:2] == [5, 7]
    assert not Event.objects.get(table=table, seq=2).undone


def test_undo_and_redo_say_what_they_took_back_and_brought_back(people):
    score(people, 1, 1, 7)
    took_back = undo(people, None)
    brought_back = redo(people, 1)
    spectator = Caller()
    assert selectors.outcome_lines(took_back.event, spectator) == [
        "The host took back entry 1: Jona scores 7 this round."
    ]
    assert selectors.outcome_lines(brought_back.event, spectator) == [
        "Jona brought back entry 1: Jona scores 7 this round."
    ]


def test_an_entry_that_said_nothing_is_taken_back_by_its_label(people):
    score(people, 0, 0, 5)
    Event.objects.filter(table=people.table, seq=1).update(outcome={})  # an entry from before
    took_back = undo(people, 0)
    assert took_back.event.outcome == {
        "public": [
            {
                "id": "%(who)s took back entry %(seq)s: %(what)s",
                "params": {
                    "who": "Anja",
                    "seq": 1,
                    "what": {
                        "id": "%(move)s.",
                        "params": {"move": {"id": "Enter a score", "params": {}}},
                    },
                },
            }
        ],
        "private": {},
    }
    assert selectors.outcome_lines(took_back.event, Caller()) == [
        "Anja took back entry 1: Enter a score."
    ]


def test_only_the_author_or_the_host_may_undo(people):
    score(people, 0, 0, 5)
    with pytest.raises(NotAllowed, match="Only the player who entered the latest move"):
        undo(people, 1)
    undo(people, None)
    assert people.refresh().state["current"][0] is None


def test_undo_walks_back_several_moves_and_redo_comes_back_in_order(people):
    score(people, 0, 0, 1)
    score(people, 0, 1, 2)
    score(people, 0, 2, 3)
    undo(people, 0)
    undo(people, 0)
    assert people.refresh().state["current"] == [1, None, None]
    redo(people, 0)
    assert people.refresh().state["current"] == [1, 2, None]
    redo(people, 0)
    assert people.refresh().state["current"] == [1, 2, 3]
    with pytest.raises(NothingToUndo, match="There is nothing to redo"):
        redo(people, 0)


def test_a_new_move_ends_the_chance_to_redo(people):
    score(people, 0, 0, 1)
    undo(people, 0)
    score(people, 1, 1, 4)
    assert not can_redo(people.refresh())
    with pytest.raises(NothingToUndo, match="There is nothing to redo"):
        redo(people, 0)


def test_nothing_to_undo_on_a_new_table(people):
    with pytest.raises(NothingToUndo, match="There is nothing to undo"):
        undo(people, 0)


def test_undoing_the_last_move_reopens_a_finished_table(people):
    finish(people)
    undo(people, 0)
    assert people.refresh().status == TableStatus.PLAYING


def test_state_is_rebuilt_from_the_newest_snapshot(people, settings):
    settings.TABLE_SNAPSHOT_EVERY = 3
    for i in range(7):
        # A full round's close is left queued (no commit here): later entries replace.
        score(people, i % 3, i % 3, i, replace=True)
    table = people.refresh()
    assert sorted(Snapshot.objects.filter(table=table).values_list("seq", flat=True)) == [0, 3, 6]
    assert rebuild_state(table) == table.state == replay_from_scratch(table)
    undo(people, None)  # undoes seq 7
    undo(people, None)  # undoes seq 6: the snapshot at 6 is dropped
    table = people.refresh()
    # Seq 9 (the second undo) is a snapshot of its own, taken after the flags changed.
    assert sorted(Snapshot.objects.filter(table=table).values_list("seq", flat=True)) == [0, 3, 9]
    assert rebuild_state(table) == table.state == replay_from_scratch(table)


def test_the_rebuild_command_reports_differences(people, capsys):
    score(people, 0, 0, 5)
    call_command("rebuild_tables")
    assert "0 with differences" in capsys.readouterr().out
    table = people.refresh()
    table.state = {**table.state, "current": [99, None, None]}
    table.save(update_fields=["state"])
    with pytest.raises(SystemExit):
        call_command("rebuild_tables", code=table.code)
    assert f"{table.code} (scoresheet): stored state differs" in capsys.readouterr().out
    call_command("rebuild_tables", code=table.code, fix=True)
    call_command("rebuild_tables", code=table.code)
    assert people.refresh().state["current"][0] == 5


@pytest.mark.parametrize(
    ("game", "seats", "options", "message"),
    [
        ("chess", [{"name": "A"}], {}, "There is no game called 'chess'."),
        ("scoresheet", [], {}, "Scoresheet (any game) is played by 1 to 12 players, not 0."),
        ("scoresheet", [{"name": "A"}, {"name": "a"}], {}, "Two seats have the same name."),
        (
            "scoresheet",
            [{"name": "A", "colour": "mauve"}],
            {},
            "The colour 'mauve' is not one of red, blue, green, yellow, black, white, orange, "
            "purple, pink, brown, grey, teal.",
        ),
        (
            "scoresheet",
            [{"name": "A"}],
            {"rounds": "x"},
            "number of rounds (0: the table decides when to stop): enter a whole number.",
        ),
        ("scoresheet", [{"name": "A"}], {"speed": 3}, "This entry takes no value called speed."),
        ("scoresheet", "Anja", {}, "Give the seats as a list of names and colours."),
        ("scoresheet", [{"name": 18643}], {}, "This must be a text."),
        ("scoresheet", [{"name": "A\x00"}], {}, "Control characters are not allowed here."),
    ],
)
def test_bad_tables_are_refused_with_a_clear_message(db, game, seats, options, message):
    with pytest.raises(InvalidInput) as exc:
        services.table_create(game=game, seats=seats, options=options)
    assert exc.value.message == message
    assert not Event.objects.exists()


def test_the_readable_result_leaves_no_message_unsaid(people, monkeypatch):
    stored = {
        "scores": {"0": 2.0},
        "places": {"0": 1},
        "winners": [0],
        "breakdown": {"0": {"fleet": {"id": "%(n)s ships", "params": {"n": 2}}}},
        "tiebreaks": [{"id": "Ties go to %(name)s.", "params": {"name": "Anja"}}, "Fixed text."],
        "ended_by": "SHEET-6",
    }
    monkeypatch.setattr(selectors, "final_result", lambda table: stored)
    assert selectors.readable_result(people.table) == {
        **stored,
        "breakdown": {"0": {"fleet": "2 ships"}},
        "tiebreaks": ["Ties go to Anja.", "Fixed text."],
    }


def test_an_entry_of_a_dropped_move_type_is_taken_back_in_words(people):
    score(people, 0, 0, 5)
    Event.objects.filter(table=people.table, seq=1).update(outcome={}, move_type="old_kind")
    took_back = undo(people, 0)
    assert selectors.outcome_lines(took_back.event, Caller()) == [
        "Anja took back entry 1: An entry of a kind this game no longer has."
    ]
