"""Seats and the host role: each road a seat or the host role can change hands by."""

from __future__ import annotations

import pytest

from companion.tables import seating, selectors, services
from companion.tables.access import Caller, caller_for_tokens
from companion.tables.errors import InvalidInput, NotAllowed, NotFound, SeatTaken
from companion.tables.models import Event, EventKind, Seat
from tests.conftest import make_people

pytestmark = pytest.mark.django_db

HOST = Caller(is_host=True)


def seat_log(people) -> list[tuple[str, str, int | None]]:
    events = Event.objects.filter(table=people.table, kind=EventKind.SEAT).order_by("seq")
    return [(e.actor, e.args["action"], e.args.get("seat")) for e in events]


def as_caller(people, *tokens: str | None) -> Caller:
    return caller_for_tokens(people.refresh(), tokens)


def test_an_api_table_has_every_seat_taken_a_page_table_none():
    api = make_people(seats_taken=True)
    assert all(s.claimed_at is not None for s in api.table.seats.all())
    page = make_people(seats_taken=False)
    assert all(s.claimed_at is None for s in page.table.seats.all())


def test_a_taken_seat_is_refused_and_its_token_keeps_working():
    people = make_people(seats_taken=True)
    with pytest.raises(SeatTaken, match="Anja's seat is already taken by another phone"):
        seating.seat_claim(table=people.table, index=0)
    assert as_caller(people, people.anja).seat_index == 0
    assert seat_log(people) == []


def test_a_free_seat_is_claimed_once():
    people = make_people(seats_taken=False)
    taken = seating.seat_claim(table=people.table, index=1)
    assert as_caller(people, taken.token).seat_index == 1
    with pytest.raises(SeatTaken):
        seating.seat_claim(table=people.table, index=1)
    assert as_caller(people, taken.token).seat_index == 1
    assert seat_log(people) == [("seat", "claim", 1)]


def test_a_phone_holding_a_seat_cannot_claim_a_second_one():
    people = make_people(seats_taken=False)
    first = seating.seat_claim(table=people.table, index=0)
    with pytest.raises(SeatTaken, match="This phone already holds Anja's seat."):
        seating.seat_claim(table=people.table, index=1, caller=as_caller(people, first.token))
    assert people.table.seats.get(index=1).claimed_at is None


def test_a_missing_seat_is_not_found():
    people = make_people(seats_taken=False)
    with pytest.raises(NotFound, match="There is no seat 7 at this table."):
        seating.seat_claim(table=people.table, index=7)


def test_only_the_host_frees_and_then_the_old_token_is_dead():
    people = make_people(seats_taken=True)
    anja = as_caller(people, people.anja)
    for caller in (anja, Caller()):
        with pytest.raises(NotAllowed, match="Only the host can free a seat."):
            seating.seat_release(table=people.table, index=1, caller=caller)
    seating.seat_release(table=people.table, index=1, caller=HOST)
    assert as_caller(people, people.jona).seat is None
    new = seating.seat_claim(table=people.table, index=1)
    assert as_caller(people, new.token).seat_index == 1
    assert seat_log(people) == [("host", "free", 1), ("seat", "claim", 1)]


def test_the_host_reassigns_a_seat_to_a_new_phone():
    people = make_people(seats_taken=True)
    with pytest.raises(NotAllowed, match="Only the host can reassign a seat."):
        seating.seat_reassign(table=people.table, index=2, caller=as_caller(people, people.jona))
    given = seating.seat_reassign(table=people.table, index=2, caller=HOST)
    assert as_caller(people, people.mira).seat is None
    assert as_caller(people, given.token).seat_index == 2
    # The seat stays taken: nobody else claims it through the join link.
    with pytest.raises(SeatTaken):
        seating.seat_claim(table=people.table, index=2)
    assert seat_log(people) == [("host", "reassign", 2)]


def test_a_reassigned_seats_link_works_once():
    people = make_people(seats_taken=True)
    given = seating.seat_reassign(table=people.table, index=2, caller=HOST)
    taken = seating.seat_take_over(table=people.table, index=2, token=given.token)
    assert as_caller(people, taken.token).seat_index == 2
    assert as_caller(people, given.token).seat is None
    with pytest.raises(NotAllowed, match="This link has been used or replaced."):
        seating.seat_take_over(table=people.table, index=2, token=given.token)
    with pytest.raises(NotAllowed):
        seating.seat_take_over(table=people.table, index=1, token="")
    assert seat_log(people) == [("host", "reassign", 2), ("seat", "take_over", 2)]


def test_the_host_hands_the_host_role_to_a_seat():
    people = make_people(seats_taken=True)
    with pytest.raises(NotAllowed, match="Only the host can hand over the host role."):
        seating.host_hand_over(table=people.table, index=0, caller=as_caller(people, people.anja))
    seating.host_hand_over(table=people.table, index=0, caller=as_caller(people, people.host))
    assert not as_caller(people, people.host).is_host
    anja = as_caller(people, people.anja)
    assert anja.is_host and anja.seat_index == 0
    assert not as_caller(people, people.jona).is_host
    # The new host frees another seat, and enters a move for it.
    seating.seat_release(table=people.table, index=1, caller=anja)
    outcome = services.submit_move(
        table=people.refresh(),
        caller=anja,
        seat=2,
        move={"type": "record_score", "args": {"target": 2, "points": 3}},
        expected_version=people.refresh().version,
        client_move_id=None,
    )
    assert (outcome.event.actor, outcome.event.seat) == ("host", 2)
    # Its own seat cannot be freed while it holds the host role.
    with pytest.raises(SeatTaken, match="hand the host role to another seat"):
        seating.seat_release(table=people.table, index=0, caller=anja)
    assert seat_log(people) == [("host", "host_to_seat", 0), ("host", "free", 1)]


def test_the_host_role_goes_only_to_a_seat_with_a_phone():
    people = make_people(seats_taken=False)
    with pytest.raises(InvalidInput, match="has no phone yet"):
        seating.host_hand_over(table=people.table, index=0, caller=HOST)


def test_the_recovery_link_makes_a_new_host_and_ends_the_old_one():
    people = make_people(seats_taken=True)
    recovery = seating.recovery_link_renew(
        table=people.table, caller=as_caller(people, people.host)
    )
    seating.host_hand_over(table=people.table, index=1, caller=as_caller(people, people.host))
    assert as_caller(people, people.jona).is_host
    with pytest.raises(NotAllowed, match="This recovery link is not valid"):
        seating.host_recover(table=people.table, recovery_token="guess")
    host_token = seating.host_recover(table=people.refresh(), recovery_token=recovery)
    assert as_caller(people, host_token).is_host
    assert not as_caller(people, people.jona).is_host
    assert as_caller(people, people.jona).seat_index == 1
    assert seat_log(people)[-1] == ("host", "host_recovered", None)


def test_a_new_recovery_link_ends_the_old_one():
    people = make_people(seats_taken=True)
    first = seating.recovery_link_renew(table=people.table, caller=HOST)
    second = seating.recovery_link_renew(table=people.table, caller=HOST)
    with pytest.raises(NotAllowed):
        seating.host_recover(table=people.refresh(), recovery_token=first)
    assert seating.host_recover(table=people.refresh(), recovery_token=second)
    with pytest.raises(NotAllowed, match="Only the host can make a recovery link."):
        seating.recovery_link_renew(table=people.table, caller=Caller())


def test_seat_entries_never_reach_the_game_state():
    people = make_people(seats_taken=False)
    before = people.refresh().state
    seating.seat_claim(table=people.table, index=0)
    seating.seat_release(table=people.table, index=0, caller=HOST)
    table = people.refresh()
    assert table.state == before
    assert not Seat.objects.filter(table=table, claimed_at__isnull=False).exists()


def test_every_seat_change_tells_the_table_what_happened_in_words():
    people = make_people(seats_taken=False)
    seating.seat_claim(table=people.table, index=0)
    seating.seat_release(table=people.refresh(), index=0, caller=HOST)
    given = seating.seat_reassign(table=people.refresh(), index=1, caller=HOST)
    seating.seat_take_over(table=people.refresh(), index=1, token=given.token)
    seating.host_hand_over(table=people.refresh(), index=1, caller=HOST)
    seating.host_recover(
        table=people.refresh(),
        recovery_token=seating.recovery_link_renew(table=people.refresh(), caller=HOST),
    )
    entries = selectors.event_entries(people.refresh(), Caller())
    assert [e["outcome"] for e in entries] == [
        ["A phone took Anja's seat."],
        ["The host freed Anja's seat for another phone."],
        ["The host gave Jona's seat to a new phone."],
        ["A new phone took Jona's seat."],
        ["The host role went to Jona's phone."],
        ["The recovery link made a phone the host again."],
    ]
