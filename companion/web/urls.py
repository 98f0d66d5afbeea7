from __future__ import annotations

from django.urls import path

from companion.web.views import home, rules, tables

app_name = "web"

urlpatterns = [
    path("", home.home, name="home"),
    path("new/", home.create_table, name="create"),
    path("find/", home.find_table, name="find"),
    path("rules/<slug:game>/", rules.rules, name="rules"),
    path("t/<str:code>/", tables.seat_page, name="seat"),
    path("t/<str:code>/join/", tables.join, name="join"),
    path("t/<str:code>/join/<int:index>/", tables.claim, name="claim"),
    path("t/<str:code>/host/", tables.host, name="host"),
    path("t/<str:code>/host/release/<int:index>/", tables.release, name="release"),
    path("t/<str:code>/host/abandon/", tables.abandon, name="abandon"),
    path("t/<str:code>/qr.svg", tables.qr_svg, name="qr"),
    path("t/<str:code>/screen/", tables.screen, name="screen"),
    path("t/<str:code>/poll/", tables.poll, name="poll"),
    path("t/<str:code>/move/", tables.move, name="move"),
    path("t/<str:code>/undo/", tables.undo, name="undo"),
    path("t/<str:code>/redo/", tables.redo, name="redo"),
    path("t/<str:code>/log/", tables.log, name="log"),
]
