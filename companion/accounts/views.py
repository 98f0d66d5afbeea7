"""The account pages. Every password goes through Django's password validators; sign-in
and sign-up are rate-limited per network address (companion/ratelimit.py): a failed
sign-in counts, a sign-up counts, a good sign-in does not."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth import get_user_model, login, update_session_auth_hash
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import PasswordChangeForm, UserCreationForm
from django.contrib.auth.views import LoginView, PasswordResetConfirmView
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse_lazy
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from companion import ratelimit
from companion.accounts.clubs import clubs_of
from companion.tables.errors import RateLimited


def _refused(request: HttpRequest, template: str, exc: RateLimited, context: dict[str, Any]):
    response = render(request, template, {**context, "refusal": exc.message}, status=exc.status)
    response["Retry-After"] = str(exc.retry_after)
    return response


def _next_url(request: HttpRequest) -> str:
    """Where to go after signing up: the page that asked, if it is one of ours."""
    wanted = request.POST.get("next") or request.GET.get("next") or ""
    if url_has_allowed_host_and_scheme(
        wanted, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return wanted
    return "/club/"


class SignInView(LoginView):
    template_name = "club/login.html"
    # Django's form views take PUT as a POST: a sign-in is a POST only.
    http_method_names = ["get", "head", "post", "options"]

    def post(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            ratelimit.ensure_allowed(request, ratelimit.SIGN_IN)
        except RateLimited as exc:
            return _refused(request, self.template_name, exc, self.get_context_data())
        return super().post(request, *args, **kwargs)

    def form_invalid(self, form: Any) -> HttpResponse:
        try:
            ratelimit.check(self.request, ratelimit.SIGN_IN)
        except RateLimited as exc:
            return _refused(self.request, self.template_name, exc, self.get_context_data())
        return super().form_invalid(form)


class SignUpForm(UserCreationForm):
    """A username and a password twice: no e-mail (nothing is ever mailed)."""

    class Meta(UserCreationForm.Meta):
        fields = ("username",)

    def _post_clean(self) -> None:
        super()._post_clean()  # type: ignore[misc]  # Django's, untyped in the stubs
        # Django says why a password is refused under the second field; a player reads it
        # beside the first, where the password is typed. A mismatch stays on the second.
        said = self.errors.get("password2")
        if not said:
            return
        errors = said.as_data()
        moved = [e for e in errors if e.code != "password_mismatch"]
        if not moved:
            return
        del self.errors["password2"]
        for error in errors:
            self.add_error("password1" if error in moved else "password2", error)


@require_http_methods(["GET", "HEAD", "POST"])
def sign_up(request: HttpRequest) -> HttpResponse:
    if request.user.is_authenticated:
        return redirect(_next_url(request))
    form = SignUpForm(request.POST if request.method == "POST" else None)
    context = {"form": form, "next": _next_url(request)}
    if request.method == "POST":
        try:
            ratelimit.check(request, ratelimit.SIGN_UP)
        except RateLimited as exc:
            return _refused(request, "accounts/signup.html", exc, context)
        if form.is_valid():
            user = form.save()
            # Signed in at once: the top bar then names the account on the page it goes to.
            login(request, user, backend="django.contrib.auth.backends.ModelBackend")
            return redirect(_next_url(request))
        return render(request, "accounts/signup.html", context, status=400)
    return render(request, "accounts/signup.html", context)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def password_change(request: HttpRequest) -> HttpResponse:
    user = request.user
    assert isinstance(user, get_user_model())  # login_required
    form = PasswordChangeForm(user, request.POST if request.method == "POST" else None)
    if request.method == "POST":
        if form.is_valid():
            user = form.save()
            # The other devices signed in with the old password are signed out; this one stays.
            update_session_auth_hash(request, user)
            messages.success(request, _("Your password is changed."))
            return redirect("accounts:password")
        return render(request, "accounts/password.html", {"form": form}, status=400)
    return render(request, "accounts/password.html", {"form": form})


@login_required
@require_http_methods(["GET", "HEAD"])
def account(request: HttpRequest) -> HttpResponse:
    """The account's clubs: its role in each and the player it plays as there."""
    return render(request, "accounts/account.html", {"memberships": clubs_of(request.user)})


class ResetView(PasswordResetConfirmView):
    """An owner's one-time link: a new password, then sign in with it. Django moves the
    token out of the address into the session first, so it never reaches a Referer."""

    template_name = "accounts/reset.html"
    success_url = reverse_lazy("accounts:reset-done")
    http_method_names = ["get", "head", "post", "options"]


@require_http_methods(["GET", "HEAD"])
def reset_done(request: HttpRequest) -> HttpResponse:
    return render(request, "accounts/reset_done.html")
