"""The app's URLs plus the baselines: a bare view that inserts one row, a static 200."""

from __future__ import annotations

import itertools

from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.urls import path
from django.views.decorators.csrf import csrf_exempt

from companion.urls import urlpatterns as app_urlpatterns

_seq = itertools.count(1_000_000)
_table_id: list[int] = []


@csrf_exempt
def insert_one_row(request: HttpRequest) -> HttpResponse:
    """The plainest Django write: one ORM insert of a small JSON row in a transaction."""
    from companion.tables.models import Snapshot, Table

    # By the primary key's index: the default ordering (newest first) has no index, and
    # the floor slowed 2.3-5x at 10,000 tables.
    table_id = Table.objects.order_by("pk").values_list("pk", flat=True).first()
    if table_id is None:  # a bench run alone on a fresh database: a row to hang it on
        from companion.tables.services import table_create

        table_id = table_create(game="scoresheet", seats=[{"name": "Floor"}]).table.pk
    with transaction.atomic():
        Snapshot.objects.create(
            table_id=table_id, seq=next(_seq), state={"body": request.body.decode()}
        )
    return HttpResponse(status=201)


def static_ok(request: HttpRequest) -> HttpResponse:
    return HttpResponse(status=200)


urlpatterns = [
    path("bench/insert/", insert_one_row),
    path("bench/static/", static_ok),
    *app_urlpatterns,
]
