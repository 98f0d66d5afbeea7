"""Club history pages: phone first, HTMX for the region that changes, every page also
a full page load. Anyone may read a public club; organisers (Django auth) change it.

The pages live in modules by area (``pages``: reading the club; ``history``: the
plays and their form; ``links``: linking a table; ``transfer``: export and import;
``catalogues``: the club's catalogue of each game; ``founding``: starting a club; ``people``: roles, invitations, players and password links; ``club_settings``: name, time zone and keys);
this package names every view for ``companion.club.urls``.
"""

from __future__ import annotations

from companion.club.views.catalogues import catalogue_list, catalogue_page
from companion.club.views.club_settings import club_settings, key_new, key_revoke
from companion.club.views.founding import club_new
from companion.club.views.history import play_delete, play_edit, play_new, play_page, plays
from companion.club.views.links import link_find, link_table
from companion.club.views.pages import (
    club_list,
    game_page,
    home,
    player_confirm_page,
    player_forget_page,
    player_merge_page,
    player_page,
    players,
)
from companion.club.views.people import (
    invite,
    join,
    people,
    person_player,
    person_reset,
    remove,
    revoke,
    set_role,
)
from companion.club.views.transfer import export_csv, export_json, import_page

__all__ = [
    "club_settings",
    "key_new",
    "key_revoke",
    "person_player",
    "person_reset",
    "player_forget_page",
    "catalogue_list",
    "catalogue_page",
    "club_list",
    "club_new",
    "export_csv",
    "export_json",
    "game_page",
    "home",
    "import_page",
    "invite",
    "join",
    "people",
    "remove",
    "revoke",
    "set_role",
    "link_find",
    "link_table",
    "play_delete",
    "play_edit",
    "play_new",
    "play_page",
    "player_page",
    "player_confirm_page",
    "player_merge_page",
    "players",
    "plays",
]
