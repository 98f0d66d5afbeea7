"""The club's memory: clubs and their players. Plays and ratings build on these."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class Club(models.Model):
    name = models.CharField(max_length=120)
    slug = models.SlugField(max_length=60, unique=True)
    is_public = models.BooleanField(default=True, help_text="strangers may see plays and stats")
    organisers = models.ManyToManyField(settings.AUTH_USER_MODEL, blank=True, related_name="clubs")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class Player(models.Model):
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="players")
    name = models.CharField(max_length=80)
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(fields=["club", "name"], name="unique_player_name_per_club")
        ]

    def __str__(self) -> str:
        return self.name
