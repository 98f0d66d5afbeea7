"""The club's exports (JSON, CSV) and its CSV import page."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse, JsonResponse, StreamingHttpResponse
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_safe

from companion.club import exports, imports
from companion.club.errors import InvalidInput
from companion.club.selectors import Access
from companion.club.views.base import club_page, render_region


@club_page()
@require_safe
def export_json(request: HttpRequest, access: Access) -> HttpResponse:
    response = JsonResponse(
        exports.export_json(access.club, people=access.is_owner), json_dumps_params={"indent": 1}
    )
    response["Content-Disposition"] = f'attachment; filename="{access.club.slug}.json"'
    return response


@club_page()
@require_safe
def export_csv(request: HttpRequest, access: Access) -> StreamingHttpResponse:
    response = StreamingHttpResponse(exports.export_csv(access.club), content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="{access.club.slug}-plays.csv"'
    return response


def _read_upload(upload: Any) -> bytes:
    # One byte over the limit is enough for the import to say the file is too large,
    # without reading a huge upload into memory.
    return upload.read(imports.MAX_CSV_BYTES + 1)


@club_page(write=True)
@require_http_methods(["GET", "HEAD", "POST"])
def import_page(request: HttpRequest, access: Access) -> HttpResponse:
    report, status = None, 200
    if request.method == "POST":
        upload = request.FILES.get("file")
        dry_run = request.POST.get("dry_run") == "on"
        if upload is None:
            message = gettext("choose a CSV file")
            report = {
                "ok": False,
                "dry_run": dry_run,
                "errors": [{"field": "file", "message": message, "text": message}],
            }
            status = 400
        else:
            try:
                report = imports.import_csv(access.club, _read_upload(upload), dry_run=dry_run)
            except InvalidInput as exc:
                report = {
                    "ok": False,
                    "dry_run": dry_run,
                    "errors": exc.extra["errors"],
                    "imported": 0,
                }
                status = 400
    context = {
        "access": access,
        "club": access.club,
        "report": report,
        "columns": exports.CSV_COLUMNS,
        "optional": exports.CSV_OPTIONAL,
    }
    return render_region(request, "club/import.html", "report", context, status=status)
