"""The scoresheet's rules reference: rule ID -> a short summary for players."""

from __future__ import annotations

RULES: dict[str, str] = {  # summaries marked for translation where shown
    "SHEET-1": "Each round, every seat gets one score; a phone enters its own unless it names another seat. A second score for a seat replaces the first only when the player confirms it.",
    "SHEET-2": "A round closes by itself as soon as every seat has a score for it.",
    "SHEET-3": "Scores are whole numbers. Negative scores are allowed only when the table was created with negative scores on.",
    "SHEET-4": "With a fixed number of rounds, the game ends when the last round closes; otherwise the table ends it.",
    "SHEET-5": "The total of all rounds decides the places: highest wins, or lowest when the table chose 'lowest wins'. Equal totals share a place.",
    "SHEET-6": "The game can end only between rounds, after at least one round is closed.",
}
