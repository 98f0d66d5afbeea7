"""The setup after the map (PIR-1, PIR-APP-5.1, RULING PIR-Q-5): the table names the
starting player; then, one player at a time in seating order from him, each chooses a
pirate base, a colour where the table did not give one, the split of his ship's points,
his first mission and the base he starts from. With optional rule 7.2 the Treasure Maps
are shared out last. Then the first round begins."""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.piracy import config, turns
from companion.engines.piracy.catalogue import (
    BATTLE_MAX,
    COLOUR_WORDS,
    COLOURS,
    EVENT_CARDS,
    MISSION_COUNTERS,
    SAILS_MAX,
    START_HOLD,
    START_RATIONS,
)
from companion.engines.piracy.missions import (
    CARGO_ARGS,
    CARGO_OFFER,
    TASK_ARG,
    mission_held,
    mission_record,
)
from companion.engines.piracy.seats import clockwise_from, name, pirate_bases, player, port_named
from companion.engines.piracy.ships import SPLIT_ARGS, check_split
from companion.engines.text import N_, Msg, _

# The steps taken one seat at a time, in seating order (RULING PIR-Q-5).
SEAT_STEPS = ("bases", "colours", "equip", "missions", "start_bases")


def expect_step(state: State, step: str, seat: int | None, rule: str) -> None:
    """Refused unless the setup is at ``step`` and, for a seat's step, it is ``seat``'s."""
    if state["phase"] != "setup" or state["step"] != step:
        raise RuleError(rule, _("The setup is not at this step now."))
    if step in SEAT_STEPS and seat is not None and seat != state["current"]:
        raise RuleError(
            "PIR-Q-5",
            _(
                "Setup choices go one player at a time: it is %(name)s's turn to choose.",
                name=name(state, state["current"]),
            ),
        )


def seat_of(state: State, seat: int | None) -> int:
    return state["current"] if seat is None else seat


def next_seat(state: State) -> list[Msg]:
    """After a seat's setup choice: the next seat in order, or the next step."""
    order: list[int] = state["order"]
    at = order.index(state["current"])
    if at + 1 < len(order):
        state["current"] = order[at + 1]
        return skip_given_colours(state)
    return begin_step(state, SEAT_STEPS.index(state["step"]) + 1)


def begin_step(state: State, index: int) -> list[Msg]:
    if index < len(SEAT_STEPS):
        state["step"], state["current"] = SEAT_STEPS[index], state["order"][0]
        return skip_given_colours(state)
    if state["settings"]["split_treasure_maps"]:
        state["step"], state["current"] = "deck", None
        return []
    return start_game(state)


def skip_given_colours(state: State) -> list[Msg]:
    """PIR-1.2: a seat whose colour the table gave at creation has nothing to choose."""
    if state["step"] != "colours" or player(state, state["current"])["colour"] is None:
        return []
    return next_seat(state)


@move(
    "name_start_player",
    N_("Name the starting player"),
    Arg("player", "seat", N_("the player with the meanest look"), min=0, max=4),
    rule="PIR-2.0.1",
    example={"player": 0},
)
def name_start_player(state: State, seat: int | None, *, player: int) -> Played:
    expect_step(state, "start_player", seat, "PIR-2.0.1")
    state["order"] = clockwise_from(player, state["settings"]["players"])
    lines = begin_step(state, 0)
    return played(
        state, _("%(name)s starts; the others follow clockwise.", name=name(state, player)), *lines
    )


@move(
    "choose_base",
    N_("Choose a pirate base"),
    Arg("port", "str", N_("the port that becomes a pirate base")),
    Arg(
        "far_enough",
        "bool",
        N_("it lies at least 8 hexes from every pirate base chosen before"),
        required=False,
        default=False,
    ),
    rule="PIR-1.1",
    example={"port": "Tortuga", "far_enough": True},
)
def choose_base(state: State, seat: int | None, *, port: str, far_enough: bool) -> Played:
    expect_step(state, "bases", seat, "PIR-1.1.1")
    record = port_named(state, port, "PIR-1.1.1")
    if record["american"]:
        raise RuleError(
            "PIR-1.1.2",
            _(
                "%(port)s lies on the American continent: no pirate base there.",
                port=record["name"],
            ),
        )
    if record["kind"] == "pirate_base":
        raise RuleError("PIR-1.1.3", _("%(port)s is a pirate base already.", port=record["name"]))
    # PIR-Q-6: the companion has no map; the player confirms the distance.
    if pirate_bases(state) and not far_enough:
        raise RuleError(
            "PIR-1.1.3",
            _(
                "Pirate bases lie at least 8 hexes apart: confirm that %(port)s does.",
                port=record["name"],
            ),
        )
    who = seat_of(state, seat)
    record["kind"], record["chosen_by"] = "pirate_base", who
    player(state, who)["base_chosen"] = record["name"]
    lines = next_seat(state)
    return played(
        state,
        _("%(name)s makes %(port)s a pirate base.", name=name(state, who), port=record["name"]),
        *lines,
    )


@move(
    "choose_colour",
    N_("Choose your colour"),
    Arg(
        "colour",
        "choice",
        N_("your ship's colour: black, red, purple, green or blue"),
        choices=COLOURS,
        choice_labels=tuple(COLOUR_WORDS[c] for c in COLOURS),
    ),
    rule="PIR-1.2.1",
    example={"colour": "red"},
)
def choose_colour(state: State, seat: int | None, *, colour: str) -> Played:
    expect_step(state, "colours", seat, "PIR-1.2.1")
    taken = {p["colour"] for p in state["players"]}
    if colour in taken:
        raise RuleError(
            "PIR-1.2.1",
            _("Another player sails %(colour)s already.", colour=_(COLOUR_WORDS[colour])),
        )
    who = seat_of(state, seat)
    player(state, who)["colour"] = colour
    lines = next_seat(state)
    return played(
        state,
        _("%(name)s sails %(colour)s.", name=name(state, who), colour=_(COLOUR_WORDS[colour])),
        *lines,
    )


@move(
    "equip_ship",
    N_("Equip your ship"),
    *SPLIT_ARGS,
    rule="PIR-1.3",
    example={"battle": 6, "sails": 4},
)
def equip_ship(state: State, seat: int | None, *, battle: int, sails: int) -> Played:
    expect_step(state, "equip", seat, "PIR-1.3.1")
    check_split(state, battle, sails)
    who = seat_of(state, seat)
    p = player(state, who)
    p.update(battle=battle, sails=sails, has_ship=True, hold=START_HOLD, rations=START_RATIONS)
    lines = next_seat(state)
    return played(
        state,
        _(
            "%(name)s's ship: Battle %(battle)s, Sails %(sails)s.",
            name=name(state, who),
            battle=battle,
            sails=sails,
        ),
        *lines,
    )


@move(
    "enter_first_mission",
    N_("Enter the category A mission you drew"),
    Arg("number", "int", N_("the number on the mission counter"), min=1, max=MISSION_COUNTERS),
    *CARGO_ARGS,
    TASK_ARG,
    rule="PIR-1.5.1",
    example={"number": 3, "documents": 1},
    secret_args=("number", "task"),
)
def enter_first_mission(
    state: State, seat: int | None, *, number: int, task: str | None = None, **cargo: int
) -> Played:
    expect_step(state, "missions", seat, "PIR-1.5.1")
    record = mission_record("A", number, cargo, task)
    if mission_held(state, record["id"]):
        raise RuleError(
            "PIR-1.5.1", _("Mission %(id)s is held by another player.", id=record["id"])
        )
    who = seat_of(state, seat)
    player(state, who)["mission"] = record
    lines = next_seat(state)
    return played(
        state,
        _("%(name)s holds a category A mission.", name=name(state, who)),
        *lines,
        private={who: _("Your mission: %(id)s.", id=record["id"])},
    )


@move(
    "choose_start_base",
    N_("Choose the pirate base you start from"),
    Arg("port", "str", N_("the pirate base")),
    rule="PIR-1.6.1",
    example={"port": "Tortuga"},
)
def choose_start_base(state: State, seat: int | None, *, port: str) -> Played:
    expect_step(state, "start_bases", seat, "PIR-1.6.1")
    record = port_named(state, port, "PIR-1.6.1")
    if record["kind"] != "pirate_base":
        raise RuleError("PIR-1.6.1", _("%(port)s is not a pirate base.", port=record["name"]))
    who = seat_of(state, seat)
    # PIR-1.6.3: anchored in the base, no port dice (it did not "enter" the port).
    player(state, who).update(start_base=record["name"], at=record["name"], where="in_port")
    lines = next_seat(state)
    return played(
        state,
        _("%(name)s lies anchored in %(port)s.", name=name(state, who), port=record["name"]),
        *lines,
    )


@move(
    "count_treasure_maps",
    N_("Count the Treasure Maps taken out of the deck"),
    Arg("maps", "int", N_("Treasure Map cards in the event deck"), min=0, max=EVENT_CARDS),
    rule="PIR-7.2.1",
    example={"maps": 5},
)
def count_treasure_maps(state: State, seat: int | None, *, maps: int) -> Played:
    expect_step(state, "deck", seat, "PIR-7.2.1")
    players = state["settings"]["players"]
    deck = state["deck"]
    if maps < players:
        # RULING PIR-Q-39: fewer maps than players, the option cannot be used.
        state["settings"]["split_treasure_maps"] = False
        line = _(
            "%(maps)s Treasure Maps for %(players)s players: the maps stay in the deck.",
            maps=maps,
            players=players,
        )
    else:
        deck["left"] -= maps
        deck["maps_aside"] = maps - players
        for p in state["players"]:
            p["treasure_map"] = True
            p["shown"]["treasure_map"] = True
        line = _(
            "Each player takes a Treasure Map; %(left)s event cards remain.", left=deck["left"]
        )
    return played(state, line, *start_game(state))


def start_game(state: State) -> list[Msg]:
    """PIR-1.7, PIR-1.8, PIR-2.0: every other port gets its golden house (all ports are
    intact already), the deck is shuffled, and the first round begins."""
    state.update(phase="turn", step=None)
    return turns.begin_round(state, 1)


def setup_offers(state: State, seat: int) -> list[LegalMove]:
    """What ``seat`` may enter during the setup."""
    step = state["step"]
    if step == "config":
        return config_offers(state)
    if step == "start_player":
        return [LegalMove("name_start_player", N_("Name the starting player"))]
    if step == "deck":
        return [
            LegalMove("count_treasure_maps", N_("Count the Treasure Maps taken out of the deck"))
        ]
    if seat != state["current"]:
        return []
    if step == "bases":
        free = [
            p["name"] for p in state["ports"] if not p["american"] and p["kind"] != "pirate_base"
        ]
        confirm = [True] if pirate_bases(state) else [False]
        return [
            LegalMove(
                "choose_base", N_("Choose a pirate base"), {"port": free, "far_enough": confirm}
            )
        ]
    if step == "colours":
        taken = {p["colour"] for p in state["players"]}
        return [
            LegalMove(
                "choose_colour",
                N_("Choose your colour"),
                {"colour": [c for c in COLOURS if c not in taken]},
            )
        ]
    if step == "equip":
        points = state["settings"]["ship_points"]
        low = points - SAILS_MAX
        battles = list(range(low, BATTLE_MAX + 1))
        return [
            LegalMove(
                "equip_ship",
                N_("Equip your ship"),
                {"battle": battles, "sails": [points - b for b in battles]},
            )
        ]
    if step == "missions":
        return [
            LegalMove(
                "enter_first_mission", N_("Enter the category A mission you drew"), CARGO_OFFER
            )
        ]
    bases = [p["name"] for p in pirate_bases(state)]
    return [
        LegalMove("choose_start_base", N_("Choose the pirate base you start from"), {"port": bases})
    ]


def config_offers(state: State) -> list[LegalMove]:
    """The map's entries; "complete" only once nothing is missing (config.missing)."""
    ports = [p["name"] for p in state["ports"]]
    out = [
        LegalMove("set_rations_top", N_("Enter the top of the Rations scale")),
        LegalMove("add_port", N_("Add a port of the map")),
        LegalMove("add_europe_hex", N_("Add a hex of Europe")),
    ]
    if ports and state["settings"]["fixed_port_values"]:
        out.append(LegalMove("fix_port_values", N_("Fix a port's values"), {"port": ports}))
    if ports:
        out.append(LegalMove("remove_port", N_("Take a port off the list"), {"port": ports}))
    if state["europe"]:
        hexes = list(state["europe"])
        out.append(
            LegalMove("remove_europe_hex", N_("Take a hex of Europe off the list"), {"hex": hexes})
        )
    if not config.missing(state):
        out.append(LegalMove("finish_map", N_("The map is complete")))
    return out
