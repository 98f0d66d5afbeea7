"""The club's memory: clubs, players, plays (finished games) and ratings.

A :class:`Play` is one game played by club players: from a finished table (linked
to it for audit, its events are never deleted), entered by hand, or imported. Its
:class:`PlayResult` rows hold each seat's score, place and breakdown. Ratings are
derived data: :mod:`companion.club.ratings` recomputes them from the ordered play
history into :class:`Rating` (current) and :class:`RatingSnapshot` (after each play).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser
    from django.contrib.auth.models import AnonymousUser


class Role(models.TextChoices):
    """What a person may do in a club: an owner also manages its people and tokens; an
    organiser writes plays, players, catalogues and tables; a member reads a private club."""

    OWNER = "owner", _("owner")
    ORGANISER = "organiser", _("organiser")
    MEMBER = "member", _("member")


# The roles that change a club's history.
ORGANISING = (Role.OWNER, Role.ORGANISER)


def default_time_zone() -> str:
    """A new club's time zone: the server's (a callable, so a deployment's own setting
    is no change to the schema)."""
    return str(settings.TIME_ZONE)


class Club(models.Model):
    name = models.CharField(max_length=120)
    slug = models.SlugField(max_length=60, unique=True)
    is_public = models.BooleanField(default=True, help_text="strangers may see plays and stats")
    # Dates on the club's pages and in its exports read in this zone; a time entered
    # without one (a play's start) is read in it too.
    time_zone = models.CharField(max_length=64, default=default_time_zone)
    people = models.ManyToManyField(
        settings.AUTH_USER_MODEL, through="Membership", blank=True, related_name="clubs"
    )
    # Bumped by every change to the play history; ratings_version is the history the
    # stored ratings were computed from (equal: ratings are fresh).
    history_version = models.PositiveBigIntegerField(default=0)
    ratings_version = models.PositiveBigIntegerField(default=0)
    # The sweeper's lease on a stale recomputation (ratings_version behind): a conditional
    # UPDATE takes it, so two sweepers never queue the same club's ratings.
    ratings_claimed_until = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    def role_of(self, user: AbstractBaseUser | AnonymousUser | None) -> str | None:
        """The caller's role in this club; None: not one of its people (or signed out)."""
        if user is None or not user.is_authenticated:
            return None
        return (
            Membership.objects.filter(club=self, user_id=user.pk)
            .values_list("role", flat=True)
            .first()
        )

    def is_organiser(self, user: AbstractBaseUser | AnonymousUser | None) -> bool:
        return self.role_of(user) in ORGANISING

    def add_person(self, user: AbstractBaseUser, role: str) -> Membership:
        """Give ``user`` ``role`` in this club (a person already in it takes the new role)."""
        membership, _created = Membership.objects.update_or_create(
            club=self, user_id=user.pk, defaults={"role": role}
        )
        return membership


class Invitation(models.Model):
    """A link that lets people join a club with a role: it expires, it may be used a set
    number of times (None: until it expires), and an owner may revoke it. Only the
    token's hash is kept: the link is shown once, when it is made."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="invitations")
    role = models.CharField(max_length=12, choices=Role)
    token_hash = models.CharField(max_length=64, unique=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    max_uses = models.PositiveIntegerField(null=True, blank=True)
    uses = models.PositiveIntegerField(default=0)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.club} ({self.role}, until {self.expires_at:%Y-%m-%d})"


class TokenScope(models.TextChoices):
    READ = "read", _("read")
    WRITE = "write", _("read and write")


class ClubToken(models.Model):
    """A key for a club's scripts: it reads the club (scope read) or also writes its
    history as an organiser does (scope write); never its people or its keys. Only the
    hash is kept: the key is shown once, when it is made."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="tokens")
    name = models.CharField(max_length=80)
    scope = models.CharField(max_length=8, choices=TokenScope, default=TokenScope.READ)
    token_hash = models.CharField(max_length=64, unique=True)
    # The key's first characters, kept to tell keys apart in a list: never enough to use.
    prefix = models.CharField(max_length=12)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.club} {self.name} ({self.scope})"


class Membership(models.Model):
    """A person (an account) in a club, with a role."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships"
    )
    role = models.CharField(max_length=12, choices=Role, default=Role.MEMBER)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["club", "user"], name="one_membership_per_club")
        ]

    def __str__(self) -> str:
        return f"{self.user} ({self.role})"


class Player(models.Model):
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="players")
    name = models.CharField(max_length=80)
    # The account that plays as this player: one player per account in each club, and
    # one account may play in several clubs.
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="players",
    )
    # Added by a phone saying "I'm new here" at a club table: an organiser confirms the
    # player (guest=False) or merges them into the player they turn out to be.
    guest = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(fields=["club", "name"], name="unique_player_name_per_club"),
            models.UniqueConstraint(
                fields=["club", "user"],
                condition=models.Q(user__isnull=False),
                name="one_player_per_account_per_club",
            ),
        ]

    def __str__(self) -> str:
        return self.name


class PlaySource(models.TextChoices):
    TABLE = "table", _("Played with the companion")
    MANUAL = "manual", _("Entered by hand")
    IMPORT = "import", _("Imported")


class Play(models.Model):
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="plays")
    game = models.CharField(max_length=40)
    played_at = models.DateTimeField()
    duration_seconds = models.PositiveIntegerField(null=True, blank=True)
    source = models.CharField(max_length=8, choices=PlaySource, default=PlaySource.MANUAL)
    # The table it was played at: one play per table (a redelivered task finds it).
    table = models.OneToOneField(
        "tables.Table", null=True, blank=True, on_delete=models.PROTECT, related_name="play"
    )
    # Kept as text too: survives an export/import where the table row does not exist.
    table_code = models.CharField(max_length=12, blank=True)
    lowest_wins = models.BooleanField(default=False)
    tiebreaks = models.JSONField(default=list, blank=True)
    notes = models.CharField(max_length=500, blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-played_at", "-id"]
        indexes = [models.Index(fields=["club", "game", "played_at"], name="play_club_game_idx")]

    def __str__(self) -> str:
        return f"{self.game} {self.played_at:%Y-%m-%d}"


class PlayResult(models.Model):
    """One seat of a play. ``club``, ``game``, ``played_at`` and ``lowest_wins`` are
    copies of the play's, so leaderboards aggregate one table without a join."""

    play = models.ForeignKey(Play, on_delete=models.CASCADE, related_name="results")
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="+")
    game = models.CharField(max_length=40)
    played_at = models.DateTimeField()
    lowest_wins = models.BooleanField(default=False)
    # None: a guest at the table (kept in the play, left out of stats and ratings).
    player = models.ForeignKey(
        Player, null=True, blank=True, on_delete=models.PROTECT, related_name="results"
    )
    name = models.CharField(max_length=80, help_text="the seat's name when it was played")
    # A player removed on request: the seat stays in the play, nameless and unrated.
    former = models.BooleanField(default=False)
    seat = models.PositiveSmallIntegerField(help_text="seat order, 0 = first")
    score = models.FloatField()
    place = models.PositiveSmallIntegerField()
    is_winner = models.BooleanField(default=False)
    breakdown = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["play", "seat"]
        constraints = [
            models.UniqueConstraint(fields=["play", "seat"], name="unique_seat_per_play"),
            models.UniqueConstraint(
                fields=["play", "player"],
                condition=models.Q(player__isnull=False),
                name="unique_player_per_play",
            ),
        ]
        indexes = [
            models.Index(fields=["club", "game", "player"], name="result_club_game_idx"),
            models.Index(fields=["club", "player"], name="result_club_player_idx"),
            models.Index(fields=["player", "played_at"], name="result_player_time_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.name}: {self.score:g} (place {self.place})"


OVERALL = ""  # Rating.game for the rating over every game


class Rating(models.Model):
    """A player's current OpenSkill (Plackett-Luce) rating in one game, or overall."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="ratings")
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="ratings")
    game = models.CharField(max_length=40, blank=True, help_text="empty: every game")
    mu = models.FloatField()
    sigma = models.FloatField()
    ordinal = models.FloatField(help_text="mu - 3 sigma: the number leaderboards sort by")
    plays = models.PositiveIntegerField(default=0)
    # Positive: that many wins in a row up to the latest play; negative: plays without a win.
    streak = models.IntegerField(default=0)

    class Meta:
        ordering = ["-ordinal"]
        constraints = [
            models.UniqueConstraint(fields=["player", "game"], name="unique_rating_per_game")
        ]
        indexes = [models.Index(fields=["club", "game", "ordinal"], name="rating_board_idx")]

    def __str__(self) -> str:
        return f"{self.player_id} {self.game or 'overall'} {self.ordinal:.2f}"


class RatingSnapshot(models.Model):
    """A player's ratings right after one play: the rating-over-time chart."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="+")
    play = models.ForeignKey(Play, on_delete=models.CASCADE, related_name="snapshots")
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="snapshots")
    game = models.CharField(max_length=40)
    played_at = models.DateTimeField()
    mu = models.FloatField()
    sigma = models.FloatField()
    overall_mu = models.FloatField()
    overall_sigma = models.FloatField()

    class Meta:
        ordering = ["player", "played_at", "play"]
        constraints = [
            models.UniqueConstraint(fields=["play", "player"], name="unique_snapshot_per_play")
        ]
        indexes = [models.Index(fields=["player", "played_at"], name="snapshot_player_time_idx")]

    def __str__(self) -> str:
        return f"{self.player_id} after play {self.play_id}: {self.mu:.2f}"

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma

    @property
    def overall_ordinal(self) -> float:
        return self.overall_mu - 3 * self.overall_sigma


class ClubCatalogue(models.Model):
    """A club's catalogue for one game: the component data of its own box (card names,
    counts, the board), in the shape the game's engine declares (``Engine.catalogue``).
    Written only through :mod:`companion.club.catalogues`, which checks it first."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="catalogues")
    game = models.CharField(max_length=40)
    data = models.JSONField(default=dict)
    updated_at = models.DateTimeField(auto_now=True)
    updated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        ordering = ["club", "game"]
        constraints = [
            models.UniqueConstraint(fields=["club", "game"], name="unique_catalogue_per_game")
        ]

    def __str__(self) -> str:
        return f"{self.club_id} {self.game}"
