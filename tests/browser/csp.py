"""What a self-only Content-Security-Policy refuses, seen from both sides: a scan of
the HTML as served, and the violations chromium reports while a page runs."""

from __future__ import annotations

import re

# Inline handlers, style attributes, inline <script> and <style> blocks and
# javascript: URLs: none may appear in a served page or a template. A JSON data block
# (<script type="application/json">, the script's words) is never run: the policy lets it be.
INLINE = {
    "handler attribute": re.compile(r"<[^>]*\son[a-z]+\s*=", re.IGNORECASE),
    "style attribute": re.compile(r"<[^>]*\sstyle\s*=", re.IGNORECASE),
    "inline <script>": re.compile(
        r"<script(?![^>]*\b(?:src\s*=|type\s*=\s*[\"']application/json[\"']))[^>]*>",
        re.IGNORECASE,
    ),
    "<style> block": re.compile(r"<style[\s>]", re.IGNORECASE),
    "javascript: URL": re.compile(r"javascript:", re.IGNORECASE),
}


def inline_code(html: str) -> list[str]:
    """The kinds of inline code in ``html`` (empty when a self-only policy allows it all)."""
    return [name for name, pattern in INLINE.items() if pattern.search(html)]


# Runs before any page script (Playwright injects it outside the page's policy): every
# violation the browser reports becomes a console error the tests collect.
REPORT_VIOLATIONS = """
document.addEventListener("securitypolicyviolation", function (e) {
  console.error("CSP violation: " + e.violatedDirective + " blocked " +
    (e.blockedURI || "inline") + " at " + e.sourceFile + ":" + e.lineNumber +
    (e.sample ? " (" + e.sample + ")" : ""));
}, true);
"""
