"""What a table service can refuse, each with the HTTP status the web and API layers use."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _


class TableError(Exception):
    status = 400

    def __init__(self, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.message = message
        self.extra = extra


class MoveRejected(TableError):
    """A move the rules (rule_id set) or its declaration (field set) do not allow."""

    status = 400

    def __init__(self, message: str, *, rule: str | None = None, field: str | None = None):
        super().__init__(message, rule=rule, field=field)
        self.rule = rule
        self.field = field


class StaleVersion(TableError):
    """The phone acted on an old state: someone else moved first."""

    status = 409

    def __init__(self, version: int, table: Any = None) -> None:
        super().__init__(
            _("Someone else entered a move first: check the table and try again."),
            version=version,
        )
        self.version = version
        # The table as the refusing write found it under its lock: what the phone sees next.
        self.table = table


class InvalidInput(TableError):
    """A request the table cannot take as sent: a missing or malformed field (not a move)."""

    status = 400

    def __init__(self, message: str, *, field: str | None = None, rule: str | None = None) -> None:
        super().__init__(message, field=field, rule=rule)
        self.field = field
        self.rule = rule


class NothingToUndo(TableError):
    """Undo or redo with nothing to take back or bring back."""

    status = 400


class TableClosed(TableError):
    """The table is finished or stopped: it takes no more entries."""

    status = 409


class SeatTaken(TableError):
    """Another phone holds this seat; only the host can free or reassign it."""

    status = 409


class NotAllowed(TableError):
    status = 403


class NotFound(TableError):
    status = 404


class RateLimited(TableError):
    """Too many guesses or claims from one address: slow down (a code scan, a claim storm)."""

    status = 429

    def __init__(self, message: str, *, retry_after: int) -> None:
        super().__init__(message, retry_after=retry_after)
        self.retry_after = retry_after
