"""Records the contract test's playthroughs of Merchants & Marauders with the whole-game
player (``agent.py``), steered towards each ending and the moves a random game seldom
reaches (a Swivel Gun fired, Chasers at a fleeing ship, a new captain from the club's
cards). A game of this rulebook runs to hundreds of entries, so the generic search of
``tests/contract/record_playthroughs.py`` finds its deck endings slowly; this one keeps
the fewest games that together play every move type and every ending.

    python -m tests.engines.merchants_marauders.record [games]
"""

from __future__ import annotations

import sys
from typing import Any

from tests.contract.record_playthroughs import document_text
from tests.contract.recorded import recording_path
from tests.engines.merchants_marauders.agent import TRUE_MAP, Game, Player
from tests.engines.merchants_marauders.builders import ENGINE, MAP_ZONES

# Weights steering a game (move type -> how much more often than others it is tried).
ARMED = {
    "buy_modification": 6.0,
    "buy_weapon": 6.0,
    "scout": 3.0,
    "naval_declare": 2.0,
    "recruit": 2.0,
    "renew_hull": 20.0,
    "port_action": 3.0,
}
# Two ships that arm themselves and look for each other: Chasers, Swivel Guns, Long Guns,
# a Reinforced Hull used and renewed.
DUEL = {**ARMED, "scout": 8.0, "buy_modification": 12.0, "move_ship": 2.0}
PEACEFUL = {"scout": 0.02, "retire": 0.0, "move_ship": 3.0, "port_action": 3.0}
RETIRING = {"retire": 30.0}


def club_catalogue() -> dict[str, Any]:
    """The test map with 16 captain cards, each at one of its ports."""
    catalogue = {k: list(v) for k, v in TRUE_MAP.items()}
    ports = [name for name, flag in MAP_ZONES if flag != "none"]
    catalogue["captains"] = [
        {
            "name": f"Captain {i + 1}",
            "seamanship": 1 + i % 4,
            "scouting": 1 + (i + 1) % 4,
            "leadership": 1 + (i + 2) % 4,
            "influence": 1 + (i + 3) % 4,
            "home": ports[i % len(ports)],
        }
        for i in range(16)
    ]
    return catalogue


PLANS: tuple[tuple[str, dict[str, Any], dict[str, float], int], ...] = (
    ("target", {"glory_target": 3}, ARMED, 2),
    ("armed", {"glory_target": 30}, ARMED, 3),
    ("duel", {"glory_target": 30}, DUEL, 2),
    ("club", {"glory_target": 6, "catalogue": club_catalogue()}, ARMED, 2),
    ("retiring", {"glory_target": 30}, RETIRING, 2),
    ("peaceful", {"glory_target": 30}, PEACEFUL, 2),
)


def covers(game: Game, state: dict[str, Any]) -> set[str]:
    out = set(game.played)
    if ENGINE.is_over(state):
        out.add(f"ending {ENGINE.final_result(state).ended_by}")
    return out


def search(games: int, most: int = 4000) -> list[tuple[Game, set[str]]]:
    found: list[tuple[Game, set[str]]] = []
    for seed in range(games):
        _name, options, weights, players = PLANS[seed % len(PLANS)]
        player = Player(seed, players + seed % 2, options, weights)
        game = player.play(most)
        if ENGINE.is_over(player.state):
            found.append((game, covers(game, player.state)))
    return found


def choose(found: list[tuple[Game, set[str]]]) -> list[tuple[Game, set[str]]]:
    """Greedy cover of every move type and ending, shortest games first among equals."""
    wanted = set(ENGINE.move_specs()) | {f"ending {rule}" for rule in ENGINE.end_rules}
    chosen: list[tuple[Game, set[str]]] = []
    while wanted:
        best = max(found, key=lambda g: (len(g[1] & wanted), -len(g[0].moves)), default=None)
        if best is None or not best[1] & wanted:
            break
        chosen.append(best)
        wanted -= best[1]
    if wanted:
        print("not reached:", sorted(wanted))
    return chosen


def document(chosen: list[tuple[Game, set[str]]]) -> list[dict[str, Any]]:
    return [
        {
            "seed": game.seed,
            "seats": [seat.name for seat in game.seats],
            "options": game.options,
            "covers": sorted(cover),
            "moves": [
                {"seat": seat, "type": m["type"], "args": m["args"]} for seat, m in game.moves
            ],
        }
        for game, cover in chosen
    ]


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 60
    chosen = choose(search(games))
    path = recording_path(ENGINE.slug)
    path.write_text(document_text(ENGINE.slug, document(chosen)), encoding="utf-8")
    print(f"{len(chosen)} games, {sum(len(g.moves) for g, _c in chosen)} moves -> {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
