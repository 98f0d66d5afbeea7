"""What the rulebook decides and the table records (digest 3.3, 9.4): a port's status, a
Letter of Marque, a converted merchant, and free entries naming the rulebook's section."""

from __future__ import annotations

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.blackbeard import fleet
from companion.engines.blackbeard.catalogue import BASE_STATUSES, DESTROYED, PORT_COLUMN_NAMES
from companion.engines.blackbeard.entries import MAX_PIRATE_ID
from companion.engines.blackbeard.words import SHIP_LABELS, SHIP_TYPES, STATUS_LABELS
from companion.engines.text import N_, _


@move(
    "set_port_status",
    N_("Change a port's status"),
    Arg("port", "str", N_("the port")),
    Arg(
        "status",
        "choice",
        N_("its new status"),
        choices=BASE_STATUSES[:-1],
        choice_labels=STATUS_LABELS[:-1],
    ),
    Arg("reason", "str", N_("why, as the rulebook or a card says")),
    rule="BB-Q37",
    example={
        "port": "Nassau",
        "status": "anti_pirate",
        "reason": "An Anti-Pirate governor takes office",
    },
    anytime=True,
)
def set_port_status(
    state: State, seat: int | None, *, port: str, status: str, reason: str
) -> Played:
    """BB-Q37: a port's base status changes only by a free entry naming the cause; an
    Anti-Pirate governor ends every haven there (BB-P4.3). Destroyed is for good."""
    found = fleet.port(state, port)
    if found["status"] == DESTROYED:
        raise RuleError(
            "BB-S3.6", _("%(port)s is destroyed for the rest of the game.", port=found["name"])
        )
    if not reason.strip():
        raise RuleError("BB-Q37", _("Say why the status changes."))
    lines = [
        _(
            "The status of %(port)s is now %(status)s: %(reason)s (BB-Q37).",
            port=found["name"],
            status=_(PORT_COLUMN_NAMES[status]),
            reason=reason.strip(),
        )
    ]
    found["status"] = status
    if status == "anti_pirate" and found["havens"]:
        found["havens"] = []
        lines.append(_("Every pirate haven at %(port)s is lost (BB-P4.3).", port=found["name"]))
    return played(state, *lines)


@move(
    "letter_of_marque",
    N_("A Letter of Marque gained or lost"),
    Arg("pirate", "int", N_("the pirate"), min=1, max=MAX_PIRATE_ID),
    Arg("has_letter", "bool", N_("he holds a Letter of Marque now")),
    rule="BB-S3.5",
    example={"pirate": 1, "has_letter": True},
    anytime=True,
)
def letter_of_marque(state: State, seat: int | None, *, pirate: int, has_letter: bool) -> Played:
    """BB-S3.5: how a letter is gained is the rulebook's (rule 9.31); the table says so."""
    who = fleet.acting(state, seat, pirate)
    who["marque"] = has_letter
    if has_letter:
        text = _("%(pirate)s holds a Letter of Marque (BB-S3.5).", pirate=who["name"])
    else:
        text = _("%(pirate)s no longer holds a Letter of Marque (BB-S3.5).", pirate=who["name"])
    return played(state, text)


@move(
    "convert_merchant",
    N_("Convert the plundered merchant into his ship"),
    Arg("pirate", "int", N_("the pirate"), min=1, max=MAX_PIRATE_ID),
    Arg(
        "ship",
        "choice",
        N_("the merchant's type"),
        choices=SHIP_TYPES[:3],
        choice_labels=SHIP_LABELS[:3],
    ),
    Arg("speed", "int", N_("its printed speed"), min=0, max=9),
    Arg("combat", "int", N_("its printed combat value"), min=0, max=9),
    Arg("holds", "int", N_("its number of holds"), min=0, max=9),
    rule="BB-S1.4",
    example={"pirate": 1, "ship": "brigantine", "speed": 2, "combat": 3, "holds": 3},
    anytime=True,
)
def convert_merchant(
    state: State, seat: int | None, *, pirate: int, ship: str, speed: int, combat: int, holds: int
) -> Played:
    """BB-S1.4, BB-S1.13: only a plundered Sloop, Schooner or Brigantine; everything
    carries over but the damage. Plunder beyond the new holds is the table's (BB-Q7)."""
    who = fleet.acting(state, seat, pirate)
    full = [h for h in who["holds"] if h is not None]
    if len(full) > holds:
        raise RuleError(
            "BB-Q7",
            _(
                "%(pirate)s carries plunder in %(full)s holds: the new ship has %(holds)s.",
                pirate=who["name"],
                full=len(full),
                holds=holds,
            ),
        )
    who["ship"] = {"type": ship, "speed": speed, "combat": combat}
    who["holds"] = full + [None] * (holds - len(full))
    who["speed_hits"] = who["combat_hits"] = 0
    return played(
        state,
        _(
            "%(pirate)s converts the merchant: a %(ship)s of speed %(speed)s, combat %(combat)s "
            "and %(holds)s holds, with no damage (BB-S1.4).",
            pirate=who["name"],
            ship=_(SHIP_LABELS[SHIP_TYPES.index(ship)]),
            speed=speed,
            combat=combat,
            holds=holds,
        ),
    )


@move(
    "free_entry",
    N_("Record what the rulebook decides"),
    Arg("rule_ref", "str", N_("the rulebook section, as printed (17.2)")),
    Arg("reason", "str", N_("what happened")),
    rule="BB-G5",
    example={"rule_ref": "17.2", "reason": "Event card: a hurricane season begins"},
    anytime=True,
)
def free_entry(state: State, seat: int | None, *, rule_ref: str, reason: str) -> Played:
    """Digest 3.3 and 9.4: turn order, events, the KC's moves... are the rulebook's: recorded
    as said, with its section, and never inferred."""
    if not rule_ref.strip() or not reason.strip():
        raise RuleError("BB-G5", _("Name the rulebook section and what happened."))
    who = fleet.seat_name(state, seat) if seat is not None else _("The table")
    return played(
        state,
        _(
            "%(who)s records: %(reason)s (rule %(ref)s, BB-G5).",
            who=who,
            reason=reason.strip(),
            ref=rule_ref.strip(),
        ),
    )


@move(
    "alliance",
    N_("Form or break an alliance"),
    Arg("pirate", "int", N_("the pirate"), min=1, max=MAX_PIRATE_ID),
    Arg(
        "other",
        "int",
        N_("the pirate of the same player he sails with (left out: he leaves his alliance)"),
        required=False,
        min=1,
        max=MAX_PIRATE_ID,
    ),
    rule="BB-S1.10",
    example={"pirate": 1},
    anytime=True,
)
def alliance(state: State, seat: int | None, *, pirate: int, other: int | None = None) -> Played:
    """BB-S1.10: pirates of one player may sail in an alliance and act together (rule
    11.0, which says how); the group is named by its lowest pirate number."""
    who = fleet.acting(state, seat, pirate)
    if other is None:
        if who["alliance"] is None:
            raise RuleError("BB-S1.10", _("%(pirate)s sails in no alliance.", pirate=who["name"]))
        group = who["alliance"]
        members = [p for p in fleet.active(state) if p["alliance"] == group]
        who["alliance"] = None
        if len(members) == 2:  # an alliance of one is none
            for p in members:
                p["alliance"] = None
        return played(state, _("%(pirate)s leaves his alliance (BB-S1.10).", pirate=who["name"]))
    mate = fleet.acting(state, seat, other)
    if mate["owner"] != who["owner"] or mate is who:
        raise RuleError("BB-S1.10", _("An alliance joins pirates of the same player (BB-S1.10)."))
    groups = {g for g in (who["alliance"], mate["alliance"]) if g is not None}
    group = min(groups | {who["id"], mate["id"]})
    for p in fleet.active(state):
        if p is who or p is mate or (p["alliance"] is not None and p["alliance"] in groups):
            p["alliance"] = group
    names = [p["name"] for p in fleet.active(state) if p["alliance"] == group]
    return played(state, _("%(pirates)s sail in an alliance (BB-S1.10).", pirates=names))
