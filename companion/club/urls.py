"""Club history pages, under /club/."""

from __future__ import annotations

from django.contrib.auth import views as auth_views
from django.urls import path, reverse_lazy

from companion.accounts.views import SignInView
from companion.club import views

app_name = "club"

urlpatterns = [
    path("", views.club_list, name="list"),
    path("login/", SignInView.as_view(next_page=reverse_lazy("club:list")), name="login"),
    path(
        "logout/", auth_views.LogoutView.as_view(next_page=reverse_lazy("club:list")), name="logout"
    ),
    path("new/", views.club_new, name="new"),
    path("join/<str:token>/", views.join, name="join"),
    path("<slug:slug>/", views.home, name="home"),
    path("<slug:slug>/players/", views.players, name="players"),
    path("<slug:slug>/players/<int:player_id>/", views.player_page, name="player"),
    path(
        "<slug:slug>/players/<int:player_id>/confirm/",
        views.player_confirm_page,
        name="player-confirm",
    ),
    path(
        "<slug:slug>/players/<int:player_id>/merge/", views.player_merge_page, name="player-merge"
    ),
    path("<slug:slug>/games/<slug:game>/", views.game_page, name="game"),
    path("<slug:slug>/plays/", views.plays, name="plays"),
    path("<slug:slug>/plays/new/", views.play_new, name="play-new"),
    path("<slug:slug>/plays/<int:play_id>/", views.play_page, name="play"),
    path("<slug:slug>/plays/<int:play_id>/edit/", views.play_edit, name="play-edit"),
    path("<slug:slug>/plays/<int:play_id>/delete/", views.play_delete, name="play-delete"),
    path("<slug:slug>/tables/", views.link_find, name="link-find"),
    path("<slug:slug>/tables/<str:code>/link/", views.link_table, name="link"),
    path("<slug:slug>/export.json", views.export_json, name="export"),
    path("<slug:slug>/plays.csv", views.export_csv, name="plays-csv"),
    path("<slug:slug>/import/", views.import_page, name="import"),
    path("<slug:slug>/people/", views.people, name="people"),
    path("<slug:slug>/people/invite/", views.invite, name="invite"),
    path(
        "<slug:slug>/people/invitations/<int:invitation_id>/revoke/",
        views.revoke,
        name="invitation-revoke",
    ),
    path("<slug:slug>/people/<int:user_id>/role/", views.set_role, name="person-role"),
    path("<slug:slug>/people/<int:user_id>/remove/", views.remove, name="person-remove"),
    path("<slug:slug>/people/<int:user_id>/player/", views.person_player, name="person-player"),
    path("<slug:slug>/people/<int:user_id>/reset/", views.person_reset, name="person-reset"),
    path(
        "<slug:slug>/players/<int:player_id>/forget/",
        views.player_forget_page,
        name="player-forget",
    ),  # fmt: skip
    path("<slug:slug>/settings/", views.club_settings, name="settings"),
    path("<slug:slug>/settings/keys/", views.key_new, name="key-new"),
    path("<slug:slug>/settings/keys/<int:key_id>/revoke/", views.key_revoke, name="key-revoke"),
    path("<slug:slug>/catalogues/", views.catalogue_list, name="catalogues"),
    path("<slug:slug>/catalogues/<str:game>/", views.catalogue_page, name="catalogue"),
]
