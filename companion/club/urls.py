"""Club history pages, under /club/."""

from __future__ import annotations

from django.contrib.auth import views as auth_views
from django.urls import path, reverse_lazy

from companion.club import views

app_name = "club"

urlpatterns = [
    path("", views.club_list, name="list"),
    path(
        "login/",
        auth_views.LoginView.as_view(
            template_name="club/login.html",
            next_page=reverse_lazy("club:list"),
            # Django's form views take PUT as a POST: a sign-in is a POST only.
            http_method_names=["get", "head", "post", "options"],
        ),
        name="login",
    ),
    path(
        "logout/", auth_views.LogoutView.as_view(next_page=reverse_lazy("club:list")), name="logout"
    ),
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
    path("<slug:slug>/catalogues/", views.catalogue_list, name="catalogues"),
    path("<slug:slug>/catalogues/<str:game>/", views.catalogue_page, name="catalogue"),
]
