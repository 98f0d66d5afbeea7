"""The options a table chooses when it is created: what the companion cannot know of the box."""

from __future__ import annotations

from companion.engines.base import Arg
from companion.engines.text import N_

# Help texts written out one by one so that each is extracted for translation.
NAVY_COUNT_HELP = {
    "navy_phase1_plain": N_("Phase I navy cards without a player icon (NAS-Q3)"),
    "navy_phase1_four": N_("Phase I navy cards with the 4+ icon (NAS-Q3)"),
    "navy_phase1_five": N_("Phase I navy cards with the 5+ icon (NAS-Q3)"),
    "navy_phase2_plain": N_("Phase II navy cards without a player icon (NAS-Q3)"),
    "navy_phase2_four": N_("Phase II navy cards with the 4+ icon (NAS-Q3)"),
    "navy_phase2_five": N_("Phase II navy cards with the 5+ icon (NAS-Q3)"),
}
SHIP_POINTS_HELP = {
    "stern": N_("ship points printed on the stern section (NAS-Q5)"),
    "bow": N_("ship points printed on the bow section (NAS-Q5)"),
    "middle1": N_("ship points printed on the first middle section (NAS-Q5)"),
    "middle2": N_("ship points printed on the second middle section (NAS-Q5)"),
}


# Digest 10.5: what the companion may handle itself, per component.
APP_HELP = {
    "merchant_deck": N_(
        "the merchant decks: shuffled and dealt at the table, or by the companion (needs "
        "all 58 merchant cards and the board in the club's catalogue)"
    ),
    "navy_deck": N_(
        "the navy deck: shuffled and revealed at the table, or by the companion (needs all "
        "30 navy cards in the club's catalogue)"
    ),
    "tiles": N_("the Nassau tiles: shuffled and drawn at the table, or by the companion"),
    "dice": N_("the dice: rolled at the table, or by the companion"),
}
MODES = ("physical", "app")


def options(navy_counts: dict[str, int]) -> tuple[Arg, ...]:
    return (
        *(
            Arg(key, "choice", help_text, required=False, choices=MODES, default="physical")
            for key, help_text in APP_HELP.items()
        ),
        Arg(
            "age_order",
            "int_list",
            N_(
                "the players from youngest to oldest, by seat, to break ties in the first "
                "roll (NAS-1.7.3); leave empty and the companion asks if there is a tie"
            ),
            required=False,
            min=0,
            max=4,
            default=[],
        ),
        Arg(
            "ports",
            "str_list",
            N_(
                "the ports of your board, one per entry: its space number, its name and what "
                "it trades, joined by colons, like 5:Tortuga:goods+rum (gunpowder, goods or "
                "rum; poe for Port of Spain, which pays pieces of eight; a fourth part may give "
                "the printed cannon). Every other space of a region is a trade route. The board "
                "is checked against the rulebook: La Havana on space 1, Port Royal on 10, Port "
                "of Spain in region 3, spaces 3 and 8 trade routes (NAS-0.5.6). Leave empty and "
                "the companion asks about a space when a ship first lands there (NAS-Q1)"
            ),
            required=False,
            default=[],
        ),
        *(
            Arg(key, "int", NAVY_COUNT_HELP[key], required=False, min=0, max=30, default=value)
            for key, value in navy_counts.items()
        ),
        *(
            Arg(
                f"ship_points_{section}",
                "int",
                help_text,
                required=False,
                min=0,
                max=20,
                default=0,
            )
            for section, help_text in SHIP_POINTS_HELP.items()
        ),
    )
