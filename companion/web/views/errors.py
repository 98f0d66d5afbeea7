"""Error pages in the app's style, and JSON for API routes."""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import (
    RequestDataTooBig,
    SuspiciousOperation,
    TooManyFieldsSent,
    TooManyFilesSent,
)
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.http.multipartparser import MultiPartParserError
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt


def _wants_json(request: HttpRequest) -> bool:
    return request.path.startswith("/api/")


def request_problem(exc: BaseException) -> tuple[str, str | None] | None:
    """What a person should read about a request Django refused to read, and its field.

    None: not a malformed request (let the caller treat it as the error it is).
    """
    if isinstance(exc, RequestDataTooBig):
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        return _("The request is too large: send at most %(limit)s bytes (files aside).") % {
            "limit": limit
        }, "body"
    if isinstance(exc, TooManyFieldsSent):
        return _("The request has too many fields: send at most %(limit)s.") % {
            "limit": settings.DATA_UPLOAD_MAX_NUMBER_FIELDS
        }, "body"
    if isinstance(exc, TooManyFilesSent):
        return _("The request has too many files: send at most %(limit)s.") % {
            "limit": settings.DATA_UPLOAD_MAX_NUMBER_FILES
        }, "body"
    if isinstance(exc, MultiPartParserError):
        return _("The form data could not be read (a malformed multipart body)."), "body"
    if isinstance(exc, SuspiciousOperation):
        return _("The request could not be accepted as sent."), None
    return None


def bad_input(request: HttpRequest, message: str, field: str | None = None) -> HttpResponse:
    """A 400 that says what is wrong: JSON under /api/, the styled page elsewhere."""
    if _wants_json(request):
        body = {"error": message, **({"field": field} if field else {})}
        return JsonResponse(body, status=400)
    # An HTMX request swaps the answer into the page it came from: the card alone.
    template = "errors/400.html#card" if request.headers.get("HX-Request") else "errors/400.html"
    return render(request, template, {"message": message, "field": field}, status=400)


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """handler400: what Django refused to read (too large, too many fields, bad host)."""
    problem = request_problem(exception) if exception is not None else None
    message, field = problem or (_("The request could not be accepted as sent."), None)
    return bad_input(request, message, field)


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if _wants_json(request):
        return api_not_found(request)
    return render(request, "errors/404.html", status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    if _wants_json(request):
        return JsonResponse({"error": _("something went wrong on our side")}, status=500)
    return render(request, "errors/500.html", status=500)


# The API takes no CSRF token (bearer tokens; DRF checks sessions itself): a POST to
# a path that matches no route must get this 404, not the CSRF failure page.
@csrf_exempt
def api_not_found(request: HttpRequest, *args: object, **kwargs: object) -> JsonResponse:
    return JsonResponse({"error": _("no API route %(path)s") % {"path": request.path}}, status=404)
