from __future__ import annotations

from django.contrib import admin
from django.urls import include, path

from companion.health import healthz

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("api/", include("companion.api.urls")),
    path("admin/", admin.site.urls),
    path("account/", include("companion.accounts.urls")),
    path("club/", include("companion.club.urls")),
    path("", include("companion.web.urls")),
]

handler400 = "companion.web.views.errors.bad_request"
handler404 = "companion.web.views.errors.not_found"
handler500 = "companion.web.views.errors.server_error"
