"""The crew: mutiny (BB-P7.1 to BB-P7.6), scurvy (BB-T5.2) and a card's effect on a
tracker (digest 9.2, cited as BB-S2.4). The Mutiny Conspiracy card is the AP player's entry
against another player's pirate; the mutiny itself and scurvy are entered for the pirate
on his owner's phone, a card's effect by whoever plays the card."""

from __future__ import annotations

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played
from companion.engines.blackbeard import contests, fleet
from companion.engines.blackbeard.at_sea import PIRATE
from companion.engines.blackbeard.entries import MAX_PIRATE_ID
from companion.engines.blackbeard.fights import target, targets
from companion.engines.blackbeard.rolls import signed
from companion.engines.dice import one_die
from companion.engines.text import N_, Msg, _

CONSPIRACY = "conspiracy"
AUTOMATIC = "automatic"
TWO_DICE = list(range(2, 13))

MODIFIER = Arg(
    "modifier",
    "int",
    N_("a modifier the players add to the die (rule 14.2)"),
    required=False,
    min=-6,
    max=6,
    default=0,
)

SCURVY_EVENTS = ("onset", "turn", "cured")
SCURVY_LABELS = (
    N_("scurvy breaks out"),
    N_("his owner's player turn starts with scurvy"),
    N_("the scurvy is cured"),
)

TRACKERS = ("notoriety", "wealth", "loyalty", "speed_hits", "combat_hits")
TRACKER_LABELS = (
    N_("notoriety"),
    N_("wealth (in D)"),
    N_("crew loyalty"),
    N_("speed damage hits"),
    N_("combat damage hits"),
)
# The rule a tracker going below 0 breaks.
FLOOR_RULES = {
    "notoriety": "BB-T4.8",
    "wealth": "BB-S2.4",
    "loyalty": "BB-Q15",
    "speed_hits": "BB-Q14",
    "combat_hits": "BB-Q14",
}
MAX_CHANGE = 100000


@move(
    "mutiny_conspiracy",
    N_("Play Mutiny Conspiracy against a pirate"),
    Arg("pirate", "int", N_("the pirate whose crew is stirred up"), min=1, max=MAX_PIRATE_ID),
    Arg("dice", "int", N_("the 2d6 total"), min=2, max=12),
    rule="BB-P7.1",
    contest=True,
    example={"pirate": 1, "dice": 7},
    anytime=True,
)
def mutiny_conspiracy(state: State, seat: int | None, *, pirate: int, dice: int) -> Played:
    """BB-P7.1: the AP player's 2d6 above the pirate's crew loyalty: a mutiny breaks out,
    which the pirate's player resolves next (BB-P7.3)."""
    who = target(state, pirate, "BB-P7.1")
    if who["mutiny"] is not None:
        raise RuleError(
            "BB-P7.1",
            _("%(pirate)s's crew already owes a mutiny: it is resolved first.", pirate=who["name"]),
        )
    roll = contests.mutiny_conspiracy(dice, who["loyalty"])
    lines: list[Msg] = [
        _("Mutiny Conspiracy is played against %(pirate)s.", pirate=who["name"]),
        roll.message,
    ]
    if roll.success:
        who["mutiny"] = CONSPIRACY
        lines.append(
            _(
                "%(owner)s resolves the mutiny: a die against Leadership %(leadership)s (BB-P7.3).",
                owner=fleet.seat_name(state, who["owner"]),
                leadership=who["leadership"],
            )
        )
    return played(state, *lines)


def _mutiny_intro(pirate: fleet.Pirate, trigger: str | None) -> Msg:
    if trigger == CONSPIRACY:
        return _("%(pirate)s's crew mutinies (Mutiny Conspiracy, BB-P7.1).", pirate=pirate["name"])
    if trigger == AUTOMATIC:
        return _(
            "%(pirate)s's crew loyalty has fallen to 0: his crew mutinies (BB-P7.2).",
            pirate=pirate["name"],
        )
    return _(
        "%(pirate)s is activated with crew loyalty 0: his crew mutinies (BB-P7.2, BB-Q18).",
        pirate=pirate["name"],
    )


@move(
    "mutiny",
    N_("Resolve the mutiny"),
    PIRATE,
    Arg("die", "int", N_("the mutiny die"), min=1, max=6),
    MODIFIER,
    rule="BB-P7.3",
    contest=True,
    example={"pirate": 1, "die": 3},
)
def mutiny(state: State, seat: int | None, *, pirate: int, die: int, modifier: int = 0) -> Played:
    """BB-P7.3 to BB-P7.6 on 1d6 plus any modifier the players enter (BB-Q17): above
    Leadership the pirate is out for good, scoring as eliminated, his loyalty recorded as 6
    (BB-Q19); equal costs 1 loyalty, never below 0 (BB-T5.7): from 1 that owes a new
    automatic mutiny at once, at 0 none until the next activation (BB-Q18); below,
    nothing. A mutiny is owed (a Mutiny Conspiracy, loyalty fallen to 0), or the pirate is
    activated at 0 (BB-P7.2)."""
    who = fleet.acting(state, seat, pirate)
    trigger = who["mutiny"]
    if trigger is None and who["loyalty"] > 0:
        raise RuleError(
            "BB-P7.3",
            _(
                "No mutiny is owed: %(pirate)s's crew loyalty is %(loyalty)s.",
                pirate=who["name"],
                loyalty=who["loyalty"],
            ),
        )
    roll = contests.mutiny_resolution(die, who["leadership"], modifier)
    lines: list[Msg] = [_mutiny_intro(who, trigger)]
    if modifier:
        lines.append(
            _(
                "The players add %(modifier)s to the die %(die)s: %(total)s (BB-Q17).",
                modifier=signed(modifier),
                die=die,
                total=roll.total,
            )
        )
    lines.append(roll.message)
    who["mutiny"] = None
    if roll.success:
        lines += fleet.change_loyalty(who, *roll.loyalty_rows)
        lines += fleet.leave_play(state, who, fleet.ELIMINATED, "mutiny")
        return played(state, *lines)
    if roll.loyalty_rows:
        was_zero = who["loyalty"] == 0
        lines += fleet.change_loyalty(who, *roll.loyalty_rows)
        if was_zero:
            lines.append(
                _("No new mutiny breaks out now: the next activation at 0 brings one (BB-Q18).")
            )
    return played(state, *lines)


@move(
    "scurvy",
    N_("Scurvy"),
    PIRATE,
    Arg(
        "event",
        "choice",
        N_("what happens: its onset, a player turn with it, or the crew cured"),
        choices=SCURVY_EVENTS,
        choice_labels=SCURVY_LABELS,
    ),
    rule="BB-T5.2",
    example={"pirate": 1, "event": "onset"},
)
def scurvy(state: State, seat: int | None, *, pirate: int, event: str) -> Played:
    """BB-T5.2: -1 crew loyalty at the onset and at the start of each of his owner's
    player turns spent with it (BB-Q16); onset and cure are the rulebook's (rule 17.2),
    entered by the table."""
    who = fleet.acting(state, seat, pirate)
    if event == "onset":
        if who["scurvy"]:
            raise RuleError("BB-T5.2", _("%(pirate)s already has scurvy.", pirate=who["name"]))
        who["scurvy"] = True
        lines = [_("Scurvy breaks out aboard %(pirate)s's ship (rule 17.2).", pirate=who["name"])]
        return played(state, *lines, *fleet.change_loyalty(who, "BB-T5.2"))
    if not who["scurvy"]:
        raise RuleError("BB-T5.2", _("%(pirate)s has no scurvy.", pirate=who["name"]))
    if event == "cured":
        who["scurvy"] = False
        return played(
            state, _("%(pirate)s's crew is cured of scurvy (rule 17.2).", pirate=who["name"])
        )
    lines = [
        _(
            "%(owner)s's player turn starts with scurvy aboard %(pirate)s's ship (BB-Q16).",
            owner=fleet.seat_name(state, who["owner"]),
            pirate=who["name"],
        )
    ]
    return played(state, *lines, *fleet.change_loyalty(who, "BB-T5.2"))


@move(
    "card_effect",
    N_("A card changes a tracker"),
    PIRATE,
    Arg("card", "str", N_("the card's name, as printed")),
    Arg("tracker", "choice", N_("what it changes"), choices=TRACKERS, choice_labels=TRACKER_LABELS),
    Arg("change", "int", N_("by how much, + or -"), min=-MAX_CHANGE, max=MAX_CHANGE),
    rule="BB-S2.4",
    example={"pirate": 1, "card": "AP Event", "tracker": "loyalty", "change": -1},
    anytime=True,
)
def card_effect(
    state: State, seat: int | None, *, pirate: int, card: str, tracker: str, change: int
) -> Played:
    """Digest 9.2: a card's effect is the one other manual change the companion takes,
    logged with the card's name; no tracker goes below 0 and notoriety never goes down
    (BB-T4.8). Loyalty falling to 0 owes an automatic mutiny (BB-P7.2), speed hits taking
    the speed from 0 to -1 cost loyalty (BB-T5.5)."""
    who = target(state, pirate, "BB-S2.4")
    what = _(TRACKER_LABELS[TRACKERS.index(tracker)])
    if change == 0:
        raise RuleError("BB-S2.4", _("Enter the change the card makes: 0 changes nothing."))
    if tracker == "notoriety" and change < 0:
        raise RuleError("BB-T4.8", _("Nothing lowers notoriety: a card cannot take it down."))
    before = int(who[tracker])
    if before + change < 0:
        raise RuleError(
            FLOOR_RULES[tracker],
            _(
                "A card cannot take %(pirate)s's %(what)s below 0: it is %(before)s.",
                what=what,
                pirate=who["name"],
                before=before,
            ),
        )
    lines: list[Msg] = []
    if tracker == "speed_hits" and change > 0:
        lines += fleet.speed_hits(who, change)
    else:
        who[tracker] = before + change
    lines.insert(
        0,
        _(
            "Card %(card)s: %(pirate)s's %(what)s %(change)s, from %(before)s to %(after)s.",
            card=card,
            pirate=who["name"],
            what=what,
            change=signed(change),
            before=before,
            after=who[tracker],
        ),
    )
    if tracker == "loyalty" and before > 0 == who["loyalty"] and who["mutiny"] is None:
        fleet.owe_mutiny(who, AUTOMATIC)
        lines.append(_("Crew loyalty is 0: an automatic mutiny is resolved now (BB-P7.2, BB-Q18)."))
    if tracker == "speed_hits":
        lines.append(_("Speed now %(speed)s (BB-Q14).", speed=fleet.speed_now(who)))
    return played(state, *lines)


def offers(state: State, pirate: fleet.Pirate) -> list[LegalMove]:
    """Scurvy as it stands, the mutiny of an activation at 0, a card's effect."""
    me = {"pirate": [pirate["id"]]}
    out: list[LegalMove] = []
    if pirate["scurvy"]:
        out.append(
            LegalMove("scurvy", N_("A player turn starts with scurvy"), {**me, "event": ["turn"]})
        )
        out.append(LegalMove("scurvy", N_("The scurvy is cured"), {**me, "event": ["cured"]}))
    else:
        out.append(LegalMove("scurvy", N_("Scurvy breaks out"), {**me, "event": ["onset"]}))
    if pirate["loyalty"] == 0:
        allowed = {**me, "die": one_die(), "modifier": MODIFIER.span}
        out.append(
            LegalMove("mutiny", N_("Activated at crew loyalty 0: resolve the mutiny"), allowed)
        )
    out.append(LegalMove("card_effect", N_("A card changes a tracker"), me))
    return out


def owed(state: State, pirate: fleet.Pirate) -> list[LegalMove] | None:
    """A mutiny owed is resolved before anything else (BB-P7.3)."""
    if pirate["mutiny"] is None:
        return None
    allowed = {"pirate": [pirate["id"]], "die": one_die(), "modifier": MODIFIER.span}
    return [LegalMove("mutiny", N_("Resolve the mutiny"), allowed)]


def table_offers(state: State, seat: int | None) -> list[LegalMove]:
    """Mutiny Conspiracy and a card's effect against other players' pirates."""
    others = targets(state, seat)
    out: list[LegalMove] = []
    calm = [p["id"] for p in others if p["mutiny"] is None]
    if calm:
        allowed = {"pirate": calm, "dice": list(TWO_DICE)}
        out.append(
            LegalMove("mutiny_conspiracy", N_("Play Mutiny Conspiracy against a pirate"), allowed)
        )
    if others:
        ids = [p["id"] for p in others]
        out.append(
            LegalMove("card_effect", N_("A card changes another player's tracker"), {"pirate": ids})
        )
    return out
