"""Links a page hands on (the join link and its QR, a recovery link): on the club's
Wi-Fi they must name the address the phones reach, not the one the host's browser
used (``make lan`` sets ``PUBLIC_URL``)."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest


def absolute(request: HttpRequest, path: str) -> str:
    public: str = getattr(settings, "PUBLIC_URL", "")
    if public:
        return public.rstrip("/") + path
    return request.build_absolute_uri(path)
