"""Server-rendered SVG charts: no JavaScript, no CDN, readable on a phone.

Each chart is an ``<svg role="img">`` labelled by its own ``<title>`` and ``<desc>``
(the desc states the numbers in words); the pages put a data table beside each one.
Colours come from the page's CSS (``currentColor`` and the ``chart-*`` classes), so
dark mode works.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

WIDTH, HEIGHT = 320, 180
LEFT, RIGHT, TOP, BOTTOM = 36, 8, 10, 26


def _fmt(value: float) -> str:
    return f"{value:.0f}" if abs(value) >= 100 or float(value).is_integer() else f"{value:.1f}"


def _no_data() -> str:
    # Outside the f-strings: xgettext does not read inside them.
    return gettext("no data yet")


def _frame(chart_id: str, title: str, desc: str, body: list[str]) -> SafeString:
    return mark_safe(  # noqa: S308 - every text below is escaped
        f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-labelledby="{chart_id}-t {chart_id}-d" preserveAspectRatio="xMidYMid meet" '
        f'xmlns="http://www.w3.org/2000/svg">'
        f'<title id="{chart_id}-t">{escape(title)}</title>'
        f'<desc id="{chart_id}-d">{escape(desc)}</desc>' + "".join(body) + "</svg>"
    )


def line_chart(
    chart_id: str,
    values: Sequence[float],
    *,
    title: str,
    desc: str,
    first: str = "",
    last: str = "",
) -> SafeString:
    """A line through ``values`` in order (e.g. a rating after each play)."""
    body: list[str] = []
    if not values:
        body.append(
            f'<text x="{WIDTH / 2}" y="{HEIGHT / 2}" text-anchor="middle">'
            f"{escape(_no_data())}</text>"
        )
        return _frame(chart_id, title, desc, body)
    low, high = min(values), max(values)
    if high - low < 1e-9:
        low, high = low - 1, high + 1
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    step = plot_w / max(1, len(values) - 1)

    def y(v: float) -> float:
        return TOP + plot_h * (1 - (v - low) / (high - low))

    points = " ".join(f"{LEFT + i * step:.1f},{y(v):.1f}" for i, v in enumerate(values))
    body += [
        f'<line class="chart-axis" x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{TOP + plot_h}"/>',
        f'<line class="chart-axis" x1="{LEFT}" y1="{TOP + plot_h}" x2="{WIDTH - RIGHT}" '
        f'y2="{TOP + plot_h}"/>',
        f'<text class="chart-label" x="{LEFT - 4}" y="{TOP + 4}" text-anchor="end">{_fmt(high)}</text>',
        f'<text class="chart-label" x="{LEFT - 4}" y="{TOP + plot_h}" text-anchor="end">'
        f"{_fmt(low)}</text>",
        f'<text class="chart-label" x="{LEFT}" y="{HEIGHT - 6}">{escape(first)}</text>',
        f'<text class="chart-label" x="{WIDTH - RIGHT}" y="{HEIGHT - 6}" text-anchor="end">'
        f"{escape(last)}</text>",
        f'<polyline class="chart-line" fill="none" points="{points}"/>',
    ]
    if len(values) <= 60:
        body += [
            f'<circle class="chart-dot" cx="{LEFT + i * step:.1f}" cy="{y(v):.1f}" r="2.5"/>'
            for i, v in enumerate(values)
        ]
    return _frame(chart_id, title, desc, body)


def bar_chart(
    chart_id: str,
    bars: Sequence[tuple[str, float]],
    *,
    title: str,
    desc: str,
    percent: bool = False,
) -> SafeString:
    """Vertical bars, each labelled below with its name and above with its value."""
    body: list[str] = []
    if not bars:
        body.append(
            f'<text x="{WIDTH / 2}" y="{HEIGHT / 2}" text-anchor="middle">'
            f"{escape(_no_data())}</text>"
        )
        return _frame(chart_id, title, desc, body)
    top = 1.0 if percent else max(v for _l, v in bars) or 1.0
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM - 8
    slot = plot_w / len(bars)
    width = max(2.0, slot * 0.7)
    body.append(
        f'<line class="chart-axis" x1="{LEFT}" y1="{TOP + 8 + plot_h}" x2="{WIDTH - RIGHT}" '
        f'y2="{TOP + 8 + plot_h}"/>'
    )
    small = len(bars) > 8
    for i, (label, value) in enumerate(bars):
        h = plot_h * (value / top) if top else 0
        x = LEFT + i * slot + (slot - width) / 2
        shown = f"{value * 100:.0f}%" if percent else _fmt(value)
        body.append(
            f'<rect class="chart-bar" x="{x:.1f}" y="{TOP + 8 + plot_h - h:.1f}" '
            f'width="{width:.1f}" height="{h:.1f}"><title>{escape(label)}: {shown}</title></rect>'
        )
        font = ' font-size="8"' if small else ""
        body.append(
            f'<text class="chart-label" x="{x + width / 2:.1f}" y="{TOP + 8 + plot_h - h - 3:.1f}"'
            f' text-anchor="middle"{font}>{shown}</text>'
        )
        body.append(
            f'<text class="chart-label" x="{x + width / 2:.1f}" y="{HEIGHT - 6}" '
            f'text-anchor="middle"{font}>{escape(label)}</text>'
        )
    return _frame(chart_id, title, desc, body)
