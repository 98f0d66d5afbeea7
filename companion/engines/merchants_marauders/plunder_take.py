"""What moves from the beaten captain to the winner (MM-11.1.1, MM-11.1.2) and a claimed
ship (MM-11.4, MM-Q24). The loser's secrets the winner takes reach only the winner's own
lines: the gold's amount, the goods, the cards and the rumor."""

from __future__ import annotations

from typing import Any

from companion.engines.base import RuleError, State
from companion.engines.merchants_marauders.catalogue import GOODS_KINDS
from companion.engines.merchants_marauders.death import release_modifications
from companion.engines.merchants_marauders.seats import name, player
from companion.engines.merchants_marauders.ship import maximum
from companion.engines.merchants_marauders.words import word
from companion.engines.text import N_, Msg, Text, _, ngettext

# Words for what a winner may take (labels.py shows them in forms).
TAKE_WORDS = {
    "gold": N_("the gold aboard"),
    "cards": N_("the glory cards"),
    "cargo": N_("the cargo"),
    "rumor": N_("the rumor"),
    "ship": N_("the ship"),
}


def good_name(state: State, typed: str) -> str:
    """A good as the table has named it; a new name while fewer than 8 are known
    (MM-4.3.3)."""
    clean = typed.strip()
    for good in state["goods"]:
        if good.casefold() == clean.casefold():
            return str(good)
    if len(state["goods"]) >= GOODS_KINDS or not clean:
        raise RuleError(
            "MM-4.3.3",
            _("The 8 goods are known and %(good)s is not one of them (MM-4.3.3).", good=clean),
        )
    state["goods"].append(clean)
    return clean


def claim(state: State, seat: int, ship_type: str, loc: dict[str, int], loser: Text) -> list[Msg]:
    """MM-11.4, MM-Q24: the winner's old ship is discarded (its modifications go back on
    the board, MM-4.5.8); the claimed ship keeps its damage, takes the winner's remaining
    crew up to its Crew value and comes without modifications."""
    p = player(state, seat)
    old = p["ship"]
    crew = int(old["loc"]["crew"]) if old is not None else 0
    # It comes without modifications (MM-Q24): what they added to a location goes too.
    full = maximum(state, {"type": ship_type, "mods": []})
    new_loc = {key: min(int(value), full[key]) for key, value in loc.items()}
    new_loc["crew"] = min(crew, full["crew"])
    p["ship"] = {"type": ship_type, "mods": [], "loc": new_loc, "reinforced": True, "chasers": True}
    lines = [
        _(
            "%(name)s claims the %(ship)s of %(loser)s and discards the old ship (MM-11.4): "
            "its damage stays, Crew %(crew)s, no modifications (MM-Q24).",
            name=name(state, seat),
            ship=word(ship_type),
            loser=loser,
            crew=new_loc["crew"],
        )
    ]
    if old is not None:
        lines += release_modifications(state, seat, list(old["mods"]))
    return lines


def take_from_player(
    state: State, seat: int, loser: int, chosen: list[str]
) -> tuple[list[Msg], list[Msg]]:
    """MM-11.1.1, MM-11.1.2: each thing taken moves over. Public lines name what and how
    many cards; the winner's own lines name the gold, goods, cards and rumor."""
    me, him = player(state, seat), player(state, loser)
    who, whom = name(state, seat), name(state, loser)
    public: list[Msg] = []
    private: list[Msg] = []
    if "gold" in chosen:
        amount = int(him["gold"])
        me["gold"] += amount
        him["gold"] = 0
        public.append(_("%(name)s takes the gold aboard %(loser)s's ship.", name=who, loser=whom))
        private.append(_("You take %(n)s gold from %(loser)s.", n=amount, loser=whom))
    for key, field in (("cards", "hand"), ("cargo", "cargo")):
        if key in chosen:
            public.append(moved_line(key, who, whom, len(him[field])))
            private.append(_("You take %(what)s.", what=list(him[field])))
            me[field] += him[field]
            him[field] = []
    if "rumor" in chosen:
        me["rumor"], him["rumor"] = him["rumor"], None
        public.append(_("%(name)s takes %(loser)s's rumor.", name=who, loser=whom))
        private.append(_("You take the rumor %(rumor)s.", rumor=rumor_name(me["rumor"])))
    for field in ("weapons", "specialists"):
        taken = [k for k in him[field] if k in chosen]
        for key in taken:
            him[field].remove(key)
            me[field].append(key)
        if taken:
            public.append(
                _(
                    "%(name)s takes %(what)s from %(loser)s (MM-11.1.2).",
                    name=who,
                    what=[word(k) for k in taken],
                    loser=whom,
                )
            )
    return public, private


def rumor_name(rumor: Any) -> Text:
    if isinstance(rumor, dict):
        return str(rumor.get("name", ""))
    return str(rumor)


def moved_line(key: str, who: str, whom: str, count: int) -> Msg:
    if key == "cards":
        return ngettext(
            "%(name)s takes %(n)s glory card from %(loser)s.",
            "%(name)s takes %(n)s glory cards from %(loser)s.",
            count,
            name=who,
            loser=whom,
        )
    return ngettext(
        "%(name)s takes %(n)s cargo card from %(loser)s.",
        "%(name)s takes %(n)s cargo cards from %(loser)s.",
        count,
        name=who,
        loser=whom,
    )
