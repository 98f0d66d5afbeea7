"""Club history API routes, included under /api/ (namespace "api")."""

from __future__ import annotations

from django.urls import path

from companion.club import api

urlpatterns = [
    path("clubs/", api.ClubsView.as_view(), name="clubs"),
    path("clubs/<str:code>/", api.ClubView.as_view(), name="club"),
    path("clubs/<str:code>/players/", api.PlayersView.as_view(), name="club-players"),
    path("clubs/<str:code>/players/<int:index>/", api.PlayerView.as_view(), name="club-player"),
    path(
        "clubs/<str:code>/players/<int:index>/confirm/",
        api.PlayerConfirmView.as_view(),
        name="club-player-confirm",
    ),
    path(
        "clubs/<str:code>/players/<int:index>/merge/",
        api.PlayerMergeView.as_view(),
        name="club-player-merge",
    ),
    path(
        "clubs/<str:code>/players/<int:index>/ratings/",
        api.PlayerRatingsView.as_view(),
        name="club-player-ratings",
    ),
    path("clubs/<str:code>/leaderboard/", api.LeaderboardView.as_view(), name="club-leaderboard"),
    path("clubs/<str:code>/games/", api.GamesView.as_view(), name="club-games"),
    path("clubs/<str:code>/game-stats/", api.GameStatsView.as_view(), name="club-game-stats"),
    path("clubs/<str:code>/plays/", api.PlaysView.as_view(), name="club-plays"),
    path(
        "clubs/<str:code>/plays/import/",
        api.PlaysCsvImportView.as_view(),
        name="club-plays-import",
    ),
    path("clubs/<str:code>/plays/<int:index>/", api.PlayView.as_view(), name="club-play"),
    path("clubs/<str:code>/seat-links/", api.SeatLinkView.as_view(), name="club-seat-links"),
    path("clubs/<str:code>/export/", api.ExportView.as_view(), name="club-export"),
    path("clubs/<str:code>/export/plays.csv", api.PlaysCsvView.as_view(), name="club-plays-csv"),
    path("clubs/<str:code>/import/", api.ImportView.as_view(), name="club-import"),
    path("clubs/<str:code>/people/", api.PeopleView.as_view(), name="club-people"),
    path("clubs/<str:code>/people/<int:index>/", api.PersonView.as_view(), name="club-person"),
    path("clubs/<str:code>/invitations/", api.InvitationsView.as_view(), name="club-invitations"),
    path(
        "clubs/<str:code>/invitations/<int:index>/",
        api.InvitationView.as_view(),
        name="club-invitation",
    ),
    path(
        "clubs/<str:code>/people/<int:index>/reset-link/",
        api.ResetLinkView.as_view(),
        name="club-person-reset-link",
    ),
    path(
        "clubs/<str:code>/players/<int:index>/forget/",
        api.PlayerForgetView.as_view(),
        name="club-player-forget",
    ),
    path("clubs/<str:code>/keys/", api.KeysView.as_view(), name="club-keys"),
    path("clubs/<str:code>/keys/<int:index>/", api.KeyView.as_view(), name="club-key"),
    path("account/", api.AccountView.as_view(), name="account"),
    path("invitations/accept/", api.InvitationAcceptView.as_view(), name="invitations-accept"),
    path("clubs/<str:code>/catalogues/", api.CataloguesView.as_view(), name="club-catalogues"),
    path(
        "clubs/<str:code>/catalogues/<str:game>/",
        api.CatalogueView.as_view(),
        name="club-catalogue",
    ),
]
