"""Captains and their ships (MM-1.1, MM-12.3): the secret choice at setup revealed when
every seat has entered it (MM-1.1.5), the ship card's values when the box's card is not
known yet (MM-Q13), and a new captain after a death or a retirement."""

from __future__ import annotations

from typing import Any

from companion.engines.base import Arg, LegalMove, Played, RuleError, State, move, played, rng_draw
from companion.engines.merchants_marauders import board
from companion.engines.merchants_marauders.catalogue import (
    NATIONS,
    SHIP_TYPES,
    SKILLS,
    STARTING_GOLD,
    STARTING_SHIPS,
)
from companion.engines.merchants_marauders.seats import name, player
from companion.engines.merchants_marauders.ship import known, new_ship
from companion.engines.merchants_marauders.words import port_name, word
from companion.engines.text import N_, Msg, _
from companion.engines.waiting import (
    Entry,
    Owed,
    answered_by,
    done,
    expect,
    owe,
    owe_under,
)

SKILL_HELP = {
    "seamanship": N_("the captain's Seamanship"),
    "scouting": N_("the captain's Scouting"),
    "leadership": N_("the captain's Leadership"),
    "influence": N_("the captain's Influence"),
}


def catalogue_captain(state: State, captain: str) -> dict[str, Any] | None:
    for row in state["captain_cards"]:
        if row["name"].casefold() == captain.strip().casefold():
            return dict(row)
    return None


def captains_in_play(state: State) -> set[str]:
    """Captains no seat may take now: those in play and, when the club's captain cards are
    known, every card drawn before (discarded at a death, MM-12.1.1; a new captain comes
    from the deck, MM-12.3.1). A captain typed at the table is checked against those in
    play only: the companion does not know the box's cards."""
    now = {p["captain"]["name"].casefold() for p in state["players"] if p["captain"] is not None}
    if not state["captain_cards"]:
        return now
    return now | {n.casefold() for n in state.get("captains_drawn", [])}


def captain_record(state: State, captain: str, given: dict[str, Any]) -> dict[str, Any]:
    """The captain as drawn: from the club's captain cards, or as entered (MM-0.3)."""
    printed = catalogue_captain(state, captain)
    if printed is not None:
        return {
            "name": printed["name"],
            **{s: printed[s] for s in SKILLS},
            "home_name": printed["home"],
            "nation": None,
            "ability": printed.get("ability") or "",
        }
    if state["captain_cards"]:
        raise RuleError(
            "MM-0.3.1",
            _("%(name)s is not one of the club's captain cards (MM-0.3.1).", name=captain),
        )
    missing = [s for s in (*SKILLS, "home", "nation") if given.get(s) is None]
    if missing:
        raise RuleError(
            "MM-0.3.2",
            _("Enter the captain's four skills, home port and its nation as printed (MM-0.3.2)."),
        )
    return {
        "name": captain.strip(),
        **{s: given[s] for s in SKILLS},
        "home_name": given["home"],
        "nation": given["nation"],
        "ability": given.get("ability") or "",
    }


def check_captain(state: State, record: dict[str, Any]) -> None:
    if record["name"].casefold() in captains_in_play(state):
        raise RuleError(
            "MM-0.3.1",
            _("%(name)s has been drawn already in this game (MM-0.3.1).", name=record["name"]),
        )
    found = board.find(state, record["home_name"])
    if found is None:
        return
    zone = board.zone(state, found)
    if zone["port"] is False:
        raise RuleError(
            "MM-0.3.4",
            _("%(zone)s has no port: it cannot be a home port (MM-0.3.4).", zone=zone["name"]),
        )
    if record["nation"] is not None and zone["nation"] not in (None, record["nation"]):
        raise RuleError(
            "MM-0.3.4",
            _(
                "The port of %(zone)s flies the flag of %(nation)s (MM-0.3.4).",
                zone=zone["name"],
                nation=word(zone["nation"]),
            ),
        )


def seat_captain(state: State, seat: int, record: dict[str, Any], ship_type: str) -> list[Msg]:
    """MM-1.1.6 to MM-1.1.10: the captain and ship on the board, in the home port, cubes
    placed, 10 gold (or the new-captain rule's), a glory card to draw."""
    p = player(state, seat)
    home = board.named(state, record["home_name"], "MM-0.3.4", port=True)
    zone = board.zone(state, home)
    if zone["nation"] is None and record["nation"] is not None:
        zone["nation"] = record["nation"]
    p["captain"] = {
        "name": record["name"],
        **{s: record[s] for s in SKILLS},
        "home": home,
        "ability": record["ability"],
    }
    p["captains"] += 1
    state.setdefault("captains_drawn", []).append(record["name"])
    p["status"] = "alive"
    p["big_ship_glory"] = False
    p["bounty"] = dict.fromkeys(NATIONS, 0)
    p["at"] = {"zone": home, "port": True}
    p["ship"] = {"type": ship_type, "mods": [], "loc": None, "reinforced": True, "chasers": True}
    if known(state, ship_type):
        p["ship"] = new_ship(state, ship_type)
    else:
        owe(state, "ship_card", [seat], ship=ship_type)
    owe_under(state, "glory_draw", [seat])
    return [
        _(
            "%(name)s plays %(captain)s (home %(port)s) with a %(ship)s.",
            name=name(state, seat),
            captain=record["name"],
            port=port_name(state, home),
            ship=word(ship_type),
        )
    ]


SECRET = (
    "captain",
    "ship",
    "seamanship",
    "scouting",
    "leadership",
    "influence",
    "home",
    "nation",
    "ability",
)


# A captain card entered as printed (no club catalogue): at setup and for a new captain.
CARD_ARGS = (
    Arg("captain", "str", N_("the captain's name")),
    Arg("ship", "choice", N_("the ship you chose"), choices=STARTING_SHIPS),
    *(Arg(s, "int", SKILL_HELP[s], min=1, max=4) for s in SKILLS),
    Arg("home", "str", N_("the home port, as printed under the name")),
    Arg("nation", "choice", N_("the flag of that home port"), choices=NATIONS),
    Arg("ability", "str", N_("the special ability, as printed"), required=False),
)
CARD_EXAMPLE = {
    "captain": "Frederico da Silva",
    "ship": "sloop",
    "seamanship": 2,
    "scouting": 3,
    "leadership": 2,
    "influence": 2,
    "home": "Havana",
    "nation": "spanish",
}


@move(
    "choose_captain",
    N_("Enter the captain you drew and your ship"),
    Arg("captain", "str", N_("the captain you drew")),
    Arg("ship", "choice", N_("the ship you chose"), choices=STARTING_SHIPS),
    rule="MM-1.1.5",
    example={"captain": "Frederico da Silva", "ship": "sloop"},
    secret_args=("captain", "ship"),
    commutes=True,
)
def choose_captain(state: State, seat: int | None, *, captain: str, ship: str) -> Played:
    """MM-1.1.3 to MM-1.1.5 with the club's captain cards: the card drawn, by name."""
    return take_captain(state, seat, captain_record(state, captain, {}), ship, setup=True)


@move(
    "enter_captain",
    N_("Enter your captain card and your ship"),
    *CARD_ARGS,
    rule="MM-1.1.5",
    example=CARD_EXAMPLE,
    secret_args=SECRET,
    commutes=True,
)
def enter_captain(
    state: State, seat: int | None, *, captain: str, ship: str, **given: Any
) -> Played:
    """MM-1.1.3 to MM-1.1.5 without the club's captain cards: the card as printed."""
    return take_captain(state, seat, captain_record(state, captain, given), ship, setup=True)


@move(
    "choose_new_captain",
    N_("Enter your new captain and your ship"),
    Arg("captain", "str", N_("the captain you drew")),
    Arg("ship", "choice", N_("the ship you chose"), choices=STARTING_SHIPS),
    rule="MM-12.3.1",
    example={"captain": "Frederico da Silva", "ship": "sloop"},
)
def choose_new_captain(state: State, seat: int | None, *, captain: str, ship: str) -> Played:
    """MM-12.3.1 with the club's captain cards: a new captain is shown at once."""
    return take_captain(state, seat, captain_record(state, captain, {}), ship, setup=False)


@move(
    "enter_new_captain",
    N_("Enter your new captain card and your ship"),
    *CARD_ARGS,
    rule="MM-12.3.1",
    example=CARD_EXAMPLE,
)
def enter_new_captain(
    state: State, seat: int | None, *, captain: str, ship: str, **given: Any
) -> Played:
    """MM-12.3.1 without the club's captain cards: the card as printed, shown at once."""
    return take_captain(state, seat, captain_record(state, captain, given), ship, setup=False)


def take_captain(
    state: State, seat: int | None, record: dict[str, Any], ship: str, *, setup: bool
) -> Played:
    """At setup the choice stays secret until every seat has chosen, then all are revealed
    together (MM-1.1.5); a new captain (MM-12.3.1) is shown at once."""
    entry = expect(state, "captain", seat, "MM-1.1.5")
    assert seat is not None
    if bool(entry.get("reveal")) != setup:
        raise RuleError(
            "MM-12.3.1" if setup else "MM-1.1.5",
            _("Your new captain is shown to everyone: enter him as your new captain (MM-12.3.1).")
            if setup
            else _(
                "At setup your captain stays secret until everyone has chosen: enter him as "
                "your captain (MM-1.1.5)."
            ),
        )
    check_captain(state, record)
    if not entry.get("reveal"):
        done(state, entry)
        return played(
            state, *seat_captain(state, seat, record, ship), *new_captain_gold(state, seat)
        )
    player(state, seat)["setup"] = {"record": record, "ship": ship}
    answered_by(state, entry, seat)
    # Every choice is revealed together by the companion's next step (reveal_captains),
    # so the last one to choose tells nothing more than the others.
    return played(
        state,
        _("%(name)s has chosen a captain and a ship.", name=name(state, seat)),
        private={
            seat: _(
                "You chose %(captain)s and a %(ship)s.", captain=record["name"], ship=word(ship)
            )
        },
    )


@move("reveal_captains", N_("Reveal every captain and ship"), rule="MM-1.1.5", system=True)
def reveal_captains(state: State, seat: int | None) -> Played:
    """MM-1.1.5: every captain and ship shown at once."""
    return played(state, *reveal(state))


def reveal(state: State) -> list[Msg]:
    """MM-1.1.5: every captain and ship shown at once; MM-1.2.1 the starting player drawn
    at random from the captains; MM-1.3.5 the two missions to enter."""
    lines: list[Msg] = [_("Every captain and ship is revealed (MM-1.1.5).")]
    for seat, p in enumerate(state["players"]):
        chosen = p["setup"]
        p["setup"] = None
        lines += seat_captain(state, seat, chosen["record"], chosen["ship"])
        p["gold"] = STARTING_GOLD
    first = rng_draw(state).randrange(len(state["players"]))
    state["first"] = first
    lines.append(
        _("%(name)s's captain card is drawn: %(name)s starts (MM-1.2.1).", name=name(state, first))
    )
    owe_under(state, "mission", [first], count=2)
    return lines


def new_captain_gold(state: State, seat: int) -> list[Msg]:
    """MM-12.3.3, MM-Q42: 10 gold aboard, from the chest first, the bank the rest."""
    p = player(state, seat)
    take = min(STARTING_GOLD, p["chest"])
    p["chest"] -= take
    p["gold"] = STARTING_GOLD
    if take == 0:
        return [_("%(name)s takes 10 gold from the bank (MM-12.3.3).", name=name(state, seat))]
    return [
        _(
            "%(name)s takes %(chest)s gold from the chest and %(bank)s from the bank (MM-12.3.3).",
            name=name(state, seat),
            chest=take,
            bank=STARTING_GOLD - take,
        )
    ]


def captain_offers(state: State, seat: int, entry: Entry) -> list[LegalMove]:
    ships: dict[str, list[Any]] = {"ship": list(STARTING_SHIPS)}
    setup = bool(entry.get("reveal"))
    if not state["captain_cards"]:
        if setup:
            return [LegalMove("enter_captain", N_("Enter your captain card and your ship"), ships)]
        return [
            LegalMove("enter_new_captain", N_("Enter your new captain card and your ship"), ships)
        ]
    used = captains_in_play(state)
    names = [r["name"] for r in state["captain_cards"] if r["name"].casefold() not in used]
    allowed = {"captain": names, **ships}
    if setup:
        return [
            LegalMove("choose_captain", N_("Enter the captain you drew and your ship"), allowed)
        ]
    return [LegalMove("choose_new_captain", N_("Enter your new captain and your ship"), allowed)]


def captain_prompt(state: State, entry: Entry) -> Msg:
    if not entry.get("reveal"):
        # MM-12.3.2, MM-Q43: a captain whose home zone holds an NPC pirate may be shuffled
        # back and another drawn, at the table; the companion takes the one kept.
        return _(
            "%(names)s: enter your new captain and your ship (a Sloop or a Flute). If an NPC "
            "pirate is in his home port's sea zone you may shuffle him back and draw another "
            "first; enter the one you keep (MM-12.3.2).",
            names=[name(state, s) for s in entry["seats"]],
        )
    return _(
        "%(names)s: enter your captain and your ship.",
        names=[name(state, s) for s in entry["seats"]],
    )


OWED = (Owed("captain", captain_offers, captain_prompt),)

assert set(SHIP_TYPES) >= set(STARTING_SHIPS)
