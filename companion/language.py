"""Which language an answer is in.

A phone's own choice (the language cookie) comes first, then the browser's
Accept-Language. A table page starts a phone that has made no choice on the table's
language, and the table screen keeps a language of its own (its cookie, else the one the
host set for it). The API follows the same order: a client sends Accept-Language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.middleware.locale import LocaleMiddleware
from django.utils import translation
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext

from companion.tables.errors import InvalidInput

if TYPE_CHECKING:
    from companion.tables.models import Table

# The table screen's own choice, apart from the phone's (a laptop may be both).
SCREEN_COOKIE = "tortuga_screen_language"


def supported(code: object) -> str | None:
    """``code`` if it names one of our languages (a cookie is anyone's to forge)."""
    if isinstance(code, str) and code in dict(settings.LANGUAGES):
        return code
    return None


def check_languages(**codes: str) -> None:
    """Refuse a field (a table's language, its screen's) naming none of our languages;
    "" (none chosen) is fine."""
    for field, code in codes.items():
        if code and not supported(code):
            names = ", ".join(name for _code, name in settings.LANGUAGES)
            raise InvalidInput(
                gettext("Choose one of the languages offered: %(languages)s.")
                % {"languages": names},
                field=field,
            )


def use(request: HttpRequest, code: str) -> None:
    translation.activate(code)
    request.LANGUAGE_CODE = code  # type: ignore[attr-defined]


def phone_choice(request: HttpRequest) -> str | None:
    return supported(request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME))


def for_table(request: HttpRequest, table: Table) -> None:
    """A phone that has chosen no language reads the table's, if the table has one."""
    if phone_choice(request) is None and supported(table.language):
        use(request, table.language)


def for_screen(request: HttpRequest, table: Table) -> None:
    """The screen's own cookie, else the language the host set for the screen, else as
    a phone would (``for_table``, already applied)."""
    code = supported(request.COOKIES.get(SCREEN_COOKIE)) or supported(table.screen_language)
    if code:
        use(request, code)


def remember(request: HttpRequest, response: HttpResponse, code: str, *, screen: bool) -> None:
    response.set_cookie(
        SCREEN_COOKIE if screen else settings.LANGUAGE_COOKIE_NAME,
        code,
        max_age=settings.LANGUAGE_COOKIE_AGE,
        samesite="Lax",
        secure=request.is_secure(),
        httponly=True,
    )


class LanguageMiddleware(LocaleMiddleware):
    """Django's (cookie, then Accept-Language; Content-Language and Vary on the answer),
    and ``Vary: Cookie`` as well: the cookie holds the choice."""

    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        answer = super().process_response(request, response)
        patch_vary_headers(answer, ("Cookie",))
        return answer
