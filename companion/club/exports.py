"""Export and import of a club's history.

JSON: the whole club, lossless and re-importable (export, import into an empty club,
export again: the same document). Ratings are not in it: they are recomputed from
the plays. Logins and table rows are not either (they belong to this server); a
play keeps its table's code as text.

CSV: one row per result. The columns are those :data:`CSV_COLUMNS` lists (``winner``
is optional on import, checked against the place). Rows with the same ``play`` key
form one play. A dry run lists every row it would reject and why; an import with
any bad row writes nothing.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator, Mapping
from typing import Any

from django.db import transaction

from companion.club.errors import ClubError, InvalidInput, Problem
from companion.club.models import Club, Play, Player, PlayResult, PlaySource
from companion.club.services import (
    _create_play,
    _players_by,
    clean_play,
    history_changed,
)

FORMAT = "tortuga-club"
FORMAT_VERSION = 1
CSV_COLUMNS = ["play", "played_at", "game", "duration_seconds", "player", "seat", "score", "place"]
CSV_OPTIONAL = ["winner", "lowest_wins", "notes"]
MAX_CSV_BYTES = 5 * 1024 * 1024


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
                        "player": r.player.name if r.player_id else None,
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
        raise InvalidInput([Problem(f"is not a {FORMAT} export", "format")])
    if doc.get("version") != FORMAT_VERSION:
        raise InvalidInput([Problem(f"version {doc.get('version')!r} is not supported", "version")])
    if club.players.exists() or club.plays.exists():
        raise ClubError("import a club export into an empty club (no players, no plays)")
    problems: list[Problem] = []
    meta = doc.get("club") or {}
    players = doc.get("players")
    plays = doc.get("plays")
    if not isinstance(players, list) or not isinstance(plays, list):
        raise InvalidInput([Problem("'players' and 'plays' must be lists", "players")])
    names: list[str] = []
    for i, p in enumerate(players, start=1):
        name = p.get("name") if isinstance(p, Mapping) else None
        if not isinstance(name, str) or not name.strip() or len(name) > 80:
            problems.append(Problem("a name of 1 to 80 characters is required", "players.name", i))
        elif name in names:
            problems.append(Problem(f"{name!r} appears twice", "players.name", i))
        else:
            names.append(name)
    if problems:
        raise InvalidInput(problems)
    with transaction.atomic():
        created = Player.objects.bulk_create([Player(club=club, name=n) for n in names])
        by_name = {p.name: p for p in created}
        lookup = ({}, by_name)
        cleaned = []
        for i, play in enumerate(plays, start=1):
            if not isinstance(play, Mapping):
                problems.append(Problem("must be an object", "plays", i))
                continue
            source = play.get("source", PlaySource.IMPORT)
            if source not in PlaySource.values:
                problems.append(Problem(f"unknown source {source!r}", "plays.source", i))
                continue
            clean, more = clean_play(club, {**play, "source": source}, players=lookup, header_row=i)
            problems += [
                Problem(f"play {i}: {p.message}", f"plays.{p.field}", p.row or i) for p in more
            ]
            if clean is not None:
                _check_winners(play, clean, problems, i)
                cleaned.append(clean)
        if problems:
            transaction.set_rollback(True)
            raise InvalidInput(problems)
        for clean in cleaned:
            _create_play(club, clean)
        if isinstance(meta, Mapping):
            if isinstance(meta.get("name"), str) and meta["name"].strip():
                club.name = meta["name"][:120]
            if isinstance(meta.get("is_public"), bool):
                club.is_public = meta["is_public"]
            club.save(update_fields=["name", "is_public"])
        history_changed(club.pk)
    return {"players": len(created), "plays": len(cleaned)}


def _check_winners(raw: Mapping, clean, problems: list[Problem], index: int) -> None:
    for entry, result in zip(raw.get("results") or [], clean.results, strict=False):
        winner = entry.get("winner") if isinstance(entry, Mapping) else None
        if isinstance(winner, bool) and winner != result.is_winner:
            problems.append(
                Problem(f"play {index}: 'winner' contradicts place {result.place}",
                        "plays.results.winner", index)
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
        writer.writerow(
            [
                r.play_id,
                r.played_at.isoformat(),
                r.game,
                "" if r.play.duration_seconds is None else r.play.duration_seconds,
                r.player.name if r.player_id else "",
                r.seat,
                _score(r.score),
                r.place,
                "yes" if r.is_winner else "no",
                "yes" if r.lowest_wins else "no",
                r.play.notes,
            ]
        )
        yield flush()


def _decode(data: bytes) -> str:
    """UTF-8 text (a BOM is allowed); a wrong encoding names the first bad line."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise InvalidInput(
            [Problem("the file is not UTF-8 text: save it as CSV UTF-8 and try again",
                     "file", line)]
        ) from None  # fmt: skip


def parse_csv(club: Club, data: bytes) -> tuple[list[dict[str, Any]], list[Problem], int]:
    """The plays of a CSV (each with its rows' line numbers), every problem, the row count."""
    if len(data) > MAX_CSV_BYTES:
        raise InvalidInput(
            [Problem(f"the file is larger than {MAX_CSV_BYTES // 1024} KiB", "file")]
        )
    text = _decode(data)
    if "\x00" in text:
        raise InvalidInput([Problem("the file is not a text CSV (it holds NUL bytes)", "file")])
    reader = csv.DictReader(io.StringIO(text, newline=""))
    header = [h.strip() for h in reader.fieldnames or []]
    reader.fieldnames = header
    missing = [c for c in CSV_COLUMNS if c not in header]
    unknown = [c for c in header if c not in CSV_COLUMNS + CSV_OPTIONAL]
    if missing or unknown:
        parts = []
        if missing:
            parts.append(f"missing column(s): {', '.join(missing)}")
        if unknown:
            parts.append(f"unknown column(s): {', '.join(unknown)}")
        expected = ", ".join(CSV_COLUMNS)
        raise InvalidInput([Problem(f"{'; '.join(parts)} (expected: {expected})", "header", 1)])
    groups: dict[str, dict[str, Any]] = {}
    problems: list[Problem] = []
    rows = 0
    for record in reader:
        line = reader.line_num
        rows += 1
        if None in record:
            problems.append(Problem("has more values than the header has columns", None, line))
            continue
        values = {k: (v or "").strip() for k, v in record.items()}
        key = values["play"]
        if not key:
            problems.append(
                Problem("a play key is required (rows of one play share it)", "play", line)
            )
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
                        Problem(f"differs from the first row of play {key!r} (row "
                                f"{group['first_row']}: {group[col]!r})", col, line)
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
        problems.append(Problem("the file has a header but no rows", "file", 1))
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
            problems.append(Problem("must be yes or no", "lowest_wins", group["first_row"]))
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
            more.insert(0, Problem("a date and time is required", "played_at", group["first_row"]))
            clean = None
        problems += more
        if clean is None:
            continue
        for entry, result, line in zip(group["entries"], clean.results, group["rows"], strict=True):
            try:
                winner = _bool_text(entry["winner"])
            except ValueError:
                problems.append(Problem("must be yes or no", "winner", line))
                continue
            if winner is not None and winner != result.is_winner:
                problems.append(
                    Problem(f"says {'yes' if winner else 'no'} but place {result.place} "
                            f"{'wins' if result.is_winner else 'does not win'}", "winner", line)
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
