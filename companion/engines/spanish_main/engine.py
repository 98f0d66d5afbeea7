"""The Pirates of the Spanish Main card game engine (issue 8): moves, legal moves, views."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.engines.base import (
    Arg,
    Engine,
    FinalResult,
    LegalMove,
    MoveFn,
    MoveSpec,
    SeatInfo,
    State,
)
from companion.engines.spanish_main import accusations, actions, entries
from companion.engines.spanish_main.cards import (
    ADVENTURE_CARDS,
    ADVENTURES,
    MOVEMENT_CARDS,
    MOVEMENTS,
    ONE_SHIP_CARDS,
    PAIR_CARDS,
    SHIPS,
    ship_name,
)
from companion.engines.spanish_main.decks import adventure_candidates, movement_candidates
from companion.engines.spanish_main.rules import RULES
from companion.engines.spanish_main.scoring import final_result
from companion.engines.spanish_main.setup import SLUG, new_game
from companion.engines.spanish_main.turn import head
from companion.engines.spanish_main.view import build_view

MOVEMENT_IDS: tuple[str, ...] = tuple(MOVEMENTS)
ADVENTURE_IDS: tuple[str, ...] = tuple(ADVENTURES)
SPACES = list(range(1, 10))
ANSWERS: tuple[str, ...] = ("admit", "deny")
MUTINY_ANSWERS: tuple[str, ...] = ("declare", "silent")


class SpanishMainEngine(Engine):
    slug = SLUG
    title = "Pirates of the Spanish Main (card game)"
    min_seats = 2
    max_seats = 4
    rules = RULES
    colours = ("red", "blue", "green", "yellow")
    options = (
        Arg(
            "deck_mode",
            "choice",
            "who shuffles and draws: the companion ('app') or the players ('physical')",
            required=False,
            choices=("app", "physical"),
            default="app",
        ),
        Arg(
            "imminent_adventures",
            "bool",
            "advanced rule SPM-5.1: a face-up row of adventures, one per player",
            required=False,
            default=False,
        ),
        Arg(
            "movement_hand",
            "bool",
            "advanced rule SPM-5.2: each player holds a secret hand of movement cards",
            required=False,
            default=False,
        ),
        Arg(
            "extended_fame",
            "bool",
            "extended version SPM-3.4: discarded adventure cards also serve as fame",
            required=False,
            default=False,
        ),
        Arg(
            "identity_mode",
            "choice",
            "RULING SPM-Q-12: the companion answers accusations ('verified') or the accused "
            "answers on their phone and may lie ('sealed'; liars cannot win, SPM-4.7)",
            required=False,
            choices=("verified", "sealed"),
            default="verified",
        ),
    )

    def moves(self) -> dict[str, tuple[MoveSpec, MoveFn]]:
        card_arg = Arg("card", "choice", "the movement card", choices=MOVEMENT_IDS)
        return {
            "play_movement": (
                MoveSpec(
                    "play_movement",
                    "Play a movement card",
                    (
                        card_arg,
                        Arg(
                            "space",
                            "int",
                            "the space of the target ship (the front one of a pair)",
                            required=False,
                            min=1,
                            max=9,
                        ),
                        Arg(
                            "second_space",
                            "int",
                            "pairs only: the space of the other ship, next to the first",
                            required=False,
                            min=1,
                            max=9,
                        ),
                    ),
                    example={"card": "temporary_alliance", "space": 6, "second_space": 7},
                    help="SPM-2.1: one of the face-up cards (or from your hand with SPM-5.2).",
                ),
                actions.play_movement,
            ),
            "repair": (
                MoveSpec(
                    "repair",
                    "Repair the ships",
                    example={},
                    help="SPM-2.2: every damaged ship is turned back to its undamaged side.",
                ),
                actions.repair,
            ),
            "accuse": (
                MoveSpec(
                    "accuse",
                    "Accuse a player",
                    (
                        Arg("accused", "int", "the seat you accuse", min=0, max=3),
                        Arg(
                            "pirate", "choice", "the pirate (by the id of its ship)", choices=SHIPS
                        ),
                        Arg(
                            "discard",
                            "choice",
                            "SPM-5.2 only: the movement card you discard from your hand",
                            required=False,
                            choices=MOVEMENT_IDS,
                        ),
                    ),
                    example={"accused": 1, "pirate": "S2"},
                    help="SPM-2.3: a correct accusation reveals the pirate and banks half its fame.",
                ),
                accusations.accuse,
            ),
            "pass": (
                MoveSpec(
                    "pass",
                    "Pass",
                    (
                        Arg(
                            "discard",
                            "choice",
                            "optionally, a face-up movement card (or one from your hand) to swap",
                            required=False,
                            choices=MOVEMENT_IDS,
                        ),
                    ),
                    example={"discard": "sabotage"},
                    help="SPM-2.4: the adventure is still resolved.",
                ),
                actions.pass_turn,
            ),
            "answer_accusation": (
                MoveSpec(
                    "answer_accusation",
                    "Answer the accusation",
                    (
                        Arg(
                            "answer",
                            "choice",
                            "admit (lay the pirate card face up) or deny being that pirate",
                            choices=ANSWERS,
                        ),
                    ),
                    example={"answer": "deny"},
                    help="RULING SPM-Q-12, sealed mode: only the accused answers. A lie is "
                    "allowed, but a player shown at the end to have lied cannot win (SPM-4.7).",
                ),
                accusations.answer_accusation,
            ),
            "answer_mutiny": (
                MoveSpec(
                    "answer_mutiny",
                    "Answer the Mutiny",
                    (
                        Arg(
                            "answer",
                            "choice",
                            "declare (you own the Mutiny ship) or stay silent",
                            choices=MUTINY_ANSWERS,
                        ),
                    ),
                    example={"answer": "silent"},
                    help="RULING SPM-Q-12, sealed mode: every player answers in secret; the "
                    "owner must declare himself. A false claim or a false silence is a lie.",
                    secret_args=("answer",),
                ),
                accusations.answer_mutiny,
            ),
            "discard_movement": (
                MoveSpec(
                    "discard_movement",
                    "Discard a movement card",
                    (Arg("card", "choice", "a card from your hand", choices=MOVEMENT_IDS),),
                    example={"card": "lost_at_sea"},
                    help="SPM-5.2.4: after an accusation the accused discards a card.",
                ),
                accusations.discard_movement,
            ),
            "enter_pirates": (
                MoveSpec(
                    "enter_pirates",
                    "Enter your pirate cards",
                    (Arg("pirates", "str_list", "your pirate cards (ship ids)", choices=SHIPS),),
                    example={"pirates": ["E1", "S2"]},
                    help="Physical decks: each player enters the pirate cards dealt to him.",
                    secret_args=("pirates",),
                ),
                entries.enter_pirates,
            ),
            "reveal_adventure": (
                MoveSpec(
                    "reveal_adventure",
                    "Enter the adventure card turned up",
                    (Arg("card", "choice", "the adventure card", choices=ADVENTURE_IDS),),
                    example={"card": "treasure_map"},
                    help="Physical decks: the card turned up from the adventure deck.",
                ),
                entries.reveal_adventure,
            ),
            "reveal_movement": (
                MoveSpec(
                    "reveal_movement",
                    "Enter the movement card drawn",
                    (card_arg,),
                    example={"card": "sabotage"},
                    help="Physical decks: the card drawn face up into the offer.",
                ),
                entries.reveal_movement,
            ),
            "draw_movement": (
                MoveSpec(
                    "draw_movement",
                    "Enter the movement card you drew",
                    (card_arg,),
                    example={"card": "full_speed_ahead"},
                    help="Physical decks with SPM-5.2: the card you drew into your hand.",
                    secret_args=("card",),
                ),
                entries.draw_hand_card,
            ),
        }

    def setup(self, options: dict[str, Any], seats: Sequence[SeatInfo], seed: int) -> State:
        options = self.clean_options(options)
        return new_game(options, seats, seed)

    def arg_labels(self, state: State) -> dict[str, dict[Any, str]]:
        cards = {c.id: c.name for c in (*ADVENTURE_CARDS, *MOVEMENT_CARDS)}
        ships = {ship: ship_name(ship) for ship in SHIPS}
        spaces = {i + 1: f"{i + 1}: {ship_name(s)}" for i, s in enumerate(state["line"])}
        return {
            "card": cards,
            "discard": cards,
            "pirate": ships,
            "pirates": ships,
            "space": spaces,
            "second_space": spaces,
            "answer": {
                "admit": "Admit: I am that pirate",
                "deny": "Deny: I am not that pirate",
                "declare": "Declare: the Mutiny ship is mine",
                "silent": "Stay silent: it is not mine",
            },
        }

    def player_view(self, state: State, seat: int | None) -> State:
        return build_view(state, seat)

    def is_over(self, state: State) -> bool:
        phase: str = state["phase"]
        return phase == "over"

    def final_result(self, state: State) -> FinalResult:
        return final_result(state)

    def legal_moves(self, state: State, seat: int | None) -> list[LegalMove]:
        if seat is None or self.is_over(state):
            return []
        w = head(state)
        if w is not None:
            return self._entry_moves(state, seat, w)
        if state["phase"] != "action" or seat != state["current_seat"]:
            return []
        return self._actions(state, seat)

    def _entry_moves(self, state: State, seat: int, w: dict[str, Any]) -> list[LegalMove]:
        if w["seats"] is not None and seat not in w["seats"]:
            return []
        kind = w["kind"]
        if kind == "pirates":
            return [LegalMove("enter_pirates", "Enter your pirate cards", {"pirates": list(SHIPS)})]
        if kind == "adventure_card":
            allowed = {"card": adventure_candidates(state)}
            return [LegalMove("reveal_adventure", "Enter the adventure card turned up", allowed)]
        if kind == "movement_card":
            allowed = {"card": movement_candidates(state, None)}
            return [LegalMove("reveal_movement", "Enter the movement card drawn", allowed)]
        if kind == "answer":
            # Both answers are always offered: the choice must not hint at the truth.
            return [
                LegalMove("answer_accusation", "Answer the accusation", {"answer": list(ANSWERS)})
            ]
        if kind == "mutiny":
            allowed = {"answer": list(MUTINY_ANSWERS)}
            return [LegalMove("answer_mutiny", "Answer the Mutiny", allowed)]
        if kind == "hand_card":
            allowed = {"card": movement_candidates(state, seat)}
            return [LegalMove("draw_movement", "Enter the movement card you drew", allowed)]
        hand = sorted(set(state["hands"][str(seat)]))
        return [LegalMove("discard_movement", "Discard a movement card", {"card": hand})]

    def _actions(self, state: State, seat: int) -> list[LegalMove]:
        hand_rule = state["options"]["movement_hand"]
        cards = state["hands"][str(seat)] if hand_rule else state["offer"]
        undamaged = [i + 1 for i, s in enumerate(state["line"]) if not state["damaged"][s]]
        moves: list[LegalMove] = []
        for card in sorted(set(cards), key=MOVEMENT_IDS.index):
            allowed: dict[str, list[Any]] = {"card": [card]}
            if card == "sabotage":
                if not undamaged:
                    continue  # RULING SPM-Q-14: Sabotage! needs an undamaged target
                allowed["space"] = undamaged
            elif card in ONE_SHIP_CARDS:
                allowed["space"] = list(SPACES)
            elif card in PAIR_CARDS:
                # The pair is (space, space + 1); second_space is optional and must be next
                # to space.
                allowed["space"] = SPACES[:-1]
                allowed["second_space"] = SPACES[1:]
            else:
                allowed["space"] = []
                allowed["second_space"] = []
            moves.append(LegalMove("play_movement", f"Play {MOVEMENTS[card].name}", allowed))
        moves.append(LegalMove("repair", "Repair the ships"))
        if not hand_rule or len(cards) >= 2:
            accuse_allowed: dict[str, list[Any]] = {
                "accused": [s for s in range(len(state["seats"])) if s != seat],
                "pirate": [p for p in SHIPS if p not in state["revealed"]],
            }
            accuse_allowed["discard"] = sorted(set(cards)) if hand_rule else []
            if accuse_allowed["pirate"]:
                moves.append(LegalMove("accuse", "Accuse a player", accuse_allowed))
        moves.append(LegalMove("pass", "Pass", {"discard": sorted(set(cards))}))
        return moves
