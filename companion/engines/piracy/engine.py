"""The Piracy engine: what the game has, and which module answers each call
(companion/engines/README.md). Built area by area (issue 18); not registered until the
whole game plays, so no table can start a game it cannot finish."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from companion.engines.base import (
    Arg,
    Args,
    Engine,
    FinalResult,
    LegalMove,
    Outcome,
    Played,
    SeatInfo,
    State,
)
from companion.engines.piracy import (
    arrival,
    battle,
    combat_cards,
    combat_pirates,
    combat_port,
    combat_step,
    config,
    ending,
    events,
    legal,
    lost_ship,
    mission_moves,
    movement,
    npc_moves,
    secrets,
    setup_moves,
    trade,
    turns,
    upkeep,
    view,
)
from companion.engines.piracy.catalogue import COLOURS, MAX_PLAYERS, MIN_PLAYERS, SLUG
from companion.engines.piracy.club_catalogue import CATALOGUE
from companion.engines.piracy.rules import RULES
from companion.engines.piracy.setup import new_game
from companion.engines.text import N_, Text, _


class PiracyEngine(Engine):
    slug = SLUG
    title = N_("Piracy")
    min_seats = MIN_PLAYERS
    max_seats = MAX_PLAYERS
    rules = RULES
    colours = COLOURS
    catalogue = CATALOGUE
    options = (
        # PIR-Q-1: printed on the deck plan, not in the rulebook: no default. Left out here,
        # the table enters it with the map (config.py).
        Arg(
            "rations_max",
            "int",
            N_("the top of the Rations scale on the deck plan"),
            required=False,
            min=8,
            max=30,
        ),
        Arg(
            "better_ships",
            "bool",
            N_("better ships: 12 points for Battle and Sails (PIR-7.1)"),
            required=False,
            default=False,
        ),
        Arg(
            "split_treasure_maps",
            "bool",
            N_("a Treasure Map for each player (PIR-7.2)"),
            required=False,
            default=False,
        ),
        Arg(
            "fixed_port_values",
            "bool",
            N_("fixed port values (PIR-7.3)"),
            required=False,
            default=False,
        ),
        Arg(
            "overfull_hold",
            "bool",
            N_("an overfull hold slows the ship (PIR-7.4)"),
            required=False,
            default=True,
        ),
        Arg(
            "app_dice",
            "bool",
            N_(
                "the companion rolls the dice that involve no choice (destroyed ports, starting ports, storms)"
            ),
            required=False,
            default=False,
        ),
    )
    move_modules = (
        config,
        setup_moves,
        turns,
        movement,
        npc_moves,
        arrival,
        events,
        battle,
        combat_port,
        combat_cards,
        combat_pirates,
        combat_step,
        trade,
        mission_moves,
        upkeep,
        ending,
        lost_ship,
    )
    end_rules = ending.END_RULES

    def setup(self, options: dict[str, Any], seats: Sequence[SeatInfo], seed: int) -> State:
        return new_game(self.clean_options(options), seats, seed)

    def play(self, state: State, seat: int | None, move: Mapping[str, Any]) -> Played:
        """Every move ends with what waits on no one: the end of the game the moment it
        is reached, the crew fed, the turn passed on (turns.advance)."""
        answer = super().play(state, seat, move)
        lines = turns.advance(answer.state)
        if not lines:
            return answer
        return Played(answer.state, answer.outcome + Outcome(tuple(lines)))

    def pending_system_moves(self, state: State) -> list[dict[str, Any]]:
        return turns.pending_system_moves(state) + events.pending_system_moves(state)

    def arg_labels(self, state: State) -> dict[str, dict[Any, Text]]:
        """Words for the choices the moves declare (a port's continent, a colour)."""
        declared: dict[str, dict[Any, Text]] = {}
        for spec in self.move_specs().values():
            for arg in spec.args:
                if arg.choices and arg.choice_labels:
                    words = dict(zip(arg.choices, arg.choice_labels, strict=True))
                    declared.setdefault(arg.name, {}).update(words)
        # The final battle's winner is a seat: named, not numbered.
        declared["winner"] = {i: seat["name"] for i, seat in enumerate(state["seats"])}
        # The faster captain fights or flees (PIR-3.43.2); a ship card is fought or let
        # go (PIR-3.41.3): the buttons say which, not "yes" and "no".
        battle = state.get("battle")
        flees = battle is not None and battle.get("kind") == "pirates"
        declared["fight"] = {True: _("fight"), False: _("flee") if flees else _("let it go")}
        return declared

    def suggested_words(self, state: State) -> dict[str, list[str]]:
        """The map's ports, then Europe's hexes and the hexes ships were seen on: what a
        phone offers where a place is typed (PIR-Q-3: the map is the table's)."""
        ports = [port["name"] for port in state["ports"]]
        seen = [p["at"] for p in state["players"] if p["at"]]
        seen += [npc["hex"] for npc in state["hunters"]]
        if state["fleet"] is not None:
            seen.append(state["fleet"]["hex"])
        places = list(dict.fromkeys([*ports, *state["europe"], *sorted(seen)]))
        return {"to": places, "hex": places, "fleet": places, "port": ports}

    def legal_moves(self, state: State, seat: int | None) -> list[LegalMove]:
        return legal.legal_moves(state, seat)

    def final_result(self, state: State) -> FinalResult:
        return ending.final_result(state)

    def event_view(self, move_type: str, args: Args, actor: int | None, viewer: int | None) -> Args:
        """PIR-APP-2: the hold is public, so what a burial takes from it shows; but no log
        adds burials up: the amount is left out of the log for others."""
        if move_type == "bury" and viewer != actor:
            return {k: v for k, v in args.items() if k != "gold"}
        return super().event_view(move_type, args, actor, viewer)

    def resample_secrets(self, state: State, viewer: int | None, seed: int) -> State:
        return secrets.resample_secrets(state, viewer, seed)

    def player_view(self, state: State, seat: int | None) -> State:
        return view.player_view(state, seat)

    def is_over(self, state: State) -> bool:
        return bool(state["phase"] == "over")
