"""Fights: the warship (BB-P1.1 to BB-P1.6) and plunder capture (BB-S1.6); the KC is in
``kc.py``. The anti-pirate actions are entered on the AP player's phone against another
player's pirate (``target``); the pirate's own entries (a capture, his replies to the KC)
on his owner's phone (``fleet.acting``)."""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.blackbeard import contests, fleet
from companion.engines.blackbeard.at_sea import PIRATE, die_arg
from companion.engines.blackbeard.entries import MAX_PIRATE_ID
from companion.engines.dice import one_die
from companion.engines.text import N_, Msg, _

INTERCEPTED = "intercepted"
ON_STATION = "on_station"
IN_POOL = "in_pool"  # BB-Q29: the pools are not tracked further
SHIP_VALUE_MAX = 12

TARGET = Arg("pirate", "int", N_("the pirate attacked"), min=1, max=MAX_PIRATE_ID)
THREE_DICE = list(range(3, 19))


def value_arg(name: str, help: str) -> Arg:
    return Arg(name, "int", help, min=0, max=SHIP_VALUE_MAX)


def target(state: State, pirate_id: int, rule_id: str) -> fleet.Pirate:
    """The pirate an anti-pirate action is entered against: any owner's, in play."""
    who = fleet.find(state, pirate_id)
    if who["status"] != fleet.ACTIVE:
        raise RuleError(
            "BB-T3.4",
            _("%(pirate)s is out of play: nothing can be done to him.", pirate=who["name"]),
        )
    return who


def targets(state: State, seat: int | None) -> list[fleet.Pirate]:
    """The pirates a seat may enter anti-pirate actions against: other players' (the
    host's phone: any)."""
    return [p for p in fleet.active(state) if seat is None or p["owner"] != seat]


def not_in_port(pirate: fleet.Pirate, rule_id: str, text: Msg) -> None:
    if pirate["where"] == fleet.IN_PORT:
        raise RuleError(rule_id, text)


def intercepted(pirate: fleet.Pirate, rule_id: str) -> None:
    if pirate["kc"] != INTERCEPTED:
        raise RuleError(
            rule_id, _("%(pirate)s is not intercepted by the KC.", pirate=pirate["name"])
        )


@move(
    "warship_attack",
    N_("A warship attacks a pirate"),
    TARGET,
    value_arg("warship_speed", N_("the warship's speed now")),
    value_arg("warship_combat", N_("the warship's combat value now")),
    die_arg("warship_die", N_("the warship's find die")),
    die_arg("pirate_die", N_("the pirate's find die")),
    die_arg("battle_warship_die", N_("the warship's battle die, if it finds him"), False),
    die_arg("battle_pirate_die", N_("the pirate's battle die, if he is found"), False),
    rule="BB-P1.2",
    contest=True,
    example={
        "pirate": 1,
        "warship_speed": 3,
        "warship_combat": 4,
        "warship_die": 4,
        "pirate_die": 3,
        "battle_warship_die": 1,
        "battle_pirate_die": 6,
    },
    anytime=True,
)
def warship_attack(
    state: State,
    seat: int | None,
    *,
    pirate: int,
    warship_speed: int,
    warship_combat: int,
    warship_die: int,
    pirate_die: int,
    battle_warship_die: int | None = None,
    battle_pirate_die: int | None = None,
) -> Played:
    """BB-P1.2 to BB-P1.6: a warship On Station (BB-S2.3), with the current values the
    table enters (BB-Q29), answers a search, a plunder or a port attack (BB-P1.1), so
    never a pirate In Port. The battle dice come only after a find."""
    who = target(state, pirate, "BB-P1.2")
    not_in_port(
        who,
        "BB-P1.1",
        _(
            "%(pirate)s is In Port: a warship answers only a Merchant Search, a Merchant "
            "Plunder or a Port Attack.",
            pirate=who["name"],
        ),
    )
    state["warship"] = {"status": ON_STATION, "speed": warship_speed, "combat": warship_combat}
    lines: list[Msg] = [
        _(
            "A warship (speed %(speed)s, combat %(combat)s) attacks %(pirate)s, whose ship "
            "has speed %(own_speed)s and combat %(own_combat)s now (BB-P1.2, BB-Q29).",
            speed=warship_speed,
            combat=warship_combat,
            pirate=who["name"],
            own_speed=fleet.speed_now(who),
            own_combat=fleet.combat_now(who),
        )
    ]
    find = contests.warship_find(warship_die, warship_speed, pirate_die, fleet.speed_now(who))
    lines.append(find.message)
    battle_dice = (battle_warship_die, battle_pirate_die)
    if not find.success:
        if battle_dice != (None, None):
            raise RuleError(
                "BB-P1.3", _("The pirate escapes on this find roll: there is no battle to roll.")
            )
        return played(state, *lines)
    if battle_warship_die is None or battle_pirate_die is None:
        raise RuleError(
            "BB-P1.4",
            _("The warship finds %(pirate)s: enter both battle dice.", pirate=who["name"]),
        )
    lines += _battle(state, who, warship_combat, battle_warship_die, battle_pirate_die)
    return played(state, *lines)


def _battle(
    state: State, who: fleet.Pirate, warship_combat: int, warship_die: int, pirate_die: int
) -> list[Msg]:
    """BB-P1.4 to BB-P1.6 and what the result changes."""
    battle = contests.warship_battle(
        warship_die, warship_combat, pirate_die, fleet.combat_now(who), who["ability"]
    )
    lines = [battle.message]
    who["combat_hits"] += battle.combat_hits
    if battle.success:
        fleet.gain_notoriety(who, battle.notoriety)
        state["warship"]["status"] = IN_POOL
        lines.append(
            _(
                "%(pirate)s: combat hits now %(hits)s, notoriety now %(notoriety)s (BB-T4.6); "
                "the warship is marked in its pool (BB-Q29).",
                pirate=who["name"],
                hits=who["combat_hits"],
                notoriety=who["notoriety"],
            )
        )
        return lines
    lines += fleet.change_loyalty(who, *battle.loyalty_rows)
    lines.append(
        _(
            "%(pirate)s: combat hits now %(hits)s (BB-P1.6).",
            pirate=who["name"],
            hits=who["combat_hits"],
        )
    )
    return lines


def _rivals(state: State, pirate: fleet.Pirate) -> list[fleet.Pirate]:
    """Other players' pirates In Port at the same port with their crew in D&R (BB-S1.6)."""
    if pirate["where"] != fleet.IN_PORT:
        return []
    return [
        p
        for p in fleet.active(state)
        if p["owner"] != pirate["owner"]
        and p["where"] == fleet.IN_PORT
        and p["place"] == pirate["place"]
        and p["dr"] != "none"
    ]


@move(
    "plunder_capture",
    N_("Try to capture another pirate's plunder"),
    PIRATE,
    Arg("other", "int", N_("the pirate in D&R"), min=1, max=MAX_PIRATE_ID),
    die_arg("die", N_("your pirate's die")),
    die_arg("other_die", N_("the other pirate's die")),
    rule="BB-S1.6",
    contest=True,
    example={"pirate": 1, "other": 2, "die": 4, "other_die": 3},
)
def plunder_capture(
    state: State, seat: int | None, *, pirate: int, other: int, die: int, other_die: int
) -> Played:
    """BB-S1.6: the active pirate In Port against another player's pirate in D&R at the
    same port; only the roll is resolved: what is taken and the duel on a tie (rule 15.0)
    are the players' (BB-Q39)."""
    who = fleet.acting(state, seat, pirate)
    here = fleet.port_here(state, who, "BB-S1.6")
    rival = target(state, other, "BB-S1.6")
    if rival["owner"] == who["owner"]:
        raise RuleError(
            "BB-S1.6",
            _("%(other)s is not another player's pirate.", other=rival["name"]),
        )
    if rival["where"] != fleet.IN_PORT or rival["place"] != here["name"]:
        raise RuleError(
            "BB-S1.6",
            _("%(other)s is not In Port at %(port)s.", other=rival["name"], port=here["name"]),
        )
    if rival["dr"] == "none":
        raise RuleError(
            "BB-S1.6",
            _("%(other)s's crew is not in D&R: his plunder cannot be taken.", other=rival["name"]),
        )
    roll = contests.plunder_capture(die, who["ability"], other_die, rival["ability"])
    intro = _(
        "At %(port)s, %(pirate)s (die %(die)s + ability %(ability)s + 1) tries to capture "
        "the plunder of %(other)s (die %(other_die)s + ability %(other_ability)s).",
        port=here["name"],
        pirate=who["name"],
        die=die,
        ability=who["ability"],
        other=rival["name"],
        other_die=other_die,
        other_ability=rival["ability"],
    )
    return played(state, intro, roll.message)


def offers(state: State, pirate: fleet.Pirate) -> list[LegalMove]:
    """In Port: a plunder capture against a rival in D&R there."""
    if pirate["where"] != fleet.IN_PORT:
        return []
    rivals = [p["id"] for p in _rivals(state, pirate)]
    if not rivals:
        return []
    allowed = {"pirate": [pirate["id"]], "other": rivals, "die": one_die(), "other_die": one_die()}
    return [LegalMove("plunder_capture", N_("Try to capture another pirate's plunder"), allowed)]


def owed(state: State, pirate: fleet.Pirate) -> list[LegalMove] | None:
    return None


def table_offers(state: State, seat: int | None) -> list[LegalMove]:
    """A warship On Station attacks another player's pirate at sea (BB-S2.3)."""
    at_sea = [
        p["id"] for p in targets(state, seat) if p["where"] != fleet.IN_PORT and p["kc"] is None
    ]
    if not at_sea:
        return []
    dice = ("warship_die", "pirate_die", "battle_warship_die", "battle_pirate_die")
    allowed = {"pirate": at_sea, **{name: one_die() for name in dice}}
    return [LegalMove("warship_attack", N_("A warship attacks a pirate"), allowed)]
