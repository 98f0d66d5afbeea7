"""Records the contract test's playthroughs of Piracy with the whole-game player
(``agent.py``), steered towards each ending: the fewest games that together play every
move type, every event card and both endings.

    python -m tests.engines.piracy.record [seeds]
"""

from __future__ import annotations

import sys
from typing import Any

from companion.engines.piracy.catalogue import EVENT_TYPES
from tests.contract.record_playthroughs import document_text
from tests.contract.recorded import recording_path
from tests.engines.piracy.agent import NAMES, STEERS, Player, play
from tests.engines.piracy.builders import ENGINE

MOST = 2500
Game = tuple[Player, list[tuple[int | None, dict[str, Any]]], set[str]]


def wanted() -> set[str]:
    return (
        set(ENGINE.move_specs())
        | {f"card {c}" for c in EVENT_TYPES}
        | {f"ending {rule}" for rule in ENGINE.end_rules}
    )


def covers(player: Player, state: dict[str, Any]) -> set[str]:
    out = set(player.played) | {f"card {c}" for c in player.cards}
    if ENGINE.is_over(state):
        out.add(f"ending {ENGINE.final_result(state).ended_by}")
    return out


def search(seeds: int) -> list[Game]:
    found: list[Game] = []
    for seed in range(seeds):
        for players in (2, 3, 4, 5):
            for steer in STEERS:
                player = Player(seed, players, steer)
                steps, state = play(player, MOST)
                if ENGINE.is_over(state):
                    moves = [(seat, move) for seat, move, _after in steps]
                    found.append((player, moves, covers(player, state)))
    return found


def choose(found: list[Game]) -> list[Game]:
    """Greedy cover, shortest games first among equals."""
    left = wanted()
    chosen: list[Game] = []
    while left:
        best = max(found, key=lambda g: (len(g[2] & left), -len(g[1])), default=None)
        if best is None or not best[2] & left:
            break
        chosen.append(best)
        left -= best[2]
    if left:
        print("not reached:", sorted(left))
    # The first game is the one ``make test`` enters at a real table: one whose dice the
    # companion rolls, so its bookkeeping is entered too.
    return sorted(chosen, key=lambda g: not any(seat is None for seat, _m in g[1]))


def document(chosen: list[Game]) -> list[dict[str, Any]]:
    return [
        {
            "seed": player.seed,
            "seats": list(NAMES[: player.players]),
            # The colours the table gave at creation; none: chosen at the table (PIR-1.2).
            "colours": player.colours,
            "options": player.options_used,
            "covers": sorted(cover),
            "moves": [{"seat": seat, "type": m["type"], "args": m["args"]} for seat, m in moves],
        }
        for player, moves, cover in chosen
    ]


def main(argv: list[str]) -> int:
    seeds = int(argv[0]) if argv else 14
    chosen = choose(search(seeds))
    path = recording_path(ENGINE.slug)
    path.write_text(document_text(ENGINE.slug, document(chosen)), encoding="utf-8")
    print(f"{len(chosen)} games, {sum(len(m) for _p, m, _c in chosen)} moves -> {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
