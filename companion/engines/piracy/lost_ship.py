"""A lost ship (PIR-APP-5.4, RULINGS PIR-Q-18, PIR-Q-19): sunk at Battle or Sails 0 from
any cause, or taken by a mutiny. The hold, the mission and the Noble hostages sink with
it and the captain loses his next turn. With 8 gold on the scale he pays for a new ship
in a pirate base; without, he starts a new career (PIR-1.3 to PIR-1.6): gold, Terror and
cards lost, and a new category A mission."""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.piracy.catalogue import (
    MISSIONS_MAX,
    NEW_SHIP_PRICE,
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
from companion.engines.piracy.seats import name, pirate_bases, player, port_named
from companion.engines.piracy.ships import SPLIT_ARGS, check_split
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, done, expect, owe


def lose_ship(state: State, seat: int, cause: str) -> list[Msg]:
    """``cause``: "sunk" or "mutiny". The rest of the seat's own turn is void."""
    p = player(state, seat)
    if cause == "mutiny":
        p["terror"] = max(0, p["terror"] - 2)  # PIR-3.51.6
    p.update(
        has_ship=False,
        battle=0,
        sails=0,
        hold=0,
        mission=None,
        nobles=0,
        at=None,
        where="none",
        port_values=None,
        europe_turn=0,
        skip_next_turn=True,
    )
    turn = state.get("turn")
    if turn is not None and turn["seat"] == seat:
        turn["step"] = "end"
    who = name(state, seat)
    lines = [
        _("%(name)s's ship is lost to the mutineers.", name=who)
        if cause == "mutiny"
        else _("%(name)s's ship sinks.", name=who)
    ]
    if p["gold_scale"] >= NEW_SHIP_PRICE:
        p["gold_scale"] -= NEW_SHIP_PRICE
        lines.append(_("%(name)s pays 8 gold from the gold scale for a new ship.", name=who))
    else:
        lines.append(new_career(state, seat))
    owe(state, "restart", [seat])
    return lines


def new_career(state: State, seat: int) -> Msg:
    """PIR-3.51.7, PIR-5.13.5, PIR-6.6.7, RULING PIR-Q-39: an amateur pirate again."""
    p = player(state, seat)
    deck = state["deck"]
    keeps_map = False
    if state["settings"]["split_treasure_maps"]:
        # The dead pirate's map is set aside; the new career takes one if any is there.
        deck["maps_aside"] += 1 if p["treasure_map"] else 0
        keeps_map = deck["maps_aside"] > 0
        deck["maps_aside"] -= 1 if keeps_map else 0
    p.update(gold_scale=0, terror=0, letter=False, treasure_map=keeps_map, buried=0)
    p["shown"] = {"letter": False, "treasure_map": keeps_map}
    p["careers"] += 1
    counted = len(p["missions_done"])
    if counted < MISSIONS_MAX:
        p["owes_mission"] = True
    return _("%(name)s cannot pay for a new ship and starts a new career.", name=name(state, seat))


@move(
    "restart",
    N_("Your new ship"),
    Arg("port", "str", N_("the pirate base it lies in")),
    *SPLIT_ARGS,
    rule="PIR-3.51.8",
    example={"port": "Tortuga", "battle": 6, "sails": 4},
)
def restart(state: State, seat: int | None, *, port: str, battle: int, sails: int) -> Played:
    entry = expect(state, "restart", seat, "PIR-3.51.8")
    record = port_named(state, port, "PIR-3.51.8")
    if record["kind"] != "pirate_base" or not record["intact"]:
        raise RuleError("PIR-3.51.8", _("%(port)s is not a pirate base.", port=record["name"]))
    check_split(state, battle, sails)
    who: int = entry["seats"][0]
    p = player(state, who)
    # RULING PIR-Q-15: the split, Rations 8 and the 2 gold tokens of PIR-1.3.
    p.update(
        has_ship=True,
        battle=battle,
        sails=sails,
        rations=START_RATIONS,
        hold=START_HOLD,
        at=record["name"],
        where="in_port",
    )
    done(state, entry)
    lines = [
        _(
            "%(name)s's new ship (Battle %(battle)s, Sails %(sails)s) lies in %(port)s.",
            name=name(state, who),
            battle=battle,
            sails=sails,
            port=record["name"],
        )
    ]
    if p["owes_mission"]:
        p["owes_mission"] = False
        owe(state, "career_mission", [who])
    return played(state, *lines)


@move(
    "enter_career_mission",
    N_("Enter the category A mission of your new career"),
    Arg("number", "int", N_("the number on the mission counter"), min=1, max=42),
    *CARGO_ARGS,
    TASK_ARG,
    rule="PIR-3.51.7",
    example={"number": 5},
    secret_args=("number", "task"),
)
def enter_career_mission(
    state: State, seat: int | None, *, number: int, task: str | None = None, **cargo: int
) -> Played:
    entry = expect(state, "career_mission", seat, "PIR-3.51.7")
    record = mission_record("A", number, cargo, task)
    if mission_held(state, record["id"]):
        raise RuleError(
            "PIR-1.5.1", _("Mission %(id)s is held by another player.", id=record["id"])
        )
    who: int = entry["seats"][0]
    player(state, who)["mission"] = record
    done(state, entry)
    return played(
        state,
        _("%(name)s holds a category A mission.", name=name(state, who)),
        private={who: _("Your mission: %(id)s.", id=record["id"])},
    )


def restart_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    bases = [p["name"] for p in pirate_bases(state)]
    return [LegalMove("restart", N_("Your new ship"), {"port": bases})]


def career_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    return [
        LegalMove(
            "enter_career_mission",
            N_("Enter the category A mission of your new career"),
            CARGO_OFFER,
        )
    ]


def restart_prompt(state: State, entry: Entry) -> Msg:
    return _(
        "%(name)s chooses a pirate base and the split of a new ship.",
        name=name(state, entry["seats"][0]),
    )


def career_prompt(state: State, entry: Entry) -> Msg:
    return _("%(name)s draws a category A mission.", name=name(state, entry["seats"][0]))


OWED = (
    Owed("restart", restart_offers, restart_prompt),
    Owed("career_mission", career_offers, career_prompt),
)
