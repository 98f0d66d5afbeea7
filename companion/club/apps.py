from __future__ import annotations

from django.apps import AppConfig


class ClubConfig(AppConfig):
    name = "companion.club"
    verbose_name = "Club history"

    def ready(self) -> None:
        # Connects the receivers of the tables' signals (a finished table, a sweep).
        from companion.club import receivers  # noqa: F401
