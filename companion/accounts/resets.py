"""An owner's one-time link for a person of the club who forgot their password: the app
sends no mail, so the owner hands the link over at the table.

A link works once (Django's reset token is spent when the password changes) and for
``PASSWORD_RESET_TIMEOUT`` seconds. An owner may make one only for a person whose every
club this owner owns: an owner of one small club must not take over an account that
also belongs to clubs they do not run. Nor for a staff account, nor for themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.contrib.auth.tokens import default_token_generator
from django.urls import reverse
from django.utils import timezone
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode
from django.utils.translation import gettext

from companion.club.errors import NotAllowed
from companion.club.membership import person_of
from companion.club.models import Membership, Role
from companion.club.selectors import Access


@dataclass(frozen=True)
class ResetLink:
    path: str  # /account/reset/<uid>/<token>/: shown once
    username: str
    expires_at: datetime


def reset_link_create(*, access: Access, by: Any, user_id: Any) -> ResetLink:
    access.require_owner()
    membership = person_of(access, user_id)
    person = membership.user
    if person.pk == getattr(by, "pk", None):
        raise NotAllowed(gettext("change your own password on your account page"))
    if person.is_staff or person.is_superuser:
        raise NotAllowed(gettext("a site administrator's password is changed by the site only"))
    elsewhere = Membership.objects.filter(user=person).exclude(
        club__in=Membership.objects.filter(user_id=by.pk, role=Role.OWNER).values("club")
    )
    if elsewhere.exists():
        raise NotAllowed(
            gettext("they are also in a club you do not own: only %(name)s, or an owner of "
                    "every club they are in, can change their password") % {"name": person}
        )  # fmt: skip
    uid = urlsafe_base64_encode(force_bytes(person.pk))
    token = default_token_generator.make_token(person)
    return ResetLink(
        path=reverse("accounts:reset", args=[uid, token]),
        username=person.get_username(),
        expires_at=timezone.now() + timedelta(seconds=settings.PASSWORD_RESET_TIMEOUT),
    )
