"""Starting a club from its page: anyone signed in, who becomes its owner."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods

from companion.club.errors import ClubError, InvalidInput
from companion.club.founding import club_create
from companion.club.views.base import done, render_region


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def club_new(request: HttpRequest) -> HttpResponse:
    if request.method != "POST":
        return _form(request, name="", is_public=False)
    name = request.POST.get("name", "")
    is_public = request.POST.get("is_public") == "yes"
    try:
        club = club_create(owner=request.user, name=name, is_public=is_public)
    except InvalidInput as exc:
        # Beside the form, the field is named as the form names it, not by its key.
        error = gettext("%(where)s: %(message)s") % {
            "where": gettext("The club's name"),
            "message": exc.problems[0].message,
        }
        return _form(request, name=name, is_public=is_public, error=error, status=exc.status)
    except ClubError as exc:
        return _form(request, name=name, is_public=is_public, error=exc.message, status=exc.status)
    return done(request, reverse("club:home", args=[club.slug]))


def _form(
    request: HttpRequest, *, name: str, is_public: bool, error: str = "", status: int = 200
) -> HttpResponse:
    context = {"name": name, "is_public": is_public, "error": error}
    return render_region(request, "club/new.html", "form", context, status=status)
