"""Manual adjustments (MM-Q48): what a card, an event or a captain's ability does, entered
by hand, since the rulebook prints no card text. Each names its source (the card or
ability, as printed), is logged for everyone, is held to the ranges the rules keep, and
is followed by the checks the rules ask (the glory declaration, a sunk ship).

Gold and glory cards are adjusted by their owner only (another seat cannot know what is
aboard, and a refusal would tell); the glory track, bounties, a ship's locations, NPCs and
wars are public and may be entered by any player for anyone.
"""

from __future__ import annotations

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.merchants_marauders.catalogue import BOUNTY_MAX, LOCATIONS, NATIONS
from companion.engines.merchants_marauders.death import kill
from companion.engines.merchants_marauders.purse import available, gain, pay, spent
from companion.engines.merchants_marauders.seats import alive, at_sea, name, player
from companion.engines.merchants_marauders.ship import drop_excess_cargo, maximum, sunk
from companion.engines.merchants_marauders.words import word
from companion.engines.text import N_, Msg, _, ngettext

SOURCE = Arg("source", "str", N_("the card or ability, as printed"))
OPEN_PHASES = ("round_start", "event", "turn", "round_end")
LABELS = {
    "adjust_gold": N_("Gold from a card or ability"),
    "adjust_glory": N_("Glory points from a card or ability"),
    "adjust_bounty": N_("A bounty from a card or ability"),
    "adjust_ship": N_("A ship's location from a card or ability"),
    "adjust_actions": N_("Actions from a card or ability"),
    "adjust_glory_cards": N_("Glory cards drawn from a card or ability"),
    "adjust_discard": N_("A glory card discarded by a card or ability"),
    "adjust_npc": N_("An NPC placed or removed by a card"),
    "adjust_war": N_("A war started or ended by a card"),
}


def opened(state: State, seat: int | None) -> None:
    player(state, seat)
    if state["phase"] not in OPEN_PHASES:
        raise RuleError("MM-Q48", _("Adjustments are entered while the game is on (MM-Q48)."))


def nonzero(change: int) -> None:
    if change == 0:
        raise RuleError("MM-Q48", _("Enter a change other than 0 (MM-Q48)."))


@move(
    "adjust_gold",
    N_(LABELS["adjust_gold"]),
    SOURCE,
    Arg("change", "int", N_("gold gained (more than 0) or lost (less than 0)"), min=-99, max=99),
    rule="MM-Q48",
    example={"source": "Lucky find", "change": 5},
    anytime=True,
)
def adjust_gold(state: State, seat: int | None, *, source: str, change: int) -> Played:
    """Gold aboard; a loss is paid like any payment (from the chest in the home port,
    MM-4.9.6) and never below 0. The amount is public, the balance not (MM-Q25)."""
    opened(state, seat)
    nonzero(change)
    assert seat is not None
    if not alive(player(state, seat)):
        raise RuleError("MM-12.1.1", _("You have no captain in play now (MM-12.1.1)."))
    if change > 0:
        return played(state, gain(state, seat, change, _("%(source)s", source=source)))
    if -change > available(state, seat):
        raise RuleError(
            "MM-Q48",
            ngettext(
                "You do not have %(n)s gold to lose: gold never goes below 0 (MM-Q48).",
                "You do not have %(n)s gold to lose: gold never goes below 0 (MM-Q48).",
                -change,
            ),
        )
    pay(state, seat, -change, "MM-Q48")
    return played(state, spent(state, seat, -change, _("%(source)s", source=source)))


@move(
    "adjust_glory",
    N_(LABELS["adjust_glory"]),
    SOURCE,
    Arg("target", "seat", N_("the player whose glory changes")),
    Arg("change", "int", N_("points gained or lost on the Glory track"), min=-5, max=5),
    rule="MM-Q48",
    example={"source": "Hero of the Main", "target": 0, "change": 1},
    anytime=True,
)
def adjust_glory(
    state: State, seat: int | None, *, source: str, target: int, change: int
) -> Played:
    """The Glory track (no card comes with it: MM-7.1.1 names the sources that bring
    one); the declaration is checked again (MM-2.3.2)."""
    opened(state, seat)
    nonzero(change)
    p = player(state, target)
    if p["glory"] + change < 0:
        raise RuleError(
            "MM-2.1.4",
            _(
                "%(name)s has %(glory)s glory on the track: it cannot go below 0 (MM-2.1.4).",
                name=name(state, target),
                glory=p["glory"],
            ),
        )
    p["glory"] += change
    line = _(
        "%(name)s's Glory track goes from %(before)s to %(after)s (%(source)s).",
        name=name(state, target),
        before=p["glory"] - change,
        after=p["glory"],
        source=source,
    )
    # Reaching the target is declared by the companion's next step (glory.declare_target).
    return played(state, line)


@move(
    "adjust_bounty",
    N_(LABELS["adjust_bounty"]),
    SOURCE,
    Arg("target", "seat", N_("the player whose bounty changes")),
    Arg("nation", "choice", N_("the nation of the bounty"), choices=NATIONS),
    Arg("change", "int", N_("bounty markers gained or lost"), min=-5, max=5),
    rule="MM-Q48",
    example={"source": "Royal pardon", "target": 0, "nation": "spanish", "change": -1},
    anytime=True,
)
def adjust_bounty(
    state: State, seat: int | None, *, source: str, target: int, nation: str, change: int
) -> Played:
    opened(state, seat)
    nonzero(change)
    p = player(state, target)
    if not alive(p):
        raise RuleError("MM-12.1.1", _("That player has no captain in play now (MM-12.1.1)."))
    after = p["bounty"][nation] + change
    if not 0 <= after <= BOUNTY_MAX:
        raise RuleError(
            "MM-6.3.3",
            _(
                "A bounty stays between 0 and 5; %(name)s's from %(nation)s is %(level)s (MM-6.3.3).",
                name=name(state, target),
                nation=word(nation),
                level=p["bounty"][nation],
            ),
        )
    p["bounty"][nation] = after
    return played(
        state,
        _(
            "%(name)s's bounty from %(nation)s goes to %(level)s (%(source)s).",
            name=name(state, target),
            nation=word(nation),
            level=after,
            source=source,
        ),
    )


def in_battle(state: State, seat: int) -> bool:
    combat = state.get("combat")
    if not combat:
        return False
    return any(side.get("seat") == seat for side in combat["sides"])


@move(
    "adjust_ship",
    N_(LABELS["adjust_ship"]),
    SOURCE,
    Arg("target", "seat", N_("the player whose ship changes")),
    Arg("location", "choice", N_("the hit location (Crew for sailors)"), choices=LOCATIONS),
    Arg("change", "int", N_("points repaired or recruited (more than 0) or lost"), min=-5, max=5),
    rule="MM-Q48",
    example={"source": "Storm", "target": 0, "location": "mast", "change": -1},
    anytime=True,
)
def adjust_ship(
    state: State, seat: int | None, *, source: str, target: int, location: str, change: int
) -> Played:
    """A hit location or the crew, between 0 and its full value; cargo over a damaged
    Cargo at sea is dropped (MM-9.6.1); a Hull at 0 sinks the ship (MM-9.5.7)."""
    opened(state, seat)
    nonzero(change)
    p = player(state, target)
    if not alive(p) or p["ship"] is None or p["ship"]["loc"] is None:
        raise RuleError("MM-12.1.1", _("That player has no ship in play now (MM-12.1.1)."))
    if in_battle(state, target):
        raise RuleError(
            "MM-9.8.1",
            _(
                "%(name)s is in a battle: damage there is entered with the battle's own steps, "
                "and a card's effect on them too (MM-9.8.1).",
                name=name(state, target),
            ),
        )
    loc = p["ship"]["loc"]
    full = maximum(state, p["ship"])[location]
    after = loc[location] + change
    if not 0 <= after <= full:
        raise RuleError(
            "MM-0.4.3",
            _(
                "%(location)s is at %(value)s and stays between 0 and %(full)s (MM-0.4.3).",
                location=word(location),
                value=loc[location],
                full=full,
            ),
        )
    loc[location] = after
    lines: list[Msg] = [
        _(
            "%(name)s's %(location)s goes to %(value)s (%(source)s).",
            name=name(state, target),
            location=word(location),
            value=after,
            source=source,
        )
    ]
    private: dict[int, Msg] = {}
    if at_sea(p):
        dropped = drop_excess_cargo(state, p)
        if dropped:
            lines.append(
                ngettext(
                    "%(name)s drops %(n)s cargo card over the damaged Cargo (MM-9.6.1).",
                    "%(name)s drops %(n)s cargo cards over the damaged Cargo (MM-9.6.1).",
                    len(dropped),
                    name=name(state, target),
                )
            )
            private[target] = _("You dropped %(goods)s.", goods=dropped)
    if sunk(p["ship"]):
        lines += kill(state, target, _("the ship sank (%(source)s)", source=source))
    return played(state, *lines, private=private)
