"""Account pages, under /account/."""

from __future__ import annotations

from django.urls import path

from companion.accounts import views

app_name = "accounts"

urlpatterns = [
    path("signup/", views.sign_up, name="signup"),
    path("password/", views.password_change, name="password"),
    path("", views.account, name="account"),
    path("reset/<uidb64>/<token>/", views.ResetView.as_view(), name="reset"),
    path("reset/done/", views.reset_done, name="reset-done"),
]
