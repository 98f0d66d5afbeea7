"""A table is one game being played at a real table.

Its history is an append-only log of events (one row per move, undo or redo,
numbered by ``seq``); the current state is kept beside it on the table row and in
periodic snapshots, so any state can be rebuilt from the newest snapshot plus the
events after it (see ``companion.tables.replay``).
"""

from __future__ import annotations

import hashlib
import secrets

from django.db import models

from companion.tables.json_codec import json_column

# No 0/O, 1/I/L: a code is read aloud across a table and typed on a phone.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def looks_like_code(code: str) -> bool:
    """A table code could be this (any case): anything else is looked up nowhere."""
    return 0 < len(code) <= 12 and all(c in CODE_ALPHABET for c in code.upper())


def new_token() -> str:
    return secrets.token_urlsafe(24)


def hash_token(token: str) -> str:
    # Tokens are random 192-bit secrets, so a plain digest is enough (no slow KDF needed).
    return hashlib.sha256(token.encode()).hexdigest()


class TableStatus(models.TextChoices):
    PLAYING = "playing", "Playing"
    FINISHED = "finished", "Finished"
    ABANDONED = "abandoned", "Abandoned"


class Table(models.Model):
    code = models.CharField(max_length=12, unique=True, default=new_code)
    game = models.CharField(max_length=40)
    options = json_column(default=dict, blank=True)
    seed = models.BigIntegerField()
    status = models.CharField(max_length=12, choices=TableStatus, default=TableStatus.PLAYING)
    # Equals the seq of the newest event (0 before any): the optimistic-concurrency counter.
    version = models.PositiveIntegerField(default=0)
    # Bumped on every change a screen must show (events and seat changes): the live stamp.
    revision = models.PositiveBigIntegerField(default=0)
    # The current state: the newest snapshot, written in the same transaction as each event.
    state = json_column(default=dict)
    host_token_hash = models.CharField(max_length=64, unique=True)
    # A seat whose phone holds the host role (handed over by the host); None: the host
    # token alone. Rotating the host token or reassigning the seat ends it.
    host_seat = models.PositiveSmallIntegerField(null=True, blank=True)
    # The creator's recovery link: opening it makes that phone the host again.
    recovery_token_hash = models.CharField(max_length=64, blank=True, default="")
    # The sweeper's lease on this table's pending work (bookkeeping, recording the result):
    # a conditional UPDATE takes it, so two sweepers never pick up the same table.
    work_claimed_until = models.DateTimeField(null=True, blank=True)
    # The final result, written by a task once the game is over (None before).
    result = json_column(null=True, blank=True)
    # Set while end-of-round bookkeeping waits for (or is running in) a worker.
    bookkeeping_pending = models.BooleanField(default=False)
    club = models.ForeignKey(
        "club.Club", null=True, blank=True, on_delete=models.SET_NULL, related_name="tables"
    )
    # The language a phone starts on when it has chosen none ("": the browser's), and the
    # table screen's own ("": as a phone would read it). Codes of settings.LANGUAGES.
    language = models.CharField(max_length=8, blank=True, default="")
    screen_language = models.CharField(max_length=8, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.game} {self.code}"

    @property
    def is_open(self) -> bool:
        return self.status == TableStatus.PLAYING


class Seat(models.Model):
    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="seats")
    index = models.PositiveSmallIntegerField()
    name = models.CharField(max_length=40)
    colour = models.CharField(max_length=20, blank=True)
    token_hash = models.CharField(max_length=64, unique=True)
    # When a phone took the seat through the join link; None: the seat is free.
    claimed_at = models.DateTimeField(null=True, blank=True)
    player = models.ForeignKey(
        "club.Player", null=True, blank=True, on_delete=models.SET_NULL, related_name="seats"
    )

    class Meta:
        ordering = ["table", "index"]
        constraints = [
            models.UniqueConstraint(fields=["table", "index"], name="unique_seat_index_per_table")
        ]

    def __str__(self) -> str:
        return f"{self.name} (seat {self.index})"


class EventKind(models.TextChoices):
    MOVE = "move", "Move"
    UNDO = "undo", "Undo"
    REDO = "redo", "Redo"
    # A seat changed hands: claimed, freed, reassigned by the host, or the host role moved.
    # Not a move: it never changes the game's state, so it never makes a phone's entry stale.
    SEAT = "seat", "Seat"
    # An earlier entry corrected or removed: the corrected move (none for a removal)
    # is played where the entry it replaces stood (``target_seq``); that entry is undone.
    CORRECT = "correct", "Correction"


class Actor(models.TextChoices):
    SEAT = "seat", "Seat"
    HOST = "host", "Host"
    SYSTEM = "system", "Companion"


class Event(models.Model):
    """One entry of a table's log. Rows are never deleted; undo is an event too."""

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="events")
    seq = models.PositiveIntegerField()
    kind = models.CharField(max_length=8, choices=EventKind, default=EventKind.MOVE)
    actor = models.CharField(max_length=8, choices=Actor, default=Actor.SEAT)
    # The seat the move was made for (the host may act for a seat); None for system moves.
    seat = models.PositiveSmallIntegerField(null=True, blank=True)
    move_type = models.CharField(max_length=40, blank=True)
    args = json_column(default=dict, blank=True)
    client_move_id = models.CharField(max_length=64)
    # For undo/redo: the seq of the move event they act on; for a correction, the place
    # in the game of the entry it replaces.
    target_seq = models.PositiveIntegerField(null=True, blank=True)
    # A move event that an undo took back (and a redo has not restored).
    undone = models.BooleanField(default=False)
    # What the move did, as the engine said it: {"public": [msg], "private": {seat: [msg]}},
    # each msg a message id with parameters, so every reader gets it in their language.
    # Entries written before outcomes existed have {}.
    outcome = json_column(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["table", "seq"]
        constraints = [
            models.UniqueConstraint(fields=["table", "seq"], name="unique_event_seq_per_table"),
            models.UniqueConstraint(
                fields=["table", "client_move_id"], name="unique_client_move_id_per_table"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.table.code}#{self.seq} {self.kind} {self.move_type}"


class Snapshot(models.Model):
    """The state after event ``seq`` (0: right after setup). A cache of the log."""

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="snapshots")
    seq = models.PositiveIntegerField()
    state = json_column()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["table", "-seq"]
        constraints = [
            models.UniqueConstraint(fields=["table", "seq"], name="unique_snapshot_seq_per_table")
        ]

    def __str__(self) -> str:
        return f"snapshot {self.table_id}@{self.seq}"
