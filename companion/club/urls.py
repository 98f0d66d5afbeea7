"""Club history pages (issue: club history)."""

from __future__ import annotations

app_name = "club"

urlpatterns: list = []
