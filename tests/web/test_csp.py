"""Every page sends a self-only Content-Security-Policy, and no template needs an exception.

The browser side (no violation in chromium's console on any page) is in
tests/browser/test_csp_pages.py; here are the header, the templates and the docs page.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client

from tests.browser.csp import inline_code

pytestmark = pytest.mark.django_db

TEMPLATES = Path(settings.BASE_DIR) / "templates"


def policy(response) -> dict[str, list[str]]:
    header = response.headers.get("Content-Security-Policy", "")
    directives = [part.split() for part in header.split(";") if part.strip()]
    return {d[0]: d[1:] for d in directives}


def test_the_inline_code_scan_sees_each_kind():
    assert inline_code('<form onsubmit="return confirm(1)">') == ["handler attribute"]
    assert inline_code('<body style="padding:1rem">') == ["style attribute"]
    assert inline_code("<script>alert(1)</script>") == ["inline <script>"]
    assert inline_code("<style>body{}</style>") == ["<style> block"]
    assert inline_code('<a href="javascript:void(0)">') == ["javascript: URL"]
    assert inline_code('<script src="/static/js/app.js" defer></script>') == []
    assert inline_code('<script id="t" type="application/json">{"a": "b"}</script>') == []
    assert inline_code('<script type="text/javascript">alert(1)</script>') == ["inline <script>"]
    assert inline_code('<button data-confirm="Stop?" class="btn">') == []


@pytest.mark.parametrize(
    "name", sorted(str(p.relative_to(TEMPLATES)) for p in TEMPLATES.rglob("*.html"))
)
def test_no_template_has_inline_code(name):
    assert inline_code((TEMPLATES / name).read_text()) == []


@pytest.mark.parametrize(
    "url", ["/", "/new/", "/rules/scoresheet/", "/club/", "/no/such/page/", "/api/docs/"]
)
def test_every_page_sends_a_self_only_policy(url):
    response = Client().get(url)
    csp = policy(response)
    assert csp.get("default-src") == ["'self'"], response.headers
    for directive in ("script-src", "style-src", "connect-src", "form-action"):
        assert csp.get(directive) == ["'self'"], directive
    # Swagger UI draws its icons as data: images: allowed on the docs page only.
    images = ["'self'", "data:"] if url == "/api/docs/" else ["'self'"]
    assert csp.get("img-src") == images
    assert csp.get("object-src") == ["'none'"]
    assert csp.get("frame-ancestors") == ["'none'"]
    assert csp.get("base-uri") == ["'none'"]
    for values in csp.values():
        assert "'unsafe-inline'" not in values and "'unsafe-eval'" not in values
        assert not any(v.startswith(("http:", "https:", "*")) for v in values)


def test_the_policy_is_sent_on_api_answers_and_errors_too():
    assert policy(Client().get("/api/games/")).get("default-src") == ["'self'"]
    assert policy(Client().get("/api/no/such/")).get("default-src") == ["'self'"]


def test_htmx_does_not_inject_its_indicator_style_nor_evaluate_code():
    html = Client().get("/").content.decode()
    config = re.search(r'<meta name="htmx-config" content=\'([^\']*)\'', html)
    assert config, "base.html configures htmx in a meta tag"
    assert '"includeIndicatorStyles":false' in config.group(1).replace(" ", "")
    assert '"allowEval":false' in config.group(1).replace(" ", "")
    css = (Path(settings.BASE_DIR) / "static/css/app.css").read_text()
    assert ".htmx-indicator" in css, "the indicator style htmx no longer injects"


def test_the_api_docs_page_has_no_inline_code_and_loads_its_script_from_us():
    client = Client()
    page = client.get("/api/docs/")
    assert page.status_code == 200
    html = page.content.decode()
    assert inline_code(html) == []
    scripts = re.findall(r'<script src="([^"]+)"', html)
    assert scripts and all(s.startswith("/") for s in scripts), scripts
    init = [s for s in scripts if "script=" in s]
    assert len(init) == 1, scripts
    script = client.get(init[0].replace("&amp;", "&"))
    assert script.status_code == 200
    assert script["Content-Type"].startswith("application/javascript")
    assert "SwaggerUIBundle" in script.content.decode()
    stylesheets = re.findall(r'<link rel="stylesheet" href="([^"]+)"', html)
    assert stylesheets and all(s.startswith("/static/") for s in stylesheets)
