"""What a club service can refuse. Subclasses of the tables' errors, so the API's
exception handler renders them as ``{"error": ..., ...}`` with the right status."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from django.utils.translation import gettext, ngettext

from companion.tables.errors import NotAllowed, NotFound, TableError

__all__ = ["ClubError", "Conflict", "InvalidInput", "NotAllowed", "NotFound", "Problem"]


class ClubError(TableError):
    status = 400


@dataclass(frozen=True)
class Problem:
    """One bad value: the row (1-based; a CSV's line number) and the field it is in."""

    message: str
    field: str | None = None
    row: int | None = None

    def text(self) -> str:
        where = []
        if self.row is not None:
            where.append(gettext("row %(row)s") % {"row": self.row})
        if self.field:
            where.append(f"'{self.field}'")
        if not where:
            return self.message
        return gettext("%(where)s: %(message)s") % {
            "where": ", ".join(where),
            "message": self.message,
        }


class InvalidInput(ClubError):
    """Every problem found in the input; nothing was written."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        first = problems[0]
        message = first.text()
        if len(problems) > 1:
            more = len(problems) - 1
            message += " " + ngettext(
                "(and %(count)s more problem)", "(and %(count)s more problems)", more
            ) % {"count": more}
        super().__init__(
            message,
            field=first.field,
            row=first.row,
            errors=[{**asdict(p), "text": p.text()} for p in problems],
        )


class Conflict(InvalidInput):
    """Well-formed input that clashes with what is stored: a player's name already taken,
    an import into a club that already has a history. Nothing was written."""

    status = 409
