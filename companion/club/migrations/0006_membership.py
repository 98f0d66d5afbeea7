"""Roles: who is in a club, and as what (issue 23).

Every organiser of a club before roles becomes one of its owners: until now any
organiser could do everything an owner now does, so nobody loses what they could do.
"""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def organisers_become_owners(apps, schema_editor):
    Club = apps.get_model("club", "Club")
    Membership = apps.get_model("club", "Membership")
    Membership.objects.bulk_create(
        Membership(club_id=club.pk, user_id=user.pk, role="owner")
        for club in Club.objects.prefetch_related("organisers")
        for user in club.organisers.all()
    )


def owners_become_organisers(apps, schema_editor):
    Membership = apps.get_model("club", "Membership")
    for membership in Membership.objects.filter(role__in=["owner", "organiser"]):
        membership.club.organisers.add(membership.user_id)


class Migration(migrations.Migration):
    dependencies = [
        ("club", "0005_club_catalogue"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name="Membership",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                (
                    "role",
                    models.CharField(
                        choices=[("owner", "owner"), ("organiser", "organiser"), ("member", "member")],
                        default="member",
                        max_length=12,
                    ),
                ),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                (
                    "club",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE, related_name="memberships", to="club.club"
                    ),
                ),
                (
                    "user",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="memberships",
                        to=settings.AUTH_USER_MODEL,
                    ),
                ),
            ],
            options={
                "constraints": [models.UniqueConstraint(fields=("club", "user"), name="one_membership_per_club")],
            },
        ),
        migrations.RunPython(organisers_become_owners, owners_become_organisers),
        migrations.RemoveField(model_name="club", name="organisers"),
        migrations.AddField(
            model_name="club",
            name="people",
            field=models.ManyToManyField(
                blank=True, related_name="clubs", through="club.Membership", to=settings.AUTH_USER_MODEL
            ),
        ),
    ]
