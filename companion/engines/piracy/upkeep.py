"""Step 5 of a turn (PIR-3.5, PIR-3.51, RULINGS PIR-Q-27 to PIR-Q-31): the crew eats one
ration (from the turn's surplus if any; Europe's voyage costs one more on the arrival
turn and the next); a scale at 0 means a mutiny, whose die the captain rolls; then, for a
ship that ended its movement outside an intact port and Europe, the rum and slave checks
of its mission cargo. The order is PIR-3.5.7's."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, Played, State, move, played
from companion.engines.dice import one_die
from companion.engines.piracy import lost_ship
from companion.engines.piracy.seats import name, player
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, done, expect, offering, owe

TWO_DICE = Arg("dice", "int_list", N_("the two dice"), min=1, max=6, length=2)


def add_rations(state: State, seat: int, gained: int) -> None:
    """PIR-3.33.9, PIR-3.5.3, RULING PIR-Q-28: what does not fit is the turn's surplus."""
    p = player(state, seat)
    room = state["settings"]["rations_max"] - p["rations"]
    p["rations"] += min(gained, room)
    turn = state.get("turn")
    if turn is not None and turn["seat"] == seat:
        turn["surplus"] += max(0, gained - room)


def run(state: State, turn: dict[str, Any]) -> list[Msg]:
    """The ration reduction and, at 0, the mutiny's first part (PIR-3.51.2)."""
    seat = turn["seat"]
    p = player(state, seat)
    if not p["has_ship"]:
        turn["step"] = "end"
        return []
    who = name(state, seat)
    lines = []
    if p["where"] == "in_europe" and p["europe_turn"] in (1, 2):
        p["rations"] = max(0, p["rations"] - 1)
        lines.append(_("The voyage to Europe costs %(name)s one more ration.", name=who))
    if turn["surplus"] >= 1:
        lines.append(_("%(name)s's crew eats from the surplus; the Rations scale stays.", name=who))
    else:
        p["rations"] = max(0, p["rations"] - 1)
    turn["surplus"] = 0
    turn["step"] = "cargo"
    if p["rations"] > 0:
        return lines
    p["battle"] = max(0, p["battle"] - 2)
    lines.append(_("No rations left: %(name)s's crew mutinies, and Battle drops by 2.", name=who))
    if p["battle"] == 0:
        # RULING PIR-Q-27 (4): lost as in a successful mutiny.
        return lines + lost_ship.lose_ship(state, seat, "mutiny")
    owe(state, "mutiny", [seat])
    return lines


@move(
    "mutiny_roll",
    N_("Roll against the mutineers"),
    Arg("die", "int", N_("the die"), min=1, max=6),
    rule="PIR-3.51",
    example={"die": 3},
    contest=True,
)
def mutiny_roll(state: State, seat: int | None, *, die: int) -> Played:
    entry = expect(state, "mutiny", seat, "PIR-3.51.3")
    who: int = entry["seats"][0]
    done(state, entry)
    p = player(state, who)
    rage = die + p["battle"]
    if rage > p["terror"]:
        line = _(
            "The mutineers' %(rage)s (die %(die)s + Battle %(battle)s) beats Terror %(terror)s.",
            rage=rage,
            die=die,
            battle=p["battle"],
            terror=p["terror"],
        )
        return played(state, line, *lost_ship.lose_ship(state, who, "mutiny"))
    # RULING PIR-Q-27 (3): a tie keeps the captain in command.
    line = _(
        "Terror %(terror)s cows the mutineers' %(rage)s (die %(die)s + Battle %(battle)s): "
        "%(name)s keeps the ship.",
        terror=p["terror"],
        rage=rage,
        die=die,
        battle=p["battle"],
        name=name(state, who),
    )
    return played(state, line)


def cargo(state: State, turn: dict[str, Any]) -> list[Msg]:
    """PIR-3.5.4, PIR-3.5.5, RULING PIR-Q-29: owed for a ship that ended at sea."""
    seat = turn["seat"]
    p = player(state, seat)
    turn["step"] = "end"
    mission = p["mission"]
    if not p["has_ship"] or not turn["at_sea"] or mission is None:
        return []
    if mission["cargo"].get("slaves"):
        owe(state, "slave_check", [seat])
    if mission["cargo"].get("rum"):
        owe(state, "rum_check", [seat])
    return []


@move("rum_check", N_("Roll the rum check"), TWO_DICE, rule="PIR-3.5.4", example={"dice": [2, 5]})
def rum_check(state: State, seat: int | None, *, dice: list[int]) -> Played:
    entry = expect(state, "rum_check", seat, "PIR-3.5.4")
    who: int = entry["seats"][0]
    done(state, entry)
    if dice[0] != dice[1]:
        return played(state, _("No doubles: the rum is safe."))
    # RULING PIR-Q-30: spoiled until a new load is bought in a pirate base.
    player(state, who)["mission"]["rum_spoiled"] = True
    return played(
        state,
        _(
            "Doubles: %(name)s's sailors drink the rum. A new load costs 1 gold in a pirate base.",
            name=name(state, who),
        ),
    )


@move(
    "slave_check", N_("Roll the slave check"), TWO_DICE, rule="PIR-3.5.5", example={"dice": [2, 5]}
)
def slave_check(state: State, seat: int | None, *, dice: list[int]) -> Played:
    entry = expect(state, "slave_check", seat, "PIR-3.5.5")
    who: int = entry["seats"][0]
    done(state, entry)
    if dice[0] != dice[1]:
        return played(state, _("No doubles: no disease on board."))
    p = player(state, who)
    p["battle"] = max(0, p["battle"] - 1)
    line = _("Doubles: disease strikes %(name)s's crew; Battle drops by 1.", name=name(state, who))
    if p["battle"] == 0:
        return played(state, line, *lost_ship.lose_ship(state, who, "sunk"))
    return played(state, line)


def _prompt(text: str) -> Any:
    def prompt(state: State, entry: Entry) -> Msg:
        return _(text, name=name(state, entry["seats"][0]))

    return prompt


OWED = (
    Owed(
        "mutiny",
        offering("mutiny_roll", N_("Roll against the mutineers"), {"die": one_die()}),
        _prompt(N_("%(name)s rolls a die against the mutineers.")),
    ),
    Owed(
        "rum_check",
        offering("rum_check", N_("Roll the rum check")),
        _prompt(N_("%(name)s rolls two dice for the rum: doubles, the crew drinks it.")),
    ),
    Owed(
        "slave_check",
        offering("slave_check", N_("Roll the slave check")),
        _prompt(N_("%(name)s rolls two dice for the slaves: doubles, disease on board.")),
    ),
)
