"""Nassau's words for players: pieces counted, kinds of pieces, steps and what the table
waits for, as messages (``companion/engines/text.py``), never internal names."""

from __future__ import annotations

from collections.abc import Mapping

from companion.engines.text import N_, Msg, _, ngettext

# Written out one by one so that every form is extracted for translation.
_COUNTED = {
    "gunpowder": (N_("%(n)s gunpowder"), N_("%(n)s gunpowder")),
    "goods": (N_("%(n)s goods"), N_("%(n)s goods")),
    "rum": (N_("%(n)s rum"), N_("%(n)s rum")),
    "hostage": (N_("%(n)s hostage"), N_("%(n)s hostages")),
    "poe": (N_("%(n)s piece of eight"), N_("%(n)s pieces of eight")),
    "trade_wind": (N_("%(n)s trade wind token"), N_("%(n)s trade wind tokens")),
    "doubloon": (N_("%(n)s doubloon"), N_("%(n)s doubloons")),
}
KIND_NAMES = {
    "gunpowder": N_("gunpowder"),
    "goods": N_("goods"),
    "rum": N_("rum"),
    "hostage": N_("hostages"),
    "poe": N_("pieces of eight"),
    "trade_wind": N_("trade wind tokens"),
    "doubloon": N_("doubloons"),
}
CREW_NAMES = {
    "carpenter": N_("the Carpenter"),
    "powder_monkey": N_("the Powder monkey"),
    "cook": N_("the Cook"),
}
STEP_NAMES = {
    "setup": N_("setup"),
    "dice": N_("step 1, the dice"),
    "piracy": N_("step 2, piracy"),
    "notoriety": N_("step 3, notoriety"),
    "navy": N_("step 4, evading the navy"),
    "nassau": N_("step 5, Nassau"),
    "navy_reveal": N_("step 6, new navy cards"),
    "merchants": N_("step 7, merchant ships set sail"),
    "restock": N_("step 8, restocking Nassau"),
    "prepare": N_("step 9, preparing the next voyage"),
    "over": N_("the end of the game"),
}


def count(kind: str, n: int) -> Msg:
    """``count("poe", 3)``: "3 pieces of eight"."""
    singular, plural = _COUNTED[kind]
    return ngettext(singular, plural, n)


def pieces(counted: Mapping[str, int]) -> Msg:
    """Pieces by kind, listed ("2 rum and 1 goods"), or "nothing".

    Listed in one fixed order of kinds, not the mapping's: a state read back from
    PostgreSQL's jsonb has its keys reordered, and the same move must read the same."""
    order = [k for k in _COUNTED if k in counted] + sorted(set(counted) - set(_COUNTED))
    listed = [count(kind, counted[kind]) for kind in order if counted[kind]]
    return _("%(pieces)s", pieces=listed) if listed else _("nothing")


def kind_name(kind: str) -> Msg:
    return _(KIND_NAMES.get(kind, kind))


def step_name(step: str) -> Msg:
    return _(STEP_NAMES[step])


# A pending choice (state["pending"]): what its seat must do before the table goes on.
PENDING = {
    "loot": N_("choose the loot that fits in the hold"),
    "lose_cargo": N_("choose the pieces lost to the navy"),
    "excess": N_("choose the resources lost at the end of step 5"),
    "notoriety_space": N_("choose a free notoriety space"),
    "navy_penalty": N_("choose what to lose to the navy"),
    "describe_space": N_("tell what the board space is"),
}


def pending_name(kind: str) -> Msg:
    return _(PENDING.get(kind, N_("settle a choice")))


def offer_words(offer: str) -> Msg:
    """A port's smuggling offer as written in the ``ports`` option ("goods+rum", "poe")."""
    if offer == "poe":
        return _("pieces of eight (Port of Spain)")
    return _("%(kinds)s", kinds=[kind_name(k) for k in offer.split("+")])


# Words the catalogue holds as keys and messages pass as _(key): marked here for translation.
CATALOGUE_WORDS = (
    N_("bow"),
    N_("stern"),
    N_("hull"),
    N_("mast"),
    N_("crew"),
    N_("I"),
    N_("II"),
)
