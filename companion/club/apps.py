from __future__ import annotations

from django.apps import AppConfig


class ClubConfig(AppConfig):
    name = "companion.club"
    verbose_name = "Club history"
