"""The people of the club tests: Olga organises the club "Tortuga Bay"; Udo is
signed in but organises nothing; a stranger is not signed in. Anja, Jona and Mira
are its players (no logins)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Club:
    club: object
    olga: object
    udo: object
    anja: object
    jona: object
    mira: object

    def api(self, who: str | None = None):
        from rest_framework.test import APIClient

        client = APIClient()
        if who:
            client.force_login(getattr(self, who))
        return client

    def page(self, who: str | None = None):
        from django.test import Client

        client = Client()
        if who:
            client.force_login(getattr(self, who))
        return client

    @property
    def url(self) -> str:
        return f"/api/clubs/{self.club.slug}"


def make_club(slug: str = "tortuga-bay", *, is_public: bool = True) -> Club:
    from django.contrib.auth import get_user_model

    from companion.club.models import Club as ClubModel
    from companion.club.models import Player

    users = get_user_model()
    olga = users.objects.create_user(f"olga-{slug}", password="x-pass-123")
    udo = users.objects.create_user(f"udo-{slug}", password="x-pass-123")
    club = ClubModel.objects.create(name="Tortuga Bay", slug=slug, is_public=is_public)
    club.add_person(olga, "organiser")
    anja, jona, mira = (Player.objects.create(club=club, name=n) for n in ("Anja", "Jona", "Mira"))
    return Club(club, olga, udo, anja, jona, mira)


def record(
    bay: Club,
    *scores,
    game: str = "scoresheet",
    when: str = "2026-11-01T20:00:00Z",
    players=None,
    **extra,
):
    """Enter a play by hand through the service: scores in the order Anja, Jona, Mira."""
    from companion.club import plays

    players = players or [bay.anja, bay.jona, bay.mira]
    return plays.play_record_manual(
        club=bay.club,
        data={
            "game": game,
            "played_at": when,
            "results": [{"player": p.pk, "score": sc} for p, sc in zip(players, scores, strict=False)],
            **extra,
        },
    )  # fmt: skip
