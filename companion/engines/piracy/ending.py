"""The end of the game (PIR-4, PIR-APP-7): it ends the instant a gold scale reaches 40
or the last pirate base falls; score = gold scale - Terror + buried gold + 1 for a Letter
of Marque (RULING PIR-Q-38: it may be negative), ordered by score, then Terror; players
still level share the place (a final battle is theirs to fight at the table)."""

from __future__ import annotations

from typing import Any

from companion.engines.base import FinalResult, State, places_from_scores
from companion.engines.piracy.catalogue import GOLD_TO_END, LETTER_OF_MARQUE_POINTS
from companion.engines.piracy.seats import name, pirate_bases
from companion.engines.text import N_, Msg, _

END_RULES = ("PIR-4.0.1(a)", "PIR-4.0.1(b)")


def check_end(state: State) -> list[Msg]:
    """PIR-4.0.1, PIR-3.0.4: checked after every move; the rest of the turn is not played."""
    if state["phase"] != "turn":
        return []
    rich = [i for i, p in enumerate(state["players"]) if p["gold_scale"] >= GOLD_TO_END]
    if rich:
        reason, line = (
            "PIR-4.0.1(a)",
            _(
                "%(name)s has %(gold)s gold on the gold scale: the game ends.",
                name=name(state, rich[0]),
                gold=state["players"][rich[0]]["gold_scale"],
            ),
        )
    elif not pirate_bases(state):
        reason, line = "PIR-4.0.1(b)", _("The last pirate base has fallen: the game ends.")
    else:
        return []
    state["phase"] = "over"
    state["end"] = {"rule": reason, "round": state["round"], "during_turn_of": state["current"]}
    state["waiting"] = []
    return [line]


def score(p: dict[str, Any]) -> int:
    letter = LETTER_OF_MARQUE_POINTS if p["letter"] else 0
    return int(p["gold_scale"] - p["terror"] + p["buried"] + letter)


def final_result(state: State) -> FinalResult:
    players = state["players"]
    scores = {i: float(score(p)) for i, p in enumerate(players)}
    # PIR-4.0.4: Terror breaks ties; players still level share the place (a final battle
    # they fight at the table is theirs to settle).
    places = places_from_scores(scores, tiebreak=lambda seat: (players[seat]["terror"],))
    breakdown = {
        i: {
            N_("gold scale"): p["gold_scale"],
            N_("Terror"): -p["terror"],
            N_("gold buried under the Treasure Map"): p["buried"],
            N_("Letter of Marque"): LETTER_OF_MARQUE_POINTS if p["letter"] else 0,
        }
        for i, p in enumerate(players)
    }
    return FinalResult(
        scores=scores,
        places=places,
        winners=[s for s, place in places.items() if place == 1],
        breakdown=breakdown,
        tiebreaks=[N_("higher Terror")],
        ended_by=state["end"]["rule"] if state.get("end") else "",
    )
