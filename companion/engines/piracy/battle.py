"""What every battle shares (PIR-3.4, PIR-3.4.7, PIR-3.4.8): both sides' dice entered at
once on their own phones (the pirate's by himself, the other side's by the player on his
right, RULING PIR-Q-17), the totals compared, and a beaten pirate's damage: he lowers
Sails or Battle by one, his choice, and a value at 0 sinks the ship (RULING PIR-Q-18).

The battle in progress is ``state["battle"]``: its kind ("prize", "port", ...), the
attacking pirate, who rolls for the other side, the stage and the dice entered so far.
Each kind's module resolves a stage once both dice are in (``RESOLVE``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.piracy import lost_ship
from companion.engines.piracy.seats import name, player
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import Entry, Owed, answered_by, done, expect, offering, owe

TERROR_MAX = 7
Resolver = Callable[[State, dict[str, Any]], list[Msg]]
# kind -> the function that resolves a stage once both dice are in (filled by each kind).
RESOLVE: dict[str, Resolver] = {}


def start(state: State, kind: str, attacker: int, roller: int, **data: Any) -> dict[str, Any]:
    record = {"kind": kind, "attacker": attacker, "roller": roller, "stage": None, **data}
    state["battle"] = record
    return record


def ask_dice(state: State, record: dict[str, Any], stage: str) -> None:
    """Both sides roll 2d6 at once: one owed entry each, answered in any order."""
    record.update(stage=stage, dice={"pirate": None, "other": None})
    owe(state, "battle_dice", [record["attacker"]], side="pirate", stage=stage)
    owe(state, "battle_dice", [record["roller"]], side="other", stage=stage)


@move(
    "battle_dice",
    N_("Enter your two dice"),
    Arg("dice", "int_list", N_("the two dice"), min=1, max=6, length=2),
    rule="PIR-3.4",
    example={"dice": [3, 4]},
    # Both sides roll at once, each on their own phone: the second entry is merged.
    commutes=True,
)
def battle_dice(state: State, seat: int | None, *, dice: list[int]) -> Played:
    entry = expect(state, "battle_dice", seat, "PIR-3.4.7")
    record = state["battle"]
    record["dice"][entry["side"]] = sum(dice)
    who: int = entry["seats"][0]
    answered_by(state, entry, who)
    # Each side's entry says the same in either order: the two may be merged.
    line = _("%(name)s's dice are in.", name=name(state, who))
    if None in record["dice"].values():
        return played(state, line)
    return played(state, line, *RESOLVE[record["kind"]](state, record))


def lose_terror(state: State, seat: int) -> None:
    p = player(state, seat)
    p["terror"] = max(0, p["terror"] - 1)


def gain_terror(state: State, seat: int) -> None:
    p = player(state, seat)
    p["terror"] = min(TERROR_MAX, p["terror"] + 1)


def owe_damage(state: State, seat: int, rule: str) -> None:
    owe(state, "damage", [seat], rule=rule)


@move(
    "take_damage",
    N_("Lower Sails or Battle by one"),
    Arg(
        "value",
        "choice",
        N_("the value your ship loses"),
        choices=("sails", "battle"),
        choice_labels=(N_("Sails"), N_("Battle")),
    ),
    rule="PIR-3.41.6",
    example={"value": "sails"},
)
def take_damage(state: State, seat: int | None, *, value: str) -> Played:
    entry = expect(state, "damage", seat, "PIR-3.41.6")
    who: int = entry["seats"][0]
    done(state, entry)
    p = player(state, who)
    p[value] = max(0, p[value] - 1)
    line = _(
        "%(name)s's ship is damaged: %(value)s %(now)s.",
        name=name(state, who),
        value=_(N_("Sails") if value == "sails" else N_("Battle")),
        now=p[value],
    )
    if p[value] == 0:
        return played(state, line, *lost_ship.lose_ship(state, who, "sunk"))
    return played(state, line)


def check(condition: bool, rule: str, text: Msg) -> None:
    if not condition:
        raise RuleError(rule, text)


def dice_prompt(state: State, entry: Entry) -> Msg:
    record = state["battle"]
    roller = name(state, entry["seats"][0])
    if entry["side"] == "pirate" or record["kind"] == "pirates":
        return _("%(name)s rolls two dice.", name=roller)
    return _(
        "%(name)s rolls two dice for %(opponent)s.",
        name=roller,
        opponent=record.get("opponent_words") or "",
    )


def damage_prompt(state: State, entry: Entry) -> Msg:
    return _("%(name)s lowers Sails or Battle by one.", name=name(state, entry["seats"][0]))


OWED = (
    Owed("battle_dice", offering("battle_dice", N_("Enter your two dice")), dice_prompt),
    Owed("damage", offering("take_damage", N_("Lower Sails or Battle by one")), damage_prompt),
)
