"""Serving the club's own Wi-Fi (issue 14): ``make lan`` says the address phones use,
and every link a page or the API hands on names it."""

from __future__ import annotations

import io
import ipaddress

import pytest
from django.conf import settings
from django.core.management import call_command
from django.test import override_settings
from rest_framework.test import APIClient

from companion.web.management.commands.lan import lan_address

LAN = "http://192.168.1.20:8000"


def test_the_lan_address_is_an_ipv4_address():
    assert ipaddress.ip_address(lan_address()).version == 4


def test_the_lan_command_says_the_address_and_lets_phones_reach_it():
    out = io.StringIO()
    with override_settings(PUBLIC_URL="", ALLOWED_HOSTS=["127.0.0.1"]):
        call_command("lan", "--check", "--address", "192.168.1.20", "--port", "8123", stdout=out)
        assert settings.PUBLIC_URL == "http://192.168.1.20:8123"
        assert "192.168.1.20" in settings.ALLOWED_HOSTS
    assert "Phones at the table join at http://192.168.1.20:8123/" in out.getvalue()


@pytest.mark.django_db
@override_settings(PUBLIC_URL=LAN)
def test_join_links_name_the_address_phones_use():
    created = APIClient().post(
        "/api/tables/", {"game": "scoresheet", "seats": [{"name": "Anja"}]}, format="json"
    )
    body = created.json()
    assert body["join_url"] == f"{LAN}/t/{body['code']}/join/"
    assert body["screen_url"] == f"{LAN}/t/{body['code']}/screen/"


@pytest.mark.django_db
@override_settings(PUBLIC_URL=LAN)
def test_the_table_screen_shows_the_join_qr_and_the_address_phones_use():
    from django.test import Client

    from companion.tables import services

    table = services.table_create(game="scoresheet", seats=[{"name": "Anja"}]).table
    page = Client().get(f"/t/{table.code}/screen/").content.decode()
    assert f'<img class="qr screen-qr" src="/t/{table.code}/qr.svg"' in page
    assert f"{LAN}/t/{table.code}/join/" in page
    svg = Client().get(f"/t/{table.code}/qr.svg")
    assert svg["Content-Type"] == "image/svg+xml"
    assert b'xmlns="http://www.w3.org/2000/svg"' in svg.content
