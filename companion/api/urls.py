from __future__ import annotations

from django.conf import settings
from django.urls import include, path, re_path
from django.views.decorators.csp import csp_override
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from companion.api import games, seats, views
from companion.web.views.errors import api_not_found

app_name = "api"

urlpatterns = [
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path(
        "docs/",
        # The split view serves its init script from a URL (no inline script); its
        # policy adds Swagger UI's data: icons.
        csp_override(settings.SECURE_CSP_API_DOCS)(
            SpectacularSwaggerSplitView.as_view(
                url_name="api:schema", template_name="api/docs.html"
            )
        ),
        name="docs",
    ),
    path("games/", games.GamesView.as_view(), name="games"),
    path("tables/", views.TablesView.as_view(), name="tables"),
    path("tables/<str:code>/", views.TableView.as_view(), name="table"),
    path("tables/<str:code>/moves/", views.MovesView.as_view(), name="moves"),
    path("tables/<str:code>/undo/", views.UndoView.as_view(), name="undo"),
    path("tables/<str:code>/redo/", views.RedoView.as_view(), name="redo"),
    path("tables/<str:code>/events/", views.EventsView.as_view(), name="events"),
    path(
        "tables/<str:code>/events/<int:seq>/correct/",
        views.CorrectionView.as_view(),
        name="correct",
    ),
    path("tables/<str:code>/result/", views.ResultView.as_view(), name="result"),
    path("tables/<str:code>/abandon/", views.AbandonView.as_view(), name="abandon"),
    path("tables/<str:code>/languages/", views.LanguagesView.as_view(), name="languages"),
    path("tables/<str:code>/seats/<int:index>/claim/", seats.ClaimSeatView.as_view(), name="claim"),
    path(
        "tables/<str:code>/seats/<int:index>/release/",
        seats.ReleaseSeatView.as_view(),
        name="release",
    ),
    path(
        "tables/<str:code>/seats/<int:index>/reassign/",
        seats.ReassignSeatView.as_view(),
        name="reassign",
    ),
    path(
        "tables/<str:code>/seats/<int:index>/host/",
        seats.HandOverView.as_view(),
        name="hand_over",
    ),
    path("tables/<str:code>/host/recover/", seats.RecoverHostView.as_view(), name="recover"),
    path(
        "tables/<str:code>/host/recovery-link/",
        seats.RecoveryLinkView.as_view(),
        name="recovery_link",
    ),
    path("", include("companion.club.api_urls")),
    # [\s\S], not ".": a path with an encoded newline still gets the API's JSON 404.
    re_path(r"^[\s\S]*$", api_not_found),
]
