"""The roles' migration (club 0006): every organiser of a club before roles is one of
its owners after it (nobody loses what they could do), and going back keeps them
organisers."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

pytestmark = pytest.mark.django_db(transaction=True)

BEFORE = [("club", "0005_club_catalogue")]
AFTER = [("club", "0006_membership")]


def migrate(target):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(target)
    return executor.loader.project_state(target).apps


def test_organisers_become_owners_and_back():
    try:
        old = migrate(BEFORE)
        users = old.get_model("auth", "User")
        olga = users.objects.create(username="olga")
        otto = users.objects.create(username="otto")
        club = old.get_model("club", "Club").objects.create(name="Bay", slug="bay")
        other = old.get_model("club", "Club").objects.create(name="Cove", slug="cove")
        club.organisers.add(olga, otto)
        other.organisers.add(otto)

        new = migrate(AFTER)
        memberships = new.get_model("club", "Membership").objects
        assert sorted(memberships.values_list("club__slug", "user__username", "role")) == [
            ("bay", "olga", "owner"),
            ("bay", "otto", "owner"),
            ("cove", "otto", "owner"),
        ]

        back = migrate(BEFORE)
        clubs = back.get_model("club", "Club").objects
        assert sorted(clubs.get(slug="bay").organisers.values_list("username", flat=True)) == [
            "olga",
            "otto",
        ]
    finally:
        # Every app back at its newest migration: the rest of the run needs all tables.
        executor = MigrationExecutor(connection)
        migrate(executor.loader.graph.leaf_nodes())
