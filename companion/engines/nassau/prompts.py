"""What the table waits for now, in words: the view's waiting lines, prompt and heading.

Each waiting line keeps what forms and tests read (``what``, ``seats``, ``rule``,
``detail``) and says it for players in ``text``. A line never carries another seat's
secrets: a pending choice shows no counts (they follow from the hold, NAS-Q35).
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import State
from companion.engines.nassau.contests import encounter_prompt
from companion.engines.nassau.layout import deal_missing, deal_spaces
from companion.engines.nassau.rounds import BOOKKEEPING, STEP_RULES, SYSTEM_MOVES
from companion.engines.nassau.seats import current_seat, name
from companion.engines.nassau.setup import setup_missing
from companion.engines.nassau.words import pending_name, step_name
from companion.engines.text import Msg, _, ngettext

Waiting = dict[str, Any]


def _line(what: str, seats: list[int], rule: str, text: Msg, **detail: Any) -> Waiting:
    return {"what": what, "seats": seats, "rule": rule, "detail": detail, "text": text}


def _names(state: State, seats: list[int]) -> list[str]:
    return [name(state, s) for s in seats]


def _pending(state: State) -> list[Waiting]:
    head = state["pending"][0]
    everyone = list(range(state["n"]))
    if head["kind"] == "describe_space":
        # NAS-Q1: the board is public, so anyone at the table may describe a space.
        text = _("Someone at the table tells what space %(space)s is.", space=head["space"])
        return [
            _line(
                "describe_space",
                everyone,
                head["rule"],
                text,
                space=head["space"],
                region=head["region"],
            )
        ]
    seat = head["seat"]
    text = _("%(name)s must %(what)s.", name=name(state, seat), what=pending_name(head["kind"]))
    return [_line(head["kind"], [seat], head["rule"], text)]


def _reveals(state: State) -> list[Waiting]:
    everyone = list(range(state["n"]))
    reveal = state["reveal"]
    out: list[Waiting] = []
    # Setup is long: each line says how far it has got ("merchant cards: 7 of 12").
    setup = state["step"] == "setup"
    dealt = sum(1 for card in state["merchants"].values() if card is not None)
    if reveal.get("deal"):
        text = _(
            "Merchant cards entered: %(done)s. The table enters each merchant card dealt "
            "and the space it lies on; still missing: %(missing)s.",
            done=dealt,
            missing=deal_missing(state),
        )
        out.append(_line("merchant_deal", everyone, "NAS-Q1", text, spaces=deal_spaces(state)))
    if reveal["merchants"]:
        space = reveal["merchants"][0]
        text = _("The table enters the merchant card laid on space %(space)s.", space=space)
        if setup:
            text = _(
                "Merchant cards: %(done)s of %(total)s. The table enters the merchant card "
                "laid on space %(space)s.",
                done=dealt,
                total=len(state["merchants"]),
                space=space,
            )
        region = state["board"][space - 1]["region"]
        out.append(
            _line(
                "merchant_card",
                everyone,
                "NAS-Q2",
                text,
                space=space,
                region=region,
                spaces_left=list(reveal["merchants"]),
            )
        )
    if reveal["navy"]:
        text = ngettext(
            "The table reveals %(n)s navy card and enters it.",
            "The table reveals %(n)s navy cards and enters them.",
            reveal["navy"],
        )
        if setup:
            # NAS-1.3.5: one navy card per player at setup.
            text = _(
                "Navy cards: %(done)s of %(total)s. The table reveals the next navy card "
                "and enters it.",
                done=state["n"] - reveal["navy"],
                total=state["n"],
            )
        out.append(_line("navy_card", everyone, "NAS-Q3", text, count=reveal["navy"]))
    if any(reveal["tiles"].values()):
        left = sum(reveal["tiles"].values())
        text = ngettext(
            "The table lays out %(n)s more tile in Nassau and enters it.",
            "The table lays out %(n)s more tiles in Nassau and enters them.",
            left,
        )
        if setup:
            # NAS-1.5.2: as many tiles of each set as players at setup.
            total = state["n"] * len(reveal["tiles"])
            text = _(
                "Tiles: %(done)s of %(total)s. The table lays out the next tile in Nassau "
                "and enters it.",
                done=total - left,
                total=total,
            )
        out.append(_line("tiles", everyone, "NAS-2.8.2", text, count=left))
    return out


def _setup(state: State) -> list[Waiting]:
    out: list[Waiting] = []
    for i, p in enumerate(state["players"]):
        if p["captain"] is None:
            text = _("%(name)s enters their captain cards.", name=name(state, i))
            out.append(_line("captain_cards", [i], "NAS-Q2", text))
        if p["dice"] is None:
            text = _("%(name)s enters their first roll.", name=name(state, i))
            out.append(_line("first_roll", [i], "NAS-1.7.1", text))
    if setup_missing(state) == ["age order (the first roll has a tie)"]:
        text = _("The first roll has a tie: enter the players from youngest to oldest.")
        out.append(_line("age_order", list(range(state["n"])), "NAS-Q33", text))
    return out


def _turn(state: State, seat: int) -> Waiting:
    step = state["step"]
    phase = state["turn"].get("phase")
    what = {"notoriety": "adjust_notoriety", "navy": "evade_navy"}.get(step, phase)
    who = name(state, seat)
    encounter = state["turn"].get("encounter")
    if encounter:
        text = encounter_prompt(state, encounter, who)
        return _line("choose_crew", [seat], "NAS-Q22", text)
    if step == "piracy" and phase == "move":
        text = _(
            "%(name)s moves their ship (piracy phase %(phase)s).",
            name=who,
            phase=state["turn"]["pass"],
        )
    elif step == "piracy":
        text = _(
            "%(name)s takes an action (piracy phase %(phase)s).",
            name=who,
            phase=state["turn"]["pass"],
        )
    elif step == "notoriety":
        text = _("%(name)s adjusts their notoriety.", name=who)
    elif step == "navy":
        text = _("%(name)s evades the navy.", name=who)
    elif phase == "buying":
        text = _("%(name)s buys or says they are done buying.", name=who)
    else:
        text = _("%(name)s buries treasure.", name=who)
    return _line(what, [seat], STEP_RULES[step], text)


def waiting_for(state: State) -> list[Waiting]:
    """What the engine waits for now; ``seats`` lists who may enter it."""
    if state["over"]:
        return []
    if state["pending"]:
        return _pending(state)
    step = state["step"]
    out: list[Waiting] = []
    if step == "setup" or (step in BOOKKEEPING and state["bk_started"]):
        out += _reveals(state)
    if step == "setup":
        return out + _setup(state)
    if step == "dice":
        seats = [i for i, p in enumerate(state["players"]) if p["dice"] is None]
        text = _("Still to enter their dice: %(names)s.", names=_names(state, seats))
        return [_line("dice", seats, "NAS-2.1.1", text)]
    if step in BOOKKEEPING and not state["bk_started"]:
        text = _("The companion does %(step)s.", step=step_name(step))
        line = _line(
            "system", [], STEP_RULES[step], text, move=SYSTEM_MOVES[step], round=state["round"]
        )
        return [line]
    seat = current_seat(state)
    if seat is not None:
        out.append(_turn(state, seat))
    return out


def prompt(state: State) -> Msg | None:
    """The first thing the table waits for, or None (the game is over)."""
    lines = waiting_for(state)
    return lines[0]["text"] if lines else None


def heading(state: State) -> Msg:
    if state["over"]:
        return _("The game is over after round %(round)s.", round=state["round"])
    return _("Round %(round)s: %(step)s.", round=state["round"], step=step_name(state["step"]))
