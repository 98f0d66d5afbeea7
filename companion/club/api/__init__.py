"""The club history REST API, under /api/clubs/.

Reading follows the club's ``is_public``: anyone may read a public club, only its
people (owners, organisers and members) a private one, which answers 404 to anyone else.
Changing the history needs a Django session of one of the club's owners or organisers;
its people and invitations, of an owner (DRF SessionAuthentication: sign in at /club/login/, then send the
session cookie and the CSRF token as for any Django form). The club is ``{code}``
(its slug) in every path; ``{index}`` is a player's or a play's id.

Every answer, errors included, is produced by the serializer its ``@extend_schema``
documents (``companion.club.serializers``).

The views live in modules by area (``clubs``: reading a club and its players;
``plays``: the play history and seat links; ``transfer``: export and import;
``catalogues``: the club's catalogue of each game; ``people``: roles and
invitations; ``base``:
what they share); this package names every view for ``companion.club.api_urls``.
"""

from __future__ import annotations

from companion.club.api.catalogues import CataloguesView, CatalogueView
from companion.club.api.clubs import (
    ClubsView,
    ClubView,
    GameStatsView,
    GamesView,
    LeaderboardView,
    PlayerConfirmView,
    PlayerMergeView,
    PlayerRatingsView,
    PlayersView,
    PlayerView,
)
from companion.club.api.people import (
    InvitationAcceptView,
    InvitationsView,
    InvitationView,
    PeopleView,
    PersonView,
)
from companion.club.api.plays import PlaysView, PlayView, SeatLinkView
from companion.club.api.transfer import ExportView, ImportView, PlaysCsvImportView, PlaysCsvView

__all__ = [
    "InvitationAcceptView",
    "InvitationView",
    "InvitationsView",
    "PeopleView",
    "PersonView",
    "CatalogueView",
    "CataloguesView",
    "ClubView",
    "ClubsView",
    "ExportView",
    "GameStatsView",
    "GamesView",
    "ImportView",
    "LeaderboardView",
    "PlayView",
    "PlayerConfirmView",
    "PlayerMergeView",
    "PlayerRatingsView",
    "PlayerView",
    "PlayersView",
    "PlaysCsvImportView",
    "PlaysCsvView",
    "PlaysView",
    "SeatLinkView",
]
