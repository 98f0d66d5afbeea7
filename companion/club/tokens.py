"""A club's keys for scripts: made and revoked by its owners, shown once, kept hashed.

A key reads the club (scope read) or also writes its history as an organiser does
(scope write). It never reaches the club's people, its invitations or its keys, and it
is nothing in any other club: there it is no more than a signed-out caller.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext

from companion.club.cleaning import clean_text
from companion.club.errors import InvalidInput, NotFound, Problem
from companion.club.membership import revoked
from companion.club.models import ClubToken, TokenScope
from companion.club.selectors import Access, row_of_club
from companion.tables.models import hash_token

# Every club key starts so: a script's header tells it from a table seat's key at a
# glance, and a key pasted where it should not be is easy to find.
PREFIX = "tgc_"
MAX_TOKEN_NAME = 80
# How often a key's last use is written: a script polling every second costs one write
# a minute, not one per call.
LAST_USE_EVERY = timedelta(minutes=1)


@dataclass(frozen=True)
class NewToken:
    token: ClubToken
    key: str  # shown once: only its hash is kept


def token_create(*, access: Access, by: Any, name: Any, scope: Any) -> NewToken:
    access.require_owner()
    cleaned, problems = clean_text(name, "name", max_length=MAX_TOKEN_NAME, required=True)
    if scope not in TokenScope.values:
        choices = ", ".join(TokenScope.values)
        problems.append(
            Problem(gettext("must be one of: %(choices)s") % {"choices": choices}, "scope")
        )
    if problems:
        raise InvalidInput(problems)
    key = PREFIX + secrets.token_urlsafe(32)
    token = ClubToken.objects.create(
        club=access.club,
        name=cleaned,
        scope=scope,
        token_hash=hash_token(key),
        prefix=key[: len(PREFIX) + 4],
        created_by=by if getattr(by, "is_authenticated", False) else None,
    )
    return NewToken(token, key)


def token_of(access: Access, token_id: Any) -> ClubToken:
    found = row_of_club(ClubToken.objects.all(), access.club, token_id)
    if found is None:
        raise NotFound(gettext("there is no such key in this club"))
    return found


def token_revoke(*, access: Access, token_id: Any) -> ClubToken:
    access.require_owner()
    return revoked(token_of(access, token_id))


def tokens_of(access: Access) -> list[ClubToken]:
    """The club's keys, working ones first, newest first."""
    access.require_owner()
    tokens = ClubToken.objects.filter(club=access.club).select_related("created_by")
    return sorted(tokens, key=lambda t: t.revoked_at is not None)


def token_by_key(key: str) -> ClubToken | None:
    """The working key ``key`` is (None: not one of ours, or revoked); its last use is
    written at most once a minute."""
    if not key.startswith(PREFIX) or len(key) > 200:
        return None
    token = (
        ClubToken.objects.filter(token_hash=hash_token(key), revoked_at__isnull=True)
        .select_related("club")
        .first()
    )
    if token is None:
        return None
    now = timezone.now()
    if token.last_used_at is None or now - token.last_used_at >= LAST_USE_EVERY:
        # Conditional: of many calls at once, one writes.
        stale = Q(last_used_at__isnull=True) | Q(last_used_at__lte=now - LAST_USE_EVERY)
        ClubToken.objects.filter(stale, pk=token.pk).update(last_used_at=now)
        token.last_used_at = now
    return token
