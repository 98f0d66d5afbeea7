"""The game board's layout when the club has not entered it (RULING NAS-Q1, digest 10.1).

The text fixes only part of the board (NAS-0.5.2, NAS-0.5.6): spaces 7 and 14 are transit
spaces, space 1 is the port of La Havana (Region 1), space 10 is Port Royal (Region 2), spaces 3
and 8 are trade-route spaces and Port of Spain is somewhere in Region 3. Everything else is
printed on the board only. NAS-Q1: "the app assumes no layout. A club enters its board once
(10.1). Until then, when a ship lands on an unknown space, the app asks whether it is a port
and what it offers, and remembers the answer."

Design (the simplest one that needs no extra entry from the table):

- **Entered layout** (``ports`` option given): the board is built from it at setup, every
  space is known and nothing is ever asked. ``state["layout"]`` is ``"entered"``.
- **Ad-hoc layout** (``ports`` left empty, the default): ``state["layout"]`` is ``"ad_hoc"``.
  Cells start as the text gives them; the others have ``kind == "unknown"``, and La Havana
  and Port Royal are ports whose ``smuggle`` is ``None`` (not told yet).
- **Setup deal** (NAS-1.2.3): the table deals a merchant card onto every trade-route space of
  its real board anyway. While ``state["reveal"]["deal"]`` is open, each card is entered with
  ``reveal_merchant_card(space=...)``, *the space it lies on*: that space becomes a known
  trade-route space. ``finish_merchant_deal`` closes the deal once spaces 3 and 8 and at least
  one Region 3 space hold a card. The cards' order does not matter (they are random draws).
- **Landing** (NAS-2.2.4): a move that ends on a space still unknown, or on a port whose
  offers were never told, queues a ``describe_space`` pending choice, answered by any seat (the
  board is public): ``kind`` port or route, for a port ``offers`` (``"goods+rum"``..., or
  ``"poe"`` for Port of Spain) and an optional ``name``. The answer is stored in the board cell
  for the rest of the game and the normal rules apply (the player's action waits for it).
  Every trade-route space got a card at setup, so a space still unknown after the deal is
  almost surely a port: ``port`` is offered first. ``route`` stays possible for a table that
  missed a card at setup: the space joins the trade routes empty and is refilled in step 7.
- **Consistency**: at most 7 ports (one plundered-port token each, NAS-0.5.6), with a slot kept
  for Port of Spain while it is unplaced; Port of Spain only in Region 3 and only once; the
  last unknown Region 3 space is Port of Spain if it is still missing (NAS-0.5.6). A port's
  cannon is always 4 + region (NAS-2.2.11.2); a printed value a club enters in the ``ports``
  option that differs only raises a warning (``state["layout_warnings"]``).

``space_options`` computes what a question allows; both ``legal_moves`` and the move itself use
it, so a form never offers an answer the engine refuses.
"""

from __future__ import annotations

from typing import Any, cast

from companion.engines.base import Arg, Played, RuleError, State, move, played
from companion.engines.nassau.catalogue import (
    KNOWN_PORTS,
    KNOWN_ROUTES,
    MAX_PORTS,
    PORT_OF_SPAIN,
    PORT_OF_SPAIN_GOODS,
    known_port,
    region_of,
    region_spaces,
)
from companion.engines.nassau.rounds import advance, setup_complete
from companion.engines.nassau.seats import player
from companion.engines.nassau.words import offer_words
from companion.engines.text import N_, Msg, _

# What a port may offer (NAS-0.5.5, NAS-2.2.10.2): any non-empty set of resources, or the
# pieces of eight of Port of Spain (NAS-2.2.10.5). Written as in the ``ports`` option.
RESOURCE_OFFERS: tuple[str, ...] = (
    "gunpowder",
    "goods",
    "rum",
    "gunpowder+goods",
    "gunpowder+rum",
    "goods+rum",
    "gunpowder+goods+rum",
)
OFFERS: tuple[str, ...] = (*RESOURCE_OFFERS, PORT_OF_SPAIN_GOODS)


def ad_hoc(state: State) -> bool:
    return state.get("layout") == "ad_hoc"


def cell(state: State, space: int) -> dict[str, Any]:
    return cast(dict[str, Any], state["board"][space - 1])  # the state is JSON


def needs_description(state: State, space: int) -> bool:
    info = cell(state, space)
    return info["kind"] == "unknown" or (info["kind"] == "port" and info["smuggle"] is None)


def unknown_spaces(state: State) -> list[int]:
    return [c["space"] for c in state["board"] if c["kind"] == "unknown"]


def _ports(state: State) -> list[dict[str, Any]]:
    return [c for c in state["board"] if c["kind"] == "port"]


def port_of_spain_placed(state: State) -> bool:
    return any(c["smuggle"] == [PORT_OF_SPAIN_GOODS] for c in _ports(state))


def _forced_space(state: State) -> int | None:
    """The last unknown Region 3 space, which must be Port of Spain if it is still missing."""
    if port_of_spain_placed(state):
        return None
    left = [s for s in region_spaces(3) if cell(state, s)["kind"] == "unknown"]
    return left[0] if len(left) == 1 else None


def _port_of_spain_forced(state: State, space: int) -> bool:
    return _forced_space(state) == space


def space_options(state: State, space: int) -> dict[str, list[str]]:
    """Answers allowed for a space: ``{"port": [offers...], "route": []}`` (a key is absent
    when that kind is not allowed)."""
    info = cell(state, space)
    region = region_of(space)
    if info["kind"] == "port":  # La Havana or Port Royal: only the offers are missing
        offers = list(RESOURCE_OFFERS)
        if region == 3 and not port_of_spain_placed(state):
            offers.append(PORT_OF_SPAIN_GOODS)
        return {"port": offers}
    if _port_of_spain_forced(state, space):
        return {"port": [PORT_OF_SPAIN_GOODS]}
    out: dict[str, list[str]] = {}
    ports = len(_ports(state))
    pos_open = region == 3 and not port_of_spain_placed(state)
    # Keep one of the 7 port slots for Port of Spain while it is unplaced.
    reserved = 0 if port_of_spain_placed(state) else 1
    offers = list(RESOURCE_OFFERS) if ports + reserved < MAX_PORTS else []
    if pos_open and ports < MAX_PORTS:
        offers.append(PORT_OF_SPAIN_GOODS)
    if offers:
        out["port"] = offers
    out["route"] = []
    return out


def ask_if_unknown(state: State, seat: int, space: int) -> None:
    """NAS-Q1: a ship landed on a space the companion does not know yet: ask the table."""
    if not needs_description(state, space):
        return
    if any(p["kind"] == "describe_space" and p["space"] == space for p in state["pending"]):
        return
    state["pending"].append(
        {
            "kind": "describe_space",
            "seat": seat,
            "space": space,
            "region": region_of(space),
            "known_port": cell(state, space)["kind"] == "port",
            "rule": "NAS-Q1",
        }
    )


@move(
    "describe_space",
    N_("Tell what this board space is"),
    Arg(
        "kind",
        "choice",
        N_("a port or a trade-route space"),
        choices=("port", "route"),
    ),
    Arg(
        "offers",
        "choice",
        N_("what the port lets you smuggle (Port of Spain pays pieces of eight)"),
        required=False,
        choices=("none", *OFFERS),
        default="none",
    ),
    Arg(
        "name",
        "str",
        N_("the port's name as printed"),
        required=False,
    ),
    rule="NAS-Q1",
    example={"kind": "port", "offers": "goods+rum", "name": "Tortuga"},
    help=N_("NAS-Q1: the companion remembers it for the rest of the game"),
)
def describe_space(
    state: State, seat: int | None, *, kind: str, offers: str = "none", name: str | None = None
) -> Played:
    """NAS-Q1: what the space a ship just landed on is; remembered for the rest of the game."""
    player(state, seat)  # any seat may read the board (it is public)
    head = state["pending"][0] if state["pending"] else None
    if head is None or head["kind"] != "describe_space":
        raise RuleError("NAS-Q1", _("No board space is waiting to be described now."))
    space = head["space"]
    allowed = space_options(state, space)
    if kind not in allowed:
        raise RuleError("NAS-0.5.6", _kind_refused(state, space))
    info = cell(state, space)
    name = (name or "").strip()
    if kind == "route":
        if name:
            raise RuleError("NAS-0.5.4", _("A trade-route space has no name."))
        info["kind"] = "route"  # NAS-0.5.4; empty until the step 7 refill (NAS-2.7.4)
        state["merchants"].setdefault(str(space), None)
        told = _("Space %(space)s is a trade-route space.", space=space)
    else:
        _describe_port(state, space, offers, name, allowed["port"])
        told = _(
            "Space %(space)s is %(port)s, a port that offers %(offers)s.",
            space=space,
            port=info["name"],
            offers=offer_words(offers),
        )
    state["pending"].pop(0)
    return played(advance(state), told)


def _kind_refused(state: State, space: int) -> Msg:
    if cell(state, space)["kind"] == "port":
        return _("Space %(space)s is a port.", space=space)
    if _port_of_spain_forced(state, space):
        return _(
            "Space %(space)s must be Port of Spain, the last Region 3 space left.", space=space
        )
    return _(
        "Space %(space)s cannot be a port: the board has at most %(ports)s ports, "
        "one kept for Port of Spain.",
        space=space,
        ports=MAX_PORTS,
    )


def _describe_port(state: State, space: int, offers: str, name: str, allowed: list[str]) -> None:
    """The port's offers and name, checked against the board (NAS-0.5.5, NAS-2.2.10.5)."""
    info = cell(state, space)
    name = known_port(name) or name  # NAS-0.5.6: the rulebook's names, however typed
    where = next((s for s, known in KNOWN_PORTS.items() if known == name), space)
    if where != space:
        raise RuleError(
            "NAS-0.5.6",
            _(
                "%(port)s is on space %(where)s, not %(space)s.",
                port=name,
                where=where,
                space=space,
            ),
        )
    if offers not in allowed:
        if offers == PORT_OF_SPAIN_GOODS:
            raise RuleError(
                "NAS-2.2.10.5",
                _("Only one port pays pieces of eight: Port of Spain, in Region 3."),
            )
        raise RuleError(
            "NAS-0.5.5",
            _("Tell what the port lets players smuggle: gunpowder, goods or rum."),
        )
    if offers == PORT_OF_SPAIN_GOODS:
        if name and name != PORT_OF_SPAIN:
            raise RuleError(
                "NAS-2.2.10.5", _("The port that pays pieces of eight is Port of Spain.")
            )
        name = PORT_OF_SPAIN
    elif name == PORT_OF_SPAIN:
        raise RuleError(
            "NAS-2.2.10.5",
            _("Port of Spain pays pieces of eight: choose that as what it offers."),
        )
    if info["kind"] == "port":
        if name and name != info["name"]:
            raise RuleError(
                "NAS-0.5.6",
                _("Space %(space)s is %(port)s.", space=space, port=info["name"]),
            )
    else:
        info.update(kind="port", name=name or f"Port {space}", cannon=4 + (region_of(space) or 0))
    info["smuggle"] = offers.split("+")


# -- the setup deal (NAS-1.2.3 with NAS-Q1) ---------------------------------------------------


def deal_spaces(state: State) -> list[int]:
    """Spaces a merchant card may be dealt onto now: known or unknown route spaces, empty."""
    out = []
    forced = _forced_space(state)
    for info in state["board"]:
        space = info["space"]
        empty_route = info["kind"] == "route" and state["merchants"].get(str(space)) is None
        if empty_route or (info["kind"] == "unknown" and space != forced):
            out.append(space)
    return out


def deal_onto(state: State, space: int) -> None:
    """Check and mark ``space`` as a trade-route space for a card dealt at setup."""
    if not 1 <= space <= 20:
        raise RuleError("NAS-1.2.3", _("Enter the space (1 to 20) the merchant card lies on."))
    info = cell(state, space)
    if info["kind"] == "transit":
        raise RuleError(
            "NAS-0.5.2",
            _("Space %(space)s is a transit space: no merchant card there.", space=space),
        )
    if info["kind"] == "port":
        raise RuleError(
            "NAS-0.5.5",
            _("Space %(space)s is a port: ports never hold merchant cards.", space=space),
        )
    if state["merchants"].get(str(space)) is not None:
        raise RuleError(
            "NAS-0.5.4", _("Space %(space)s already holds a merchant card.", space=space)
        )
    if _port_of_spain_forced(state, space):
        raise RuleError(
            "NAS-0.5.6",
            _("Space %(space)s is the last Region 3 space left: it is Port of Spain.", space=space),
        )
    info["kind"] = "route"
    state["merchants"][str(space)] = None


def deal_missing(state: State) -> list[Msg]:
    """What still keeps the setup deal open (an empty list: it may be closed)."""
    missing = [
        _("space %(space)s", space=s)
        for s in KNOWN_ROUTES
        if state["merchants"].get(str(s)) is None
    ]  # NAS-0.5.6
    if not any(
        state["merchants"].get(str(s)) is not None for s in region_spaces(3)
    ):  # NAS-1.2.3: every region has trade routes
        missing.append(_("a Region 3 trade-route space"))
    return missing


@move(
    "finish_merchant_deal",
    N_("Every trade-route space has its merchant card"),
    rule="NAS-1.2.3",
    example={},
    help=N_(
        "NAS-1.2.3 / NAS-Q1: closes the setup deal; the spaces left unknown are "
        "asked about when a ship lands there"
    ),
)
def finish_merchant_deal(state: State, seat: int | None) -> Played:
    """NAS-1.2.3 / NAS-Q1: every trade-route space of the table's board now has its card."""
    player(state, seat)
    if not state["reveal"].get("deal"):
        raise RuleError("NAS-1.2.3", _("No merchant deal is open: the board layout is known."))
    missing = deal_missing(state)
    if missing:
        raise RuleError(
            "NAS-1.2.3",
            _("Every trade-route space gets a merchant card: still %(missing)s.", missing=missing),
        )
    state["reveal"]["deal"] = False
    return played(
        advance(state),
        _("Every trade-route space has its merchant card."),
        *setup_complete(state),
    )


def layout_view(state: State) -> dict[str, Any]:
    return {
        "mode": state.get("layout", "entered"),
        "rule": "NAS-Q1",
        "spaces_to_learn": unknown_spaces(state),
        "ports_without_offers": [c["space"] for c in _ports(state) if c["smuggle"] is None],
        "deal_open": bool(state["reveal"].get("deal")),
        "deal_missing": deal_missing(state) if state["reveal"].get("deal") else [],
        "warnings": list(state.get("layout_warnings", [])),
    }
