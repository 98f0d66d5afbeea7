"""The language buttons every page has: a phone's choice, or the table screen's own."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from companion import language
from companion.web.access import HtmxHttpRequest


@require_POST
def choose(request: HtmxHttpRequest) -> HttpResponse:
    code = language.supported(request.POST.get("language"))
    if code is None:
        names = ", ".join(name for _code, name in settings.LANGUAGES)
        message = _("Choose one of the languages offered: %(languages)s.") % {"languages": names}
        return render(request, "tables/error.html", {"message": message}, status=400)
    # Back to the page the buttons were on; never off this site.
    back = request.POST.get("next", "")
    if not url_has_allowed_host_and_scheme(
        back, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        back = "/"
    response = redirect(back)
    language.remember(request, response, code, screen=request.POST.get("for") == "screen")
    return response
