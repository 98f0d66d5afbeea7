"""Club history API routes, included under /api/ (issue: club history)."""

from __future__ import annotations

urlpatterns: list = []
