"""A club catalogue for the tests (digest 10.1): fixture values, never the real cards.

Complete in every section, so a table may have the companion deal every deck; ``partial``
drops cards to test the "another card" entry.
"""

from __future__ import annotations

from typing import Any

from companion.engines.nassau.catalogue import TEST_BOARD_PORTS

COLOURS = ("black", "green", "yellow", "red", "blue")


def _captains() -> list[dict[str, Any]]:
    rows = []
    for colour in COLOURS:
        rows += [
            {"colour": colour, "sail": 2, "cannon": 2, "count": 2},
            {"colour": colour, "sail": 3, "cannon": 1},
            {"colour": colour, "sail": 1, "cannon": 3},
        ]
    return rows


def _merchants() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for region, size in ((1, 20), (2, 18), (3, 20)):
        for i in range(size // 2):
            rows.append(
                {
                    "name": f"Fortuna {region}-{i + 1}",
                    "region": region,
                    "sail": region + i % 3,
                    "cannon": region + (i + 1) % 2,
                    "rum": 1 + i % 2,
                    "goods": int(i % 3 == 0),
                    "hostage": int(i == 4),
                    "poe": int(i == 2),
                    "count": 2,
                }
            )
    return rows


def _navy() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for phase, split in ((1, {"none": 12, "4+": 4, "5+": 4}), (2, {"none": 6, "4+": 2, "5+": 2})):
        for icon, n in split.items():
            rows.append(
                {
                    "name": "Open sea",
                    "phase": phase,
                    "icon": icon,
                    "kind": "open_sea",
                    "count": n // 2,
                }
            )
            rows.append(
                {
                    "name": f"Frigate {'I' * phase}{'' if icon == 'none' else ' ' + icon}",
                    "phase": phase,
                    "icon": icon,
                    "kind": "ship",
                    "sail": phase + 1,
                    "cannon": phase + 2,
                    "count": n - n // 2,
                }
            )
    return rows


def _ports() -> list[dict[str, Any]]:
    out = []
    for entry in TEST_BOARD_PORTS:
        space, name, trades = entry.split(":")
        out.append({"space": int(space), "name": name, "trades": trades})
    return out


def club_catalogue() -> dict[str, list[dict[str, Any]]]:
    return {
        "captains": _captains(),
        "merchants": _merchants(),
        "navy": _navy(),
        "ports": _ports(),
        "ship_points": [{"stern": 1, "bow": 1, "middle1": 2, "middle2": 3}],
    }


def partial() -> dict[str, list[dict[str, Any]]]:
    """Every section but with one merchant card of Region 1 and one navy card missing."""
    catalogue = club_catalogue()
    catalogue["merchants"][0]["count"] = 1
    catalogue["navy"][0]["count"] -= 1
    return catalogue


APP_EVERYTHING = {"merchant_deck": "app", "navy_deck": "app", "tiles": "app", "dice": "app"}
