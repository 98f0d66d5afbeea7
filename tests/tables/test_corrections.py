"""Correcting an earlier entry (issue 13 part 2), through the service pages and API share."""

from __future__ import annotations

import pytest

from companion.engines.base import Outcome
from companion.engines.text import english
from companion.tables import services
from companion.tables.access import Caller
from companion.tables.errors import MoveRejected, NotAllowed, NotFound
from companion.tables.models import Event, EventKind, Seat
from companion.tables.replay import replay_from_scratch
from tests.helpers import run_companion_moves

pytestmark = pytest.mark.django_db

HOST = Caller(is_host=True)


def seat_caller(people, index: int) -> Caller:
    return Caller(seat=Seat.objects.get(table=people.table, index=index))


def score(people, seat: int, target: int, points: int):
    table = people.refresh()
    return services.submit_move(
        table=table,
        caller=seat_caller(people, seat),
        move={"type": "record_score", "args": {"target": target, "points": points}},
        expected_version=table.version,
        client_move_id=None,
    )


def correct(people, caller: Caller, seq: int, move=None):
    table = people.refresh()
    return services.submit_correction(
        table=table,
        caller=caller,
        seq=seq,
        move=move,
        expected_version=table.version,
        client_move_id=None,
    )


def lines(event: Event) -> list[str]:
    return [english(m) for m in Outcome.seen_by(event.outcome, None)]


def two_rounds(people) -> None:
    """Entries 1-3: round 1's scores; 4: the companion closes it; 5-7: round 2's."""
    for target, points in enumerate((5, 3, 4)):
        score(people, target, target, points)
    run_companion_moves(people.refresh())
    for target, points in enumerate((1, 2, 6)):
        score(people, target, target, points)


@pytest.fixture
def played(people):
    two_rounds(people)
    return people


def test_the_host_corrects_a_score_of_an_earlier_round_and_the_rest_is_played_again(played):
    table = played.refresh()
    first = Event.objects.get(table=table, seq=1)
    recorded = correct(
        played, HOST, 1, {"type": "record_score", "args": {"target": 0, "points": 8}}
    )
    table = played.refresh()
    assert table.state["rounds"] == [[8, 3, 4]]
    assert table.state["current"] == [1, 2, 6]
    assert Event.objects.get(pk=first.pk).undone, "the corrected entry is kept, marked"
    assert recorded.event.kind == EventKind.CORRECT
    assert lines(recorded.event) == [
        "The host corrected entry 1, which said: Anja scores 5 this round. Now:",
        "Anja scores 8 this round.",
    ]
    assert replay_from_scratch(table) == table.state


def test_a_correction_that_makes_a_later_entry_illegal_is_refused_naming_it(played):
    version = played.refresh().version
    with pytest.raises(MoveRejected) as refused:
        correct(played, HOST, 2)  # Jona's round-1 score removed: the round could not close
    assert refused.value.message == (
        "Entry 4 (Close the round) would no longer be allowed: The round needs a score for "
        "Jona first."
    )
    assert refused.value.rule == "SHEET-2"
    assert played.refresh().version == version, "nothing was written"


def test_the_host_removes_an_entry(played):
    recorded = correct(played, HOST, 7)
    assert played.refresh().state["current"] == [1, 2, None]
    assert lines(recorded.event) == ["The host removed entry 7: Mira scores 6 this round."]


def test_a_player_corrects_their_own_entry_while_nothing_depends_on_it(played):
    recorded = correct(
        played,
        seat_caller(played, 0),
        5,
        {"type": "record_score", "args": {"target": 0, "points": 9}},
    )
    assert played.refresh().state["current"] == [9, 2, 6]
    assert lines(recorded.event)[0].startswith("Anja corrected entry 5")


def test_a_player_cannot_correct_an_entry_others_depend_on(played):
    with pytest.raises(NotAllowed, match="Entry 4 \\(Close the round\\) depends on this one"):
        correct(
            played,
            seat_caller(played, 0),
            1,
            {"type": "record_score", "args": {"target": 0, "points": 9}},
        )


def test_a_player_cannot_correct_another_players_entry(played):
    with pytest.raises(NotAllowed, match="Only the player who made that entry, or the host"):
        correct(played, seat_caller(played, 1), 5)


def test_a_correction_must_itself_be_allowed(played):
    with pytest.raises(MoveRejected, match="This table does not allow negative scores."):
        correct(played, HOST, 5, {"type": "record_score", "args": {"target": 0, "points": -1}})


def test_an_unknown_or_taken_back_entry_cannot_be_corrected(played):
    with pytest.raises(NotFound, match="This table has no entry 99."):
        correct(played, HOST, 99)
    correct(played, HOST, 7)
    with pytest.raises(MoveRejected, match="Entry 7 is not a move in play"):
        correct(played, HOST, 7)


def test_a_corrected_entry_can_be_corrected_again_and_undo_still_works(played):
    correct(played, HOST, 1, {"type": "record_score", "args": {"target": 0, "points": 8}})
    again = correct(played, HOST, 8, {"type": "record_score", "args": {"target": 0, "points": 2}})
    assert played.refresh().state["rounds"] == [[2, 3, 4]]
    assert lines(again.event) == [
        "The host corrected entry 8, which said: Anja scores 8 this round. Now:",
        "Anja scores 2 this round.",
    ]
    table = played.refresh()
    services.submit_undo(
        table=table, caller=HOST, expected_version=table.version, client_move_id=None
    )
    assert played.refresh().state["current"] == [1, 2, None]
    assert replay_from_scratch(played.refresh()) == played.refresh().state
