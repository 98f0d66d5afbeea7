"""Import of a club's history: a JSON export into an empty club, or a CSV of plays.

Both are all or nothing: every problem is listed (naming the row and field) and
nothing is written when any is found. The CSV import also has a dry run, which
reports every row it would reject. The formats are those ``companion.club.exports``
writes (its module docstring describes them).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from typing import Any

from django.db import transaction
from django.utils.translation import gettext

from companion.club import catalogues
from companion.club.cleaning import MAX_NAME, clean_text, shown
from companion.club.errors import Conflict, InvalidInput, Problem
from companion.club.exports import CSV_COLUMNS, CSV_OPTIONAL, FORMAT, FORMAT_VERSION, unquote
from companion.club.models import Club, Player, PlaySource
from companion.club.play_input import CleanPlay, clean_play
from companion.club.plays import create_play, history_changed
from companion.club.results import PlayersByKey, players_by
from companion.club.zones import is_time_zone, zone_problem

MAX_CSV_BYTES = 5 * 1024 * 1024


# -- JSON ---------------------------------------------------------------------------------


def _check_export_header(club: Club, doc: Any) -> None:
    """Refuse a document that is no export of this version, or a club that is not empty."""
    if not isinstance(doc, Mapping) or doc.get("format") != FORMAT:
        raise InvalidInput([Problem(gettext("is not a %(format)s export") % {"format": FORMAT},
                                    "format")])  # fmt: skip
    version = doc.get("version")
    if type(version) is not int or version != FORMAT_VERSION:
        raise InvalidInput(
            [Problem(gettext("version %(version)s is not supported") % {"version": shown(version)},
                     "version")]
        )  # fmt: skip
    if club.players.exists() or club.plays.exists():
        raise Conflict(
            [Problem(gettext("import a club export into an empty club (no players, no plays)"))]
        )


def _export_parts(doc: Mapping[str, Any]) -> tuple[str, Any, Any, list[Any], list[Any]]:
    """The club's name, ``is_public`` and time zone, the players and the plays of an
    export."""
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
    time_zone = meta.get("time_zone")
    if time_zone is not None and not is_time_zone(time_zone):
        problems.append(zone_problem("club.time_zone"))
    if not isinstance(players, list):
        problems.append(Problem(gettext("must be a list"), "players"))
    if not isinstance(plays, list):
        problems.append(Problem(gettext("must be a list"), "plays"))
    if problems:
        raise InvalidInput(problems)
    assert isinstance(players, list) and isinstance(plays, list)
    return club_name, is_public, time_zone, players, plays


def _player_names(players: list[Any]) -> dict[str, bool]:
    """The export's player names, each once, with whether each is a guest."""
    problems: list[Problem] = []
    names: dict[str, bool] = {}
    for i, p in enumerate(players, start=1):
        if not isinstance(p, Mapping):
            problems.append(Problem(gettext("must be an object"), "players", i))
            continue
        name, more = clean_text(p.get("name"), "players.name", i, max_length=MAX_NAME,
                                required=True)  # fmt: skip
        guest = p.get("guest", False)
        if not isinstance(guest, bool):
            problems.append(Problem(gettext("must be true or false"), "players.guest", i))
        if more:
            problems += more
        elif name in names:
            problems.append(
                Problem(gettext("%(name)s appears twice") % {"name": repr(name)}, "players.name", i)
            )
        elif isinstance(guest, bool):
            names[name] = guest
    if problems:
        raise InvalidInput(problems)
    return names


def _clean_export_plays(
    club: Club, plays: list[Any], players: PlayersByKey
) -> tuple[list[CleanPlay], list[Problem]]:
    problems: list[Problem] = []
    cleaned = []
    for i, play in enumerate(plays, start=1):
        if not isinstance(play, Mapping):
            problems.append(Problem(gettext("must be an object"), "plays", i))
            continue
        source = play.get("source", PlaySource.IMPORT)
        if not isinstance(source, str) or source not in PlaySource.values:
            problems.append(
                Problem(gettext("unknown source %(source)s") % {"source": shown(source)},
                        "plays.source", i)
            )  # fmt: skip
            continue
        clean, more = clean_play(club, {**play, "source": source}, players=players, header_row=i)
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
    return cleaned, problems


def import_json(club: Club, doc: Any) -> dict[str, int]:
    """Load an export into an empty club (no players, no plays); all or nothing."""
    _check_export_header(club, doc)
    club_name, is_public, time_zone, players, plays = _export_parts(doc)
    names = _player_names(players)
    club_catalogues = catalogues.clean_imported(doc.get("catalogues"))
    with transaction.atomic():
        created = Player.objects.bulk_create(
            [Player(club=club, name=n, guest=guest) for n, guest in names.items()]
        )
        by_name = {p.name: p for p in created}
        cleaned, problems = _clean_export_plays(club, plays, ({}, by_name))
        if problems:
            transaction.set_rollback(True)
            raise InvalidInput(problems)
        for clean in cleaned:
            create_play(club, clean)
        stored = catalogues.import_catalogues(club, club_catalogues)
        if club_name:
            club.name = club_name
        if isinstance(is_public, bool):
            club.is_public = is_public
        if time_zone is not None:
            club.time_zone = time_zone
        club.save(update_fields=["name", "is_public", "time_zone"])
        history_changed(club.pk)
    return {"players": len(created), "plays": len(cleaned), "catalogues": stored}


def _check_winners(raw: Mapping, clean: CleanPlay, problems: list[Problem], index: int) -> None:
    for entry, result in zip(raw.get("results") or [], clean.results, strict=False):
        winner = entry.get("winner") if isinstance(entry, Mapping) else None
        if isinstance(winner, bool) and winner != result.is_winner:
            problems.append(
                Problem(gettext("play %(n)s: 'winner' contradicts place %(place)s")
                        % {"n": index, "place": result.place}, "plays.results.winner", index)
            )  # fmt: skip


# -- CSV ----------------------------------------------------------------------------------


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


def _check_columns(reader: csv.DictReader) -> None:
    """Strip the header's names; refuse a header missing a column or naming an unknown one."""
    header = [h.strip() for h in reader.fieldnames or []]
    reader.fieldnames = header
    missing = [c for c in CSV_COLUMNS if c not in header]
    unknown = [c for c in header if c not in CSV_COLUMNS + CSV_OPTIONAL]
    if not (missing or unknown):
        return
    parts = []
    if missing:
        parts.append(gettext("missing column(s): %(columns)s")
                     % {"columns": ", ".join(missing)})  # fmt: skip
    if unknown:
        names = ", ".join(shown(c)[1:-1] for c in unknown[:10])
        parts.append(gettext("unknown column(s): %(columns)s") % {"columns": names})
    message = gettext("%(problems)s (expected: %(columns)s)") % {
        "problems": "; ".join(parts),
        "columns": ", ".join(CSV_COLUMNS),
    }
    raise InvalidInput([Problem(message, "header", 1)])


def _group_row(
    groups: dict[str, dict[str, Any]], values: dict[str, str], line: int
) -> list[Problem]:
    """Add a row to its play's group (its first row makes the group); the play's own
    columns must say the same in every row of it."""
    key = values["play"]
    if not key:
        return [
            Problem(gettext("a play key is required (rows of one play share it)"), "play", line)
        ]
    problems = []
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
                            % {"key": shown(key), "row": group["first_row"],
                               "value": shown(group[col])}, col, line)
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
    return problems


def _read_rows(reader: csv.DictReader) -> tuple[list[dict[str, Any]], list[Problem], int]:
    _check_columns(reader)
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
        problems += _group_row(groups, values, line)
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


def _clean_csv_play(
    club: Club, group: dict[str, Any], players: PlayersByKey
) -> tuple[CleanPlay | None, list[Problem]]:
    """The play of one group of rows, checked as any play is (the date is required)."""
    try:
        lowest = _bool_text(group["lowest_wins"]) or False
    except ValueError:
        return None, [Problem(gettext("must be yes or no"), "lowest_wins", group["first_row"])]
    clean, problems = clean_play(
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
        problems.insert(
            0, Problem(gettext("a date and time is required"), "played_at", group["first_row"])
        )
        clean = None
    return clean, problems


def _winner_problems(group: dict[str, Any], clean: CleanPlay) -> list[Problem]:
    """The optional ``winner`` column must agree with the places."""
    problems = []
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
    return problems


def import_csv(club: Club, data: bytes, *, dry_run: bool) -> dict[str, Any]:
    """Check (and unless ``dry_run``, import) a CSV of plays. Any bad row: nothing is
    written, and every problem is listed (InvalidInput, or the dry run's report)."""
    groups, problems, rows = parse_csv(club, data)
    players = players_by(club, [e["player"] for g in groups for e in g["entries"]])
    cleaned = []
    for group in groups:
        clean, more = _clean_csv_play(club, group, players)
        problems += more
        if clean is not None:
            problems += _winner_problems(group, clean)
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
            create_play(club, clean)
        history_changed(club.pk)
    report["imported"] = len(cleaned)
    return report
