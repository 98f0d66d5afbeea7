"""Error pages in the app's style, and JSON for API routes."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render


def _wants_json(request: HttpRequest) -> bool:
    return request.path.startswith("/api/")


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if _wants_json(request):
        return api_not_found(request)
    return render(request, "errors/404.html", status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    if _wants_json(request):
        return JsonResponse({"error": "something went wrong on our side"}, status=500)
    return render(request, "errors/500.html", status=500)


def api_not_found(request: HttpRequest, *args: object, **kwargs: object) -> JsonResponse:
    return JsonResponse({"error": f"no API route {request.path}"}, status=404)
