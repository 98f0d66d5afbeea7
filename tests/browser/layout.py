"""What a phone-sized page must not do, measured in chromium: run ``layout_problems(page,
width)`` on a loaded page and ``axe_problems(page)`` for axe-core's serious findings.

The layout rules (issue 14): nothing wider than the screen, no text running out of its
button or box, every tap target at least 44x44 CSS px, no seat told by its colour alone. A link inside a sentence is exempt from
the size rule (WCAG 2.5.8's inline exception); a link standing on its own is a button
to a thumb and is measured like one.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

MIN_TAP = 44

# One pass over the DOM in the page; returns player-readable findings naming each element.
_LAYOUT_JS = """
([width, minTap]) => {
  const found = [];
  const describe = (el) => {
    let name = el.tagName.toLowerCase();
    if (el.id) name += "#" + el.id;
    if (typeof el.className === "string" && el.className.trim()) {
      name += "." + el.className.trim().split(/\\s+/).join(".");
    }
    const text = (el.innerText || el.value || el.getAttribute("aria-label") || el.name || "")
      .replace(/\\s+/g, " ").trim().slice(0, 50);
    return text ? `${name} "${text}"` : name;
  };
  const shown = (el) => el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
  // A box that scrolls or clips sideways holds what is wider than it: the page does not
  // grow. The sr-only pattern (1px, clipped) is not a box a reader sees.
  const clips = (el) => {
    const s = getComputedStyle(el);
    return ["auto", "scroll", "hidden", "clip"].includes(s.overflowX) || s.clip !== "auto";
  };
  const clipped = (el) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      if (clips(up)) return true;
    }
    return false;
  };

  // 1. Wider than the screen: the outermost elements that reach past either edge.
  const wide = [];
  for (const el of document.body.querySelectorAll("*")) {
    if (!shown(el) || clipped(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 1) continue;
    if (r.right > width + 0.5 || r.left < -0.5) wide.push(el);
  }
  for (const el of wide) {
    if (!wide.includes(el.parentElement)) {
      const r = el.getBoundingClientRect();
      found.push(`wider than the ${width}px screen: ${describe(el)} spans ` +
        `${Math.round(r.left)}..${Math.round(r.right)}px`);
    }
  }
  const scroll = document.documentElement.scrollWidth;
  if (scroll > width && !wide.length) {
    found.push(`the page scrolls sideways: scrollWidth ${scroll}px on a ${width}px screen`);
  }

  // 2. Text running out of its button.
  for (const el of document.querySelectorAll("button, .btn, label.choice")) {
    if (!shown(el)) continue;
    if (el.scrollWidth > el.clientWidth + 1) {
      found.push(`text overflows its button: ${describe(el)} needs ${el.scrollWidth}px, ` +
        `has ${el.clientWidth}px`);
    }
  }

  // 2b. Any other box whose own words run out of it (and over its neighbour's): a link
  // squeezed narrower than its word, a cell too narrow for its number.
  const ownText = (el) => [...el.childNodes].some(
    (n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
  for (const el of document.body.querySelectorAll("*")) {
    if (el.matches("button, .btn, label.choice") || !ownText(el) || !shown(el)) continue;
    const s = getComputedStyle(el);
    if (s.display === "inline" || s.overflowX !== "visible") continue;
    if (el.scrollWidth > el.clientWidth + 1) {
      found.push(`text overflows its box: ${describe(el)} needs ${el.scrollWidth}px, ` +
        `has ${el.clientWidth}px`);
    }
  }

  // 2c. Colour is never the only cue: a seat's colour dot stands beside a name or initial.
  for (const el of document.querySelectorAll('[class*="colour-"]:not(.colour-none)')) {
    if (!shown(el)) continue;
    if (getComputedStyle(el, "::before").content === "none") continue;
    if (!el.innerText.trim()) {
      found.push(`a colour without a name: ${describe(el)}`);
    }
  }

  // 3. Tap targets. A control inside a label is tapped through its label: the label is
  // the target. A link inside running text is exempt.
  const inSentence = (a) => {
    if (getComputedStyle(a).display !== "inline") return false;
    let block = a.parentElement;
    while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
    if (!block) return false;
    const all = block.innerText.replace(/\\s+/g, "");
    const own = a.innerText.replace(/\\s+/g, "");
    return all.length > own.length;
  };
  const targets = new Set();
  const selector = "button, .btn, a[href], input:not([type=hidden]), select, textarea, " +
    "summary, label.choice, label.check, [role=button], .chip";
  for (const el of document.querySelectorAll(selector)) {
    if (el.tagName === "A" && !el.classList.contains("btn") && inSentence(el)) continue;
    const label = el.closest("label");
    targets.add(label && el.tagName !== "LABEL" ? label : el);
  }
  for (const el of targets) {
    if (!shown(el) || clipped(el) && el.getBoundingClientRect().width <= 1) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 && r.height <= 1) continue;  // sr-only
    if (r.width + 0.01 < minTap || r.height + 0.01 < minTap) {
      found.push(`tap target under ${minTap}x${minTap}px: ${describe(el)} is ` +
        `${Math.round(r.width)}x${Math.round(r.height)}px`);
    }
  }
  return found;
}
"""


def layout_problems(page, width: int) -> list[str]:
    """The layout findings on ``page`` as laid out on a screen ``width`` CSS px wide."""
    return page.evaluate(_LAYOUT_JS, [width, MIN_TAP])


@cache
def _axe_source() -> str:
    import axe_playwright_python

    return (Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text()


SERIOUS = ("serious", "critical")


def axe_problems(page) -> list[str]:
    """axe-core's serious and critical findings on ``page``, one line per element.

    The script goes in through Playwright's evaluate (the DevTools protocol), which the
    page's Content-Security-Policy does not govern, so the site's own policy stays on.
    """
    page.evaluate(_axe_source())
    results = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    found = []
    for violation in results["violations"]:
        if violation["impact"] not in SERIOUS:
            continue
        for node in violation["nodes"]:
            target = " ".join(str(t) for t in node["target"])
            summary = node.get("failureSummary", "").replace("\n", " ")
            found.append(f"axe {violation['impact']} {violation['id']}: {target}: {summary[:200]}")
    return found


# Words cut in two inside a button or a chip ("Sloo|p"): a word whose letters lie on
# more than one line. overflow-wrap: anywhere keeps such a word inside its button, so
# the overflow rule above does not see it.
_CUT_WORDS_JS = """
() => {
  const found = [];
  const shown = (el) => el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
  for (const el of document.querySelectorAll("button, .btn, label.choice")) {
    if (!shown(el)) continue;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) {
          const text = el.innerText.replace(/\\s+/g, " ").trim().slice(0, 50);
          found.push(`a word cut in two: "${match[0]}" in "${text}"`);
        }
      }
    }
  }
  return found;
}
"""


def cut_words(page) -> list[str]:
    """Words cut in two inside a button or a chip of ``page``."""
    return page.evaluate(_CUT_WORDS_JS)
