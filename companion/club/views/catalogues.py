"""The club's catalogue pages (organisers only): the games whose engine declares a
catalogue, and per game a form built from the declared shape."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_safe

from companion.club import catalogue_form, catalogue_paste, catalogues
from companion.club.errors import InvalidInput
from companion.club.selectors import Access
from companion.club.views.base import club_page, done, render_region
from companion.engines.base import Engine


@club_page(write=True)
@require_safe
def catalogue_list(request: HttpRequest, access: Access) -> HttpResponse:
    context = {
        "access": access,
        "club": access.club,
        "catalogues": catalogues.club_catalogues(access.club),
    }
    return render_region(request, "club/catalogues.html", "catalogues", context)


@club_page(write=True)
@require_http_methods(["GET", "HEAD", "POST"])
def catalogue_page(request: HttpRequest, access: Access, game: str) -> HttpResponse:
    engine = catalogues.catalogue_engine(game)
    shape = engine.catalogue
    assert shape is not None
    row = catalogues.stored(access.club, engine.slug)
    saved = row.data if row is not None else {}
    if request.method != "POST":
        typed = catalogue_form.typed_from_data(shape, saved)
        notice = gettext("Saved.") if request.GET.get("saved") else ""
        return _page(request, access, engine, row, catalogue_form.build(shape, typed, saved),
                     notice=notice)  # fmt: skip
    typed = catalogue_form.typed_from_post(shape, request.POST)
    pasted, problem = catalogue_paste.take_pasted(shape, request.POST, typed)
    if problem is not None:
        form = catalogue_form.build(shape, typed, saved, problem=problem, pasted=pasted)
        return _page(request, access, engine, row, form, status=400)
    more = request.POST.get("add", "")
    if more:
        form = catalogue_form.build(shape, typed, saved, more=more)
        return _page(request, access, engine, row, form)
    try:
        row = catalogues.catalogue_save(
            club=access.club,
            game=engine.slug,
            data=catalogue_form.data_from_typed(shape, typed),
            user=request.user,
        )
    except InvalidInput as exc:
        form = catalogue_form.build(shape, typed, saved, problem=exc.problems[0])
        return _page(request, access, engine, row, form, status=exc.status)
    if not getattr(request, "htmx", False):
        return done(
            request, reverse("club:catalogue", args=[access.club.slug, engine.slug]) + "?saved=1"
        )
    saved = row.data
    form = catalogue_form.build(shape, catalogue_form.typed_from_data(shape, saved), saved)
    return _page(request, access, engine, row, form, notice=gettext("Saved."))


def _page(
    request: HttpRequest,
    access: Access,
    engine: Engine,
    row: Any,
    form: catalogue_form.CatalogueForm,
    *,
    status: int = 200,
    notice: str = "",
) -> HttpResponse:
    context = {
        "access": access,
        "club": access.club,
        "engine": engine,
        "row": row,
        "form": form,
        "notice": notice,
    }
    return render_region(request, "club/catalogue.html", "catalogue", context, status=status)
