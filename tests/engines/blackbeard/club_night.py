"""A Blackbeard club night, entry by entry, as three phones would make it: the contract
test's recording (every entry type, the end), the web tests' table and the browser test's
script. The club's catalogue is test data a club would type from its own box; the project
ships none.

    python -m tests.engines.blackbeard.club_night    # writes the recording again
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import SeatInfo, State
from tests.engines.blackbeard.builders import ENGINE

SEATS = ("Anja", "Jona", "Mira")
SEED = 11

CLUB: dict[str, list[dict[str, Any]]] = {
    "ports": [
        {
            "name": "Nassau",
            "nationality": "other",
            "nation": "English",
            "value": 2,
            "defense": 2,
            "status": "pirate_port",
        },
        {
            "name": "Port Royal",
            "nationality": "other",
            "nation": "English",
            "value": 3,
            "defense": 4,
            "status": "pro_pirate",
        },
        {
            "name": "Havana",
            "nationality": "other",
            "nation": "Spanish",
            "value": 4,
            "defense": 5,
            "status": "anti_pirate",
        },
    ],
    "pirates": [
        {"name": "Edward Teach", "pirate": 1, "ability": 3, "cruelty": 4, "leadership": 4},
        {"name": "Stede Bonnet", "pirate": 2, "ability": 1, "cruelty": 2, "leadership": 2},
        {"name": "Anne Bonny", "pirate": 4, "ability": 2, "cruelty": 3, "leadership": 5},
    ],
    "ships": [
        {"name": "Revenge", "ship": "sloop", "speed": 3, "combat": 2, "holds": 2},
        {"name": "Ranger", "ship": "schooner", "speed": 3, "combat": 3, "holds": 3},
    ],
    "zones": [
        {"name": "Bahamas", "column": "caribbean"},
        {"name": "Florida Straits", "column": "caribbean"},
        {"name": "Carolina coast", "column": "atlantic"},
    ],
}

Entry = tuple[int | None, str, dict[str, Any]]

ENTRIES: tuple[Entry, ...] = (
    (
        0,
        "deploy_card",
        {"card": "Edward Teach", "ship": "Revenge", "where": "sea", "place": "Bahamas"},
    ),
    (
        1,
        "deploy_card",
        {"card": "Stede Bonnet", "ship": "Ranger", "where": "port", "place": "Nassau"},
    ),
    (
        2,
        "deploy_pirate",
        {
            "name": "Calico Jack",
            "pirate": 5,
            "ability": 2,
            "cruelty": 3,
            "leadership": 3,
            "ship": "sloop",
            "speed": 3,
            "combat": 2,
            "holds": 2,
            "where": "sea",
            "place": "Carolina coast",
        },
    ),
    (
        2,
        "add_port",
        {
            "name": "Ocracoke",
            "nationality": "other",
            "nation": "English",
            "value": 1,
            "defense": 2,
            "status": "neutral",
        },
    ),
    # Anja's Edward Teach: a merchant found, plundered, its hostage tortured.
    (0, "merchant_search", {"pirate": 1, "die": 4}),
    (0, "plunder_merchant", {"pirate": 1, "die": 5, "cargo_value": 2, "take": True}),
    (0, "torture_hostage", {"pirate": 1, "value": 2, "port": "Havana", "die": 5, "info_points": 2}),
    (0, "end_plunder", {"pirate": 1, "revelry": False}),
    # Mira's Calico Jack: a plunder, a hostage kept, D&R by choice, then In Port.
    (2, "merchant_search", {"pirate": 5, "die": 5}),
    (2, "plunder_merchant", {"pirate": 5, "die": 3, "cargo_value": 1, "take": True}),
    (2, "keep_hostage", {"pirate": 5, "value": 1, "port": "Port Royal"}),
    (2, "end_plunder", {"pirate": 5, "revelry": True}),
    (2, "move_pirate", {"pirate": 5, "where": "port", "place": "Port Royal"}),
    # Jona's Stede Bonnet sails in and tries for Calico Jack's plunder.
    (1, "move_pirate", {"pirate": 2, "where": "port", "place": "Port Royal"}),
    (1, "plunder_capture", {"pirate": 2, "other": 5, "die": 6, "other_die": 2}),
    (2, "ransom", {"pirate": 5, "hostage": 1, "amount": 100}),
    (2, "convert_plunder", {"pirate": 5}),
    (2, "remove_dr", {"pirate": 5}),
    (2, "buy_haven", {"pirate": 5, "cost": 200}),
    (2, "retire", {"pirate": 5, "route": "haven"}),
    # Edward Teach takes Havana and sacks it, then meets a storm, a warship and the KC.
    (0, "port_attack", {"pirate": 1, "port": "Havana", "die": 6, "defense_die": 1}),
    (0, "port_sack", {"pirate": 1, "die": 5, "sea_zone": "Florida Straits"}),
    (0, "storm", {"pirate": 1, "die": 3}),
    (
        1,
        "warship_attack",
        {
            "pirate": 1,
            "warship_speed": 2,
            "warship_combat": 3,
            "warship_die": 5,
            "pirate_die": 1,
            "battle_warship_die": 2,
            "battle_pirate_die": 6,
        },
    ),
    (1, "kc_deploy", {"pirate": 1, "dice": 10, "kc_speed": 4, "kc_combat": 4}),
    (1, "kc_intercept", {"pirate": 1, "kc_die": 4, "pirate_die": 1}),
    (0, "kc_fight", {"pirate": 1, "kc_die": 1, "pirate_die": 6}),
    # Mira's second pirate: a conspiracy, scurvy, a card, a letter, a surrender to the KC.
    (
        2,
        "deploy_card",
        {"card": "Anne Bonny", "ship": "Ranger", "where": "sea", "place": "Bahamas"},
    ),
    (1, "mutiny_conspiracy", {"pirate": 4, "dice": 9}),
    (2, "mutiny", {"pirate": 4, "die": 5}),
    (2, "scurvy", {"pirate": 4, "event": "onset"}),
    (2, "scurvy", {"pirate": 4, "event": "turn"}),
    (2, "scurvy", {"pirate": 4, "event": "cured"}),
    (2, "card_effect", {"pirate": 4, "card": "Spanish gold", "tracker": "wealth", "change": 300}),
    (2, "letter_of_marque", {"pirate": 4, "has_letter": True}),
    (1, "kc_deploy", {"pirate": 1, "dice": 8, "kc_speed": 4, "kc_combat": 4}),
    (1, "kc_intercept", {"pirate": 4, "kc_die": 6, "pirate_die": 1}),
    (2, "kc_surrender", {"pirate": 4}),
    # Edward Teach rests at Nassau and retires with a letter after a Deception check.
    (0, "move_pirate", {"pirate": 1, "where": "port", "place": "Nassau"}),
    (0, "kc_expulsion", {"pirate": 1}),
    (0, "repair", {"pirate": 1}),
    (0, "remove_dr", {"pirate": 1}),
    (0, "remove_dr", {"pirate": 1}),
    (0, "convert_plunder", {"pirate": 1}),
    (
        1,
        "convert_merchant",
        {"pirate": 2, "ship": "brigantine", "speed": 2, "combat": 3, "holds": 3},
    ),
    (
        1,
        "set_port_status",
        {"port": "Ocracoke", "status": "anti_pirate", "reason": "A new governor"},
    ),
    (1, "free_entry", {"rule_ref": "17.2", "reason": "Event card: hurricane season"}),
    (0, "deception", {"pirate": 1, "die": 3, "two_dice": 4}),
    (0, "letter_of_marque", {"pirate": 1, "has_letter": True}),
    (0, "retire", {"pirate": 1, "route": "marque"}),
    # Jona's second pirate joins Stede Bonnet at Port Royal.
    (
        1,
        "deploy_pirate",
        {
            "name": "Israel Hands",
            "pirate": 6,
            "ability": 1,
            "cruelty": 2,
            "leadership": 1,
            "ship": "sloop",
            "speed": 2,
            "combat": 1,
            "holds": 1,
            "where": "port",
            "place": "Port Royal",
        },
    ),
    (1, "alliance", {"pirate": 2, "other": 6}),
    (1, "end_game", {}),
    (None, "score_the_end", {}),
)


def options() -> dict[str, Any]:
    return ENGINE.clean_options({"catalogue": CLUB})


def start() -> State:
    return ENGINE.setup(options(), [SeatInfo(i, name) for i, name in enumerate(SEATS)], SEED)


def play(upto: int | None = None) -> State:
    """The state after the first ``upto`` entries (all of them by default)."""
    state = start()
    for seat, move_type, args in ENTRIES[:upto]:
        state = ENGINE.apply(state, seat, {"type": move_type, "args": args})
    return state


def document() -> dict[str, Any]:
    return {
        "slug": ENGINE.slug,
        "games": [
            {
                "seed": SEED,
                "seats": list(SEATS),
                "options": {"catalogue": CLUB},
                "covers": sorted(
                    {t for seat, t, _args in ENTRIES if seat is not None} | {"ending BB-T3.2"}
                ),
                "moves": [{"seat": s, "type": t, "args": a} for s, t, a in ENTRIES],
            }
        ],
    }


if __name__ == "__main__":
    from tests.contract.record_playthroughs import document_text
    from tests.contract.recorded import recording_path

    play()  # every entry is accepted
    recording_path(ENGINE.slug).write_text(
        document_text(ENGINE.slug, document()["games"]), encoding="utf-8"
    )
