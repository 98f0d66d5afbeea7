"""Export of a club's history, and the formats the import (``companion.club.imports``)
reads back.

JSON: the whole club, lossless and re-importable (export, import into an empty club,
export again: the same document). Ratings are not in it: they are recomputed from
the plays. Logins and table rows are not either (they belong to this server); a
play keeps its table's code as text. A club's catalogues (per game, the component data
of its box) are under ``catalogues`` when it has any; the import checks each with its
game's engine and refuses the whole document for one bad value.

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
from collections.abc import Iterator
from datetime import datetime, tzinfo
from typing import Any

from companion.club.catalogues import export_catalogues
from companion.club.models import (
    Club,
    ClubToken,
    Invitation,
    Membership,
    Play,
    Player,
    PlayResult,
)
from companion.club.zones import zone_of

FORMAT = "tortuga-club"
FORMAT_VERSION = 1
CSV_COLUMNS = ["play", "played_at", "game", "duration_seconds", "player", "seat", "score", "place"]
CSV_OPTIONAL = ["winner", "lowest_wins", "notes"]
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


def _when(moment: datetime | None, zone: tzinfo) -> str | None:
    """A moment in the club's time zone, with its offset: the same instant, read as the
    club reads it."""
    return None if moment is None else moment.astimezone(zone).isoformat()


def export_json(club: Club, *, people: bool = False) -> dict[str, Any]:
    """The whole club; ``people`` (its owners' export): also who is in it, the
    invitations and the keys made (never a link or a key itself)."""
    zone = zone_of(club)
    players = list(Player.objects.filter(club=club).order_by("name").values_list("name", "guest"))
    plays = Play.objects.filter(club=club).order_by("played_at", "id").prefetch_related("results")
    out_plays = []
    for play in plays:
        out_plays.append(
            {
                "game": play.game,
                "played_at": _when(play.played_at, zone),
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
                        **({"former": True} if r.former else {}),
                    }
                    for r in sorted(play.results.all(), key=lambda r: r.seat)
                ],
            }
        )
    # Only a club with catalogues says so: an export without reads as it always did.
    catalogues = export_catalogues(club)
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "club": {"name": club.name, "is_public": club.is_public, "time_zone": club.time_zone},
        # Only a guest says so: an export of a club without guests reads as it always did.
        "players": [
            {"name": name, **({"guest": True} if guest else {})} for name, guest in players
        ],
        "plays": out_plays,
        **({"catalogues": catalogues} if catalogues else {}),
        **(_people(club, zone) if people else {}),
    }


def _people(club: Club, zone: tzinfo) -> dict[str, Any]:
    plays_as = dict(
        Player.objects.filter(club=club, user__isnull=False).values_list("user_id", "name")
    )
    memberships = Membership.objects.filter(club=club).select_related("user").order_by("pk")
    return {
        "people": [
            {
                "username": m.user.get_username(),
                "role": m.role,
                "player": plays_as.get(m.user_id),
                "since": _when(m.created_at, zone),
            }
            for m in memberships
        ],
        "invitations": [
            {
                "role": i.role,
                "created_at": _when(i.created_at, zone),
                "expires_at": _when(i.expires_at, zone),
                "max_uses": i.max_uses,
                "uses": i.uses,
                "revoked_at": _when(i.revoked_at, zone),
            }
            for i in Invitation.objects.filter(club=club).order_by("pk")
        ],
        "keys": [
            {
                "name": k.name,
                "scope": k.scope,
                "prefix": k.prefix,
                "created_at": _when(k.created_at, zone),
                "last_used_at": _when(k.last_used_at, zone),
                "revoked_at": _when(k.revoked_at, zone),
            }
            for k in ClubToken.objects.filter(club=club).order_by("pk")
        ],
    }


def export_csv(club: Club) -> Iterator[str]:
    """The plays as CSV lines (a header, then one row per result), oldest play first."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")

    def flush() -> str:
        text = buffer.getvalue()
        buffer.seek(0)
        buffer.truncate()
        return text

    zone = zone_of(club)
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
            _when(r.played_at, zone),
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
