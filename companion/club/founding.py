"""Starting a club: anyone signed in starts one and is its owner (issue 23)."""

from __future__ import annotations

from typing import Any

from django.db import IntegrityError, transaction
from django.utils.text import slugify
from django.utils.translation import gettext

from companion.club.cleaning import clean_text
from companion.club.errors import InvalidInput, NotAllowed, Problem
from companion.club.models import Club, Role, default_time_zone
from companion.club.zones import is_time_zone, zone_problem

MAX_CLUB_NAME = 120
MAX_SLUG = 60
# Words of the club pages' own addresses (/club/login/, /club/new/...): never a club's.
RESERVED_SLUGS = frozenset({"login", "logout", "new", "join", "signup", "account", "api", "admin"})


def club_create(*, owner: Any, name: Any, is_public: Any = False, time_zone: Any = None) -> Club:
    """A new club named ``name`` (private unless ``is_public``), ``owner`` its owner,
    in ``time_zone`` (None: the server's).

    Its address (slug) comes from the name, made unique with a number when another club
    has it."""
    if owner is None or not owner.is_authenticated:
        raise NotAllowed(gettext("sign in to start a club"))
    cleaned, problems = clean_text(name, "name", max_length=MAX_CLUB_NAME, required=True)
    if not isinstance(is_public, bool):
        problems.append(Problem(gettext("must be true or false"), "is_public"))
    if time_zone is not None and not is_time_zone(time_zone):
        problems.append(zone_problem())
    if problems:
        raise InvalidInput(problems)
    base = slugify(cleaned)[: MAX_SLUG - 4].strip("-") or "club"
    for attempt in range(1, 100):
        slug = base if attempt == 1 else f"{base}-{attempt}"
        if slug in RESERVED_SLUGS or Club.objects.filter(slug=slug).exists():
            continue
        try:
            with transaction.atomic():
                club = Club.objects.create(
                    name=cleaned,
                    slug=slug,
                    is_public=is_public,
                    time_zone=time_zone or default_time_zone(),
                )
                club.add_person(owner, Role.OWNER)
                return club
        except IntegrityError:
            continue  # another club took this address a moment ago: try the next
    raise InvalidInput([Problem(gettext("choose another name: this one is taken"), "name")])
