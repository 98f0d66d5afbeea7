"""The end of the game (PIR-4, PIR-APP-7): it ends the instant a gold scale reaches 40
or the last pirate base falls; score = gold scale - Terror + buried gold + 1 for a Letter
of Marque (RULING PIR-Q-38: it may be negative), ordered by score, then Terror. Players
still level for the win may settle it in a final battle at the table: one of them reports
its winner, or that they share the place."""

from __future__ import annotations

from typing import Any

from companion.engines.base import (
    Arg,
    FinalResult,
    LegalMove,
    Played,
    RuleError,
    State,
    move,
    places_from_scores,
    played,
)
from companion.engines.piracy.catalogue import GOLD_TO_END, LETTER_OF_MARQUE_POINTS
from companion.engines.piracy.seats import name, pirate_bases
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, done, expect, owe

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
    state["end"] = {"rule": reason, "round": state["round"], "during_turn_of": state["current"]}
    state["waiting"] = []
    level = level_for_the_win(state)
    if len(level) < 2:
        state["phase"] = "over"
        return [line]
    # PIR-4.0.4: the companion records the final battle the players report.
    state["phase"] = "final_battle"
    owe(state, "final_battle", level)
    return [
        line,
        _(
            "%(names)s are level on score and Terror: a final battle may settle the win.",
            names=[name(state, s) for s in level],
        ),
    ]


def key(p: dict[str, Any]) -> tuple[int, int]:
    return score(p), int(p["terror"])


def level_for_the_win(state: State) -> list[int]:
    players = state["players"]
    best = max(key(p) for p in players)
    return [i for i, p in enumerate(players) if key(p) == best]


@move(
    "report_final_battle",
    N_("Report the final battle"),
    Arg(
        "winner",
        "int",
        N_("the seat that won it; none: you share the place"),
        required=False,
        min=0,
        max=4,
    ),
    rule="PIR-4.0.4",
    example={"winner": 0},
)
def report_final_battle(state: State, seat: int | None, *, winner: int | None = None) -> Played:
    entry = expect(state, "final_battle", seat, "PIR-4.0.4")
    level: list[int] = entry["seats"]
    if winner is not None and winner not in level:
        raise RuleError(
            "PIR-4.0.4", _("Only the players level for the win fight the final battle.")
        )
    done(state, entry)
    state["phase"] = "over"
    state["final_battle"] = winner
    if winner is None:
        return played(state, _("No final battle: they share the place."))
    return played(state, _("%(name)s wins the final battle.", name=name(state, winner)))


def score(p: dict[str, Any]) -> int:
    letter = LETTER_OF_MARQUE_POINTS if p["letter"] else 0
    return int(p["gold_scale"] - p["terror"] + p["buried"] + letter)


def how_it_ended(state: State) -> list[Msg]:
    """The end in words for the result (PIR-4.0.1, PIR-4.0.4): when and why it came, and
    how a tie for the win was settled."""
    end = state.get("end")
    if not end:
        return []
    who = end["during_turn_of"]
    turn = name(state, who) if who is not None else ""
    if end["rule"] == "PIR-4.0.1(a)":
        lines = [
            _(
                "The game ended in round %(round)s, in %(name)s's turn: a gold scale reached "
                "%(gold)s (PIR-4.0.1).",
                round=end["round"],
                name=turn,
                gold=GOLD_TO_END,
            )
        ]
    else:
        lines = [
            _(
                "The game ended in round %(round)s, in %(name)s's turn: the last pirate base "
                "fell (PIR-4.0.1).",
                round=end["round"],
                name=turn,
            )
        ]
    level = level_for_the_win(state)
    if len(level) < 2:
        return lines
    names = [name(state, s) for s in level]
    won = state.get("final_battle")
    if state["phase"] == "final_battle":
        lines.append(_("%(names)s are level on score and Terror (PIR-4.0.4).", names=names))
    elif won is None:
        lines.append(
            _(
                "%(names)s are level on score and Terror, and fought no final battle: they "
                "share the place (PIR-4.0.4).",
                names=names,
            )
        )
    else:
        lines.append(
            _(
                "%(names)s are level on score and Terror: %(name)s won the final battle "
                "(PIR-4.0.4).",
                names=names,
                name=name(state, won),
            )
        )
    return lines


def final_result(state: State) -> FinalResult:
    players = state["players"]
    scores = {i: float(score(p)) for i, p in enumerate(players)}
    # PIR-4.0.4: Terror breaks ties, then the final battle the players reported.
    won = state.get("final_battle")
    places = places_from_scores(
        scores, tiebreak=lambda seat: (players[seat]["terror"], 1 if seat == won else 0)
    )
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
        tiebreaks=[N_("higher Terror"), N_("a final battle, as the players reported it")],
        ended_by=state["end"]["rule"] if state.get("end") else "",
    )


def final_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [
        LegalMove(
            "report_final_battle", N_("Report the final battle"), {"winner": list(entry["seats"])}
        )
    ]


def final_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(names)s may fight a final battle at the table; one of them reports who won.",
        names=[name(state, s) for s in entry["seats"]],
    )


OWED = (Owed("final_battle", final_offers, final_prompt),)
