"""The KC (BB-S2.1, BB-S2.2, BB-P6.1 to BB-P6.7, BB-T4.7): deployed by the AP player against a
pirate's notoriety, it intercepts a pirate at sea, who then fights it or surrenders with a
Letter of Marque; In Port it may only try to expel him."""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.blackbeard import contests, fleet, tables
from companion.engines.blackbeard.at_sea import PIRATE, die_arg
from companion.engines.blackbeard.entries import MAX_PIRATE_ID
from companion.engines.blackbeard.fights import (
    INTERCEPTED,
    TARGET,
    THREE_DICE,
    intercepted,
    not_in_port,
    target,
    targets,
    value_arg,
)
from companion.engines.dice import one_die
from companion.engines.text import N_, Msg, _


@move(
    "kc_deploy",
    N_("Try to deploy the KC"),
    Arg("pirate", "int", N_("the pirate the KC is deployed against"), min=1, max=MAX_PIRATE_ID),
    Arg("dice", "int", N_("the 3d6 total"), min=3, max=18),
    value_arg("kc_speed", N_("the KC's speed")),
    value_arg("kc_combat", N_("the KC's combat value")),
    rule="BB-S2.1",
    contest=True,
    example={"pirate": 1, "dice": 3, "kc_speed": 3, "kc_combat": 3},
    anytime=True,
)
def kc_deploy(
    state: State,
    seat: int | None,
    *,
    pirate: int,
    dice: int,
    kc_speed: int,
    kc_combat: int,
) -> Played:
    """BB-S2.1: 3d6 under the targeted pirate's notoriety (BB-Q33) puts the KC in play,
    on the side of the player who entered it: he scores its share (BB-Q21)."""
    player = seat
    if player is None:
        raise RuleError(
            "BB-Q21", _("The KC is deployed for a player, who scores its share: name the player.")
        )
    who = target(state, pirate, "BB-S2.1")
    if state["kc"]["in_play"]:
        raise RuleError("BB-S2.1", _("The KC is already in play."))
    roll = contests.kc_deployment(dice, who["notoriety"])
    lines: list[Msg] = [
        _(
            "%(player)s tries to deploy the KC against %(pirate)s (BB-Q33).",
            player=fleet.seat_name(state, player),
            pirate=who["name"],
        ),
        roll.message,
    ]
    if roll.success:
        state["kc"] = {"in_play": True, "speed": kc_speed, "combat": kc_combat, "player": player}
        lines.append(
            _(
                "The KC is in play on %(player)s's side: speed %(speed)s, combat %(combat)s.",
                player=fleet.seat_name(state, player),
                speed=kc_speed,
                combat=kc_combat,
            )
        )
    return played(state, *lines)


@move(
    "kc_intercept",
    N_("The KC tries to intercept a pirate"),
    TARGET,
    die_arg("kc_die", N_("the KC's die")),
    die_arg("pirate_die", N_("the pirate's die")),
    rule="BB-P6.2",
    contest=True,
    example={"pirate": 1, "kc_die": 5, "pirate_die": 1},
    anytime=True,
)
def kc_intercept(
    state: State, seat: int | None, *, pirate: int, kc_die: int, pirate_die: int
) -> Played:
    """BB-P6.2, BB-P6.3: both add their speed now. Intercepted, the pirate fights or
    surrenders with a Letter of Marque (BB-Q32); a plunder in progress ends with the
    merchant escaping, and he keeps what he has plundered (BB-P6.4)."""
    who = target(state, pirate, "BB-P6.2")
    kc = state["kc"]
    if not kc["in_play"]:
        raise RuleError("BB-P6.2", _("There is no KC in play: it is deployed first (BB-S2.1)."))
    not_in_port(
        who,
        "BB-P6.1",
        _(
            "%(pirate)s is In Port: the KC cannot attack him there, only try to expel him.",
            pirate=who["name"],
        ),
    )
    busy = next((p for p in fleet.active(state) if p["kc"] == INTERCEPTED), None)
    if busy is not None:
        raise RuleError(
            "BB-Q32",
            _(
                "The KC has intercepted %(pirate)s: his combat or surrender comes first.",
                pirate=busy["name"],
            ),
        )
    roll = contests.kc_interception(kc_die, kc["speed"], pirate_die, fleet.speed_now(who))
    lines: list[Msg] = [
        _(
            "The KC (speed %(kc)s) tries to intercept %(pirate)s (speed %(speed)s now).",
            kc=kc["speed"],
            pirate=who["name"],
            speed=fleet.speed_now(who),
        ),
        roll.message,
    ]
    if roll.success:
        who["kc"] = INTERCEPTED
        if who["plunder"] is not None:
            who["plunder"] = None
            lines.append(
                _(
                    "The merchant escapes back to the pool; %(pirate)s keeps what he has "
                    "plundered, and the rest of the plunder is not done (BB-P6.4).",
                    pirate=who["name"],
                )
            )
    return played(state, *lines)


@move(
    "kc_fight",
    N_("Fight the KC"),
    PIRATE,
    die_arg("kc_die", N_("the KC's die")),
    die_arg("pirate_die", N_("the pirate's die")),
    rule="BB-P6.5",
    contest=True,
    example={"pirate": 1, "kc_die": 4, "pirate_die": 3},
)
def kc_fight(
    state: State, seat: int | None, *, pirate: int, kc_die: int, pirate_die: int
) -> Played:
    """BB-P6.5 to BB-P6.7: the KC beating the pirate eliminates him, its side scoring half
    (BB-T3.3, BB-Q21); otherwise the KC leaves the game, notoriety and loyalty rise."""
    who = fleet.acting(state, seat, pirate)
    intercepted(who, "BB-P6.5")
    kc = state["kc"]
    roll = contests.kc_combat(
        kc_die, kc["combat"], pirate_die, who["ability"], fleet.combat_now(who)
    )
    lines: list[Msg] = [
        _(
            "%(pirate)s (ability %(ability)s, combat %(combat)s now) fights the KC "
            "(combat %(kc)s).",
            pirate=who["name"],
            ability=who["ability"],
            combat=fleet.combat_now(who),
            kc=kc["combat"],
        ),
        roll.message,
    ]
    if roll.success:
        lines += fleet.leave_play(state, who, fleet.ELIMINATED_BY_KC, "kc")
        return played(state, *lines)
    who["kc"] = None
    state["kc"] = {**kc, "in_play": False, "player": None}
    fleet.gain_notoriety(who, roll.notoriety)
    lines.append(
        _(
            "The KC is out of play; %(pirate)s's notoriety is now %(notoriety)s (BB-T4.5).",
            pirate=who["name"],
            notoriety=who["notoriety"],
        )
    )
    lines += fleet.change_loyalty(who, *roll.loyalty_rows)
    return played(state, *lines)


@move(
    "kc_surrender",
    N_("Surrender to the KC with the Letter of Marque"),
    PIRATE,
    rule="BB-Q28",
    example={"pirate": 1},
)
def kc_surrender(state: State, seat: int | None, *, pirate: int) -> Played:
    """BB-P6.2, BB-Q28: an intercepted pirate holding a Letter of Marque may surrender
    and retire on the spot: a successful retirement (BB-T3.1)."""
    who = fleet.acting(state, seat, pirate)
    intercepted(who, "BB-P6.2")
    if not who["marque"]:
        raise RuleError(
            "BB-P6.2",
            _("%(pirate)s holds no Letter of Marque: he must fight the KC.", pirate=who["name"]),
        )
    lines: list[Msg] = [
        _(
            "%(pirate)s surrenders to the KC with his Letter of Marque and retires on the "
            "spot: a successful retirement (BB-P6.2, BB-Q28).",
            pirate=who["name"],
        )
    ]
    lines += fleet.leave_play(state, who, fleet.RETIRED, "marque")
    return played(state, *lines)


@move(
    "kc_expulsion",
    N_("The KC tries to expel him from port"),
    PIRATE,
    rule="BB-T4.7",
    example={"pirate": 1},
    anytime=True,
)
def kc_expulsion(state: State, seat: int | None, *, pirate: int) -> Played:
    """BB-T4.7, BB-P6.1: the KC in play cannot attack a pirate In Port but may try to
    expel him; each attempt is worth 1 notoriety. Whether he must leave is the
    rulebook's (rule 10.51): the table moves him if so."""
    who = fleet.acting(state, seat, pirate)
    if not state["kc"]["in_play"]:
        raise RuleError("BB-T4.7", _("There is no KC in play to try an expulsion."))
    here = fleet.port_here(state, who, "BB-T4.7")
    gain = tables.notoriety("kc_expulsion")
    fleet.gain_notoriety(who, gain.points)
    return played(
        state,
        _(
            "The KC tries to expel %(pirate)s from %(port)s; whether he must leave is the "
            "rulebook's (rule 10.51).",
            pirate=who["name"],
            port=here["name"],
        ),
        gain.message,
        _(
            "%(pirate)s's notoriety is now %(notoriety)s.",
            pirate=who["name"],
            notoriety=who["notoriety"],
        ),
    )


def offers(state: State, pirate: fleet.Pirate) -> list[LegalMove]:
    """In Port, with a KC in play: its expulsion attempt (BB-T4.7)."""
    if pirate["where"] != fleet.IN_PORT or not state["kc"]["in_play"]:
        return []
    return [
        LegalMove(
            "kc_expulsion", N_("The KC tries to expel him from port"), {"pirate": [pirate["id"]]}
        )
    ]


def owed(state: State, pirate: fleet.Pirate) -> list[LegalMove] | None:
    """Intercepted by the KC: fight, or surrender with a Letter of Marque (BB-Q32)."""
    if pirate["kc"] != INTERCEPTED:
        return None
    me = {"pirate": [pirate["id"]]}
    out = [
        LegalMove(
            "kc_fight", N_("Fight the KC"), {**me, "kc_die": one_die(), "pirate_die": one_die()}
        )
    ]
    if pirate["marque"]:
        out.append(
            LegalMove("kc_surrender", N_("Surrender to the KC with the Letter of Marque"), me)
        )
    return out


def table_offers(state: State, seat: int | None) -> list[LegalMove]:
    """Deploying the KC against another player's pirate, then intercepting one at sea."""
    others = targets(state, seat)
    kc = state["kc"]
    out: list[LegalMove] = []
    if not kc["in_play"] and others:
        deploy: dict[str, list[int]] = {
            "pirate": [p["id"] for p in others],
            "dice": list(THREE_DICE),
        }
        out.append(LegalMove("kc_deploy", N_("Try to deploy the KC"), deploy))
    at_sea = [p["id"] for p in others if p["where"] != fleet.IN_PORT and p["kc"] is None]
    busy = any(p["kc"] == INTERCEPTED for p in fleet.active(state))
    if kc["in_play"] and at_sea and not busy:
        allowed = {"pirate": at_sea, "kc_die": one_die(), "pirate_die": one_die()}
        out.append(LegalMove("kc_intercept", N_("The KC tries to intercept a pirate"), allowed))
    return out
