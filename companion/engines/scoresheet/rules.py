"""The scoresheet's rules reference: rule ID -> a short summary for players."""

from __future__ import annotations

from companion.engines.text import N_

RULES: dict[str, str] = {
    "SHEET-1": N_(
        "Each round, every seat gets one score; a phone enters its own unless it names another seat. A second score for a seat replaces the first only when the player confirms it."
    ),
    "SHEET-2": N_("A round closes by itself as soon as every seat has a score for it."),
    "SHEET-3": N_(
        "Scores are whole numbers. Negative scores are allowed only when the table was created with negative scores on."
    ),
    "SHEET-4": N_(
        "With a fixed number of rounds, the game ends when the last round closes; otherwise the table ends it."
    ),
    "SHEET-5": N_(
        "The total of all rounds decides the places: highest wins, or lowest when the table chose 'lowest wins'. Equal totals share a place."
    ),
    "SHEET-6": N_("The game can end only between rounds, after at least one round is closed."),
}
