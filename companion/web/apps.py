from __future__ import annotations

from django.apps import AppConfig


class WebConfig(AppConfig):
    name = "companion.web"
    verbose_name = "Pages"
