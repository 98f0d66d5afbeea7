"""Accounts without the admin (issue 23 part 1): making one with a username and a
password, signing in and out, changing the password; Django's password validators on
every new password; failed sign-ins and sign-ups rate-limited per network address."""

from __future__ import annotations

import secrets

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}
GOOD = "salt-pork-and-rum-42"


def users():
    return get_user_model().objects


def signed_in_as(client: Client) -> str | None:
    user_id = client.session.get("_auth_user_id")
    return users().get(pk=user_id).username if user_id else None


def sign_up(client: Client, username: str, password: str = GOOD, again: str | None = None, **extra):
    data = {"username": username, "password1": password, "password2": again or password, **extra}
    return client.post("/account/signup/", data)


def test_the_sign_up_page_asks_a_username_and_a_password_twice_and_no_e_mail():
    page = Client().get("/account/signup/")
    html = page.content.decode()
    assert page.status_code == 200
    for field in ('name="username"', 'name="password1"', 'name="password2"'):
        assert field in html
    assert "email" not in html.lower().replace("no e-mail", "")


def test_signing_up_makes_the_account_and_signs_it_in():
    client = Client()
    response = sign_up(client, "marta")
    assert response.status_code == 302 and response["Location"] == "/club/"
    assert users().filter(username="marta").exists()
    assert signed_in_as(client) == "marta"
    assert users().get(username="marta").check_password(GOOD)


def test_signing_up_goes_back_to_the_page_that_asked_but_never_elsewhere():
    back = sign_up(Client(), "nico", next="/club/new/")
    assert back["Location"] == "/club/new/"
    away = sign_up(Client(), "nora", next="https://elsewhere.example/")
    assert away["Location"] == "/club/"


@pytest.mark.parametrize(
    ("password", "again", "said"),
    [
        ("short1", None, "This password is too short. It must contain at least 8 characters."),
        ("12345678901", None, "This password is entirely numeric."),
        ("password123", None, "This password is too common."),
        ("marta-the-pirate", None, "The password is too similar to the username."),
        (GOOD, GOOD + "x", "The two password fields didn’t match."),
    ],
)
def test_a_password_the_validators_refuse_makes_no_account(password, again, said):
    response = sign_up(Client(), "marta-the-pirate" if "marta" in password else "marta",
                       password, again)  # fmt: skip
    assert response.status_code == 400
    assert said in response.content.decode().replace("&#x27;", "'")
    assert not users().exists()


def test_a_username_taken_is_said_and_nothing_changes():
    users().create_user("marta", password=GOOD)
    response = sign_up(Client(), "marta", "another-long-one-77")
    assert response.status_code == 400
    assert "A user with that username already exists." in response.content.decode()
    assert users().get(username="marta").check_password(GOOD)


def test_signing_in_and_out():
    users().create_user("marta", password=GOOD)
    client = Client()
    wrong = client.post("/club/login/", {"username": "marta", "password": "nope"})
    assert wrong.status_code == 200 and "did not match" in wrong.content.decode()
    assert signed_in_as(client) is None
    right = client.post("/club/login/", {"username": "marta", "password": GOOD, "next": "/club/"})
    assert right.status_code == 302 and signed_in_as(client) == "marta"
    page = client.get("/club/").content.decode()
    assert "marta" in page and "Sign out" in page
    assert client.post("/club/logout/").status_code == 302
    assert signed_in_as(client) is None


@pytest.fixture
def limits(settings):
    settings.RATELIMIT_ENABLED = True
    settings.RATELIMIT_TRUSTED_PROXIES = 0
    settings.RATELIMIT_BUCKETS = {
        **settings.RATELIMIT_BUCKETS,
        "sign-in": (3, 900),
        "sign-up": (2, 3600),
    }
    return settings


@pytest.fixture
def address() -> str:
    """A random address per test: on Redis (CI) the windows outlive a test run."""
    return f"10.{secrets.randbelow(256)}.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1}"


def test_failed_sign_ins_are_limited_and_then_even_the_right_password_waits(limits, address):
    users().create_user("marta", password=GOOD)
    client = Client(REMOTE_ADDR=address)
    # A good sign-in counts nothing.
    assert client.post("/club/login/", {"username": "marta", "password": GOOD}).status_code == 302
    client.post("/club/logout/")
    for _ in range(3):
        answer = client.post("/club/login/", {"username": "marta", "password": "guess"})
        assert answer.status_code == 200
    refused = client.post("/club/login/", {"username": "marta", "password": "guess"})
    assert refused.status_code == 429 and int(refused["Retry-After"]) > 0
    assert "Too many failed sign-ins from your network." in refused.content.decode()
    right = client.post("/club/login/", {"username": "marta", "password": GOOD})
    assert right.status_code == 429 and signed_in_as(client) is None
    # Another network is not held up.
    other = Client(REMOTE_ADDR="10.255.255.254" if address != "10.255.255.254" else "10.0.0.1")
    assert other.post("/club/login/", {"username": "marta", "password": GOOD}).status_code == 302


def test_sign_ups_are_limited_per_network(limits, address):
    client = Client(REMOTE_ADDR=address)
    assert sign_up(client, "one").status_code == 302
    client.post("/club/logout/")
    assert sign_up(client, "two").status_code == 302
    client.post("/club/logout/")
    refused = sign_up(client, "three")
    assert refused.status_code == 429 and int(refused["Retry-After"]) > 0
    assert "Too many accounts were made from your network." in refused.content.decode()
    assert not users().filter(username="three").exists()


def test_changing_the_password():
    user = users().create_user("marta", password=GOOD)
    assert Client().get("/account/password/")["Location"].startswith("/club/login/")
    client = Client()
    client.force_login(user)
    assert client.get("/account/password/").status_code == 200
    wrong = client.post(
        "/account/password/",
        {"old_password": "nope", "new_password1": "x-new-secret-99", "new_password2": "x-new-secret-99"},
    )  # fmt: skip
    assert wrong.status_code == 400
    assert "Your old password was entered incorrectly." in wrong.content.decode()
    weak = client.post(
        "/account/password/",
        {"old_password": GOOD, "new_password1": "password", "new_password2": "password"},
    )
    assert weak.status_code == 400 and "This password is too common." in weak.content.decode()
    done = client.post(
        "/account/password/",
        {"old_password": GOOD, "new_password1": "x-new-secret-99", "new_password2": "x-new-secret-99"},
    )  # fmt: skip
    assert done.status_code == 302
    assert "Your password is changed." in client.get("/account/password/").content.decode()
    # This phone stays signed in; the password is the new one.
    assert signed_in_as(client) == "marta"
    user.refresh_from_db()
    assert user.check_password("x-new-secret-99") and not user.check_password(GOOD)


def test_the_account_pages_answer_a_bad_method_with_405():
    assert Client().put("/account/signup/").status_code == 405
    assert Client().delete("/account/signup/").status_code == 405
