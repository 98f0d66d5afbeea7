"""The Pirates of Nassau engine: declarations of options and moves, and the protocol."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
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
from companion.engines.nassau import (
    anytime,
    bookkeeping,
    layout,
    nassau_port,
    navy,
    notoriety,
    piracy,
    setup,
)
from companion.engines.nassau.catalogue import (
    DEFAULT_NAVY_COUNTS,
    JETTISONABLE,
    PIECES,
    RESOURCES,
    TILES,
)
from companion.engines.nassau.flow import BOOKKEEPING, STEP_NUMBERS
from companion.engines.nassau.legal import legal_moves
from companion.engines.nassau.rules import RULES
from companion.engines.nassau.scoring import final_result
from companion.engines.nassau.view import SYSTEM_MOVES, player_view

_CREW = ("none", "sail", "cannon")
_RES = ("none", *RESOURCES)


def _crew_args() -> tuple[Arg, ...]:
    return (
        Arg(
            "first_mate",
            "choice",
            "First Mate: +1 sail or cannon (NAS-5.4.2)",
            required=False,
            choices=_CREW,
            default="none",
        ),
        Arg(
            "boatswain",
            "bool",
            "use the Boatswain: +1 cannon (NAS-5.4.13)",
            required=False,
            default=False,
        ),
        Arg(
            "coxswain",
            "bool",
            "use the Coxswain: +1 sail (NAS-5.4.14)",
            required=False,
            default=False,
        ),
    )


def _round_arg() -> tuple[Arg, ...]:
    return (Arg("round", "int", "the round this bookkeeping step belongs to", min=1, max=100),)


@cache
def _moves() -> dict[str, tuple[MoveSpec, MoveFn]]:
    specs: list[tuple[MoveSpec, MoveFn]] = [
        # -- setup (NAS-1) -----------------------------------------------------------------
        (
            MoveSpec(
                "enter_captain_cards",
                "Enter your captain cards",
                (
                    Arg(
                        "sail",
                        "int_list",
                        "sail of each of your 4 captain cards",
                        min=0,
                        max=9,
                        length=4,
                    ),
                    Arg(
                        "cannon",
                        "int_list",
                        "cannon of each of your 4 captain cards",
                        min=0,
                        max=9,
                        length=4,
                    ),
                ),
                example={"sail": [2, 3, 2, 1], "cannon": [2, 3, 1, 3]},
                help="NAS-Q2: the values printed on your colour's captain cards",
            ),
            setup.enter_captain_cards,
        ),
        (
            MoveSpec(
                "enter_first_roll",
                "Enter your first roll",
                (Arg("values", "int_list", "your 3 dice", min=1, max=6, length=3),),
                example={"values": [3, 5, 6]},
                help="NAS-1.7.1",
            ),
            setup.enter_first_roll,
        ),
        (
            MoveSpec(
                "set_age_order",
                "Players from youngest to oldest",
                (Arg("seats", "int_list", "seat numbers, youngest first", min=0, max=4),),
                example={"seats": [2, 0, 1, 3]},
                help="NAS-1.7.3 / NAS-Q33: breaks ties in the first roll",
            ),
            setup.set_age_order,
        ),
        # -- cards and tiles revealed at the table --------------------------------------------
        (
            MoveSpec(
                "reveal_merchant_card",
                "Enter a merchant card laid out",
                (
                    Arg("sail", "int", "sail value", min=0, max=9),
                    Arg("cannon", "int", "cannon value", min=0, max=9),
                    *(
                        Arg(k, "int", f"{k} loot", required=False, min=0, max=5, default=0)
                        for k in ("gunpowder", "goods", "rum", "hostage", "poe")
                    ),
                    Arg(
                        "space",
                        "int",
                        "the space the card lies on (0: the space the companion names)",
                        required=False,
                        min=0,
                        max=20,
                        default=0,
                    ),
                ),
                example={"sail": 2, "cannon": 2, "rum": 2, "goods": 1},
                help="NAS-1.2.3 / NAS-2.7.4: the card on the space the companion names; "
                "with no board entered, the space it lies on (NAS-Q1)",
            ),
            bookkeeping.reveal_merchant_card,
        ),
        (
            MoveSpec(
                "finish_merchant_deal",
                "Every trade-route space has its merchant card",
                example={},
                help="NAS-1.2.3 / NAS-Q1: closes the setup deal; the spaces left unknown are "
                "asked about when a ship lands there",
            ),
            layout.finish_merchant_deal,
        ),
        (
            MoveSpec(
                "describe_space",
                "Tell what this board space is",
                (
                    Arg(
                        "kind",
                        "choice",
                        "a port or a trade-route space",
                        choices=("port", "route"),
                    ),
                    Arg(
                        "offers",
                        "choice",
                        "what the port lets you smuggle (poe: Port of Spain)",
                        required=False,
                        choices=("none", *layout.OFFERS),
                        default="none",
                    ),
                    Arg(
                        "name",
                        "str",
                        "the port's name as printed",
                        required=False,
                    ),
                ),
                example={"kind": "port", "offers": "goods+rum", "name": "Tortuga"},
                help="NAS-Q1: the companion remembers it for the rest of the game",
            ),
            layout.describe_space,
        ),
        (
            MoveSpec(
                "reveal_navy_card",
                "Enter a navy card revealed",
                (
                    Arg(
                        "kind",
                        "choice",
                        "open sea, navy ship or the end-game card",
                        choices=("open_sea", "ship", "end_game"),
                    ),
                    Arg(
                        "phase",
                        "choice",
                        "Phase I or II deck",
                        required=False,
                        choices=(1, 2),
                        default=1,
                    ),
                    Arg(
                        "icon",
                        "choice",
                        "player icon",
                        required=False,
                        choices=("none", "4+", "5+"),
                        default="none",
                    ),
                    Arg(
                        "sail",
                        "int",
                        "sail of a navy ship",
                        required=False,
                        min=0,
                        max=9,
                        default=0,
                    ),
                    Arg(
                        "cannon",
                        "int",
                        "cannon of a navy ship",
                        required=False,
                        min=0,
                        max=9,
                        default=0,
                    ),
                ),
                example={"kind": "ship", "phase": 1, "icon": "none", "sail": 2, "cannon": 3},
                help="NAS-1.3.5 / NAS-2.6.1",
            ),
            bookkeeping.reveal_navy_card,
        ),
        (
            MoveSpec(
                "reveal_tile",
                "Enter a tile laid out in Nassau",
                (Arg("tile", "choice", "the tile drawn", choices=tuple(TILES)),),
                example={"tile": "cannons"},
                help="NAS-1.5.2 / NAS-2.8.2",
            ),
            bookkeeping.reveal_tile,
        ),
        # -- step 1 and step 2 -----------------------------------------------------------------
        (
            MoveSpec(
                "roll_dice",
                "Enter your 3 dice",
                (Arg("values", "int_list", "your 3 dice", min=1, max=6, length=3),),
                example={"values": [2, 4, 6]},
                help="NAS-2.1.1",
            ),
            bookkeeping.roll_dice,
        ),
        (
            MoveSpec(
                "move",
                "Move your ship",
                (
                    Arg("die", "int", "which of your dice (0, 1, 2)", min=0, max=2),
                    Arg("to", "int", "destination space", min=1, max=20),
                    Arg(
                        "wind",
                        "choice",
                        "use your trade wind token",
                        required=False,
                        choices=("none", "+1", "-1"),
                        default="none",
                    ),
                ),
                example={"die": 0, "to": 3},
                help="NAS-2.2.4",
            ),
            piracy.move,
        ),
        (
            MoveSpec(
                "use_navigator",
                "Navigator",
                (
                    Arg("die", "int", "die", min=0, max=2),
                    Arg("delta", "choice", "+1 or -1", choices=(-1, 1)),
                ),
                example={"die": 1, "delta": 1},
                help="NAS-5.4.4",
            ),
            piracy.use_navigator,
        ),
        (
            MoveSpec(
                "use_pilot",
                "Pilot",
                (
                    Arg("die", "int", "die re-rolled", min=0, max=2),
                    Arg("value", "int", "the new roll", min=1, max=6),
                ),
                example={"die": 1, "value": 5},
                help="NAS-5.4.17",
            ),
            piracy.use_pilot,
        ),
        (
            MoveSpec(
                "use_helmsman",
                "Helmsman",
                (Arg("die", "int", "die that counts as 6", min=0, max=2),),
                example={"die": 0},
                help="NAS-5.4.5",
            ),
            piracy.use_helmsman,
        ),
        (
            MoveSpec("use_cartographer", "Cartographer", example={}, help="NAS-5.4.6"),
            piracy.use_cartographer,
        ),
        (
            MoveSpec(
                "capture",
                "Capture the merchant ship",
                (
                    Arg("card", "int", "captain card played (0-3)", min=0, max=3),
                    Arg(
                        "target",
                        "int",
                        "Crow's nest: the merchant's space (0: your own space)",
                        required=False,
                        min=0,
                        max=20,
                        default=0,
                    ),
                    *_crew_args(),
                ),
                example={"card": 0},
                help="NAS-2.2.7",
            ),
            piracy.capture,
        ),
        (
            MoveSpec("catch_trade_winds", "Catch the trade winds", example={}, help="NAS-2.2.9"),
            piracy.catch_trade_winds,
        ),
        (
            MoveSpec(
                "smuggle",
                "Smuggle goods",
                (
                    Arg(
                        "resource",
                        "choice",
                        "what to take (poe in Port of Spain)",
                        required=False,
                        choices=(*_RES, "poe"),
                        default="none",
                    ),
                    Arg("ransom", "bool", "ransom one hostage", required=False, default=False),
                    Arg(
                        "briber",
                        "bool",
                        "Briber: +1 piece of eight on the ransom",
                        required=False,
                        default=False,
                    ),
                    Arg(
                        "smuggler",
                        "choice",
                        "Smuggler: 1 extra resource",
                        required=False,
                        choices=_RES,
                        default="none",
                    ),
                ),
                example={"resource": "goods", "ransom": True},
                help="NAS-2.2.10, NAS-2.2.12.2",
            ),
            piracy.smuggle,
        ),
        (
            MoveSpec(
                "plunder",
                "Plunder the port",
                (Arg("card", "int", "captain card played", min=0, max=3),),
                example={"card": 1},
                help="NAS-2.2.11",
            ),
            piracy.plunder,
        ),
        (MoveSpec("pass_action", "Pass", example={}, help="NAS-2.2.5.2"), piracy.pass_action),
        # -- step 3 and step 4 -----------------------------------------------------------------
        (
            MoveSpec(
                "adjust_notoriety",
                "Adjust your notoriety",
                (
                    Arg(
                        "use_trade_wind",
                        "bool",
                        "spend your token for +1",
                        required=False,
                        default=False,
                    ),
                    Arg("use_bard", "bool", "Bard: +1", required=False, default=False),
                ),
                example={"use_trade_wind": True},
                help="NAS-2.3",
            ),
            notoriety.adjust_notoriety,
        ),
        (
            MoveSpec(
                "choose_notoriety_space",
                "Choose a free notoriety space",
                (Arg("direction", "choice", "free space above or below", choices=("up", "down")),),
                example={"direction": "up"},
                help="NAS-2.3.4",
            ),
            notoriety.choose_notoriety_space,
        ),
        (
            MoveSpec(
                "evade_navy",
                "Evade the navy",
                (
                    Arg("navy", "int", "which face-up navy card (0 = first)", min=0, max=4),
                    Arg(
                        "card",
                        "int",
                        "captain card played against a navy ship",
                        required=False,
                        min=0,
                        max=3,
                    ),
                    *_crew_args(),
                ),
                example={"navy": 0, "card": 2},
                help="NAS-2.4",
            ),
            navy.evade_navy,
        ),
        (
            MoveSpec(
                "choose_navy_penalty",
                "Choose your loss",
                (
                    Arg(
                        "lose",
                        "choice",
                        "half of the hold or half of the notoriety",
                        choices=("hold", "notoriety"),
                    ),
                ),
                example={"lose": "notoriety"},
                help="NAS-2.4.5",
            ),
            navy.choose_navy_penalty,
        ),
        (
            MoveSpec(
                "lose_cargo",
                "Pieces lost to the navy",
                (Arg("pieces", "str_list", "pieces lost", choices=PIECES),),
                example={"pieces": ["rum", "rum", "goods"]},
                help="NAS-Q12",
            ),
            anytime.lose_cargo,
        ),
        (
            MoveSpec(
                "take_loot",
                "Choose the loot to keep",
                (Arg("pieces", "str_list", "pieces taken into the hold", choices=PIECES),),
                example={"pieces": ["hostage"]},
                help="NAS-2.2.8.3",
            ),
            anytime.take_loot,
        ),
        # -- step 5 ----------------------------------------------------------------------------
        (
            MoveSpec(
                "buy",
                "Buy an upgrade, crew member or section",
                (
                    Arg("item", "str", "tile id in Nassau, or 'section'"),
                    Arg(
                        "replace",
                        "str",
                        "tile id replaced on your ship, or 'none'",
                        required=False,
                        default="none",
                    ),
                    Arg(
                        "discount",
                        "choice",
                        "resource a discount crew member takes off",
                        required=False,
                        choices=_RES,
                        default="none",
                    ),
                ),
                example={"item": "T12", "replace": "none"},
                help="NAS-2.5.3, NAS-2.5.4",
            ),
            nassau_port.buy,
        ),
        (
            MoveSpec("done_buying", "I am done buying", example={}, help="NAS-2.5.3, NAS-Q27"),
            nassau_port.done_buying,
        ),
        (
            MoveSpec(
                "exchange_poe",
                "Piece of eight into 2 resources",
                (Arg("resource", "choice", "resource kind", choices=RESOURCES),),
                example={"resource": "goods"},
                help="NAS-2.5.11",
            ),
            nassau_port.exchange_poe,
        ),
        (
            MoveSpec(
                "use_quartermaster",
                "Quartermaster",
                (Arg("resources", "str_list", "3 resources", choices=RESOURCES, length=3),),
                example={"resources": ["gunpowder", "goods", "rum"]},
                help="NAS-5.4.1",
            ),
            nassau_port.use_quartermaster,
        ),
        (
            MoveSpec(
                "convert_resources",
                "3 resources into a piece of eight",
                (Arg("resources", "str_list", "3 resources", choices=RESOURCES, length=3),),
                example={"resources": ["goods", "rum", "rum"]},
                help="NAS-2.5.13",
            ),
            nassau_port.convert_resources,
        ),
        (
            MoveSpec(
                "bury",
                "Bury pieces of eight",
                (Arg("poe", "int", "how many", min=0, max=54),),
                example={"poe": 3},
                help="NAS-2.5.12",
                secret_args=("poe",),
            ),
            nassau_port.bury,
        ),
        (
            MoveSpec(
                "discard_excess",
                "Resources lost at the end of step 5",
                (Arg("pieces", "str_list", "resources lost", choices=RESOURCES),),
                example={"pieces": ["rum", "goods"]},
                help="NAS-2.5.15",
            ),
            anytime.discard_excess,
        ),
        # -- any time --------------------------------------------------------------------------
        (
            MoveSpec(
                "jettison",
                "Throw cargo overboard",
                (Arg("pieces", "str_list", "pieces thrown overboard", choices=JETTISONABLE),),
                example={"pieces": ["rum", "rum"]},
                help="NAS-2.2.8.4, NAS-Q17",
            ),
            anytime.jettison,
        ),
        (
            MoveSpec(
                "throw_overboard",
                "Throw hostages overboard",
                (Arg("count", "int", "hostages", required=False, min=1, max=7, default=1),),
                example={"count": 1},
                help="NAS-2.2.12.3",
            ),
            anytime.throw_overboard,
        ),
        (
            MoveSpec(
                "use_supply_crew",
                "Carpenter, Powder monkey or Cook",
                (
                    Arg(
                        "crew",
                        "choice",
                        "crew member",
                        choices=("carpenter", "powder_monkey", "cook"),
                    ),
                ),
                example={"crew": "cook"},
                help="NAS-5.4.3, NAS-5.4.12, NAS-5.4.15",
            ),
            anytime.use_supply_crew,
        ),
        (
            MoveSpec(
                "use_black_marketeer",
                "Black marketeer",
                (Arg("resources", "str_list", "2 resources", choices=RESOURCES, length=2),),
                example={"resources": ["rum", "goods"]},
                help="NAS-5.4.11",
            ),
            anytime.use_black_marketeer,
        ),
        (
            MoveSpec(
                "use_jolly_roger",
                "Jolly Roger",
                (Arg("crew_tile", "str", "id of the used crew member to refresh"),),
                example={"crew_tile": "T40"},
                help="NAS-5.3.1",
            ),
            anytime.use_jolly_roger,
        ),
        (
            MoveSpec(
                "exchange_doubloon",
                "5 buried pieces of eight for a doubloon",
                example={},
                help="NAS-2.5.16",
            ),
            anytime.exchange_doubloon,
        ),
        # -- bookkeeping (system) --------------------------------------------------------------
        (
            MoveSpec(
                "replace_navy_cards",
                "Step 6: replace the navy cards",
                _round_arg(),
                example={"round": 1},
                system=True,
                help="NAS-2.6",
            ),
            bookkeeping.replace_navy_cards,
        ),
        (
            MoveSpec(
                "merchants_set_sail",
                "Step 7: merchant ships set sail",
                _round_arg(),
                example={"round": 1},
                system=True,
                help="NAS-2.7",
            ),
            bookkeeping.merchants_set_sail,
        ),
        (
            MoveSpec(
                "restock_nassau",
                "Step 8: restock Nassau",
                _round_arg(),
                example={"round": 1},
                system=True,
                help="NAS-2.8",
            ),
            bookkeeping.restock_nassau,
        ),
        (
            MoveSpec(
                "prepare_next_voyage",
                "Step 9: prepare for the next voyage",
                _round_arg(),
                example={"round": 1},
                system=True,
                help="NAS-2.9",
            ),
            bookkeeping.prepare_next_voyage,
        ),
    ]
    return {spec.type: (spec, fn) for spec, fn in specs}


class NassauEngine(Engine):
    slug = "nassau"
    title = "Pirates of Nassau"
    min_seats = 3
    max_seats = 5
    colours = ("black", "green", "yellow", "red", "blue")
    rules = RULES
    options = (
        Arg(
            "age_order",
            "int_list",
            "seats from youngest to oldest, for ties in the first roll "
            "(NAS-1.7.3; empty: asked at setup if needed)",
            required=False,
            min=0,
            max=4,
            default=[],
        ),
        Arg(
            "ports",
            "str_list",
            "your board's ports as 'space:name:kind+kind[:printed cannon]' (kind: "
            "gunpowder, goods, rum, or poe for Port of Spain; every other region space is a "
            "trade route); empty: no layout assumed, the companion asks (NAS-Q1)",
            required=False,
            default=[],
        ),
        *(
            Arg(
                key,
                "int",
                f"navy cards: {key.replace('_', ' ')} (NAS-Q3)",
                required=False,
                min=0,
                max=30,
                default=value,
            )
            for key, value in DEFAULT_NAVY_COUNTS.items()
        ),
        *(
            Arg(
                f"ship_points_{section}",
                "int",
                f"ship points printed on the {section} section (NAS-Q5)",
                required=False,
                min=0,
                max=20,
                default=0,
            )
            for section in ("stern", "bow", "middle1", "middle2")
        ),
    )

    def moves(self) -> dict[str, tuple[MoveSpec, MoveFn]]:
        return _moves()

    def arg_labels(self, state: State) -> dict[str, dict[Any, str]]:
        """Readable names for tile ids, spaces, navy cards and dice in forms."""
        names = {t["id"]: TILES[t["type"]].name for t in state["tiles"]["nassau"]}
        owned = {t["id"]: TILES[t["type"]].name for p in state["players"] for t in p["tiles"]}
        spaces: dict[Any, str] = {}
        for cell in state["board"]:
            kind = cell.get("name") or {
                "transit": "transit space",
                "route": "trade route",
                "unknown": "not known yet",
            }.get(cell["kind"], cell["kind"])
            spaces[cell["space"]] = f"{cell['space']}: {kind}"
        navy = {
            i: "open sea" if c["kind"] == "open_sea" else f"navy ship {c['sail']}/{c['cannon']}"
            for i, c in enumerate(state["navy"]["row"])
        }
        return {
            "item": {**names, "section": "a ship section"},
            "replace": {**owned, "none": "an empty space"},
            "crew_tile": owned,
            "tile": {k: t.name for k, t in TILES.items()},
            "crew": {k: TILES[k].name for k in ("carpenter", "powder_monkey", "cook")},
            "to": spaces,
            "space": spaces,
            "offers": {o: o.replace("+", " or ") for o in layout.OFFERS}
            | {"poe": "2 pieces of eight (Port of Spain)"},
            "kind": {"port": "a port", "route": "a trade-route space"},
            "target": {0: "the merchant on your space", **spaces},
            "navy": navy,
            "die": {0: "first die", 1: "second die", 2: "third die"},
            "card": {i: f"captain card {i + 1}" for i in range(4)},
        }

    def setup(self, options: dict[str, Any], seats: Sequence[SeatInfo], seed: int) -> State:
        return setup.build_state(self.clean_options(options), seats, seed)

    def player_view(self, state: State, seat: int | None) -> State:
        return player_view(state, seat)

    def legal_moves(self, state: State, seat: int | None) -> list[LegalMove]:
        return legal_moves(state, seat)

    def is_over(self, state: State) -> bool:
        return bool(state["over"])

    def final_result(self, state: State) -> FinalResult:
        return final_result(state)

    def pending_system_moves(self, state: State) -> list[dict[str, Any]]:
        step = state["step"]
        if state["over"] or step not in BOOKKEEPING or state["bk_started"] or state["pending"]:
            return []
        r = state["round"]
        return [
            {
                "type": SYSTEM_MOVES[step],
                "args": {"round": r},
                "key": f"round-{r}-step-{STEP_NUMBERS[step]}",
            }
        ]
