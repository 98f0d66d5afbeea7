from __future__ import annotations

from django.urls import path

from companion.web.views import corrections, home, language, moves, rules, seats, tables

app_name = "web"

urlpatterns = [
    path("", home.home, name="home"),
    path("new/", home.create_table, name="create"),
    path("find/", home.find_table, name="find"),
    path("language/", language.choose, name="language"),
    path("rules/<slug:game>/", rules.rules, name="rules"),
    path("t/<str:code>/", tables.seat_page, name="seat"),
    path("t/<str:code>/join/", seats.join, name="join"),
    path("t/<str:code>/join/<int:index>/", seats.claim, name="claim"),
    path("t/<str:code>/seat/<int:index>/", seats.take_over, name="take_over"),
    path("t/<str:code>/recover/", seats.recover, name="recover"),
    path("t/<str:code>/host/", seats.host, name="host"),
    path("t/<str:code>/host/release/<int:index>/", seats.release, name="release"),
    path("t/<str:code>/host/reassign/<int:index>/", seats.reassign, name="reassign"),
    path("t/<str:code>/host/hand-over/<int:index>/", seats.hand_over, name="hand_over"),
    path("t/<str:code>/host/recovery-link/", seats.recovery_link, name="recovery_link"),
    path("t/<str:code>/host/languages/", seats.languages, name="host_languages"),
    path("t/<str:code>/host/abandon/", tables.abandon, name="abandon"),
    path("t/<str:code>/qr.svg", tables.qr_svg, name="qr"),
    path("t/<str:code>/screen/", tables.screen, name="screen"),
    path("t/<str:code>/poll/", tables.poll, name="poll"),
    path("t/<str:code>/away/", tables.away, name="away"),
    path("t/<str:code>/move/", moves.move, name="move"),
    path("t/<str:code>/undo/", moves.undo, name="undo"),
    path("t/<str:code>/redo/", moves.redo, name="redo"),
    path("t/<str:code>/log/<int:seq>/correct/", corrections.correct, name="correct"),
    path("t/<str:code>/log/", tables.log, name="log"),
    path("t/<str:code>/rules/", rules.table_rules, name="table_rules"),
]
