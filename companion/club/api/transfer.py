"""The club API's export (JSON, CSV) and import (a JSON export, a CSV of plays)."""

from __future__ import annotations

from django.http import StreamingHttpResponse
from django.utils.translation import gettext
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.exceptions import ParseError
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.request import Request
from rest_framework.response import Response

from companion.club import cleaning, exports, imports
from companion.club import serializers as s
from companion.club.api.base import CLUB, READ, WRITE, ClubAPIView, request_body
from companion.club.errors import InvalidInput, Problem


class ExportView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        responses={200: s.ExportDoc, **READ},
        summary="The whole club as JSON: lossless, re-importable into an empty club; for "
        "its owners also its people, invitations and keys",
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> Response:
        access = self.access(code)
        club = access.club
        doc = exports.export_json(club, people=access.is_owner)
        response = Response(s.ExportDoc(doc).data)
        response["Content-Disposition"] = f'attachment; filename="{club.slug}.json"'
        return response


class ImportView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        request=s.ExportDoc,
        responses={
            201: s.ImportOut,
            **WRITE,
            409: OpenApiResponse(
                s.ClubErrorOut, description="the club is not empty (it has players or plays)"
            ),
        },
        summary="Organisers: load a club export into this (empty) club; all or nothing",
        tags=["club"],
    )
    def post(self, request: Request, code: str) -> Response:
        club = self.access(code, write=True).club
        counts = imports.import_json(club, request_body(request))
        return Response(s.ImportOut(counts).data, status=status.HTTP_201_CREATED)


class PlaysCsvView(ClubAPIView):
    @extend_schema(
        parameters=[CLUB],
        responses={(200, "text/csv"): OpenApiTypes.STR, **READ},
        summary="The plays as CSV, one row per result (the format the CSV import reads)",
        description=(
            "Text cells that a spreadsheet would run as a formula (starting with =, +, -, @, "
            "a tab or a carriage return) start with a single quote; the CSV import takes "
            "exactly that quote off again."
        ),
        tags=["club"],
    )
    def get(self, request: Request, code: str) -> StreamingHttpResponse:
        club = self.access(code).club
        response = StreamingHttpResponse(exports.export_csv(club), content_type="text/csv")
        response["Content-Disposition"] = f'attachment; filename="{club.slug}-plays.csv"'
        return response


# The multipart body as a raw schema: the API reads these two fields only (a
# serializer's schema would invite any other field).
CSV_IMPORT_BODY = {
    "type": "object",
    "properties": {
        "file": {
            "type": "string",
            "format": "binary",
            "description": "UTF-8 CSV: play, played_at, game, duration_seconds, player, seat, "
            "score, place (winner, lowest_wins, notes optional)",
        },
        "dry_run": {"type": "boolean", "default": False, "description": "check only"},
    },
    "required": ["file"],
    "additionalProperties": False,
}


class PlaysCsvImportView(ClubAPIView):
    parser_classes = [MultiPartParser, FormParser]

    @extend_schema(
        parameters=[CLUB],
        request={"multipart/form-data": CSV_IMPORT_BODY},
        responses={
            200: OpenApiResponse(
                s.CsvReportOut, description="a dry run: every row it would reject"
            ),
            201: OpenApiResponse(s.CsvReportOut, description="imported"),
            **WRITE,
        },
        summary="Organisers: import plays from a CSV; dry_run lists every bad row, writes nothing",
        tags=["club"],
    )
    def post(self, request: Request, code: str) -> Response:
        club = self.access(code, write=True).club
        try:
            dry_raw = request.data.get("dry_run", "")
            upload = request.FILES.get("file")
        except ParseError as exc:
            raise InvalidInput([Problem(str(exc.detail), "body")]) from None
        if not isinstance(dry_raw, str):
            raise InvalidInput([Problem(gettext("must be true or false"), "dry_run")])
        problem = cleaning.text_problem(dry_raw)
        if problem:
            raise InvalidInput([Problem(problem, "dry_run")])
        if upload is None:
            raise InvalidInput(
                [Problem(gettext("send the CSV as the multipart field 'file'"), "file")]
            )
        dry_run = dry_raw.strip().lower() in ("1", "true", "yes", "on")
        # One byte over the limit is enough for the import to refuse it as too large.
        data = upload.read(imports.MAX_CSV_BYTES + 1)
        report = imports.import_csv(club, data, dry_run=dry_run)
        return Response(
            s.CsvReportOut(report).data,
            status=status.HTTP_200_OK if dry_run else status.HTTP_201_CREATED,
        )
