from __future__ import annotations

from django.apps import AppConfig


class ApiConfig(AppConfig):
    name = "companion.api"
    verbose_name = "REST API"
