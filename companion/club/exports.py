"""Export and import of a club's history.

JSON: the whole club, lossless and re-importable (export, import into an empty club,
export again: the same document). Ratings are not in it: they are recomputed from
the plays. Logins and table rows are not either (they belong to this server); a
play keeps its table's code as text.

CSV: one row per result. The columns are those :data:`CSV_COLUMNS` lists (``winner``
is optional on import, checked against the place). Rows with the same ``play`` key
form one play. A dry run lists every row it would reject and why; an import with
any bad row writes nothing.

A spreadsheet runs a cell that starts with ``=``, ``+``, ``-``, ``@``, a tab or a
carriage return as a formula (CSV injection): the export puts a single quote before
such a text cell (OWASP's advice; numbers stay plain numbers), and the import takes
exactly that quote off again, so a name such as ``=HYPERLINK(...)`` round-trips.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator, Mapping
from typing import Any

from django.db import transaction
from django.utils.translation import gettext

from companion.club.errors import Conflict, InvalidInput, Problem
from companion.club.models import Club, Play, Player, PlayResult, PlaySource
from companion.club.services import (
    MAX_NAME,
    _create_play,
    _players_by,
    _shown,
    clean_play,
    clean_text,
    history_changed,
)

FORMAT = "tortuga-club"
FORMAT_VERSION = 1
CSV_COLUMNS = ["play", "played_at", "game", "duration_seconds", "player", "seat", "score", "place"]
CSV_OPTIONAL = ["winner", "lowest_wins", "notes"]
MAX_CSV_BYTES = 5 * 1024 * 1024
# What a spreadsheet takes for the start of a formula.
FORMULA_START = frozenset("=+-@\t\r")


def _needs_quote(text: str) -> bool:
    """Whether the export quotes ``text``: it starts (after any quotes already there)
    with a formula character. Counting the quotes already there is what makes the
    import's unquoting exact: a name that really starts with a quote keeps it."""
    rest = text.lstrip("'")
    return bool(rest) and rest[0] in FORMULA_START


def neutralise(value: Any) -> Any:
    """A CSV cell as written: a text a spreadsheet would run gets a leading quote."""
    if isinstance(value, str) and _needs_quote(value):
        return "'" + value
    return value


def unquote(text: str) -> str:
    """A CSV cell as read: the quote :func:`neutralise` added, taken off again."""
    if text.startswith("'") and _needs_quote(text[1:]):
        return text[1:]
    return text


def _score(value: float) -> float | int:
    return int(value) if float(value).is_integer() else value


def export_json(club: Club) -> dict[str, Any]:
    players = list(Player.objects.filter(club=club).order_by("name").values_list("name", flat=True))
    plays = Play.objects.filter(club=club).order_by("played_at", "id").prefetch_related("results")
    out_plays = []
    for play in plays:
        out_plays.append(
            {
                "game": play.game,
                "played_at": play.played_at.isoformat(),
                "duration_seconds": play.duration_seconds,
                "source": play.source,
                "table_code": play.table_code,
                "lowest_wins": play.lowest_wins,
                "tiebreaks": play.tiebreaks,
                "notes": play.notes,
                "results": [
                    {
                        "player": r.player.name if r.player is not None else None,
                        "name": r.name,
                        "seat": r.seat,
                        "score": _score(r.score),
                        "place": r.place,
                        "winner": r.is_winner,
                        "breakdown": r.breakdown,
                    }
                    for r in sorted(play.results.all(), key=lambda r: r.seat)
                ],
            }
        )
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "club": {"name": club.name, "is_public": club.is_public},
        "players": [{"name": name} for name in players],
        "plays": out_plays,
    }


def import_json(club: Club, doc: Any) -> dict[str, int]:
    """Load an export into an empty club (no players, no plays); all or nothing."""
    if not isinstance(doc, Mapping) or doc.get("format") != FORMAT:
        raise InvalidInput([Problem(gettext("is not a %(format)s export") % {"format": FORMAT},
                                    "format")])  # fmt: skip
    version = doc.get("version")
    if type(version) is not int or version != FORMAT_VERSION:
        raise InvalidInput(
            [Problem(gettext("version %(version)s is not supported") % {"version": _shown(version)},
                     "version")]
        )  # fmt: skip
    if club.players.exists() or club.plays.exists():
        raise Conflict(
            [Problem(gettext("import a club export into an empty club (no players, no plays)"))]
        )
    problems: list[Problem] = []
    meta = doc.get("club")
    players = doc.get("players")
    plays = doc.get("plays")
    if meta is None:
        meta = {}
    if not isinstance(meta, Mapping):
        problems.append(Problem(gettext("must be an object"), "club"))
        meta = {}
    club_name, more = clean_text(meta.get("name"), "club.name", max_length=120)
    problems += more
    is_public = meta.get("is_public")
    if is_public is not None and not isinstance(is_public, bool):
        problems.append(Problem(gettext("must be true or false"), "club.is_public"))
    if not isinstance(players, list):
        problems.append(Problem(gettext("must be a list"), "players"))
    if not isinstance(plays, list):
        problems.append(Problem(gettext("must be a list"), "plays"))
    if problems:
        raise InvalidInput(problems)
    assert isinstance(players, list) and isinstance(plays, list)
    names: list[str] = []
    for i, p in enumerate(players, start=1):
        if not isinstance(p, Mapping):
            problems.append(Problem(gettext("must be an object"), "players", i))
            continue
        name, more = clean_text(p.get("name"), "players.name", i, max_length=MAX_NAME,
                                required=True)  # fmt: skip
        if more:
            problems += more
        elif name in names:
            problems.append(
                Problem(gettext("%(name)s appears twice") % {"name": repr(name)}, "players.name", i)
            )
        else:
            names.append(name)
    if problems:
        raise InvalidInput(problems)
    with transaction.atomic():
        created = Player.objects.bulk_create([Player(club=club, name=n) for n in names])
        by_name = {p.name: p for p in created}
        lookup: tuple[dict, dict] = ({}, by_name)
        cleaned = []
        for i, play in enumerate(plays, start=1):
            if not isinstance(play, Mapping):
                problems.append(Problem(gettext("must be an object"), "plays", i))
                continue
            source = play.get("source", PlaySource.IMPORT)
            if not isinstance(source, str) or source not in PlaySource.values:
                problems.append(
                    Problem(gettext("unknown source %(source)s") % {"source": _shown(source)},
                            "plays.source", i)
                )  # fmt: skip
                continue
            clean, more = clean_play(club, {**play, "source": source}, players=lookup, header_row=i)
            problems += [
                Problem(
                    gettext("play %(n)s: %(message)s") % {"n": i, "message": p.message},
                    f"plays.{p.field}",
                    p.row or i,
                )
                for p in more
            ]
            if clean is not None:
                _check_winners(play, clean, problems, i)
                cleaned.append(clean)
        if problems:
            transaction.set_rollback(True)
            raise InvalidInput(problems)
        for clean in cleaned:
            _create_play(club, clean)
        if club_name:
            club.name = club_name
        if isinstance(is_public, bool):
            club.is_public = is_public
        club.save(update_fields=["name", "is_public"])
        history_changed(club.pk)
    return {"players": len(created), "plays": len(cleaned)}


def _check_winners(raw: Mapping, clean, problems: list[Problem], index: int) -> None:
    for entry, result in zip(raw.get("results") or [], clean.results, strict=False):
        winner = entry.get("winner") if isinstance(entry, Mapping) else None
        if isinstance(winner, bool) and winner != result.is_winner:
            problems.append(
                Problem(gettext("play %(n)s: 'winner' contradicts place %(place)s")
                        % {"n": index, "place": result.place}, "plays.results.winner", index)
            )  # fmt: skip


# -- CSV ----------------------------------------------------------------------------------


def export_csv(club: Club) -> Iterator[str]:
    """The plays as CSV lines (a header, then one row per result), oldest play first."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")

    def flush() -> str:
        text = buffer.getvalue()
        buffer.seek(0)
        buffer.truncate()
        return text

    writer.writerow([*CSV_COLUMNS, *CSV_OPTIONAL])
    yield flush()
    results = (
        PlayResult.objects.filter(club=club)
        .select_related("player", "play")
        .order_by("played_at", "play_id", "seat")
        .iterator(chunk_size=2000)
    )
    for r in results:
        row = [
            r.play_id,
            r.played_at.isoformat(),
            r.game,
            "" if r.play.duration_seconds is None else r.play.duration_seconds,
            r.player.name if r.player is not None else "",
            r.seat,
            _score(r.score),
            r.place,
            "yes" if r.is_winner else "no",
            "yes" if r.lowest_wins else "no",
            r.play.notes,
        ]
        writer.writerow([neutralise(cell) for cell in row])
        yield flush()


def _decode(data: bytes) -> str:
    """UTF-8 text (a BOM is allowed); a wrong encoding names the first bad line."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise InvalidInput(
            [Problem(gettext("the file is not UTF-8 text: save it as CSV UTF-8 and try again"),
                     "file", line)]
        ) from None  # fmt: skip


def parse_csv(club: Club, data: bytes) -> tuple[list[dict[str, Any]], list[Problem], int]:
    """The plays of a CSV (each with its rows' line numbers), every problem, the row count."""
    if len(data) > MAX_CSV_BYTES:
        raise InvalidInput(
            [Problem(gettext("the file is larger than %(size)s KiB")
                     % {"size": MAX_CSV_BYTES // 1024}, "file")]
        )  # fmt: skip
    text = _decode(data)
    if "\x00" in text:
        raise InvalidInput(
            [Problem(gettext("the file is not a text CSV (it holds NUL bytes)"), "file")]
        )
    reader = csv.DictReader(io.StringIO(text, newline=""))
    try:
        return _read_rows(reader)
    except csv.Error as exc:
        # A field longer than the csv module takes, a stray carriage return, ...
        raise InvalidInput(
            [Problem(gettext("the file is not a CSV this import can read (%(reason)s)")
                     % {"reason": exc}, "file", reader.line_num or 1)]
        ) from None  # fmt: skip


def _read_rows(reader: csv.DictReader) -> tuple[list[dict[str, Any]], list[Problem], int]:
    header = [h.strip() for h in reader.fieldnames or []]
    reader.fieldnames = header
    missing = [c for c in CSV_COLUMNS if c not in header]
    unknown = [c for c in header if c not in CSV_COLUMNS + CSV_OPTIONAL]
    if missing or unknown:
        parts = []
        if missing:
            parts.append(gettext("missing column(s): %(columns)s")
                         % {"columns": ", ".join(missing)})  # fmt: skip
        if unknown:
            shown = ", ".join(_shown(c)[1:-1] for c in unknown[:10])
            parts.append(gettext("unknown column(s): %(columns)s") % {"columns": shown})
        message = gettext("%(problems)s (expected: %(columns)s)") % {
            "problems": "; ".join(parts),
            "columns": ", ".join(CSV_COLUMNS),
        }
        raise InvalidInput([Problem(message, "header", 1)])
    groups: dict[str, dict[str, Any]] = {}
    problems: list[Problem] = []
    rows = 0
    for record in reader:
        line = reader.line_num
        rows += 1
        if None in record:
            problems.append(
                Problem(gettext("has more values than the header has columns"), None, line)
            )
            continue
        values = {k: unquote((v or "").strip()) for k, v in record.items()}
        key = values["play"]
        if not key:
            problems.append(
                Problem(gettext("a play key is required (rows of one play share it)"), "play",
                        line)
            )  # fmt: skip
            continue
        group = groups.get(key)
        if group is None:
            group = groups[key] = {
                "first_row": line,
                "game": values["game"],
                "played_at": values["played_at"],
                "duration_seconds": values["duration_seconds"],
                "lowest_wins": values.get("lowest_wins", ""),
                "notes": values.get("notes", ""),
                "entries": [],
                "rows": [],
            }
        else:
            for col in ("game", "played_at", "duration_seconds"):
                if values[col] != group[col]:
                    problems.append(
                        Problem(gettext("differs from the first row of play %(key)s (row "
                                        "%(row)s: %(value)s)")
                                % {"key": _shown(key), "row": group["first_row"],
                                   "value": _shown(group[col])}, col, line)
                    )  # fmt: skip
        group["entries"].append(
            {
                "player": values["player"],
                "seat": values["seat"],
                "score": values["score"],
                "place": values["place"],
                "winner": values.get("winner", ""),
            }
        )
        group["rows"].append(line)
    if rows == 0 and not problems:
        problems.append(Problem(gettext("the file has a header but no rows"), "file", 1))
    return list(groups.values()), problems, rows


def _bool_text(value: str) -> bool | None:
    value = value.strip().lower()
    if value in ("", "no", "false", "0", "n"):
        return False if value else None
    if value in ("yes", "true", "1", "y"):
        return True
    raise ValueError(value)


def import_csv(club: Club, data: bytes, *, dry_run: bool) -> dict[str, Any]:
    """Check (and unless ``dry_run``, import) a CSV of plays. Any bad row: nothing is
    written, and every problem is listed (InvalidInput, or the dry run's report)."""
    groups, problems, rows = parse_csv(club, data)
    players = _players_by(club, [e["player"] for g in groups for e in g["entries"]])
    cleaned = []
    for group in groups:
        try:
            lowest = _bool_text(group["lowest_wins"]) or False
        except ValueError:
            problems.append(
                Problem(gettext("must be yes or no"), "lowest_wins", group["first_row"])
            )
            continue
        clean, more = clean_play(
            club,
            {
                "game": group["game"],
                "played_at": group["played_at"] or None,
                "duration_seconds": group["duration_seconds"],
                "lowest_wins": lowest,
                "notes": group["notes"],
                "results": group["entries"],
                "source": PlaySource.IMPORT,
            },
            rows=group["rows"],
            header_row=group["first_row"],
            players=players,
        )
        if group["played_at"] == "":
            more.insert(
                0, Problem(gettext("a date and time is required"), "played_at", group["first_row"])
            )
            clean = None
        problems += more
        if clean is None:
            continue
        for entry, result, line in zip(group["entries"], clean.results, group["rows"], strict=True):
            try:
                winner = _bool_text(entry["winner"])
            except ValueError:
                problems.append(Problem(gettext("must be yes or no"), "winner", line))
                continue
            if winner is not None and winner != result.is_winner:
                said = gettext("yes") if winner else gettext("no")
                problems.append(
                    Problem(gettext("says %(said)s but place %(place)s wins")
                            % {"said": said, "place": result.place}, "winner", line)
                    if result.is_winner
                    else Problem(gettext("says %(said)s but place %(place)s does not win")
                                 % {"said": said, "place": result.place}, "winner", line)
                )  # fmt: skip
        cleaned.append(clean)
    problems.sort(key=lambda p: p.row or 0)
    report = {
        "dry_run": dry_run,
        "ok": not problems,
        "rows": rows,
        "plays": len(groups),
        "imported": 0,
        "errors": [{"row": p.row, "field": p.field, "message": p.message, "text": p.text()}
                   for p in problems],
    }  # fmt: skip
    if dry_run:
        return report
    if problems:
        raise InvalidInput(problems)
    with transaction.atomic():
        for clean in cleaned:
            _create_play(club, clean)
        history_changed(club.pk)
    report["imported"] = len(cleaned)
    return report
