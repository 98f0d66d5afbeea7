"""The club history REST API, under /api/clubs/.

Reading follows the club's ``is_public``: anyone may read a public club, only its
people (owners, organisers and members) a private one, which answers 404 to anyone else.
Changing the history needs a Django session of one of the club's owners or organisers,
or a club key with the write scope; its people, invitations, keys and settings need an
owner's session (DRF SessionAuthentication: sign in at /club/login/, then send the
session cookie and the CSRF token as for any Django form). A club key
(``Authorization: Bearer tgc_...``, ``keys.py``) needs no CSRF token and acts only in
its own club. The club is ``{code}``
(its slug) in every path; ``{index}`` is a player's or a play's id.

Every answer, errors included, is produced by the serializer its ``@extend_schema``
documents (``companion.club.serializers``).

The views live in modules by area (``clubs``: reading a club and its players;
``plays``: the play history and seat links; ``transfer``: export and import;
``catalogues``: the club's catalogue of each game; ``people``: roles, invitations,
password links and the account's clubs; ``club_keys``: keys for scripts; ``base``:
what they share); this package names every view for ``companion.club.api_urls``.
"""

from __future__ import annotations

from companion.club.api.catalogues import CataloguesView, CatalogueView
from companion.club.api.club_keys import KeysView, KeyView
from companion.club.api.clubs import (
    ClubsView,
    ClubView,
    GameStatsView,
    GamesView,
    LeaderboardView,
    PlayerConfirmView,
    PlayerForgetView,
    PlayerMergeView,
    PlayerRatingsView,
    PlayersView,
    PlayerView,
)
from companion.club.api.people import (
    AccountView,
    InvitationAcceptView,
    InvitationsView,
    InvitationView,
    PeopleView,
    PersonView,
    ResetLinkView,
)
from companion.club.api.plays import PlaysView, PlayView, SeatLinkView
from companion.club.api.transfer import ExportView, ImportView, PlaysCsvImportView, PlaysCsvView

__all__ = [
    "AccountView",
    "KeyView",
    "KeysView",
    "PlayerForgetView",
    "ResetLinkView",
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
